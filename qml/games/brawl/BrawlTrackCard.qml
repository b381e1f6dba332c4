import QtQuick
import QtQuick.Layouts
import Arbiter

// The Challenge Track from left to right: each slot's VP, the card in it
// by name, and in the Scoreboard Phase a button to claim it with what the
// players judge by hand.
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

        // The slots change in place (a layout must not keep a delegate the
        // Repeater deleted, Qt 6.4), so the delegates stay.
        Repeater {
            model: root.controller.track

            delegate: Item {
                id: slotRow

                required property int slot
                required property int vp
                required property string name
                required property string text
                required property bool claimable

                Layout.fillWidth: true
                implicitHeight: Math.max(Theme.touch, slotText.implicitHeight + Theme.gap)

                Rectangle {
                    id: slotBadge

                    anchors.left: parent.left
                    anchors.verticalCenter: parent.verticalCenter
                    width: 64
                    height: 40
                    radius: Theme.radius
                    color: slotRow.vp > 0 ? Theme.accentSoft : Theme.surfaceRaised

                    BodyLabel {
                        anchors.centerIn: parent
                        font.bold: true
                        text: slotRow.vp > 0 ? qsTr("%1 VP").arg(slotRow.vp) : qsTr("CBS")
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
                        font.bold: slotRow.name.length > 0
                        muted: slotRow.name.length === 0
                        text: slotRow.name.length > 0 ? slotRow.name : qsTr("empty")
                    }

                    // Its line kept when empty: a slot claimed or filled keeps
                    // its height, and the slots below stay put.
                    BodyLabel {
                        width: parent.width
                        muted: true
                        font.pixelSize: Theme.fontSmall
                        text: slotRow.text.length > 0 ? slotRow.text : " "
                    }
                }

                ActionButton {
                    id: claimButton

                    objectName: "brawlClaim-" + slotRow.slot
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    visible: slotRow.claimable
                    text: qsTr("Claim")
                    onClicked: root.controller.claim(slotRow.slot)
                }
            }
        }

        // The players judge a Challenge on the real board; the engine only
        // scores the slot they claim (the pack's `by_hand` words).
        BodyLabel {
            objectName: "brawlChallengeByHand"
            Layout.fillWidth: true
            visible: root.controller.phase === "scoreboard" && root.controller.challengeByHand.length > 0
            text: qsTr("By hand: %1").arg(ContentWords.text(root.controller.challengeByHand, LanguageController.language))
        }

        BodyLabel {
            Layout.fillWidth: true
            muted: true
            font.pixelSize: Theme.fontSmall
            text: qsTr("CBS: Cannot Be Scored.")
        }
    }
}
