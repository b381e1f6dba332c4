import QtQuick
import QtQuick.Controls
import Arbiter

// Shown on the home screen instead of the sessions while the database cannot
// be used: which file, what exactly is wrong with it, and the ways out, right
// here. The file itself is only read until the player picks one of them.
SurfaceCard {
    id: root

    // The list changes with every restore: a positioner with counted
    // delegates, not a Layout over a replaced model.
    readonly property var backups: SessionLibrary.backups

    implicitHeight: column.implicitHeight + 2 * padding

    Column {
        id: column

        anchors.fill: parent
        anchors.margins: root.padding
        spacing: Theme.gap

        HeadingLabel {
            objectName: "problemHeading"
            width: parent.width
            wrapMode: Text.WordWrap
            text: {
                switch (SessionLibrary.problemReason) {
                case "storage.corrupt":
                    return qsTr("The database is damaged");
                case "storage.foreign":
                    return qsTr("This file is not an Arbiter database");
                case "storage.newer":
                    return qsTr("The database is from a newer Arbiter");
                case "storage.locked":
                    return qsTr("The database is in use by another program");
                case "storage.read_only":
                    return qsTr("The database cannot be written to");
                case "storage.full":
                    return qsTr("The disk is full");
                default:
                    return qsTr("The database cannot be opened");
                }
            }
        }

        BodyLabel {
            objectName: "problemPath"
            width: parent.width
            wrapMode: Text.WrapAnywhere
            text: SessionLibrary.databasePath
        }

        BodyLabel {
            objectName: "problemMessage"
            width: parent.width
            muted: true
            text: SessionLibrary.error
        }

        HeadingLabel {
            width: parent.width
            text: qsTr("Open another file")
        }

        InputField {
            id: otherField

            objectName: "problemOtherField"
            width: parent.width
            font.pixelSize: Theme.fontBody
            placeholderText: qsTr("Path of a database file")
        }

        ActionButton {
            objectName: "problemOpenButton"
            iconPath: Icons.folder
            text: qsTr("Open this file")
            enabled: otherField.text.trim().length > 0
            onClicked: SessionLibrary.openDatabase(otherField.text)
        }

        HeadingLabel {
            width: parent.width
            text: qsTr("Start a new database elsewhere")
        }

        InputField {
            id: freshField

            objectName: "problemNewField"
            Accessible.name: qsTr("Where the new database goes")
            width: parent.width
            font.pixelSize: Theme.fontBody
            text: SessionLibrary.freshDatabasePath()
        }

        ActionButton {
            objectName: "problemNewButton"
            kind: ActionButton.Primary
            iconPath: Icons.plus
            text: qsTr("Start a new database")
            enabled: freshField.text.trim().length > 0
            onClicked: SessionLibrary.openDatabase(freshField.text)
        }

        ErrorBanner {
            width: parent.width
            message: SessionLibrary.databaseError
            onDismissed: SessionLibrary.clearErrors()
        }

        HeadingLabel {
            width: parent.width
            text: qsTr("Restore a backup")
        }

        BodyLabel {
            width: parent.width
            muted: true
            text: root.backups.length > 0
                  ? qsTr("The file as it is now is kept beside it before the backup takes its place.")
                  : qsTr("There are no backups of this file.")
        }

        Repeater {
            model: root.backups.length

            Item {
                required property int index
                readonly property var backup: root.backups[index] || ({})

                width: column.width
                height: Math.max(Theme.touch, restoreButton.implicitHeight)

                BodyLabel {
                    anchors.left: parent.left
                    anchors.right: restoreButton.left
                    anchors.rightMargin: Theme.gap
                    anchors.verticalCenter: parent.verticalCenter
                    elide: Text.ElideMiddle
                    text: backup.time ? Qt.formatDateTime(backup.time, Qt.DefaultLocaleShortDate) : ""
                }

                ActionButton {
                    id: restoreButton

                    objectName: "problemRestore-" + index
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("Restore")
                    onClicked: SessionLibrary.restoreBackup(backup.path)
                }
            }
        }
    }
}
