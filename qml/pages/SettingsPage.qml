import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Language, theme, dice, which database file is used, and the export.
Page {
    id: root

    readonly property bool wide: width >= 1000

    background: Rectangle {
        color: Theme.background
    }

    header: PageHeader {
        title: qsTr("Settings")
    }

    Flickable {
        id: flickable

        anchors.fill: parent
        contentWidth: width
        contentHeight: layout.implicitHeight + 2 * Theme.margin
        boundsBehavior: Flickable.StopAtBounds
        clip: true

        ScrollBar.vertical: ScrollBar {}

        GridLayout {
            id: layout

            x: Theme.margin
            y: Theme.margin
            width: flickable.width - 2 * Theme.margin
            columns: root.wide ? 2 : 1
            columnSpacing: Theme.spacing
            rowSpacing: Theme.spacing

            SurfaceCard {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 1
                implicitHeight: languageColumn.implicitHeight + 2 * padding

                ColumnLayout {
                    id: languageColumn

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    spacing: Theme.gap

                    HeadingLabel {
                        Layout.fillWidth: true
                        text: qsTr("Language")
                    }

                    Flow {
                        Layout.fillWidth: true
                        spacing: Theme.gap

                        Repeater {
                            model: LanguageController.languages

                            delegate: ActionButton {
                                required property string modelData

                                objectName: "language-" + modelData
                                text: LanguageController.nativeName(modelData)
                                checked: LanguageController.language === modelData
                                onClicked: LanguageController.language = modelData
                            }
                        }
                    }

                    BodyLabel {
                        Layout.fillWidth: true
                        visible: LanguageController.translationMissing
                        muted: true
                        text: qsTr("There is no translation for this language yet, so the texts stay in English.")
                    }

                    Item {
                        Layout.fillHeight: true
                    }
                }
            }

            SurfaceCard {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 1
                implicitHeight: lookColumn.implicitHeight + 2 * padding

                ColumnLayout {
                    id: lookColumn

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    spacing: Theme.gap

                    HeadingLabel {
                        Layout.fillWidth: true
                        text: qsTr("Appearance and dice")
                    }

                    ToggleSwitch {
                        objectName: "darkThemeSwitch"
                        Layout.fillWidth: true
                        text: qsTr("Dark theme")
                        checked: Preferences.darkTheme
                        onToggled: Preferences.darkTheme = checked
                    }

                    ToggleSwitch {
                        objectName: "physicalDiceSwitch"
                        Layout.fillWidth: true
                        text: qsTr("Physical dice by default: the dice tray opens ready for what your own dice show")
                        checked: Preferences.physicalDiceByDefault
                        onToggled: Preferences.physicalDiceByDefault = checked
                    }

                    ToggleSwitch {
                        objectName: "largeTextSwitch"
                        Layout.fillWidth: true
                        text: qsTr("Large text, for reading across the table")
                        checked: Preferences.largeText
                        onToggled: Preferences.largeText = checked
                    }

                    ToggleSwitch {
                        objectName: "keepScreenAwakeSwitch"
                        Layout.fillWidth: true
                        text: qsTr("Keep the screen on while a session is open")
                        checked: Preferences.keepScreenAwake
                        onToggled: Preferences.keepScreenAwake = checked
                    }

                    Label {
                        objectName: "screenAwakeUnavailable"
                        Layout.fillWidth: true
                        visible: Preferences.keepScreenAwake && !ScreenAwake.available
                        wrapMode: Text.Wrap
                        color: Theme.textMuted
                        text: qsTr("This system offers no screen-saver service to ask, so the screen may still dim.")
                    }

                    Item {
                        Layout.fillHeight: true
                    }
                }
            }

            SurfaceCard {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 1
                implicitHeight: databaseColumn.implicitHeight + 2 * padding

                ColumnLayout {
                    id: databaseColumn

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    spacing: Theme.gap

                    HeadingLabel {
                        Layout.fillWidth: true
                        text: qsTr("Database")
                    }

                    BodyLabel {
                        Layout.fillWidth: true
                        muted: true
                        text: SessionLibrary.temporaryDatabase
                              ? qsTr("A temporary database for this demo run; it is thrown away when the app closes.")
                              : qsTr("Every session is saved in this file as you play.")
                    }

                    TextEdit {
                        Layout.fillWidth: true
                        objectName: "databasePath"
                        Accessible.name: qsTr("Database file")
                        text: SessionLibrary.databasePath
                        readOnly: true
                        selectByMouse: true
                        wrapMode: TextEdit.WrapAnywhere
                        font.pixelSize: Theme.fontBody
                        font.family: "monospace"
                        color: Theme.text
                        selectionColor: Theme.accent
                        selectedTextColor: Theme.onAccent
                    }

                    Label {
                        text: qsTr("Open another database file")
                        font.pixelSize: Theme.fontSmall
                        color: Theme.textMuted
                    }

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.gap

                        InputField {
                            id: databaseField

                            objectName: "databaseField"
                            Accessible.name: qsTr("Open another database file")
                            Layout.fillWidth: true
                            font.pixelSize: Theme.fontBody
                            placeholderText: qsTr("/path/to/sessions.sqlite")
                            // A failed backup or restore is said beside the backups, not here.
                            invalid: SessionLibrary.databaseError.length > 0 && SessionLibrary.backupError.length === 0
                            onAccepted: openButton.clicked()
                        }

                        ActionButton {
                            id: openButton

                            objectName: "openDatabaseButton"
                            iconPath: Icons.folder
                            text: qsTr("Open")
                            enabled: databaseField.text.trim().length > 0
                            onClicked: {
                                if (SessionLibrary.openDatabase(databaseField.text))
                                    databaseField.clear();
                            }
                        }
                    }

                    ErrorBanner {
                        Layout.fillWidth: true
                        message: SessionLibrary.backupError.length === 0 ? SessionLibrary.databaseError : ""
                        onDismissed: SessionLibrary.clearErrors()
                    }

                    Item {
                        Layout.fillHeight: true
                    }
                }
            }

            SurfaceCard {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 1
                implicitHeight: exportColumn.implicitHeight + 2 * padding

                ColumnLayout {
                    id: exportColumn

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    spacing: Theme.gap

                    HeadingLabel {
                        Layout.fillWidth: true
                        text: qsTr("Export")
                    }

                    BodyLabel {
                        Layout.fillWidth: true
                        muted: true
                        text: qsTr("Writes every saved session, with its whole log, into one JSON file in this folder.")
                    }

                    InputField {
                        id: exportFolderField

                        objectName: "exportFolderField"
                        Accessible.name: qsTr("Export folder")
                        Layout.fillWidth: true
                        font.pixelSize: Theme.fontBody
                        text: SessionLibrary.defaultExportFolder
                        invalid: SessionLibrary.exportError.length > 0
                    }

                    ActionButton {
                        objectName: "exportButton"
                        kind: ActionButton.Primary
                        iconPath: Icons.folder
                        text: qsTr("Export all sessions as JSON")
                        enabled: SessionLibrary.ready
                        onClicked: SessionLibrary.exportAll(exportFolderField.text)
                    }

                    BodyLabel {
                        Layout.fillWidth: true
                        objectName: "exportResult"
                        visible: SessionLibrary.lastExportPath.length > 0 && SessionLibrary.exportError.length === 0
                        text: qsTr("Written to %1").arg(SessionLibrary.lastExportPath)
                        wrapMode: Text.WrapAnywhere
                    }

                    ErrorBanner {
                        Layout.fillWidth: true
                        message: SessionLibrary.exportError
                        onDismissed: SessionLibrary.clearErrors()
                    }

                    Item {
                        Layout.fillHeight: true
                    }
                }
            }

            SurfaceCard {
                Layout.fillWidth: true
                Layout.columnSpan: root.wide ? 2 : 1
                implicitHeight: backupColumn.implicitHeight + 2 * padding

                Column {
                    id: backupColumn

                    // The list changes with every backup: a positioner with
                    // delegates counted, not rebuilt, keeps Layouts out of it.
                    readonly property var backups: SessionLibrary.backups

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    spacing: Theme.gap

                    HeadingLabel {
                        width: parent.width
                        text: qsTr("Backups")
                    }

                    BodyLabel {
                        width: parent.width
                        muted: true
                        text: qsTr("A copy of the database is kept when a session is closed, at most once a day; the newest %1 stay. Restoring one first keeps the current file as a backup too.").arg(7)
                    }

                    ActionButton {
                        objectName: "backupNowButton"
                        iconPath: Icons.folder
                        text: qsTr("Back up now")
                        enabled: SessionLibrary.ready
                        onClicked: SessionLibrary.backupNow()
                    }

                    ErrorBanner {
                        objectName: "backupError"
                        width: parent.width
                        message: SessionLibrary.backupError
                        onDismissed: SessionLibrary.clearErrors()
                    }

                    BodyLabel {
                        width: parent.width
                        objectName: "noBackups"
                        visible: backupColumn.backups.length === 0
                        muted: true
                        text: qsTr("No backups yet.")
                    }

                    Repeater {
                        model: backupColumn.backups.length

                        Item {
                            required property int index
                            readonly property var backup: backupColumn.backups[index] || ({})

                            objectName: "backupRow-" + index
                            width: backupColumn.width
                            height: Math.max(Theme.touch, restoreButton.implicitHeight)

                            BodyLabel {
                                anchors.left: parent.left
                                anchors.right: restoreButton.left
                                anchors.rightMargin: Theme.gap
                                anchors.verticalCenter: parent.verticalCenter
                                elide: Text.ElideMiddle
                                text: backup.time ? qsTr("%1 (%2 KB)").arg(Qt.formatDateTime(backup.time, Qt.DefaultLocaleShortDate)).arg(Math.ceil(backup.size / 1024)) : ""
                            }

                            ActionButton {
                                id: restoreButton

                                objectName: "restoreBackup-" + index
                                anchors.right: parent.right
                                anchors.verticalCenter: parent.verticalCenter
                                text: qsTr("Restore")
                                enabled: SessionLibrary.ready
                                onClicked: SessionLibrary.restoreBackup(backup.path)
                            }
                        }
                    }
                }
            }

            // The version (CMake's project version, through main.cpp).
            BodyLabel {
                objectName: "aboutVersion"
                Layout.columnSpan: root.wide ? 2 : 1
                Layout.fillWidth: true
                muted: true
                horizontalAlignment: Text.AlignHCenter
                text: qsTr("Arbiter %1").arg(Qt.application.version)
            }
        }
    }
}
