import QtQuick
import QtQuick.Layouts
import Arbiter

// Mana Surge's gems as the ritual is cast: one button per skill of the
// caster's heroes. The controller keeps the choice and asks the session about
// every added gem, so a full skill or a gem too many is explained with its rule.
ColumnLayout {
    id: root

    required property TheosisArenaController controller

    spacing: Theme.gap

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.gap

        HeadingLabel {
            Layout.fillWidth: true
            objectName: "theosisRitualGemCount"
            text: qsTr("Mana gems (%1 of up to %2)").arg(root.controller.ritualGemCount).arg(root.controller.ritualGemsMost)
        }
    }

    BodyLabel {
        Layout.fillWidth: true
        muted: true
        text: qsTr("Tap the empty skills that receive a gem; ◆ marks a skill that already holds one.")
    }

    Repeater {
        model: root.controller.ritualGemHeroes

        delegate: ColumnLayout {
            id: heroGems

            required property var modelData

            Layout.fillWidth: true
            spacing: 4

            BodyLabel {
                Layout.fillWidth: true
                font.bold: true
                text: heroGems.modelData.standing ? heroGems.modelData.name : qsTr("%1 (fallen)").arg(heroGems.modelData.name)
            }

            Flow {
                Layout.fillWidth: true
                spacing: Theme.gap

                Repeater {
                    model: heroGems.modelData.skills

                    delegate: ActionButton {
                        required property var modelData

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
