import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The combat sheet: attacker and defender from the session (equipment,
// blessings, curses, rank, ritual tokens and Health fill in by themselves),
// the power, skill and defence power, then every step of the calculator's
// arithmetic with its rule, the exact odds over a monster's d4 when no roll
// is entered, and one tap to play the attack in the session.
Page {
    id: root

    property string attacker
    property string power
    property string defender
    property string defensePower
    // The Arena whose planned action fills the sheet, when opened from it
    // (see TheosisCombatController.followPlan).
    property TheosisArenaController planFrom: null

    signal ruleRequested(string ruleId)

    function openRule(ruleId: string) {
        if (root.StackView.view)
            root.StackView.view.push(rulePage, { "entryId": ruleId });
        else
            root.ruleRequested(ruleId);
    }

    background: Rectangle {
        color: Theme.background
    }

    header: PageHeader {
        showBack: true
        title: qsTr("Combat sheet")
        subtitle: qsTr("Theosis: one attack worked out step by step")
        onBackRequested: {
            if (root.StackView.view)
                root.StackView.view.pop();
        }
    }

    TheosisCombatController {
        id: combat

        objectName: "theosisCombat"
        session: ActiveSession
    }

    Component.onCompleted: {
        if (root.planFrom !== null && combat.followPlan(root.planFrom))
            return;
        if (root.attacker.length > 0)
            combat.attacker = root.attacker;
        if (root.power.length > 0)
            combat.power = root.power;
        if (root.defender.length > 0)
            combat.defender = root.defender;
        if (root.defensePower.length > 0)
            combat.defensePower = root.defensePower;
    }

    Flickable {
        id: flick

        anchors.fill: parent
        contentWidth: width
        contentHeight: layout.implicitHeight + 2 * Theme.spacing
        boundsBehavior: Flickable.StopAtBounds
        clip: true

        ScrollBar.vertical: ScrollBar {}

        GridLayout {
            id: layout

            x: Theme.spacing
            y: Theme.spacing
            width: flick.width - 2 * Theme.spacing
            columns: width >= 900 ? 2 : 1
            columnSpacing: Theme.spacing
            rowSpacing: Theme.spacing

            SurfaceCard {
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                implicitHeight: choices.implicitHeight + 2 * padding

                ColumnLayout {
                    id: choices

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    spacing: Theme.gap

                    HeadingLabel {
                        text: qsTr("Attacker")
                    }

                    BodyLabel {
                        Layout.fillWidth: true
                        objectName: "combatPlan"
                        visible: combat.planned
                        muted: true
                        text: {
                            const shapes = { "melee": qsTr("melee"), "ranged": qsTr("ranged"), "unlimited": qsTr("any range"),
                                             "ring": qsTr("ring"), "line": qsTr("line"), "cone": qsTr("cone") };
                            const how = shapes[combat.shape] ?? combat.shape;
                            return combat.moveTo.length === 2
                                   ? qsTr("As planned on the Arena: moves to %1 first, then a %2 attack.").arg(combat.moveToPlace).arg(how)
                                   : qsTr("As planned on the Arena: stays put, then a %1 attack.").arg(how);
                        }
                    }

                    TheosisArenaModelChips {
                        Layout.fillWidth: true
                        namePrefix: "combatAttacker_"
                        model: combat.attackers
                        labelOf: h => h.name.split(" ")[0] + " (" + h.playerName + ")"
                        chosenOf: h => h.id === combat.attacker
                        onPicked: value => combat.attacker = value
                    }

                    BodyLabel {
                        muted: true
                        text: qsTr("Power")
                    }

                    TheosisArenaModelChips {
                        Layout.fillWidth: true
                        namePrefix: "combatPower_"
                        model: combat.powers
                        labelOf: p => qsTr("%1 %2/%3").arg(p.name).arg(p.attack).arg(p.defense)
                        chosenOf: p => p.id === combat.power
                        onPicked: value => combat.power = value
                    }

                    BodyLabel {
                        muted: true
                        visible: combat.skills.count > 0
                        text: qsTr("Skill")
                    }

                    TheosisArenaModelChips {
                        Layout.fillWidth: true
                        visible: combat.skills.count > 0
                        namePrefix: "combatSkill_"
                        leading: ({ "value": -1, "label": qsTr("None"), "chosen": combat.skill === -1 })
                        model: combat.skills
                        valueOf: s => s.index
                        labelOf: s => (s.gem ? "◆ " : "◇ ") + s.name + (s.bonus !== 0 ? " +" + s.bonus : "")
                        chosenOf: s => s.index === combat.skill
                        onPicked: value => combat.skill = value
                    }

                    HeadingLabel {
                        text: qsTr("Defender")
                    }

                    TheosisArenaModelChips {
                        Layout.fillWidth: true
                        namePrefix: "combatDefender_"
                        model: combat.defenders
                        labelOf: h => h.monster ? h.name : h.name.split(" ")[0] + " (" + h.playerName + ")"
                        chosenOf: h => h.id === combat.defender
                        onPicked: value => combat.defender = value
                    }

                    BodyLabel {
                        muted: true
                        visible: !combat.againstMonster && combat.defender.length > 0
                        text: qsTr("Defense power")
                    }

                    TheosisArenaModelChips {
                        Layout.fillWidth: true
                        visible: !combat.againstMonster
                        namePrefix: "combatDefense_"
                        model: combat.defensePowers
                        labelOf: p => qsTr("%1 %2/%3").arg(p.name).arg(p.attack).arg(p.defense)
                        chosenOf: p => p.id === combat.defensePower
                        onPicked: value => combat.defensePower = value
                    }

                    BodyLabel {
                        muted: true
                        visible: combat.againstMonster
                        text: qsTr("The monster's d4")
                    }

                    TheosisArenaChips {
                        Layout.fillWidth: true
                        visible: combat.againstMonster
                        namePrefix: "combatRoll_"
                        options: [0, 1, 2, 3, 4].map(f => ({ "value": f, "label": f === 0 ? qsTr("Not rolled: odds") : String(f), "chosen": combat.roll === f }))
                        onPicked: value => combat.roll = value
                    }
                }
            }

            SurfaceCard {
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                implicitHeight: answer.implicitHeight + 2 * padding

                ColumnLayout {
                    id: answer

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    spacing: Theme.gap

                    BodyLabel {
                        Layout.fillWidth: true
                        objectName: "combatProblem"
                        visible: combat.problem.length > 0
                        text: combat.problem
                    }

                    Label {
                        Layout.fillWidth: true
                        objectName: "combatHeadline"
                        visible: combat.valid
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.fontTitle
                        font.bold: true
                        color: Theme.text
                        text: {
                            const o = combat.outcome;
                            if (o.odds)
                                return combat.againstMonster ? qsTr("Attack %1: wins %2").arg(o.attackTotal).arg(o.attackerWinsText) : "";
                            return qsTr("Attack %1 against defense %2").arg(o.attackTotal).arg(o.defenseTotal);
                        }
                    }

                    BodyLabel {
                        Layout.fillWidth: true
                        objectName: "combatVerdict"
                        visible: combat.valid
                        font.pixelSize: Theme.fontLarge
                        text: {
                            const o = combat.outcome;
                            if (o.odds)
                                return o.tokenRemovedText.length > 0 ? qsTr("The stamina token falls: %1").arg(o.tokenRemovedText) : "";
                            if (o.winner !== "attacker")
                                return qsTr("The defender holds: no damage.");
                            if (o.monster)
                                return o.tokenRemoved ? qsTr("%1 damage: the stamina token falls.").arg(o.damage) : qsTr("%1 damage: the stamina token stays.").arg(o.damage);
                            return qsTr("%1 damage (raw %2): Health %3 after.").arg(o.damage).arg(o.rawDamage).arg(o.healthAfter);
                        }
                    }

                    // Only the rows that changed are announced: a delegate is updated in place.
                    Repeater {
                        model: combat.byRoll

                        BodyLabel {
                            required property int roll
                            required property string winner
                            required property int defenseTotal
                            required property int damage
                            required property bool tokenRemoved

                            Layout.fillWidth: true
                            muted: true
                            text: winner === "attacker"
                                  ? qsTr("d4 %1: defense %2, %3 damage%4").arg(roll).arg(defenseTotal).arg(damage)
                                    .arg(tokenRemoved ? qsTr(", the token falls") : "")
                                  : qsTr("d4 %1: defense %2, the monster holds").arg(roll).arg(defenseTotal)
                        }
                    }

                    HeadingLabel {
                        visible: combat.steps.count > 0
                        text: qsTr("Step by step")
                    }

                    Repeater {
                        model: combat.steps

                        RowLayout {
                            id: stepRow

                            required property int index
                            required property var value
                            readonly property var modelData: value

                            Layout.fillWidth: true
                            spacing: Theme.gap

                            BodyLabel {
                                Layout.fillWidth: true
                                objectName: "combatStep_" + stepRow.index
                                text: qsTr("%1. %2").arg(stepRow.index + 1).arg(stepRow.modelData.text)
                            }

                            ActionButton {
                                objectName: "combatStepRule_" + stepRow.index
                                kind: ActionButton.Quiet
                                iconPath: Icons.rules
                                Accessible.name: qsTr("Rule for step %1").arg(stepRow.index + 1)
                                onClicked: root.openRule(stepRow.modelData.rule)
                            }
                        }
                    }

                    BodyLabel {
                        Layout.fillWidth: true
                        objectName: "combatApplyProblem"
                        visible: combat.valid && combat.applyProblem.length > 0
                        muted: true
                        text: combat.applyProblem
                    }

                    ActionButton {
                        Layout.fillWidth: true
                        objectName: "combatApply"
                        kind: ActionButton.Primary
                        iconPath: Icons.play
                        enabled: combat.canApply
                        text: combat.againstMonster && combat.roll === 0 ? qsTr("Play it (the app rolls the d4)") : qsTr("Play it in the session")
                        onClicked: {
                            if (combat.apply() && root.StackView.view)
                                root.StackView.view.pop();
                        }
                    }
                }
            }
        }
    }

    Component {
        id: rulePage

        // Its back button only asks to go back; the stack it was pushed on pops it.
        RuleEntryPage {
            onBackRequested: StackView.view.pop()
        }
    }
}
