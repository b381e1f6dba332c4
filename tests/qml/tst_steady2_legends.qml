import QtQuick
import QtTest
import Arbiter

// Nothing moves under a finger at the Exiled Legends table, tapped through
// the window in landscape and portrait: the next player's setup buttons stay
// where they were once a player has placed the line-up and rolled; after an
// Action tapped far down the page the turn strip (what comes next) is at the
// top; a hero's +1 keeps the page where it is.
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
        name: "Steady2Legends"
        when: windowShown

        // The rows of a typed list, for script code that searches them.
        function rowsOf(list) {
            const rows = [];
            for (let i = 0; i < list.count; ++i)
                rows.push(list.get(i));
            return rows;
        }

        function flickable() {
            return findChild(tableView, "legendsTableFlickable");
        }

        function settled(item) {
            for (let p = item; p; p = p.parent)
                if (isPolishScheduled(p))
                    return false;
            return true;
        }

        function newGame(names) {
            form.draft = false;
            form.picks = [];
            form.playerNames = names;
            verify(form.ready, form.problem);
            const id = SessionLibrary.createSessionWith("exiled-legends", names, form.setup());
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id), ActiveSession.error);
            compare(table.stage, "setup");
        }

        // Brings the item into the window as a finger scrolls (only when it
        // is not in it), then reads where the window shows it.
        function placeOf(name) {
            const item = findChild(tableView, name);
            verify(item !== null, "no " + name);
            tryVerify(() => item.visible && settled(item), 5000, name + " is hidden");
            const page = flickable();
            const top = item.mapToItem(page, 0, 0).y;
            if (top < 0 || top + item.height > page.height) {
                page.contentY = Math.max(0, Math.min(item.mapToItem(page.contentItem, 0, 0).y - 8, page.contentHeight - page.height));
                tryVerify(() => settled(item), 5000, name + " is laid out");
            }
            const at = item.mapToItem(null, 0, 0);
            return Math.round(at.x) + "," + Math.round(at.y);
        }

        function tap(name) {
            const item = findChild(tableView, name);
            placeOf(name);
            verify(item.enabled, name + " is disabled");
            mouseClick(item);
            compare(ActiveSession.error, "", name);
        }

        function cleanup() {
            ActiveSession.clearError();
            ActiveSession.close();
            root.width = 1280;
            root.height = 800;
        }

        function orientations() {
            return [{ "tag": "landscape", "width": 1280, "height": 800 },
                    { "tag": "portrait", "width": 800, "height": 1280 }];
        }

        function test_nextPlayersSetupButtonsStay_data() {
            return orientations();
        }

        // Issue 14: once Ada had placed her line-up, Bo's three Champion
        // buttons slid up by the height of hers, and a tap meant for one of
        // them landed on Bo's Roll button.
        function test_nextPlayersSetupButtonsStay(data) {
            root.width = data.width;
            root.height = data.height;
            newGame(["Ada", "Bo", "Cy"]);
            flickable().contentY = 0;
            const bo = rowsOf(table.players).find(p => p.id === "Bo");
            const names = bo.deckTop.map(card => "legendsLineup-" + card.id).concat(["legendsRoll-Bo"]);
            const before = names.map(placeOf);
            tap("legendsLineup-" + rowsOf(table.players).find(p => p.id === "Ada").deckTop[0].id);
            verify(rowsOf(table.players).find(p => p.id === "Ada").lineupChosen);
            names.forEach((name, i) => compare(placeOf(name), before[i], name + " moved once Ada placed her line-up"));
            tap("legendsRoll-Ada");
            verify(rowsOf(table.players).find(p => p.id === "Ada").orderRoll > 0);
            names.forEach((name, i) => compare(placeOf(name), before[i], name + " moved once Ada rolled"));
            tap(names[0]);
            verify(rowsOf(table.players).find(p => p.id === "Bo").lineupChosen, "the tap on Bo's first card placed his line-up");
        }

        function test_actionFromBelowShowsTheTurnAtTheTop_data() {
            return orientations();
        }

        function test_actionFromBelowShowsTheTurnAtTheTop(data) {
            root.width = data.width;
            root.height = data.height;
            newGame(["Ada", "Bo"]);
            for (const player of rowsOf(table.players))
                verify(table.chooseLineup(player.id, player.deckTop[0].id), ActiveSession.error);
            verify(table.rollForOrder("Ada", 6), ActiveSession.error);
            verify(table.rollForOrder("Bo", 2), ActiveSession.error);
            compare(table.stage, "play");
            for (let i = 0; i < 3 && table.phase !== "action"; ++i)
                tap(table.flow.includes("sphere.flip") ? "legendsFlow-sphere.flip" : "legendsFlow-phase.next");
            compare(table.phase, "action");

            // A hero's +1 low on the page: the page stays under the finger.
            const hero = rowsOf(table.players).find(p => p.id === "Bo").heroes[0].id;
            const plus = findChild(tableView, "damagePlus-" + hero);
            const page = flickable();
            page.contentY = Math.max(0, Math.min(plus.mapToItem(page.contentItem, 0, 0).y - page.height / 2, page.contentHeight - page.height));
            verify(page.contentY > 0, "the +1 is reached without scrolling");
            tryVerify(() => settled(plus));
            const kept = page.contentY;
            mouseClick(plus);
            compare(ActiveSession.error, "");
            tryVerify(() => settled(plus));
            compare(page.contentY, kept, "a hero's +1 scrolled the page");

            // An Action tapped with the page scrolled down.
            const action = rowsOf(table.actions).find(a => a.enabled && (a.heroes || []).length > 0);
            verify(action !== undefined, "an Action is offered");
            const button = findChild(tableView, "legendsAction-" + action.type + "-" + action.heroes[0].id);
            verify(button !== null);
            page.contentY = Math.max(0, Math.min(button.mapToItem(page.contentItem, 0, 0).y - 8, page.contentHeight - page.height));
            verify(page.contentY > 0, "the Action is reached without scrolling");
            tryVerify(() => settled(button));
            const count = ActiveSession.log.count;
            mouseClick(button);
            compare(ActiveSession.error, "");
            verify(ActiveSession.log.count > count, "the Action was played");
            const strip = findChild(tableView, "legendsFlow-phase.next");
            tryVerify(() => page.contentY === 0 && strip.mapToItem(page, 0, 0).y >= 0 && strip.mapToItem(page, 0, strip.height).y <= page.height,
                      5000, "the turn strip's next step is not in the window after the Action");
        }
    }
}
