import QtQuick
import QtQuick.Layouts
import Arbiter

// One field of the Theosis content editor, drawn by its kind: a name typed
// in, a number with -1 / +1, one value of a few, several of a few (damage
// types, item types), or on / off. Its properties are a row of the editor's
// `fields` (TheosisEditorField).
ColumnLayout {
    id: root

    required property string key
    required property string label
    required property string kind
    required property int from
    required property int to
    required property var choices
    // The value, by kind: text ("text", "choice"), number, checked ("flag"), members ("set").
    required property string text
    required property int number
    required property bool checked
    required property var members

    signal textEdited(string text)
    signal numberEdited(int number)
    signal flagEdited(bool checked)
    signal toggled(string value)

    spacing: 4

    BodyLabel {
        Layout.fillWidth: true
        visible: root.kind !== "flag"
        muted: true
        font.pixelSize: Theme.fontSmall
        text: root.label
    }

    InputField {
        Layout.fillWidth: true
        objectName: "theosisPackText-" + root.key
        Accessible.name: root.label
        visible: root.kind === "text"
        text: root.kind === "text" ? root.text : ""
        onTextEdited: root.textEdited(text)
    }

    RowLayout {
        objectName: "theosisPackNumber-" + root.key
        visible: root.kind === "number"
        spacing: 4

        ActionButton {
            objectName: "theosisPackMinus-" + root.key
            iconPath: Icons.minus
            Accessible.name: qsTr("%1 minus one").arg(root.label)
            enabled: root.number > root.from
            onClicked: root.numberEdited(root.number - 1)
        }

        HeadingLabel {
            Layout.minimumWidth: 48
            horizontalAlignment: Text.AlignHCenter
            text: root.kind === "number" ? String(root.number) : ""
        }

        ActionButton {
            objectName: "theosisPackPlus-" + root.key
            iconPath: Icons.plus
            Accessible.name: qsTr("%1 plus one").arg(root.label)
            enabled: root.number < root.to
            onClicked: root.numberEdited(root.number + 1)
        }
    }

    Flow {
        Layout.fillWidth: true
        visible: root.kind === "choice" || root.kind === "set"
        spacing: 4

        Repeater {
            model: root.kind === "choice" || root.kind === "set" ? root.choices : []

            delegate: ActionButton {
                required property var modelData

                objectName: "theosisPackChoice-" + root.key + "-" + modelData.value
                font.pixelSize: Theme.fontSmall
                iconPath: root.kind === "set" && checked ? Icons.check : ""
                checked: root.kind === "set" ? root.members.indexOf(modelData.value) >= 0 : root.text === modelData.value
                text: modelData.text
                onClicked: {
                    if (root.kind === "set")
                        root.toggled(modelData.value);
                    else
                        root.textEdited(modelData.value);
                }
            }
        }
    }

    ToggleSwitch {
        Layout.fillWidth: true
        objectName: "theosisPackFlag-" + root.key
        visible: root.kind === "flag"
        text: root.label
        checked: root.kind === "flag" && root.checked
        onToggled: root.flagEdited(checked)
    }
}
