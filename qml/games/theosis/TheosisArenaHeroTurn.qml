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

    // A defender's hand as chips; its cards are read by index (a list inside a row).
    function defenseOptions(powers: var): var {
        const options = [];
        for (let i = 0; i < powers.length; ++i) {
            const p = powers[i];
            options.push({ "value": p.id, "label": qsTr("%1 %2/%3").arg(p.name).arg(p.attack).arg(p.defense), "chosen": p.chosen, "enabled": p.free });
        }
        return options;
    }

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

    // The hand right under the actions: what an action adds (the move line, the
    // shape, the skills, the direction) comes below it and moves no power.
    BodyLabel {
        Layout.fillWidth: true
        muted: true
        text: root.controller.action === "pass" || root.controller.action === "mana" ? qsTr("Power to discard") : qsTr("Power from the hand (attack/defense)")
    }

    TheosisArenaModelChips {
        Layout.fillWidth: true
        namePrefix: "theosisPower_"
        model: root.controller.hand
        // Aimed at a monster, a power shows the attack it counts with there.
        labelOf: p => qsTr("%1 %2/%3").arg(p.name).arg(root.controller.monsterRolls.count > 0 ? p.monsterAttack : p.attack).arg(p.defense)
        enabledOf: p => p.usable
        onPicked: value => root.controller.choosePower(value)
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
        text: root.controller.needsAllySkill ? qsTr("Skill of %1 that gets the gem").arg(root.controller.nameOf(root.controller.target))
              : root.controller.action === "mana" ? qsTr("Skill to receive the gem") : qsTr("Skill (needs a gem)")
    }

    TheosisArenaModelChips {
        Layout.fillWidth: true
        visible: root.controller.action === "mana" || root.controller.action === "skill" || root.controller.needsAllySkill
        namePrefix: "theosisSkill_"
        model: root.controller.skills
        valueOf: s => s.index
        labelOf: s => (s.gem ? "◆ " : "◇ ") + s.name
        enabledOf: s => s.usable
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

    HeadingLabel {
        id: targetsHeading

        Layout.fillWidth: true
        visible: root.controller.targets.count > 0
        text: qsTr("Targets")
    }

    // The lists below announce only the rows that changed: a delegate is
    // updated in place, so the layout never holds a deleted one.
    Repeater {
        model: root.controller.targets

        TheosisArenaTargetRow {
            required property var value

            Layout.fillWidth: true
            entry: value
            onPicked: id => root.controller.chooseTarget(id)
            onRuleRequested: ruleId => root.ruleRequested(ruleId)
        }
    }

    Repeater {
        model: root.controller.defenders

        ColumnLayout {
            id: defender

            required property var value
            readonly property var modelData: value

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
                options: root.defenseOptions(defender.modelData.powers)
                onPicked: value => root.controller.chooseDefense(defender.modelData.hero, value)
            }
        }
    }

    Repeater {
        model: root.controller.monsterRolls

        ColumnLayout {
            id: monsterRoll

            required property var value
            readonly property var modelData: value

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
