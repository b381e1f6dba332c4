import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// One figure of a story: whose it is, how it ended, what it dealt and took.
ColumnLayout {
    id: root

    required property string name
    required property string playerName
    required property int damageDealt
    required property int damageTaken
    required property int knockOuts
    required property int knockedOut
    required property int health
    required property int maxHealth
    required property bool out

    spacing: 2

    Label {
        font.pixelSize: Theme.fontBody
        Layout.fillWidth: true
        text: qsTr("%1 (%2)").arg(root.name).arg(root.playerName)
        font.bold: true
        color: Theme.text
        elide: Text.ElideRight
    }

    Label {
        font.pixelSize: Theme.fontBody
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        color: Theme.textMuted
        text: qsTr("Dealt %1 · took %2 · knock-outs %3 · knocked out %4× · ended with %5 of %6")
            .arg(root.damageDealt).arg(root.damageTaken).arg(root.knockOuts).arg(root.knockedOut)
            .arg(root.out ? 0 : root.health).arg(root.maxHealth)
    }
}
