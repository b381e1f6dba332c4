import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The bar at the top of a page: an optional back button, the title and the
// page's own actions on the right (given as children).
Rectangle {
    id: root

    property string title
    property string subtitle
    property bool showBack: false
    default property alias actions: actionRow.data

    signal backRequested

    implicitHeight: Theme.barHeight
    color: Theme.surface

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: root.showBack ? Theme.gap : Theme.margin
        anchors.rightMargin: Theme.spacing
        spacing: Theme.gap

        ActionButton {
            objectName: "pageBack"
            visible: root.showBack
            kind: ActionButton.Quiet
            iconPath: Icons.back
            Accessible.name: qsTr("Back")
            onClicked: root.backRequested()
        }

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 0

            Label {
                Layout.fillWidth: true
                text: root.title
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
                Accessible.role: Accessible.Heading
            }

            Label {
                Layout.fillWidth: true
                visible: root.subtitle.length > 0
                text: root.subtitle
                font.pixelSize: Theme.fontSmall
                color: Theme.textMuted
                elide: Text.ElideRight
            }
        }

        Row {
            id: actionRow

            spacing: Theme.gap
        }
    }

    Rectangle {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: 1
        color: Theme.outline
    }
}
