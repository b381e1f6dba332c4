import QtQuick
import QtQuick.Controls
import Arbiter

// One section of the navigation: icon over label, the current one marked.
AbstractButton {
    id: root

    property string label
    property string iconPath

    implicitWidth: Theme.railWidth - 2 * Theme.gap
    implicitHeight: Theme.barHeight
    checkable: false
    text: label
    Accessible.role: Accessible.PageTab
    Accessible.name: label

    contentItem: Column {
        spacing: 4

        Rectangle {
            anchors.horizontalCenter: parent.horizontalCenter
            width: 64
            height: 32
            radius: 16
            color: root.checked ? Theme.accentSoft : "transparent"

            VectorIcon {
                anchors.centerIn: parent
                path: root.iconPath
                color: root.checked ? Theme.accent : Theme.textMuted
            }
        }

        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: root.label
            font.pixelSize: Theme.fontSmall
            font.bold: root.checked
            color: root.checked ? Theme.accent : Theme.textMuted
        }
    }

    background: Rectangle {
        radius: Theme.radius
        color: Theme.text
        opacity: root.down ? 0.12 : (root.hovered ? 0.05 : 0)
    }
}
