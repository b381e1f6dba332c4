import QtQuick
import QtQuick.Layouts
import Arbiter

// An item onto a hero's slot: the item (from `items`, unless fixed), the
// hero of `player` and the slot. Whether the slot takes the item is the
// engine's answer, which the dialog around shows before anything is applied.
ColumnLayout {
    id: root

    required property TheosisHierapolisController table
    property string player
    // Items to choose from (a list of TheosisItem rows); none when `item` is fixed.
    property GadgetListModel items: null
    readonly property int itemCount: root.items ? root.items.count : 0
    property string item
    property string hero
    property string slot
    property bool optional: false
    property string namePrefix: "equip"
    readonly property bool complete: root.item.length > 0 && root.hero.length > 0 && root.slot.length > 0
    readonly property var heroRow: root.table.revision >= 0 ? root.table.hero(root.hero) : null

    spacing: Theme.gap

    TheosisPrepLabels {
        id: labels
    }

    HeadingLabel {
        Layout.fillWidth: true
        visible: root.itemCount > 0
        text: root.optional ? qsTr("Item (optional)") : qsTr("Item")
    }

    TheosisPrepChips {
        Layout.fillWidth: true
        visible: root.itemCount > 0
        namePrefix: root.namePrefix + "Item"
        fontSize: Theme.fontSmall
        selected: root.item
        options: {
            const list = root.optional ? [{
                    "value": "",
                    "label": qsTr("None")
                }] : [];
            // The revision re-reads rows that change in place (the offer the table entered).
            for (let i = 0; root.table.revision >= 0 && i < root.itemCount; ++i) {
                const item = root.items.get(i);
                list.push({
                    "value": item.id,
                    "label": item.twoHanded ? qsTr("%1 (two hands)").arg(item.name) : item.name
                });
            }
            return list;
        }
        onPicked: value => {
            root.item = value;
            root.slot = "";
        }
    }

    HeadingLabel {
        Layout.fillWidth: true
        visible: root.item.length > 0
        text: qsTr("On which hero")
    }

    TheosisPrepChips {
        Layout.fillWidth: true
        visible: root.item.length > 0
        namePrefix: root.namePrefix + "Hero"
        selected: root.hero
        options: (root.table.revision >= 0 ? root.table.heroesOf(root.player) : []).filter(h => h.alive).map(h => ({
                    "value": h.id,
                    "label": h.shortName
                }))
        onPicked: value => {
            root.hero = value;
            root.slot = "";
        }
    }

    HeadingLabel {
        Layout.fillWidth: true
        visible: root.item.length > 0 && root.heroRow.id.length > 0
        text: qsTr("In which slot")
    }

    TheosisPrepChips {
        Layout.fillWidth: true
        visible: root.item.length > 0 && root.heroRow.id.length > 0
        namePrefix: root.namePrefix + "Slot"
        fontSize: Theme.fontSmall
        selected: root.slot
        options: root.heroRow.slots.map(s => ({
                    "value": s.id,
                    "label": s.itemName.length > 0 ? qsTr("%1 (now %2)").arg(labels.slotName(s.id)).arg(s.itemName) : labels.slotName(s.id)
                }))
        onPicked: value => root.slot = value
    }
}
