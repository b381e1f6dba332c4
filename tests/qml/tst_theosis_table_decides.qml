import QtQuick
import QtTest
import Arbiter

// Issue 24, "the real table leads": what the physical components showed,
// entered through the windows the players use. Each function is one row of
// "What the table decides" in docs/games/theosis.md: the Mercenary Camp's
// d4, the Thieves' Guild's d6, the token drawn from the pouch for the
// Righteous Quest, the sealed bids, the monster's action die and its d4, the
// Market and the fast preparation's offer the real table drew, and a text
// the table carries out by hand shown with what to do and its one-tap
// corrections. The new rows tap through the window (mouseClick at the
// control), scrolling it into view first as a finger would.
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    property var arena: null

    TheosisHierapolisView {
        id: view

        anchors.fill: parent
    }

    Component {
        id: arenaComponent

        TheosisArenaView {
            anchors.fill: parent
        }
    }

    TestCase {
        name: "TheosisTableDecides"
        when: windowShown

        readonly property var table: view.table

        function act(action) {
            verify(ActiveSession.apply(action), "refused: " + JSON.stringify(action) + " " + ActiveSession.error);
        }

        function gold(playerId) {
            return ActiveSession.counterValue(playerId, "gold");
        }

        function start(setup) {
            const id = SessionLibrary.createSessionWith("theosis", [{ "id": "ann", "name": "Ann" }, { "id": "ben", "name": "Ben" }], setup);
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id), ActiveSession.error);
            verify(table.active);
        }

        // Blitz: both first heroes on gold Quest spaces, the others at the camp (real d4: 4).
        function placeTurn() {
            act({ "type": "place", "hero": table.placeableHeroes[0], "location": "quest", "alignment": "guardian", "gold": true });
            act({ "type": "place", "hero": table.placeableHeroes[0], "location": "quest", "alignment": "merciful", "gold": true });
            act({ "type": "place", "hero": table.placeableHeroes[0], "location": "mercenary-camp", "face": 4 });
            act({ "type": "place", "hero": table.placeableHeroes[0], "location": "mercenary-camp", "face": 4 });
        }

        // The placer's first placeable hero to `location`, the dialog left open.
        function openPlacement(location) {
            const hero = table.placeableHeroes[0];
            view.chooseHero(hero);
            verify(view.tapLocation(location), "location " + location);
            const dialog = view.placementDialog;
            verify(dialog.visible);
            return dialog;
        }

        function tapChip(dialog, name) {
            const chip = findChild(dialog.contentItem, name);
            verify(chip !== null, name);
            verify(chip.visible && chip.height >= 48, name + " is a touch target");
            chip.clicked();
        }

        // The session's dice as the roll history keeps them: [{total, physical}].
        function rollsTaken() {
            const model = ActiveSession.rolls;
            const out = [];
            for (let i = 0; i < model.rowCount(); ++i) {
                const at = model.index(i, 0);
                out.push({ "total": model.data(at, Qt.UserRole + 2), "physical": model.data(at, Qt.UserRole + 4) });
            }
            return out;
        }

        function confirm(dialog) {
            verify(dialog.verdict.ok, dialog.problem);
            verify(dialog.confirm(), ActiveSession.error);
            verify(!dialog.visible);
        }

        function inWindow(item) {
            const centre = item.mapToItem(null, item.width / 2, item.height / 2);
            return centre.x >= 0 && centre.y >= 0 && centre.x < root.width && centre.y < root.height;
        }

        // `item` scrolled into the middle of its Flickable's view (as a finger would), then
        // tapped through the window.
        function tapThroughWindow(item) {
            verify(item !== null);
            tryVerify(() => item.visible && item.enabled, 5000, item.objectName + " shown");
            let flickable = null;
            for (let p = item.parent; p && !flickable; p = p.parent)
                if (p.contentY !== undefined && p.contentHeight !== undefined && p.flick !== undefined)
                    flickable = p;
            // Laid out first: a Flow places a new chip on its next polish.
            waitForRendering(item);
            // In sight means inside the Flickable's view too: a dialog's rows below its edge
            // lie inside the window, and a tap there lands outside the dialog.
            const inView = () => {
                if (!flickable)
                    return true;
                const y = item.mapToItem(flickable, 0, 0).y;
                return y >= 0 && y + item.height <= flickable.height;
            };
            for (let tries = 0; flickable && tries < 5 && !(inWindow(item) && inView()); ++tries) {
                const y = item.mapToItem(flickable.contentItem, 0, 0).y;
                flickable.contentY = Math.max(0, Math.min(y - (flickable.height - item.height) / 2, flickable.contentHeight - flickable.height));
                waitForRendering(item);
            }
            waitForRendering(item);
            verify(item.height >= 48 && item.width >= 48, item.objectName + " is a touch target: " + item.width + " x " + item.height);
            verify(inWindow(item), item.objectName + " is in the window at " + JSON.stringify(item.mapToItem(null, 0, 0))
                   + (flickable ? " contentY " + flickable.contentY + " of " + flickable.contentHeight + ", item at " + item.mapToItem(flickable.contentItem, 0, 0).y : ""));
            mouseClick(item);
        }

        function tapNamed(parentItem, name) {
            const item = findChild(parentItem, name);
            verify(item !== null, name);
            tapThroughWindow(item);
        }

        function cleanup() {
            ActiveSession.close();
            root.arena = null;
        }

        // Row "Mercenary Camp d4": the face of the real die, tapped.
        function test_campD4FromTheRealDie() {
            start({ "mode": "pvp" });
            act({ "type": "place", "hero": table.placeableHeroes[0], "location": "quest", "alignment": "guardian", "gold": true });
            act({ "type": "place", "hero": table.placeableHeroes[0], "location": "quest", "alignment": "merciful", "gold": true });
            const placer = table.placer;
            const before = gold(placer);
            const dialog = openPlacement("mercenary-camp");
            tapChip(dialog, "placeFace-3");
            compare(dialog.face, 3);
            confirm(dialog);
            compare(gold(placer), before + 3, "the gold the real d4 showed");
            compare(JSON.stringify(rollsTaken()), JSON.stringify([{ "total": 3, "physical": true }]), "the table's die, not the app's");
        }

        // Row "Thieves' Guild d6": the real face decides the outcome that waits.
        function test_guildD6FromTheRealDie() {
            start({ "mode": "pvp" });
            act({ "type": "place", "hero": table.placeableHeroes[0], "location": "quest", "alignment": "guardian", "gold": true });
            act({ "type": "place", "hero": table.placeableHeroes[0], "location": "quest", "alignment": "merciful", "gold": true });
            const dialog = openPlacement("thieves-guild");
            tapChip(dialog, "placeFace-2");
            compare(dialog.face, 2);
            confirm(dialog);
            const pending = ActiveSession.gameData.pending;
            verify(pending !== undefined, "the Guild's outcome waits for the table");
            compare(pending.outcome, "damage", "face 2 of the shipped pack: 3 damage");
        }

        // Row "Righteous Quest: a token from the pouch": the token the table drew.
        function test_righteousTokenFromTheRealPouch() {
            start({ "mode": "pvp" });
            const drawn = ActiveSession.gameData.pouch.filter(id => id === "great-sword")[0] || ActiveSession.gameData.pouch[0];
            const dialog = openPlacement("quest:righteous");
            compare(dialog.gold, true);
            tapChip(dialog, "placeDrawn-" + drawn);
            compare(dialog.drawn, drawn);
            confirm(dialog);
            compare(ActiveSession.gameData.pending.item, drawn);
            verify(ActiveSession.gameData.pouch.indexOf(drawn) < 0, "the token left the pouch");
        }

        // Row "Sealed bids": each player's bid entered alone, revealed together.
        function test_sealedBidsRevealedTogether() {
            start({ "mode": "pvp", "blitz": true });
            placeTurn();
            compare(table.phase, "bidding");
            view.openBidding();
            const dialog = view.bidDialog;
            verify(dialog.visible);
            compare(dialog.hidden, true);
            const first = dialog.current.id;
            dialog.setBid(first, 3);
            dialog.seal();
            verify(dialog.current.id !== first, "the next player bids without seeing the first bid");
            dialog.setBid(dialog.current.id, 1);
            dialog.seal();
            verify(dialog.allSealed);
            const before = gold(first);
            verify(dialog.reveal(), ActiveSession.error);
            compare(gold(first), before - 3, "the highest sealed bid is paid");
            compare(ActiveSession.gameData.pending.player, first);
        }

        // Row "The turn's artifact": the one the real table turned up, tapped in the bid dialog.
        function test_artifactTurnedUpByTheTable() {
            start({ "mode": "pvp", "blitz": true });
            placeTurn();
            view.openBidding();
            const dialog = view.bidDialog;
            verify(dialog.visible);
            const faceDown = ActiveSession.gameData.artifacts;
            compare(faceDown.length, 6);
            const shown = faceDown[4];
            const chip = findChild(dialog.contentItem, "bidArtifact-" + shown);
            verify(chip !== null, "a chip for each face-down artifact");
            verify(chip.visible && chip.height >= 48);
            chip.clicked();
            compare(ActiveSession.error, "");
            compare(ActiveSession.gameData.artifacts[0], shown);
            compare(table.artifact.id, shown);
            tryVerify(() => findChild(dialog.contentItem, "bidArtifact-" + shown).checked);
            dialog.close();
        }

        function openArena() {
            root.arena = createTemporaryObject(arenaComponent, root);
            verify(root.arena !== null);
            waitForRendering(root.arena);
            return findChild(root.arena, "theosisArena");
        }

        function coopEntered(powers, mana) {
            const id = SessionLibrary.createSessionWith("theosis", [{ "id": "solo", "name": "Sam" }],
                                                        { "mode": "coop", "fast": true, "heroes": { "solo": ["rochon", "lug", "norn"] },
                                                          "powers": { "solo": powers }, "mana": mana || {} });
            verify(ActiveSession.open(id));
            act({ "type": "gold.allocate", "player": "solo", "gold": {} });
            act({ "type": "ranking.set", "order": ["solo:rochon", "solo:lug", "solo:norn"] });
            act({ "type": "arena.enter", "hero": "solo:norn", "at": [3, 1] });
            act({ "type": "arena.enter", "hero": "solo:lug", "at": [4, 0] });
            act({ "type": "arena.enter", "hero": "solo:rochon", "at": [4, -1] });
            compare(ActiveSession.gameData.phase, "arena");
        }

        // Rows "Monster action die" and "Monster d4": both faces from the real dice.
        function test_monsterDiceFromTheTable() {
            coopEntered(["fiery-purge", "nova", "valor", "resurrection", "tenacity", "last-stand"]);
            // Everyone steps next to Kotronas and passes.
            act({ "type": "hero.pass", "hero": "solo:rochon", "to": [2, -1], "discard": "nova" });
            act({ "type": "hero.pass", "hero": "solo:lug", "to": [2, 0], "discard": "valor" });
            act({ "type": "hero.pass", "hero": "solo:norn", "to": [1, 1], "discard": "resurrection" });
            const ctl = openArena();
            compare(ctl.step, "monster");
            ctl.chooseMonsterFace(1);
            compare(ctl.monsterTurn.action, "Brutal Punch");
            ctl.chooseMonsterTarget(0, "solo:norn");
            const guard = ActiveSession.gameData.players[0].hand[0];
            ctl.chooseMonsterDefense(0, "solo:norn", guard);
            ctl.chooseMonsterStrikeRoll(0, 4);
            compare(JSON.parse(ctl.pendingActionJson()).rolls.join(","), "4");
            verify(ctl.ready, ctl.problem);
            verify(ctl.monsterAct(), ActiveSession.error);
            const taken = rollsTaken().sort((a, b) => a.total - b.total);
            compare(JSON.stringify(taken), JSON.stringify([{ "total": 1, "physical": true }, { "total": 4, "physical": true }]),
                    "the action die (1) and the d4 (4) both from the table");
        }

        // Row "Stamina tokens": the token the real pile shows on top, tapped under the monster.
        function test_staminaTokenFromTheRealPile() {
            coopEntered(["fiery-purge", "nova", "valor", "resurrection", "tenacity", "last-stand"]);
            const ctl = openArena();
            const pile = ActiveSession.gameData.monsters[0].pile;
            verify(pile.length > 1);
            const shown = pile[pile.length - 1];
            const chip = findChild(root.arena, "stamina-kotronas-" + shown);
            verify(chip !== null, "a chip for each token of the pile");
            verify(chip.visible && chip.height >= 48);
            chip.clicked();
            compare(ActiveSession.error, "");
            compare(ActiveSession.gameData.monsters[0].pile[0], shown);
            compare(ActiveSession.gameData.monsters[0].pile.length, pile.length);
            tryVerify(() => findChild(root.arena, "stamina-kotronas-" + shown).checked);
            compare(ctl.step, "hero", "the hero's turn goes on");
        }

        // Row "A text carried out by hand": Lay on Hands says what the players do.
        function test_byHandSkillSaysWhatToDo() {
            coopEntered(["fiery-purge", "nova", "valor", "resurrection", "tenacity", "last-stand"], { "solo:rochon": "lay-on-hands" });
            const ctl = openArena();
            compare(ctl.actor, "solo:rochon");
            ctl.chooseAction("skill");
            ctl.chooseSkill(1);
            ctl.choosePower("valor");
            verify(ctl.ready, ctl.problem);
            verify(ctl.commit(), ActiveSession.error);
            const shown = findChild(root.arena, "theosisLastEvents");
            verify(shown !== null);
            tryVerify(() => shown.visible);
            verify(shown.text.indexOf("Rochon or an adjacent ally heals 4 and loses all its curses.") >= 0, shown.text);
            const health = findChild(root.arena, "theosisHealth_solo:rochon");
            verify(health !== null && health.visible, "the Health the text changes is one tap away");
            verify(health.height >= 48);
        }
        // Row "The Market": the tokens the real pouch turned up, one tap each, replace the app's.
        function test_marketDrawnByTheTable() {
            start({ "mode": "pvp", "blitz": true });
            const appMarket = ActiveSession.gameData.market.slice();
            const picker = findChild(view, "marketDrawPicker");
            verify(picker !== null);
            tryVerify(() => picker.visible, 5000, "offered at the start of the turn");
            tapNamed(view, "marketDrawOpen");
            // A token from the pouch and one the app drew too. The pouch's five artifacts are
            // not listed: an artifact drawn is shown and goes back.
            const pouch = ActiveSession.gameData.pouch;
            tryVerify(() => pouch.some(id => findChild(view, "marketDraw-" + id) !== null), 5000, "the tokens listed");
            compare(pouch.filter(id => findChild(view, "marketDraw-" + id) === null).length, 5);
            const fromPouch = pouch.filter(id => appMarket.indexOf(id) < 0 && pouch.indexOf(id) === pouch.lastIndexOf(id)
                                                 && findChild(view, "marketDraw-" + id) !== null)[0];
            tapNamed(view, "marketDraw-" + fromPouch);
            compare(ActiveSession.error, "");
            tryVerify(() => ActiveSession.gameData.market.indexOf(fromPouch) >= 0);
            compare(ActiveSession.gameData.market.indexOf(appMarket[5]), -1, "the app's last token went back");
            verify(ActiveSession.gameData.pouch.indexOf(appMarket[5]) >= 0);
            tapNamed(view, "marketDraw-" + appMarket[0]);
            tryCompare(ActiveSession.gameData.market_from_table, "length", 2);
            compare(JSON.stringify(ActiveSession.gameData.market_from_table), JSON.stringify([fromPouch, appMarket[0]]));
            const listed = findChild(view, "marketItems");
            tryVerify(() => listed.text.indexOf("(from the table)") >= 0, 5000, listed.text);
            // The first placement ends the draw: the picker goes.
            act({ "type": "place", "hero": table.placeableHeroes[0], "location": "quest", "alignment": "guardian", "gold": true });
            tryVerify(() => !picker.visible);
        }

        // Row "A token the pack lacks": typed whole while the Market is entered, then drawn;
        // kept in the table's pack for the next game.
        function test_aTokenTheListLacksIsTypedWholeAndDrawn() {
            start({ "mode": "pvp", "blitz": true });
            tapNamed(view, "marketDrawOpen");
            tapNamed(view, "marketDrawNewToken");
            const dialog = findChild(view, "newCardDialog");
            verify(dialog !== null);
            tryVerify(() => dialog.opened, 5000, "the token form opens");
            const name = findChild(dialog.contentItem, "newCardText-name");
            tapThroughWindow(name);
            verify(name.activeFocus, "the name field takes the keys");
            for (const c of "Storm Glaive")
                keyClick(c);
            tapNamed(dialog.contentItem, "newCardChoice-kind-weapon");
            tapNamed(dialog.contentItem, "newCardChoice-type-sword");
            for (let i = 0; i < 3; ++i)
                tapNamed(dialog.contentItem, "newCardNumber-damageUp");
            tapNamed(dialog.contentItem, "newCardEnter");
            tryVerify(() => !dialog.visible, 5000, "the form closes once the token is in");
            compare(ActiveSession.error, "");
            verify(ActiveSession.gameData.pouch.indexOf("storm-glaive") >= 0, "the token is in the pouch");
            tapNamed(view, "marketDraw-storm-glaive");
            tryVerify(() => ActiveSession.gameData.market.indexOf("storm-glaive") >= 0, 5000, "drawn for the Market");
            const kept = SessionLibrary.contentPack("theosis").items.filter(item => item.name === "Storm Glaive");
            compare(kept.length, 1, "the table's pack keeps the token for the next game");
            compare(kept[0].damage, 3);
            verify(SessionLibrary.resetContentPack("theosis"));
        }

        // Row "Artifact bidding": the turn's artifact a token the pack lacks, typed whole on
        // top of the bid dialog and then shown as the turn's.
        function test_theTurnsArtifactTheListLacksIsTypedAndShown() {
            start({ "mode": "pvp", "blitz": true });
            placeTurn();
            view.openBidding();
            const bids = view.bidDialog;
            verify(bids.visible);
            tapNamed(bids.contentItem, "bidArtifactNewToken");
            const dialog = findChild(view, "newCardDialog");
            tryVerify(() => dialog.opened, 5000, "the token form opens over the bid dialog");
            const name = findChild(dialog.contentItem, "newCardText-name");
            tapThroughWindow(name);
            verify(name.activeFocus, "the name field over the bid dialog takes the keys");
            for (const c of "Star Lance")
                keyClick(c);
            verify(findChild(dialog.contentItem, "newCardChoice-artifact-true").checked, "asked as an artifact");
            compare(findChild(dialog.contentItem, "newCardChoice-artifact-false"), null, "the turn's artifact is nothing else");
            tapNamed(dialog.contentItem, "newCardChoice-type-sword");
            tapNamed(dialog.contentItem, "newCardNumber-attackUp");
            tapNamed(dialog.contentItem, "newCardEnter");
            tryVerify(() => !dialog.visible, 5000, "the form closes once the artifact is in");
            compare(ActiveSession.error, "");
            verify(ActiveSession.gameData.artifacts.indexOf("star-lance") >= 0, "among the face-down artifacts");
            tapNamed(bids.contentItem, "bidArtifact-star-lance");
            tryVerify(() => table.artifact.id === "star-lance", 5000, "shown as the turn's artifact");
            bids.close();
            verify(SessionLibrary.resetContentPack("theosis"));
        }

        // Row "Fast preparation": the artifacts and items the real offer shows.
        function test_fastOfferDrawnByTheTable() {
            start({ "mode": "pvp", "blitz": true, "fast": true });
            const offer = ActiveSession.gameData.fast_offer.slice();
            compare(offer.length, 12, "an artifact and two items per hero");
            tapNamed(view, "offerDrawOpen");
            // A token the app did not draw (the pouch's), as the engine lists it.
            tryVerify(() => ActiveSession.gameData.pouch.some(id => findChild(view, "offerDraw-" + id) !== null), 5000, "the tokens listed");
            const realArtifact = ActiveSession.gameData.pouch.filter(id => findChild(view, "offerDraw-" + id) !== null)[0];
            verify(realArtifact !== undefined);
            tapNamed(view, "offerDraw-" + realArtifact);
            compare(ActiveSession.error, "");
            tryVerify(() => ActiveSession.gameData.fast_offer.indexOf(realArtifact) >= 0);
            compare(ActiveSession.gameData.fast_offer.length, 12, "it took the place of one the app drew");
            compare(JSON.stringify(ActiveSession.gameData.fast_offer_from_table), JSON.stringify([realArtifact]));
            // The token the table drew is one to hand out now.
            tryVerify(() => findChild(view, "fastEquipItem-" + realArtifact) !== null);
        }

        // Row "A text carried out by hand": its corrections, one tap each (Lightning Strike on Kotronas:
        // Health and stamina).
        function test_byHandCorrectionsInOneTap() {
            coopEntered(["entangling-roots", "hailstorm", "lightning-strike", "rejuvenation", "cleansing-rain", "blazing-sun"]);
            const ctl = openArena();
            compare(ctl.actor, "solo:rochon");
            act({ "type": "hero.attack", "hero": "solo:rochon", "to": [2, -1], "power": "lightning-strike", "target": "kotronas", "rolls": { "kotronas": 4 } });
            const panel = findChild(root.arena, "theosisByHandPanel");
            verify(panel !== null);
            tryVerify(() => panel.visible);
            const title = findChild(panel, "theosisByHandTitle");
            compare(title.text, "Lightning Strike, by hand");
            const pile = ActiveSession.gameData.monsters[0].pile.slice();
            const stamina = findChild(panel, "theosisCorrection-kotronas-0");
            verify(stamina !== null);
            compare(stamina.text, "Take the top stamina token off Kotronas");
            tapThroughWindow(stamina);
            compare(ActiveSession.error, "");
            tryCompare(ActiveSession.gameData.monsters[0].pile, "length", pile.length - 1);
            compare(ActiveSession.gameData.monsters[0].pile[0], pile[1]);
            // 1 damage to a hero the text did not strike: behind "Other heroes…".
            compare(findChild(panel, "theosisCorrection-solo:lug-0").visible, false);
            tapNamed(panel, "theosisByHandEveryone");
            const damage = findChild(panel, "theosisCorrection-solo:lug-0");
            compare(damage.text, "1 damage to Sam's Lug the Dragon Warrior");
            tapThroughWindow(damage);
            tryCompare(ActiveSession, "error", "");
            tryVerify(() => ActiveSession.counterValue("solo:lug", "health") === 8);
            // The next hero's action ends the corrections.
            act({ "type": "hero.pass", "hero": ActiveSession.gameData.actor, "discard": ActiveSession.gameData.players[0].hand[0] });
            tryVerify(() => !panel.visible);
        }
        // Row "A text carried out by hand", a move: Raug's Teleport, then the hex tapped on the board.
        function test_byHandMoveOnTheBoard() {
            const id = SessionLibrary.createSessionWith("theosis", [{ "id": "solo", "name": "Sam" }],
                                                        { "mode": "coop", "fast": true, "heroes": { "solo": ["raug", "norn", "rochon"] },
                                                          "mana": { "solo:raug": "teleport" } });
            verify(ActiveSession.open(id));
            act({ "type": "gold.allocate", "player": "solo", "gold": {} });
            act({ "type": "ranking.set", "order": ["solo:raug", "solo:norn", "solo:rochon"] });
            act({ "type": "arena.enter", "hero": "solo:rochon", "at": [4, 0] });
            act({ "type": "arena.enter", "hero": "solo:norn", "at": [4, -1] });
            act({ "type": "arena.enter", "hero": "solo:raug", "at": [3, 1] });
            openArena();
            act({ "type": "hero.skill", "hero": "solo:raug", "skill": "teleport", "power": ActiveSession.gameData.players[0].hand[0] });
            const panel = findChild(root.arena, "theosisByHandPanel");
            tryVerify(() => panel.visible);
            const move = findChild(panel, "theosisCorrection-solo:raug-0");
            verify(move !== null);
            compare(move.text, "Move Sam's Raug the Deviant Succubus to another hex");
            tapThroughWindow(move);
            const moving = findChild(panel, "theosisByHandMoving");
            tryVerify(() => moving.visible);
            const board = findChild(root.arena, "theosisBoard");
            const at = board.centreOf(-4, 0);
            mouseClick(board, at.x, at.y);
            compare(ActiveSession.error, "");
            tryVerify(() => JSON.stringify(ActiveSession.gameData.heroes.filter(h => h.id === "solo:raug")[0].at) === "[-4,0]");
            tryVerify(() => !moving.visible, 5000, "the move is placed");
        }
    }
}
