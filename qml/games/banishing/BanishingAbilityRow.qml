import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// One unique ability of the active character: what it costs, what it does,
// the set from the hand that would pay for it, and the button that uses it.
// Without a set the button stays tappable so the refusal can say what is
// missing and link its rule; when the engine refuses the ability whatever the
// set (an exhausted character), the row says why and the button is off.
RowLayout {
    id: root

    // An ability map of BanishingTableController.
    required property var ability
    // Table mode: the player whose phone holds the hand (empty: the tablet
    // shows it). The tablet then says nothing of the hand, not even whether
    // it holds a set: the engine checks the payment when the ability is used.
    property string handKeptBy: ""
    readonly property bool handHidden: root.handKeptBy.length > 0
    readonly property bool ready: root.ability.allowed && (root.handHidden || root.ability.affordable)
    readonly property string costText: root.ability.level === 2 ? qsTr("Level 2: three %1 cards of one symbol").arg(root.ability.colorName || root.ability.color) : qsTr("Level 1: three %1 cards").arg(root.ability.colorName || root.ability.color)

    signal useRequested(string ability)

    spacing: Theme.gap

    BanishingCardTile {
        Layout.preferredWidth: 12
        Layout.fillHeight: true
        compact: true
        card: ({
                "card": root.ability.ability,
                "kind": "symbol",
                "color": root.ability.color,
                "name": ""
            })
    }

    ColumnLayout {
        Layout.fillWidth: true
        spacing: 0

        Label {
            Layout.fillWidth: true
            text: root.ability.toBanishing ? qsTr("%1 (to the Banishing)").arg(root.ability.name) : root.ability.name
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: Theme.text
            elide: Text.ElideRight
        }

        Label {
            Layout.fillWidth: true
            text: root.costText
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
            wrapMode: Text.Wrap
        }

        Label {
            Layout.fillWidth: true
            text: root.ability.effect
            font.pixelSize: Theme.fontSmall
            color: Theme.text
            wrapMode: Text.Wrap
        }

        Label {
            Layout.fillWidth: true
            objectName: "abilityRefusal-" + root.ability.ability
            visible: !root.ability.allowed && root.ability.refusal.length > 0
            text: root.ability.refusal
            font.pixelSize: Theme.fontSmall
            font.bold: true
            color: Theme.danger
            wrapMode: Text.Wrap
        }

        Label {
            Layout.fillWidth: true
            objectName: "abilityPayment-" + root.ability.ability
            visible: root.ability.allowed
            text: root.handHidden ? qsTr("Paid from the hand on %1's phone").arg(root.handKeptBy)
                : root.ability.affordable ? (root.ability.wand ? qsTr("Pays with %1 and the Wand").arg(root.ability.cards.join(", ")) : qsTr("Pays with %1").arg(root.ability.cards.join(", "))) : qsTr("No set for it in the hand")
            font.pixelSize: Theme.fontSmall
            color: root.ability.affordable && !root.handHidden ? Theme.success : Theme.textMuted
            wrapMode: Text.Wrap
        }
    }

    ActionButton {
        objectName: "ability-" + root.ability.ability
        Layout.alignment: Qt.AlignVCenter
        kind: root.ready ? ActionButton.Primary : ActionButton.Secondary
        // Allowed by the rules and paid for by a set in the hand; without
        // one the engine would only refuse the tap.
        enabled: root.ready
        text: qsTr("Use")
        Accessible.name: qsTr("Use %1").arg(root.ability.name)
        onClicked: root.useRequested(root.ability.ability)
    }
}
