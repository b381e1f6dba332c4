import QtQuick
import QtTest
import Arbiter

// The champions' HP on the Brawl arena: in portrait every HP button is in
// view at once (one scroll at most), and a correction through the pad (one
// counter.adjust) keeps the panel and every HP button where they were, so
// the next champion's HP is one tap away; a game action still brings the
// panel to its top.
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    property var table: null

    Component {
        id: tableComponent

        BrawlTable {
            anchors.fill: parent
        }
    }

    TestCase {
        name: "Steady2Brawl"
        when: windowShown

        readonly property var champions: ["ann:goldarr", "ann:gwaien", "ann:kilgore", "ben:deryn", "ben:tzu-xiao", "ben:dugrun"]

        function act(action) {
            verify(ActiveSession.apply(action), "refused: " + JSON.stringify(action) + " " + ActiveSession.error);
        }

        function panel() {
            return findChild(root.table, "brawlPanel");
        }

        function settled(item) {
            for (let p = item; p; p = p.parent)
                if (isPolishScheduled(p))
                    return false;
            return true;
        }

        function hpButton(champion) {
            const item = findChild(root.table, "championHp-" + champion);
            verify(item !== null, "no HP button for " + champion);
            tryVerify(() => item.visible && settled(item), 5000, champion + "'s HP is not laid out");
            return item;
        }

        function placeOf(champion) {
            const at = hpButton(champion).mapToItem(null, 0, 0);
            return Math.round(at.x) + "," + Math.round(at.y);
        }

        function inPanelView(item) {
            const top = item.mapToItem(panel(), 0, 0).y;
            return top >= 0 && top + item.height <= panel().height;
        }

        // Ann (north) against Ben (south), round 1, Ann to play (see slow_steady_brawl.qml).
        function start() {
            SessionLibrary.resetContentPack("super-fantasy-brawl");
            const id = SessionLibrary.createSessionWith("super-fantasy-brawl",
                [{ "id": "ann", "name": "Ann" }, { "id": "ben", "name": "Ben" }],
                { "first_player": "ann", "deployment": "north",
                  "champions": { "ann": ["goldarr", "gwaien", "kilgore"], "ben": ["deryn", "tzu-xiao", "dugrun"] } });
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id));
            act({ "type": "track.deal", "drawn": ["Hold the Centre", "Statue Dance"] });
            for (const at of [[-1, -1], [1, 1], [3, -2], [-3, 2]])
                act({ "type": "trap.place", "at": at });
            const deploy = { "ann:goldarr": [1, -4], "ann:gwaien": [2, -4], "ann:kilgore": [3, -4],
                             "ben:deryn": [-3, 4], "ben:tzu-xiao": [-2, 4], "ben:dugrun": [-1, 4] };
            for (const champion in deploy)
                act({ "type": "champion.deploy", "champion": champion, "at": deploy[champion] });
            compare(ActiveSession.gameData.phase, "activation");
        }

        function cleanup() {
            ActiveSession.close();
            SessionLibrary.resetContentPack("super-fantasy-brawl");
            root.table = null;
            root.width = 1280;
            root.height = 800;
        }

        // In portrait the panel below the board is short: one scroll brings
        // every champion's HP into view at once (they come before the
        // Challenge Track), and the corrections below keep it there.
        function test_everyHpButtonInViewAtOnceInPortrait() {
            root.width = 800;
            root.height = 1128;
            start();
            root.table = createTemporaryObject(tableComponent, root);
            verify(root.table !== null);
            const first = hpButton("ann:goldarr");
            const last = hpButton("ben:dugrun");
            const top = first.mapToItem(panel().contentItem, 0, 0).y;
            const bottom = last.mapToItem(panel().contentItem, 0, last.height).y;
            verify(bottom - top <= panel().height, "the HP buttons need " + (bottom - top) + " px, the panel shows " + panel().height);
            if (!inPanelView(last))
                panel().contentY = Math.max(0, Math.min(bottom - panel().height + 8, panel().contentHeight - panel().height));
            for (const champion of champions)
                tryVerify(() => settled(hpButton(champion)) && inPanelView(hpButton(champion)), 5000,
                          champion + "'s HP is not in view with the others");
        }

        function test_correctionKeepsTheHpButtons_data() {
            return [{ "tag": "landscape", "width": 1280, "height": 800 },
                    { "tag": "portrait", "width": 800, "height": 1128 }];
        }

        // Issue 14: a champion's HP changed through the pad scrolled the panel
        // back to its top (and a new log line above moved the buttons), so
        // every further HP meant scrolling down again.
        function test_correctionKeepsTheHpButtons(data) {
            root.width = data.width;
            root.height = data.height;
            start();
            root.table = createTemporaryObject(tableComponent, root);
            verify(root.table !== null);
            const last = hpButton("ben:dugrun");
            // Scrolled as a player would to have the last HP button at the foot of the panel.
            const bottom = last.mapToItem(panel().contentItem, 0, last.height).y;
            panel().contentY = Math.max(0, Math.min(bottom - panel().height + 8, panel().contentHeight - panel().height));
            tryVerify(() => settled(last) && inPanelView(last), 5000, "Dugrun's HP is in view");
            const scrolled = panel().contentY;
            const before = champions.map(placeOf);
            mouseClick(last);
            // What the pad's +3 does: one counter.adjust.
            verify(ActiveSession.adjustCounter("ben:dugrun", "damage", 3), ActiveSession.error);
            tryVerify(() => hpButton("ben:dugrun").text.indexOf("6/9") >= 0, 5000, "Dugrun shows 6 of 9 HP");
            compare(panel().contentY, scrolled, "the correction scrolled the panel");
            compare(champions.map(placeOf), before, "an HP button moved after the correction");
            verify(ActiveSession.adjustCounter("ben:deryn", "damage", 2), ActiveSession.error);
            compare(champions.map(placeOf), before, "an HP button moved after the second correction");

            // A game action: the panel starts at its top again.
            const end = findChild(root.table, "brawlEndTurn");
            tryVerify(() => end.visible && end.enabled && settled(end), 5000, "End turn is offered");
            mouseClick(end);
            compare(ActiveSession.error, "");
            tryCompare(panel(), "contentY", 0);
        }

        function test_refusalMovesNoChoice_data() {
            return [{ "tag": "landscape", "width": 1280, "height": 800 },
                    { "tag": "portrait", "width": 800, "height": 1128 }];
        }

        // Issue 14: a refused hex put its banner above the panel's scrolling
        // part and pushed every card and button in it down by its height.
        function test_refusalMovesNoChoice(data) {
            root.width = data.width;
            root.height = data.height;
            start();
            root.table = createTemporaryObject(tableComponent, root);
            verify(root.table !== null);
            const controller = findChild(root.table, "brawlController");
            controller.selectChampion("ann:goldarr");
            const names = Array.from({ "length": controller.cards.count }, (_, i) => "brawlCard-" + controller.cards.get(i).id).concat(["championHp-ann:goldarr", "selectedChampionHp"]);
            verify(names.length > 2, "Gold'arr has cards");
            const placeNow = name => {
                const item = findChild(root.table, name);
                verify(item !== null, "no " + name);
                tryVerify(() => item.visible && settled(item), 5000, name + " is not laid out");
                const at = item.mapToItem(null, 0, 0);
                return Math.round(at.x) + "," + Math.round(at.y);
            };
            const before = names.map(placeNow);
            const board = findChild(root.table, "brawlBoard");
            const statue = board.centreOf(1, -2);
            mouseClick(board, statue.x, statue.y);
            verify(controller.explanation.length > 0, "the statue's hex is refused");
            verify(findChild(root.table, "brawlExplanation").visible);
            names.forEach((name, i) => compare(placeNow(name), before[i], name + " moved when the refusal showed"));
        }
    }
}
