import QtQuick
import QtQuick.Layouts
import Arbiter

// Each player's three Cores (ready or exhausted), champions' hitpoints and card counts.
SurfaceCard {
    id: root

    required property BrawlTableController controller

    implicitHeight: playersColumn.implicitHeight + 2 * padding

    // A positioner, not a layout: closing or undoing takes players away while
    // the card may be hidden, and a Qt 6.4 layout keeps hidden items it was
    // never told are gone (a crash at the next resize).
    Column {
        id: playersColumn

        anchors.fill: parent
        anchors.margins: parent.padding
        spacing: Theme.spacing

        // Stable delegates: a side's row changes in place, and its players are
        // read by index, so a chip under the finger is kept (see BrawlTrackCard).
        Repeater {
            model: root.controller.sides

            delegate: Repeater {
                id: sideRepeater

                required property int side
                required property var players

                model: players.length

                delegate: ColumnLayout {
                    id: playerColumn

                    required property int index
                    readonly property var modelData: sideRepeater.players[index]
                                                     ?? ({ "id": "", "name": "", "hand": 0, "deck": 0, "discard": 0, "active": false,
                                                           "cores": [] })

                    width: playersColumn.width
                    spacing: Theme.gap

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.gap

                        Rectangle {
                            width: 14
                            height: 14
                            radius: 7
                            color: sideRepeater.side === 0 ? Theme.accent : Theme.danger
                        }

                        HeadingLabel {
                            Layout.fillWidth: true
                            text: playerColumn.modelData.active ? qsTr("%1 (to play)").arg(playerColumn.modelData.name) : playerColumn.modelData.name
                        }
                    }

                    Flow {
                        Layout.fillWidth: true
                        spacing: Theme.gap

                        Repeater {
                            model: playerColumn.modelData.cores.length

                            delegate: Rectangle {
                                id: coreChip

                                required property int index
                                readonly property var modelData: playerColumn.modelData.cores[index] ?? ({ "core": "", "exhausted": false })

                                width: coreLabel.implicitWidth + 2 * Theme.spacing
                                height: 40
                                radius: 20
                                color: coreChip.modelData.exhausted ? "transparent" : Theme.accentSoft
                                border.width: 1
                                border.color: coreChip.modelData.exhausted ? Theme.outline : Theme.accent

                                BodyLabel {
                                    id: coreLabel

                                    anchors.centerIn: parent
                                    muted: coreChip.modelData.exhausted
                                    font.strikeout: coreChip.modelData.exhausted
                                    text: {
                                        switch (coreChip.modelData.core) {
                                        case "destruction":
                                            return qsTr("Destruction");
                                        case "creation":
                                            return qsTr("Creation");
                                        }
                                        return qsTr("Manipulation");
                                    }
                                }
                            }
                        }
                    }

                    // Each champion's hitpoints: a tap opens the pad for its damage, so
                    // any champion takes any amount in two taps.
                    Flow {
                        Layout.fillWidth: true
                        spacing: Theme.gap

                        Repeater {
                            // Every champion's row, shown under its owner: a change of damage
                            // updates that one button, the others are not rebuilt.
                            model: root.controller.champions

                            delegate: ActionButton {
                                required property var model
                                readonly property bool mine: model.owner === playerColumn.modelData.id

                                visible: mine
                                objectName: mine ? "championHp-" + model.id : ""
                                text: qsTr("%1 %2/%3 HP").arg(model.name).arg(model.remaining).arg(model.hitpoints)
                                Accessible.name: qsTr("%1: %2 of %3 HP left, change the damage").arg(model.name).arg(model.remaining).arg(model.hitpoints)
                                onClicked: TableSheets.openCounterPad(model.id, model.name, "damage", qsTr("Damage"))
                            }
                        }
                    }

                    BodyLabel {
                        Layout.fillWidth: true
                        muted: true
                        text: qsTr("Hand %1 · deck %2 · discard %3").arg(playerColumn.modelData.hand).arg(playerColumn.modelData.deck).arg(playerColumn.modelData.discard)
                    }
                }
            }
        }
    }
}
