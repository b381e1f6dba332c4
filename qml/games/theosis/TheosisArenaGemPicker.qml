import QtQuick
import Arbiter

// Mana Surge's gems as the ritual is cast: one button per skill of the
// caster's heroes. The controller keeps the choice and asks the session about
// every added gem, so a full skill or a gem too many is explained with its rule.
// Plain positioners: they settle at once when the panel changes width.
Column {
    id: root

    required property TheosisArenaController controller

    spacing: Theme.gap

    HeadingLabel {
        width: root.width
        objectName: "theosisRitualGemCount"
        text: qsTr("Mana gems (%1 of up to %2)").arg(root.controller.ritualGemCount).arg(root.controller.ritualGemsMost)
    }

    BodyLabel {
        width: root.width
        muted: true
        text: qsTr("Tap the empty skills that receive a gem; ◆ marks a skill that already holds one.")
    }

    Repeater {
        model: root.controller.ritualGemHeroes

        delegate: Column {
            id: heroGems

            required property var value
            readonly property var modelData: value

            width: root.width
            spacing: 4

            BodyLabel {
                width: heroGems.width
                font.bold: true
                text: heroGems.modelData.standing ? heroGems.modelData.name : qsTr("%1 (fallen)").arg(heroGems.modelData.name)
            }

            Flow {
                width: heroGems.width
                spacing: Theme.gap

                // The skills are a list inside the hero's row: kept by count, each reads its entry.
                Repeater {
                    model: heroGems.modelData.skills.length

                    delegate: ActionButton {
                        required property int index
                        readonly property var modelData: heroGems.modelData.skills[index] ?? ({ "index": 0, "name": "", "gem": false, "chosen": false })

                        objectName: "theosisRitualGem_" + heroGems.modelData.id + "_" + modelData.index
                        checked: modelData.chosen
                        iconPath: modelData.chosen ? Icons.check : ""
                        text: (modelData.gem ? "◆ " : "◇ ") + modelData.name
                        onClicked: root.controller.toggleRitualGem(heroGems.modelData.id, modelData.index)
                    }
                }
            }
        }
    }
}
