import QtQuick
import QtTest
import Arbiter

// The choices the table makes on the arena screen: where a Fear ends when
// rows tie and where a Force takes its target (the engine's hexes offered
// on the board), which enemy a Reaction is played on, a Place the card
// allows, and champions dragged onto a hex instead of tapped.
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
        name: "BrawlChoices"
        when: windowShown

        function act(action) {
            verify(ActiveSession.apply(action), "refused: " + JSON.stringify(action) + " " + ActiveSession.error);
        }

        // A typed list's rows as an array, for filter and find.
        function rowsOf(list) {
            return Array.from({ "length": list.count }, (_, i) => list.get(i));
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

        // Scrolls the side panel to the item, then taps it.
        function click(objectName) {
            const item = findChild(root.table, objectName);
            verify(item !== null, "no " + objectName);
            verify(item.visible && item.enabled, objectName + " is not offered");
            // Scrolls until the item is in view once the layouts have placed it
            // (no fixed wait: a busy machine polishes later).
            const panel = findChild(root.table, "brawlPanel");
            let inPanel = false;
            for (let p = item.parent; p; p = p.parent)
                inPanel = inPanel || p === panel.contentItem;
            tryVerify(() => {
                for (let p = item; p; p = p.parent)
                    if (isPolishScheduled(p))
                        return false;
                if (!inPanel)
                    return true;
                const y = item.mapToItem(panel.contentItem, 0, 0).y;
                panel.contentY = Math.max(0, Math.min(y - 40, panel.contentHeight - panel.height));
                const top = item.mapToItem(panel, 0, 0).y;
                return top >= 0 && top + Math.min(item.height, panel.height) <= panel.height;
            }, 2000, objectName + " is not in view");
            mouseClick(item);
        }

        // Drags a champion disc onto a hex in small steps, as a finger would,
        // by way of another hex when given.
        function drag(champion, q, r, via) {
            const from = board().championCentre(champion);
            const to = board().centreOf(q, r);
            mousePress(board(), from.x, from.y);
            let at = from;
            for (const stop of via ? [board().centreOf(via[0], via[1]), to] : [to]) {
                for (let i = 1; i <= 8; ++i)
                    mouseMove(board(), at.x + (stop.x - at.x) * i / 8, at.y + (stop.y - at.y) * i / 8);
                at = stop;
            }
            compare(board().dragging, champion);
            mouseRelease(board(), to.x, to.y);
            compare(board().dragging, "");
        }

        function position(champion) {
            const at = ActiveSession.gameData.positions[champion];
            return at === undefined ? "gate" : at[0] + "," + at[1];
        }

        function damage(champion) {
            for (const c of rowsOf(controller().champions))
                if (c.id === champion)
                    return c.damage;
            return -1;
        }

        // Ann (north) against Ben (south), round 1, Ann to play (see tst_brawl.qml).
        function start(pack) {
            SessionLibrary.resetContentPack("super-fantasy-brawl");
            if (pack)
                verify(SessionLibrary.saveContentPack("super-fantasy-brawl", pack), SessionLibrary.error);
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
            root.table = createTemporaryObject(tableComponent, root);
            verify(root.table !== null);
            waitForRendering(root.table);
        }

        function cleanup() {
            ActiveSession.close();
            SessionLibrary.resetContentPack("super-fantasy-brawl");
        }

        function test_fearTieIsChosenOnTheBoard() {
            start(null);
            act({ "type": "champion.place", "champion": "ann:goldarr", "at": [0, 0] });
            act({ "type": "champion.place", "champion": "ben:deryn", "at": [0, 1] });
            tapChampion("ann:goldarr");
            click("brawlCard-goldarr-war-cry");
            tapChampion("ben:deryn");
            compare(controller().displacements.count, 1);
            const fear = controller().displacements.get(0);
            compare(fear.keyword, "fear");
            verify(fear.needed && !fear.chosen);
            verify(!controller().canResolve, "a tie waits for the table");
            click("brawlPick-fear-ben:deryn");
            compare(controller().picking, "fear");
            // The engine's furthest hexes, one per row: nothing else is offered.
            compare(controller().legalHexes.slice().sort(), ["0,3", "2,1"]);
            tapHex(0, 2);
            verify(controller().explanation.length > 0);
            compare(controller().explanationRule, "super-fantasy-brawl.fear");
            compare(controller().picking, "fear", "still choosing");
            tapHex(0, 3);
            compare(controller().picking, "");
            verify(controller().displacements.get(0).chosen);
            click("brawlResolve");
            compare(ActiveSession.error, "");
            compare(position("ben:deryn"), "0,3");
        }

        function test_forceEndsWhereTheTableSays() {
            start(null);
            act({ "type": "turn.end" });
            act({ "type": "champion.place", "champion": "ben:dugrun", "at": [0, -2] });
            act({ "type": "champion.place", "champion": "ann:goldarr", "at": [0, -3] });
            tapChampion("ben:dugrun");
            click("brawlCard-dugrun-shove");
            tapChampion("ann:goldarr");
            const force = controller().displacements.get(0);
            compare(force.keyword, "force");
            verify(!force.needed, "Force may move nobody");
            verify(controller().canResolve);
            click("brawlPick-force-ann:goldarr");
            verify(controller().legalHexes.indexOf("-1,-3") >= 0);
            verify(controller().legalHexes.indexOf("1,-2") < 0, "a statue");
            tapHex(1, -2);
            compare(controller().explanationRule, "super-fantasy-brawl.force");
            tapHex(-1, -3);
            verify(controller().displacements.get(0).chosen);
            click("brawlResolve");
            compare(ActiveSession.error, "");
            compare(position("ann:goldarr"), "-1,-3");
        }

        function test_theReactionGoesOnTheEnemyChosen() {
            start(null);
            act({ "type": "champion.place", "champion": "ann:goldarr", "at": [0, 0] });
            act({ "type": "champion.place", "champion": "ben:deryn", "at": [1, 0] });
            act({ "type": "champion.place", "champion": "ben:dugrun", "at": [0, 1] });
            tapChampion("ann:goldarr");
            click("brawlCard-goldarr-wide-swing");
            controller().chooseOrientation(0);
            click("brawlReaction-deryn-sidestep");
            // Both enemies are hit: the table says which one Sidestep protects.
            compare(controller().reactionTargets.count, 2);
            click("brawlReactionOn-ben:dugrun");
            click("brawlResolve");
            compare(ActiveSession.error, "");
            // Strength 2: Deryn (defence 0) takes 2; Dugrun (1 + 2 from Sidestep) nothing.
            compare(damage("ben:deryn"), 2);
            compare(damage("ben:dugrun"), 0);
        }

        function test_placeIsOfferedWhenTheCardAllowsIt() {
            const pack = SessionLibrary.contentPack("super-fantasy-brawl");
            pack.champions[0].cards[4].post = { "heal": 1, "place": 1 }; // Second Wind
            start(pack);
            tapChampion("ann:goldarr");
            verify(!controller().placeOffer.shown, "no card, no Place");
            const entriesBeforeCard = ActiveSession.log.count;
            click("brawlCard-goldarr-second-wind");
            click("brawlResolve");
            compare(ActiveSession.error, "");
            compare(controller().placeOffer.source, "ann:goldarr");
            // Undoing the card (its play and its resolution) withdraws its Place.
            for (let k = ActiveSession.log.count; k > entriesBeforeCard; --k)
                verify(ActiveSession.undo(), ActiveSession.error);
            verify(ActiveSession.gameData.activation === undefined, "no card is being played");
            compare(controller().phase, "activation");
            verify(!controller().placeOffer.shown, "the card is undone, so is its Place");
            click("brawlCard-goldarr-second-wind");
            click("brawlResolve");
            compare(ActiveSession.error, "");
            compare(controller().placeOffer.source, "ann:goldarr");
            click("brawlPlace");
            compare(controller().picking, "place");
            verify(controller().legalHexes.indexOf("0,0") >= 0);
            verify(controller().legalHexes.indexOf("1,-2") < 0, "a statue");
            verify(controller().legalHexes.indexOf("2,-4") < 0, "Gwaien stands there");
            tapHex(0, 0);
            compare(ActiveSession.error, "");
            compare(position("ann:goldarr"), "0,0");
            compare(controller().picking, "");
            verify(!controller().placeOffer.shown, "one Place per card");
        }

        function test_dragAChampionOntoALegalHex() {
            start(null);
            tapChampion("ann:goldarr");
            click("brawlCard-goldarr-second-wind");
            drag("ann:goldarr", 0, -2);
            compare(ActiveSession.error, "");
            compare(position("ann:goldarr"), "0,-2");
            compare(ActiveSession.gameData.activation.card, "goldarr-second-wind");
            // Taps keep working: the last hex of the walk.
            tapHex(0, -1);
            compare(position("ann:goldarr"), "0,-1");
        }

        function test_anIllegalDropExplainsAndMovesNothing() {
            start(null);
            tapChampion("ann:goldarr");
            click("brawlCard-goldarr-second-wind");
            drag("ann:goldarr", 1, -2);
            compare(position("ann:goldarr"), "1,-4");
            verify(controller().explanation.indexOf("statue") >= 0, controller().explanation);
            compare(controller().explanationRule, "super-fantasy-brawl.movement");
            verify(ActiveSession.gameData.activation === undefined, "the card was not played");
            // Onto an ally: the reason too.
            drag("ann:goldarr", 2, -4);
            compare(position("ann:goldarr"), "1,-4");
            verify(controller().explanation.length > 0);
            // Dragged back onto its own hex: nothing at all.
            controller().clearExplanation();
            drag("ann:goldarr", 1, -4, [0, -3]);
            compare(controller().explanation, "");
        }

        function test_dragOfAnotherChampionChoosesIt() {
            start(null);
            // Nothing chosen yet: lifting Kilgore chooses it, and without a card its drop explains.
            drag("ann:kilgore", 3, -3);
            compare(controller().selected, "ann:kilgore");
            compare(position("ann:kilgore"), "3,-4");
            verify(controller().explanation.length > 0);
            compare(controller().explanationRule, "super-fantasy-brawl.movement");
        }
    }
}
