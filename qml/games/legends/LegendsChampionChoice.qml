import QtQuick
import QtQuick.Layouts
import Arbiter

// A destroyed Champion's player picks the new one (a Support to promote,
// or one of the top three cards when the whole line fell at once).
SurfaceCard {
    id: root

    property LegendsTableModel table

    implicitHeight: column.implicitHeight + 2 * padding
    border.width: 2
    border.color: Theme.accent

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: root.padding
        spacing: Theme.gap

        HeadingLabel {
            Layout.fillWidth: true
            text: qsTr("%1 chooses a new Champion").arg(root.table.championChoice.playerName || "")
            wrapMode: Text.Wrap
        }

        Flow {
            Layout.fillWidth: true
            spacing: Theme.gap

            Repeater {
                model: (root.table.championChoice.candidates || []).length

                delegate: ActionButton {
                    required property int index
                    readonly property var modelData: root.table.championChoice.candidates[index] || {}

                    objectName: "legendsChampion-" + modelData.id
                    kind: ActionButton.Primary
                    text: qsTr("%1 (Strength %2, Max HP %3)").arg(modelData.name).arg(modelData.strength).arg(modelData.maxHp)
                    onClicked: root.table.chooseChampion(modelData.id)
                }
            }
        }
    }
}
