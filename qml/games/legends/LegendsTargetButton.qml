import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A hero as a possible target in the attack builder: chosen (with its
// waiting counters), open to choose, or forbidden with the rule's reason.
AbstractButton {
    id: root

    required property var target

    implicitWidth: 150
    implicitHeight: Math.max(Theme.touch, column.implicitHeight + 2 * Theme.gap)
    objectName: "legendsTarget-" + target.id
    Accessible.role: Accessible.Button
    Accessible.name: target.name

    LegendsLabels {
        id: labels
    }

    background: Rectangle {
        radius: Theme.radius
        color: root.target.selected ? Theme.accentSoft : (root.target.legal ? Theme.surfaceRaised : Theme.surface)
        border.width: root.target.selected ? 3 : 1
        border.color: root.target.selected ? Theme.accent : Theme.outline

        Rectangle {
            anchors.fill: parent
            radius: parent.radius
            color: Theme.text
            opacity: root.down ? 0.16 : 0
        }
    }

    contentItem: ColumnLayout {
        id: column

        spacing: 2

        Label {
            Layout.fillWidth: true
            text: labels.positionName(root.target.position)
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
            elide: Text.ElideRight
        }

        Label {
            Layout.fillWidth: true
            text: root.target.name
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: root.target.legal ? Theme.text : Theme.textMuted
            wrapMode: Text.Wrap
        }

        Label {
            Layout.fillWidth: true
            visible: root.target.inPlay === true
            text: qsTr("%1 / %2 damage").arg(root.target.damage).arg(root.target.maxHp)
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
        }

        Label {
            Layout.fillWidth: true
            visible: root.target.selected
            text: qsTr("+%n counter(s)", "", root.target.pending)
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.danger
        }

        Label {
            Layout.fillWidth: true
            visible: !root.target.legal && (root.target.reason || "").length > 0
            text: root.target.reason || ""
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
            wrapMode: Text.Wrap
            maximumLineCount: 4
            elide: Text.ElideRight
        }
    }

    leftPadding: Theme.gap
    rightPadding: Theme.gap
    topPadding: Theme.gap
    bottomPadding: Theme.gap
}
