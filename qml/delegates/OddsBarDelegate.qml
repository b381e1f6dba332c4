import QtQuick
import Arbiter

// One possible total in the odds chart; hovering or tapping picks it.
Item {
    id: root

    required property int index
    required property int value
    required property real relativeHeight
    required property string fraction
    required property string percent
    property bool selected: false

    signal picked(int index)

    Accessible.role: Accessible.Button
    Accessible.name: qsTr("Total %1: %2 (%3)").arg(value).arg(fraction).arg(percent)
    Accessible.onPressAction: root.picked(root.index)

    Rectangle {
        anchors.bottom: parent.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        width: Math.max(1, parent.width - (parent.width > 6 ? 2 : 0))
        height: Math.max(2, root.relativeHeight * parent.height)
        radius: width > 8 ? 3 : 0
        color: root.selected ? Theme.chartBarSelected : Theme.chartBar
    }

    MouseArea {
        anchors.fill: parent
        hoverEnabled: true
        onEntered: root.picked(root.index)
        onClicked: root.picked(root.index)
    }
}
