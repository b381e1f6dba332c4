import QtQuick
import Arbiter

// A row of choices that wraps: one button per option, the chosen one
// checked, options that do not fit now greyed out.
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
            required property var modelData

            objectName: root.namePrefix + modelData.value
            text: modelData.label
            checked: modelData.chosen === true
            enabled: modelData.enabled !== false
            iconPath: checked ? Icons.check : ""
            onClicked: root.picked(modelData.value)
        }
    }
}
