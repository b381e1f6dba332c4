import QtQuick
import Arbiter

// One choice out of a few, as a row of buttons that wraps:
// options [{value, label, enabled (optional)}].
Flow {
    id: root

    property var options: []
    property var selected: undefined
    property string namePrefix: "chip"
    property int fontSize: Theme.fontBody

    signal picked(var value)

    spacing: Theme.gap

    Repeater {
        model: root.options

        delegate: ActionButton {
            required property var modelData

            objectName: root.namePrefix + "-" + modelData.value
            font.pixelSize: root.fontSize
            checked: root.selected === modelData.value
            enabled: modelData.enabled === undefined || modelData.enabled
            text: modelData.label
            onClicked: root.picked(modelData.value)
        }
    }
}
