import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// One ability of a card in the card editor: name, kind, when a triggered one
// may be used, which heroes a triggered or functional one may act on, what a
// functional one costs, its text, and who carries that text out: the app
// (the pack's computed effects) or the players by hand, with the one-tap
// corrections the table then offers (LegendsByHandChoice). Edits go straight
// into `ability` (the editor's working copy); `edited` tells the page.
ColumnLayout {
    id: root

    property string title
    property var ability: ({})
    property int revision: 0
    // The pack's German texts keyed by the English they replace (see
    // app/content/ContentText.h); null leaves the German fields out.
    property var german: null
    readonly property var kinds: ["triggered", "functional", "continuous"]
    readonly property var triggers: ["attacked", "precise_attacked", "mass_attacked", "attacking", "precise_attacking", "mass_attacking", "damaged", "destroyed", "turn_start", "other"]
    readonly property var targetChoices: ["any", "team", "self"]

    signal edited

    // Changing the English keeps its German with it. Typed key by key, the
    // English may be empty on the way: the German waits under "" until then.
    function setEnglish(field: string, value: string) {
        const old = (root.ability[field] || "").trim();
        root.ability[field] = value;
        const next = value.trim();
        if (root.german && old !== next && root.german[old] !== undefined && root.german[next] === undefined) {
            root.german[next] = root.german[old];
            delete root.german[old];
        }
        root.edited();
    }

    function setGerman(field: string, value: string) {
        const english = (root.ability[field] || "").trim();
        if (!root.german || english.length === 0)
            return;
        if (value.trim().length > 0)
            root.german[english] = value.trim();
        else
            delete root.german[english];
        root.edited();
    }

    function setKind(kind: string) {
        root.ability.kind = kind;
        if (kind !== "triggered")
            delete root.ability.trigger;
        if (kind !== "functional")
            delete root.ability.cost;
        // The game refuses these on a continuous ability, and the editor
        // shows no field to take a computed effect off again.
        if (kind === "continuous") {
            delete root.ability.targets;
            delete root.ability.effects;
            delete root.ability.roll_min;
        }
        root.revision++;
        root.edited();
    }

    spacing: 4

    LegendsLabels {
        id: labels
    }

    Label {
        Layout.fillWidth: true
        text: root.title
        font.pixelSize: Theme.fontBody
        font.bold: true
        color: Theme.text
    }

    InputField {
        Layout.fillWidth: true
        placeholderText: qsTr("Ability name")
        languageTag: qsTr("EN")
        text: root.ability.name || ""
        onTextEdited: root.setEnglish("name", text)
    }

    InputField {
        Layout.fillWidth: true
        visible: root.german !== null
        placeholderText: qsTr("Ability name in German")
        languageTag: qsTr("DE")
        text: root.german ? (root.german[(root.ability.name || "").trim()] || "") : ""
        onTextEdited: root.setGerman("name", text)
    }

    Flow {
        Layout.fillWidth: true
        spacing: 4

        Repeater {
            model: root.kinds

            delegate: ActionButton {
                required property string modelData

                text: labels.kindName(modelData)
                font.pixelSize: Theme.fontSmall
                checked: (root.revision, root.ability.kind === modelData)
                onClicked: root.setKind(modelData)
            }
        }
    }

    Flow {
        Layout.fillWidth: true
        visible: (root.revision, root.ability.kind === "triggered")
        spacing: 4

        Repeater {
            model: root.triggers

            delegate: ActionButton {
                required property string modelData

                objectName: "legendsTrigger-" + modelData
                text: labels.triggerName(modelData)
                font.pixelSize: Theme.fontSmall
                checked: (root.revision, (root.ability.trigger || "other") === modelData)
                onClicked: {
                    root.ability.trigger = modelData;
                    root.revision++;
                    root.edited();
                }
            }
        }
    }

    BodyLabel {
        Layout.fillWidth: true
        visible: targetsRow.visible
        text: qsTr("Acts on")
    }

    Flow {
        id: targetsRow

        objectName: "targetsChoice"
        Layout.fillWidth: true
        visible: (root.revision, root.ability.kind === "triggered" || root.ability.kind === "functional")
        spacing: 4

        Repeater {
            model: root.targetChoices

            delegate: ActionButton {
                required property string modelData

                objectName: "legendsTargets-" + modelData
                text: labels.targetsName(modelData)
                font.pixelSize: Theme.fontSmall
                checked: (root.revision, (root.ability.targets || "any") === modelData)
                onClicked: {
                    // "any" is the game's default: the pack leaves it out.
                    if (modelData === "any")
                        delete root.ability.targets;
                    else
                        root.ability.targets = modelData;
                    root.revision++;
                    root.edited();
                }
            }
        }
    }

    RowLayout {
        Layout.fillWidth: true
        visible: (root.revision, root.ability.kind === "functional")
        spacing: Theme.gap

        BodyLabel {
            text: qsTr("Cost in MP")
        }

        InputField {
            Layout.preferredWidth: 100
            inputMethodHints: Qt.ImhDigitsOnly
            Accessible.name: qsTr("Cost in MP")
            text: root.ability.cost !== undefined ? String(root.ability.cost) : "0"
            onTextEdited: {
                const value = parseInt(text, 10);
                root.ability.cost = isNaN(value) ? text : value;
                root.edited();
            }
        }
    }

    InputField {
        Layout.fillWidth: true
        placeholderText: qsTr("What it does")
        languageTag: qsTr("EN")
        text: root.ability.text || ""
        onTextEdited: root.setEnglish("text", text)
    }

    InputField {
        objectName: "germanText"
        Layout.fillWidth: true
        visible: root.german !== null
        placeholderText: qsTr("What it does, in German")
        languageTag: qsTr("DE")
        text: root.german ? (root.german[(root.ability.text || "").trim()] || "") : ""
        onTextEdited: root.setGerman("text", text)
    }

    LegendsByHandChoice {
        objectName: "legendsAbilityHandling"
        Layout.fillWidth: true
        holder: root.ability
        outerRevision: root.revision
        // The editor keeps a pack's computed effects but does not write them.
        isComputed: ability => (ability.effects || []).length > 0
        onEdited: root.edited()
    }
}
