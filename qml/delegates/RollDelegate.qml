import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A roll in a history list: the total first, then what was rolled.
Item {
    id: root

    required property int number
    required property string notation
    required property int total
    required property string faces
    required property bool physical
    required property string purpose

    implicitHeight: Math.max(Theme.touch + 8, layout.implicitHeight + Theme.gap)

    RowLayout {
        id: layout

        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            Layout.preferredWidth: 56
            horizontalAlignment: Text.AlignRight
            text: root.total
            font.pixelSize: Theme.fontTitle + 4
            font.bold: true
            color: Theme.text
        }

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 0

            Label {
                Layout.fillWidth: true
                text: root.purpose.length > 0 ? qsTr("%1 · %2").arg(root.notation).arg(root.purpose) : root.notation
                font.pixelSize: Theme.fontBody
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
            }

            Label {
                Layout.fillWidth: true
                text: root.physical ? qsTr("%1 · real dice").arg(root.faces) : root.faces
                font.pixelSize: Theme.fontSmall
                color: Theme.textMuted
                elide: Text.ElideRight
            }
        }

        Label {
            text: qsTr("#%1").arg(root.number)
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
        }
    }

    Rectangle {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: 1
        color: Theme.outline
        opacity: 0.6
    }
}
