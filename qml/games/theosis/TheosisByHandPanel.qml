import QtQuick
import QtQuick.Layouts
import Arbiter

// Texts the last action left to the table (a power, a skill, a spell, a
// monster's action carried out by hand): the panel says what the players do
// and offers the engine's one-tap corrections that record it ("1 damage to
// Ann's Curunir", "A gem on Teleport of Ben's Raug"), each logged and
// undoable. The heroes and monsters the text concerns come first; the rest
// open on request. A move waits for its hex on the board.
SurfaceCard {
    id: root

    required property TheosisByHandController byHand
    property bool everyone: false
    readonly property int othersCount: {
        let count = 0;
        for (let i = 0; i < root.byHand.groups.count; ++i)
            if (!root.byHand.groups.get(i).involved)
                ++count;
        return count;
    }

    implicitHeight: column.implicitHeight + 2 * padding
    border.width: 2
    border.color: Theme.accent

    Connections {
        target: root.byHand

        function onShownChanged() {
            root.everyone = false;
        }
    }

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: root.padding
        spacing: Theme.gap

        Repeater {
            model: root.byHand.texts

            delegate: ColumnLayout {
                required property var value

                Layout.fillWidth: true
                spacing: 4

                HeadingLabel {
                    objectName: "theosisByHandTitle"
                    Layout.fillWidth: true
                    text: qsTr("%1, by hand").arg(value.name)
                    wrapMode: Text.Wrap
                }

                BodyLabel {
                    objectName: "theosisByHandText"
                    Layout.fillWidth: true
                    text: value.instruction.length > 0 ? value.instruction : qsTr("Carry the text out at the table.")
                }
            }
        }

        BodyLabel {
            Layout.fillWidth: true
            muted: true
            text: root.byHand.groups.count > 0 ? qsTr("Do this at the table, then record each change here with one tap:")
                                               : qsTr("Do this at the table: the app tracks nothing it changes.")
        }

        // A move chosen: the board takes the hex.
        ColumnLayout {
            Layout.fillWidth: true
            visible: root.byHand.movingName.length > 0
            spacing: Theme.gap

            BodyLabel {
                objectName: "theosisByHandMoving"
                Layout.fillWidth: true
                font.bold: true
                text: qsTr("Tap the hex on the board that %1 moves to.").arg(root.byHand.movingName)
            }

            ActionButton {
                objectName: "theosisByHandCancelMove"
                text: qsTr("Cancel the move")
                onClicked: root.byHand.cancelMove()
            }
        }

        // Positioners over rows the model refills in place.
        Repeater {
            model: root.byHand.groups

            delegate: Column {
                id: group

                required property int index
                required property var value

                // Its rows take their width from the group: a preferred width of
                // their own would feed back into the layout (a binding loop).
                Layout.fillWidth: true
                Layout.preferredWidth: 0
                visible: group.value.involved || root.everyone
                spacing: 4

                BodyLabel {
                    width: group.width
                    font.bold: true
                    font.pixelSize: Theme.fontSmall
                    text: group.value.subjectName
                }

                Flow {
                    width: group.width
                    spacing: Theme.gap

                    Repeater {
                        model: group.value.corrections.length

                        // A plain tap, or a label with the values the engine lists (a
                        // stamina token, a die's face), one small tap each.
                        delegate: Item {
                            id: correctionRow

                            required property int index
                            readonly property var correction: group.value.corrections[index]
                            readonly property bool choosing: correctionRow.correction.values.length > 0

                            // Two to a line, each of one width and at least two lines
                            // high: a label that changes ("discards" and "takes back")
                            // moves no other button.
                            width: correctionRow.choosing ? group.width : Math.floor((group.width - Theme.gap) / 2)
                            height: correctionRow.choosing ? chooser.implicitHeight : tap.height

                            // A long label (German, a hero's full name) wraps inside the panel.
                            ActionButton {
                                id: tap

                                objectName: "theosisCorrection-" + group.value.subject + "-" + correctionRow.index
                                visible: !correctionRow.choosing
                                // Measured apart from the wrapped label: the label's own implicit
                                // width follows the width given to it (a binding loop otherwise).
                                implicitWidth: Math.max(Theme.touch, labelWidth.advanceWidth + 2 * Theme.spacing)
                                implicitHeight: Math.max(Theme.touch, wrapped.implicitHeight + 2 * Theme.gap,
                                                         Math.ceil(2 * labelWidth.font.pixelSize * 1.3) + 2 * Theme.gap)
                                width: correctionRow.width
                                text: correctionRow.correction.label
                                font.pixelSize: Theme.fontSmall
                                TextMetrics {
                                    id: labelWidth

                                    font: tap.font
                                    text: tap.text
                                }

                                contentItem: Text {
                                    id: wrapped

                                    text: tap.text
                                    font: tap.font
                                    color: tap.foreground
                                    wrapMode: Text.Wrap
                                    horizontalAlignment: Text.AlignHCenter
                                    verticalAlignment: Text.AlignVCenter
                                }
                                checked: correctionRow.correction.needsHex && root.byHand.movingName.length > 0
                                onClicked: correctionRow.correction.needsHex ? root.byHand.chooseMove(correctionRow.correction.action) : root.byHand.correct(correctionRow.correction.action)
                            }

                            Flow {
                                id: chooser

                                width: group.width
                                visible: correctionRow.choosing
                                spacing: Theme.gap

                                BodyLabel {
                                    id: chooserLabel

                                    width: group.width > 0 ? Math.min(chooserLabelWidth.advanceWidth + 1, group.width) : chooserLabelWidth.advanceWidth + 1
                                    height: Math.max(Theme.touch, implicitHeight)
                                    verticalAlignment: Text.AlignVCenter
                                    font.pixelSize: Theme.fontSmall
                                    text: qsTr("%1:").arg(correctionRow.correction.label)

                                    TextMetrics {
                                        id: chooserLabelWidth

                                        font: chooserLabel.font
                                        text: chooserLabel.text
                                    }
                                }

                                Repeater {
                                    model: correctionRow.correction.values.length

                                    delegate: ActionButton {
                                        required property int index

                                        objectName: "theosisCorrection-" + group.value.subject + "-" + correctionRow.index + "-" + correctionRow.correction.values[index]
                                        text: correctionRow.correction.values[index]
                                        font.pixelSize: Theme.fontSmall
                                        Accessible.name: qsTr("%1: %2").arg(correctionRow.correction.label).arg(correctionRow.correction.values[index])
                                        onClicked: root.byHand.correct(correctionRow.correction.valueActions[index])
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }

        ActionButton {
            objectName: "theosisByHandEveryone"
            visible: root.othersCount > 0
            text: root.everyone ? qsTr("Only those the text concerns") : qsTr("Other heroes, monsters and players (%1)…").arg(root.othersCount)
            onClicked: root.everyone = !root.everyone
        }
    }
}
