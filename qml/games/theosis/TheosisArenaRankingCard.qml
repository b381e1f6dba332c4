import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Against monsters the players may reorder their heroes until the first one
// enters; the offer stays (greyed out) for the rest of the entry. It sits in
// the side panel, not above the board: there its going away at the end of the
// entry moved the whole board under the finger placing the last hero.
SurfaceCard {
    id: root

    required property TheosisArenaController controller
    readonly property bool entering: root.controller.step === "entry"

    function closePopups() {
        rankingDialog.close();
    }

    objectName: "theosisRankingCard"
    visible: root.entering && (preparation.canSetRanking || preparation.againstMonsters)
    implicitHeight: rankingRow.implicitHeight + 2 * padding

    TheosisHierapolisController {
        id: preparation

        session: root.entering ? ActiveSession : null
        onCanSetRankingChanged: {
            if (!preparation.canSetRanking)
                rankingDialog.close();
        }
    }

    RowLayout {
        id: rankingRow

        anchors.fill: parent
        anchors.margins: parent.padding
        spacing: Theme.gap

        BodyLabel {
            Layout.fillWidth: true
            text: preparation.canSetRanking ? qsTr("Against monsters you choose the ranking: reorder your heroes before the first one enters.")
                                            : qsTr("The ranking is fixed: a hero has entered the Arena.")
        }

        ActionButton {
            objectName: "theosisOrderHeroes"
            enabled: preparation.canSetRanking
            text: qsTr("Order heroes")
            onClicked: rankingDialog.open()
        }
    }

    Dialog {
        id: rankingDialog

        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(parent ? parent.width - 2 * Theme.margin : 560, 560)
        modal: true
        padding: Theme.margin

        background: Rectangle {
            color: Theme.surface
            radius: Theme.radius
            border.width: 1
            border.color: Theme.outline
        }

        Overlay.modal: Rectangle {
            color: Theme.scrim
        }

        contentItem: ColumnLayout {
            spacing: Theme.gap

            TheosisPrepRankingPanel {
                Layout.fillWidth: true
                table: preparation
            }

            ActionButton {
                Layout.alignment: Qt.AlignRight
                text: qsTr("Close")
                onClicked: rankingDialog.close()
            }
        }
    }
}
