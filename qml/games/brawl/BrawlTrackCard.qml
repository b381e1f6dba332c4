import QtQuick
import QtQuick.Layouts
import Arbiter

// The Challenge Track from left to right: each slot's VP, the card in it
// by name, and in the Scoreboard Phase a button to claim it.
SurfaceCard {
    id: root

    required property BrawlTableController controller

    implicitHeight: trackColumn.implicitHeight + 2 * padding

    ColumnLayout {
        id: trackColumn

        anchors.fill: parent
        anchors.margins: parent.padding
        spacing: Theme.gap

        RowLayout {
            Layout.fillWidth: true

            HeadingLabel {
                Layout.fillWidth: true
                text: qsTr("Challenge Track")
            }

            BodyLabel {
                muted: true
                text: qsTr("deck %1 · discard %2").arg(root.controller.trackDeck).arg(root.controller.trackDiscard)
            }
        }

        // Stable delegates over the slots: the list is re-sent on every change,
        // and a layout must not keep a delegate the Repeater deleted (Qt 6.4).
        Repeater {
            model: root.controller.track.length

            delegate: Item {
                id: slotRow

                required property int index
                readonly property var modelData: root.controller.track[index]
                                                 ?? ({ "slot": index, "vp": 0, "name": "", "text": "", "claimable": false })

                Layout.fillWidth: true
                implicitHeight: Math.max(Theme.touch, slotText.implicitHeight + Theme.gap)

                Rectangle {
                    id: slotBadge

                    anchors.left: parent.left
                    anchors.verticalCenter: parent.verticalCenter
                    width: 64
                    height: 40
                    radius: Theme.radius
                    color: slotRow.modelData.vp > 0 ? Theme.accentSoft : Theme.surfaceRaised

                    BodyLabel {
                        anchors.centerIn: parent
                        font.bold: true
                        text: slotRow.modelData.vp > 0 ? qsTr("%1 VP").arg(slotRow.modelData.vp) : qsTr("CBS")
                    }
                }

                Column {
                    id: slotText

                    anchors.left: slotBadge.right
                    anchors.leftMargin: Theme.gap
                    anchors.right: claimButton.visible ? claimButton.left : parent.right
                    anchors.rightMargin: Theme.gap
                    anchors.verticalCenter: parent.verticalCenter

                    BodyLabel {
                        width: parent.width
                        font.bold: slotRow.modelData.name.length > 0
                        muted: slotRow.modelData.name.length === 0
                        text: slotRow.modelData.name.length > 0 ? slotRow.modelData.name : qsTr("empty")
                    }

                    BodyLabel {
                        width: parent.width
                        visible: slotRow.modelData.text.length > 0
                        muted: true
                        font.pixelSize: Theme.fontSmall
                        text: slotRow.modelData.text
                    }
                }

                ActionButton {
                    id: claimButton

                    objectName: "brawlClaim-" + slotRow.modelData.slot
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    visible: slotRow.modelData.claimable
                    text: qsTr("Claim")
                    onClicked: root.controller.claim(slotRow.modelData.slot)
                }
            }
        }

        BodyLabel {
            Layout.fillWidth: true
            muted: true
            font.pixelSize: Theme.fontSmall
            text: qsTr("CBS: Cannot Be Scored.")
        }
    }
}
