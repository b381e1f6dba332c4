import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The Theosis table: Hierapolis while the heroes prepare (placement,
// bidding, gold allocation), the Arena from the entry to the end. Against
// monsters the players may still reorder their heroes until the first one
// enters, so the Arena's entry offers that order above the board.
Item {
    id: root

    signal ruleRequested(string ruleId)
    signal pageRequested(Component page, var properties)

    function showStop(stop: string): bool {
        if (stop === "theosis-content-editor") {
            root.pageRequested(contentEditorPage, { "startSection": "items", "startEntry": "flame-axe" });
            return true;
        }
        return half.item !== null && half.item.showStop(stop);
    }

    function closePopups() {
        rankingDialog.close();
        if (half.item)
            half.item.closePopups();
    }

    TheosisGamePhase {
        id: gamePhase
        session: ActiveSession
    }

    TheosisHierapolisController {
        id: preparation
        session: gamePhase.phase === "entry" ? ActiveSession : null
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        // Stays for the whole entry against monsters: vanishing after the first
        // hero entered, it moved the board under the finger placing the next one.
        SurfaceCard {
            objectName: "theosisRankingCard"
            Layout.fillWidth: true
            Layout.margins: Theme.gap
            visible: preparation.canSetRanking || (gamePhase.phase === "entry" && preparation.againstMonsters)
            implicitHeight: rankingRow.implicitHeight + 2 * padding

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
        }

        Loader {
            id: half
            Layout.fillWidth: true
            Layout.fillHeight: true
            source: gamePhase.inHierapolis ? "TheosisHierapolisView.qml" : "TheosisArenaView.qml"
        }
    }

    Connections {
        target: half.item
        ignoreUnknownSignals: true
        function onRuleRequested(ruleId: string) {
            root.ruleRequested(ruleId);
        }
        function onPageRequested(page: Component, properties: var) {
            root.pageRequested(page, properties);
        }
    }

    Component {
        id: contentEditorPage

        TheosisContentEditorPage {}
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
                id: rankingPanel
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

    Connections {
        target: preparation
        function onChanged() {
            if (!preparation.canSetRanking)
                rankingDialog.close();
        }
    }
}
