import QtQuick
import QtQuick.Controls
import Arbiter

// An ability that rolls a d6: the "Use" beside it lets the app roll; these
// take the face the table's real die showed instead, one tap each. Always
// laid out while the ability is offered, so nothing moves under a finger.
Flow {
    id: root

    // The ability as the table knows it, for the buttons' accessible names.
    property string abilityName
    property int rollMin: 0
    // The objectName prefix of the six buttons ("<prefix>-<face>").
    property string namePrefix

    signal picked(int face)

    visible: root.rollMin > 0
    spacing: Theme.gap

    Label {
        height: Theme.touch
        verticalAlignment: Text.AlignVCenter
        text: qsTr("Real d6 (%1 or more):").arg(root.rollMin)
        font.pixelSize: Theme.fontSmall
        color: Theme.textMuted
    }

    Repeater {
        model: root.rollMin > 0 ? 6 : 0

        delegate: ActionButton {
            required property int index

            objectName: root.namePrefix + "-" + (index + 1)
            text: String(index + 1)
            Accessible.name: qsTr("Use %1: the real die showed %2").arg(root.abilityName).arg(index + 1)
            onClicked: root.picked(index + 1)
        }
    }
}
