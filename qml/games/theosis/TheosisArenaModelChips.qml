import QtQuick
import Arbiter

// TheosisArenaChips over a controller's list model: one button per row, kept
// for as long as its row is (a change of the chosen row updates two buttons,
// it does not rebuild the row of them under the finger). The functions read
// a row (the model's `value`) and say the chip's value, label, whether it is
// chosen and whether it may be picked now.
Flow {
    id: root

    property alias model: chips.model
    property string namePrefix
    property var valueOf: row => row.id
    property var labelOf: row => row.name
    property var chosenOf: row => row.chosen === true
    property var enabledOf: row => true
    // A chip before the rows that no row stands for (the combat sheet's "no skill"):
    // { "value": ..., "label": "...", "chosen": bool }, or null.
    property var leading: null

    signal picked(var value)

    spacing: Theme.gap

    ActionButton {
        id: leadingChip

        visible: root.leading !== null
        objectName: root.leading !== null ? root.namePrefix + root.leading.value : ""
        text: root.leading !== null ? root.leading.label : ""
        checked: root.leading !== null && root.leading.chosen === true
        iconPath: leadingChip.checked ? Icons.check : ""
        implicitWidth: Math.max(minimumSize, contentItem.implicitWidth + 2 * Theme.spacing + (leadingChip.checked ? 0 : iconSize + Theme.gap))
        onClicked: root.picked(root.leading.value)
    }

    Repeater {
        id: chips

        ActionButton {
            id: chip

            required property var value

            objectName: root.namePrefix + root.valueOf(chip.value)
            text: root.labelOf(chip.value)
            checked: root.chosenOf(chip.value)
            enabled: root.enabledOf(chip.value)
            iconPath: chip.checked ? Icons.check : ""
            implicitWidth: Math.max(minimumSize, contentItem.implicitWidth + 2 * Theme.spacing + (chip.checked ? 0 : iconSize + Theme.gap))
            onClicked: root.picked(root.valueOf(chip.value))
        }
    }
}
