import QtQuick
import QtTest
import Arbiter

// After a tap that plays the game, the Banishing's table shows what it did
// and what comes next at its top, however far down the finger was (a Take
// line below the Void, Rest low on the page); a hand correction of a counter
// keeps the page where it is. Landscape and portrait, tapped through the
// window.
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    BanishingTable {
        id: tableView

        anchors.fill: parent
    }

    TestCase {
        name: "Steady2Banishing"
        when: windowShown

        readonly property var table: tableView.table

        function flickable() {
            return findChild(tableView, "banishingTableFlickable");
        }

        function settled(item) {
            for (let p = item; p; p = p.parent)
                if (isPolishScheduled(p))
                    return false;
            return true;
        }

        // Scrolls the page as far down as it goes with the item still in the
        // window (at its top edge), as a player scrolled on, then taps it.
        function tapFromBelow(name) {
            const item = findChild(tableView, name);
            verify(item !== null, "no " + name);
            tryVerify(() => item.visible && item.enabled && settled(item), 5000, name + " cannot be tapped");
            const page = flickable();
            const top = item.mapToItem(page.contentItem, 0, 0).y;
            page.contentY = Math.max(0, Math.min(top - 8, page.contentHeight - page.height));
            verify(page.contentY > 0, name + " is reached without scrolling: the test taps nothing from below");
            tryVerify(() => settled(item), 5000, name + " is laid out");
            const inPage = item.mapToItem(page, 0, 0).y;
            verify(inPage >= 0 && inPage + item.height <= page.height, name + " is not in the window");
            mouseClick(item);
            compare(ActiveSession.error, "", name);
        }

        // The turn panel's first lines (whose turn, the step, what the last
        // tap did) are in the window.
        function turnPanelInView() {
            const panel = findChild(tableView, "banishingTurnPanel");
            const page = flickable();
            const events = findChild(panel, "lastEvents");
            const top = panel.mapToItem(page, 0, 0).y;
            const eventsBottom = events.mapToItem(page, 0, events.height).y;
            return settled(panel) && top >= 0 && eventsBottom <= page.height;
        }

        function cleanup() {
            tableView.closePopups();
            ActiveSession.close();
            root.width = 1280;
            root.height = 800;
        }

        function orientations() {
            return [{ "tag": "landscape", "width": 1280, "height": 800 },
                    { "tag": "portrait", "width": 800, "height": 1280 }];
        }

        function test_actionFromBelowShowsTheTurnAtTheTop_data() {
            return orientations();
        }

        function test_actionFromBelowShowsTheTurnAtTheTop(data) {
            root.width = data.width;
            root.height = data.height;
            const id = SessionLibrary.createSessionWith("the-banishing", ["Ann", "Ben", "Cy"],
                                                        { "mode": "app", "characters": ["fighter", "healer", "thief"], "difficulty": 4 });
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id));
            compare(table.phase, "take");
            const line = table.lines.values.find(l => l.takeable && l.undead === 0) ?? table.lines.values.find(l => l.takeable);
            tapFromBelow("take-" + line.line + "-" + line.index);
            verify(table.taken);
            tryVerify(turnPanelInView, 5000, "the turn panel is not at the top after the take");
            compare(flickable().contentY, 0);

            // A counter corrected by hand: the page stays where the finger is.
            flickable().contentY = Math.min(200, flickable().contentHeight - flickable().height);
            const kept = flickable().contentY;
            verify(kept > 0);
            verify(ActiveSession.adjustCounter("thief", "damage", 1), ActiveSession.error);
            compare(flickable().contentY, kept, "a hand correction scrolled the page");

            for (let i = 0; i < 3 && table.shieldTargets.count > 0; ++i)
                tapFromBelow("shield-" + table.shieldTargets.get(0).card);
            compare(table.phase, "ability");
            compare(table.handExcess, 0);
            const before = table.turnCharacter;
            tapFromBelow("passButton");
            verify(table.turnCharacter !== before, "the turn went on");
            tryVerify(turnPanelInView, 5000, "the turn panel is not at the top after a pass");
            compare(flickable().contentY, 0);
        }
    }
}
