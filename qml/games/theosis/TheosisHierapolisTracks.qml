import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The three alignment tracks: each marker between its two alignments, and
// the gold per step it would put on the mats of the heroes it leans to.
SurfaceCard {
    id: root

    required property TheosisHierapolisController table

    implicitHeight: column.implicitHeight + 2 * padding

    TheosisPrepLabels {
        id: labels
    }

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: root.padding
        spacing: Theme.gap

        HeadingLabel {
            Layout.fillWidth: true
            text: qsTr("Alignment tracks")
        }

        Repeater {
            model: root.table.tracks

            delegate: ColumnLayout {
                id: track

                required property var value
                readonly property var row: track.value

                Layout.fillWidth: true
                spacing: 4

                // The two alignments above their track, so the steps get the
                // whole width and stay at least a finger wide.
                RowLayout {
                    Layout.fillWidth: true
                    spacing: Theme.gap

                    Label {
                        Layout.fillWidth: true
                        text: labels.alignmentName(track.row.first)
                        font.pixelSize: Theme.fontSmall
                        font.bold: track.row.position > 0
                        color: Theme.text
                        elide: Text.ElideRight
                    }

                    Label {
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignRight
                        text: labels.alignmentName(track.row.second)
                        font.pixelSize: Theme.fontSmall
                        font.bold: track.row.position < 0
                        color: Theme.text
                        elide: Text.ElideRight
                    }
                }

                Item {
                    id: steps

                    readonly property int count: 2 * track.row.limit + 1
                    readonly property int spacing: 4

                    Layout.fillWidth: true
                    Layout.minimumWidth: steps.count * Theme.touch + (steps.count - 1) * steps.spacing
                    implicitHeight: Theme.touch

                    Row {
                        anchors.fill: parent
                        spacing: steps.spacing

                        Repeater {
                            model: steps.count

                            delegate: Rectangle {
                                required property int index
                                // Leftmost box: the first alignment's end.
                                readonly property int step: track.row.limit - index

                                objectName: "track" + track.row.index + "step" + step
                                width: Math.max(Theme.touch, (steps.width - steps.spacing * (steps.count - 1)) / Math.max(1, steps.count))
                                height: Theme.touch
                                radius: 6
                                color: step === track.row.position ? Theme.accent : (step === 0 ? Theme.surfaceRaised : Theme.background)
                                border.width: 1
                                border.color: Theme.outline

                                Label {
                                    anchors.centerIn: parent
                                    text: step === 0 ? "0" : String(Math.abs(step))
                                    font.pixelSize: Theme.fontBody
                                    color: step === track.row.position ? Theme.onAccent : Theme.textMuted
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
