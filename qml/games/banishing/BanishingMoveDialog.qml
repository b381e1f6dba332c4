import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Moves one card by hand: how the table carries out an ability's effect
// (a wound healed, a card drawn, a Void space cleared) or corrects a mistake.
ModalDialog {
    id: root

    required property BanishingTableController table
    property string from
    property string card
    property string to
    readonly property var places: {
        const list = [];
        for (let i = 0; i < 9; ++i)
            list.push({
                "value": "void:" + i,
                "label": qsTr("Void %1").arg(i + 1)
            });
        for (const character of root.table.characters.values) {
            list.push({
                "value": "hand:" + character.id,
                "label": qsTr("%1's hand").arg(character.name)
            });
            list.push({
                "value": "wounds:" + character.id,
                "label": qsTr("%1's wounds").arg(character.name)
            });
            list.push({
                "value": "items:" + character.id,
                "label": qsTr("%1's items").arg(character.name)
            });
        }
        list.push({
            "value": "discard",
            "label": qsTr("Discard pile")
        });
        list.push({
            "value": "banishing",
            "label": qsTr("Banishing")
        });
        list.push({
            "value": "deck",
            "label": qsTr("Deck")
        });
        return list;
    }
    // The cards a move can take from `from`: a Void space's top card, any
    // card of a hand or pile; the real deck's card is named from the pack,
    // the app's deck moves its hidden top card.
    readonly property var cardChoices: {
        // The revision is read so the list follows every change of the game.
        if (root.from.length === 0 || !root.table.active || ActiveSession.gameDataRevision < 0)
            return [];
        const cards = root.from === "deck" ? (root.table.tableDeck ? root.table.cardTypes.values : []) : root.table.cardsAt(root.from);
        return cards.map(c => ({
                    "value": c.card,
                    "label": c.name
                }));
    }

    function start() {
        root.startFrom("");
    }

    // Opens the dialog with `place` already chosen as where the card lies.
    function startFrom(place: string) {
        root.from = place;
        root.to = "";
        root.pickDefaultCard();
        ActiveSession.clearError();
        root.open();
    }

    // A Void space has one movable card: it is chosen with the space.
    function pickDefaultCard() {
        root.card = root.from.startsWith("void:") && root.cardChoices.length === 1 ? root.cardChoices[0].value : "";
    }

    maxWidth: 760
    // Of one height whatever the choices hold: Move and Close stay where the
    // finger is while places, cards and a refusal come and go above them.
    height: Math.min(parent ? parent.height - 2 * Theme.margin : 760, 760)

    // The choices scroll inside the dialog's frame; the refusal and the
    // buttons stay in view below them, however short the window.
    contentItem: ColumnLayout {
        spacing: Theme.spacing

        Flickable {
            id: choices

            objectName: "moveChoices"
            Layout.fillWidth: true
            Layout.fillHeight: true
            implicitHeight: layout.implicitHeight
            contentHeight: Math.max(layout.implicitHeight, choices.contentY + choices.height)
            contentWidth: width
            clip: true
            boundsBehavior: Flickable.StopAtBounds

            ScrollBar.vertical: ScrollBar {}

            ColumnLayout {
                id: layout

                width: choices.width
                spacing: Theme.spacing

                Label {
                    Layout.fillWidth: true
                    text: qsTr("Move a card")
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    color: Theme.text
                }

                HeadingLabel {
                    text: qsTr("From")
                }

                BanishingChoiceChips {
                    Layout.fillWidth: true
                    namePrefix: "moveFrom"
                    options: root.places
                    selected: root.from
                    onPicked: value => {
                        root.from = value;
                        root.pickDefaultCard();
                    }
                }

                // Where to before which card: the cards change with the place
                // chosen, and listed last they move no other choice.
                HeadingLabel {
                    text: qsTr("To")
                }

                BanishingChoiceChips {
                    Layout.fillWidth: true
                    namePrefix: "moveTo"
                    options: root.places
                    selected: root.to
                    onPicked: value => root.to = value
                }

                HeadingLabel {
                    text: qsTr("Card")
                }

                BodyLabel {
                    Layout.fillWidth: true
                    objectName: "moveCardHint"
                    visible: root.cardChoices.length === 0
                    muted: true
                    text: root.from.length === 0 ? qsTr("Choose where the card lies first.") : (root.from === "deck" ? qsTr("The top card moves.") : qsTr("No cards there."))
                }

                // The real deck's card is picked from the pack's list: say the shipped cards are examples.
                BodyLabel {
                    Layout.fillWidth: true
                    objectName: "movePackCheck"
                    visible: root.from === "deck" && root.table.tableDeck && root.table.packCheck.length > 0
                    muted: true
                    text: root.table.packCheck
                }

                BanishingChoiceChips {
                    Layout.fillWidth: true
                    namePrefix: "moveCard"
                    options: root.cardChoices
                    selected: root.card
                    onPicked: value => root.card = value
                }
            }
        }

        ErrorBanner {
            Layout.fillWidth: true
            message: ActiveSession.error
            ruleId: ActiveSession.errorRule
            dismissable: false
        }

        RowLayout {
            Layout.fillWidth: true

            Item {
                Layout.fillWidth: true
            }

            ActionButton {
                objectName: "moveClose"
                kind: ActionButton.Quiet
                text: qsTr("Close")
                onClicked: root.close()
            }

            ActionButton {
                objectName: "moveConfirm"
                kind: ActionButton.Primary
                text: qsTr("Move")
                enabled: root.from.length > 0 && root.to.length > 0
                onClicked: {
                    // A second tap must not move a second card: the next move
                    // names its destination again.
                    if (root.table.moveCard(root.from, root.to, root.card)) {
                        root.to = "";
                        root.pickDefaultCard();
                    }
                }
            }
        }
    }
}
