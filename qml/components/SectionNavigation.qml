import QtQuick
import QtQuick.Layouts
import Arbiter

// The four sections of the app: a rail down the left side in landscape, a
// bar along the bottom in portrait, always within a thumb's reach.
Rectangle {
    id: root

    property bool vertical: true
    property int current: 0

    signal selected(int section)

    readonly property var sections: [
        { "label": qsTr("Home"), "icon": Icons.home },
        { "label": qsTr("Dice"), "icon": Icons.dice },
        { "label": qsTr("Rules"), "icon": Icons.rules },
        { "label": qsTr("Settings"), "icon": Icons.settings }
    ]

    implicitWidth: vertical ? Theme.railWidth : 0
    implicitHeight: vertical ? 0 : Theme.barHeight + Theme.gap
    color: Theme.surface

    GridLayout {
        anchors.fill: parent
        anchors.topMargin: root.vertical ? Theme.spacing : Theme.gap / 2
        anchors.bottomMargin: root.vertical ? Theme.spacing : Theme.gap / 2
        anchors.leftMargin: Theme.gap
        anchors.rightMargin: Theme.gap
        columns: root.vertical ? 1 : root.sections.length
        rowSpacing: Theme.gap
        columnSpacing: Theme.gap

        Repeater {
            model: root.sections

            delegate: SectionButton {
                required property var modelData
                required property int index

                Layout.fillWidth: true
                Layout.fillHeight: !root.vertical
                Layout.alignment: Qt.AlignTop
                objectName: "section-" + index
                label: modelData.label
                iconPath: modelData.icon
                checked: root.current === index
                onClicked: root.selected(index)
            }
        }

        Item {
            visible: root.vertical
            Layout.fillHeight: true
        }
    }

    Rectangle {
        width: root.vertical ? 1 : parent.width
        height: root.vertical ? parent.height : 1
        anchors.right: root.vertical ? parent.right : undefined
        anchors.top: parent.top
        color: Theme.outline
    }
}
