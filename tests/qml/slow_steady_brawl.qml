import QtQuick
import QtTest
import Arbiter

// Nothing moves under a finger on the Brawl arena: the attack's button and
// End turn stay where they were from the first step of a choice to its
// last (a Force destination picked on the board, a Claim), in landscape and
// portrait.
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
        name: "SteadyBrawl"
        when: windowShown

        function act(action) {
            verify(ActiveSession.apply(action), "refused: " + JSON.stringify(action) + " " + ActiveSession.error);
        }

        function controller() {
            return findChild(root.table, "brawlController");
        }

        function board() {
            return findChild(root.table, "brawlBoard");
        }

        function tapHex(q, r) {
            const at = board().centreOf(q, r);
            mouseClick(board(), at.x, at.y);
        }

        function tapChampion(id) {
            const at = board().championCentre(id);
            mouseClick(board(), at.x, at.y);
        }

        function settled(item) {
            for (let p = item; p; p = p.parent)
                if (isPolishScheduled(p))
                    return false;
            return true;
        }

        // Where the window shows the button, once the layouts have placed it.
        function placeOf(objectName) {
            const item = findChild(root.table, objectName);
            verify(item !== null, "no " + objectName);
            tryVerify(() => settled(item), 2000, objectName + " is still being laid out");
            waitForRendering(root.table);
            verify(item.visible, objectName + " is hidden");
            const at = item.mapToItem(null, 0, 0);
            return Math.round(at.x) + "," + Math.round(at.y) + " " + Math.round(item.width) + "x" + Math.round(item.height);
        }

        // The right end of a button whose label changes (Choose, Cancel) and its top.
        function rightEdgeOf(objectName) {
            const item = findChild(root.table, objectName);
            verify(item !== null, "no " + objectName);
            tryVerify(() => settled(item), 2000, objectName + " is still being laid out");
            waitForRendering(root.table);
            const at = item.mapToItem(null, item.width, 0);
            return Math.round(at.x) + "," + Math.round(at.y);
        }

        // Taps the item where a player sees it: scrolled into the panel's view first.
        function click(objectName) {
            const item = findChild(root.table, objectName);
            verify(item !== null, "no " + objectName);
            verify(item.visible && item.enabled, objectName + " is not offered");
            const panel = findChild(root.table, "brawlPanel");
            let inPanel = false;
            for (let p = item.parent; p; p = p.parent)
                inPanel = inPanel || p === panel.contentItem;
            tryVerify(() => {
                if (!settled(item))
                    return false;
                if (!inPanel)
                    return true;
                const top = item.mapToItem(panel, 0, 0).y;
                if (top >= 0 && top + Math.min(item.height, panel.height) <= panel.height)
                    return true;
                const y = item.mapToItem(panel.contentItem, 0, 0).y;
                panel.contentY = Math.max(0, Math.min(y - 40, panel.contentHeight - panel.height));
                return false;
            }, 2000, objectName + " is not in view");
            mouseClick(item);
        }

        function position(champion) {
            const at = ActiveSession.gameData.positions[champion];
            return at === undefined ? "gate" : at[0] + "," + at[1];
        }

        // Ann (north) against Ben (south), round 1, Ann to play (see tst_brawl_choices.qml).
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
        }

        function showTable() {
            root.table = createTemporaryObject(tableComponent, root);
            verify(root.table !== null);
            waitForRendering(root.table);
        }

        function init() {
            root.width = 1280;
            root.height = 800;
        }

        function cleanup() {
            ActiveSession.close();
            SessionLibrary.resetContentPack("super-fantasy-brawl");
            root.width = 1280;
            root.height = 800;
        }

        function test_forceChoiceKeepsAttackInPlace_data() {
            return [{ "tag": "landscape", "width": 1280, "height": 800 },
                    { "tag": "portrait", "width": 800, "height": 1280 }];
        }

        function test_forceChoiceKeepsAttackInPlace(data) {
            root.width = data.width;
            root.height = data.height;
            start();
            act({ "type": "turn.end" });
            act({ "type": "champion.place", "champion": "ben:dugrun", "at": [0, -2] });
            act({ "type": "champion.place", "champion": "ann:goldarr", "at": [0, -3] });
            showTable();
            tapChampion("ben:dugrun");
            click("brawlCard-dugrun-shove");
            tapChampion("ann:goldarr");
            verify(controller().canResolve);
            const attack = placeOf("brawlResolve");
            const cancel = placeOf("brawlCancelChoice");
            const endTurn = placeOf("brawlEndTurn");

            // Choose: the row's button turns into Cancel and the board asks for the hex.
            click("brawlPick-force-ann:goldarr");
            compare(controller().picking, "force");
            const pick = rightEdgeOf("brawlPick-force-ann:goldarr");
            compare(placeOf("brawlResolve"), attack, "Attack moved once Force asked for its hex");
            compare(placeOf("brawlEndTurn"), endTurn);
            tapHex(-1, -3);
            verify(controller().displacements.get(0).chosen);
            // The last step of the choice: the hex is chosen, Stay is offered.
            compare(placeOf("brawlResolve"), attack, "Attack moved once the Force hex was chosen");
            compare(placeOf("brawlCancelChoice"), cancel);
            compare(placeOf("brawlEndTurn"), endTurn);
            compare(rightEdgeOf("brawlPick-force-ann:goldarr"), pick, "Choose moved once Stay appeared beside it");
            click("brawlResolve");
            compare(ActiveSession.error, "");
            compare(position("ann:goldarr"), "-1,-3");
        }

        function test_fearChoiceKeepsAttackInPlace() {
            start();
            act({ "type": "champion.place", "champion": "ann:goldarr", "at": [0, 0] });
            act({ "type": "champion.place", "champion": "ben:deryn", "at": [0, 1] });
            showTable();
            tapChampion("ann:goldarr");
            click("brawlCard-goldarr-war-cry");
            tapChampion("ben:deryn");
            const attack = placeOf("brawlResolve");
            const endTurn = placeOf("brawlEndTurn");
            click("brawlPick-fear-ben:deryn");
            compare(placeOf("brawlResolve"), attack, "Attack moved once Fear asked for its hex");
            tapHex(0, 3);
            verify(controller().displacements.get(0).chosen);
            compare(placeOf("brawlResolve"), attack, "Attack moved once the Fear hex was chosen");
            compare(placeOf("brawlEndTurn"), endTurn);
        }

        function test_claimKeepsEndTurnInPlace() {
            start();
            showTable();
            act({ "type": "turn.end" });
            act({ "type": "turn.end" });
            compare(controller().phase, "advance");
            act({ "type": "track.advance", "drawn": ["Crowd Pleaser"] });
            compare(controller().phase, "scoreboard");
            const endTurn = placeOf("brawlEndTurn");
            click("brawlClaim-2");
            compare(ActiveSession.error, "");
            compare(placeOf("brawlEndTurn"), endTurn, "End turn moved after the Claim");
        }
    }
}
