import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// One row or column of the Void as a button: its name and the top cards it
// would take. One tap takes them.
AbstractButton {
    id: root

    // A line map of BanishingTableController: {line, index, cards, undead, takeable}.
    required property var lineData
    readonly property string title: root.lineData.line === "row" ? qsTr("Row %1").arg(root.lineData.index + 1) : qsTr("Column %1").arg(root.lineData.index + 1)

    objectName: "take-" + root.lineData.line + "-" + root.lineData.index
    implicitHeight: Math.max(Theme.touch + 8, layout.implicitHeight + 2 * Theme.gap)
    implicitWidth: layout.implicitWidth + 2 * Theme.gap
    enabled: root.lineData.takeable
    opacity: enabled ? 1 : 0.4
    Accessible.role: Accessible.Button
    Accessible.name: qsTr("Take %1").arg(root.title)

    background: Rectangle {
        radius: Theme.radius
        color: root.down ? Theme.surfacePressed : (root.hovered ? Theme.accentSoft : Theme.surface)
        border.width: root.hovered || root.visualFocus ? 2 : 1
        border.color: root.hovered || root.visualFocus ? Theme.accent : Theme.outline
    }

    contentItem: Item {
        RowLayout {
            id: layout

            anchors.fill: parent
            anchors.margins: Theme.gap
            spacing: Theme.gap

            Label {
                Layout.preferredWidth: 104
                text: root.title
                font.pixelSize: Theme.fontBody
                font.bold: true
                color: Theme.accent
                elide: Text.ElideRight
            }

            // Counted, so the row keeps its tiles (see BanishingVoidGrid).
            Repeater {
                model: root.lineData.cards.length

                delegate: BanishingCardTile {
                    required property int index
                    readonly property var modelData: root.lineData.cards[index] ?? {}

                    Layout.fillWidth: true
                    Layout.preferredWidth: 80
                    Layout.minimumWidth: 0
                    compact: true
                    card: modelData
                }
            }
        }
    }
}
