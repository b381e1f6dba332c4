import QtQuick
import QtQuick.Layouts
import Arbiter

// A move or push set off a face-down trap: the table turns it over and
// says what it shows, then the action goes through.
SurfaceCard {
    id: root

    required property BrawlTableController controller

    visible: controller.trapPending
    implicitHeight: trapColumn.implicitHeight + 2 * padding
    border.color: Theme.accent
    border.width: 2

    ColumnLayout {
        id: trapColumn

        anchors.fill: parent
        anchors.margins: parent.padding
        spacing: Theme.gap

        HeadingLabel {
            Layout.fillWidth: true
            text: qsTr("A trap triggers")
        }

        BodyLabel {
            Layout.fillWidth: true
            objectName: "brawlTrapQuestion"
            text: root.controller.trapQuestion
        }

        Flow {
            Layout.fillWidth: true
            spacing: Theme.gap

            Repeater {
                model: [1, 2, 3]

                delegate: ActionButton {
                    required property int modelData

                    objectName: "trapDamage" + modelData
                    text: qsTr("%1 damage").arg(modelData)
                    onClicked: root.controller.revealTrap("damage", modelData)
                }
            }

            ActionButton {
                objectName: "trapRoot"
                text: qsTr("Root")
                onClicked: root.controller.revealTrap("root", 0)
            }

            ActionButton {
                objectName: "trapStun"
                text: qsTr("Stun")
                onClicked: root.controller.revealTrap("stun", 0)
            }

            ActionButton {
                kind: ActionButton.Quiet
                text: qsTr("Cancel")
                onClicked: root.controller.cancelPending()
            }
        }
    }
}
