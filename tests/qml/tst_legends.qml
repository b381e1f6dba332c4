import QtQuick
import QtTest
import Arbiter

// The Exiled Legends screens against the real engine: the setup form's
// object starts a session, the table's taps apply the right actions, and the
// attack builder refuses illegal targets with their rule.
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    LegendsSetupForm {
        id: form

        width: 600
    }

    LegendsTableModel {
        id: table

        session: ActiveSession
    }

    LegendsAttackBuilder {
        id: builder

        session: ActiveSession
    }

    LegendsTurnPanel {
        id: turnPanel

        x: 650
        width: 470
        table: table
    }

    // A form made after the card pack changed (the form reads the pack once).
    Component {
        id: freshForm

        LegendsSetupForm {
            width: 600
        }
    }

    TestCase {
        name: "Legends"
        when: windowShown

        // The rows of a typed list, for script code that searches them.
        function rowsOf(list) {
            const rows = [];
            for (let i = 0; i < list.count; ++i)
                rows.push(list.get(i));
            return rows;
        }

        function startGame(names) {
            form.draft = false;
            // Fresh seats: an earlier test may have left a seat short of cards.
            form.picks = [];
            form.playerNames = names;
            verify(form.ready, form.problem);
            const id = SessionLibrary.createSessionWith("exiled-legends", names, form.setup());
            compare(SessionLibrary.error, "");
            verify(id > 0);
            verify(ActiveSession.open(id));
            compare(table.stage, "setup");
            // Every Champion from the top three, then rolls of 6, 3 and 2: the first seat starts.
            for (const player of rowsOf(table.players))
                verify(table.chooseLineup(player.id, player.deckTop[0].id), ActiveSession.error);
            [6, 3, 2].slice(0, names.length).forEach((face, seat) => verify(table.rollForOrder(names[seat], face), ActiveSession.error));
            compare(table.stage, "play");
            compare(table.currentPlayer, names[0]);
            verify(table.step("sphere.flip"), ActiveSession.error);
            verify(table.step("phase.next"), ActiveSession.error);
            compare(table.phase, "action");
        }

        // Damage on a hero in play, or -1 once it has gone to the Graveyard.
        function damageOf(heroId) {
            for (const player of rowsOf(table.players))
                for (const hero of player.heroes)
                    if (hero.id === heroId)
                        return hero.damage;
            return -1;
        }

        // The counters the declaration put beside each target: read in step 2
        // when someone may answer, else from the damage once they landed.
        function countersDealt(targets, before) {
            const attack = ActiveSession.gameData.attack;
            if (attack !== undefined && attack.step === "reactions")
                return targets.map(id => attack.pending.find(p => p.hero === id).counters);
            return targets.map(id => damageOf(id) < 0 ? "destroyed" : damageOf(id) - before[id]);
        }

        function targetOf(playerId, position) {
            const player = rowsOf(builder.players).find(p => p.id === playerId);
            return player.targets.find(t => t.position === position);
        }

        // The table's own Sphere deck showed a card: two taps name it.
        function test_theSphereCardTheTableTurnedUpIsTapped() {
            startGame(["Ada", "Bo"]);
            // startGame flipped round 1's card; round 2 asks again.
            verify(table.step("turn.end"), ActiveSession.error);
            verify(table.step("phase.next"), ActiveSession.error);
            verify(table.step("turn.end"), ActiveSession.error);
            compare(table.phase, "sphere");
            const choose = findChild(turnPanel, "legendsSphereChoose");
            verify(choose.visible);
            mouseClick(choose);
            const wanted = table.sphereChoices.get(table.sphereChoices.count - 1);
            const button = findChild(turnPanel, "legendsSphere-" + wanted.id);
            verify(button !== null && button.visible);
            mouseClick(button);
            compare(ActiveSession.error, "");
            compare(ActiveSession.gameData.active_sphere, wanted.id);
            compare(table.phase, "beginning");
            verify(!choose.visible);
        }

        function test_setupFormFillsDistinctLegendsAndSpheres() {
            form.draft = false;
            form.playerNames = ["Ada", "Bo", "Cy"];
            verify(form.ready, form.problem);
            const setup = form.setup();
            compare(setup.deck_mode, "type");
            compare(setup.players.length, 3);
            compare(setup.players.map(p => p.player), ["Ada", "Bo", "Cy"]);
            // The shipped pack fills Team decks of Fire, Water and Light only.
            compare(setup.players.map(p => p.legend), ["cindrel", "maren", "solace"]);
            const spheres = [].concat(...setup.players.map(p => p.spheres));
            compare(spheres.length, 9);
            compare(new Set(spheres).size, 9);
        }

        // Issue 24: the Legend each player took and the three Sphere cards
        // each put in the deck are tapped in the setup form.
        function test_theSetupFormTakesTheTappedLegendAndSpheres() {
            form.draft = false;
            form.picks = [];
            form.playerNames = ["Ada", "Bo"];
            compare(form.picks[0].legend, "cindrel");
            mouseClick(findChild(form, "legend-0-solace"));
            compare(form.picks[0].legend, "solace");
            const dropped = form.picks[0].spheres[0];
            mouseClick(findChild(form, "sphere-0-" + dropped));
            verify(!form.picks[0].spheres.includes(dropped));
            const added = ["dawn-meadow", "radiant-spire", "shifting-maze"].find(sphere => !form.picks[0].spheres.includes(sphere) && !form.picks[1].spheres.includes(sphere));
            verify(added !== undefined);
            const button = findChild(form, "sphere-0-" + added);
            verify(button.enabled);
            mouseClick(button);
            verify(form.ready, form.problem);
            const id = SessionLibrary.createSessionWith("exiled-legends", ["Ada", "Bo"], form.setup());
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id), ActiveSession.error);
            compare(ActiveSession.gameData.players.Ada.legend, "solace");
            verify(ActiveSession.gameData.players.Ada.spheres.includes(added));
            verify(!ActiveSession.gameData.players.Ada.spheres.includes(dropped));
        }

        // Issue 24: a pack with seven Fire heroes: Ada taps the six of her
        // real Team deck, and the session's deck holds exactly those.
        function test_theSixHeroesOfATeamDeckAreTapped() {
            const pack = JSON.parse(JSON.stringify(SessionLibrary.contentPack("exiled-legends")));
            const extra = JSON.parse(JSON.stringify(pack.heroes.find(hero => hero.type === "fire")));
            extra.id = "ember-scout";
            extra.name = "Ember Scout";
            pack.heroes.push(extra);
            verify(SessionLibrary.saveContentPack("exiled-legends", pack), SessionLibrary.error);
            try {
                const setupForm = createTemporaryObject(freshForm, root);
                setupForm.playerNames = ["Ada", "Bo"];
                compare(setupForm.picks[0].legend, "cindrel");
                verify(!setupForm.ready);
                const fire = pack.heroes.filter(hero => hero.type === "fire").map(hero => hero.id);
                compare(fire.length, 7);
                const team = fire.filter(id => id !== "ash-warden");
                for (const id of team) {
                    const button = findChild(setupForm, "team-0-" + id);
                    verify(button !== null && button.visible, id);
                    mouseClick(button);
                }
                verify(!findChild(setupForm, "team-0-ash-warden").enabled, "a seventh hero is not taken");
                verify(setupForm.ready, setupForm.problem);
                const id = SessionLibrary.createSessionWith("exiled-legends", ["Ada", "Bo"], setupForm.setup());
                verify(id > 0, SessionLibrary.error);
                verify(ActiveSession.open(id), ActiveSession.error);
                compare(ActiveSession.gameData.players.Ada.deck.slice().sort(), team.slice().sort());
            } finally {
                verify(SessionLibrary.resetContentPack("exiled-legends"));
            }
        }

        // Issue 24: the draft deals six heroes from the game box to each
        // player; the table taps what its own box dealt, seat by seat, and
        // the draft starts from those hands (none tapped: the app deals).
        function test_theRealDraftDealIsTapped() {
            const setupForm = createTemporaryObject(freshForm, root);
            setupForm.playerNames = ["Ada", "Bo"];
            setupForm.draft = true;
            verify(setupForm.ready, setupForm.problem);
            verify(setupForm.setup().hands === undefined, "the app deals unless told");
            const heroes = SessionLibrary.contentPack("exiled-legends").heroes.map(hero => hero.id);
            const dealt = [heroes.slice(6, 12), heroes.slice(0, 6)];
            // The form scrolls as a finger would, to the button in hand.
            const tapInView = button => {
                const bottom = button.mapToItem(root, 0, 0).y + button.height;
                if (bottom > root.height)
                    setupForm.y -= bottom - root.height + 8;
                const top = button.mapToItem(root, 0, 0).y;
                if (top < 0)
                    setupForm.y -= top - 8;
                waitForRendering(setupForm);
                mouseClick(button);
            };
            for (let seat = 0; seat < 2; ++seat)
                for (const id of dealt[seat]) {
                    const button = findChild(setupForm, "hand-" + seat + "-" + id);
                    verify(button !== null && button.visible && button.enabled, "hand-" + seat + "-" + id);
                    tapInView(button);
                    if (seat === 0 && id === dealt[0][0]) {
                        verify(!setupForm.ready, "one hand of six is not yet a deal");
                        verify(!findChild(setupForm, "hand-1-" + id).enabled, "a card dealt to Ada is in no other hand");
                    }
                }
            verify(setupForm.ready, setupForm.problem);
            const id = SessionLibrary.createSessionWith("exiled-legends", ["Ada", "Bo"], setupForm.setup());
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id), ActiveSession.error);
            compare(ActiveSession.gameData.players.Ada.hand.slice().sort(), dealt[0].slice().sort());
            compare(ActiveSession.gameData.players.Bo.hand.slice().sort(), dealt[1].slice().sort());
        }

        function test_setupFormSaysWhatIsMissing() {
            form.playerNames = ["Ada", "Ada"];
            verify(!form.ready);
            compare(form.problem, "Every player needs a different name.");
            form.playerNames = ["Ada", "Bo"];
            verify(form.ready, form.problem);
            // Noctis is Dark: the shipped pack has no Dark heroes for a Team deck.
            form.chooseLegend(1, "noctis");
            verify(!form.ready);
            verify(form.problem.indexOf("Bo's Team deck needs six") >= 0, form.problem);
            // The draft deals from all 18 heroes: enough for two players.
            form.draft = true;
            verify(form.ready, form.problem);
            compare(form.setup().deck_mode, "draft");
            form.chooseLegend(1, "maren");
            form.draft = false;
            form.toggleListEntry(0, "spheres", form.picks[0].spheres[0], 3);
            verify(!form.ready);
            compare(form.problem, "Ada needs three Sphere cards (2 chosen).");
        }

        function test_illegalTargetsExplainTheirRule() {
            startGame(["Ada", "Bo", "Cy"]);
            verify(builder.available);
            builder.attackType = "precise";
            const own = targetOf("Ada", "champion");
            verify(!own.legal);
            verify(!builder.toggle(own.id));
            compare(builder.explanation.code, "el.own_hero");
            compare(builder.explanation.rule, "exiled-legends.precise-attack");
            verify(builder.explanation.reason.length > 0);
            const support = targetOf("Bo", "support");
            verify(!builder.toggle(support.id));
            compare(builder.explanation.code, "el.precise_not_champion");
            // The card by its name, not its player and position.
            compare(builder.explanation.reason, "A precise attack may only target a Champion, and %1 is a Support (unless an ability allows it).".arg(support.name));
            const legend = targetOf("Cy", "legend");
            verify(!builder.toggle(legend.id));
            compare(builder.explanation.code, "el.legend_not_flipped");
            compare(builder.selected, []);

            builder.attackType = "mass";
            verify(!builder.toggle(targetOf("Bo", "support").id));
            compare(builder.explanation.code, "el.mass_support_without_champion");
            compare(builder.explanation.rule, "exiled-legends.mass-attack");
        }

        function test_aPreciseAttackBuiltInTheBuilderIsDeclared() {
            startGame(["Ada", "Bo", "Cy"]);
            builder.attackType = "precise";
            const champion = targetOf("Cy", "champion");
            verify(builder.toggle(champion.id));
            compare(builder.selected, [champion.id]);
            verify(builder.canDeclare);
            compare(targetOf("Cy", "champion").pending, builder.strength);
            const strength = builder.strength;
            const before = {};
            before[champion.id] = damageOf(champion.id);
            verify(builder.declare(), ActiveSession.error);
            verify(ActiveSession.gameData.turn.attacked);
            compare(table.phase, "attack");
            verify(!builder.available);
            const dealt = countersDealt([champion.id], before);
            verify(dealt[0] === strength || (dealt[0] === "destroyed" && strength >= champion.maxHp - champion.damage), JSON.stringify(dealt));
        }

        function test_aMassAttackTakesSupportsAfterTheirChampion() {
            startGame(["Ada", "Bo"]);
            builder.attackType = "mass";
            const required = builder.targetsRequired;
            verify(required >= 1);
            const champion = targetOf("Bo", "champion");
            verify(builder.toggle(champion.id));
            const supports = rowsOf(builder.players).find(p => p.id === "Bo").targets.filter(t => t.position === "support");
            for (let i = 0; i < supports.length && builder.selected.length < required; ++i)
                verify(builder.toggle(supports[i].id), builder.explanation.reason || "");
            compare(builder.selected.length, required);
            verify(builder.canDeclare, builder.declareProblem);
            const chosen = builder.selected.slice();
            const before = {};
            chosen.forEach(id => before[id] = damageOf(id));
            verify(builder.declare(), ActiveSession.error);
            verify(ActiveSession.gameData.turn.attacked);
            compare(countersDealt(chosen, before), chosen.map(() => 1));
        }

        function test_anActionIsOneTapThenRefusedWithItsReason() {
            startGame(["Ada", "Bo", "Cy"]);
            const addBane = rowsOf(table.actions).find(a => a.type === "action.add_bane");
            verify(addBane.enabled);
            const target = addBane.heroes.find(h => h.playerName === "Bo");
            verify(table.act("action.add_bane", target.id), ActiveSession.error);
            compare(rowsOf(table.players).find(p => p.id === "Ada").mp, 1);
            const hero = rowsOf(table.players).find(p => p.id === "Bo").heroes.find(h => h.id === target.id);
            compare(hero.banes.length, 1);
            compare(hero.banes[0].legend, "cindrel");
            const used = rowsOf(table.actions).find(a => a.type === "action.add_bane");
            verify(!used.enabled);
            compare(used.code, "el.action_used");
            compare(used.rule, "exiled-legends.actions");
            // The action by what it does, not by its type.
            compare(used.reason, "Adding a bane token has been done already this turn.");
        }
    }
}
