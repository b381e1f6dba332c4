import QtQuick
import QtQuick.Controls
import Arbiter

// One die of the last roll (or a constant added to it).
Column {
    id: root

    required property int value
    required property int sides
    required property bool negative
    required property string label

    spacing: 4

    Rectangle {
        anchors.horizontalCenter: parent.horizontalCenter
        width: 64
        height: 64
        radius: root.sides > 0 ? Theme.radius : 32
        color: root.sides > 0 ? Theme.surfaceRaised : "transparent"
        border.width: 2
        border.color: root.negative ? Theme.danger : Theme.outline

        Label {
            anchors.centerIn: parent
            text: root.value
            font.pixelSize: Theme.fontTitle + 4
            font.bold: true
            color: Theme.text
        }
    }

    Label {
        anchors.horizontalCenter: parent.horizontalCenter
        text: root.label
        font.pixelSize: Theme.fontSmall
        color: Theme.textMuted
    }
}
