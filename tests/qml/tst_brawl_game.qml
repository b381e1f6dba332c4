import QtQuick
import QtTest
import Arbiter

// Whole stretches of play through the arena screen's own buttons and board:
// the steps before round 1 (team choice, Challenge names, traps, deployment
// by tap and by drag), and a four-player Super Team Tornado game from the
// casual draft to the team that reaches 7 VP, with undo and redo.
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    property var table: null

    BrawlSetupForm {
        id: setupForm

        x: 0
        y: 0
        width: 800
        visible: false
    }

    Component {
        id: tableComponent

        BrawlTable {
            anchors.fill: parent
        }
    }

    TestCase {
        name: "BrawlGame"
        when: windowShown

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
            compare(controller().selected, id);
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
            compare(ActiveSession.error, "", objectName);
        }

        // Taps the Challenge cards drawn, in order, from the pack's list.
        function nameChallenges(names) {
            compare(controller().challengesToName, names.length);
            for (let i = 0; i < names.length; ++i)
                click("brawlChallenge-" + names[i]);
            click("brawlNameChallenges");
        }

        function drag(champion, q, r) {
            const from = board().championCentre(champion);
            const to = board().centreOf(q, r);
            mousePress(board(), from.x, from.y);
            for (let i = 1; i <= 8; ++i)
                mouseMove(board(), from.x + (to.x - from.x) * i / 8, from.y + (to.y - from.y) * i / 8);
            mouseRelease(board(), to.x, to.y);
        }

        // Plays a card: the champion's disc, its card, then a hex to move to (when given).
        function play(champion, card, to) {
            tapChampion(champion);
            click("brawlCard-" + card);
            if (to) {
                tapHex(to[0], to[1]);
                compare(ActiveSession.error, "");
                compare(position(champion), to[0] + "," + to[1]);
            }
        }

        function attack(target) {
            const at = board().championCentre(target);
            mouseClick(board(), at.x, at.y);
            verify(controller().canResolve, "target " + target);
            click("brawlResolve");
        }

        function position(champion) {
            const at = ActiveSession.gameData.positions[champion];
            return at === undefined ? "gate" : at[0] + "," + at[1];
        }

        function vp(side) {
            return controller().sides.get(side).vp;
        }

        function open(players, setup) {
            SessionLibrary.resetContentPack("super-fantasy-brawl");
            const id = SessionLibrary.createSessionWith("super-fantasy-brawl", players, setup);
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id));
            root.table = createTemporaryObject(tableComponent, root);
            verify(root.table !== null);
            waitForRendering(root.table);
        }

        function cleanup() {
            ActiveSession.close();
        }

        function test_stepsBeforeRoundOneThroughTheTable() {
            open([{ "id": "ann", "name": "Ann" }, { "id": "ben", "name": "Ben" }],
                 { "first_player": "ann", "deployment": "north", "draft": "free" });
            compare(controller().phase, "draft");
            compare(controller().draft.player, "ann");
            verify(!findChild(root.table, "brawlConfirmTeam").enabled, "three champions first");
            // The champions' values are made up: the pack's check words stand where they are picked.
            const check = findChild(root.table, "brawlDraftCheck");
            tryVerify(() => check.visible, 2000, "the champions' check words are shown");
            verify(check.text.indexOf("check against your own cards") >= 0, check.text);
            for (const id of ["goldarr", "gwaien", "kilgore"])
                click("brawlDraft-" + id);
            click("brawlConfirmTeam");
            compare(controller().draft.player, "ben");
            for (const id of ["deryn", "tzu-xiao", "dugrun"])
                click("brawlDraft-" + id);
            click("brawlConfirmTeam");

            compare(controller().phase, "challenges");
            nameChallenges(["Hold the Centre", "Statue Dance"]);
            compare(controller().track.get(1).name, "Hold the Centre");

            compare(controller().phase, "traps");
            compare(controller().legalHexes.length, 6, "every trap hex is free");
            // Not a trap hex: the engine refuses and says why.
            tapHex(0, 0);
            verify(ActiveSession.error.length > 0);
            compare(ActiveSession.gameData.traps.length, 0);
            ActiveSession.clearError();
            for (const at of [[-1, -1], [1, 1], [3, -2], [-3, 2]]) {
                tapHex(at[0], at[1]);
                compare(ActiveSession.error, "");
            }
            compare(ActiveSession.gameData.traps.length, 4);

            compare(controller().phase, "deploy");
            verify(controller().prompt.indexOf("Ann") >= 0, controller().prompt);
            tapChampion("ann:gwaien");
            tapHex(2, -4);
            compare(position("ann:gwaien"), "2,-4");
            // A hex outside Ann's area is refused by the engine.
            tapChampion("ann:goldarr");
            tapHex(0, 0);
            verify(ActiveSession.error.length > 0);
            compare(position("ann:goldarr"), "gate");
            ActiveSession.clearError();
            tapHex(1, -4);
            // Dragged from the Gate onto its hex.
            drag("ann:kilgore", 3, -4);
            compare(ActiveSession.error, "");
            compare(position("ann:kilgore"), "3,-4");
            verify(controller().prompt.indexOf("Ben") >= 0, controller().prompt);
            for (const [champion, at] of [["ben:deryn", [-3, 4]], ["ben:tzu-xiao", [-2, 4]], ["ben:dugrun", [-1, 4]]]) {
                tapChampion(champion);
                tapHex(at[0], at[1]);
                compare(position(champion), at[0] + "," + at[1]);
            }
            compare(controller().phase, "activation", "round 1 has no Scoreboard Phase");
            compare(controller().round, 1);
            compare(controller().activePlayer, "ann");
        }

        function test_superTeamTornadoToTheWinner() {
            open([{ "id": "ann", "name": "Ann" }, { "id": "ben", "name": "Ben" },
                  { "id": "cid", "name": "Cid" }, { "id": "dan", "name": "Dan" }],
                 { "first_player": "ann", "second_player": "ben", "deployment": "north", "draft": "casual",
                   "pool": ["goldarr", "gwaien", "kilgore", "deryn", "tzu-xiao", "dugrun", "goldarr", "deryn"] });
            compare(controller().sides.count, 2);
            compare(controller().sides.get(0).goal, 7);

            // Casual draft: Ben, Ann, Dan, Cid, Ben, Ann, Dan, Cid.
            const picks = [["ben", "deryn"], ["ann", "goldarr"], ["dan", "tzu-xiao"], ["cid", "kilgore"],
                           ["ben", "dugrun"], ["ann", "gwaien"], ["dan", "goldarr"], ["cid", "deryn"]];
            for (const [player, champion] of picks) {
                compare(controller().draft.player, player);
                click("brawlDraft-" + champion);
            }
            nameChallenges(["Spotlight", "Brawl Royale", "Arena Masters"]);
            for (const at of [[-1, -1], [1, 1], [3, -2], [-3, 2]])
                tapHex(at[0], at[1]);
            const deploy = [["ann:goldarr", [1, -4]], ["ann:gwaien", [2, -4]], ["ben:deryn", [-3, 4]], ["ben:dugrun", [-1, 4]],
                            ["cid:kilgore", [3, -4]], ["cid:deryn", [0, -4]], ["dan:tzu-xiao", [-2, 4]], ["dan:goldarr", [0, 4]]];
            for (const [champion, at] of deploy) {
                tapChampion(champion);
                tapHex(at[0], at[1]);
                compare(position(champion), at[0] + "," + at[1]);
            }
            compare(controller().phase, "activation");

            // Round 1.
            play("ann:gwaien", "gwaien-soothing-glow", [2, -2]);
            // Undo and redo the move from the session's log.
            verify(ActiveSession.undo());
            compare(position("ann:gwaien"), "2,-4");
            verify(ActiveSession.redo());
            compare(position("ann:gwaien"), "2,-2");
            click("brawlEndTurn");
            compare(controller().activePlayer, "ben");
            play("ben:dugrun", "dugrun-rally", [0, 2]);
            click("brawlResolve");
            click("brawlEndTurn");
            play("cid:kilgore", "kilgore-steady-march", [3, -3]);
            click("brawlEndTurn");
            play("dan:tzu-xiao", "tzu-xiao-crane-leap", [-1, 1]);
            click("brawlDone");
            click("brawlEndTurn");
            compare(controller().phase, "advance");
            nameChallenges(["Centre Stage", "King of the Hill"]);

            // Round 2: Ann scores two Challenges, Ben one.
            compare(controller().round, 2);
            compare(controller().phase, "scoreboard");
            click("brawlClaim-3");
            click("brawlClaim-2");
            compare(vp(0), 3);
            play("ann:gwaien", "gwaien-fireball", [1, -1]);
            attack("dan:tzu-xiao");
            click("brawlEndTurn");
            click("brawlClaim-4");
            compare(vp(1), 1);
            play("ben:deryn", "deryn-longshot", [-2, 3]);
            // Cid, Ann's teammate, answers with Kilgore's Bulwark on Gwaien.
            const at = board().championCentre("ann:gwaien");
            mouseClick(board(), at.x, at.y);
            click("brawlReaction-kilgore-bulwark");
            click("brawlResolve");
            compare(rowsOf(controller().champions).filter(c => c.id === "ann:gwaien")[0].damage, 1);
            click("brawlEndTurn");
            play("cid:deryn", "deryn-longshot", [0, -3]);
            attack("dan:tzu-xiao");
            click("brawlEndTurn");
            click("brawlEndTurn");
            nameChallenges(["Last Champion Standing", "Crowd Surge"]);

            // Round 3: Ann scores 2 and burns Tzu Xiao; Cid scores 1 and takes him out.
            click("brawlClaim-3");
            play("ann:gwaien", "gwaien-fireball", null);
            attack("dan:tzu-xiao");
            click("brawlEndTurn");
            click("brawlEndTurn");
            click("brawlClaim-2");
            compare(vp(0), 6);
            play("cid:deryn", "deryn-longshot", [0, -2]);
            attack("dan:tzu-xiao");

            compare(controller().phase, "over");
            compare(vp(0), 7);
            compare(vp(1), 1);
            verify(controller().sides.get(0).winner);
            verify(!controller().sides.get(1).winner);
            compare(controller().prompt, "The game is over.");
            compare(position("dan:tzu-xiao"), "gate");
            verify(!findChild(root.table, "brawlEndTurn").visible);

            // The win is undone with the attack, and comes back with redo.
            verify(ActiveSession.undo());
            compare(controller().phase, "activation");
            compare(vp(0), 6);
            verify(!controller().sides.get(0).winner);
            verify(ActiveSession.redo());
            compare(controller().phase, "over");
            verify(controller().sides.get(0).winner);
        }
    }

    // Issue 24: who plays first and the first player's deployment area are
    // the table's to decide (chosen, or drawn by the app); the form's taps
    // reach the session.
    TestCase {
        name: "BrawlSetupFormRows"
        when: windowShown

        function tap(objectName) {
            const item = findChild(setupForm, objectName);
            verify(item !== null, "no " + objectName);
            tryVerify(() => item.visible && item.width > 0 && !isPolishScheduled(setupForm), 5000, objectName + " is laid out");
            mouseClick(item);
        }

        function test_theFirstPlayerAndTheirAreaAreTapped() {
            setupForm.visible = true;
            setupForm.playerNames = ["Ann", "Ben"];
            tap("brawlSetupChange");
            verify(findChild(setupForm, "brawlFirstRandom").checked, "the app draws the first player unless told");
            tap("brawlFirst-Ben");
            tap("brawlDeployment-south");
            verify(findChild(setupForm, "brawlFirst-Ben").checked);
            verify(!findChild(setupForm, "brawlFirstRandom").checked);
            compare(findChild(setupForm, "brawlSetupSummary").text.indexOf("Ben plays first"), 0);
            const id = SessionLibrary.createSessionWith("super-fantasy-brawl", setupForm.names, setupForm.setup());
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id), ActiveSession.error);
            compare(ActiveSession.gameData.order, ["Ben", "Ann"]);
            compare(ActiveSession.gameData.sides[0].id, "Ben");
            compare(ActiveSession.gameData.sides[0].area, "south");
            compare(ActiveSession.gameData.sides[1].area, "north");
            // Back to the app's draw: the setup names no first player.
            tap("brawlFirstRandom");
            verify(setupForm.setup().first_player === undefined);
            setupForm.visible = false;
        }
    }
}
