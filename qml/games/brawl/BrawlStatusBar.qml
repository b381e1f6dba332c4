import QtQuick
import QtQuick.Layouts
import Arbiter

// Round, phase and whose turn, with each side's VP large enough to read
// across the table.
RowLayout {
    id: root

    required property BrawlTableController controller

    spacing: Theme.gap

    ColumnLayout {
        Layout.fillWidth: true
        spacing: 0

        HeadingLabel {
            Layout.fillWidth: true
            objectName: "brawlPhase"
            text: root.controller.round > 0 ? qsTr("Round %1 · %2").arg(root.controller.round).arg(root.controller.phaseText) : root.controller.phaseText
        }

        BodyLabel {
            Layout.fillWidth: true
            muted: true
            elide: Text.ElideRight
            wrapMode: Text.NoWrap
            visible: root.controller.activePlayerName.length > 0
            text: qsTr("%1 to play").arg(root.controller.activePlayerName)
        }
    }

    Repeater {
        model: root.controller.sides

        delegate: Rectangle {
            id: vpChip

            required property int side
            required property string name
            required property int vp
            required property int goal
            required property bool winner

            Layout.preferredHeight: Theme.touch
            Layout.preferredWidth: vpRow.implicitWidth + 2 * Theme.spacing
            radius: Theme.radius
            color: Theme.surface
            border.width: vpChip.winner ? 3 : 1
            border.color: vpChip.side === 0 ? Theme.accent : Theme.danger

            RowLayout {
                id: vpRow

                anchors.centerIn: parent
                spacing: Theme.gap

                Rectangle {
                    width: 14
                    height: 14
                    radius: 7
                    color: vpChip.side === 0 ? Theme.accent : Theme.danger
                }

                BodyLabel {
                    text: vpChip.name
                    wrapMode: Text.NoWrap
                    elide: Text.ElideRight
                    Layout.maximumWidth: 130
                }

                HeadingLabel {
                    text: qsTr("%1/%2 VP").arg(vpChip.vp).arg(vpChip.goal)
                }
            }
        }
    }
}
