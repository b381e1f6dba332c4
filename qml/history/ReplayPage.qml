import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A saved session stepped through action by action, read-only: a slider,
// previous and next, a jump to a round, and the figures and numbers of the
// game as they stood after that step.
Page {
    id: root

    property alias sessionId: replay.sessionId
    readonly property bool portrait: height > width

    signal backRequested

    background: Rectangle {
        color: Theme.background
    }

    ReplayView {
        id: replay

        library: SessionLibrary
    }

    header: PageHeader {
        showBack: true
        title: qsTr("Replay")
        subtitle: qsTr("Step %1 of %2 · round %3").arg(replay.step).arg(replay.steps).arg(replay.round)
        onBackRequested: root.backRequested()
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.spacing

        ErrorBanner {
            Layout.fillWidth: true
            message: replay.error
            dismissable: false
        }

        SurfaceCard {
            Layout.fillWidth: true
            implicitHeight: controls.implicitHeight + 2 * padding

            GridLayout {
                id: controls

                anchors.fill: parent
                anchors.margins: parent.padding
                columns: root.portrait ? 3 : 6
                columnSpacing: Theme.gap
                rowSpacing: Theme.gap

                ActionButton {
                    objectName: "replayPrevious"
                    iconPath: Icons.back
                    text: qsTr("Previous")
                    enabled: replay.step > 0
                    onClicked: replay.previous()
                }

                Slider {
                    id: slider

                    objectName: "replaySlider"
                    Layout.fillWidth: true
                    Layout.columnSpan: root.portrait ? 1 : 2
                    Layout.preferredHeight: Theme.touch
                    from: 0
                    to: Math.max(1, replay.steps)
                    stepSize: 1
                    snapMode: Slider.SnapAlways
                    value: replay.step
                    enabled: replay.steps > 0
                    Accessible.name: qsTr("Step of the replay")
                    onMoved: replay.step = Math.round(value)
                }

                ActionButton {
                    objectName: "replayNext"
                    iconPath: Icons.play
                    text: qsTr("Next")
                    enabled: replay.step < replay.steps
                    onClicked: replay.next()
                }

                SpinBox {
                    id: roundBox

                    objectName: "replayRound"
                    Layout.preferredHeight: Theme.touch
                    from: 0
                    to: Math.max(0, replay.lastRound)
                    value: replay.round
                    editable: true
                    font.pixelSize: Theme.fontBody
                    Accessible.name: qsTr("Round to jump to")
                }

                ActionButton {
                    objectName: "replayJump"
                    text: qsTr("Jump to round")
                    onClicked: replay.jumpToRound(roundBox.value)
                }
            }
        }

        SurfaceCard {
            Layout.fillWidth: true
            implicitHeight: actionLabel.implicitHeight + 2 * padding

            BodyLabel {
                id: actionLabel

                objectName: "replayAction"
                anchors.fill: parent
                anchors.margins: parent.padding
                wrapMode: Text.Wrap
                text: replay.step === 0 ? qsTr("The game as it was set up.") : replay.actionText
            }
        }

        SurfaceCard {
            Layout.fillWidth: true
            Layout.fillHeight: true

            ListView {
                id: standing

                objectName: "replayStanding"
                anchors.fill: parent
                anchors.margins: parent.padding
                clip: true
                spacing: Theme.gap
                boundsBehavior: Flickable.StopAtBounds
                model: replay.figures

                header: ColumnLayout {
                    width: standing.width
                    spacing: Theme.gap

                    Repeater {
                        model: replay.tracks

                        delegate: ReplayRowDelegate {
                            Layout.fillWidth: true
                        }
                    }

                    HeadingLabel {
                        text: qsTr("Figures")
                        visible: standing.count > 0
                    }
                }

                delegate: ReplayRowDelegate {
                    width: standing.width
                }

                ScrollBar.vertical: ScrollBar {}
            }
        }
    }
}
