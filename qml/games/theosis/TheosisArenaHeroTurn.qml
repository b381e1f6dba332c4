import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The acting hero's turn: an optional move (tap a green hex on the board),
// then one of the six actions with its power, skill, shape, area, targets
// (and why not the others), the defenders' powers, the monsters' d4 and a
// push after a won melee attack. One button at the foot of the panel sends it.
ColumnLayout {
    id: root

    required property TheosisArenaController controller
    readonly property var directionArrows: ["→", "↗", "↖", "←", "↙", "↘"]
    readonly property real targetsY: targetsHeading.y

    signal ruleRequested(string ruleId)

    spacing: Theme.gap

    HeadingLabel {
        Layout.fillWidth: true
        text: qsTr("Action")
    }

    TheosisArenaChips {
        Layout.fillWidth: true
        namePrefix: "theosisAction_"
        options: [
            { "value": "attack", "label": qsTr("Attack"), "chosen": root.controller.action === "attack" },
            { "value": "skill", "label": qsTr("Skill"), "chosen": root.controller.action === "skill" },
            { "value": "spell", "label": qsTr("Spell"), "chosen": root.controller.action === "spell" },
            { "value": "bless", "label": qsTr("Bless"), "chosen": root.controller.action === "bless" },
            { "value": "mana", "label": qsTr("Mana"), "chosen": root.controller.action === "mana" },
            { "value": "pass", "label": qsTr("Pass"), "chosen": root.controller.action === "pass" }
        ]
        onPicked: value => root.controller.chooseAction(value)
    }

    // Three lines and the Stay button's room are kept whether or not a move
    // is chosen: a tap on a hex changes the line, and a line more (or Stay
    // coming) moved the shape and power buttons below from under the finger.
    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.gap

        BodyLabel {
            id: moveLine

            Layout.fillWidth: true
            Layout.minimumHeight: Math.ceil(moveLineMetrics.lineSpacing * 3)
            objectName: "theosisMoveLine"
            verticalAlignment: Text.AlignVCenter
            text: root.controller.moveTo.length === 2
                  ? qsTr("Moves to %1 first.").arg(root.controller.moveToPlace)
                  : qsTr("Stays put. Hexes within reach: %1 (tap a green one to move first).").arg(root.controller.reachable)
        }

        FontMetrics {
            id: moveLineMetrics

            font: moveLine.font
        }

        ActionButton {
            readonly property bool moved: root.controller.moveTo.length === 2

            objectName: "theosisStay"
            kind: ActionButton.Quiet
            iconPath: Icons.undo
            text: qsTr("Stay")
            enabled: moved
            opacity: moved ? 1 : 0
            Accessible.ignored: !moved
            onClicked: root.controller.clearMove()
        }
    }

    TheosisArenaChips {
        Layout.fillWidth: true
        visible: root.controller.needsCentre
        options: [
            { "value": true, "label": qsTr("Taps aim the spell"), "chosen": root.controller.aiming },
            { "value": false, "label": qsTr("Taps move the hero"), "chosen": !root.controller.aiming }
        ]
        onPicked: value => root.controller.chooseAiming(value)
    }

    TheosisArenaChips {
        Layout.fillWidth: true
        visible: root.controller.action === "attack"
        namePrefix: "theosisShape_"
        options: [
            { "value": "melee", "label": qsTr("Melee"), "chosen": root.controller.shape === "melee" },
            { "value": "ranged", "label": qsTr("Ranged (up to 5)"), "chosen": root.controller.shape === "ranged" }
        ]
        onPicked: value => root.controller.chooseShape(value)
    }

    BodyLabel {
        Layout.fillWidth: true
        visible: root.controller.action === "mana" || root.controller.action === "skill" || root.controller.needsAllySkill
        muted: true
        text: root.controller.needsAllySkill ? qsTr("Skill of %1 that gets the gem").arg(root.controller.nameOf(root.controller.pendingAction().target ?? ""))
              : root.controller.action === "mana" ? qsTr("Skill to receive the gem") : qsTr("Skill (needs a gem)")
    }

    TheosisArenaChips {
        Layout.fillWidth: true
        visible: root.controller.action === "mana" || root.controller.action === "skill" || root.controller.needsAllySkill
        namePrefix: "theosisSkill_"
        options: root.controller.skills.map(s => ({
            "value": s.index,
            "label": (s.gem ? "◆ " : "◇ ") + s.name,
            "chosen": s.chosen,
            "enabled": s.usable
        }))
        onPicked: value => root.controller.chooseSkill(value)
    }

    TheosisArenaChips {
        Layout.fillWidth: true
        visible: root.controller.needsDirection
        options: [0, 1, 2, 3, 4, 5].map(d => ({
            "value": d,
            "label": root.directionArrows[d],
            "chosen": root.controller.direction === d
        }))
        onPicked: value => root.controller.chooseDirection(value)
    }

    BodyLabel {
        Layout.fillWidth: true
        muted: true
        text: root.controller.action === "pass" || root.controller.action === "mana" ? qsTr("Power to discard") : qsTr("Power from the hand (attack/defense)")
    }

    TheosisArenaChips {
        Layout.fillWidth: true
        namePrefix: "theosisPower_"
        options: root.controller.hand.map(p => ({
            "value": p.id,
            // Aimed at a monster, a power shows the attack it counts with there.
            "label": qsTr("%1 %2/%3").arg(p.name).arg(root.controller.monsterRolls.length > 0 ? p.monsterAttack : p.attack).arg(p.defense),
            "chosen": p.chosen,
            "enabled": p.usable
        }))
        onPicked: value => root.controller.choosePower(value)
    }

    HeadingLabel {
        id: targetsHeading

        Layout.fillWidth: true
        visible: root.controller.targets.length > 0
        text: qsTr("Targets")
    }

    // The lists below are replaced on every choice: their delegates are kept
    // by count and read their entry, so the layout never holds a deleted one.
    Repeater {
        model: root.controller.targets.length

        TheosisArenaTargetRow {
            required property int index

            Layout.fillWidth: true
            entry: root.controller.targets[index] ?? ({})
            onPicked: id => root.controller.chooseTarget(id)
            onRuleRequested: ruleId => root.ruleRequested(ruleId)
        }
    }

    Repeater {
        model: root.controller.defenders.length

        ColumnLayout {
            id: defender

            required property int index
            readonly property var modelData: root.controller.defenders[index] ?? ({ "hero": "", "name": "", "playerName": "", "powers": [] })

            Layout.fillWidth: true
            spacing: 4

            BodyLabel {
                Layout.fillWidth: true
                font.bold: true
                text: qsTr("%1 defends with (%2's hand)").arg(defender.modelData.name).arg(defender.modelData.playerName)
            }

            TheosisArenaChips {
                Layout.fillWidth: true
                namePrefix: "theosisDefense_" + defender.modelData.hero + "_"
                options: defender.modelData.powers.map(p => ({
                    "value": p.id,
                    "label": qsTr("%1 %2/%3").arg(p.name).arg(p.attack).arg(p.defense),
                    "chosen": p.chosen,
                    "enabled": p.free
                }))
                onPicked: value => root.controller.chooseDefense(defender.modelData.hero, value)
            }
        }
    }

    Repeater {
        model: root.controller.monsterRolls.length

        ColumnLayout {
            id: monsterRoll

            required property int index
            readonly property var modelData: root.controller.monsterRolls[index] ?? ({ "monster": "", "name": "", "roll": 0 })

            Layout.fillWidth: true
            spacing: 4

            BodyLabel {
                Layout.fillWidth: true
                font.bold: true
                text: qsTr("%1's d4").arg(monsterRoll.modelData.name)
            }

            TheosisArenaChips {
                Layout.fillWidth: true
                namePrefix: "theosisRoll_" + monsterRoll.modelData.monster + "_"
                options: [0, 1, 2, 3, 4].map(f => ({
                    "value": f,
                    "label": f === 0 ? qsTr("App rolls") : String(f),
                    "chosen": monsterRoll.modelData.roll === f
                }))
                onPicked: value => root.controller.chooseMonsterRoll(monsterRoll.modelData.monster, value)
            }
        }
    }

    // A Flow: in German the two switches do not fit side by side in the panel.
    Flow {
        Layout.fillWidth: true
        visible: root.controller.canPush
        spacing: Theme.spacing

        ToggleSwitch {
            objectName: "theosisPush"
            text: qsTr("Push back if it wins")
            checked: root.controller.push
            onToggled: root.controller.choosePush(checked)
        }

        ToggleSwitch {
            objectName: "theosisFollow"
            text: qsTr("Follow")
            checked: root.controller.follow
            onToggled: root.controller.chooseFollow(checked)
        }
    }

    // Why "Play it" (at the foot of the panel, TheosisArenaActionBar) is not
    // offered yet.
    BodyLabel {
        Layout.fillWidth: true
        objectName: "theosisProblem"
        visible: root.controller.problem.length > 0
        muted: true
        text: root.controller.problem
    }
}
