import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// One of the selected champion's action cards: its name, Core and what it
// does; tapping it shows its movement and targets on the board.
AbstractButton {
    id: root

    property var modelData: ({})

    signal picked(string cardId)

    objectName: "brawlCard-" + root.modelData.id
    implicitHeight: Math.max(Theme.touch, layout.implicitHeight + 2 * Theme.gap)
    enabled: root.modelData.ready && !root.modelData.reaction
    checked: root.modelData.previewed
    Accessible.name: root.modelData.name
    onClicked: root.picked(root.modelData.id)

    background: Rectangle {
        radius: Theme.radius
        color: root.checked ? Theme.accentSoft : (root.down ? Theme.surfacePressed : Theme.surfaceRaised)
        border.width: root.checked ? 2 : 0
        border.color: Theme.accent
        opacity: root.enabled ? 1 : 0.6
    }

    contentItem: ColumnLayout {
        id: layout

        spacing: 2

        RowLayout {
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacing
            Layout.rightMargin: Theme.spacing
            Layout.topMargin: Theme.gap
            spacing: Theme.gap

            BodyLabel {
                Layout.fillWidth: true
                font.bold: true
                text: root.modelData.name
            }

            BodyLabel {
                muted: true
                font.pixelSize: Theme.fontSmall
                text: root.modelData.ready ? qsTr("%1 · %2").arg(root.modelData.type).arg(root.modelData.coreText)
                                           : qsTr("%1 · %2 exhausted").arg(root.modelData.type).arg(root.modelData.coreText)
            }
        }

        BodyLabel {
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacing
            Layout.rightMargin: Theme.spacing
            Layout.bottomMargin: Theme.gap
            muted: true
            font.pixelSize: Theme.fontSmall
            text: root.modelData.summary
        }

        // Words the app does not carry out: the players do them (the Place
        // button and the HP buttons are the corrections that follow).
        BodyLabel {
            objectName: "brawlCardByHand-" + root.modelData.id
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacing
            Layout.rightMargin: Theme.spacing
            Layout.bottomMargin: Theme.gap
            visible: (root.modelData.byHand || "").length > 0
            font.pixelSize: Theme.fontSmall
            text: qsTr("By hand: %1").arg(root.modelData.byHand || "")
        }
    }
}
