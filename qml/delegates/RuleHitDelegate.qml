import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A rules entry in the search results, the matched words in bold.
AbstractButton {
    id: root

    required property string entryId
    required property string title
    required property string section
    required property string gameName
    required property string snippet

    implicitHeight: Math.max(Theme.touch, layout.implicitHeight + 2 * Theme.spacing)
    // A delegate the search's model reset let go keeps standing for a moment
    // with its title gone: it still has a name.
    Accessible.name: title.length > 0 ? title : qsTr("Rules entry")

    contentItem: Item {
        ColumnLayout {
            id: layout

            anchors.left: parent.left
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            anchors.leftMargin: Theme.spacing
            anchors.rightMargin: Theme.spacing
            spacing: 4

            Label {
                Layout.fillWidth: true
                objectName: "hitTitle"
                text: root.title
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
            }

            Label {
                Layout.fillWidth: true
                text: root.section.length > 0 ? qsTr("%1 · %2").arg(root.gameName).arg(root.section) : root.gameName
                font.pixelSize: Theme.fontSmall
                color: Theme.accent
                elide: Text.ElideRight
            }

            Label {
                Layout.fillWidth: true
                text: root.snippet
                textFormat: Text.StyledText
                font.pixelSize: Theme.fontBody
                color: Theme.textMuted
                wrapMode: Text.Wrap
                maximumLineCount: 3
                elide: Text.ElideRight
            }
        }
    }

    background: Rectangle {
        radius: Theme.radius
        color: root.down ? Theme.surfacePressed : (root.hovered ? Theme.surfaceRaised : Theme.surface)
        border.width: 1
        border.color: Theme.outline
    }
}
