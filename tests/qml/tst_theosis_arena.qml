import QtQuick
import QtTest
import Arbiter

// The Theosis Arena played through its view: heroes enter by tapping
// starting hexes, a ritual is cast, heroes move and fight with defence
// powers, a push, refusals with their codes and rules, undo, a two-player
// game to the centre hex at the end of turn 9, a co-op game against
// Kotronas to the monster's defeat, and the combat sheet's numbers for the
// rulebook's worked example.
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
        id: combatComponent

        TheosisCombatSheet {
            anchors.fill: parent
        }
    }

    TestCase {
        name: "TheosisArena"
        when: windowShown

        function act(action) {
            verify(ActiveSession.apply(action), "refused: " + JSON.stringify(action) + " " + ActiveSession.error);
        }

        function ctl() {
            return findChild(root.view, "theosisArena");
        }

        // A list model's rows as an array (the controller publishes GadgetListModels).
        function rows(list) {
            const out = [];
            for (let i = 0; i < list.count; ++i)
                out.push(list.get(i));
            return out;
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

        function commit() {
            verify(ctl().ready, "not ready: " + ctl().problem);
            verify(ctl().commit(), "refused: " + ActiveSession.error);
            compare(ActiveSession.error, "");
        }

        function hero(id) {
            return ActiveSession.gameData.heroes.filter(h => h.id === id)[0];
        }

        function health(id) {
            return rows(ctl().heroes).filter(h => h.id === id)[0].health;
        }

        function at(id) {
            const h = hero(id);
            return h.at === undefined ? "" : h.at[0] + "," + h.at[1];
        }

        function openView() {
            root.view = createTemporaryObject(viewComponent, root);
            verify(root.view !== null);
            waitForRendering(root.view);
        }

        function quietTurn() {
            act({ "type": "place", "hero": "ann:curunir", "location": "quest", "alignment": "guardian", "gold": true });
            act({ "type": "place", "hero": "ben:norn", "location": "quest", "alignment": "merciful", "gold": true });
            act({ "type": "place", "hero": "ann:garav", "location": "mercenary-camp", "face": 2 });
            act({ "type": "place", "hero": "ben:lug", "location": "mercenary-camp", "face": 2 });
            act({ "type": "bid", "bids": {} });
        }

        // Two players through Hierapolis (applied straight, as the other half
        // of the table would): Ben keeps the Wall of Ice for Arena turn 1.
        // Ranking: Garav, Lug, Curunir, Norn.
        function pvpAfterHierapolis() {
            const id = SessionLibrary.createSessionWith("theosis", [{ "id": "ann", "name": "Ann" }, { "id": "ben", "name": "Ben" }],
                                                        { "mode": "pvp", "blitz": true });
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id));
            act({ "type": "place", "hero": "ann:curunir", "location": "quest", "alignment": "guardian", "gold": true });
            act({ "type": "place", "hero": "ben:norn", "location": "quest", "alignment": "merciful", "gold": true });
            act({ "type": "place", "hero": "ann:garav", "location": "mercenary-camp", "face": 2 });
            act({ "type": "place", "hero": "ben:lug", "location": "mage-tower", "ritual": "wall-of-ice", "turn": 1 });
            act({ "type": "bid", "bids": {} });
            for (let turn = 2; turn <= 6; ++turn)
                quietTurn();
            act({ "type": "gold.allocate", "player": "ben", "gold": { "ben:norn": 5 } });
            act({ "type": "gold.allocate", "player": "ann", "gold": { "ann:curunir": 5 } });
            compare(ActiveSession.gameData.phase, "entry");
            openView();
        }

        // Entry by taps, refusals included, then the Wall of Ice.
        function enterAndCastTheWall() {
            compare(ctl().step, "entry");
            verify(board().hexWidth >= 48, "hex width " + board().hexWidth);
            compare(ctl().entering, "ben:norn", "the lowest rank enters first");
            const before = JSON.stringify(ActiveSession.gameData);
            tapHex(0, 0);
            compare(JSON.stringify(ActiveSession.gameData), before, "a refused entry changes nothing");
            compare(ctl().explanationCode, "theosis.not_start_hex");
            compare(ctl().explanationRule, "theosis.entering-arena");
            verify(findChild(root.view, "theosisExplanation").visible);
            tapHex(4, 0);
            compare(at("ben:norn"), "4,0");
            tapHex(-4, 0);
            compare(at("ann:curunir"), "-4,0");
            compare(ctl().entering, "ben:lug");
            tapHex(0, 4);
            compare(ctl().explanationCode, "theosis.not_beside_own");
            tapHex(4, -1);
            tapHex(-4, 1);
            compare(ActiveSession.gameData.phase, "arena");

            compare(ctl().step, "ritual");
            compare(ctl().turn, 1);
            compare(ctl().dueRituals.count, 1);
            compare(ctl().ritual, "wall-of-ice");
            tapHex(-2, -2);
            verify(!ctl().ready, "unturned, the wall ends on Curunir's closed hex");
            ctl().turnRitual(1);
            ctl().turnRitual(1);
            compare(ctl().rotation, 2);
            verify(ctl().ready, ctl().problem);
            verify(ctl().castRitual());
            compare(health("ann:curunir"), 7, "2 Ice damage from the wall's end");
            compare(ActiveSession.gameData.arena_rituals.length, 1);
            compare(ctl().step, "hero");
            compare(ctl().actor, "ann:garav");
        }

        function cleanup() {
            ActiveSession.close();
            root.view = null;
        }

        function test_pvpGameToTheCentreHex() {
            pvpAfterHierapolis();
            enterAndCastTheWall();
            const strip = findChild(root.view, "theosisRank_ann:garav");
            verify(strip !== null);
            compare(strip.border.width, 3, "the acting hero is raised in the ranking strip");

            // Turn 1. Garav walks and blesses himself with Aegis.
            mouseClick(findChild(root.view, "theosisAction_bless"));
            compare(ctl().action, "bless");
            compare(ctl().moveVerdictAt(-2, -2), "theosis.move.blocked");
            tapHex(-2, -2);
            compare(ctl().explanationCode, "theosis.move.blocked");
            // The table reads the reason in words, never the internal code.
            const banner = findChild(root.view, "theosisExplanation");
            verify(banner.visible);
            verify(banner.message.length > 0 && banner.message.indexOf("theosis.") < 0, banner.message);
            tapHex(0, 1);
            compare(ctl().moveTo.join(","), "0,1");
            ctl().choosePower("aegis");
            ctl().chooseTarget("ann:garav");
            commit();
            compare(at("ann:garav"), "0,1");
            compare(hero("ann:garav").tokens[0].effect, "aegis");

            // Lug steps next to Garav and attacks; Garav holds with Healing (0/4) and Aegis.
            compare(ctl().actor, "ben:lug");
            tapHex(1, 0);
            ctl().chooseAction("attack");
            ctl().choosePower("lightning-strike");
            const garav = board().centreOf(0, 1);
            mouseClick(board(), garav.x, garav.y);
            compare(pending().target, "ann:garav");
            compare(ctl().defenders.count, 1);
            verify(!ctl().ready, "a defender needs a power");
            ctl().chooseDefense("ann:garav", "healing");
            commit();
            compare(health("ann:garav"), 9);

            // Curunir puts a gem into Lance of Ice (1 damage).
            ctl().chooseAction("mana");
            ctl().chooseSkill(1);
            ctl().choosePower("neutralize");
            tapHex(-3, 1);
            commit();
            compare(health("ann:curunir"), 6);
            compare(hero("ann:curunir").mana[1], true);

            // Norn moves and passes.
            tapHex(2, 1);
            ctl().chooseAction("pass");
            ctl().choosePower("cleansing-rain");
            commit();
            compare(ctl().turn, 2);

            // Turn 2. Norn is two hexes from Garav: melee refuses him with the reason.
            compare(ctl().actor, "ann:garav");
            ctl().chooseAction("attack");
            ctl().choosePower("pacify");
            const norn = rows(ctl().targets).filter(t => t.id === "ben:norn")[0];
            compare(norn.legal, false);
            compare(norn.code, "theosis.target.not_adjacent");
            ctl().chooseTarget("ben:norn");
            compare(ctl().explanationCode, "theosis.target.not_adjacent");
            compare(ctl().explanationRule, "theosis.ranges");
            // Pacify (3) beats Hailstorm (1): 2 damage, the curse, and Lug is pushed back.
            ctl().chooseTarget("ben:lug");
            ctl().chooseDefense("ben:lug", "hailstorm");
            verify(ctl().canPush);
            ctl().choosePush(true);
            commit();
            compare(health("ben:lug"), 7);
            compare(at("ben:lug"), "2,-1", "pushed one hex straight back");
            compare(hero("ben:lug").tokens[0].effect, "pacify");

            compare(ctl().actor, "ben:lug");
            ctl().chooseAction("bless");
            ctl().choosePower("rejuvenation");
            ctl().chooseTarget("ben:lug");
            commit();

            // Undo takes the blessing back, redo puts it back.
            verify(ActiveSession.undo());
            compare(ctl().actor, "ben:lug");
            verify(ActiveSession.redo());
            compare(ctl().actor, "ann:curunir");

            // The rest of the game: Garav takes the centre on turn 3 and stays; everyone else passes.
            let guard = 0;
            while (ctl().step === "hero" && ++guard < 60) {
                ctl().chooseAction("pass");
                if (ctl().actor === "ann:garav" && at("ann:garav") !== "0,0")
                    tapHex(0, 0);
                ctl().choosePower(ctl().hand.get(0).id);
                commit();
            }
            compare(ctl().step, "over");
            compare(ctl().result.outcome, "win");
            compare(ctl().result.reason, "centre");
            compare(ctl().result.winners.join(","), "Ann");
            const resultLabel = findChild(root.view, "theosisResult");
            verify(resultLabel.visible);
            verify(resultLabel.text.indexOf("Ann") >= 0, resultLabel.text);
            verify(ActiveSession.undo());
            compare(ctl().step, "hero", "undo reopens the last action of turn 9");
        }

        function test_coopAgainstKotronas() {
            const id = SessionLibrary.createSessionWith("theosis", [{ "id": "solo", "name": "Sam" }],
                                                        { "mode": "coop", "fast": true, "heroes": { "solo": ["rochon", "lug", "norn"] },
                                                          "powers": { "solo": ["fiery-purge", "nova", "valor", "resurrection", "tenacity", "last-stand"] } });
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id));
            act({ "type": "item.equip", "hero": "solo:rochon", "item": "artifact-sword", "slot": "main-hand" });
            act({ "type": "item.equip", "hero": "solo:lug", "item": "great-sword", "slot": "main-hand" });
            act({ "type": "item.equip", "hero": "solo:norn", "item": "battle-axe", "slot": "main-hand" });
            act({ "type": "gold.allocate", "player": "solo", "gold": {} });
            act({ "type": "ranking.set", "order": ["solo:rochon", "solo:lug", "solo:norn"] });
            openView();
            tapHex(3, 1);
            tapHex(4, 0);
            tapHex(4, -1);
            compare(ctl().step, "hero");
            compare(ctl().monsters.get(0).pile, 6);

            // Kotronas' d4 against the combat sheet's odds: Fiery Purge (4) with the
            // artifact sword (+1) wins unless the die shows 4.
            const sheet = createTemporaryObject(combatComponent, root, { "attacker": "solo:rochon", "power": "fiery-purge", "defender": "kotronas" });
            const combat = findChild(sheet, "theosisCombat");
            compare(combat.outcome.attackTotal, 5);
            verify(combat.outcome.attackerWinsText.indexOf("3/4") === 0, combat.outcome.attackerWinsText);
            compare(combat.byRoll.count, 4);
            // Out of the way of the board's taps at once (destroy() is deferred).
            sheet.visible = false;
            sheet.destroy();

            const spots = { "solo:rochon": [2, -1], "solo:lug": [2, 0], "solo:norn": [1, 1] };
            const attack = { "fiery-purge": 4, "nova": 3, "valor": 2, "resurrection": 1, "tenacity": 1, "last-stand": 0 };
            let monsterTurns = 0;
            let guard = 0;
            while (ctl().step !== "over" && ++guard < 80) {
                if (ctl().step === "hero") {
                    const actor = ctl().actor;
                    const spot = spots[actor];
                    if (at(actor) !== spot[0] + "," + spot[1]) {
                        compare(ctl().moveVerdictAt(spot[0], spot[1]), "");
                        tapHex(spot[0], spot[1]);
                        compare(ctl().moveTo.join(","), spot.join(","));
                    }
                    ctl().chooseAction("attack");
                    const best = rows(ctl().hand).map(p => p.id).sort((a, b) => attack[b] - attack[a])[0];
                    ctl().choosePower(best);
                    // A tap on the monster's body aims at it.
                    const body = board().centreOf(0, 0);
                    mouseClick(board(), body.x, body.y);
                    compare(pending().target, "kotronas");
                    compare(ctl().monsterRolls.count, 1);
                    ctl().chooseMonsterRoll("kotronas", 1);
                    commit();
                } else {
                    compare(ctl().step, "monster");
                    ++monsterTurns;
                    if (monsterTurns === 1) {
                        // Brutal Punch from the entered die: Norn, tapped on the board, holds with Last Stand (0/4).
                        ctl().chooseMonsterFace(1);
                        compare(ctl().monsterTurn.action, "Brutal Punch");
                        const refusedFar = items(ctl().monsterAttacks.get(0).candidates).filter(c => !c.legal);
                        compare(refusedFar.length, 0, "every hero stands next to Kotronas");
                        const norn = board().centreOf(1, 1);
                        mouseClick(board(), norn.x, norn.y);
                        compare(ctl().monsterAttacks.get(0).chosen[0].hero, "solo:norn");
                        verify(!ctl().ready, "Norn needs a defence power");
                        const guardPower = items(ctl().monsterAttacks.get(0).chosen[0].powers).map(p => p.id).sort((a, b) => attack[a] - attack[b])[0];
                        ctl().chooseMonsterDefense(0, "solo:norn", guardPower);
                        ctl().chooseMonsterStrikeRoll(0, 1);
                        compare(JSON.stringify(pending().rolls), "[1]");
                        verify(ctl().ready, ctl().problem);
                        verify(ctl().monsterAct());
                        compare(health("solo:norn"), 9, "the hero holds on a tie or better");
                    } else {
                        // Diamond Skin: no attack.
                        ctl().chooseMonsterFace(6);
                        verify(ctl().ready, ctl().problem);
                        verify(ctl().monsterAct());
                    }
                    compare(ActiveSession.error, "");
                }
            }
            compare(ctl().step, "over");
            compare(ctl().result.outcome, "win");
            compare(ctl().result.reason, "monsters-defeated");
            compare(ctl().monsters.get(0).pile, 0);
            verify(monsterTurns >= 1);
        }

        function test_monsterFaceRolledInTheSessionAndUndone() {
            const id = SessionLibrary.createSessionWith("theosis", [{ "id": "solo", "name": "Sam" }],
                                                        { "mode": "coop", "fast": true, "heroes": { "solo": ["rochon", "lug", "norn"] } });
            verify(ActiveSession.open(id));
            act({ "type": "gold.allocate", "player": "solo", "gold": {} });
            act({ "type": "ranking.set", "order": ["solo:rochon", "solo:lug", "solo:norn"] });
            openView();
            tapHex(3, 1);
            tapHex(4, 0);
            tapHex(4, -1);
            for (let i = 0; i < 3; ++i) {
                ctl().chooseAction("pass");
                ctl().choosePower(ctl().hand.get(0).id);
                commit();
            }
            compare(ctl().step, "monster");
            verify(ctl().rollMonsterFace());
            const face = ctl().monsterTurn.face;
            verify(face >= 1 && face <= 6, "face " + face);
            compare(ActiveSession.rolls.rowCount(), 1, "the roll is in the session");
            verify(ActiveSession.undo());
            compare(ActiveSession.rolls.rowCount(), 0);
            compare(ctl().monsterTurn.face, 0, "the undone roll takes its face with it");
            ctl().chooseMonsterFace(6);
            verify(ctl().ready, ctl().problem);
            verify(ctl().monsterAct());
            compare(ctl().turn, 2);
        }

        // The rulebook's example: the Sacred Paladin with the artifact sword
        // attacks the Necromancer in cloth armour with Fiery Purge against
        // Frigid Night: 5 against 4, 5 Fire damage stopped, still 1 Health lost.
        function workedExampleSession() {
            const id = SessionLibrary.createSessionWith("theosis", [{ "id": "ann", "name": "Ann" }, { "id": "ben", "name": "Ben" }],
                { "mode": "pvp", "blitz": true, "fast": true, "first": "ben", "heroes": { "ann": ["rochon", "norn"], "ben": ["rac", "lug"] },
                  "powers": { "ann": ["fiery-purge", "nova", "valor", "resurrection", "tenacity", "last-stand"],
                              "ben": ["poison", "vortex", "confusion", "lifeswap", "oppress", "frigid-night"] } });
            verify(ActiveSession.open(id));
            act({ "type": "item.equip", "hero": "ann:rochon", "item": "artifact-sword", "slot": "main-hand" });
            act({ "type": "item.equip", "hero": "ben:rac", "item": "cloth-armor", "slot": "body" });
            act({ "type": "gold.allocate", "player": "ann", "gold": {} });
            act({ "type": "gold.allocate", "player": "ben", "gold": {} });
            act({ "type": "arena.enter", "hero": "ann:norn", "at": [3, 1] });
            act({ "type": "arena.enter", "hero": "ann:rochon", "at": [4, 0] });
            act({ "type": "arena.enter", "hero": "ben:lug", "at": [4, -4] });
            act({ "type": "arena.enter", "hero": "ben:rac", "at": [4, -3] });
            act({ "type": "hero.pass", "hero": "ben:rac", "to": [4, -1], "discard": "lifeswap" });
            act({ "type": "hero.pass", "hero": "ben:lug", "discard": "oppress" });
        }

        // Issue 24: the Arena's planned strike at Rac, then a cone skill chosen
        // on the combat sheet. A cone (or a line) goes one of six ways and takes
        // no target: the sheet once sent the target along and the engine
        // answered "target: this action takes no such field here".
        function test_coneSkillOnTheSheetGoesTheWayOfThePlannedTarget() {
            const id = SessionLibrary.createSessionWith("theosis", [{ "id": "ann", "name": "Ann" }, { "id": "ben", "name": "Ben" }],
                { "mode": "pvp", "blitz": true, "fast": true, "first": "ann", "heroes": { "ann": ["curunir", "norn"], "ben": ["rac", "lug"] },
                  "powers": { "ann": ["fiery-purge", "nova", "valor", "resurrection", "tenacity", "last-stand"],
                              "ben": ["poison", "vortex", "confusion", "lifeswap", "oppress", "frigid-night"] } });
            verify(ActiveSession.open(id));
            act({ "type": "gold.allocate", "player": "ben", "gold": {} });
            act({ "type": "gold.allocate", "player": "ann", "gold": {} });
            act({ "type": "arena.enter", "hero": "ben:lug", "at": [-4, 3] });
            act({ "type": "arena.enter", "hero": "ben:rac", "at": [-4, 4] });
            act({ "type": "arena.enter", "hero": "ann:norn", "at": [-3, 4] });
            act({ "type": "arena.enter", "hero": "ann:curunir", "at": [-1, 4] });
            openView();
            compare(ctl().actor, "ann:curunir");
            tapHex(-3, 3);
            ctl().chooseAction("attack");
            ctl().choosePower("fiery-purge");
            ctl().chooseTarget("ben:rac");
            compare(pending().target, "ben:rac");
            const sheet = createTemporaryObject(combatComponent, root, { "planFrom": ctl() });
            const combat = findChild(sheet, "theosisCombat");
            verify(combat.planned, "the sheet follows the Arena's plan");
            combat.skill = 0; // Freezing Dispel, a cone
            compare(combat.shape, "cone");
            const action = JSON.parse(combat.pendingActionJson());
            compare(action.type, "hero.skill");
            compare(action.direction, 4, "the way from [-3, 3] to Rac, its neighbour at [-4, 4]");
            verify(action.target === undefined, "a cone takes no target: " + JSON.stringify(action));
            verify(combat.applyProblem.indexOf("no such field") < 0, combat.applyProblem);
        }

        function test_combatSheetWorkedExample() {
            workedExampleSession();
            const sheet = createTemporaryObject(combatComponent, root,
                                                { "attacker": "ann:rochon", "power": "fiery-purge", "defender": "ben:rac", "defensePower": "frigid-night" });
            const combat = findChild(sheet, "theosisCombat");
            verify(combat.valid, combat.problem);
            compare(combat.outcome.attackTotal, 5);
            compare(combat.outcome.defenseTotal, 4);
            compare(combat.outcome.winner, "attacker");
            compare(combat.outcome.rawDamage, 5);
            compare(combat.outcome.damage, 1);
            compare(combat.outcome.healthAfter, 8);
            verify(combat.steps.count >= 5);
            verify(rows(combat.steps).some(s => s.rule === "theosis.damage-types"), "the protection step links its rule");
            const atLeastOne = rows(combat.steps).filter(s => s.text.indexOf("at least 1 damage") >= 0);
            compare(atLeastOne.length, 1, "the at-least-1 rule is applied once");
            compare(atLeastOne[0].rule, "theosis.combat", "the at-least-1 step links the combat entry, which states it");
            verify(rows(combat.steps).some(s => s.rule === "theosis.health"), "the Health step links its rule");
            compare(JSON.parse(combat.pendingActionJson()).type, "hero.attack");
            compare(JSON.parse(combat.pendingActionJson()).defenses["ben:rac"], "frigid-night");
            verify(combat.canApply, combat.applyProblem);
            mouseClick(findChild(sheet, "combatApply"));
            compare(ActiveSession.error, "");
            const rac = ActiveSession.gameData.heroes.filter(h => h.id === "ben:rac")[0];
            compare(rac.tokens[0].effect, "fiery-purge");
            const actor = ActiveSession.gameData.actor;
            compare(actor, "ann:norn", "the attack was played in the session");
            // Against the wrong hero's turn the sheet says why it cannot be played.
            combat.attacker = "ben:rac";
            combat.power = "poison";
            combat.defender = "ann:rochon";
            combat.defensePower = "tenacity";
            verify(combat.valid);
            verify(!combat.canApply);
            verify(combat.applyProblem.length > 0);
        }

        // Issue 13 item 5: the heroes are a list model whose rows change one by
        // one. Curunir's Mana action costs him 1 Health: only his row is
        // announced, and his Health button (under the finger a moment ago) is
        // the same object showing the new number.
        function test_aDamagedHeroChangesOnlyItsOwnRow() {
            pvpAfterHierapolis();
            enterAndCastTheWall();
            for (const passing of ["ann:garav", "ben:lug"]) {
                compare(ctl().actor, passing);
                ctl().chooseAction("pass");
                ctl().choosePower(rows(ctl().hand).map(p => p.id).filter(id => id !== "neutralize")[0]);
                commit();
            }
            compare(ctl().actor, "ann:curunir");
            const row = rows(ctl().heroes).findIndex(h => h.id === "ann:curunir");
            const button = findChild(root.view, "theosisHealth_ann:curunir");
            compare(button.text, "7");
            heroRowsSpy.target = ctl().heroes;
            heroRowsSpy.clear();
            ctl().chooseAction("mana");
            ctl().chooseSkill(1);
            ctl().choosePower("neutralize");
            commit();
            compare(health("ann:curunir"), 6);
            verify(heroRowsSpy.count > 0, "the damage is announced");
            for (let i = 0; i < heroRowsSpy.count; ++i) {
                compare(heroRowsSpy.signalArguments[i][0].row, row, "only Curunir's row changed");
                compare(heroRowsSpy.signalArguments[i][1].row, row, "only Curunir's row changed");
            }
            compare(findChild(root.view, "theosisHealth_ann:curunir"), button, "the Health button is the same object");
            tryCompare(button, "text", "6");
        }

        // Choosing the defender's power changes the answer, not the attacker's
        // chips: they are not announced, and the chip under the finger stays.
        function test_combatSheetKeepsTheChipsItDidNotChange() {
            workedExampleSession();
            const sheet = createTemporaryObject(combatComponent, root,
                                                { "attacker": "ann:rochon", "power": "fiery-purge", "defender": "ben:rac", "defensePower": "frigid-night" });
            const combat = findChild(sheet, "theosisCombat");
            waitForRendering(sheet);
            const attackerChip = findChild(sheet, "combatAttacker_ann:rochon");
            const powerChip = findChild(sheet, "combatPower_fiery-purge");
            const defenseChip = findChild(sheet, "combatDefense_vortex");
            verify(attackerChip !== null && powerChip !== null && defenseChip !== null);
            attackersSpy.target = combat.attackers;
            attackersSpy.clear();
            powersSpy.target = combat.powers;
            powersSpy.clear();
            mouseClick(defenseChip);
            compare(combat.defensePower, "vortex");
            compare(attackersSpy.count, 0);
            compare(powersSpy.count, 0);
            compare(findChild(sheet, "combatAttacker_ann:rochon"), attackerChip, "the attacker's chip is the same object");
            compare(findChild(sheet, "combatPower_fiery-purge"), powerChip, "the power's chip is the same object");
            compare(findChild(sheet, "combatDefense_vortex"), defenseChip, "the tapped chip is the same object");
            verify(defenseChip.checked);
            verify(powerChip.checked);
        }

        SignalSpy {
            id: heroRowsSpy

            signalName: "dataChanged"
        }

        SignalSpy {
            id: attackersSpy

            signalName: "dataChanged"
        }

        SignalSpy {
            id: powersSpy

            signalName: "dataChanged"
        }
    }
}
