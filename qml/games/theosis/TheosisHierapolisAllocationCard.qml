import QtQuick
import QtQuick.Layouts
import Arbiter

// After the sixth turn: the alignment bonus already lies on the mats, and the
// players put their purse on their heroes in the engine's order (from the
// right of the initiative holder round to the holder). In the fast-action
// preparation the table first hands out items from the offer.
SurfaceCard {
    id: root

    required property TheosisHierapolisController table
    // A token of the real offer that the pack lacks is typed there.
    property NewCardOffers newCards
    property NewCardDialog newCardDialog
    readonly property string player: root.table.allocator
    readonly property int purse: {
        const players = root.table.players;
        if (root.table.revision >= 0)
            for (let i = 0; i < players.count; ++i)
                if (players.get(i).id === root.player)
                    return players.get(i).gold;
        return 0;
    }
    // {hero: gold} being handed out.
    property var gold: ({})
    readonly property int handedOut: Object.keys(root.gold).reduce((sum, hero) => sum + root.gold[hero], 0)

    function setGold(hero: string, value: int) {
        const all = Object.assign({}, root.gold);
        all[hero] = value;
        root.gold = all;
    }

    function allocate(): bool {
        const heroes = Object.keys(root.gold);
        if (!root.table.allocate(root.player, heroes, heroes.map(hero => root.gold[hero])))
            return false;
        root.gold = {};
        return true;
    }

    implicitHeight: column.implicitHeight + 2 * padding
    visible: root.table.phase === "allocation"
    onPlayerChanged: root.gold = {}

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: root.padding
        spacing: Theme.gap

        HeadingLabel {
            Layout.fillWidth: true
            text: qsTr("Gold on the mats")
        }

        BodyLabel {
            Layout.fillWidth: true
            objectName: "allocationOrder"
            text: {
                const order = root.table.allocationOrder;
                const names = [];
                for (let i = 0; i < order.count && root.table.revision >= 0; ++i)
                    names.push(order.get(i).name);
                return qsTr("Order: %1").arg(names.join(" → "));
            }
        }

        // Fast preparation: items from the offer.
        ColumnLayout {
            Layout.fillWidth: true
            visible: root.table.fast
            spacing: Theme.gap

            // The offer was drawn at setup, by the app and by the table: the engine
            // offers the table's own tokens until a hero takes one.
            TheosisDrawPicker {
                objectName: "offerDrawPicker"
                Layout.fillWidth: true
                visible: root.table.offerDraw.count > 0
                namePrefix: "offerDraw"
                title: qsTr("The offer the table drew")
                drawn: root.table.offer
                revision: root.table.revision
                candidates: root.table.offerDraw
                packCheck: root.table.packCheck
                newCards: root.newCards
                newCardDialog: root.newCardDialog
                onPicked: item => root.table.drawForOffer(item)
            }

            HeadingLabel {
                Layout.fillWidth: true
                text: qsTr("Items from the offer")
            }

            TheosisPrepChips {
                id: fastPlayer

                Layout.fillWidth: true
                namePrefix: "fastPlayer"
                selected: fastEquip.player
                options: {
                    const list = [];
                    for (let i = 0; i < root.table.players.count; ++i)
                        list.push({
                            "value": root.table.players.get(i).id,
                            "label": root.table.players.get(i).name
                        });
                    return list;
                }
                onPicked: value => {
                    fastEquip.player = value;
                    fastEquip.hero = "";
                    fastEquip.slot = "";
                }
            }

            TheosisHierapolisEquipPicker {
                id: fastEquip

                objectName: "fastEquip"
                Layout.fillWidth: true
                table: root.table
                player: root.table.players.count > 0 ? root.table.players.get(0).id : ""
                items: root.table.offer
                namePrefix: "fastEquip"
            }

            ActionButton {
                objectName: "fastEquipConfirm"
                iconPath: Icons.check
                text: qsTr("Equip")
                enabled: fastEquip.complete
                onClicked: {
                    if (root.table.equipFromOffer(fastEquip.hero, fastEquip.item, fastEquip.slot)) {
                        fastEquip.item = "";
                        fastEquip.slot = "";
                    }
                }
            }
        }

        HeadingLabel {
            Layout.fillWidth: true
            text: qsTr("%1 puts gold on the mats (%2 of %3 gold)").arg(root.table.allocatorName).arg(root.handedOut).arg(root.purse)
        }

        // Every hero, those of other players hidden.
        Repeater {
            model: root.table.heroes

            delegate: ColumnLayout {
                id: heroGold

                required property var value
                
                visible: heroGold.value.player === root.player
                Layout.fillWidth: true
                spacing: 0

                NumberStepper {
                    Layout.fillWidth: true
                    namePrefix: "allocate-" + heroGold.value.id
                    label: qsTr("%1: %2 on the mat").arg(heroGold.value.shortName).arg(heroGold.value.gold)
                    value: root.gold[heroGold.value.id] || 0
                    to: (root.gold[heroGold.value.id] || 0) + Math.max(0, root.purse - root.handedOut)
                    onEdited: value => root.setGold(heroGold.value.id, value)
                }

                BodyLabel {
                    Layout.fillWidth: true
                    visible: heroGold.value.bonus > 0
                    muted: true
                    font.pixelSize: Theme.fontSmall
                    text: qsTr("including the alignment bonus of %1 gold").arg(heroGold.value.bonus)
                }
            }
        }

        ActionButton {
            objectName: "allocateConfirm"
            kind: ActionButton.Primary
            iconPath: Icons.check
            text: qsTr("Put the gold on the mats")
            onClicked: root.allocate()
        }
    }
}
