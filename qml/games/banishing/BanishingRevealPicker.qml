import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Table-deck mode: the real deck dealt a card, and the app needs to know which
// one. The next waiting place is named; every kind of card in the pack is one
// tap, grouped by colour, then the undead, then the items.
SurfaceCard {
    id: root

    required property BanishingTableController table
    // A card of the real deck that the pack lacks is typed there.
    property NewCardOffers newCards
    property NewCardDialog newCardDialog
    readonly property var next: root.table.pending.values.length > 0 ? root.table.pending.values[0] : null
    // A card dealt into a hand kept on a phone is named on that phone: the
    // tablet, which everyone reads, does not ask for it.
    readonly property bool onPhone: root.next !== null && root.next.onPhone === true
    readonly property string placeText: {
        if (root.next === null)
            return "";
        if (root.next.kind === "hand")
            return qsTr("%1's hand").arg(root.next.characterName);
        return qsTr("the Void, row %1, column %2").arg(Math.floor(root.next.index / 3) + 1).arg(root.next.index % 3 + 1);
    }
    // The pack's cards in groups: one per colour, then undead, then items.
    readonly property var groups: {
        const byKey = {};
        const order = [];
        for (const card of root.table.cardTypes.values) {
            const key = card.kind === "symbol" ? "symbol:" + card.color : card.kind;
            if (!(key in byKey)) {
                byKey[key] = [];
                order.push(key);
            }
            byKey[key].push(card);
        }
        const ranked = key => key.startsWith("symbol:") ? 0 : (key === "undead" ? 1 : 2);
        order.sort((a, b) => ranked(a) - ranked(b));
        return order.map(key => ({
                    "key": key,
                    "cards": byKey[key]
                }));
    }

    objectName: "banishingRevealPicker"
    visible: root.next !== null
    implicitHeight: layout.implicitHeight + 2 * padding
    border.width: 2
    border.color: Theme.accent

    ColumnLayout {
        id: layout

        anchors.fill: parent
        anchors.margins: root.padding
        spacing: Theme.gap

        // The question and the hint keep two lines each, whatever they say:
        // the cards below must not move between one tap and the next.
        HeadingLabel {
            id: question

            Layout.fillWidth: true
            Layout.preferredHeight: Math.ceil(2 * questionMetrics.lineSpacing) + 2
            verticalAlignment: Text.AlignTop
            text: root.onPhone ? qsTr("A card was dealt to %1.").arg(root.placeText) : qsTr("Which card was dealt to %1?").arg(root.placeText)
            wrapMode: Text.Wrap
            elide: Text.ElideNone
            maximumLineCount: 2

            FontMetrics {
                id: questionMetrics

                font: question.font
            }
        }

        BodyLabel {
            id: hint

            Layout.fillWidth: true
            Layout.preferredHeight: Math.ceil(2 * hintMetrics.lineSpacing) + 2
            verticalAlignment: Text.AlignTop
            maximumLineCount: 2

            FontMetrics {
                id: hintMetrics

                font: hint.font
            }
            muted: true
            objectName: "revealHint"
            text: root.onPhone ? qsTr("%1 names it on their phone.").arg(root.next.playerName)
                : root.table.pendingCount > 1 ? qsTr("Turn it face up and tap it below. %n more card(s) wait after this one.", "", root.table.pendingCount - 1) : qsTr("Turn it face up and tap it below.")
        }

        // The shipped pack's cards are made-up examples: say so where they are picked.
        BodyLabel {
            Layout.fillWidth: true
            objectName: "revealPackCheck"
            visible: !root.onPhone && root.table.packCheck.length > 0
            muted: true
            text: root.table.packCheck
        }

        // Counted: the pack's groups are recomputed on every change, and the
        // layout must keep its rows rather than rebuild them under a tap (see
        // BanishingVoidGrid).
        Repeater {
            model: root.onPhone ? 0 : root.groups.length

            delegate: Flow {
                id: group

                required property int index
                readonly property var cards: root.groups[index] ? root.groups[index].cards : []

                Layout.fillWidth: true
                spacing: 6

                Repeater {
                    model: group.cards.length

                    delegate: AbstractButton {
                        id: cardButton

                        required property int index
                        readonly property var modelData: group.cards[index] ?? {
                            "card": "",
                            "name": "",
                            "kind": ""
                        }

                        objectName: "reveal-" + modelData.card
                        // The cards the rules accept here (a starting hand takes symbol
                        // cards only; the later undead wait for their round).
                        enabled: root.table.revealable.indexOf(modelData.card) >= 0
                        opacity: enabled ? 1 : 0.35
                        implicitWidth: Math.max(112, tile.implicitWidth)
                        implicitHeight: Theme.touch
                        Accessible.role: Accessible.Button
                        Accessible.name: modelData.name
                        onClicked: root.table.reveal(modelData.card)

                        contentItem: Item {}

                        background: BanishingCardTile {
                            id: tile

                            compact: true
                            card: cardButton.modelData
                            highlighted: cardButton.down
                        }
                    }
                }
            }
        }

        Flow {
            Layout.fillWidth: true
            visible: !root.onPhone && root.newCards !== null && root.newCards.entries.length > 0
            spacing: Theme.gap

            Repeater {
                model: root.onPhone || !root.newCards ? 0 : root.newCards.entries.length

                delegate: ActionButton {
                    required property int index
                    readonly property var entry: root.newCards.entries[index] || ({})

                    objectName: "revealNewCard-" + index
                    text: (entry.label || "") + "…"
                    font.pixelSize: Theme.fontSmall
                    onClicked: root.newCardDialog.openFor(entry)
                }
            }
        }
    }
}
