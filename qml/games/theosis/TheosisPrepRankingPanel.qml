import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The ranking the gold made, highest first; players facing monsters may
// reorder their heroes before anyone enters the Arena (ranking.set).
SurfaceCard {
    id: root

    required property TheosisHierapolisController table
    // Hero ids in the order being arranged; empty: the session's ranking.
    property var order: []
    readonly property var shown: {
        const rows = [];
        for (let i = 0; i < root.table.ranking.count && root.table.revision >= 0; ++i)
            rows.push(root.table.ranking.get(i));
        if (root.order.length === 0)
            return rows;
        return root.order.map(id => rows.find(r => r.id === id)).filter(r => r !== undefined);
    }

    function move(index: int, by: int) {
        const list = root.shown.map(r => r.id);
        const to = index + by;
        if (to < 0 || to >= list.length)
            return;
        const moved = list.splice(index, 1)[0];
        list.splice(to, 0, moved);
        root.order = list;
    }

    function apply(): bool {
        if (!root.table.setRanking(root.shown.map(r => r.id)))
            return false;
        root.order = [];
        return true;
    }

    implicitHeight: column.implicitHeight + 2 * padding
    visible: root.table.ranking.count > 0

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: root.padding
        spacing: Theme.gap

        HeadingLabel {
            Layout.fillWidth: true
            text: qsTr("Ranking")
        }

        BodyLabel {
            Layout.fillWidth: true
            visible: root.table.canSetRanking
            muted: true
            text: qsTr("Against monsters the players choose the order; it is fixed once a hero enters the Arena.")
        }

        // Kept by count, not rebuilt, as the order changes.
        Repeater {
            model: root.shown.length

            delegate: RowLayout {
                required property int index
                readonly property var modelData: root.shown[index] ?? ({ "shortName": "", "playerName": "", "gold": 0 })

                Layout.fillWidth: true
                spacing: Theme.gap

                Label {
                    Layout.preferredWidth: 36
                    text: String(index + 1)
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    color: Theme.text
                }

                BodyLabel {
                    Layout.fillWidth: true
                    objectName: "rankingEntry" + index
                    text: qsTr("%1 (%2) · %3 gold").arg(modelData.shortName).arg(modelData.playerName).arg(modelData.gold)
                }

                ActionButton {
                    visible: root.table.canSetRanking
                    text: qsTr("Up")
                    enabled: index > 0
                    onClicked: root.move(index, -1)
                }

                ActionButton {
                    visible: root.table.canSetRanking
                    text: qsTr("Down")
                    enabled: index < root.shown.length - 1
                    onClicked: root.move(index, 1)
                }
            }
        }

        ActionButton {
            objectName: "rankingApply"
            visible: root.table.canSetRanking
            kind: ActionButton.Primary
            iconPath: Icons.check
            text: qsTr("Keep this ranking")
            onClicked: root.apply()
        }
    }
}
