import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Shapes
import Arbiter

// A story's lines over the rounds, drawn with Qt Quick Shapes: one polyline
// per figure's health or side's track, the round numbers underneath, a
// legend beside. The same values read as a table in StorySeriesTable.
Item {
    id: root

    required property var series // list<storySeries>
    required property var roundAxis // list<int>
    required property int maximum

    readonly property int columns: Math.max(1, root.roundAxis.length - 1)
    readonly property var palette: Theme.dark
        ? ["#7cc0ff", "#ff9f7a", "#7fd69a", "#e6c36a", "#c79bff", "#5fd3d0", "#ff8fb8", "#b8c4cf"]
        : ["#0b5aa8", "#b8461c", "#1d6b35", "#8a6400", "#6a3fb0", "#00707a", "#a3245c", "#4f5965"]

    function xAt(index: int): real {
        return plot.width * index / root.columns;
    }

    function yAt(value: int): real {
        return plot.height - plot.height * value / Math.max(1, root.maximum);
    }

    function pointsOf(values: var): var {
        const out = [];
        for (let i = 0; i < values.length; ++i)
            if (values[i] >= 0)
                out.push(Qt.point(root.xAt(i), root.yAt(values[i])));
        return out;
    }

    implicitHeight: 260

    Item {
        id: plot

        anchors.left: parent.left
        anchors.top: parent.top
        anchors.right: legend.left
        anchors.bottom: axis.top
        anchors.leftMargin: Theme.margin
        anchors.rightMargin: Theme.spacing
        anchors.topMargin: Theme.gap
        anchors.bottomMargin: Theme.gap

        Rectangle {
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            height: 1
            color: Theme.outline
        }

        Label {
            anchors.right: parent.left
            anchors.rightMargin: 4
            anchors.top: parent.top
            text: root.maximum
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
        }

        Repeater {
            model: root.series

            delegate: Shape {
                required property var modelData
                required property int index

                anchors.fill: parent

                ShapePath {
                    strokeColor: root.palette[index % root.palette.length]
                    strokeWidth: 3
                    fillColor: "transparent"
                    strokeStyle: modelData.kind === "track" ? ShapePath.DashLine : ShapePath.SolidLine
                    dashPattern: [4, 2]

                    PathPolyline {
                        path: root.pointsOf(modelData.points)
                    }
                }
            }
        }
    }

    Item {
        id: axis

        anchors.left: plot.left
        anchors.right: plot.right
        anchors.bottom: parent.bottom
        height: Theme.fontSmall + Theme.gap

        Repeater {
            model: root.roundAxis

            delegate: Label {
                required property int modelData
                required property int index

                x: root.xAt(index) - width / 2
                visible: root.roundAxis.length <= 16 || index % Math.ceil(root.roundAxis.length / 16) === 0
                text: index === 0 ? qsTr("Start") : modelData
                font.pixelSize: Theme.fontSmall
                color: Theme.textMuted
            }
        }
    }

    Column {
        id: legend

        anchors.right: parent.right
        anchors.top: parent.top
        width: Math.min(root.width * 0.35, 260)
        spacing: 4

        Repeater {
            model: root.series

            delegate: RowLayout {
                required property var modelData
                required property int index

                width: legend.width
                spacing: Theme.gap

                Rectangle {
                    Layout.preferredWidth: 18
                    Layout.preferredHeight: 4
                    color: root.palette[index % root.palette.length]
                }

                Label {
                    Layout.fillWidth: true
                    text: modelData.label
                    font.pixelSize: Theme.fontSmall
                    color: Theme.text
                    elide: Text.ElideRight
                }
            }
        }
    }
}
