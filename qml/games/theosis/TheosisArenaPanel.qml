import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Everything beside the board: what just happened, the step the
// table is at (entry, rituals, the acting hero, a monster, the result), the
// heroes with Health, tokens and gems, and the ritual tokens lying out.
Flickable {
    id: root

    required property TheosisArenaController controller
    required property TheosisByHandController byHand
    readonly property var sideColors: [Theme.accent, Theme.danger, Theme.success, Qt.darker(Theme.accent, 1.5), Qt.darker(Theme.danger, 1.5), Qt.darker(Theme.success, 1.5)]

    // Who is up now: a new hero, monster or step starts at the top of the
    // panel, where its choices begin (not scrolled to the last one's targets).
    readonly property string upNow: root.controller.step + "/" + root.controller.turn + "/" + root.controller.actor + "/" + root.controller.monsterTurn.monster

    signal ruleRequested(string ruleId)

    function closePopups() {
        rankingCard.closePopups();
    }

    onUpNowChanged: root.contentY = 0

    // After every game action (or undo): what it did and what comes next, at
    // the top. A hand correction (a hero's Health through the pad) changes no
    // game data: the panel stays where it is and keeps the last action's
    // lines (the button shows the new Health), so nothing slides from under
    // the finger on its way to the next hero's Health.
    property int gameDataSeen: -1
    property var shownEvents: []

    function showState(): bool {
        const revision = ActiveSession.gameDataRevision;
        if (revision === root.gameDataSeen)
            return false;
        root.gameDataSeen = revision;
        root.shownEvents = ActiveSession.lastEvents;
        return true;
    }

    Component.onCompleted: root.showState()

    Connections {
        target: ActiveSession

        function onStateChanged() {
            if (root.showState())
                root.contentY = 0;
        }
    }

    // Brings the targets of the chosen action into view.
    function showTargets() {
        const y = heroTurn.mapToItem(column, 0, heroTurn.targetsY).y - Theme.gap;
        root.contentY = Math.max(0, Math.min(y, root.contentHeight - root.height));
    }

    contentWidth: width
    contentHeight: column.implicitHeight + 2 * Theme.gap
    boundsBehavior: Flickable.StopAtBounds
    clip: true

    ScrollBar.vertical: ScrollBar {}

    ColumnLayout {
        id: column

        x: Theme.gap
        y: Theme.gap
        width: root.width - 2 * Theme.gap
        spacing: Theme.gap

        TheosisArenaResultCard {
            Layout.fillWidth: true
            visible: root.controller.step === "over"
            result: root.controller.result
        }

        // A text carried out by hand, above the last action's lines: its taps
        // change them, and the buttons must not slide under the finger.
        TheosisByHandPanel {
            objectName: "theosisByHandPanel"
            Layout.fillWidth: true
            visible: root.byHand.shown
            byHand: root.byHand
        }

        // What the last action did (a box of fixed lines, every line a tap
        // away), then the step that comes next.
        RecentEvents {
            Layout.fillWidth: true
            objectName: "theosisLastEvents"
            events: root.shownEvents
        }

        SurfaceCard {
            id: stepCard

            Layout.fillWidth: true
            visible: root.controller.step !== "over"
            implicitHeight: stepColumn.implicitHeight + 2 * padding

            ColumnLayout {
                id: stepColumn

                anchors.fill: parent
                anchors.margins: parent.padding
                spacing: Theme.gap

                // Three lines kept for it: the prompt changes with every choice of
                // a turn, and a line more or less moved the choices below.
                Label {
                    id: promptLabel

                    Layout.fillWidth: true
                    Layout.minimumHeight: Math.ceil(promptMetrics.lineSpacing * 3)
                    objectName: "theosisPrompt"
                    text: root.controller.prompt
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    color: Theme.text
                    wrapMode: Text.Wrap
                }

                FontMetrics {
                    id: promptMetrics

                    font: promptLabel.font
                }

                BodyLabel {
                    Layout.fillWidth: true
                    visible: root.controller.step === "entry"
                    objectName: "theosisEntryHint"
                    text: qsTr("Lowest rank first. Tap a green starting hex; grey ones are refused (tap one to see why).")
                }

                TheosisArenaRitualTurn {
                    Layout.fillWidth: true
                    visible: root.controller.step === "ritual"
                    controller: root.controller
                    onRuleRequested: ruleId => root.ruleRequested(ruleId)
                }

                TheosisArenaHeroTurn {
                    id: heroTurn

                    Layout.fillWidth: true
                    visible: root.controller.step === "hero"
                    controller: root.controller
                    onRuleRequested: ruleId => root.ruleRequested(ruleId)
                }

                TheosisMonsterPanel {
                    Layout.fillWidth: true
                    visible: root.controller.step === "monster"
                    controller: root.controller
                    onRuleRequested: ruleId => root.ruleRequested(ruleId)
                }
            }
        }

        TheosisArenaRankingCard {
            id: rankingCard

            Layout.fillWidth: true
            controller: root.controller
        }

        SurfaceCard {
            Layout.fillWidth: true
            implicitHeight: heroColumn.implicitHeight + 2 * padding

            ColumnLayout {
                id: heroColumn

                anchors.fill: parent
                anchors.margins: parent.padding
                spacing: Theme.gap

                HeadingLabel {
                    Layout.fillWidth: true
                    text: qsTr("Heroes")
                }

                // One delegate per hero for the whole game: an action updates the
                // rows it changed, so the Health button under a finger stays the same object.
                Repeater {
                    model: root.controller.heroes

                    // Positioned by hand, not by nested layouts: in portrait the nested
                    // layouts kept a stale height and the rows drew over each other.
                    Item {
                        id: heroRow

                        // The whole row (its id, gems and tokens).
                        required property var value
                        readonly property var modelData: value

                        Layout.fillWidth: true
                        implicitHeight: Math.max(heroNames.implicitHeight, healthLabel.implicitHeight)
                        opacity: modelData.standing ? 1 : 0.5

                        Rectangle {
                            y: 4
                            width: 14
                            height: 14
                            radius: 7
                            color: root.sideColors[heroRow.modelData.side % root.sideColors.length]
                        }

                        Column {
                            id: heroNames

                            x: 14 + Theme.gap
                            width: heroRow.width - x - healthLabel.width - Theme.gap

                            BodyLabel {
                                width: parent.width
                                font.bold: true
                                text: qsTr("%1 (%2)").arg(heroRow.modelData.name).arg(heroRow.modelData.playerName)
                            }

                            BodyLabel {
                                width: parent.width
                                muted: true
                                font.pixelSize: Theme.fontSmall
                                text: {
                                    const parts = [];
                                    const gems = [];
                                    const mana = heroRow.modelData.mana;
                                    for (let i = 0; i < mana.length; ++i)
                                        if (mana[i].gem)
                                            gems.push("◆ " + mana[i].name);
                                    if (gems.length > 0)
                                        parts.push(gems.join(", "));
                                    const tokens = heroRow.modelData.tokens;
                                    for (let i = 0; i < tokens.length; ++i)
                                        parts.push((tokens[i].blessing ? "+ " : "− ") + tokens[i].name);
                                    if (heroRow.modelData.paralysed)
                                        parts.push(qsTr("paralysed"));
                                    if (heroRow.modelData.swallowed)
                                        parts.push(qsTr("swallowed"));
                                    return parts.length > 0 ? parts.join(" · ") : qsTr("no gems or tokens");
                                }
                            }
                        }

                        // A tap on the Health opens the pad: any change in one more tap.
                        AbstractButton {
                            id: healthLabel

                            anchors.right: parent.right
                            anchors.verticalCenter: parent.verticalCenter
                            objectName: "theosisHealth_" + heroRow.modelData.id
                            implicitWidth: Math.max(Theme.touch, healthText.implicitWidth + 2 * Theme.gap)
                            implicitHeight: Math.max(Theme.touch, healthText.implicitHeight)
                            text: heroRow.modelData.health
                            Accessible.role: Accessible.Button
                            Accessible.name: qsTr("%1: Health %2, change it").arg(heroRow.modelData.name).arg(heroRow.modelData.health)
                            onClicked: TableSheets.openCounterPad(heroRow.modelData.id, heroRow.modelData.name, "health", qsTr("Health"))

                            contentItem: Label {
                                id: healthText

                                horizontalAlignment: Text.AlignHCenter
                                verticalAlignment: Text.AlignVCenter
                                text: healthLabel.text
                                font.pixelSize: Theme.fontLarge
                                font.bold: true
                                color: heroRow.modelData.health <= 3 ? Theme.danger : Theme.text
                            }

                            background: Rectangle {
                                radius: Theme.radius
                                color: Theme.surfaceRaised
                                border.width: 1
                                border.color: Theme.outline
                                opacity: healthLabel.down ? 0.6 : 1
                            }
                        }
                    }
                }

                BodyLabel {
                    Layout.fillWidth: true
                    muted: true
                    font.pixelSize: Theme.fontSmall
                    text: qsTr("Tap a hero's Health to change it by any amount; undo is in the header.")
                }
            }
        }

        SurfaceCard {
            Layout.fillWidth: true
            visible: root.controller.boardRituals.count > 0 || root.controller.monsters.count > 0
            implicitHeight: boardColumn.implicitHeight + 2 * padding

            ColumnLayout {
                id: boardColumn

                anchors.fill: parent
                anchors.margins: parent.padding
                spacing: 4

                Repeater {
                    model: root.controller.monsters

                    ColumnLayout {
                        id: monsterRow

                        required property var value
                        readonly property string monsterId: value.id
                        readonly property string name: value.name
                        readonly property int pile: value.pile
                        readonly property bool hidden: value.hidden
                        readonly property int threshold: value.threshold
                        readonly property var resistances: value.resistances
                        readonly property int defense: value.defense
                        readonly property var tokens: value.tokens
                        readonly property var tokenLabels: value.tokenLabels

                        Layout.fillWidth: true
                        spacing: 4

                        BodyLabel {
                            Layout.fillWidth: true
                            text: monsterRow.pile === 0 ? qsTr("%1: defeated").arg(monsterRow.name)
                                  : monsterRow.hidden ? qsTr("%1: %2 stamina tokens, the top one hidden; defense %3 + d4").arg(monsterRow.name).arg(monsterRow.pile).arg(monsterRow.defense)
                                  : qsTr("%1: %2 stamina tokens; the top one falls at %3 damage%4; defense %5 + d4").arg(monsterRow.name).arg(monsterRow.pile).arg(monsterRow.threshold)
                                    .arg(monsterRow.resistances.length > 0 ? qsTr(", resists %1").arg(monsterRow.resistances.join(", ")) : "").arg(monsterRow.defense)
                        }

                        // The real pile leads: a tap sets the token it shows on top.
                        BodyLabel {
                            Layout.fillWidth: true
                            visible: monsterRow.pile > 1
                            muted: true
                            font.pixelSize: Theme.fontSmall
                            text: qsTr("On top of the real pile:")
                        }

                        TheosisPrepChips {
                            Layout.fillWidth: true
                            visible: monsterRow.pile > 1
                            namePrefix: "stamina-" + monsterRow.monsterId
                            fontSize: Theme.fontSmall
                            selected: monsterRow.tokens.length > 0 ? monsterRow.tokens[0] : ""
                            options: {
                                const list = [];
                                for (let i = 0; i < monsterRow.tokens.length; ++i)
                                    list.push({
                                                  "value": monsterRow.tokens[i],
                                                  "label": monsterRow.tokenLabels[i]
                                              });
                                return list;
                            }
                            onPicked: token => root.controller.showStaminaToken(monsterRow.monsterId, token)
                        }
                    }
                }

                Repeater {
                    model: root.controller.boardRituals

                    RowLayout {
                        id: ritualRow

                        required property var value
                        readonly property var modelData: value

                        Layout.fillWidth: true

                        BodyLabel {
                            Layout.fillWidth: true
                            text: qsTr("%1 (cast by %2)").arg(ritualRow.modelData.name).arg(ritualRow.modelData.owner)
                        }

                        ActionButton {
                            kind: ActionButton.Quiet
                            iconPath: Icons.rules
                            Accessible.name: qsTr("Rule for %1").arg(ritualRow.modelData.name)
                            onClicked: root.ruleRequested(ritualRow.modelData.rule)
                        }
                    }
                }
            }
        }
    }
}
