import QtQuick
import QtTest
import Arbiter

// Nothing moves under a finger at the Exiled Legends table: the phase
// buttons stay where they are while the actions of the Action phase are
// tapped one after another, in landscape and portrait.
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    LegendsSetupForm {
        id: form

        width: 600
        visible: false
    }

    LegendsTableModel {
        id: table

        session: ActiveSession
    }

    LegendsTable {
        id: tableView

        anchors.fill: parent
    }

    TestCase {
        name: "SteadyLegends"
        when: windowShown

        // The rows of a typed list, for script code that searches them.
        function rowsOf(list) {
            const rows = [];
            for (let i = 0; i < list.count; ++i)
                rows.push(list.get(i));
            return rows;
        }

        function playerOf(id) {
            return rowsOf(table.players).find(p => p.id === id);
        }

        function waitingBeside(heroId) {
            const waiting = rowsOf(table.pending).find(p => p.hero === heroId);
            return waiting ? waiting.counters : 0;
        }

        function damageOf(heroId) {
            for (const player of rowsOf(table.players))
                for (const hero of player.heroes)
                    if (hero.id === heroId)
                        return hero.damage;
            return -1;
        }

        // Two or three players with their line-ups placed and the first seat
        // to play; `lineup(player)` may name a Champion among the top three.
        function startGame(names, lineup) {
            form.draft = false;
            form.picks = [];
            form.playerNames = names;
            verify(form.ready, form.problem);
            const id = SessionLibrary.createSessionWith("exiled-legends", names, form.setup());
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id), ActiveSession.error);
            for (const player of rowsOf(table.players)) {
                const champion = lineup ? lineup(player) : player.deckTop[0].id;
                verify(table.chooseLineup(player.id, champion), ActiveSession.error);
            }
            [6, 3, 2].slice(0, names.length).forEach((face, seat) => verify(table.rollForOrder(names[seat], face), ActiveSession.error));
            compare(table.stage, "play");
            compare(table.currentPlayer, names[0]);
        }

        // The Flickable scrolls as a finger would, until the item is in the window.
        function bringIntoView(item) {
            const flickable = findChild(tableView, "legendsTableFlickable");
            const y = item.mapToItem(flickable.contentItem, 0, 0).y;
            if (y < flickable.contentY || y + item.height > flickable.contentY + flickable.height)
                flickable.contentY = Math.max(0, Math.min(y - 16, flickable.contentHeight - flickable.height));
            tryVerify(() => {
                    const top = item.mapToItem(flickable, 0, 0).y;
                    return top >= 0 && top + item.height <= flickable.height;
                }, 20000, item.objectName + " scrolled into view");
        }

        function inView(item) {
            const flickable = findChild(tableView, "legendsTableFlickable");
            const top = item.mapToItem(flickable, 0, 0).y;
            return item.visible && top >= 0 && top + item.height <= flickable.height;
        }

        // No item of the table waits for its layout pass: a tap before that
        // lands where the button was, not where it is drawn.
        function settled(item) {
            if (!item || item.children === undefined)
                return true;
            if (isPolishScheduled(item))
                return false;
            for (let i = 0; i < item.children.length; ++i)
                if (!settled(item.children[i]))
                    return false;
            return true;
        }

        // A tap on a visible, enabled control of the table, then a frame.
        function tap(objectName) {
            let item = null;
            tryVerify(() => {
                    item = findChild(tableView, objectName);
                    return item !== null && item.visible && item.enabled && settled(tableView);
                }, 20000, objectName + " can be tapped");
            bringIntoView(item);
            tryVerify(() => settled(tableView), 20000, "the table is laid out after scrolling");
            mouseClick(item);
            waitForRendering(tableView);
            compare(ActiveSession.error, "", objectName);
        }

        function tapOnToActionPhase() {
            for (let i = 0; i < 3 && table.phase !== "action"; ++i)
                tap(table.flow.includes("sphere.flip") ? "legendsFlow-sphere.flip" : "legendsFlow-phase.next");
            compare(table.phase, "action");
        }

        function placeOf(objectName) {
            const item = findChild(tableView, objectName);
            verify(item !== null, "no " + objectName);
            tryVerify(() => item.visible && settled(tableView), 20000, objectName + " is laid out");
            waitForRendering(tableView);
            const at = item.mapToItem(null, 0, 0);
            return Math.round(at.x) + "," + Math.round(at.y);
        }

        function cleanup() {
            ActiveSession.clearError();
            ActiveSession.close();
            root.width = 1280;
            root.height = 800;
        }

        function test_phaseButtonsStayWhileActing_data() {
            return [{ "tag": "landscape", "width": 1280, "height": 800 },
                    { "tag": "portrait", "width": 800, "height": 1280 }];
        }

        function test_phaseButtonsStayWhileActing(data) {
            root.width = data.width;
            root.height = data.height;
            startGame(["Ada", "Bo"]);
            tapOnToActionPhase();
            const flickable = findChild(tableView, "legendsTableFlickable");
            flickable.contentY = 0;
            const next = placeOf("legendsFlow-phase.next");
            // Every action the Action phase offers, one tap each, while MP lasts.
            let acted = 0;
            for (let round = 0; round < 3; ++round) {
                const action = rowsOf(table.actions).find(a => a.enabled && (a.heroes || []).length > 0);
                if (!action)
                    break;
                tap("legendsAction-" + action.type + "-" + action.heroes[0].id);
                ++acted;
                flickable.contentY = 0;
                compare(placeOf("legendsFlow-phase.next"), next, "the next-phase button moved after " + action.type);
            }
            verify(acted > 0, "an action was offered");
        }
    }
}
