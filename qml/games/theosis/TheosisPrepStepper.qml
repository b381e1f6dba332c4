import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A small whole number with -1 / +1 buttons and its label (bids, gold, amounts).
RowLayout {
    id: root

    property string label
    property int value: 0
    property int from: 0
    property int to: 99
    property string namePrefix: "stepper"

    signal edited(int value)

    spacing: Theme.gap

    Label {
        Layout.fillWidth: true
        Layout.minimumWidth: 80
        text: root.label
        font.pixelSize: Theme.fontBody
        color: Theme.text
        elide: Text.ElideRight
    }

    ActionButton {
        objectName: root.namePrefix + "Down"
        iconPath: Icons.minus
        Accessible.name: qsTr("%1 minus one").arg(root.label)
        enabled: root.value > root.from
        onClicked: root.edited(root.value - 1)
    }

    Label {
        objectName: root.namePrefix + "Value"
        Layout.preferredWidth: 44
        horizontalAlignment: Text.AlignHCenter
        text: String(root.value)
        font.pixelSize: Theme.fontLarge
        font.bold: true
        color: Theme.text
    }

    ActionButton {
        objectName: root.namePrefix + "Up"
        iconPath: Icons.plus
        Accessible.name: qsTr("%1 plus one").arg(root.label)
        enabled: root.value < root.to
        onClicked: root.edited(root.value + 1)
    }
}
