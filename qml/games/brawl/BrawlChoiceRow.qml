import QtQuick
import QtQuick.Layouts
import Arbiter

// One field of the card editor with a few named values: a label above a row
// of buttons, the current value checked.
ColumnLayout {
    id: root

    property string label
    property string value
    // [{ "value": ..., "text": ... }]
    property var choices: []

    signal chosen(string value)

    spacing: 4

    BodyLabel {
        Layout.fillWidth: true
        muted: true
        font.pixelSize: Theme.fontSmall
        text: root.label
    }

    Flow {
        Layout.fillWidth: true
        spacing: 4

        Repeater {
            model: root.choices

            delegate: ActionButton {
                required property var modelData

                objectName: "choice-" + modelData.value
                font.pixelSize: Theme.fontSmall
                checked: root.value === modelData.value
                text: modelData.text
                onClicked: root.chosen(modelData.value)
            }
        }
    }
}
