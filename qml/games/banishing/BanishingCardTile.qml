import QtQuick
import QtQuick.Controls
import Arbiter

// One card of The Banishing as the table sees it: its colour as a stripe and
// its name in words (colour is never the only sign), undead with their
// damage, items with their kind. `compact` is the chip used in hands and
// wound rows; the full tile sits in the Void.
Rectangle {
    id: root

    // A banishingCard of BanishingTableController (an empty `card`: an empty place).
    property var card: ({})
    property bool compact: false
    // Cards in the stack under this one, the top included.
    property int stackHeight: 1
    property bool waiting: false
    property bool highlighted: false
    readonly property bool empty: !root.card || !root.card.card
    readonly property string kind: root.empty ? "" : root.card.kind
    readonly property color stripe: {
        if (root.empty)
            return Theme.outline;
        if (root.kind === "undead")
            return Theme.text;
        if (root.kind === "item")
            return Theme.textMuted;
        switch (root.card.color) {
        case "red":
            return Theme.danger;
        case "green":
            return Theme.success;
        case "blue":
            return Theme.accent;
        }
        return Theme.textMuted;
    }
    readonly property string detail: {
        if (root.empty)
            return "";
        if (root.kind === "undead")
            return qsTr("Undead · %1 damage").arg(root.card.damage);
        if (root.kind === "item")
            return qsTr("Item");
        return root.card.symbolName || root.card.symbol || "";
    }

    implicitWidth: root.compact ? chipLabel.implicitWidth + 26 : 150
    implicitHeight: root.compact ? 34 : 92
    radius: root.compact ? 8 : Theme.radius
    color: root.highlighted ? Theme.accentSoft : (root.kind === "undead" ? Theme.dangerSoft : Theme.surfaceRaised)
    border.width: root.highlighted ? 3 : 1
    border.color: root.highlighted ? Theme.accent : Theme.outline
    // What a screen reader says for the card; a place that takes taps adds where it is.
    readonly property string spokenName: root.empty ? qsTr("Empty") : root.card.name + (root.detail.length > 0 ? ", " + root.detail : "")

    Accessible.name: root.spokenName

    Rectangle {
        x: root.border.width
        y: root.border.width
        width: root.compact ? 7 : 10
        height: parent.height - 2 * root.border.width
        radius: 3
        visible: !root.empty
        color: root.stripe
    }

    Label {
        id: chipLabel

        visible: root.compact
        anchors.verticalCenter: parent.verticalCenter
        x: 16
        width: parent.width - 22
        text: root.empty ? "" : (root.kind === "undead" ? qsTr("%1 (%2)").arg(root.card.name).arg(root.card.damage) : root.card.name)
        font.pixelSize: Theme.fontSmall
        font.bold: root.kind !== "symbol"
        color: Theme.text
        elide: Text.ElideRight
    }

    Column {
        visible: !root.compact
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.verticalCenter: parent.verticalCenter
        anchors.leftMargin: 18
        anchors.rightMargin: 8
        spacing: 2

        Label {
            width: parent.width
            text: root.waiting ? qsTr("Waiting…") : (root.empty ? qsTr("Empty") : root.card.name)
            font.pixelSize: Theme.fontBody
            font.bold: !root.empty
            color: root.empty ? Theme.textMuted : Theme.text
            elide: Text.ElideRight
        }

        Label {
            width: parent.width
            visible: root.detail.length > 0
            text: root.detail
            font.pixelSize: Theme.fontSmall
            color: root.kind === "undead" ? Theme.danger : Theme.textMuted
            elide: Text.ElideRight
        }
    }

    Rectangle {
        visible: !root.compact && root.stackHeight > 1
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 6
        width: stackLabel.implicitWidth + 12
        height: 24
        radius: 12
        color: Theme.accent

        Label {
            id: stackLabel

            anchors.centerIn: parent
            text: qsTr("×%1").arg(root.stackHeight)
            font.pixelSize: Theme.fontSmall
            font.bold: true
            color: Theme.onAccent
        }
    }
}
