import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The chart's values as rows of text, one per line of the chart: what a
// screen reader reads, and what anyone can read exactly.
ColumnLayout {
    id: root

    required property var series // list<storySeries>
    required property var roundAxis // list<int>

    function valuesText(points: var): string {
        const parts = [];
        for (let i = 0; i < points.length; ++i) {
            const when = i === 0 ? qsTr("start") : qsTr("round %1").arg(root.roundAxis[i]);
            parts.push(qsTr("%1: %2").arg(when).arg(points[i] < 0 ? "–" : points[i]));
        }
        return parts.join(", ");
    }

    spacing: Theme.gap

    Repeater {
        model: root.series

        delegate: ColumnLayout {
            required property var modelData

            Layout.fillWidth: true
            spacing: 2

            Label {
                font.pixelSize: Theme.fontBody
                Layout.fillWidth: true
                text: modelData.label
                font.bold: true
                color: Theme.text
                wrapMode: Text.Wrap
            }

            Label {
                Layout.fillWidth: true
                text: root.valuesText(modelData.points)
                color: Theme.textMuted
                font.pixelSize: Theme.fontBody
                wrapMode: Text.Wrap
            }
        }
    }
}
