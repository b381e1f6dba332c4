import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The Arena half of the Theosis table: the Arena to scale with the turn
// counter and the ranking strip above it, and beside it (below it in
// portrait) the step the table is at: entry, rituals, the acting hero's move
// and action, a monster's turn, the result. The combat sheet opens as a page.
Item {
    id: root

    readonly property bool wide: width >= height
    readonly property int panelWidth: Math.min(460, Math.round(width * 0.4))

    signal ruleRequested(string ruleId)
    signal pageRequested(Component page, var properties)

    // One of the game's tour stops; the demo session is open. Only the
    // view's own choices change, never the game.
    function showStop(stop: string): bool {
        switch (stop) {
        case "theosis-arena":
            arena.clearMove();
            return arena.valid && arena.step === "hero";
        case "theosis-move":
            arena.chooseAction("attack");
            arena.tap(-1, 1, "");
            return arena.moveTo.length === 2;
        case "theosis-target":
            arena.chooseAction("attack");
            arena.choosePower("pacify");
            arena.chooseTarget("ben:lug");
            arena.chooseDefense("ben:lug", "blazing-sun");
            arena.choosePush(true);
            panel.showTargets();
            return arena.targets.count > 0 && arena.ready;
        case "theosis-combat":
            root.openCombatSheet({ "attacker": "ann:garav", "power": "pacify", "defender": "ben:norn", "defensePower": "lightning-strike" });
            return arena.valid;
        case "theosis-refusal":
            arena.tap(-2, -2, "");
            return arena.explanation.length > 0;
        case "theosis-monster":
            arena.chooseMonsterFace(1);
            arena.chooseMonsterTarget(0, "sam:norn");
            arena.chooseMonsterDefense(0, "sam:norn", "last-stand");
            arena.chooseMonsterStrikeRoll(0, 2);
            return arena.step === "monster" && arena.ready;
        case "theosis-ritual":
            arena.toggleRitualGem("ben:lug", 0);
            arena.toggleRitualGem("ben:lug", 2);
            arena.toggleRitualGem("ben:norn", 1);
            return arena.step === "ritual" && arena.ritualGemCount === 3 && arena.ready;
        }
        return false;
    }

    function closePopups() {
        panel.closePopups();
    }

    function openCombatSheet(properties: var) {
        root.pageRequested(combatPage, properties);
    }

    // The sheet takes the whole planned action, so its "Play it" sends the
    // move and the shape too, exactly as the panel's would.
    function combatFromTurn() {
        root.openCombatSheet({ "planFrom": arena });
    }

    TheosisArenaController {
        id: arena

        objectName: "theosisArena"
        session: ActiveSession
    }

    TheosisByHandController {
        id: byHandTexts

        objectName: "theosisByHand"
        session: ActiveSession
    }

    Item {
        id: boardArea

        width: root.wide ? root.width - root.panelWidth : root.width
        height: root.wide ? root.height : Math.round(Math.min(root.height * 0.55, root.width * 1.05))

        // The strip keeps the tallest height it had at this width: a chip
        // whose label changes (a hero flipped) may wrap the strip anew, and
        // the board below must not move between two taps.
        TheosisArenaStatusBar {
            id: statusBar

            property real keptHeight: 0

            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: Theme.gap
            height: Math.max(implicitHeight, keptHeight)
            controller: arena
            onImplicitHeightChanged: keptHeight = Math.max(keptHeight, implicitHeight)
            onWidthChanged: keptHeight = implicitHeight
        }

        TheosisArenaBoardView {
            id: board

            objectName: "theosisBoard"
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: statusBar.bottom
            anchors.bottom: parent.bottom
            anchors.margins: Theme.gap
            controller: arena
            // A move correction of a text carried out by hand takes the next tap.
            onTapped: (q, r, who) => {
                if (byHandTexts.movingName.length > 0)
                    byHandTexts.placeMove(q, r);
                else
                    arena.tap(q, r, who);
            }
        }
    }

    // Refusals float over the top of the board area (the turn counter and
    // the ranking strip), not in the panel: coming and going there, they
    // moved every choice below them from under the finger (a refused ritual
    // gem pushed the other gems down by the banner's height).
    Column {
        id: refusals

        objectName: "theosisRefusals"
        x: boardArea.x + Theme.gap
        y: boardArea.y + Theme.gap
        z: 2
        width: boardArea.width - 2 * Theme.gap
        spacing: Theme.gap

        ErrorBanner {
            width: refusals.width
            objectName: "theosisSessionError"
            message: ActiveSession.error
            ruleId: ActiveSession.errorRule
            onRuleRequested: ruleId => root.ruleRequested(ruleId)
            onDismissed: ActiveSession.clearError()
        }

        ErrorBanner {
            width: refusals.width
            objectName: "theosisExplanation"
            // The words only: the refused hex is outlined on the board, and the
            // rule link names the rule; an internal code means nothing at the table.
            message: arena.explanation
            ruleId: arena.explanationRule
            onRuleRequested: ruleId => root.ruleRequested(ruleId)
            onDismissed: arena.clearExplanation()
        }
    }

    TheosisArenaPanel {
        id: panel

        objectName: "theosisPanel"
        x: root.wide ? boardArea.width : 0
        y: root.wide ? 0 : boardArea.height
        width: root.wide ? root.panelWidth : root.width
        height: (root.wide ? root.height : root.height - boardArea.height) - (actionBar.visible ? actionBar.height + 2 * Theme.gap : 0)
        controller: arena
        byHand: byHandTexts
        onRuleRequested: ruleId => root.ruleRequested(ruleId)
    }

    TheosisArenaActionBar {
        id: actionBar

        objectName: "theosisActionBar"
        x: panel.x + Theme.gap
        y: root.height - height - Theme.gap
        width: panel.width - 2 * Theme.gap
        controller: arena
        onCombatRequested: root.combatFromTurn()
    }

    Component {
        id: combatPage

        TheosisCombatSheet {}
    }
}
