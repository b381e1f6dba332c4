import QtQuick
import QtQuick.Controls
import Arbiter

// The app's button: at least 48 px each way, an optional line icon, and
// one of four looks.
AbstractButton {
    id: root

    enum Kind {
        Primary,
        Secondary,
        Danger,
        Quiet
    }

    property int kind: ActionButton.Secondary
    property string iconPath
    property int minimumSize: Theme.touch
    property int iconSize: 22

    readonly property color foreground: {
        switch (root.kind) {
        case ActionButton.Primary:
            return Theme.onAccent;
        case ActionButton.Danger:
            return Theme.onDanger;
        case ActionButton.Quiet:
            return Theme.accent;
        default:
            return Theme.text;
        }
    }
    readonly property color fill: {
        switch (root.kind) {
        case ActionButton.Primary:
            return root.checked ? Qt.darker(Theme.accent, 1.2) : Theme.accent;
        case ActionButton.Danger:
            return Theme.danger;
        case ActionButton.Quiet:
            return root.checked ? Theme.accentSoft : "transparent";
        default:
            return root.checked ? Theme.accentSoft : Theme.surfaceRaised;
        }
    }

    implicitWidth: Math.max(minimumSize, content.implicitWidth + (text.length > 0 ? 2 * Theme.spacing : Theme.gap * 2))
    implicitHeight: Math.max(minimumSize, content.implicitHeight + Theme.gap * 2)
    font.pixelSize: Theme.fontBody
    focusPolicy: Qt.StrongFocus
    opacity: enabled ? 1 : 0.4
    Accessible.role: Accessible.Button
    Accessible.name: text

    contentItem: Item {
        implicitWidth: content.implicitWidth
        implicitHeight: content.implicitHeight

        Row {
            id: content

            anchors.centerIn: parent
            spacing: Theme.gap

            VectorIcon {
                anchors.verticalCenter: parent.verticalCenter
                visible: root.iconPath.length > 0
                path: root.iconPath
                color: root.foreground
                size: root.iconSize
            }

            Text {
                anchors.verticalCenter: parent.verticalCenter
                visible: root.text.length > 0
                text: root.text
                font: root.font
                color: root.foreground
            }
        }
    }

    background: Rectangle {
        radius: Theme.radius
        color: root.fill
        border.width: root.kind === ActionButton.Secondary || root.checked ? 1 : 0
        border.color: root.checked ? Theme.accent : Theme.outline

        Rectangle {
            anchors.fill: parent
            radius: parent.radius
            color: Theme.text
            opacity: root.down ? 0.16 : (root.hovered ? 0.06 : 0)
        }

        Rectangle {
            anchors.fill: parent
            anchors.margins: -3
            radius: parent.radius + 3
            color: "transparent"
            border.width: 2
            border.color: Theme.accent
            visible: root.visualFocus
        }
    }
}
