import QtQuick
import QtTest
import Arbiter

// Nothing moves under a finger on the Theosis Arena: the d4 faces and "Play
// it" keep their place from the first step of a choice to the last (a face
// picked, a power to discard picked), in landscape and portrait.
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    property var view: null

    Component {
        id: viewComponent

        TheosisArenaView {
            anchors.fill: parent
        }
    }

    Component {
        id: hierapolisComponent

        TheosisHierapolisView {
            anchors.fill: parent
        }
    }

    TestCase {
        name: "SteadyTheosis"
        when: windowShown

        function act(action) {
            verify(ActiveSession.apply(action), "refused: " + JSON.stringify(action) + " " + ActiveSession.error);
        }

        function ctl() {
            return findChild(root.view, "theosisArena");
        }

        // The action the Arena would send, as an object.
        function pending() {
            return JSON.parse(ctl().pendingActionJson());
        }

        function board() {
            return findChild(root.view, "theosisBoard");
        }

        function tapHex(q, r) {
            const at = board().centreOf(q, r);
            mouseClick(board(), at.x, at.y);
        }

        function settled(item) {
            for (let p = item; p; p = p.parent)
                if (isPolishScheduled(p))
                    return false;
            return true;
        }

        // Scrolls the panel as a player would until the item is in the window.
        function show(name) {
            const item = findChild(root.view, name);
            verify(item !== null, "no " + name);
            tryVerify(() => item.visible && item.width > 0 && settled(item), 5000, name + " is hidden");
            waitForRendering(root.view);
            let flick = item.parent;
            while (flick && flick.contentY === undefined)
                flick = flick.parent;
            if (flick && flick.contentHeight > flick.height) {
                const bottom = item.mapToItem(flick, 0, item.height).y;
                if (bottom > flick.height)
                    flick.contentY = Math.min(flick.contentHeight - flick.height, flick.contentY + bottom - flick.height + 8);
                const top = item.mapToItem(flick, 0, 0).y;
                if (top < 0)
                    flick.contentY = Math.max(0, flick.contentY + top - 8);
                waitForRendering(root.view);
            }
            const at = item.mapToItem(root, item.width / 2, item.height / 2);
            verify(at.y > 0 && at.y < root.height, name + " is off screen at " + at.y);
            return item;
        }

        // Where the window shows the item, in view and laid out.
        function placeOf(name) {
            const item = show(name);
            return placeNow(name);
        }

        // Where the window shows the item now, without scrolling.
        function placeNow(name) {
            const item = findChild(root.view, name);
            verify(item !== null, "no " + name);
            tryVerify(() => item.visible && settled(item), 5000, name + " is hidden");
            waitForRendering(root.view);
            const at = item.mapToItem(null, 0, 0);
            return Math.round(at.x) + "," + Math.round(at.y) + " " + Math.round(item.width) + "x" + Math.round(item.height);
        }

        // Taps a button where the window shows it.
        function tapButton(name) {
            const button = show(name);
            verify(button.enabled, name + " is disabled");
            mouseClick(button);
        }

        function openView() {
            root.view = createTemporaryObject(viewComponent, root);
            verify(root.view !== null);
            waitForRendering(root.view);
        }

        function init() {
            root.width = 1280;
            root.height = 800;
        }

        function cleanup() {
            ActiveSession.close();
            root.view = null;
            root.width = 1280;
            root.height = 800;
        }

        function coopSession() {
            const id = SessionLibrary.createSessionWith("theosis", [{ "id": "solo", "name": "Sam" }],
                                                        { "mode": "coop", "fast": true, "heroes": { "solo": ["curunir", "lug", "norn"] },
                                                          "powers": { "solo": ["warcraft", "nova", "valor", "resurrection", "tenacity", "last-stand"] } });
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id));
            act({ "type": "gold.allocate", "player": "solo", "gold": {} });
            act({ "type": "ranking.set", "order": ["solo:curunir", "solo:lug", "solo:norn"] });
            openView();
        }

        function coopCurunirFirst() {
            coopSession();
            tapHex(3, 1);
            tapHex(4, 0);
            tapHex(4, -1);
            compare(ctl().step, "hero");
            compare(ctl().actor, "solo:curunir");
        }

        function orientations() {
            return [{ "tag": "landscape", "width": 1280, "height": 800 },
                    { "tag": "portrait", "width": 800, "height": 1280 }];
        }

        function test_d4FacesAndPlayItStay_data() {
            return orientations();
        }

        // Issue 14: the d4 faces slid 25-30 px sideways after a pick (the
        // chosen face grew by its check mark), and "Play it" moved down as the
        // targets and the d4 appeared above it.
        function test_d4FacesAndPlayItStay(data) {
            root.width = data.width;
            root.height = data.height;
            coopCurunirFirst();
            tapButton("theosisAction_attack");
            const playIt = placeOf("theosisCommit");
            tapHex(2, 0);
            tapButton("theosisShape_melee");
            tapButton("theosisPower_warcraft");
            const body = board().centreOf(0, 0);
            mouseClick(board(), body.x, body.y);
            compare(pending().target, "kotronas");
            // The first step of the d4's choice: the app rolls.
            // Both rows of faces in view, as a player sees them before picking.
            show("theosisRoll_kotronas_4");
            show("theosisRoll_kotronas_0");
            const faces = [0, 1, 2, 3, 4].map(f => placeNow("theosisRoll_kotronas_" + f));
            tapButton("theosisRoll_kotronas_2");
            compare(ctl().monsterRolls.get(0).roll, 2);
            for (let f = 0; f <= 4; ++f)
                compare(placeNow("theosisRoll_kotronas_" + f), faces[f], "the face " + f + " moved after a pick");
            tapButton("theosisRoll_kotronas_4");
            for (let f = 0; f <= 4; ++f)
                compare(placeNow("theosisRoll_kotronas_" + f), faces[f], "the face " + f + " moved after a second pick");
            verify(ctl().ready, ctl().problem);
            compare(placeOf("theosisCommit"), playIt, "Play it moved while the attack was chosen");
            tapButton("theosisCommit");
            compare(ActiveSession.error, "");
        }

        function test_discardKeepsPlayItInPlace_data() {
            return orientations();
        }

        // Issue 14: "Play it" jumped 28 px once the power to discard was chosen.
        function test_discardKeepsPlayItInPlace(data) {
            root.width = data.width;
            root.height = data.height;
            coopCurunirFirst();
            tapButton("theosisAction_pass");
            const playIt = placeOf("theosisCommit");
            const power = ctl().hand.get(0).id;
            const chip = placeOf("theosisPower_" + power);
            tapButton("theosisPower_" + power);
            verify(ctl().ready, ctl().problem);
            compare(placeOf("theosisCommit"), playIt, "Play it moved once the discard was chosen");
            compare(placeOf("theosisPower_" + power), chip, "the discarded power's button moved");
            tapButton("theosisCommit");
            compare(ActiveSession.error, "");
            compare(ctl().actor, "solo:lug");
        }
        function test_heroButtonsStayAfterEachPlacement_data() {
            return orientations();
        }

        // Issue 14: the hero buttons shifted after each placement (the placed
        // hero's button went, and the next one slid into its place).
        function test_heroButtonsStayAfterEachPlacement(data) {
            root.width = data.width;
            root.height = data.height;
            const id = SessionLibrary.createSessionWith("theosis", [{ "id": "ann", "name": "Ann" }, { "id": "ben", "name": "Ben" }],
                                                        { "mode": "pvp", "blitz": true });
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id));
            root.view = createTemporaryObject(hierapolisComponent, root);
            verify(root.view !== null);
            waitForRendering(root.view);
            const table = root.view.table;
            compare(table.placer, "ann");
            const mine = table.placeableHeroes.map(h => h);
            compare(mine.length, 2);
            const second = placeOf("placeHero-" + mine[1]);
            act({ "type": "place", "hero": mine[0], "location": "quest", "alignment": "guardian", "gold": true });
            compare(table.placer, "ben");
            act({ "type": "place", "hero": table.placeableHeroes[0], "location": "quest", "alignment": "merciful", "gold": true });
            compare(table.placer, "ann");
            compare(table.placeableHeroes.map(h => h), [mine[1]]);
            compare(placeOf("placeHero-" + mine[1]), second, "Ann's second hero moved after the first was placed");
            tapButton("placeHero-" + mine[1]);
            compare(table.selectedHero, mine[1]);
        }
    }
}
