import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Damage against one limit (stamina or health) as a labelled bar; reaching
// the limit turns it red.
ColumnLayout {
    id: root

    property string label
    property int damage: 0
    property int limit: 1
    readonly property bool reached: root.damage >= root.limit

    spacing: 2

    RowLayout {
        Layout.fillWidth: true

        Label {
            Layout.fillWidth: true
            text: root.label
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
            // German labels run long beside the numbers: wrap, never cut.
            wrapMode: Text.Wrap
        }

        Label {
            text: qsTr("%1 / %2").arg(root.damage).arg(root.limit)
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: root.reached ? Theme.danger : Theme.text
        }
    }

    Rectangle {
        Layout.fillWidth: true
        implicitHeight: 10
        radius: 5
        color: Theme.surfaceRaised
        border.width: 1
        border.color: Theme.outline

        Rectangle {
            width: parent.width * Math.min(1, root.damage / Math.max(1, root.limit))
            height: parent.height
            radius: 5
            color: root.reached ? Theme.danger : Theme.accent
        }
    }
}
