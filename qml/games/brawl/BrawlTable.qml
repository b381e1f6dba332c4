import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The arena screen of Super Fantasy Brawl: the board to scale with the
// legal moves of the selected champion, and beside it (below it in
// portrait) whose turn it is, the selected champion's cards and targets,
// the Challenge Track, VP, Cores and card counts.
Item {
    id: root

    readonly property bool wide: width >= height
    readonly property int panelWidth: Math.min(420, Math.round(width * 0.4))

    signal ruleRequested(string ruleId)
    signal pageRequested(Component page, var properties)

    // One of the game's tour stops (GameScreens::tourStops); the demo
    // session is open. Only the view's own choices change, never the game.
    function showStop(stop: string): bool {
        switch (stop) {
        case "brawl-arena":
            tableController.selectChampion("");
            return tableController.valid;
        case "brawl-move":
            tableController.selectChampion("mara:goldarr");
            tableController.previewCardOf("goldarr-second-wind");
            return tableController.legalHexes.length > 0;
        case "brawl-target":
            tableController.selectChampion("mara:goldarr");
            tableController.previewCardOf("goldarr-taunt");
            tableController.toggleTarget("tobias:dugrun");
            panel.showTargets();
            return tableController.targets.count > 0;
        case "brawl-refusal":
            tableController.selectChampion("mara:goldarr");
            tableController.previewCardOf("goldarr-second-wind");
            tableController.tap(1, -2, "");
            return tableController.explanation.length > 0;
        case "brawl-board-editor":
            root.openBoardEditor();
            return true;
        case "brawl-card-editor":
            root.pageRequested(cardEditorPage, { "startCard": "goldarr-wide-swing" });
            return true;
        }
        return false;
    }

    function closePopups() {
    }

    function openBoardEditor() {
        root.pageRequested(boardEditorPage, {});
    }

    function openCardEditor() {
        root.pageRequested(cardEditorPage, {});
    }

    BrawlTableController {
        id: tableController

        objectName: "brawlController"
        session: ActiveSession
    }

    // Escape takes back the most recent half-made choice (the panel's Cancel
    // does the same by touch); only while this table is on screen.
    Shortcut {
        sequence: StandardKey.Cancel
        enabled: root.visible && tableController.canCancel
        onActivated: tableController.cancelChoice()
    }

    Item {
        id: boardArea

        width: root.wide ? root.width - root.panelWidth : root.width
        height: root.wide ? root.height : Math.round(Math.min(root.height * 0.55, root.width * 1.05))

        BrawlStatusBar {
            id: statusBar

            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: Theme.gap
            controller: tableController
        }

        BrawlBoardView {
            id: board

            objectName: "brawlBoard"
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: statusBar.bottom
            anchors.bottom: parent.bottom
            anchors.margins: Theme.gap
            source: tableController
            onTapped: (q, r, champion) => tableController.tap(q, r, champion)
            onDragStarted: champion => tableController.dragStarted(champion)
            onDropped: (champion, q, r) => tableController.drop(champion, q, r)
        }
    }

    // Refusals float over the top of the board area (the round and the VP),
    // not in the panel: there they came and went above the choices and moved
    // every one of them from under the finger.
    Column {
        id: refusals

        objectName: "brawlRefusals"
        x: boardArea.x + Theme.gap
        y: boardArea.y + Theme.gap
        z: 2
        width: boardArea.width - 2 * Theme.gap
        spacing: Theme.gap

        ErrorBanner {
            width: refusals.width
            objectName: "brawlSessionError"
            message: ActiveSession.error
            ruleId: ActiveSession.errorRule
            onRuleRequested: ruleId => root.ruleRequested(ruleId)
            onDismissed: ActiveSession.clearError()
        }

        ErrorBanner {
            width: refusals.width
            objectName: "brawlExplanation"
            message: tableController.explanation
            ruleId: tableController.explanationRule
            onRuleRequested: ruleId => root.ruleRequested(ruleId)
            onDismissed: tableController.clearExplanation()
        }
    }

    BrawlSidePanel {
        id: panel

        objectName: "brawlSide"
        x: root.wide ? boardArea.width : 0
        y: root.wide ? 0 : boardArea.height
        width: root.wide ? root.panelWidth : root.width
        height: root.wide ? root.height : root.height - boardArea.height
        controller: tableController
        onRuleRequested: ruleId => root.ruleRequested(ruleId)
        onBoardEditorRequested: root.openBoardEditor()
        onCardEditorRequested: root.openCardEditor()
    }

    Component {
        id: boardEditorPage

        BrawlBoardEditorPage {}
    }

    Component {
        id: cardEditorPage

        BrawlCardEditorPage {}
    }
}
