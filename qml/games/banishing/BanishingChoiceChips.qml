import QtQuick
import QtQuick.Layouts
import Arbiter

// One choice out of a few, as a row of touch-sized buttons that wraps:
// `options` are {value, label}; `selected` holds the chosen value.
Flow {
    id: root

    property var options: []
    property string selected
    property string namePrefix: "choice"

    signal picked(string value)

    spacing: Theme.gap

    Repeater {
        model: root.options

        delegate: ActionButton {
            required property var modelData

            objectName: root.namePrefix + "-" + modelData.value
            text: modelData.label
            checkable: true
            checked: root.selected === modelData.value
            // The owner keeps `selected` bound to its own state.
            onClicked: {
                checked = Qt.binding(() => root.selected === modelData.value);
                root.picked(modelData.value);
            }
        }
    }
}
