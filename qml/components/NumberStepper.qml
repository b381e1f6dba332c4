import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A small whole number with -1 / +1 buttons and its label: bids, gold,
// amounts, an editor's stats. `compact` fits it into an editor's grid of
// stats (a smaller, muted label and tighter spacing).
RowLayout {
    id: root

    property string label
    property int value: 0
    property int from: 0
    property int to: 99
    property bool compact: false
    // Names the buttons and the value "<prefix>Down", "<prefix>Value" and
    // "<prefix>Up" for tests and the tour; unnamed when empty.
    property string namePrefix

    signal edited(int value)

    spacing: root.compact ? 2 : Theme.gap

    Label {
        Layout.fillWidth: true
        Layout.minimumWidth: root.compact ? 0 : 80
        text: root.label
        font.pixelSize: root.compact ? Theme.fontSmall : Theme.fontBody
        color: root.compact ? Theme.textMuted : Theme.text
        wrapMode: root.compact ? Text.Wrap : Text.NoWrap
        elide: root.compact ? Text.ElideNone : Text.ElideRight
    }

    ActionButton {
        objectName: root.namePrefix.length > 0 ? root.namePrefix + "Down" : ""
        iconPath: Icons.minus
        Accessible.name: qsTr("%1 minus one").arg(root.label)
        enabled: root.value > root.from
        onClicked: root.edited(root.value - 1)
    }

    Label {
        objectName: root.namePrefix.length > 0 ? root.namePrefix + "Value" : ""
        Layout.minimumWidth: root.compact ? 32 : 0
        Layout.preferredWidth: root.compact ? -1 : 44
        horizontalAlignment: Text.AlignHCenter
        text: String(root.value)
        font.pixelSize: Theme.fontLarge
        font.bold: true
        color: Theme.text
    }

    ActionButton {
        objectName: root.namePrefix.length > 0 ? root.namePrefix + "Up" : ""
        iconPath: Icons.plus
        Accessible.name: qsTr("%1 plus one").arg(root.label)
        enabled: root.value < root.to
        onClicked: root.edited(root.value + 1)
    }
}
