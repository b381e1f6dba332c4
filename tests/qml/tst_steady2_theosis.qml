import QtQuick
import QtTest
import Arbiter

// Nothing moves under a finger on the Theosis Arena, tapped through the
// window in landscape and portrait: the board keeps every hex where it was
// from the first hero's entry to the last one's, and picking a hex to move
// to keeps the action's choices (Melee, Ranged, the powers) in place.
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    property var table: null

    // The whole table, as the session page shows it.
    Component {
        id: tableComponent

        TheosisTable {
            anchors.fill: parent
        }
    }

    TestCase {
        name: "Steady2Theosis"
        when: windowShown

        function act(action) {
            verify(ActiveSession.apply(action), "refused: " + JSON.stringify(action) + " " + ActiveSession.error);
        }

        function ctl() {
            return findChild(root.table, "theosisArena");
        }

        // A list model's rows as an array (the controller publishes GadgetListModels).
        function rows(list) {
            const out = [];
            for (let i = 0; i < list.count; ++i)
                out.push(list.get(i));
            return out;
        }

        function board() {
            return findChild(root.table, "theosisBoard");
        }

        function settled(item) {
            for (let p = item; p; p = p.parent)
                if (isPolishScheduled(p))
                    return false;
            return true;
        }

        // Where the window shows the centre of a hex, once laid out.
        function hexInWindow(q, r) {
            tryVerify(() => settled(board()), 5000, "the board is laid out");
            const at = board().centreOf(q, r);
            const p = board().mapToItem(null, at.x, at.y);
            return Math.round(p.x) + "," + Math.round(p.y);
        }

        function tapHex(q, r) {
            tryVerify(() => settled(board()), 5000, "the board is laid out");
            const at = board().centreOf(q, r);
            mouseClick(board(), at.x, at.y);
            compare(ActiveSession.error, "");
        }

        // Where the window shows a control now, laid out.
        function placeOf(name) {
            const item = findChild(root.table, name);
            verify(item !== null, "no " + name);
            tryVerify(() => item.visible && settled(item), 5000, name + " is hidden");
            const at = item.mapToItem(null, 0, 0);
            return Math.round(at.x) + "," + Math.round(at.y) + " " + Math.round(item.width) + "x" + Math.round(item.height);
        }

        function tapButton(name) {
            const item = findChild(root.table, name);
            verify(item !== null, "no " + name);
            tryVerify(() => item.visible && item.enabled && settled(item), 5000, name + " cannot be tapped");
            mouseClick(item);
        }

        function init() {
            const id = SessionLibrary.createSessionWith("theosis", [{ "id": "solo", "name": "Sam" }],
                                                        { "mode": "coop", "fast": true, "heroes": { "solo": ["curunir", "lug", "norn"] },
                                                          "powers": { "solo": ["warcraft", "nova", "valor", "resurrection", "tenacity", "last-stand"] } });
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id));
            act({ "type": "gold.allocate", "player": "solo", "gold": {} });
            act({ "type": "ranking.set", "order": ["solo:curunir", "solo:lug", "solo:norn"] });
        }

        function cleanup() {
            ActiveSession.close();
            root.table = null;
            root.width = 1280;
            root.height = 800;
        }

        function openTable(data) {
            root.width = data.width;
            root.height = data.height;
            root.table = createTemporaryObject(tableComponent, root);
            verify(root.table !== null);
            tryVerify(() => board() !== null && board().width > 0, 5000, "the Arena is shown");
            compare(ctl().step, "entry");
        }

        function orientations() {
            return [{ "tag": "landscape", "width": 1280, "height": 800 },
                    { "tag": "portrait", "width": 800, "height": 1280 }];
        }

        function test_boardStaysFromFirstEntryToLast_data() {
            return orientations();
        }

        // Issue 14: the ranking card above the board went away once the last
        // hero had entered; the board grew into its room and the next tap hit
        // another hex.
        function test_boardStaysFromFirstEntryToLast(data) {
            openTable(data);
            const probes = [[3, 1], [4, 0], [4, -1], [0, 0], [-4, 4], [2, 0]];
            const before = probes.map(h => hexInWindow(h[0], h[1]));
            tapHex(3, 1);
            compare(probes.map(h => hexInWindow(h[0], h[1])), before, "the board moved after the first entry");
            tapHex(4, 0);
            tapHex(4, -1);
            tryCompare(ctl(), "step", "hero");
            compare(probes.map(h => hexInWindow(h[0], h[1])), before, "the board moved after the last entry");
        }

        function test_shapeAndPowersStayWhileMoving_data() {
            return orientations();
        }

        // Issue 14: picking the hex to move to brought the Stay button and a
        // longer line above the shape buttons; Melee moved down by 8-20 px.
        function test_shapeAndPowersStayWhileMoving(data) {
            openTable(data);
            tapHex(3, 1);
            tapHex(4, 0);
            tapHex(4, -1);
            tryCompare(ctl(), "step", "hero");
            compare(ctl().actor, "solo:curunir");
            tapButton("theosisAction_attack");
            const names = ["theosisShape_melee", "theosisShape_ranged", "theosisPower_warcraft", "theosisPower_nova"];
            const before = names.map(placeOf);
            tapHex(2, 0);
            compare(ctl().moveTo.length, 2, "a hex to move to is chosen");
            names.forEach((name, i) => compare(placeOf(name), before[i], name + " moved once the hex to move to was picked"));
            tapButton("theosisStay");
            compare(ctl().moveTo.length, 0, "Stay takes the move back");
            names.forEach((name, i) => compare(placeOf(name), before[i], name + " moved once the move was taken back"));
        }

        function test_refusalMovesNoChoice_data() {
            return orientations();
        }

        // Issue 14: a refused hex put its banner at the top of the panel and
        // pushed every choice below down by the banner's height (and up again
        // once the next tap cleared it).
        function test_refusalMovesNoChoice(data) {
            openTable(data);
            tapHex(3, 1);
            tapHex(4, 0);
            tapHex(4, -1);
            tryCompare(ctl(), "step", "hero");
            tapButton("theosisAction_attack");
            const names = ["theosisAction_attack", "theosisAction_pass", "theosisShape_melee", "theosisPower_warcraft", "theosisCommit"];
            const before = names.map(placeOf);
            tapHex(-4, 4);
            verify(ctl().explanation.length > 0, "the far hex is refused");
            verify(findChild(root.table, "theosisExplanation").visible);
            names.forEach((name, i) => compare(placeOf(name), before[i], name + " moved when the refusal showed"));
            tapHex(2, 0);
            compare(ctl().explanation, "", "an accepted tap clears the refusal");
            names.forEach((name, i) => compare(placeOf(name), before[i], name + " moved when the refusal went"));
        }

        // Nine heroes of three players in portrait: the ranking strip wraps.
        // Issue 14: the acting hero's chip turned bold and wider, the strip
        // wrapped anew and the board below it moved.
        function test_rankingStripKeepsTheBoardWithNineHeroes() {
            ActiveSession.close();
            const id = SessionLibrary.createSessionWith("theosis", [{ "id": "ann", "name": "Ann" }, { "id": "ben", "name": "Ben" }, { "id": "cy", "name": "Cy" }],
                                                        { "mode": "pvp", "fast": true });
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id));
            for (const player of ActiveSession.gameData.allocation_order)
                act({ "type": "gold.allocate", "player": player, "gold": {} });
            openTable({ "width": 800, "height": 1128 });
            const chips = rows(ctl().ranking).map(r => "theosisRank_" + r.id);
            compare(chips.length, 9);
            const widths = chips.map(name => findChild(root.table, name).width);
            const probes = [[0, 0], [4, -4], [-4, 4]];
            const before = probes.map(h => hexInWindow(h[0], h[1]));
            const starts = SessionLibrary.contentPack("theosis").arena.start_hexes;
            for (let i = 0; i < starts.length && ctl().step === "entry"; ++i) {
                const at = board().centreOf(starts[i][0], starts[i][1]);
                mouseClick(board(), at.x, at.y);
                ActiveSession.clearError();
                ctl().clearExplanation();
            }
            compare(ctl().step, "hero", "every hero entered");
            compare(chips.map(name => findChild(root.table, name).width), widths, "a chip changed its width once its hero acted");
            compare(probes.map(h => hexInWindow(h[0], h[1])), before, "the board moved");
        }
    }
}
