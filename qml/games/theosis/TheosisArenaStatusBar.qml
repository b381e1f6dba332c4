import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Above the board: the Arena turn counter (1 to 9) and the ranking strip,
// highest rank first, with whoever acts now raised and paralysed heroes'
// tokens shown flipped.
ColumnLayout {
    id: root

    required property TheosisArenaController controller
    readonly property var sideColors: [Theme.accent, Theme.danger, Theme.success, Qt.darker(Theme.accent, 1.5), Qt.darker(Theme.danger, 1.5), Qt.darker(Theme.success, 1.5)]

    spacing: Theme.gap

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.gap

        Label {
            objectName: "theosisTurn"
            text: root.controller.turn > 0 ? qsTr("Turn %1 of %2").arg(root.controller.turn).arg(root.controller.lastTurn)
                                           : qsTr("Heroes enter; %1 turns follow").arg(root.controller.lastTurn)
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.text
        }

        Row {
            Layout.alignment: Qt.AlignVCenter
            spacing: 4

            Repeater {
                model: root.controller.lastTurn

                Rectangle {
                    id: pip

                    required property int index

                    width: 14
                    height: 14
                    radius: 7
                    color: pip.index + 1 < root.controller.turn ? Theme.textMuted : pip.index + 1 === root.controller.turn ? Theme.accent : "transparent"
                    border.width: 1
                    border.color: Theme.outline
                }
            }
        }

        Item {
            Layout.fillWidth: true
        }
    }

    Flow {
        Layout.fillWidth: true
        spacing: 4
        visible: root.controller.ranking.count > 0

        Repeater {
            model: root.controller.ranking

            Rectangle {
                id: chip

                // The whole row, for its id (a property cannot be named "id").
                required property var value
                required property int rank
                required property string name
                required property int side
                required property bool acting
                required property bool acted
                required property bool paralysed
                required property bool standing

                objectName: "theosisRank_" + chip.value.id
                // As wide as the label in bold, whether or not this hero acts:
                // a chip growing as its hero's turn came re-wrapped the strip
                // and moved the board below it.
                width: Math.ceil(boldLabel.advanceWidth) + 2 * Theme.gap + 14
                height: Math.max(Theme.touch, chipLabel.implicitHeight + 2 * Theme.gap)
                radius: height / 2
                opacity: chip.standing ? 1 : 0.45
                color: chip.acting ? Theme.accentSoft : chip.paralysed ? Theme.surfaceRaised : Theme.surface
                border.width: chip.acting ? 3 : 1
                border.color: chip.acting ? Theme.accent : Theme.outline

                Rectangle {
                    x: Theme.gap
                    anchors.verticalCenter: parent.verticalCenter
                    width: 10
                    height: 10
                    radius: 5
                    color: root.sideColors[chip.side % root.sideColors.length]
                }

                TextMetrics {
                    id: boldLabel

                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    text: chipLabel.text
                }

                Label {
                    id: chipLabel

                    x: Theme.gap + 14
                    anchors.verticalCenter: parent.verticalCenter
                    text: chip.paralysed ? qsTr("%1. %2 (flipped)").arg(chip.rank).arg(chip.name.split(" ")[0])
                                         : qsTr("%1. %2").arg(chip.rank).arg(chip.name.split(" ")[0])
                    font.pixelSize: Theme.fontSmall
                    font.bold: chip.acting
                    font.strikeout: !chip.standing
                    color: chip.acted ? Theme.textMuted : Theme.text
                }
            }
        }
    }
}
