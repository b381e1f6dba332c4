import QtQuick
import QtTest
import Arbiter

// Theosis as a player meets it at the table (issue 12): the combat sheet
// opened from the Arena turn plays the planned move and shape, the numbers
// it shows are explained, and the controls are big enough to hit.
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    property var view: null
    property var sheet: null

    Component {
        id: viewComponent

        TheosisArenaView {
            anchors.fill: parent
        }
    }

    Component {
        id: sizedViewComponent

        TheosisArenaView {
            width: 1280
            height: 800
        }
    }

    Component {
        id: hierapolisComponent

        TheosisHierapolisView {
            anchors.fill: parent
        }
    }

    TestCase {
        name: "TheosisTableReady"
        when: windowShown

        function act(action) {
            verify(ActiveSession.apply(action), "refused: " + JSON.stringify(action) + " " + ActiveSession.error);
        }

        function ctl() {
            return findChild(root.view, "theosisArena");
        }

        // A list inside a row (a gadget's QList) as an array.
        function items(sequence) {
            const out = [];
            for (let i = 0; i < sequence.length; ++i)
                out.push(sequence[i]);
            return out;
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

        // Taps a button where the window shows it, scrolled into view first as a player would.
        function tapButton(container, name) {
            const button = findChild(container, name);
            verify(button !== null, "no " + name);
            tryVerify(() => button.visible && button.width > 0, 5000, name + " is hidden");
            // The panel's layouts settle in the polish before a frame: geometry is final after one.
            waitForRendering(root);
            let flick = button.parent;
            while (flick && flick.contentY === undefined)
                flick = flick.parent;
            if (flick && flick.contentHeight > flick.height) {
                const bottom = button.mapToItem(flick, 0, button.height).y;
                if (bottom > flick.height)
                    flick.contentY = Math.min(flick.contentHeight - flick.height, flick.contentY + bottom - flick.height + 8);
                const top = button.mapToItem(flick, 0, 0).y;
                if (top < 0)
                    flick.contentY = Math.max(0, flick.contentY + top - 8);
            }
            waitForRendering(root);
            const at = button.mapToItem(root, button.width / 2, button.height / 2);
            verify(at.y > 0 && at.y < root.height, name + " is off screen at " + at.y);
            verify(button.enabled, name + " is disabled");
            mouseClick(button);
        }

        function hero(id) {
            return ActiveSession.gameData.heroes.filter(h => h.id === id)[0];
        }

        function at(id) {
            const h = hero(id);
            return h.at === undefined ? "" : h.at[0] + "," + h.at[1];
        }

        function openView() {
            root.view = createTemporaryObject(viewComponent, root);
            verify(root.view !== null);
            // The table pushes pages on its stack; here the sheet opens over the view.
            root.view.pageRequested.connect((page, properties) => {
                root.sheet = page.createObject(root, Object.assign({ "width": root.width, "height": root.height }, properties));
            });
            waitForRendering(root.view);
        }

        function cleanup() {
            if (root.sheet) {
                root.sheet.visible = false;
                root.sheet.destroy();
            }
            root.sheet = null;
            ActiveSession.close();
            root.view = null;
        }

        function openHierapolis() {
            const id = SessionLibrary.createSessionWith("theosis", [{ "id": "ann", "name": "Ann" }, { "id": "ben", "name": "Ben" }],
                                                        { "mode": "pvp", "blitz": true });
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id));
            root.view = createTemporaryObject(hierapolisComponent, root);
            verify(root.view !== null);
            waitForRendering(root.view);
        }

        // Issue 12: the Market dialog showed refusals about empty fields before
        // anything was chosen, and Place stayed enabled under a refusal.
        function test_marketDialogWaitsForAChoice() {
            openHierapolis();
            tapButton(root.view, "placeHero-ann:garav");
            tapButton(root.view, "location-market");
            const dialog = root.view.placementDialog;
            tryVerify(() => dialog.opened);
            const content = dialog.contentItem;
            compare(findChild(dialog.footer, "placeProblem").message, "", "no verdict before a choice");
            verify(!findChild(dialog.footer, "placeProblem").visible);
            verify(findChild(dialog.footer, "placeAwaiting").visible);
            verify(!findChild(dialog.footer, "placeConfirm").enabled, "nothing to place yet");
            // Place keeps its place on screen from the first choice to the last.
            const confirm = findChild(dialog.footer, "placeConfirm");
            const placeAtStart = confirm.mapToItem(null, 0, 0);

            const table = root.view.table;
            const item = table.market.get(0).id;
            tapButton(content, "placeEquipItem-" + item);
            compare(findChild(dialog.footer, "placeProblem").message, "", "no verdict on half a choice");
            tapButton(content, "placeEquipHero-ann:garav");
            compare(findChild(dialog.footer, "placeProblem").message, "", "no verdict on half a choice");
            const slot = table.hero("ann:garav").slots[0].id;
            tapButton(content, "placeEquipSlot-" + slot);
            // Complete now: the first hero of a turn goes to a Quest's gold space, so the engine refuses.
            tryVerify(() => findChild(dialog.footer, "placeProblem").message.length > 0);
            verify(!findChild(dialog.footer, "placeAwaiting").visible);
            verify(!findChild(dialog.footer, "placeConfirm").enabled, "Place is off while the engine refuses");
            const placeAtEnd = confirm.mapToItem(null, 0, 0);
            compare(placeAtEnd.x, placeAtStart.x, "Place did not move sideways");
            compare(placeAtEnd.y, placeAtStart.y, "Place did not move under the finger");
            dialog.close();
        }

        // Issue 12: when a session first opened, "1 of 6" was drawn under Hierapolis's progress bar.
        function test_hierapolisTurnAboveTheProgressBar() {
            openHierapolis();
            const label = findChild(root.view, "hierapolisTurn");
            const bar = findChild(root.view, "hierapolisProgress");
            compare(label.text, "1 of 6");
            const labelBottom = () => label.mapToItem(root, 0, label.height).y;
            const barTop = () => bar.mapToItem(root, 0, 0).y;
            tryVerify(() => labelBottom() <= barTop(), 3000, "the turn ends at " + labelBottom() + ", the bar starts at " + barTop());
        }

        // Issue 12: the strip above the Arena said "Turn 6 of 9" while the heroes entered.
        function test_arenaStripDuringEntry() {
            const id = SessionLibrary.createSessionWith("theosis", [{ "id": "solo", "name": "Sam" }],
                                                        { "mode": "coop", "fast": true, "heroes": { "solo": ["curunir", "lug", "norn"] } });
            verify(ActiveSession.open(id));
            act({ "type": "gold.allocate", "player": "solo", "gold": {} });
            act({ "type": "ranking.set", "order": ["solo:curunir", "solo:lug", "solo:norn"] });
            openView();
            compare(ctl().step, "entry");
            compare(ctl().lastTurn, 9);
            const label = findChild(root.view, "theosisTurn");
            verify(label.text.indexOf("Turn") < 0, label.text);
            verify(label.text.indexOf("9") >= 0, label.text);
            tapHex(3, 1);
            tapHex(4, 0);
            tapHex(4, -1);
            compare(ctl().step, "hero");
            compare(label.text, "Turn 1 of 9");
        }

        // Issue 12: the ranking chips were 32 px tall; the alignment steps 46 x 28.
        function test_touchSizes() {
            coopCurunirFirst();
            waitForRendering(root.view);
            for (const id of ["solo:curunir", "solo:lug", "solo:norn"]) {
                const chip = findChild(root.view, "theosisRank_" + id);
                verify(chip.height >= 48, id + " chip " + chip.height);
                verify(chip.width >= 48, id + " chip " + chip.width);
            }
            root.view.visible = false;
            ActiveSession.close();
            openHierapolis();
            waitForRendering(root.view);
            let steps = 0;
            for (let track = 0; track < root.view.table.tracks.count; ++track) {
                const limit = root.view.table.tracks.get(track).limit;
                for (let step = -limit; step <= limit; ++step) {
                    const cell = findChild(root.view, "track" + track + "step" + step);
                    verify(cell !== null, "track " + track + " step " + step);
                    verify(cell.width >= 48 && cell.height >= 48, "track " + track + " step " + step + ": " + cell.width + "x" + cell.height);
                    ++steps;
                }
            }
            verify(steps > 0);
        }

        // Issue 12: Tenacity could be chosen for two heroes against Wrath of the Mountain.
        function test_aDefenceCardGuardsOneHero() {
            coopCurunirFirst();
            for (let i = 0; i < 3; ++i) {
                ctl().chooseAction("pass");
                ctl().choosePower(ctl().hand.get(0).id);
                verify(ctl().commit(), ActiveSession.error);
            }
            compare(ctl().step, "monster");
            tapButton(root.view, "theosisMonsterFace_3");
            compare(ctl().monsterTurn.action, "Wrath of the Mountain");
            // Every hero is struck: each one's missing defence is asked for, not refused as an empty power.
            verify(ctl().problem.indexOf("Choose the defense power of") === 0, ctl().problem);
            const card = ctl().monsterAttacks.get(0).chosen[0].powers[0].id;
            const first = ctl().monsterAttacks.get(0).chosen[0].hero;
            const second = ctl().monsterAttacks.get(0).chosen[1].hero;
            verify(findChild(root.view, "theosisMonsterDefense_0_" + second + "_" + card) !== null, "free before it is taken");
            tapButton(root.view, "theosisMonsterDefense_0_" + first + "_" + card);
            compare(ctl().monsterAttacks.get(0).chosen[0].defense, card);
            const taken = items(ctl().monsterAttacks.get(0).chosen[1].powers).filter(p => p.id === card)[0];
            compare(taken.free, false, "still free for " + second);
            // Greyed out in place, so the other chips do not move under the finger.
            tryVerify(() => {
                const chip = findChild(root.view, "theosisMonsterDefense_0_" + second + "_" + card);
                return chip !== null && chip.visible && !chip.enabled;
            });
        }

        // Seen on the real window: turned to portrait, the heroes' rows drew over each other.
        function test_heroRowsKeepApartInPortrait() {
            coopCurunirFirst();
            root.view.visible = false;
            const view = createTemporaryObject(sizedViewComponent, root);
            waitForRendering(view);
            view.width = 800;
            view.height = 1280;
            waitForRendering(view);
            const ids = ["solo:curunir", "solo:lug", "solo:norn"];
            const rows = ids.map(id => findChild(view, "theosisHealth_" + id).parent);
            for (let i = 1; i < rows.length; ++i) {
                const above = rows[i - 1].mapToItem(view, 0, rows[i - 1].height).y;
                const top = rows[i].mapToItem(view, 0, 0).y;
                verify(above <= top, "row " + (i - 1) + " ends at " + above + ", row " + i + " starts at " + top);
                verify(rows[i].height >= 30, "row " + i + " is " + rows[i].height + " tall");
            }
        }

        // Sam's Curunir, Lug and Norn against Kotronas, on the eastern starting hexes; Curunir acts first.
        function coopCurunirFirst() {
            const id = SessionLibrary.createSessionWith("theosis", [{ "id": "solo", "name": "Sam" }],
                                                        { "mode": "coop", "fast": true, "heroes": { "solo": ["curunir", "lug", "norn"] },
                                                          "powers": { "solo": ["warcraft", "nova", "valor", "resurrection", "tenacity", "last-stand"] } });
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id));
            act({ "type": "gold.allocate", "player": "solo", "gold": {} });
            act({ "type": "ranking.set", "order": ["solo:curunir", "solo:lug", "solo:norn"] });
            openView();
            tapHex(3, 1);
            tapHex(4, 0);
            tapHex(4, -1);
            compare(ctl().step, "hero");
            compare(ctl().actor, "solo:curunir");
        }

        // Issue 12, blocker: the sheet's "Play it" dropped the planned move and the melee choice.
        function test_combatSheetPlaysThePlannedMoveAndShape() {
            coopCurunirFirst();
            tapButton(root.view, "theosisAction_attack");
            tapHex(2, 0);
            compare(ctl().moveTo.join(","), "2,0");
            tapButton(root.view, "theosisShape_melee");
            tapButton(root.view, "theosisPower_warcraft");
            const body = board().centreOf(0, 0);
            mouseClick(board(), body.x, body.y);
            compare(pending().target, "kotronas");
            tapButton(root.view, "theosisRoll_kotronas_2");
            verify(ctl().ready, ctl().problem);
            const planned = ctl().pendingActionJson();
            compare(pending().shape, "melee");

            tapButton(root.view, "theosisOpenCombat");
            tryVerify(() => root.sheet !== null);
            const combat = findChild(root.sheet, "theosisCombat");
            tryVerify(() => combat.valid, 5000, combat.problem);
            compare(combat.pendingActionJson(), planned, "the sheet plays what the Arena planned");
            verify(findChild(root.sheet, "combatPlan").visible, "the sheet says what was planned");
            tapButton(root.sheet, "combatApply");
            compare(ActiveSession.error, "");
            compare(at("solo:curunir"), "2,0", "the planned move was played");
            compare(ActiveSession.gameData.actor, "solo:lug");
        }
    }
}
