import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A game in the new-session sheet. A game whose rules are not built yet
// says so and cannot be chosen.
AbstractButton {
    id: root

    required property string gameId
    required property string name
    required property bool startable
    required property int minPlayers
    required property int maxPlayers
    property bool selected: false

    implicitHeight: Math.max(Theme.bigTouch, layout.implicitHeight + 2 * Theme.spacing)
    enabled: startable
    checkable: false
    Accessible.name: name

    contentItem: Item {
        ColumnLayout {
            id: layout

            anchors.left: parent.left
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            anchors.leftMargin: Theme.spacing
            anchors.rightMargin: Theme.spacing
            spacing: 2

            Label {
                Layout.fillWidth: true
                text: root.name
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: root.startable ? Theme.text : Theme.textMuted
                elide: Text.ElideRight
            }

            Label {
                Layout.fillWidth: true
                text: root.startable ? qsTr("%1 to %2 players").arg(root.minPlayers).arg(root.maxPlayers)
                                      : qsTr("Not in the app yet: its rules or setup screen are still being built")
                font.pixelSize: Theme.fontSmall
                color: Theme.textMuted
                wrapMode: Text.Wrap
            }
        }
    }

    background: Rectangle {
        radius: Theme.radius
        color: root.selected ? Theme.accentSoft : (root.startable ? Theme.surfaceRaised : Theme.surface)
        border.width: root.selected ? 2 : 1
        border.color: root.selected ? Theme.accent : Theme.outline
    }
}
