import QtQuick
import QtTest
import Arbiter

// The arena screen driven by taps: selecting a champion shows the engine's
// move verdicts, a legal hex moves it, an illegal one explains the rule, a
// trap asks what it showed; and the board editor saves and resets the pack.
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

    Component {
        id: editorComponent

        BrawlBoardEditorPage {
            anchors.fill: parent
        }
    }

    SignalSpy {
        id: rowsChanged

        signalName: "dataChanged"
    }

    SignalSpy {
        id: sidesChanged

        signalName: "dataChanged"
    }

    SignalSpy {
        id: areasChanged

        signalName: "areasChanged"
    }

    TestCase {
        name: "BrawlTable"
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

        function position(champion) {
            const at = ActiveSession.gameData.positions[champion];
            return at === undefined ? "gate" : at[0] + "," + at[1];
        }

        // Ann (north) against Ben (south), traps on [-1,-1] [1,1] [3,-2] [-3,2]: round 1, Ann to play.
        function init() {
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
            compare(ActiveSession.gameData.phase, "activation", "round 1 has no Scoreboard Phase");
            root.table = createTemporaryObject(tableComponent, root);
            verify(root.table !== null);
            waitForRendering(root.table);
        }

        function cleanup() {
            ActiveSession.close();
        }

        function rowOf(list, id) {
            for (let i = 0; i < list.count; ++i)
                if (list.get(i).id === id)
                    return i;
            return -1;
        }

        // Damage on one champion changes that champion's row alone, and its HP
        // button (the one under the finger) is the same object afterwards.
        function test_damageChangesOnlyThatChampionsRow() {
            const champions = controller().champions;
            const row = rowOf(champions, "ann:goldarr");
            verify(row >= 0);
            const button = findChild(root.table, "championHp-ann:goldarr");
            verify(button !== null);
            const other = findChild(root.table, "championHp-ben:deryn");
            verify(other !== null);
            rowsChanged.target = champions;
            rowsChanged.clear();
            sidesChanged.target = controller().sides;
            sidesChanged.clear();
            verify(ActiveSession.adjustCounter("ann:goldarr", "damage", 2), ActiveSession.error);
            tryCompare(rowsChanged, "count", 1);
            compare(rowsChanged.signalArguments[0][0].row, row, "only Gold'arr's row");
            compare(rowsChanged.signalArguments[0][1].row, row);
            compare(sidesChanged.count, 0, "no side's numbers changed");
            compare(findChild(root.table, "championHp-ann:goldarr"), button, "the button was not rebuilt");
            compare(findChild(root.table, "championHp-ben:deryn"), other);
            verify(button.text.indexOf(champions.get(row).remaining + "/") >= 0, button.text);
            compare(champions.get(row).damage, 2);
        }

        // Choosing another champion changes the two rows whose selection moved, nothing else.
        function test_selectionChangesTwoRows() {
            const champions = controller().champions;
            controller().selectChampion("ann:goldarr");
            rowsChanged.target = champions;
            rowsChanged.clear();
            controller().selectChampion("ann:gwaien");
            compare(rowsChanged.count, 2);
            const rows = [rowsChanged.signalArguments[0][0].row, rowsChanged.signalArguments[1][0].row].sort();
            compare(rows, [rowOf(champions, "ann:goldarr"), rowOf(champions, "ann:gwaien")].sort());
            compare(controller().selectedChampion.id, "ann:gwaien");
        }

        function test_boardHexesAreLargeEnoughToTap() {
            verify(board().hexWidth >= 48, "hex width " + board().hexWidth);
        }

        function test_tappingAChampionShowsItsLegalHexes() {
            const at = board().championCentre("ann:goldarr");
            mouseClick(board(), at.x, at.y);
            compare(controller().selected, "ann:goldarr");
            // Second Wind: walk 3 from [1,-4]; the statue on [1,-2] blocks the straight way south.
            controller().previewCardOf("goldarr-second-wind");
            verify(controller().legalHexes.indexOf("1,-3") >= 0);
            verify(controller().legalHexes.indexOf("0,-2") >= 0);
            verify(controller().legalHexes.indexOf("0,-1") >= 0);
            compare(controller().moveVerdictAt(1, -2), "sfb.move.statue");
            compare(controller().moveVerdictAt(2, -4), "sfb.move.ally");
            compare(controller().moveVerdictAt(1, -1), "sfb.move.path_blocked");
            compare(controller().moveVerdictAt(1, 0), "sfb.move.too_far");
            verify(controller().legalHexes.indexOf("1,-2") < 0);
            verify(controller().legalHexes.indexOf("2,-4") < 0);
        }

        function test_tappingALegalHexPlaysTheCardAndMoves() {
            controller().selectChampion("ann:goldarr");
            controller().previewCardOf("goldarr-second-wind");
            const before = ActiveSession.gameData;
            tapHex(0, -2);
            compare(ActiveSession.error, "");
            compare(position("ann:goldarr"), "0,-2");
            compare(ActiveSession.gameData.activation.card, "goldarr-second-wind");
            compare(ActiveSession.gameData.activation.budgets[0].points, 1, "one of three hexes left");
            // The Creation Core paid for it.
            verify(before.activation === undefined);
        }

        function test_tappingAnIllegalHexExplainsTheRule() {
            controller().selectChampion("ann:goldarr");
            controller().previewCardOf("goldarr-second-wind");
            const before = JSON.stringify(ActiveSession.gameData);
            tapHex(1, -2);
            compare(JSON.stringify(ActiveSession.gameData), before, "nothing changed");
            compare(ActiveSession.error, "", "the engine was not asked");
            verify(controller().explanation.indexOf("statue") >= 0, controller().explanation);
            compare(controller().explanationRule, "super-fantasy-brawl.movement");
            const banner = findChild(root.table, "brawlExplanation");
            verify(banner.visible);
            compare(banner.ruleId, "super-fantasy-brawl.movement");
        }

        function test_aTriggeredTrapAsksWhatItShowed() {
            controller().selectChampion("ann:goldarr");
            controller().previewCardOf("goldarr-second-wind");
            tapHex(0, -2);
            compare(position("ann:goldarr"), "0,-2");
            tapHex(-1, -1);
            verify(controller().trapPending, "the trap on [-1,-1] must be turned over first");
            compare(position("ann:goldarr"), "0,-2", "nothing happens before the trap is known");
            compare(ActiveSession.error, "");
            controller().revealTrap("damage", 2);
            // Two empty trap hexes are left ([-1,-2] and [1,2]): the table chooses.
            verify(controller().pickingNewTrap);
            compare(Array.from(controller().legalHexes).sort(), ["-1,-2", "1,2"]);
            tapHex(1, 2);
            compare(ActiveSession.error, "");
            compare(position("ann:goldarr"), "-1,-1");
            verify(controller().revealText.indexOf("2") >= 0, controller().revealText);
            const traps = ActiveSession.gameData.traps.map(h => h[0] + "," + h[1]);
            verify(traps.indexOf("1,2") >= 0 && traps.indexOf("-1,-1") < 0, traps.join(" "));
            const goldarr = rowsOf(controller().champions).filter(c => c.id === "ann:goldarr")[0];
            compare(goldarr.damage, 2);
        }

        function test_targetsCarryTheEnginesVerdicts() {
            controller().selectChampion("ann:goldarr");
            // Taunt: a direct shot of range 1-2; every enemy is still in its deployment area.
            controller().previewCardOf("goldarr-taunt");
            const targets = rowsOf(controller().targets);
            const deryn = targets.filter(t => t.id === "ben:deryn")[0];
            verify(!deryn.legal);
            verify(deryn.code.length > 0);
            verify(deryn.reason.length > 0);
            const gwaien = targets.filter(t => t.id === "ann:gwaien")[0];
            compare(gwaien.code, "sfb.target.not_enemy");
            controller().toggleTarget("ben:deryn");
            verify(controller().explanation.length > 0);
            verify(!controller().canResolve);
        }

        // A champion's stat changes that champion's row alone; the areas are not announced.
        function test_boardEditorStatChangesOnlyThatChampion() {
            const page = createTemporaryObject(editorComponent, root);
            verify(page !== null);
            const editor = findChild(page, "brawlBoardEditor");
            const champions = editor.champions;
            verify(champions.count > 1);
            const hp = champions.get(1).basic.hp;
            rowsChanged.target = champions;
            rowsChanged.clear();
            areasChanged.target = editor;
            areasChanged.clear();
            editor.setStat(1, "basic", "hp", hp + 1);
            compare(rowsChanged.count, 1);
            compare(rowsChanged.signalArguments[0][0].row, 1);
            compare(champions.get(1).basic.hp, hp + 1);
            compare(areasChanged.count, 0);
            verify(editor.modified);
        }

        function test_boardEditorSavesValidatesAndResets() {
            const page = createTemporaryObject(editorComponent, root);
            waitForRendering(page);
            const editor = findChild(page, "brawlBoardEditor");
            const editorBoard = findChild(page, "brawlEditorBoard");
            const statues = editor.statueCount;
            editor.tool = "statue";
            let at = editorBoard.centreOf(0, 0);
            mouseClick(editorBoard, at.x, at.y);
            compare(editor.statueCount, statues + 1);
            mouseClick(findChild(page, "brawlEditorSave"));
            compare(SessionLibrary.error, "");
            verify(SessionLibrary.hasUserContentPack("super-fantasy-brawl"));
            const saved = SessionLibrary.contentPack("super-fantasy-brawl").board.statues.map(h => h[0] + "," + h[1]);
            verify(saved.indexOf("0,0") >= 0, saved.join(" "));

            // Fewer than 4 trap hexes: the game's content check refuses the pack.
            editor.tool = "trap";
            const trapHexes = SessionLibrary.contentPack("super-fantasy-brawl").board.trap_hexes;
            for (let i = 0; i < 3; ++i) {
                at = editorBoard.centreOf(trapHexes[i][0], trapHexes[i][1]);
                mouseClick(editorBoard, at.x, at.y);
            }
            compare(editor.trapHexCount, trapHexes.length - 3);
            mouseClick(findChild(page, "brawlEditorSave"));
            verify(SessionLibrary.error.length > 0, "a board with 3 trap hexes is refused");
            compare(SessionLibrary.contentPack("super-fantasy-brawl").board.trap_hexes.length, trapHexes.length, "the saved pack stays");
            SessionLibrary.clearErrors();

            mouseClick(findChild(page, "brawlEditorReset"));
            verify(!SessionLibrary.hasUserContentPack("super-fantasy-brawl"));
            compare(editor.statueCount, statues);
        }
    }
}
