import QtQuick
import QtTest
import Arbiter

// Theosis through the app's own setup form and Hierapolis view: the setup
// objects the form builds; a whole Hierapolis of a two-player PvP game
// placed hero by hero through the view's taps and dialogs (a Warmonger
// reward, a tied bid and a won one, the alignment bonus, the allocation in
// the engine's order and the ranking it makes); a refusal shown with its
// rule; undo and redo; and a co-op game against Kotronas set up by the form
// that reaches the players' own ranking.
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    TheosisSetupForm {
        id: form

        width: 600
    }

    TheosisHierapolisView {
        id: view

        anchors.fill: parent
    }

    // The whole table as the session page shows it, off to the side: at the
    // entry it shows the Arena, with the players' own ranking still open.
    TheosisTable {
        id: wholeTable

        x: 1280
        width: 1280
        height: 800
    }

    SignalSpy {
        id: playerRows

        signalName: "dataChanged"
    }

    SignalSpy {
        id: heroRows

        signalName: "dataChanged"
    }

    SignalSpy {
        id: locationRows

        signalName: "dataChanged"
    }

    TestCase {
        name: "TheosisHierapolis"
        when: windowShown

        readonly property var table: view.table

        function snapshot() {
            return JSON.stringify(ActiveSession.gameData);
        }

        // The rows of one of the controller's lists, as an array.
        function rowsOf(list) {
            const rows = [];
            for (let i = 0; i < list.count; ++i)
                rows.push(list.get(i));
            return rows;
        }

        function player(id) {
            return rowsOf(table.players).find(p => p.id === id);
        }

        function start(names, setup) {
            const id = SessionLibrary.createSessionWith("theosis", names, setup);
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id), ActiveSession.error);
            verify(table.active);
        }

        // A hero to a location through the view: the hero, the location,
        // the location's questions (`answer` fills them), then Place.
        function place(hero, location, answer) {
            compare(table.placer, table.hero(hero).player, "placer before " + hero);
            view.chooseHero(hero);
            compare(table.selectedHero, hero);
            verify(view.tapLocation(location), "location " + location);
            const dialog = view.placementDialog;
            verify(dialog.visible);
            if (answer)
                answer(dialog);
            verify(dialog.verdict.ok, dialog.problem);
            verify(dialog.confirm(), ActiveSession.error);
            verify(!dialog.visible);
        }

        function camp(dialog) {
            dialog.face = 2;
        }

        function goldQuest(dialog) {
            compare(dialog.gold, true);
        }

        // Every bid through the hidden entry, one player at a time.
        function bidHidden(bids) {
            verify(table.phase === "bidding");
            view.openBidding();
            const dialog = view.bidDialog;
            verify(dialog.visible);
            compare(dialog.hidden, true);
            for (let seat = 0; seat < table.players.count; ++seat) {
                compare(dialog.seat, seat);
                dialog.setBid(dialog.current.id, bids[dialog.current.id] || 0);
                verify(!dialog.allSealed);
                dialog.seal();
            }
            verify(dialog.allSealed);
            verify(dialog.reveal(), ActiveSession.error);
            // Alone at the table, a bid of nothing wins: the artifact goes back.
            if (table.players.count === 1 && table.pending.kind === "offer")
                verify(table.declineOffer(), ActiveSession.error);
        }

        // One turn with the holder's first hero on the Guardian gold space,
        // the other's on the Merciful one, everyone else at the camp.
        function quietTurn(holder, other) {
            place(holder + ":" + heroesOf(holder)[0], "quest:guardian", goldQuest);
            place(other + ":" + heroesOf(other)[0], "quest:merciful", goldQuest);
            for (let k = 1; k < 3; ++k) {
                place(holder + ":" + heroesOf(holder)[k], "mercenary-camp", camp);
                place(other + ":" + heroesOf(other)[k], "mercenary-camp", camp);
            }
        }

        function heroesOf(playerId) {
            return table.heroesOf(playerId).map(h => h.sheet);
        }

        function test_aSetupObjects() {
            form.playerNames = ["Ann", "Ben"];
            verify(form.ready, form.problem);
            compare(form.modeList, ["pvp", "coop", "semi-light", "semi-heavy"]);
            compare(form.heroesPerPlayer, 3);
            compare(JSON.stringify(form.setup()), JSON.stringify({
                "mode": "pvp",
                "fast": false
            }));
            form.blitz = true;
            compare(form.heroesPerPlayer, 2);
            compare(form.setup().blitz, true);
            form.blitz = false;
            form.firstPlayer = "Ben";
            compare(form.setup().first, "Ben");
            form.firstPlayer = "";

            // Choosing heroes: three each, none twice.
            form.draftHeroes = false;
            verify(!form.ready);
            verify(form.problem.indexOf("Ann") >= 0, form.problem);
            ["lug", "aer", "edhel"].forEach(h => form.toggleHero("Ann", h));
            ["norn", "rac", "south"].forEach(h => form.toggleHero("Ben", h));
            form.toggleHero("Ben", "lug");
            compare(form.heroesByPlayer["Ben"], ["norn", "rac", "south"]);
            verify(form.ready, form.problem);
            compare(JSON.stringify(form.setup().heroes), JSON.stringify({
                "Ann": ["lug", "aer", "edhel"],
                "Ben": ["norn", "rac", "south"]
            }));

            // Fast preparation: a gem per hero, on the skill chosen.
            form.fast = true;
            form.setMana("Ann:aer", 2);
            const fast = form.setup();
            compare(fast.fast, true);
            compare(fast.mana["Ann:aer"], 2);
            compare(fast.mana["Ben:norn"], 0);
            verify(form.ready, form.problem);
            form.fast = false;
            form.draftHeroes = true;

            // Teams of two at four.
            form.playerNames = ["A", "B", "C", "D"];
            form.mode = "team";
            verify(form.ready, form.problem);
            compare(JSON.stringify(form.setup().teams), JSON.stringify([["A", "B"], ["C", "D"]]));
            form.setTeam("B", 1);
            form.setTeam("C", 0);
            compare(JSON.stringify(form.setup().teams), JSON.stringify([["A", "C"], ["B", "D"]]));

            // One player against Kotronas: the encounter table's row.
            form.playerNames = ["Solo"];
            compare(form.effectiveMode, "coop");
            compare(form.heroesPerPlayer, 3);
            const coop = form.setup();
            compare(coop.heroes_per_player, 3);
            compare(coop.monsters, ["kotronas"]);
            verify(form.ready, form.problem);

            // Four players with three heroes each meet three monsters, or one boss.
            form.playerNames = ["A", "B", "C", "D"];
            form.mode = "coop";
            form.heroesEach = 3;
            compare(form.setup().monsters, ["kotronas", "voax", "mikitas"]);
            form.toggleMonster("quietus");
            compare(form.setup().monsters, ["voax", "mikitas", "quietus"]);
            verify(form.ready, form.problem);
            form.boss = true;
            compare(form.setup().monsters, ["apollyon"]);
            compare(form.setup().boss, true);
            verify(form.ready, form.problem);
            form.boss = false;
            form.chosenMonsters = [];
            form.heroesEach = 0;
            form.mode = "";
        }

        function test_bWholeHierapolis() {
            form.playerNames = ["Ann", "Ben"];
            form.mode = "pvp";
            verify(form.ready, form.problem);
            start(["Ann", "Ben"], form.setup());
            compare(heroesOf("Ann"), ["curunir", "garav", "raug"]);
            compare(heroesOf("Ben"), ["norn", "lug", "rac"]);
            compare(table.phase, "hierapolis");
            compare(table.turn, 1);
            compare(table.placer, "Ann");

            // A tap on the hero and one on the location open the questions.
            const heroButton = findChild(view, "placeHero-Ann:curunir");
            verify(heroButton);
            waitForRendering(view);
            mouseClick(heroButton);
            compare(table.selectedHero, "Ann:curunir");

            // The first hero must take a gold space: the Tavern is refused,
            // before and after the tap on Place, with the rule that says why.
            verify(view.tapLocation("tavern"));
            const dialog = view.placementDialog;
            compare(dialog.verdict.ok, false);
            compare(dialog.verdict.code, "theosis.first_hero_quest");
            verify(!dialog.confirm());
            compare(ActiveSession.errorRule, "theosis.quests");
            verify(ActiveSession.error.length > 0);
            compare(findChild(view, "hierapolisError").message, ActiveSession.error);
            dialog.close();
            compare(table.placer, "Ann");

            // Turn 1: the Warmonger Quest's reward (4 gold, 1 damage to Lug).
            view.chooseHero("Ann:curunir");
            verify(view.tapLocation("quest:warmonger"));
            compare(dialog.gold, true);
            dialog.target = "Ben:lug";
            verify(dialog.confirm(), ActiveSession.error);
            compare(player("Ann").gold, 4);
            compare(table.hero("Ben:lug").health, 8);
            compare(player("Ann").hand.map(p => p.id), ["warcraft"]);
            compare(table.tracks.get(0).position, 1);

            // Undo and redo the reward.
            const afterReward = snapshot();
            verify(ActiveSession.undo(), ActiveSession.error);
            compare(player("Ann").gold, 0);
            compare(table.hero("Ben:lug").health, 9);
            compare(table.placer, "Ann");
            verify(ActiveSession.redo(), ActiveSession.error);
            compare(snapshot(), afterReward);

            place("Ben:norn", "quest:guardian", goldQuest);
            compare(table.initiativeNextName, "Ben");
            place("Ann:garav", "mercenary-camp", camp);
            place("Ben:lug", "mercenary-camp", camp);
            place("Ann:raug", "mercenary-camp", camp);
            place("Ben:rac", "mercenary-camp", camp);
            compare(table.phase, "bidding");
            verify(table.artifact.id.length > 0);
            compare(player("Ann").gold, 8);
            compare(player("Ben").gold, 8);

            // A tie for the highest: the artifact goes into the pouch, both bids are paid.
            const artifact = table.artifact.id;
            bidHidden({
                "Ann": 2,
                "Ben": 2
            });
            compare(player("Ann").gold, 6);
            compare(player("Ben").gold, 6);
            verify(rowsOf(table.pouch).some(item => item.id === artifact));
            compare(table.turn, 2);
            compare(table.initiative, "Ben");

            // Turn 2, then a bid with a winner who puts the artifact into the pouch.
            quietTurn("Ben", "Ann");
            compare(player("Ben").gold, 6 + 4 + 2 + 2);
            compare(player("Ann").gold, 6 + 3 + 2 + 2);
            bidHidden({
                "Ann": 5,
                "Ben": 1
            });
            compare(table.pending.kind, "offer");
            compare(table.pending.player, "Ann");
            compare(table.pending.source, "artifact");
            verify(table.declineOffer(), ActiveSession.error);
            compare(player("Ann").gold, 8);
            compare(player("Ben").gold, 13);
            compare(table.turn, 3);

            for (let turn = 3; turn <= 6; ++turn) {
                compare(table.turn, turn);
                quietTurn("Ben", "Ann");
                bidHidden({});
            }

            // Gold on the mats: the Guardian bonus is there already; Ann first,
            // the holder of the initiative last.
            compare(table.phase, "allocation");
            compare(table.tracks.get(0).position, -3);
            compare(table.hero("Ann:garav").gold, 30);
            compare(table.hero("Ann:garav").bonus, 30);
            compare(table.hero("Ben:lug").gold, 30);
            compare(table.hero("Ann:curunir").gold, 0);
            compare(rowsOf(table.allocationOrder).map(p => p.id), ["Ann", "Ben"]);
            compare(player("Ann").gold, 36);
            compare(player("Ben").gold, 45);
            const allocation = findChild(view, "allocationCard");
            verify(allocation.visible);
            compare(allocation.player, "Ann");
            verify(!table.allocate("Ben", [], []));
            compare(ActiveSession.errorRule, "theosis.ranking");
            allocation.setGold("Ann:curunir", 20);
            allocation.setGold("Ann:raug", 16);
            compare(allocation.handedOut, 36);
            verify(allocation.allocate(), ActiveSession.error);
            compare(allocation.player, "Ben");
            allocation.setGold("Ben:norn", 45);
            verify(allocation.allocate(), ActiveSession.error);

            // The ranking: most gold first; Lug and Garav tie on 30 and Ben's
            // initiative puts Lug ahead.
            compare(table.phase, "entry");
            compare(rowsOf(table.ranking).map(r => r.id), ["Ben:norn", "Ben:lug", "Ann:garav", "Ann:curunir", "Ann:raug", "Ben:rac"]);
            compare(ActiveSession.gameData.phase, "entry");
            compare(table.canSetRanking, false);
        }

        function test_cCoopAgainstKotronas() {
            form.playerNames = ["Solo"];
            form.mode = "";
            compare(form.effectiveMode, "coop");
            verify(findChild(form, "theosisMonster-kotronas").checked);
            verify(form.ready, form.problem);
            start(["Solo"], form.setup());
            compare(ActiveSession.gameData.monsters[0].id, "kotronas");
            // Nine heroes or fewer against monsters: the Deceitful Quest and the Guild are closed.
            verify(rowsOf(table.locations).find(l => l.id === "thieves-guild").closed);
            verify(rowsOf(table.locations).find(l => l.id === "quest:deceitful").closed);
            const heroes = heroesOf("Solo");
            compare(heroes.length, 3);
            for (let turn = 1; turn <= 6; ++turn) {
                place("Solo:" + heroes[0], "quest:guardian", goldQuest);
                place("Solo:" + heroes[1], "mercenary-camp", camp);
                place("Solo:" + heroes[2], "mercenary-camp", camp);
                bidHidden({});
            }
            compare(table.phase, "allocation");
            verify(table.allocate("Solo", [], []), ActiveSession.error);
            compare(table.phase, "entry");
            verify(table.canSetRanking);
            // The session page's table has switched to the Arena but still offers the order.
            const orderButton = findChild(wholeTable, "theosisOrderHeroes");
            verify(orderButton !== null);
            tryVerify(() => orderButton.visible);
            const before = rowsOf(table.ranking).map(r => r.id);
            compare(before.length, 3);
            // The players put the last hero first.
            const panel = findChild(view, "rankingPanel");
            panel.move(2, -1);
            panel.move(1, -1);
            const wanted = [before[2], before[0], before[1]];
            compare(panel.shown.map(r => r.id), wanted);
            verify(panel.apply(), ActiveSession.error);
            compare(ActiveSession.gameData.ranking, wanted);
            compare(rowsOf(table.ranking).map(r => r.id), wanted);
            // Once the first hero stands in the Arena the order is fixed: the offer is
            // greyed out, its card keeps its place for the rest of the entry (gone, it
            // moved the board under the finger placing the next hero).
            const lowest = wanted[wanted.length - 1];
            const startHex = SessionLibrary.contentPack("theosis").arena.start_hexes[0];
            const boardBefore = findChild(wholeTable, "theosisBoard").mapToItem(null, 0, 0).y;
            verify(ActiveSession.apply({ "type": "arena.enter", "hero": lowest, "at": startHex }), ActiveSession.error);
            tryVerify(() => !orderButton.enabled);
            verify(orderButton.visible);
            compare(findChild(wholeTable, "theosisBoard").mapToItem(null, 0, 0).y, boardBefore, "the board stays where it was");
            verify(!table.canSetRanking);
        }

        // Fast preparation: the powers the players chose, items handed out
        // from the offer (a refusal for a slot that does not take the item),
        // and the ranking by initiative.
        function test_dFastPreparation() {
            form.playerNames = ["Ann", "Ben"];
            form.mode = "pvp";
            form.blitz = true;
            form.fast = true;
            form.choosePowers = true;
            verify(!form.ready);
            ["fiery-purge", "nova", "valor", "resurrection", "tenacity", "last-stand"].forEach((id, pair) => form.setPower("Ann", pair, id));
            ["poison", "vortex", "confusion", "lifeswap", "oppress", "frigid-night"].forEach((id, pair) => form.setPower("Ben", pair, id));
            verify(form.powerTakenByOther("Ben", "nova"));
            verify(form.ready, form.problem);
            start(["Ann", "Ben"], form.setup());
            form.fast = false;
            form.choosePowers = false;
            form.blitz = false;
            compare(table.phase, "allocation");
            compare(table.fast, true);
            compare(player("Ann").hand.map(p => p.id), ["fiery-purge", "nova", "valor", "resurrection", "tenacity", "last-stand"]);
            compare(table.hero("Ann:garav").mana.filter(g => g.filled).length, 1);

            const picker = findChild(view, "fastEquip");
            verify(picker);
            picker.player = "Ann";
            picker.item = "great-sword";
            picker.hero = "Ann:curunir";
            picker.slot = "hands";
            findChild(view, "fastEquipConfirm").clicked();
            compare(ActiveSession.errorRule, "theosis.equipment");
            verify(table.hero("Ann:curunir").slots.every(slot => slot.item === ""));
            picker.item = "iron-claws";
            picker.hero = "Ann:garav";
            picker.slot = "main-hand";
            findChild(view, "fastEquipConfirm").clicked();
            compare(ActiveSession.error, "");
            compare(table.hero("Ann:garav").slots.find(slot => slot.id === "main-hand").item, "iron-claws");
            verify(!rowsOf(table.pouch).some(item => item.id === "iron-claws"));

            // Nobody has gold: the ranking follows the initiative (Ann first).
            compare(rowsOf(table.allocationOrder).map(p => p.id), ["Ben", "Ann"]);
            verify(table.allocate("Ben", [], []), ActiveSession.error);
            verify(table.allocate("Ann", [], []), ActiveSession.error);
            compare(table.phase, "entry");
            compare(rowsOf(table.ranking).map(r => r.player), ["Ann", "Ann", "Ben", "Ben"]);
        }

        // A correction of one purse redraws that purse only: the other
        // player's row, the heroes and the locations say nothing, and the
        // purse under the finger stays the same object.
        function test_eGoldChangesOnlyThatPlayersRow() {
            start(["Ann", "Ben"], { "mode": "pvp" });
            waitForRendering(view);
            const annPurse = findChild(view, "purse-Ann");
            const benPurse = findChild(view, "purse-Ben");
            verify(annPurse !== null && benPurse !== null);
            const annRow = rowsOf(table.players).findIndex(p => p.id === "Ann");
            playerRows.target = table.players;
            heroRows.target = table.heroes;
            locationRows.target = table.locations;
            playerRows.clear();
            heroRows.clear();
            locationRows.clear();
            verify(ActiveSession.adjustCounter("Ann", "gold", 3), ActiveSession.error);
            compare(player("Ann").gold, 3);
            compare(playerRows.count, 1, "one player row announced");
            compare(playerRows.signalArguments[0][0].row, annRow);
            compare(playerRows.signalArguments[0][1].row, annRow);
            compare(heroRows.count, 0, "no hero changed");
            compare(locationRows.count, 0, "no location changed");
            verify(findChild(view, "purse-Ann") === annPurse, "Ann's purse is the same object");
            compare(annPurse.text, "3");
            compare(benPurse.text, "0");
            playerRows.target = null;
            heroRows.target = null;
            locationRows.target = null;
        }

        // A die face picked in one visit showed as picked in the next
        // visit's dialog while the app was going to roll: the face shown is
        // the placement's.
        function test_fDieFaceStartsAtTheAppsRoll() {
            start(["Ann", "Ben"], { "mode": "pvp" });
            const dialog = view.placementDialog;
            view.chooseHero(table.placeableHeroes[0]);
            verify(view.tapLocation("mercenary-camp"));
            const two = findChild(dialog.contentItem, "placeFace-2");
            verify(two !== null);
            two.clicked();
            compare(dialog.face, 2);
            verify(two.checked);
            dialog.close();
            view.chooseHero(table.placeableHeroes[0]);
            verify(view.tapLocation("mercenary-camp"));
            compare(dialog.face, 0);
            verify(!findChild(dialog.contentItem, "placeFace-2").checked, "face 2 still shown as picked");
            verify(findChild(dialog.contentItem, "placeFace-0").checked, "the app's roll is shown as picked");
            dialog.close();
        }
    }
}
