import QtQuick
import Arbiter

// A row of choices that wraps: one button per option, the chosen one
// checked, options that do not fit now greyed out. Every button keeps room
// for the check mark, so a pick never widens one button and slides the
// others (or the next row) from under the finger.
Flow {
    id: root

    // [{ "value": ..., "label": "...", "chosen": bool, "enabled": bool }]
    property var options: []
    property string namePrefix

    signal picked(var value)

    spacing: Theme.gap

    Repeater {
        model: root.options

        ActionButton {
            id: chip

            required property var modelData

            objectName: root.namePrefix + chip.modelData.value
            text: chip.modelData.label
            checked: chip.modelData.chosen === true
            enabled: chip.modelData.enabled !== false
            iconPath: chip.checked ? Icons.check : ""
            implicitWidth: Math.max(minimumSize, contentItem.implicitWidth + 2 * Theme.spacing + (chip.checked ? 0 : iconSize + Theme.gap))
            onClicked: root.picked(chip.modelData.value)
        }
    }
}
