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
    // Items to choose from; empty when `item` is fixed.
    property var items: []
    property string item
    property string hero
    property string slot
    property bool optional: false
    property string namePrefix: "equip"
    readonly property bool complete: root.item.length > 0 && root.hero.length > 0 && root.slot.length > 0
    readonly property var heroMap: root.table.heroes.find(h => h.id === root.hero) || ({})

    spacing: Theme.gap

    TheosisPrepLabels {
        id: labels
    }

    HeadingLabel {
        Layout.fillWidth: true
        visible: root.items.length > 0
        text: root.optional ? qsTr("Item (optional)") : qsTr("Item")
    }

    TheosisPrepChips {
        Layout.fillWidth: true
        visible: root.items.length > 0
        namePrefix: root.namePrefix + "Item"
        fontSize: Theme.fontSmall
        selected: root.item
        options: {
            const list = root.optional ? [{
                    "value": "",
                    "label": qsTr("None")
                }] : [];
            return list.concat(root.items.map(item => ({
                            "value": item.id,
                            "label": item.twoHanded ? qsTr("%1 (two hands)").arg(item.name) : item.name
                        })));
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
        options: root.table.heroes.filter(h => h.player === root.player).filter(h => h.alive).map(h => ({
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
        visible: root.item.length > 0 && root.heroMap.slots !== undefined
        text: qsTr("In which slot")
    }

    TheosisPrepChips {
        Layout.fillWidth: true
        visible: root.item.length > 0 && root.heroMap.slots !== undefined
        namePrefix: root.namePrefix + "Slot"
        fontSize: Theme.fontSmall
        selected: root.slot
        options: (root.heroMap.slots || []).map(s => ({
                    "value": s.id,
                    "label": s.itemName.length > 0 ? qsTr("%1 (now %2)").arg(labels.slotName(s.id)).arg(s.itemName) : labels.slotName(s.id)
                }))
        onPicked: value => root.slot = value
    }
}
