import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Trade, a shared ability: one card from the active character's hand for one
// card from another character's hand.
ModalDialog {
    id: root

    required property BanishingTableController table
    property string partner
    property string give
    property string receive
    readonly property var partnerCharacter: {
        for (const character of root.table.characters.values)
            if (character.id === root.partner)
                return character;
        return null;
    }

    function cardOptions(cards: var): var {
        const seen = {};
        const options = [];
        for (const card of cards) {
            if (seen[card.card])
                continue;
            seen[card.card] = true;
            options.push({
                "value": card.card,
                "label": card.name
            });
        }
        return options;
    }

    // A partner whose hand is on their phone says what they hold: any symbol
    // card of the pack may be asked for, the engine checks the hand.
    function receiveOptions(): var {
        if (!root.partnerCharacter)
            return [];
        if (!root.partnerCharacter.handOnPhone)
            return root.cardOptions(root.partnerCharacter.hand);
        return root.cardOptions(root.table.cardTypes.values.filter(type => type.kind === "symbol"));
    }

    function start() {
        root.partner = "";
        root.give = "";
        root.receive = "";
        ActiveSession.clearError();
        root.open();
    }

    maxWidth: 640
    height: Math.min(parent ? parent.height - 2 * Theme.margin : 700, implicitHeight)

    contentItem: Flickable {
        implicitHeight: layout.implicitHeight
        contentHeight: layout.implicitHeight
        contentWidth: width
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        ColumnLayout {
            id: layout

            width: parent.width
            spacing: Theme.spacing

            Label {
                Layout.fillWidth: true
                text: qsTr("%1 trades a card").arg(root.table.turnCharacterName)
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.text
                wrapMode: Text.Wrap
            }

            HeadingLabel {
                text: qsTr("With")
            }

            BanishingChoiceChips {
                Layout.fillWidth: true
                namePrefix: "tradeWith"
                options: root.table.characters.values.filter(c => !c.active).map(c => ({
                            "value": c.id,
                            "label": c.name
                        }))
                selected: root.partner
                onPicked: value => {
                    root.partner = value;
                    root.receive = "";
                }
            }

            HeadingLabel {
                text: qsTr("Give")
            }

            // The active hand is on its player's phone: the trade is made there.
            BodyLabel {
                Layout.fillWidth: true
                objectName: "tradeOnPhone"
                visible: root.table.turnHandOnPhone
                muted: true
                text: qsTr("%1 keeps this hand on their phone: trade from there.").arg(root.table.turnPlayerName)
            }

            BanishingChoiceChips {
                Layout.fillWidth: true
                namePrefix: "tradeGive"
                options: root.cardOptions(root.table.turnHand.values)
                selected: root.give
                onPicked: value => root.give = value
            }

            HeadingLabel {
                text: qsTr("Receive")
            }

            BodyLabel {
                Layout.fillWidth: true
                visible: root.partnerCharacter === null
                muted: true
                text: qsTr("Choose whom to trade with first.")
            }

            BanishingChoiceChips {
                Layout.fillWidth: true
                namePrefix: "tradeReceive"
                options: root.receiveOptions()
                selected: root.receive
                onPicked: value => root.receive = value
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
                    kind: ActionButton.Quiet
                    text: qsTr("Cancel")
                    onClicked: root.close()
                }

                ActionButton {
                    objectName: "tradeConfirm"
                    kind: ActionButton.Primary
                    text: qsTr("Trade")
                    enabled: root.partner.length > 0 && root.give.length > 0 && root.receive.length > 0
                    onClicked: {
                        if (root.table.trade(root.partner, root.give, root.receive))
                            root.close();
                    }
                }
            }
        }
    }
}
