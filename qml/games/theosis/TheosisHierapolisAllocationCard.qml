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
    readonly property string player: root.table.allocator
    readonly property var heroes: root.table.heroes.filter(h => h.player === root.player)
    readonly property var purse: root.table.players.find(p => p.id === root.player) || ({})
    // {hero: gold} being handed out.
    property var gold: ({})
    readonly property int handedOut: Object.keys(root.gold).reduce((sum, hero) => sum + root.gold[hero], 0)

    function setGold(hero: string, value: int) {
        const all = Object.assign({}, root.gold);
        all[hero] = value;
        root.gold = all;
    }

    function allocate(): bool {
        if (!root.table.allocate(root.player, root.gold))
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
            text: qsTr("Order: %1").arg(root.table.allocationOrder.map(p => p.name).join(" → "))
        }

        // Fast preparation: items from the offer.
        ColumnLayout {
            Layout.fillWidth: true
            visible: root.table.fast
            spacing: Theme.gap

            HeadingLabel {
                Layout.fillWidth: true
                text: qsTr("Items from the offer")
            }

            TheosisPrepChips {
                id: fastPlayer

                Layout.fillWidth: true
                namePrefix: "fastPlayer"
                selected: fastEquip.player
                options: root.table.players.map(p => ({
                            "value": p.id,
                            "label": p.name
                        }))
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
                player: root.table.players.length > 0 ? root.table.players[0].id : ""
                items: root.table.pouch
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
            text: qsTr("%1 puts gold on the mats (%2 of %3 gold)").arg(root.table.allocatorName).arg(root.handedOut).arg(root.purse.gold || 0)
        }

        // Kept by count, not rebuilt, when the session's lists are replaced.
        Repeater {
            model: root.heroes.length

            delegate: ColumnLayout {
                id: heroGold

                required property int index
                readonly property var modelData: root.heroes[index] ?? ({ "id": "", "shortName": "", "gold": 0, "bonus": 0 })

                Layout.fillWidth: true
                spacing: 0

                NumberStepper {
                    Layout.fillWidth: true
                    namePrefix: "allocate-" + heroGold.modelData.id
                    label: qsTr("%1: %2 on the mat").arg(heroGold.modelData.shortName).arg(heroGold.modelData.gold)
                    value: root.gold[heroGold.modelData.id] || 0
                    to: (root.gold[heroGold.modelData.id] || 0) + Math.max(0, (root.purse.gold || 0) - root.handedOut)
                    onEdited: value => root.setGold(heroGold.modelData.id, value)
                }

                BodyLabel {
                    Layout.fillWidth: true
                    visible: heroGold.modelData.bonus > 0
                    muted: true
                    font.pixelSize: Theme.fontSmall
                    text: qsTr("including the alignment bonus of %1 gold").arg(heroGold.modelData.bonus)
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
