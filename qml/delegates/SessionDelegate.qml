import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// One saved session on the home screen: what, who, when, how long, and
// what can be done with it.
SurfaceCard {
    id: root

    required property real sessionId
    required property string title
    required property string gameName
    required property string players
    required property string lastPlayed
    required property int entryCount

    signal resumeRequested
    signal duplicateRequested
    signal deleteRequested

    implicitHeight: layout.implicitHeight + 2 * padding

    ColumnLayout {
        id: layout

        anchors.fill: parent
        anchors.margins: root.padding
        spacing: Theme.gap

        Label {
            Layout.fillWidth: true
            text: root.title
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.text
            elide: Text.ElideRight
        }

        Label {
            Layout.fillWidth: true
            text: qsTr("%1 · %2").arg(root.gameName).arg(root.players)
            font.pixelSize: Theme.fontBody
            color: Theme.text
            elide: Text.ElideRight
        }

        Label {
            Layout.fillWidth: true
            text: qsTr("Last played %1 · log entries: %2").arg(root.lastPlayed).arg(root.entryCount)
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
            elide: Text.ElideRight
        }

        Item {
            Layout.fillHeight: true
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap

            ActionButton {
                objectName: "resumeButton"
                kind: ActionButton.Primary
                iconPath: Icons.play
                text: qsTr("Resume")
                // Every row has these buttons: each says whose session it is.
                Accessible.name: qsTr("Resume %1").arg(root.title)
                onClicked: root.resumeRequested()
            }

            ActionButton {
                iconPath: Icons.copy
                text: qsTr("Duplicate")
                Accessible.name: qsTr("Duplicate %1").arg(root.title)
                onClicked: root.duplicateRequested()
            }

            Item {
                Layout.fillWidth: true
            }

            ActionButton {
                objectName: "deleteButton"
                kind: ActionButton.Quiet
                iconPath: Icons.trash
                Accessible.name: qsTr("Delete %1").arg(root.title)
                onClicked: root.deleteRequested()
            }
        }
    }
}
