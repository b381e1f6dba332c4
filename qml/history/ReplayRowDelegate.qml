import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A figure's health or a side's number at one step of a replay.
RowLayout {
    id: root

    required property string label
    required property string owner
    required property int amount
    required property int maximum
    required property bool out

    spacing: Theme.spacing

    Label {
        font.pixelSize: Theme.fontBody
        Layout.fillWidth: true
        text: root.owner.length > 0 ? qsTr("%1 (%2)").arg(root.label).arg(root.owner) : root.label
        color: root.out ? Theme.textMuted : Theme.text
        font.strikeout: root.out
        elide: Text.ElideRight
    }

    Label {
        text: root.out ? qsTr("out") : root.maximum > 0 ? qsTr("%1 of %2").arg(root.amount).arg(root.maximum) : root.amount
        font.bold: true
        font.pixelSize: Theme.fontLarge
        color: Theme.text
    }
}
