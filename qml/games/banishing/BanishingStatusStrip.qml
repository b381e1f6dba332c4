import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// How the game stands, readable across the table: the round, the piles and
// the Banishing's progress towards closing the Void.
SurfaceCard {
    id: root

    required property BanishingTableController table

    readonly property var cells: [
        {
            "label": qsTr("Round"),
            "value": qsTr("%1 of %2").arg(root.table.round).arg(root.table.lastRound)
        },
        {
            "label": root.table.tableDeck ? qsTr("Deck (table)") : qsTr("Deck"),
            "value": String(root.table.deckCount)
        },
        {
            "label": qsTr("Discard"),
            "value": String(root.table.discardCount)
        },
        {
            "label": qsTr("Banishing"),
            "value": qsTr("%1 of %2").arg(root.table.banishingCount).arg(root.table.banishingGoal)
        }
    ]

    implicitHeight: layout.implicitHeight + 2 * padding

    ColumnLayout {
        id: layout

        anchors.fill: parent
        anchors.margins: root.padding
        spacing: Theme.gap

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            // Four fixed cells whose values change: counted, so the layout
            // keeps them (see BanishingVoidGrid).
            Repeater {
                model: root.cells.length

                delegate: ColumnLayout {
                    required property int index
                    readonly property var modelData: root.cells[index] ?? {
                        "label": "",
                        "value": ""
                    }

                    Layout.fillWidth: true
                    spacing: 0

                    Label {
                        Layout.fillWidth: true
                        text: modelData.label
                        font.pixelSize: Theme.fontSmall
                        color: Theme.textMuted
                        elide: Text.ElideRight
                    }

                    Label {
                        Layout.fillWidth: true
                        text: modelData.value
                        font.pixelSize: Theme.fontTitle
                        font.bold: true
                        color: Theme.text
                        elide: Text.ElideRight
                    }
                }
            }
        }

        // One pip per card the Banishing needs.
        RowLayout {
            Layout.fillWidth: true
            spacing: 4
            Accessible.name: qsTr("Banishing: %1 of %2 cards").arg(root.table.banishingCount).arg(root.table.banishingGoal)

            Repeater {
                model: root.table.banishingGoal

                delegate: Rectangle {
                    required property int index

                    Layout.fillWidth: true
                    implicitHeight: 12
                    radius: 6
                    color: index < root.table.banishingCount ? Theme.accent : Theme.surfaceRaised
                    border.width: 1
                    border.color: index < root.table.banishingCount ? Theme.accent : Theme.outline
                }
            }
        }
    }
}
