import QtQuick
import QtQuick.Controls
import Arbiter

// The table's part of the setup: the draft picks, each player's Champion
// from the top three cards of the Team deck (or the three heroes the real
// deck turned up, picked from the whole deck), and the roll for the first
// player (the app's die or what the real one showed).
SurfaceCard {
    id: root

    property LegendsTableModel table
    // A hero card of the real deck that the pack lacks is typed there.
    property NewCardOffers newCards
    property NewCardDialog newCardDialog

    implicitHeight: column.implicitHeight + 2 * padding

    LegendsLabels {
        id: labels
    }

    // Positioners all the way down: the seats are refilled on every change,
    // and a layout inside them was left unlaid on the real window (text ran
    // out of the card, the card kept no height).
    Column {
        id: column

        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: root.padding
        spacing: Theme.spacing

        // A positioner over seats kept by position and refilled: a layout
        // whose Repeater rebuilds can be left holding a deleted delegate (Qt 6.4).
        Column {
            id: seatList

            width: column.width
            spacing: Theme.spacing

            Repeater {
                model: root.table.players

                // A seat keeps the tallest height it had in this stage and
                // width: once a player has placed the line-up or rolled, the
                // next player's buttons stay where they were (they slid up
                // under the finger onto the Roll button above them).
                delegate: Item {
                    id: seatFrame

                    required property int index
                    required property var value
                    property real keptHeight: 0
                    readonly property string keptFor: root.table.stage + "/" + seatList.width

                    width: seatList.width
                    implicitHeight: Math.max(seat.implicitHeight, seatFrame.keptHeight)
                    onKeptForChanged: seatFrame.keptHeight = seat.implicitHeight
                    Component.onCompleted: seatFrame.keptHeight = seat.implicitHeight

                    Connections {
                        target: seat

                        function onImplicitHeightChanged() {
                            seatFrame.keptHeight = Math.max(seatFrame.keptHeight, seat.implicitHeight);
                        }
                    }

                    Column {
                        id: seat

                        readonly property int index: seatFrame.index
                        readonly property var modelData: seatFrame.value
                        // A line-up the real Team deck showed: the cards tapped so
                        // far, the Champion first (a choice being made, not a rule).
                        property bool pickingReal: false
                        property var picked: []

                        function pickReal(heroId) {
                            const picked = seat.picked.concat([heroId]);
                            if (picked.length < 3) {
                                seat.picked = picked;
                                return;
                            }
                            seat.picked = [];
                            seat.pickingReal = false;
                            root.table.chooseLineupFromDeck(seat.modelData.id, picked[0], [picked[1], picked[2]]);
                        }

                        function nameOf(heroId) {
                            const deck = seat.modelData.deck || [];
                            for (let i = 0; i < deck.length; ++i)
                                if (deck[i].id === heroId)
                                    return deck[i].name;
                            return heroId;
                        }

                        width: seatList.width
                        spacing: Theme.gap

                        HeadingLabel {
                            width: seat.width
                            text: seat.modelData.name
                        }

                        BodyLabel {
                            width: seat.width
                            visible: root.table.stage === "draft"
                            muted: true
                            text: qsTr("Keep one card and pass the rest left (%1 of 6 kept).").arg(seat.modelData.picks)
                        }

                        Flow {
                            width: seat.width
                            visible: root.table.stage === "draft"
                            spacing: Theme.gap

                            Repeater {
                                model: root.table.stage === "draft" ? (seat.modelData.hand || []).length : 0

                                delegate: ActionButton {
                                    required property int index
                                    readonly property var modelData: seat.modelData.hand[index] || {}

                                    objectName: "legendsDraftPick-" + seat.modelData.id + "-" + modelData.id
                                    text: qsTr("%1 · %2 · %3/%4").arg(modelData.name).arg(labels.typeName(modelData.type)).arg(modelData.strength).arg(modelData.maxHp)
                                    font.pixelSize: Theme.fontSmall
                                    onClicked: root.table.pickDraft(seat.modelData.id, modelData.id)
                                }
                            }
                        }

                        BodyLabel {
                            width: seat.width
                            visible: root.table.stage === "setup" && !seat.modelData.lineupChosen && !seat.pickingReal
                            muted: true
                            text: qsTr("Choose the Champion from the top three cards; the other two become the Supports.")
                        }

                        Flow {
                            width: seat.width
                            visible: root.table.stage === "setup" && !seat.modelData.lineupChosen && !seat.pickingReal
                            spacing: Theme.gap

                            Repeater {
                                model: (seat.modelData.deckTop || []).length

                                delegate: ActionButton {
                                    required property int index
                                    readonly property var modelData: seat.modelData.deckTop[index] || {}

                                    objectName: "legendsLineup-" + modelData.id
                                    text: qsTr("%1 · Strength %2 · Max HP %3").arg(modelData.name).arg(modelData.strength).arg(modelData.maxHp)
                                    font.pixelSize: Theme.fontSmall
                                    onClicked: root.table.chooseLineup(seat.modelData.id, modelData.id)
                                }
                            }
                        }

                        ActionButton {
                            objectName: "legendsRealLineup-" + seat.modelData.id
                            visible: root.table.stage === "setup" && !seat.modelData.lineupChosen && !seat.pickingReal
                            text: qsTr("Our deck showed other heroes…")
                            font.pixelSize: Theme.fontSmall
                            onClicked: {
                                seat.picked = [];
                                seat.pickingReal = true;
                            }
                        }

                        BodyLabel {
                            width: seat.width
                            visible: root.table.stage === "setup" && !seat.modelData.lineupChosen && seat.pickingReal
                            text: seat.picked.length === 0 ? qsTr("Tap the Champion the real Team deck turned up, then its two Supports.")
                                : seat.picked.length === 1 ? qsTr("Champion: %1. Now tap the first Support.").arg(seat.nameOf(seat.picked[0]))
                                : qsTr("Champion: %1, first Support: %2. Now tap the second Support.").arg(seat.nameOf(seat.picked[0])).arg(seat.nameOf(seat.picked[1]))
                        }

                        BodyLabel {
                            width: seat.width
                            visible: root.table.stage === "setup" && !seat.modelData.lineupChosen && seat.pickingReal && root.table.packCheck.length > 0
                            muted: true
                            text: qsTr("Marked in the pack: %1").arg(root.table.packCheck)
                        }

                        Flow {
                            width: seat.width
                            visible: root.table.stage === "setup" && !seat.modelData.lineupChosen && seat.pickingReal
                            spacing: Theme.gap

                            Repeater {
                                model: seat.pickingReal ? (seat.modelData.deck || []).length : 0

                                delegate: ActionButton {
                                    required property int index
                                    readonly property var modelData: seat.modelData.deck[index] || {}

                                    objectName: "legendsDeckHero-" + seat.modelData.id + "-" + modelData.id
                                    enabled: seat.picked.indexOf(modelData.id) < 0
                                    text: qsTr("%1 · Strength %2 · Max HP %3").arg(modelData.name).arg(modelData.strength).arg(modelData.maxHp)
                                    font.pixelSize: Theme.fontSmall
                                    onClicked: seat.pickReal(modelData.id)
                                }
                            }

                            ActionButton {
                                readonly property var entry: root.newCards && root.newCards.entries ? root.newCards.entryFor(seat.modelData.id) : ({})

                                objectName: "legendsNewHero-" + seat.modelData.id
                                visible: entry.index !== undefined && root.newCardDialog !== null
                                text: qsTr("A card the list lacks…")
                                Accessible.name: qsTr("%1's real deck holds a hero card the list lacks").arg(seat.modelData.name)
                                font.pixelSize: Theme.fontSmall
                                onClicked: root.newCardDialog.openFor(entry)
                            }

                            ActionButton {
                                objectName: "legendsRealLineupCancel-" + seat.modelData.id
                                text: qsTr("Start over")
                                font.pixelSize: Theme.fontSmall
                                onClicked: {
                                    seat.picked = [];
                                    seat.pickingReal = false;
                                }
                            }
                        }

                        BodyLabel {
                            width: seat.width
                            visible: root.table.stage === "setup" && seat.modelData.lineupChosen
                            muted: true
                            text: seat.modelData.orderRoll > 0 ? qsTr("Line-up placed · rolled %1 for the first turn").arg(seat.modelData.orderRoll) : qsTr("Line-up placed")
                        }

                        Flow {
                            width: seat.width
                            visible: root.table.stage === "setup" && seat.modelData.rolling
                            spacing: Theme.gap

                            ActionButton {
                                objectName: "legendsRoll-" + seat.modelData.id
                                kind: ActionButton.Primary
                                iconPath: Icons.dice
                                text: qsTr("Roll 1d6")
                                onClicked: root.table.rollForOrder(seat.modelData.id, 0)
                            }

                            Label {
                                height: Theme.touch
                                verticalAlignment: Text.AlignVCenter
                                text: qsTr("or the real die:")
                                font.pixelSize: Theme.fontBody
                                color: Theme.textMuted
                            }

                            Repeater {
                                model: 6

                                delegate: ActionButton {
                                    required property int index

                                    objectName: "legendsRollFace-" + seat.modelData.id + "-" + (index + 1)
                                    text: index + 1
                                    Accessible.name: qsTr("The die showed %1").arg(index + 1)
                                    onClicked: root.table.rollForOrder(seat.modelData.id, index + 1)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
