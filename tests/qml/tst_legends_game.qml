import QtQuick
import QtTest
import Arbiter

// A whole three-player game of Exiled Legends tracked through the app's own
// controllers (LegendsTableModel, LegendsAttackBuilder, ActiveSession) to the
// winner: an all-three-destroyed replacement, a Legend flip, a player out,
// undo and redo at each of those moments, a Sphere card named by the table,
// a Strength changed for one attack, and the session reopened from the
// database matching what was on the table.
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

    TestCase {
        name: "LegendsWholeGame"
        when: windowShown

        // The rows of a typed list, for script code that searches them.
        function rowsOf(list) {
            const rows = [];
            for (let i = 0; i < list.count; ++i)
                rows.push(list.get(i));
            return rows;
        }

        function snapshot() {
            return JSON.stringify(ActiveSession.gameData);
        }

        function playerOf(id) {
            return rowsOf(table.players).find(p => p.id === id);
        }

        function heroesOf(id) {
            return playerOf(id).heroes;
        }

        // Sphere card and Beginning phase out of the way: the current player's
        // Action phase.
        function toActionPhase() {
            for (let i = 0; i < 3 && table.phase !== "action"; ++i) {
                if (table.phase === "sphere")
                    verify(table.step("sphere.flip"), ActiveSession.error);
                else if (table.phase === "beginning")
                    verify(table.step("phase.next"), ActiveSession.error);
            }
            compare(table.phase, "action");
        }

        function endTurn() {
            verify(table.step("turn.end"), ActiveSession.error);
        }

        // Damage counters put on by hand (the tile's +1 / -1) until each hero
        // is one counter short of its Max HP.
        function bringToTheBrink(playerId) {
            for (const hero of heroesOf(playerId)) {
                const delta = hero.maxHp - 1 - hero.damage;
                if (delta !== 0)
                    verify(table.adjust(hero.id, "damage", delta), ActiveSession.error);
            }
            for (const hero of heroesOf(playerId))
                compare(hero.damage, hero.maxHp - 1);
        }

        // The unused abilities of both windows lapse.
        function finishAttack() {
            for (let i = 0; i < 4 && table.attackStep > 0; ++i)
                verify(table.step("attack.continue"), ActiveSession.error);
            compare(table.attackStep, 0);
        }

        // A mass attack on the victim's Champion and both Supports, with the
        // Strength set to 3 by the table (whatever the Champion's card says).
        function massAttackOnEveryHeroOf(victim) {
            builder.attackType = "mass";
            builder.strengthOverride = 3;
            compare(builder.strength, 3);
            compare(builder.targetsRequired, 3);
            const targets = rowsOf(builder.players).find(p => p.id === victim).targets;
            const champion = targets.find(t => t.position === "champion");
            verify(builder.toggle(champion.id), builder.explanation.reason || "");
            for (const support of targets.filter(t => t.position === "support"))
                verify(builder.toggle(support.id), builder.explanation.reason || "");
            verify(builder.canDeclare, builder.declareProblem);
            verify(builder.declare(), ActiveSession.error);
            finishAttack();
        }

        // Undo back to `before` and redo to where the game was: both ends match exactly.
        function undoAndRedoTo(before) {
            const after = snapshot();
            let undone = 0;
            while (snapshot() !== before && undone < 12) {
                verify(ActiveSession.undo(), ActiveSession.error);
                ++undone;
            }
            compare(snapshot(), before);
            for (let i = 0; i < undone; ++i)
                verify(ActiveSession.redo(), ActiveSession.error);
            compare(snapshot(), after);
        }

        // Closes the session and opens it again from the database.
        function reopen() {
            const id = ActiveSession.sessionId;
            const before = snapshot();
            ActiveSession.close();
            compare(table.stage, "");
            verify(ActiveSession.open(id), ActiveSession.error);
            compare(snapshot(), before);
        }

        function test_aWholeGameToTheWinner() {
            const names = ["Ada", "Bo", "Cy"];
            form.draft = false;
            form.playerNames = names;
            verify(form.ready, form.problem);
            const id = SessionLibrary.createSessionWith("exiled-legends", names, form.setup());
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id), ActiveSession.error);
            for (const player of rowsOf(table.players))
                verify(table.chooseLineup(player.id, player.deckTop[0].id), ActiveSession.error);
            [6, 3, 2].forEach((face, seat) => verify(table.rollForOrder(names[seat], face), ActiveSession.error));
            compare(table.stage, "play");
            compare(table.currentPlayer, "Ada");
            compare(table.round, 1);
            // The roll that decided it stays on the game screen through round 1.
            compare(table.firstPlayerRoll, "Ada rolled 6 and plays first (Bo 3, Cy 2).");

            // The table's own Sphere deck showed a card of its choice.
            compare(table.phase, "sphere");
            verify(table.sphereChoices.count > 1);
            const named = table.sphereChoices.get(table.sphereChoices.count - 1);
            verify(table.flipSphere(named.id), ActiveSession.error);
            compare(ActiveSession.gameData.active_sphere, named.id);
            compare(table.sphere.id, named.id);
            compare(table.sphereChoices.count, 0);

            // Round 1, Ada: all three of Bo's heroes fall in one attack, and Bo
            // picks the new Champion among the top three of the Team deck.
            toActionPhase();
            compare(playerOf("Bo").deckCount, 3);
            const beforeAttack = snapshot();
            bringToTheBrink("Bo");
            const fallen = heroesOf("Bo").map(h => h.id);
            massAttackOnEveryHeroOf("Bo");
            compare(playerOf("Bo").graveyard.length, 3);
            compare(table.championChoice.player, "Bo");
            compare(table.championChoice.candidates.length, 3);
            compare(playerOf("Bo").deckCount, 0);
            verify(table.championChoice.candidates.every(c => fallen.indexOf(c.id) < 0));
            undoAndRedoTo(beforeAttack);

            // Nothing else happens until the choice is made.
            verify(!table.step("turn.end"));
            verify(ActiveSession.errorRule.length > 0);
            ActiveSession.clearError();
            const pick = table.championChoice.candidates[1].id;
            const beforePick = snapshot();
            verify(table.chooseChampion(pick), ActiveSession.error);
            compare(heroesOf("Bo").map(h => h.position), ["champion", "support", "support"]);
            compare(heroesOf("Bo")[0].id, pick);
            verify(!table.championChoice.shown);
            compare(table.championChoice.candidates.length, 0);
            undoAndRedoTo(beforePick);
            endTurn();

            // Bo strikes back at Cy the same way; Cy ends quietly.
            compare(table.currentPlayer, "Bo");
            toActionPhase();
            bringToTheBrink("Cy");
            massAttackOnEveryHeroOf("Cy");
            compare(table.championChoice.player, "Cy");
            verify(table.chooseChampion(table.championChoice.candidates[0].id), ActiveSession.error);
            endTurn();
            compare(table.currentPlayer, "Cy");
            toActionPhase();
            endTurn();

            // Round 2: with Bo's Team deck empty, the next three losses flip
            // the Legend, which fights on as the final Hero.
            compare(table.round, 2);
            compare(table.currentPlayer, "Ada");
            toActionPhase();
            bringToTheBrink("Bo");
            const beforeFlip = snapshot();
            verify(!playerOf("Bo").legend.flipped);
            massAttackOnEveryHeroOf("Bo");
            verify(playerOf("Bo").legend.flipped);
            compare(heroesOf("Bo").length, 1);
            compare(heroesOf("Bo")[0].id, playerOf("Bo").legend.id);
            compare(heroesOf("Bo")[0].isLegend, true);
            compare(playerOf("Bo").graveyard.length, 6);
            undoAndRedoTo(beforeFlip);
            endTurn();

            // The flipped Legend survives a reopening of the session.
            reopen();
            verify(playerOf("Bo").legend.flipped);
            compare(table.currentPlayer, "Bo");

            toActionPhase();
            bringToTheBrink("Cy");
            massAttackOnEveryHeroOf("Cy");
            verify(playerOf("Cy").legend.flipped);
            endTurn();
            toActionPhase();
            endTurn();

            // Round 3: a precise attack strong enough to finish Bo's Legend.
            compare(table.round, 3);
            toActionPhase();
            const boLegend = heroesOf("Bo")[0];
            builder.attackType = "precise";
            builder.strengthOverride = boLegend.maxHp - boLegend.damage;
            verify(builder.toggle(boLegend.id), builder.explanation.reason || "");
            verify(builder.declare(), ActiveSession.error);
            finishAttack();
            verify(playerOf("Bo").out);
            compare(table.stage, "play");
            endTurn();
            // Bo is out: the turn goes straight to Cy.
            compare(table.currentPlayer, "Cy");
            toActionPhase();
            endTurn();

            // Round 4: Cy's Legend falls and Ada is the last one standing.
            compare(table.round, 4);
            compare(table.currentPlayer, "Ada");
            toActionPhase();
            const cyLegend = heroesOf("Cy")[0];
            verify(cyLegend.isLegend);
            const beforeWin = snapshot();
            builder.attackType = "precise";
            builder.strengthOverride = cyLegend.maxHp - cyLegend.damage;
            verify(builder.toggle(cyLegend.id), builder.explanation.reason || "");
            verify(builder.declare(), ActiveSession.error);
            finishAttack();
            compare(table.stage, "over");
            compare(table.winnerName, "Ada");
            verify(!table.drawn);
            verify(!table.step("turn.end"));
            compare(ActiveSession.error.length > 0, true);
            ActiveSession.clearError();
            undoAndRedoTo(beforeWin);

            // Every action is on disk: the reopened session is the same game,
            // its undo history included.
            reopen();
            compare(table.stage, "over");
            compare(table.winnerName, "Ada");
            verify(ActiveSession.canUndo);
            verify(ActiveSession.undo(), ActiveSession.error);
            compare(table.stage, "play");
            verify(ActiveSession.redo(), ActiveSession.error);
            compare(table.stage, "over");
        }
    }
}
