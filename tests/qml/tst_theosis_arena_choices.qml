import QtQuick
import QtTest
import Arbiter

// The Arena's less common choices tapped through the view: Mana Surge's
// gems as the ritual is cast, Resurrection giving a living ally a gem, and a
// monster moving only to the centres the board highlights, with the
// session's refusal for any other hex.
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

    TestCase {
        name: "TheosisArenaChoices"
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

        // Taps a button once the panel's layouts have placed it, and only where the window shows it.
        function tapButton(name) {
            const button = findChild(root.view, name);
            verify(button !== null, "no " + name);
            verify(button.visible, name + " is hidden");
            waitForRendering(root.view); // the panel's layouts have placed it
            // Scrolled into view as a player would, when the panel runs past the window.
            let flick = button.parent;
            while (flick && flick.contentY === undefined)
                flick = flick.parent;
            if (flick && button.mapToItem(flick, 0, button.height).y > flick.height) {
                flick.contentY = Math.min(flick.contentHeight - flick.height, flick.contentY + button.mapToItem(flick, 0, button.height).y - flick.height + 8);
                waitForRendering(root.view);
            }
            const at = button.mapToItem(root, button.width / 2, button.height / 2);
            verify(at.y > 0 && at.y < root.height, name + " is off screen at " + at.y);
            mouseClick(button);
        }

        function hero(id) {
            return ActiveSession.gameData.heroes.filter(h => h.id === id)[0];
        }

        function openView() {
            root.view = createTemporaryObject(viewComponent, root);
            verify(root.view !== null);
            waitForRendering(root.view);
        }

        function cleanup() {
            ActiveSession.close();
            root.view = null;
        }

        function quietTurn() {
            act({ "type": "place", "hero": "ann:curunir", "location": "quest", "alignment": "guardian", "gold": true });
            act({ "type": "place", "hero": "ben:norn", "location": "quest", "alignment": "merciful", "gold": true });
            act({ "type": "place", "hero": "ann:garav", "location": "mercenary-camp", "face": 2 });
            act({ "type": "place", "hero": "ben:lug", "location": "mercenary-camp", "face": 2 });
            act({ "type": "bid", "bids": {} });
        }

        // Sam's three heroes against Kotronas, on the eastern starting hexes.
        function coopAtTheMonsterTurn() {
            const id = SessionLibrary.createSessionWith("theosis", [{ "id": "solo", "name": "Sam" }],
                                                        { "mode": "coop", "fast": true, "heroes": { "solo": ["rochon", "lug", "norn"] } });
            verify(id > 0, SessionLibrary.error);
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
                verify(ctl().commit(), ActiveSession.error);
            }
            compare(ctl().step, "monster");
        }

        function test_manaSurgePutsGemsOnTheSkills() {
            // Ben's Lug keeps Mana Surge for Arena turn 1; the Merciful quest gives Norn a gem first.
            const id = SessionLibrary.createSessionWith("theosis", [{ "id": "ann", "name": "Ann" }, { "id": "ben", "name": "Ben" }],
                                                        { "mode": "pvp", "blitz": true });
            verify(ActiveSession.open(id));
            act({ "type": "place", "hero": "ann:curunir", "location": "quest", "alignment": "guardian", "gold": true });
            act({ "type": "place", "hero": "ben:norn", "location": "quest", "alignment": "merciful", "gold": true,
                  "mana": [{ "hero": "ben:norn", "skill": 0 }] });
            act({ "type": "place", "hero": "ann:garav", "location": "mercenary-camp", "face": 2 });
            act({ "type": "place", "hero": "ben:lug", "location": "mage-tower", "ritual": "mana-surge", "turn": 1 });
            act({ "type": "bid", "bids": {} });
            for (let turn = 2; turn <= 6; ++turn)
                quietTurn();
            act({ "type": "gold.allocate", "player": "ben", "gold": { "ben:norn": 5 } });
            act({ "type": "gold.allocate", "player": "ann", "gold": { "ann:curunir": 5 } });
            openView();
            tapHex(4, 0);
            tapHex(-4, 0);
            tapHex(4, -1);
            tapHex(-4, 1);
            compare(ctl().step, "ritual");
            compare(ctl().ritual, "mana-surge");
            verify(ctl().ritualTakesGems);
            verify(findChild(root.view, "theosisRitualGems").visible);
            verify(!findChild(root.view, "theosisRitualLeft").visible, "Mana Surge is no token to turn");
            compare(rows(ctl().ritualGemHeroes).map(h => h.id).sort().join(","), "ben:lug,ben:norn", "the caster's own heroes");

            // Norn's first skill holds a gem already: the session's refusal, with its rule.
            tapButton("theosisRitualGem_ben:norn_0");
            compare(ctl().ritualGemCount, 0);
            compare(ctl().explanationCode, "theosis.skill_has_mana");
            compare(ctl().explanationRule, "theosis.mana-skills");
            const banner = findChild(root.view, "theosisExplanation");
            verify(banner.visible);
            compare(banner.ruleId, "theosis.mana-skills");

            tapButton("theosisRitualGem_ben:norn_1");
            tapButton("theosisRitualGem_ben:norn_2");
            tapButton("theosisRitualGem_ben:lug_0");
            tapButton("theosisRitualGem_ben:lug_1");
            compare(ctl().ritualGemCount, 4);
            compare(ctl().explanation, "", "an accepted gem clears the last refusal");
            // A fifth gem is one too many.
            tapButton("theosisRitualGem_ben:lug_2");
            compare(ctl().ritualGemCount, 4);
            compare(ctl().explanationCode, "theosis.too_many_gems");
            // A second tap takes a gem back.
            tapButton("theosisRitualGem_ben:lug_1");
            compare(ctl().ritualGemCount, 3);
            compare(JSON.stringify(pending().mana),
                    JSON.stringify([{ "hero": "ben:norn", "skill": 1 }, { "hero": "ben:norn", "skill": 2 }, { "hero": "ben:lug", "skill": 0 }]));

            verify(ctl().ready, ctl().problem);
            tapButton("theosisRitualCast");
            compare(ActiveSession.error, "");
            compare(JSON.stringify(hero("ben:norn").mana), "[true,true,true]");
            compare(JSON.stringify(hero("ben:lug").mana), "[true,false,false]");
            compare(JSON.stringify(hero("ann:garav").mana), "[false,false,false]");
            compare(ctl().step, "hero");
        }

        function test_resurrectionGivesALivingAllyAGem() {
            // Fast preparation: every hero starts with a gem on its first skill.
            const id = SessionLibrary.createSessionWith("theosis", [{ "id": "ann", "name": "Ann" }, { "id": "ben", "name": "Ben" }],
                { "mode": "pvp", "blitz": true, "fast": true, "first": "ben", "heroes": { "ann": ["rochon", "norn"], "ben": ["rac", "lug"] },
                  "powers": { "ann": ["fiery-purge", "nova", "valor", "resurrection", "tenacity", "last-stand"],
                              "ben": ["poison", "vortex", "confusion", "lifeswap", "oppress", "frigid-night"] } });
            verify(ActiveSession.open(id));
            act({ "type": "gold.allocate", "player": "ann", "gold": {} });
            act({ "type": "gold.allocate", "player": "ben", "gold": {} });
            act({ "type": "arena.enter", "hero": "ann:norn", "at": [3, 1] });
            act({ "type": "arena.enter", "hero": "ann:rochon", "at": [4, 0] });
            act({ "type": "arena.enter", "hero": "ben:lug", "at": [4, -4] });
            act({ "type": "arena.enter", "hero": "ben:rac", "at": [4, -3] });
            act({ "type": "hero.pass", "hero": "ben:rac", "to": [4, -1], "discard": "lifeswap" });
            act({ "type": "hero.pass", "hero": "ben:lug", "discard": "oppress" });
            openView();
            compare(ctl().actor, "ann:rochon");
            compare(JSON.stringify(hero("ann:norn").mana), "[true,false,false]");

            tapButton("theosisAction_spell");
            tapButton("theosisPower_resurrection");
            const norn = rows(ctl().targets).filter(t => t.id === "ann:norn")[0];
            verify(norn.legal, norn.reason);
            const rac = rows(ctl().targets).filter(t => t.id === "ben:rac")[0];
            compare(rac.legal, false);
            compare(rac.code, "theosis.not_ally");
            compare(rac.rule, "theosis.resurrection");
            verify(findChild(root.view, "theosisTargetReason_ben:rac").visible);
            // Rac tapped on the board: why not, with the rule.
            tapHex(4, -1);
            compare(ctl().explanationCode, "theosis.not_ally");
            compare(pending().target, undefined);

            // Norn tapped on the board: the gem needs one of Norn's skills.
            tapHex(3, 1);
            compare(pending().target, "ann:norn");
            verify(ctl().needsAllySkill);
            verify(!ctl().ready, "the skill is still to choose");
            const skills = ctl().skills;
            compare(skills.count, 3);
            compare(skills.get(0).usable, false, "Norn's first skill holds a gem");
            verify(!findChild(root.view, "theosisSkill_0").enabled);
            tapButton("theosisSkill_2");
            compare(pending().skill, 2);
            compare(pending().target, "ann:norn", "choosing the skill keeps the ally");
            verify(ctl().ready, ctl().problem);
            tapButton("theosisCommit");
            compare(ActiveSession.error, "");
            compare(JSON.stringify(hero("ann:norn").mana), "[true,false,true]");
            compare(ActiveSession.gameData.actor, "ann:norn");
        }

        function test_monsterMovesOnlyToHighlightedHexes() {
            coopAtTheMonsterTurn();
            compare(ctl().monsterHexes.count, 0, "nothing is highlighted before the die");
            ctl().chooseMonsterFace(6);
            const offered = rows(ctl().monsterHexes).map(h => h.q + "," + h.r);
            // Radius 3 around the centre, minus its own hex and the three whose body would touch a hero.
            compare(offered.length, 33);
            // Hex by hex, the board highlights exactly what the session's verdict allows.
            for (let q = -4; q <= 4; ++q)
                for (let r = -4; r <= 4; ++r) {
                    if (Math.abs(q + r) > 4)
                        continue;
                    const legal = ctl().monsterMoveVerdictAt(q, r) === "";
                    compare(offered.indexOf(q + "," + r) >= 0, legal, q + "," + r);
                    compare(ctl().hexMark(q, r) === "legal", legal, q + "," + r);
                }

            // Next to Rochon: refused with the reason and the rule, nothing moves.
            compare(ctl().hexMark(3, 0), "");
            tapHex(3, 0);
            compare(ctl().explanationCode, "theosis.move.occupied");
            compare(ctl().explanationRule, "theosis.monsters");
            verify(findChild(root.view, "theosisExplanation").visible);
            compare(ctl().monsterTurn.moveTo.length, 0);

            // A highlighted hex: the monster goes there.
            compare(ctl().hexMark(-2, 1), "legal");
            tapHex(-2, 1);
            compare(ctl().monsterTurn.moveTo.join(","), "-2,1");
            compare(ctl().hexMark(-2, 1), "path");
            compare(ctl().explanation, "");
            // Named in table words, by the nearest figure, not by grid coordinates.
            const moveLine = findChild(root.view, "theosisMonsterMoveLine").text;
            verify(moveLine.indexOf("Moves its centre to the hex") === 0 && moveLine.indexOf("[") < 0, moveLine);
            verify(ctl().ready, ctl().problem);
            tapButton("theosisMonsterAct");
            compare(ActiveSession.error, "");
            compare(ActiveSession.gameData.monsters[0].at.join(","), "-2,1");
            compare(ctl().step, "hero");
        }
    }
}
