import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// One character at the table: who plays it, its damage against stamina and
// health, its wounds, items and hand, and which side of the sheet is up.
SurfaceCard {
    id: root

    // Both row labels share the wider one's width, so German ("Gegenstände")
    // never runs into the cards beside it.
    readonly property real rowLabelWidth: Math.max(74, woundsLabel.implicitWidth, itemsLabel.implicitWidth)

    // A character map of BanishingTableController.
    required property var character
    property bool handShown: root.character.active
    readonly property bool playing: root.character.active === true
    property int handLimit: 8

    implicitHeight: layout.implicitHeight + 2 * padding
    // The panel outlives turns: whoever's turn begins shows their hand again.
    onPlayingChanged: root.handShown = root.playing
    border.width: root.character.active ? 3 : 1
    border.color: root.character.active ? Theme.accent : Theme.outline

    ColumnLayout {
        id: layout

        anchors.fill: parent
        anchors.margins: root.padding
        spacing: Theme.gap

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap

            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0

                Label {
                    Layout.fillWidth: true
                    text: root.character.name
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    color: Theme.text
                    elide: Text.ElideRight
                }

                Label {
                    Layout.fillWidth: true
                    text: root.character.active ? qsTr("%1 · their turn").arg(root.character.player) : root.character.player
                    font.pixelSize: Theme.fontSmall
                    color: root.character.active ? Theme.accent : Theme.textMuted
                    font.bold: root.character.active
                    elide: Text.ElideRight
                }
            }

            Rectangle {
                visible: root.character.exhausted || root.character.dead
                implicitWidth: sideLabel.implicitWidth + 2 * Theme.gap
                implicitHeight: 32
                radius: 16
                color: root.character.dead ? Theme.danger : Theme.dangerSoft
                border.width: 1
                border.color: Theme.danger

                Label {
                    id: sideLabel

                    anchors.centerIn: parent
                    text: root.character.dead ? qsTr("Dead") : qsTr("Exhausted: shared abilities only")
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    color: root.character.dead ? Theme.onDanger : Theme.danger
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            // A tap on a meter opens the pad for its counter: any change in one more tap.
            AbstractButton {
                id: staminaButton

                objectName: "staminaMeter-" + root.character.id
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                implicitHeight: Math.max(Theme.touch, staminaMeter.implicitHeight + 8)
                Accessible.role: Accessible.Button
                Accessible.name: qsTr("%1: damage %2 of stamina %3, change the stamina").arg(root.character.name).arg(root.character.damage).arg(root.character.stamina)
                onClicked: TableSheets.openCounterPad(root.character.id, root.character.name, "stamina", qsTr("Stamina"))

                contentItem: Item {
                    BanishingMeter {
                        id: staminaMeter

                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                        label: root.character.armor ? qsTr("Damage / stamina (Armor +1)") : qsTr("Damage / stamina")
                        damage: root.character.damage
                        limit: root.character.stamina
                    }
                }

                background: Rectangle {
                    radius: 6
                    color: Theme.text
                    opacity: staminaButton.down ? 0.12 : 0
                }
            }

            AbstractButton {
                id: healthButton

                objectName: "healthMeter-" + root.character.id
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                implicitHeight: Math.max(Theme.touch, healthMeter.implicitHeight + 8)
                Accessible.role: Accessible.Button
                Accessible.name: qsTr("%1: damage %2 of health %3, change the health").arg(root.character.name).arg(root.character.damage).arg(root.character.health)
                onClicked: TableSheets.openCounterPad(root.character.id, root.character.name, "health", qsTr("Health"))

                contentItem: Item {
                    BanishingMeter {
                        id: healthMeter

                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                        label: qsTr("Damage / health")
                        damage: root.character.damage
                        limit: root.character.health
                    }
                }

                background: Rectangle {
                    radius: 6
                    color: Theme.text
                    opacity: healthButton.down ? 0.12 : 0
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap

            Label {
                id: woundsLabel

                Layout.preferredWidth: root.rowLabelWidth
                text: qsTr("Wounds")
                font.pixelSize: Theme.fontSmall
                color: Theme.textMuted
            }

            Flow {
                Layout.fillWidth: true
                spacing: 6

                Label {
                    visible: root.character.wounds.length === 0
                    height: 34
                    verticalAlignment: Text.AlignVCenter
                    text: qsTr("none")
                    font.pixelSize: Theme.fontSmall
                    color: Theme.textMuted
                }

                Repeater {
                    model: root.character.wounds

                    delegate: BanishingCardTile {
                        required property var modelData

                        compact: true
                        card: modelData
                    }
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap

            Label {
                id: itemsLabel

                Layout.preferredWidth: root.rowLabelWidth
                text: qsTr("Items")
                font.pixelSize: Theme.fontSmall
                color: Theme.textMuted
            }

            Flow {
                Layout.fillWidth: true
                spacing: 6

                Label {
                    visible: root.character.items.length === 0
                    height: 34
                    verticalAlignment: Text.AlignVCenter
                    text: qsTr("none")
                    font.pixelSize: Theme.fontSmall
                    color: Theme.textMuted
                }

                Repeater {
                    model: root.character.items

                    delegate: BanishingCardTile {
                        required property var modelData

                        compact: true
                        card: modelData
                    }
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap

            Label {
                Layout.fillWidth: true
                objectName: "handSize-" + root.character.id
                // A hand kept on its player's phone shows only its size here.
                text: qsTr("Hand: %n card(s)", "", root.character.handSize) + (root.character.handOnPhone ? " · " + qsTr("on %1's phone").arg(root.character.player) : "")
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontBody
                font.bold: true
                color: root.character.handSize > root.handLimit ? Theme.danger : Theme.text
            }

            // The button with its other word, never shown: the one shown is as
            // wide as the wider of the two and stays under the finger.
            ActionButton {
                id: otherHandWord

                visible: false
                kind: ActionButton.Quiet
                text: root.handShown ? qsTr("Show cards") : qsTr("Hide cards")
            }

            ActionButton {
                Layout.preferredWidth: Math.max(implicitWidth, otherHandWord.implicitWidth)
                objectName: "showHand-" + root.character.id
                visible: !root.character.handOnPhone
                kind: ActionButton.Quiet
                text: root.handShown ? qsTr("Hide cards") : qsTr("Show cards")
                onClicked: root.handShown = !root.handShown
            }
        }

        // Hidden cards keep their place (faded out, with a word over them):
        // showing or hiding a hand moves none of the panels below it.
        Flow {
            id: handFlow

            Layout.fillWidth: true
            visible: root.character.handSize > 0 && !root.character.handOnPhone
            opacity: root.handShown ? 1 : 0
            enabled: root.handShown
            spacing: 6

            Label {
                // Over the flow, not in it or in the layout: placed by hand.
                parent: root
                x: layout.x + handFlow.x
                y: layout.y + handFlow.y
                width: handFlow.width
                height: handFlow.height
                visible: handFlow.visible && !root.handShown
                text: qsTr("%n card(s) hidden", "", root.character.handSize)
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                font.pixelSize: Theme.fontBody
                color: Theme.textMuted
            }

            Repeater {
                model: root.character.hand

                delegate: BanishingCardTile {
                    required property var modelData

                    compact: true
                    card: modelData
                }
            }
        }
    }
}
