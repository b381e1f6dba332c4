import QtQuick
import QtQuick.Layouts
import Arbiter

// A small number with -1 / +1, for the editor's champion stats.
RowLayout {
    id: root

    property string label
    property int value
    property int from: 0
    property int to: 100

    signal edited(int value)

    spacing: 2

    BodyLabel {
        Layout.fillWidth: true
        muted: true
        font.pixelSize: Theme.fontSmall
        text: root.label
    }

    ActionButton {
        iconPath: Icons.minus
        Accessible.name: qsTr("%1 minus one").arg(root.label)
        enabled: root.value > root.from
        onClicked: root.edited(root.value - 1)
    }

    HeadingLabel {
        Layout.minimumWidth: 32
        horizontalAlignment: Text.AlignHCenter
        text: root.value
    }

    ActionButton {
        iconPath: Icons.plus
        Accessible.name: qsTr("%1 plus one").arg(root.label)
        enabled: root.value < root.to
        onClicked: root.edited(root.value + 1)
    }
}
