import QtQuick
import QtQuick.Controls
import Arbiter

// An on/off choice with its label; the whole row is the touch target.
Switch {
    id: root

    implicitHeight: Math.max(Theme.touch, implicitContentHeight + topPadding + bottomPadding)
    font.pixelSize: Theme.fontBody
    spacing: Theme.spacing
    // Named here rather than left to Qt, which names a control after its
    // text only once a screen reader is listening.
    Accessible.name: text

    indicator: Rectangle {
        x: root.leftPadding
        y: (root.height - height) / 2
        implicitWidth: 52
        implicitHeight: 30
        radius: height / 2
        color: root.checked ? Theme.accent : Theme.surfaceRaised
        border.width: 1
        border.color: root.checked ? Theme.accent : Theme.outline

        Rectangle {
            x: root.checked ? parent.width - width - 4 : 4
            anchors.verticalCenter: parent.verticalCenter
            width: 22
            height: 22
            radius: 11
            color: root.checked ? Theme.onAccent : Theme.textMuted

            Behavior on x {
                NumberAnimation {
                    duration: Theme.motion
                }
            }
        }
    }

    contentItem: Text {
        leftPadding: root.indicator.width + root.spacing
        text: root.text
        font: root.font
        color: Theme.text
        wrapMode: Text.Wrap
        verticalAlignment: Text.AlignVCenter
    }
}
