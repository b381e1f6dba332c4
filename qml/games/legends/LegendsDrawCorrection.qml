import QtQuick
import Arbiter

// The heroes the app turned up from a Team deck this turn (a replacement or
// a returned Support): the real deck is the authority, so each says which
// card the app drew and offers the deck's other heroes, one tap each.
SurfaceCard {
    id: root

    property LegendsTableModel table
    // A hero card of the real deck that the pack lacks is typed there.
    property NewCardOffers newCards
    property NewCardDialog newCardDialog

    implicitHeight: column.implicitHeight + 2 * padding

    // Positioners over rows kept by position (see LegendsSetupPanel).
    Column {
        id: column

        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: root.padding
        spacing: Theme.spacing

        Repeater {
            model: root.table.drawCorrections

            delegate: Column {
                id: draw

                required property int index
                required property var value
                // The alternatives show once the player says the real deck differed.
                property bool open: false

                width: column.width
                spacing: Theme.gap

                BodyLabel {
                    width: draw.width
                    text: qsTr("The app turned up %1 from %2's Team deck.").arg(draw.value.heroName).arg(draw.value.playerName)
                }

                ActionButton {
                    objectName: "legendsDrawOther-" + draw.value.hero
                    visible: !draw.open
                    text: qsTr("The real deck turned up another hero…")
                    font.pixelSize: Theme.fontSmall
                    onClicked: draw.open = true
                }

                BodyLabel {
                    width: draw.width
                    visible: draw.open
                    text: qsTr("Tap the hero the real Team deck turned up:")
                }

                BodyLabel {
                    width: draw.width
                    visible: draw.open && root.table.packCheck.length > 0
                    muted: true
                    text: qsTr("Marked in the pack: %1").arg(root.table.packCheck)
                }

                Flow {
                    width: draw.width
                    visible: draw.open
                    spacing: Theme.gap

                    Repeater {
                        model: draw.open ? (draw.value.alternatives || []).length : 0

                        delegate: ActionButton {
                            required property int index
                            readonly property var modelData: draw.value.alternatives[index] || {}

                            objectName: "legendsDrawActual-" + draw.value.hero + "-" + modelData.id
                            text: qsTr("%1 · Strength %2 · Max HP %3").arg(modelData.name).arg(modelData.strength).arg(modelData.maxHp)
                            Accessible.name: qsTr("The real deck turned up %1").arg(modelData.name)
                            font.pixelSize: Theme.fontSmall
                            onClicked: {
                                // The correction refills the list under this button
                                // while the handler runs: take what it needs first.
                                const row = draw;
                                const hero = draw.value.hero;
                                const actual = modelData.id;
                                if (root.table.correctDraw(hero, actual))
                                    row.open = false;
                            }
                        }
                    }

                    ActionButton {
                        readonly property var entry: root.newCards && root.newCards.entries ? root.newCards.entryFor(draw.value.player) : ({})

                        objectName: "legendsDrawNewHero-" + draw.value.hero
                        visible: entry.index !== undefined && root.newCardDialog !== null
                        text: qsTr("A card the list lacks…")
                        Accessible.name: qsTr("%1's real deck holds a hero card the list lacks").arg(draw.value.playerName)
                        font.pixelSize: Theme.fontSmall
                        onClicked: root.newCardDialog.openFor(entry)
                    }

                    ActionButton {
                        text: qsTr("Cancel")
                        font.pixelSize: Theme.fontSmall
                        onClicked: draw.open = false
                    }
                }
            }
        }
    }
}
