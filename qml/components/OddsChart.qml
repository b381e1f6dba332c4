import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The exact distribution of a notation as bars, one per total, with the
// lowest, mean and highest total below and the chance of the picked bar
// (as a fraction and a percentage) above.
ColumnLayout {
    id: root

    required property OddsModel odds
    // Up to this many bars each carry their total underneath.
    property int labelledBars: 24

    spacing: Theme.gap

    Label {
        Layout.fillWidth: true
        objectName: "oddsPicked"
        visible: root.odds.chartable
        text: root.odds.pickedText
        font.pixelSize: Theme.fontLarge
        font.bold: true
        color: Theme.text
        elide: Text.ElideRight
    }

    Item {
        id: plot

        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.minimumHeight: 120
        visible: root.odds.chartable

        Row {
            anchors.fill: parent

            Repeater {
                id: bars

                model: root.odds

                delegate: OddsBarDelegate {
                    width: plot.width / Math.max(1, bars.count)
                    height: plot.height
                    selected: index === root.odds.pickedRow
                    onPicked: row => root.odds.pickedRow = row
                }
            }
        }

        Rectangle {
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            height: 1
            color: Theme.outline
        }
    }

    Row {
        Layout.fillWidth: true
        visible: root.odds.chartable && bars.count <= root.labelledBars

        Repeater {
            model: root.odds.chartable && bars.count <= root.labelledBars ? root.odds : null

            delegate: Label {
                required property int value

                width: plot.width / Math.max(1, bars.count)
                horizontalAlignment: Text.AlignHCenter
                text: value
                font.pixelSize: Theme.fontSmall
                color: Theme.textMuted
            }
        }
    }

    BodyLabel {
        Layout.fillWidth: true
        visible: root.odds.valid && !root.odds.chartable
        muted: true
        text: qsTr("Too many possible totals to draw (%1).").arg(root.odds.outcomeCount)
    }

    RowLayout {
        Layout.fillWidth: true
        visible: root.odds.valid

        Label {
            text: qsTr("Lowest %1").arg(root.odds.minimum)
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
        }

        Label {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("Mean %1").arg(root.odds.meanText)
            font.pixelSize: Theme.fontSmall
            font.bold: true
            color: Theme.text
        }

        Label {
            text: qsTr("Highest %1").arg(root.odds.maximum)
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
        }
    }
}
