import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A monster's turn: the skullduggery die (rolled in the session or entered
// from the real die) picks the action; each attack shows its numbers, whom
// it may strike, the defence power of each hero struck and the d4 of each
// strike; the monster may first move (tap its new centre on the board: the
// centres it may reach are green once the die is known).
ColumnLayout {
    id: root

    required property TheosisArenaController controller
    readonly property var turnInfo: controller.monsterTurn

    signal ruleRequested(string ruleId)

    // A struck hero's hand as chips; its cards are read by index (a list inside a row).
    function defenseOptions(powers: var): var {
        const options = [];
        for (let i = 0; i < powers.length; ++i) {
            const p = powers[i];
            options.push({ "value": p.id, "label": qsTr("%1 %2/%3").arg(p.name).arg(p.monsterAttack).arg(p.monsterDefense), "chosen": p.chosen, "enabled": p.free });
        }
        return options;
    }

    spacing: Theme.gap

    HeadingLabel {
        Layout.fillWidth: true
        visible: root.turnInfo.rider === true
        text: qsTr("The rider acts from its own table")
    }

    BodyLabel {
        Layout.fillWidth: true
        muted: true
        text: qsTr("Skullduggery die")
    }

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.gap

        ActionButton {
            objectName: "theosisMonsterRoll"
            iconPath: Icons.dice
            text: qsTr("Roll")
            onClicked: root.controller.rollMonsterFace()
        }

        TheosisArenaChips {
            Layout.fillWidth: true
            namePrefix: "theosisMonsterFace_"
            options: [1, 2, 3, 4, 5, 6].map(f => ({
                "value": f,
                "label": String(f),
                "chosen": root.turnInfo.face === f
            }))
            onPicked: value => root.controller.chooseMonsterFace(value)
        }
    }

    Label {
        Layout.fillWidth: true
        objectName: "theosisMonsterAction"
        visible: (root.turnInfo.action ?? "").length > 0
        text: qsTr("%1 uses %2").arg(root.turnInfo.name ?? "").arg(root.turnInfo.action ?? "")
        font.pixelSize: Theme.fontLarge
        font.bold: true
        color: Theme.text
        wrapMode: Text.Wrap
    }

    BodyLabel {
        Layout.fillWidth: true
        visible: (root.turnInfo.effect ?? "").length > 0
        muted: true
        text: qsTr("No attack: the session carries out what it can; the rest is done at the table.")
    }

    // The attacks and strikes announce only the rows that changed: a delegate
    // is updated in place, so a layout never holds a deleted one. The heroes
    // inside an attack are lists within its row: kept by count, each reads its entry.
    Repeater {
        model: root.controller.monsterAttacks

        SurfaceCard {
            id: attackCard

            required property var value
            readonly property var modelData: value

            Layout.fillWidth: true
            implicitHeight: attackColumn.implicitHeight + 2 * padding
            color: Theme.surfaceRaised

            ColumnLayout {
                id: attackColumn

                anchors.fill: parent
                anchors.margins: attackCard.padding
                spacing: 4

                BodyLabel {
                    Layout.fillWidth: true
                    font.bold: true
                    text: qsTr("Attack %1: d4 + %2, %3 %4 damage, %5").arg(attackCard.modelData.index + 1).arg(attackCard.modelData.bonus)
                          .arg(attackCard.modelData.damage).arg(ContentWords.text(attackCard.modelData.damageType, LanguageController.language)).arg(attackCard.modelData.all ? qsTr("every hero") : ContentWords.text(attackCard.modelData.range, LanguageController.language))
                          + (attackCard.modelData.effects.length > 0 ? " · " + attackCard.modelData.effects : "")
                }

                Repeater {
                    model: attackCard.modelData.all ? 0 : attackCard.modelData.candidates.length

                    TheosisArenaTargetRow {
                        required property int index
                        readonly property var candidate: attackCard.modelData.candidates[index] ?? ({})

                        Layout.fillWidth: true
                        entry: ({
                            "id": candidate.id ?? "",
                            "name": qsTr("%1 (Health %2)").arg(candidate.name ?? "").arg(candidate.health ?? 0),
                            "legal": candidate.legal ?? false,
                            "reason": candidate.reason ?? "",
                            "code": candidate.code ?? "",
                            "rule": "theosis.monster-attacks",
                            "chosen": candidate.chosen ?? false
                        })
                        onPicked: id => root.controller.chooseMonsterTarget(attackCard.modelData.index, id)
                        onRuleRequested: ruleId => root.ruleRequested(ruleId)
                    }
                }

                Repeater {
                    model: attackCard.modelData.chosen.length

                    ColumnLayout {
                        id: guard

                        required property int index
                        readonly property var modelData: attackCard.modelData.chosen[index] ?? ({ "hero": "", "name": "", "powers": [] })

                        Layout.fillWidth: true
                        spacing: 4

                        BodyLabel {
                            Layout.fillWidth: true
                            text: qsTr("%1 defends with").arg(guard.modelData.name)
                        }

                        TheosisArenaChips {
                            Layout.fillWidth: true
                            namePrefix: "theosisMonsterDefense_" + attackCard.modelData.index + "_" + guard.modelData.hero + "_"
                            options: root.defenseOptions(guard.modelData.powers)
                            onPicked: value => root.controller.chooseMonsterDefense(attackCard.modelData.index, guard.modelData.hero, value)
                        }
                    }
                }
            }
        }
    }

    Repeater {
        model: root.controller.monsterStrikes

        ColumnLayout {
            id: strike

            required property var value
            readonly property var modelData: value

            Layout.fillWidth: true
            spacing: 4

            BodyLabel {
                Layout.fillWidth: true
                text: qsTr("The d4 against %1").arg(strike.modelData.name)
            }

            TheosisArenaChips {
                Layout.fillWidth: true
                namePrefix: "theosisStrikeRoll_" + strike.modelData.index + "_"
                options: [0, 1, 2, 3, 4].map(f => ({
                    "value": f,
                    "label": f === 0 ? qsTr("App rolls") : String(f),
                    "chosen": strike.modelData.roll === f
                }))
                onPicked: value => root.controller.chooseMonsterStrikeRoll(strike.modelData.index, value)
            }
        }
    }

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.gap

        BodyLabel {
            Layout.fillWidth: true
            objectName: "theosisMonsterMoveLine"
            text: (root.turnInfo.moveTo ?? []).length === 2
                  ? qsTr("Moves its centre to %1 first (speed %2).").arg(root.turnInfo.moveToPlace).arg(root.turnInfo.speed)
                  : (root.turnInfo.face ?? 0) > 0
                    ? qsTr("To move it first (speed %1), tap one of the %2 green hexes for its new centre.").arg(root.turnInfo.speed ?? 0).arg(root.turnInfo.reachable ?? 0)
                    : qsTr("To move it first (speed %1), tap its new centre on the board.").arg(root.turnInfo.speed ?? 0)
        }

        ActionButton {
            visible: (root.turnInfo.moveTo ?? []).length === 2
            kind: ActionButton.Quiet
            iconPath: Icons.undo
            text: qsTr("Stay")
            onClicked: root.controller.clearMove()
        }
    }

    SurfaceCard {
        Layout.fillWidth: true
        implicitHeight: adviceColumn.implicitHeight + 2 * padding

        ColumnLayout {
            id: adviceColumn

            anchors.fill: parent
            anchors.margins: parent.padding
            spacing: 2

            RowLayout {
                Layout.fillWidth: true

                BodyLabel {
                    Layout.fillWidth: true
                    font.bold: true
                    text: qsTr("Whom the monster goes for, in order")
                }

                ActionButton {
                    kind: ActionButton.Quiet
                    iconPath: Icons.rules
                    Accessible.name: qsTr("Monster targets")
                    onClicked: root.ruleRequested("theosis.monster-targets")
                }
            }

            BodyLabel {
                Layout.fillWidth: true
                muted: true
                text: qsTr("1. a hero this attack can kill\n2. the hero who would lose the most Health\n3. the most dangerous hero\n4. any hero")
            }
        }
    }

    // Why the monster's action (at the foot of the panel) is not ready yet.
    BodyLabel {
        Layout.fillWidth: true
        objectName: "theosisMonsterProblem"
        visible: root.controller.problem.length > 0
        muted: true
        text: root.controller.problem
    }
}
