import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A game's story: how it ended, its numbers over the rounds as a chart (or
// the same values as a table), each figure's damage and knock-outs, the
// biggest swings and every player's dice against the exact odds.
Page {
    id: root

    property alias sessionId: story.sessionId
    property bool chartAsTable: false
    readonly property bool wide: width >= 1000

    signal backRequested
    signal replayRequested(int sessionId)

    background: Rectangle {
        color: Theme.background
    }

    StoryView {
        id: story

        library: SessionLibrary
    }

    header: PageHeader {
        showBack: true
        title: qsTr("Story")
        subtitle: story.title.length > 0 ? qsTr("%1 · %2").arg(story.title).arg(story.gameName) : ""
        onBackRequested: root.backRequested()

        ActionButton {
            objectName: "storyReplayButton"
            iconPath: Icons.play
            text: qsTr("Replay")
            enabled: story.loaded && story.actions > 0
            onClicked: root.replayRequested(root.sessionId)
        }
    }

    ScrollView {
        id: scroller

        anchors.fill: parent
        contentWidth: availableWidth

        ColumnLayout {
            width: scroller.availableWidth
            spacing: Theme.spacing

            Item {
                Layout.preferredHeight: Theme.gap
            }

            ErrorBanner {
                Layout.fillWidth: true
                Layout.leftMargin: Theme.margin
                Layout.rightMargin: Theme.margin
                message: story.error
                dismissable: false
            }

            SurfaceCard {
                Layout.fillWidth: true
                Layout.leftMargin: Theme.margin
                Layout.rightMargin: Theme.margin
                implicitHeight: outcome.implicitHeight + 2 * padding

                ColumnLayout {
                    id: outcome

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    spacing: Theme.gap

                    HeadingLabel {
                        objectName: "storyOutcome"
                        Layout.fillWidth: true
                        text: !story.over ? qsTr("Still being played")
                            : story.winnerNames.length > 0 ? qsTr("Won by %1").arg(story.winnerNames)
                            : story.cooperative ? qsTr("The game won against the table")
                            : qsTr("A tie")
                        wrapMode: Text.Wrap
                    }

                    BodyLabel {
                        Layout.fillWidth: true
                        muted: true
                        text: qsTr("%n round(s)", "", story.rounds) + " · " + qsTr("%n action(s)", "", story.actions)
                            + " · " + qsTr("%n roll(s)", "", story.rollCount)
                    }
                }
            }

            SurfaceCard {
                Layout.fillWidth: true
                Layout.leftMargin: Theme.margin
                Layout.rightMargin: Theme.margin
                implicitHeight: chartColumn.implicitHeight + 2 * padding
                visible: story.series.length > 0

                ColumnLayout {
                    id: chartColumn

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    spacing: Theme.gap

                    RowLayout {
                        Layout.fillWidth: true

                        HeadingLabel {
                            Layout.fillWidth: true
                            text: qsTr("Over the rounds")
                        }

                        ToggleSwitch {
                            objectName: "storyChartAsTable"
                            text: qsTr("As a table")
                            checked: root.chartAsTable
                            onToggled: root.chartAsTable = checked
                        }
                    }

                    StoryChart {
                        objectName: "storyChart"
                        Layout.fillWidth: true
                        Layout.preferredHeight: root.height > root.width ? 320 : 260
                        visible: !root.chartAsTable
                        series: story.series
                        roundAxis: story.roundAxis
                        maximum: story.chartMaximum
                        Accessible.role: Accessible.Chart
                        Accessible.name: qsTr("Chart of the numbers over the rounds; the same values are in the table view")
                    }

                    StorySeriesTable {
                        objectName: "storySeriesTable"
                        Layout.fillWidth: true
                        visible: root.chartAsTable
                        series: story.series
                        roundAxis: story.roundAxis
                    }
                }
            }

            SurfaceCard {
                Layout.fillWidth: true
                Layout.leftMargin: Theme.margin
                Layout.rightMargin: Theme.margin
                implicitHeight: figureColumn.implicitHeight + 2 * padding
                visible: story.figures.count > 0

                ColumnLayout {
                    id: figureColumn

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    spacing: Theme.gap

                    HeadingLabel {
                        text: qsTr("Figures")
                    }

                    Repeater {
                        objectName: "storyFigures"
                        model: story.figures

                        delegate: StoryFigureDelegate {
                            Layout.fillWidth: true
                        }
                    }
                }
            }

            SurfaceCard {
                Layout.fillWidth: true
                Layout.leftMargin: Theme.margin
                Layout.rightMargin: Theme.margin
                implicitHeight: swingColumn.implicitHeight + 2 * padding
                visible: story.swings.count > 0

                ColumnLayout {
                    id: swingColumn

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    spacing: Theme.gap

                    HeadingLabel {
                        text: qsTr("Biggest swings")
                    }

                    Repeater {
                        model: story.swings

                        delegate: BodyLabel {
                            required property string subject
                            required property int round
                            required property int from
                            required property int to

                            Layout.fillWidth: true
                            wrapMode: Text.Wrap
                            text: qsTr("%1: %2 to %3 in round %4").arg(subject).arg(from).arg(to).arg(round)
                        }
                    }
                }
            }

            SurfaceCard {
                Layout.fillWidth: true
                Layout.leftMargin: Theme.margin
                Layout.rightMargin: Theme.margin
                Layout.bottomMargin: Theme.margin
                implicitHeight: luckColumn.implicitHeight + 2 * padding

                ColumnLayout {
                    id: luckColumn

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    spacing: Theme.gap

                    HeadingLabel {
                        text: qsTr("Dice luck")
                    }

                    BodyLabel {
                        Layout.fillWidth: true
                        visible: story.luck.count === 0
                        muted: true
                        text: qsTr("Nobody rolled in this game.")
                    }

                    Repeater {
                        objectName: "storyLuck"
                        model: story.luck

                        delegate: LuckDelegate {
                            Layout.fillWidth: true
                        }
                    }
                }
            }
        }
    }
}
