import QtQuick
import QtQuick.Layouts
import Arbiter

// Tokens the app drew where the real table draws too (the Market, the fast
// preparation's offer): the app's draw stands until the table enters its
// own, one tap per token the real components turned up, each one replacing
// a token the app drew. The candidates are the engine's (the option's
// inputs), so a tap never names a token the rules would refuse.
SurfaceCard {
    id: root

    required property string namePrefix
    property string title
    // TheosisItem rows: the app's draw, the table's tokens marked.
    property GadgetListModel drawn
    // TheosisItem rows: every token the draw could have turned up, in an order taps keep;
    // `drawable` ones a tap may name now, `fromTable` ones already entered.
    property GadgetListModel candidates
    property string packCheck
    // A token the pack lacks is typed there (NewCardOffers' entry for it).
    property NewCardOffers newCards
    property NewCardDialog newCardDialog
    // Bumps on every change of the session: the rows change in place.
    property int revision: 0
    // The list opens once the players say the real draw differed.
    property bool open: false

    signal picked(string item)

    implicitHeight: column.implicitHeight + 2 * padding
    // The next draw (the next turn's Market) starts closed again.
    onVisibleChanged: if (!visible)
        open = false

    function itemLabel(item: var): string {
        if (item.artifact)
            return item.kind === "weapon" ? qsTr("%1 · artifact, attack +%2, damage %3").arg(item.name).arg(item.attack).arg(item.damage) : qsTr("%1 · artifact, defense +%2").arg(item.name).arg(item.defense);
        return item.kind === "weapon" ? qsTr("%1 · damage %2").arg(item.name).arg(item.damage) : item.name;
    }

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: root.padding
        spacing: Theme.gap

        HeadingLabel {
            Layout.fillWidth: true
            text: root.title
        }

        BodyLabel {
            objectName: root.namePrefix + "Drawn"
            Layout.fillWidth: true
            text: {
                const app = [];
                const table = [];
                for (let i = 0; root.revision >= 0 && root.drawn && i < root.drawn.count; ++i) {
                    const item = root.drawn.get(i);
                    (item.fromTable ? table : app).push(item.name);
                }
                if (table.length === 0)
                    return qsTr("The app drew: %1.").arg(app.join(", "));
                if (app.length === 0)
                    return qsTr("Entered from the table: %1.").arg(table.join(", "));
                return qsTr("Entered from the table: %1. Still the app's draw: %2.").arg(table.join(", ")).arg(app.join(", "));
            }
        }

        ActionButton {
            objectName: root.namePrefix + "Open"
            visible: !root.open
            text: qsTr("Enter the tokens the table drew…")
            onClicked: root.open = true
        }

        BodyLabel {
            Layout.fillWidth: true
            visible: root.open
            text: qsTr("Tap each token the real components show; each one takes the place of a token the app drew.")
        }

        BodyLabel {
            Layout.fillWidth: true
            visible: root.open && root.packCheck.length > 0
            muted: true
            font.pixelSize: Theme.fontSmall
            text: qsTr("Marked in the pack: %1").arg(root.packCheck)
        }

        // A positioner over delegates the model refills in place.
        Flow {
            Layout.fillWidth: true
            visible: root.open
            spacing: Theme.gap

            Repeater {
                model: root.open ? root.candidates : null

                delegate: ActionButton {
                    required property var value

                    objectName: root.namePrefix + "-" + value.id
                    enabled: value.drawable
                    checked: value.fromTable
                    text: root.itemLabel(value)
                    Accessible.name: qsTr("The table drew %1").arg(value.name)
                    font.pixelSize: Theme.fontSmall
                    onClicked: root.picked(value.id)
                }
            }

            ActionButton {
                readonly property var entry: root.newCards && root.newCards.entries ? root.newCards.entryFor("") : ({})

                objectName: root.namePrefix + "NewToken"
                visible: entry.index !== undefined && root.newCardDialog !== null
                text: qsTr("A token the list lacks…")
                font.pixelSize: Theme.fontSmall
                onClicked: root.newCardDialog.openFor(entry)
            }
        }
    }
}
