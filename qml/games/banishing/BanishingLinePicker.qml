import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// One row or column of the Void as a button: its name and the top cards it
// would take. One tap takes them.
AbstractButton {
    id: root

    // A banishingLine of BanishingTableController: {line, index, cards, undead, takeable}.
    required property var lineData
    readonly property string title: root.lineData.line === "row" ? qsTr("Row %1").arg(root.lineData.index + 1) : qsTr("Column %1").arg(root.lineData.index + 1)

    objectName: "take-" + root.lineData.line + "-" + root.lineData.index
    implicitHeight: Theme.touch + 8
    implicitWidth: 104 + 3 * 80 + 4 * Theme.gap
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

    // Positioned, not laid out: a layout inside a button inside the table's
    // layout can be given its size before it has dropped tiles deleted while
    // it was hidden (Qt 6.4 crashed so at the end of setup). Three slots, one
    // per space of the line; an empty space shows none.
    contentItem: Item {
        Label {
            id: titleLabel

            x: Theme.gap
            width: 104
            anchors.verticalCenter: parent.verticalCenter
            text: root.title
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: Theme.accent
            elide: Text.ElideRight
        }

        Row {
            id: tiles

            x: titleLabel.x + titleLabel.width + Theme.gap
            width: parent.width - x - Theme.gap
            anchors.verticalCenter: parent.verticalCenter
            spacing: Theme.gap

            Repeater {
                model: 3

                delegate: BanishingCardTile {
                    required property int index

                    visible: index < root.lineData.cards.length
                    width: (tiles.width - 2 * tiles.spacing) / 3
                    compact: true
                    card: root.lineData.cards[index] ?? {}
                }
            }
        }
    }
}
