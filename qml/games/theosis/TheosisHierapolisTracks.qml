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

            delegate: RowLayout {
                id: track

                required property var modelData

                Layout.fillWidth: true
                spacing: Theme.gap

                Label {
                    Layout.preferredWidth: 110
                    text: labels.alignmentName(track.modelData.first)
                    font.pixelSize: Theme.fontSmall
                    font.bold: track.modelData.value > 0
                    color: Theme.text
                    elide: Text.ElideRight
                }

                Repeater {
                    model: 2 * track.modelData.limit + 1

                    delegate: Rectangle {
                        required property int index
                        // Leftmost box: the first alignment's end.
                        readonly property int step: track.modelData.limit - index

                        objectName: "track" + track.modelData.index + "step" + step
                        Layout.fillWidth: true
                        Layout.preferredHeight: 28
                        radius: 6
                        color: step === track.modelData.value ? Theme.accent : (step === 0 ? Theme.surfaceRaised : Theme.background)
                        border.width: 1
                        border.color: Theme.outline

                        Label {
                            anchors.centerIn: parent
                            text: step === 0 ? "0" : String(Math.abs(step))
                            font.pixelSize: Theme.fontSmall
                            color: step === track.modelData.value ? Theme.onAccent : Theme.textMuted
                        }
                    }
                }

                Label {
                    Layout.preferredWidth: 110
                    horizontalAlignment: Text.AlignRight
                    text: labels.alignmentName(track.modelData.second)
                    font.pixelSize: Theme.fontSmall
                    font.bold: track.modelData.value < 0
                    color: Theme.text
                    elide: Text.ElideRight
                }
            }
        }
    }
}
