import QtQuick
import QtQuick.Layouts
import Arbiter

// One field of the Theosis content editor, drawn by its kind: a name typed
// in, a number with -1 / +1, one value of a few, several of a few (damage
// types, item types), or on / off.
ColumnLayout {
    id: root

    // {key, label, kind, from, to, choices: [{value, text}]}
    required property var field
    property var value

    signal edited(var value)
    signal toggled(string value)

    readonly property string kind: root.field.kind

    spacing: 4

    BodyLabel {
        Layout.fillWidth: true
        visible: root.kind !== "flag"
        muted: true
        font.pixelSize: Theme.fontSmall
        text: root.field.label
    }

    InputField {
        Layout.fillWidth: true
        objectName: "theosisPackText-" + root.field.key
        Accessible.name: root.field.label
        visible: root.kind === "text"
        text: root.kind === "text" && root.value !== undefined ? String(root.value) : ""
        onTextEdited: root.edited(text)
    }

    RowLayout {
        objectName: "theosisPackNumber-" + root.field.key
        visible: root.kind === "number"
        spacing: 4

        ActionButton {
            objectName: "theosisPackMinus-" + root.field.key
            iconPath: Icons.minus
            Accessible.name: qsTr("%1 minus one").arg(root.field.label)
            enabled: Number(root.value) > root.field.from
            onClicked: root.edited(Number(root.value) - 1)
        }

        HeadingLabel {
            Layout.minimumWidth: 48
            horizontalAlignment: Text.AlignHCenter
            text: root.kind === "number" ? String(root.value) : ""
        }

        ActionButton {
            objectName: "theosisPackPlus-" + root.field.key
            iconPath: Icons.plus
            Accessible.name: qsTr("%1 plus one").arg(root.field.label)
            enabled: Number(root.value) < root.field.to
            onClicked: root.edited(Number(root.value) + 1)
        }
    }

    Flow {
        Layout.fillWidth: true
        visible: root.kind === "choice" || root.kind === "set"
        spacing: 4

        Repeater {
            model: root.kind === "choice" || root.kind === "set" ? root.field.choices : []

            delegate: ActionButton {
                required property var modelData

                objectName: "theosisPackChoice-" + root.field.key + "-" + modelData.value
                font.pixelSize: Theme.fontSmall
                iconPath: root.kind === "set" && checked ? Icons.check : ""
                // The field is reused for the next entry's field: its value may be another kind's for a moment.
                checked: root.kind === "set" ? Array.isArray(root.value) && root.value.indexOf(modelData.value) >= 0 : root.value === modelData.value
                text: modelData.text
                onClicked: {
                    if (root.kind === "set")
                        root.toggled(modelData.value);
                    else
                        root.edited(modelData.value);
                }
            }
        }
    }

    ToggleSwitch {
        Layout.fillWidth: true
        objectName: "theosisPackFlag-" + root.field.key
        visible: root.kind === "flag"
        text: root.field.label
        checked: root.kind === "flag" && root.value === true
        onToggled: root.edited(checked)
    }
}
