import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// One player's dice against the exact odds of exactly those dice.
ColumnLayout {
    id: root

    required property string playerName
    required property int rolls
    required property int physicalRolls
    required property int total
    required property int expected
    required property int betterPercent

    spacing: 2

    Label {
        font.pixelSize: Theme.fontBody
        Layout.fillWidth: true
        text: qsTr("%1 rolled better than %2% of possible games").arg(root.playerName).arg(root.betterPercent)
        font.bold: true
        color: Theme.text
        wrapMode: Text.Wrap
    }

    Label {
        font.pixelSize: Theme.fontBody
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        color: Theme.textMuted
        text: qsTr("%n roll(s), %1 entered from real dice: %2 in all against %3 on average", "", root.rolls)
            .arg(root.physicalRolls).arg(root.total).arg(root.expected)
    }

    Rectangle {
        Layout.fillWidth: true
        Layout.preferredHeight: 8
        radius: 4
        color: Theme.surfaceRaised
        Accessible.ignored: true

        Rectangle {
            width: parent.width * root.betterPercent / 100
            height: parent.height
            radius: 4
            color: Theme.chartBar
        }
    }
}
