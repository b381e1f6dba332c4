import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The active character's turn, one step at a time: take from the Void, then
// one ability (a unique one paid with a matched set, or Swap, Trade, Rest,
// Pass), a Shield against an undead just taken, the hand limit, and the end
// of the turn.
SurfaceCard {
    id: root

    required property BanishingTableController table
    // What the last game action did, in words (the table's choice of lines).
    property var events: ActiveSession.lastEvents
    // Choosing the two Void spaces of a Swap (the table view owns the taps).
    property bool swapping: false
    // Hand cards picked to discard down to the limit, by index in the hand.
    property var discardPicks: []
    // The by-hand correction whose choices are open (it names a card or a
    // space first), -1 for none.
    property int openCorrection: -1
    readonly property bool playing: root.table.outcome === "playing"
    readonly property bool waitingForCards: root.table.pendingCount > 0
    // The step of the turn is the engine's (BanishingTableController.phase).
    readonly property bool abilityStep: root.table.phase === "ability"
    readonly property bool afterAbility: root.table.phase === "end_turn"
    readonly property string stepText: {
        if (!root.playing)
            return qsTr("The game is over. Undo or correct cards to play on.");
        if (root.table.phase === "setup")
            return qsTr("Setting up: tell the app which cards were dealt.");
        if (root.table.phase === "reveal")
            return qsTr("Tell the app which cards were dealt before the turn goes on.");
        if (root.table.phase === "take")
            return qsTr("Take a row or a column from the Void.");
        if (root.abilityStep)
            return root.table.turnCharacterExhausted ? qsTr("Exhausted: use a shared ability or pass.") : qsTr("Use one ability, or pass.");
        // Swap, Trade and Rest were carried out by the tap itself; a unique
        // ability's effect is left to the table.
        if (["swap", "trade", "rest"].indexOf(root.table.abilityUsed) >= 0)
            return qsTr("Done: end the turn when you are ready.");
        if (root.table.byHandEffect.length > 0)
            return qsTr("The app does not carry out %1: do it with the real cards, tap each move below so the app follows, then end the turn.").arg(root.table.byHandName);
        return qsTr("Carry out the ability's effect (“Move a card…” moves any card), then end the turn.");
    }

    signal tradeRequested
    signal moveRequested

    function discardCards(): var {
        const cards = [];
        for (const index of root.discardPicks)
            cards.push(root.table.turnHand.get(index).card);
        return cards;
    }

    function toggleDiscard(index: int) {
        const picks = root.discardPicks.slice();
        const at = picks.indexOf(index);
        if (at >= 0)
            picks.splice(at, 1);
        else
            picks.push(index);
        root.discardPicks = picks;
    }

    function endTurn() {
        if (root.table.endTurn(root.discardCards()))
            root.discardPicks = [];
    }

    objectName: "banishingTurnPanel"
    // Within a step the panel grows but never shrinks (a correction done
    // leaves blank room instead of pulling the characters below up under the
    // finger); a new step or turn sizes it anew.
    property real heldHeight: 0
    implicitHeight: Math.max(layout.implicitHeight + 2 * padding, heldHeight)

    Connections {
        target: layout

        function onImplicitHeightChanged() {
            root.heldHeight = Math.max(root.heldHeight, layout.implicitHeight + 2 * root.padding);
        }
    }

    Connections {
        target: root.table

        function onPhaseChanged() {
            root.heldHeight = 0;
        }

        function onTurnCharacterNameChanged() {
            root.heldHeight = 0;
        }

        function onByHandChanged() {
            root.openCorrection = -1;
        }

        function onHandExcessChanged() {
            // Picks refer to positions in a hand that may have changed.
            if (root.discardPicks.length > 0 && root.table.handExcess === 0)
                root.discardPicks = [];
        }
    }

    ColumnLayout {
        id: layout

        anchors.fill: parent
        anchors.margins: root.padding
        spacing: Theme.gap

        Label {
            Layout.fillWidth: true
            objectName: "turnTitle"
            text: root.table.turnCharacterName.length > 0 ? qsTr("%1's turn").arg(root.table.turnCharacterName) : ""
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.text
            elide: Text.ElideRight
        }

        // Three lines kept for it: the step's words change within a step, and
        // a line more or less moved every choice below.
        BodyLabel {
            id: stepLabel

            Layout.fillWidth: true
            Layout.minimumHeight: Math.ceil(stepMetrics.lineSpacing * 3)
            objectName: "turnStep"
            text: root.stepText
        }

        FontMetrics {
            id: stepMetrics

            font: stepLabel.font
        }

        // What the last tap did, in words: in app-deck mode this is where the
        // table reads which card goes where; after an ability, what to carry out.
        // A box of fixed lines (every line a tap away): the choices below stay put.
        RecentEvents {
            Layout.fillWidth: true
            objectName: "lastEvents"
            lines: 4
            events: root.events.map(line => "• " + line)
        }

        ColumnLayout {
            Layout.fillWidth: true
            visible: root.abilityStep
            spacing: Theme.spacing

            HeadingLabel {
                Layout.fillWidth: true
                visible: root.table.abilities.count > 0
                text: root.table.turnCharacterExhausted ? qsTr("Unique abilities (the sheet is flipped)") : qsTr("Unique abilities")
            }

            Column {
                Layout.fillWidth: true
                spacing: Theme.spacing

                Repeater {
                    model: root.table.abilities

                    delegate: BanishingAbilityRow {
                        required property var value

                        width: parent.width
                        handKeptBy: root.table.turnHandOnPhone ? root.table.turnPlayerName : ""
                        ability: value

                        onUseRequested: ability => root.table.useAbility(ability)
                    }
                }
            }

            HeadingLabel {
                Layout.fillWidth: true
                text: qsTr("Shared abilities")
            }

            Flow {
                Layout.fillWidth: true
                spacing: Theme.gap

                ActionButton {
                    id: swapButton

                    objectName: "swapButton"
                    iconPath: Icons.table
                    text: root.swapping ? qsTr("Cancel swap") : qsTr("Swap")
                    // As wide as its longer label: Trade, Rest and Pass stay
                    // put while the swap is chosen.
                    implicitWidth: Math.max(minimumSize, iconSize + Theme.gap + Math.max(swapLabel.advanceWidth, cancelSwapLabel.advanceWidth) + 2 * Theme.spacing)
                    checkable: true
                    checked: root.swapping
                    onClicked: root.swapping = !root.swapping

                    TextMetrics {
                        id: swapLabel

                        font: swapButton.font
                        text: qsTr("Swap")
                    }

                    TextMetrics {
                        id: cancelSwapLabel

                        font: swapButton.font
                        text: qsTr("Cancel swap")
                    }
                }

                ActionButton {
                    objectName: "tradeButton"
                    text: qsTr("Trade")
                    onClicked: root.tradeRequested()
                }

                ActionButton {
                    objectName: "restButton"
                    text: qsTr("Rest")
                    onClicked: root.table.rest()
                }

                ActionButton {
                    objectName: "passButton"
                    text: qsTr("Pass")
                    onClicked: root.endTurn()
                }
            }

            // Its line is kept while no swap is chosen, so the buttons below
            // stay put when it shows.
            BodyLabel {
                Layout.fillWidth: true
                opacity: root.swapping ? 1 : 0
                muted: true
                text: qsTr("Tap two spaces of the Void to swap their top cards.")
            }
        }

        // Below the abilities: used, the Shield's buttons go and move none of them.
        // Shield: an undead taken this turn may go straight to the discard pile.
        Column {
            Layout.fillWidth: true
            visible: root.playing && !root.waitingForCards && shieldButtons.count > 0
            spacing: Theme.gap

            Repeater {
                id: shieldButtons

                model: root.table.shieldTargets

                delegate: ActionButton {
                    required property var value
                    readonly property var modelData: value

                    objectName: "shield-" + modelData.card
                    width: parent.width
                    kind: ActionButton.Secondary
                    text: qsTr("Shield: discard %1").arg(modelData.name)
                    onClicked: root.table.useShield(modelData.card)
                }
            }
        }

        ColumnLayout {
            Layout.fillWidth: true
            visible: root.playing && !root.waitingForCards && root.table.taken && root.table.handExcess > 0
            spacing: Theme.gap

            HeadingLabel {
                Layout.fillWidth: true
                text: qsTr("Hand limit: discard %n card(s)", "", root.table.handExcess)
            }

            // The hand is on its player's phone: the tablet shows none of it.
            BodyLabel {
                Layout.fillWidth: true
                objectName: "discardOnPhone"
                visible: root.table.turnHandOnPhone
                muted: true
                text: qsTr("%1 picks the cards to discard and ends the turn on their phone.").arg(root.table.turnPlayerName)
            }

            Flow {
                Layout.fillWidth: true
                spacing: 6

                Repeater {
                    model: root.table.turnHand

                    delegate: AbstractButton {
                        id: discardChoice

                        required property var value
                        required property int index
                        readonly property var modelData: value
                        readonly property bool picked: root.discardPicks.indexOf(index) >= 0

                        objectName: "discard-" + index
                        implicitWidth: Math.max(Theme.touch, chip.implicitWidth)
                        implicitHeight: Theme.touch
                        Accessible.role: Accessible.CheckBox
                        Accessible.name: modelData.name
                        onClicked: root.toggleDiscard(index)

                        contentItem: Item {}

                        background: BanishingCardTile {
                            id: chip

                            compact: true
                            card: discardChoice.modelData
                            highlighted: discardChoice.picked
                        }
                    }
                }
            }
        }

        Flow {
            Layout.fillWidth: true
            visible: root.playing && !root.waitingForCards && root.table.taken
            spacing: Theme.gap

            ActionButton {
                objectName: "endTurnButton"
                visible: root.afterAbility
                kind: ActionButton.Primary
                iconPath: Icons.check
                // Discards are picked on the phone that holds the hand.
                enabled: !(root.table.handExcess > 0 && root.table.turnHandOnPhone)
                text: root.table.handExcess > 0 ? qsTr("Discard %1 and end the turn").arg(root.discardPicks.length) : qsTr("End the turn")
                onClicked: root.endTurn()
            }

            ActionButton {
                objectName: "moveCardButton"
                kind: ActionButton.Quiet
                text: qsTr("Move a card…")
                onClicked: root.moveRequested()
            }
        }

        // Last: a correction done leaves the list, and nothing below it moves.
        // A by-hand ability: its words, and the engine's card moves for it.
        Column {
            Layout.fillWidth: true
            objectName: "byHandPanel"
            visible: root.playing && !root.waitingForCards && root.afterAbility && root.table.byHandEffect.length > 0
            spacing: Theme.gap

            HeadingLabel {
                width: parent.width
                text: qsTr("By hand: %1").arg(root.table.byHandName)
            }

            BodyLabel {
                width: parent.width
                objectName: "byHandEffect"
                text: root.table.byHandEffect
            }

            BodyLabel {
                width: parent.width
                objectName: "byHandPackCheck"
                visible: root.table.packCheck.length > 0
                muted: true
                text: root.table.packCheck
            }

            Repeater {
                model: root.table.corrections

                delegate: Column {
                    id: correctionRow

                    required property var value
                    readonly property var modelData: value
                    readonly property bool open: root.openCorrection === modelData.index

                    width: parent.width
                    spacing: 6

                    ActionButton {
                        objectName: "correction-" + correctionRow.modelData.index
                        width: parent.width
                        kind: ActionButton.Secondary
                        checkable: correctionRow.modelData.field.length > 0
                        checked: correctionRow.open
                        text: correctionRow.modelData.label
                        onClicked: {
                            if (correctionRow.modelData.field.length > 0)
                                root.openCorrection = correctionRow.open ? -1 : correctionRow.modelData.index;
                            else
                                root.table.correct(correctionRow.modelData.index);
                        }
                    }

                    Flow {
                        width: parent.width
                        visible: correctionRow.open
                        spacing: 6

                        Repeater {
                            model: correctionRow.open ? correctionRow.modelData.values.length : 0

                            delegate: ActionButton {
                                required property int index

                                objectName: "correctionValue-" + correctionRow.modelData.values[index]
                                kind: ActionButton.Quiet
                                text: correctionRow.modelData.valueNames[index]
                                onClicked: {
                                    // Held in locals: the correction takes this row away,
                                    // and with it the ids of its context.
                                    const panel = root;
                                    if (panel.table.correct(correctionRow.modelData.index, correctionRow.modelData.values[index]))
                                        panel.openCorrection = -1;
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
