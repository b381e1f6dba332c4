import QtQuick
import QtTest
import Arbiter

// The Banishing's table view on real sessions: taps become the game's
// actions, refusals show their rule, and a three-player game is followed to
// a win and to a loss in both deck modes.
Item {
    id: root

    width: 1280
    height: 4800
    visible: true

    BanishingTable {
        id: tableView

        width: parent.width
        height: 1500
    }

    SignalSpy {
        id: ruleSpy

        target: tableView
        signalName: "ruleRequested"
    }

    BanishingCharacterEditorPage {
        id: editor

        y: 2200
        width: 800
        height: 2600
    }

    TestCase {
        name: "BanishingCharacterEditor"
        when: windowShown

        function tap(name) {
            const item = findChild(editor, name);
            verify(item !== null, "there is no item called " + name);
            // Scrolled into view first: the ability cards make the page taller than the window.
            const flickable = findChild(editor, "characterEditorFlickable");
            const top = item.mapToItem(flickable.contentItem, 0, 0).y;
            if (top < flickable.contentY || top + item.height > flickable.contentY + flickable.height)
                flickable.contentY = Math.max(0, Math.min(top - 100, flickable.contentHeight - flickable.height));
            waitForRendering(editor);
            mouseClick(item);
        }

        function cleanup() {
            SessionLibrary.resetContentPack("the-banishing");
        }

        function test_editSaveRefuseAndReset() {
            compare(editor.character.id, "fighter");
            const shipped = editor.character.stamina;
            tap("staminaUp");
            compare(editor.character.stamina, shipped + 1);
            verify(editor.dirty);
            tap("savePackButton");
            compare(SessionLibrary.error, "");
            verify(SessionLibrary.hasUserContentPack("the-banishing"));
            compare(SessionLibrary.contentPack("the-banishing").characters[0].stamina, shipped + 1);

            // A new ability without an effect is refused by the game's validation.
            const abilities = editor.character.abilities.length;
            tap("addAbilityButton");
            compare(editor.character.abilities.length, abilities + 1);
            tap("savePackButton");
            verify(SessionLibrary.error.length > 0);
            verify(findChild(editor, "packError").visible);
            compare(SessionLibrary.contentPack("the-banishing").characters[0].abilities.length, abilities);

            tap("resetPackButton");
            verify(!SessionLibrary.hasUserContentPack("the-banishing"));
            compare(editor.character.stamina, shipped);
        }

        // Who carries an effect out is chosen per ability, and saved with the
        // card moves to offer; an unmarked one says so.
        function test_abilityHandlingIsChosenAndSaved() {
            compare(editor.character.abilities[0].id, "kick");
            compare(editor.character.abilities[0].handling, "by_hand");
            verify(!findChild(editor, "abilityUnmarked0").visible);
            tap("abilityCorrection0-void_move");
            compare(editor.character.abilities[0].corrections, ["void_discard", "void_move"]);
            tap("abilityCorrection0-void_discard");
            compare(editor.character.abilities[0].corrections, ["void_move"]);
            tap("abilityHandling0-applied");
            compare(editor.character.abilities[0].handling, "applied");
            compare(editor.character.abilities[0].corrections, undefined);
            verify(!findChild(editor, "abilityCorrection0-draw").visible, "no moves to offer for an applied effect");
            tap("abilityHandling0-by_hand");
            tap("abilityCorrection0-draw");
            tap("savePackButton");
            compare(SessionLibrary.error, "");
            const saved = SessionLibrary.contentPack("the-banishing").characters[0].abilities[0];
            compare(saved.handling, "by_hand");
            compare(saved.corrections, ["draw"]);

            editor.edit(p => delete p.characters[0].abilities[0].handling);
            verify(findChild(editor, "abilityUnmarked0").visible);
            tap("resetPackButton");
            compare(editor.character.abilities[0].handling, "by_hand");
        }
    }

    BanishingSetupForm {
        id: form

        y: 1500
        width: 600
        playerNames: ["Ann", "Ben", "Cy", "Dee"]
    }

    TestCase {
        name: "BanishingSetupForm"
        when: windowShown

        // The form waits below the window for the other cases; a real
        // window takes a tap only inside it, so it comes up for these.
        function init() {
            form.y = 0;
            form.z = 1;
            form.playerNames = ["Ann", "Ben", "Cy", "Dee"];
            form.chosen = [];
            form.mode = "table";
            form.first = "";
            waitForRendering(form);
        }

        function cleanup() {
            form.y = 1500;
            form.z = 0;
        }

        // The table says who starts; a starter no longer seated falls back to the first seat.
        function test_whoStarts() {
            compare(form.setup().first, undefined);
            compare(form.starter, "fighter");
            mouseClick(findChild(form, "first-healer"));
            compare(form.setup().first, "healer");
            mouseClick(findChild(form, "seat1-bard"));
            compare(form.setup().first, undefined, "the Healer left the table");
            compare(form.starter, "fighter");
        }

        function test_recommendedCharactersByDefault() {
            verify(form.ready);
            const setup = form.setup();
            // The first-game trio, then the first of the extra characters.
            compare(setup.characters, ["fighter", "healer", "thief", "sorcerer"]);
            compare(setup.mode, "table");
            compare(setup.difficulty, 4);
        }

        function test_choicesAndProblems() {
            mouseClick(findChild(form, "seat3-witch"));
            compare(form.setup().characters[3], "witch");
            mouseClick(findChild(form, "mode-app"));
            compare(form.setup().mode, "app");
            mouseClick(findChild(form, "difficultyDown"));
            compare(form.setup().difficulty, 3);
            mouseClick(findChild(form, "difficultyUp"));
            compare(form.setup().difficulty, 4);
            mouseClick(findChild(form, "seat1-fighter"));
            verify(!form.ready, "a character chosen twice");
            verify(form.problem.length > 0);
            mouseClick(findChild(form, "seat1-bard"));
            verify(form.ready);
            form.playerNames = ["Fighter", "Ben", "Cy", "Dee"];
            verify(!form.ready, "a player name that clashes with a character id");
        }
    }

    TestCase {
        name: "BanishingTable"
        when: windowShown

        readonly property BanishingTableController table: tableView.table

        function startGame(mode) {
            const id = SessionLibrary.createSessionWith("the-banishing", ["Ann", "Ben", "Cy"], {
                "mode": mode,
                "characters": ["fighter", "healer", "thief"],
                "difficulty": 4
            });
            verify(id > 0, "the session starts: " + SessionLibrary.error);
            verify(ActiveSession.open(id));
            waitForRendering(tableView);
            return id;
        }

        function tap(name) {
            const item = findChild(tableView, name);
            verify(item !== null, "there is no item called " + name);
            verify(item.visible, name + " is visible");
            waitForRendering(tableView);
            mouseClick(item);
        }

        // Names the next dealt cards through the reveal picker.
        function revealAll(cards) {
            for (const card of cards)
                tap("reveal-" + card);
        }

        function character(id) {
            return table.characters.values.find(c => c.id === id);
        }

        function dealTableGame(voidCards) {
            startGame("table");
            verify(table.tableDeck);
            verify(table.settingUp);
            compare(table.pendingCount, 3 * 3 + 9);
            compare(table.pending.values[0].place, "hand:fighter");
            // Dealt round by round: Fighter, Healer, Thief, three times.
            revealAll(["blue-sun", "blue-moon", "blue-star", "blue-sun", "blue-moon", "blue-star", "blue-sun", "blue-moon", "blue-star"]);
            compare(table.pending.values[0].kind, "void");
            revealAll(voidCards);
            compare(table.pendingCount, 0);
            verify(!table.settingUp);
            compare(table.turnCharacter, "fighter");
        }

        function init() {
            ActiveSession.clearError();
            tableView.closePopups();
        }

        function test_tableDeckGameToAWin() {
            dealTableGame(["blue-flame", "blue-flame", "blue-flame", "red-sun", "red-moon", "green-sun", "zombie", "green-moon", "red-star"]);
            compare(table.voidSpaces.values[0].top.card, "blue-flame");
            compare(character("fighter").handSize, 3);

            // The picker names what a take would bring, and one tap takes it.
            const rowOne = table.lines.values.find(l => l.line === "row" && l.index === 0);
            compare(rowOne.cards.map(c => c.card), ["blue-flame", "blue-flame", "blue-flame"]);
            tap("take-row-0");
            verify(table.taken);
            compare(character("fighter").handSize, 6);
            compare(table.pendingCount, 3, "the three emptied spaces wait for their cards");
            compare(table.voidSpaces.values[0].pending, true);
            revealAll(["green-star", "green-flame", "red-flame"]);

            const oath = table.abilities.values.find(a => a.ability === "oath");
            verify(oath.allowed && oath.affordable);
            tap("ability-oath");
            compare(ActiveSession.error, "");
            compare(table.banishingCount, 3);
            compare(table.abilityUsed, "oath");
            tap("endTurnButton");
            compare(table.turnCharacter, "healer");

            tap("take-row-0");
            revealAll(["red-sun", "red-moon", "red-star"]);
            tap("ability-decipher");
            compare(table.banishingCount, 6);
            tap("endTurnButton");

            tap("take-row-0");
            revealAll(["green-sun", "green-moon", "green-star"]);
            tap("ability-heist");
            compare(table.banishingCount, 9);
            compare(table.outcome, "playing");
            tap("endTurnButton");

            compare(table.turnCharacter, "fighter");
            tap("take-row-0");
            revealAll(["red-sun", "red-moon", "red-star"]);
            tap("ability-oath");
            compare(table.banishingCount, 12);
            compare(table.outcome, "won");
            verify(findChild(tableView, "banishingOutcome").visible);

            // Undo takes the win back.
            verify(ActiveSession.undo());
            compare(table.outcome, "playing");
            compare(table.banishingCount, 9);
        }

        function correctionIndex(labelPart) {
            const row = table.corrections.values.find(c => c.label.indexOf(labelPart) >= 0);
            verify(row !== undefined, "a correction reads " + labelPart + ": " + table.corrections.values.map(c => c.label).join("; "));
            return row.index;
        }

        // Kick is marked by hand: the panel says what to do and discards the
        // top card the players discarded, in one tap, logged and undoable.
        function test_byHandKickDiscardsThroughTheWindow() {
            dealTableGame(["red-sun", "red-moon", "red-star", "green-sun", "ghoul", "green-star", "blue-flame", "red-flame", "zombie"]);
            tap("take-row-0");
            compare(findChild(tableView, "revealPackCheck").text, "Made-up example values: check against your own cards");
            verify(findChild(tableView, "revealPackCheck").visible, "the picker says the pack's cards are examples");
            revealAll(["green-flame", "blue-moon", "green-moon"]);
            tap("ability-kick");
            compare(ActiveSession.error, "");
            verify(findChild(tableView, "byHandPanel").visible);
            compare(findChild(tableView, "byHandEffect").text, "Discard the top card of one Void space.");
            compare(table.corrections.values.length, 9);
            const discarded = table.discardCount;
            tap("correction-" + correctionIndex("Discard Ghoul from the Void, row 2, column 2"));
            compare(ActiveSession.error, "");
            compare(table.discardCount, discarded + 1);
            verify(table.voidSpaces.values[4].pending, "the space waits for the real deck's next card");
            verify(ActiveSession.undo());
            compare(table.voidSpaces.values[4].top.card, "ghoul");
            compare(table.discardCount, discarded);
            verify(ActiveSession.redo());
            revealAll(["zombie"]);
            compare(table.voidSpaces.values[4].top.card, "zombie");
            verify(findChild(tableView, "byHandPanel").visible, "more moves may follow until the turn ends");
            tap("endTurnButton");
            compare(table.turnCharacter, "healer");
            compare(table.corrections.values.length, 0);
        }

        // Heist draws by hand: the table names the real card it drew.
        function test_byHandDrawNamesTheRealCardThroughTheWindow() {
            dealTableGame(["red-sun", "red-moon", "red-star", "green-sun", "green-moon", "green-star", "blue-flame", "red-flame", "green-flame"]);
            for (const character of ["fighter", "healer"]) {
                compare(table.turnCharacter, character);
                tap("take-row-0");
                revealAll(["red-sun", "red-moon", "red-star"]);
                tap("passButton");
            }
            tap("take-row-0");
            revealAll(["green-sun", "green-moon", "green-star"]);
            tap("ability-heist");
            compare(ActiveSession.error, "");
            const deck = table.deckCount;
            const hand = character("thief").handSize;
            tap("correction-" + correctionIndex("Thief draws a card into the hand"));
            verify(findChild(tableView, "correctionValue-zombie") === null, "an undead is not drawn into a hand");
            tap("correctionValue-green-moon");
            compare(ActiveSession.error, "");
            compare(character("thief").handSize, hand + 1);
            verify(character("thief").hand.some(c => c.card === "green-moon"));
            compare(table.deckCount, deck - 1);
        }

        // Six undead in the dealt Void: the real Void is shuffled back and dealt again.
        function test_voidWithSixUndeadIsDealtAgainThroughTheWindow() {
            startGame("table");
            revealAll(["blue-sun", "blue-moon", "blue-star", "blue-sun", "blue-moon", "blue-star", "blue-sun", "blue-moon", "blue-star"]);
            revealAll(["zombie", "zombie", "zombie", "skeleton", "skeleton", "ghoul", "red-sun", "red-moon", "red-star"]);
            verify(table.settingUp, "the Void is dealt again");
            compare(table.pendingCount, 9);
            revealAll(["zombie", "red-sun", "red-moon", "red-star", "green-sun", "green-moon", "green-star", "blue-flame", "red-flame"]);
            verify(!table.settingUp);
            compare(table.turnCharacter, "fighter");
        }

        // The real deck runs out: the discard pile and the level 4 undead
        // become the next deck, and the picker now takes a Wraith.
        function test_roundEndLetsTheNextUndeadBeNamed() {
            dealTableGame(["red-sun", "red-moon", "red-star", "green-sun", "green-moon", "green-star", "blue-flame", "red-flame", "green-flame"]);
            tap("take-row-0");
            verify(!findChild(tableView, "reveal-wraith").enabled, "no level 4 undead in round 1");
            verify(ActiveSession.setCounter("table", "deck", "1"));
            revealAll(["red-sun"]);
            compare(table.round, 2);
            compare(table.deckCount, 4, "the four Wraiths; nothing was discarded yet");
            tap("reveal-wraith");
            compare(ActiveSession.error, "");
            compare(table.voidSpaces.values[1].top.card, "wraith");
        }

        function test_abilityWithoutItsSetIsOffAndSaysWhy() {
            dealTableGame(["red-sun", "red-moon", "red-star", "green-sun", "green-moon", "green-star", "zombie", "blue-flame", "red-flame"]);
            tap("take-row-0");
            verify(findChild(tableView, "ability-spear") === null || !findChild(tableView, "ability-spear").visible, "no ability while dealt cards wait to be named");
            revealAll(["green-flame", "blue-moon", "green-star"]);
            compare(character("fighter").hand.filter(c => c.color === "red").length, 3);
            const spear = table.abilities.values.find(a => a.ability === "spear");
            verify(!spear.affordable, "three red cards of three symbols do not pay for a level 2 ability");
            const use = findChild(tableView, "ability-spear");
            verify(!use.enabled, "no Use without a set to pay with");
            compare(findChild(tableView, "abilityPayment-spear").text, "No set for it in the hand");

            // The same cards pay for the level 1 ability.
            tap("ability-kick");
            compare(ActiveSession.error, "");
            compare(table.abilityUsed, "kick");
            compare(table.discardCount, 3);
        }

        function test_tableDeckGameToALoss() {
            // The Thief (health 9 in the shipped pack) will take three ghouls.
            dealTableGame(["ghoul", "ghoul", "ghoul", "red-sun", "red-moon", "green-sun", "blue-flame", "green-moon", "red-star"]);
            tap("take-row-1");
            revealAll(["red-sun", "red-moon", "red-star"]);
            tap("passButton");
            compare(table.turnCharacter, "healer");
            tap("take-row-2");
            revealAll(["green-sun", "green-moon", "green-star"]);
            tap("passButton");
            compare(table.turnCharacter, "thief");
            tap("take-row-0");
            const thief = character("thief");
            compare(thief.damage, 9);
            verify(thief.dead);
            compare(table.outcome, "lost");
            compare(table.lossReason, "death");
            compare(table.deadCharacterName, "Thief");
            verify(findChild(tableView, "banishingOutcome").visible);
        }

        function test_shieldAndSwapThroughTaps() {
            // Column 3 brings a Shield and a Ghoul together.
            dealTableGame(["red-sun", "red-moon", "shield", "green-sun", "green-moon", "green-star", "blue-flame", "red-flame", "ghoul"]);
            tap("take-column-2");
            compare(character("fighter").wounds.map(c => c.card), ["ghoul"]);
            // The Shield, like every turn action, waits for the refill to be named.
            compare(table.shieldTargets.values.length, 0);
            revealAll(["blue-sun", "blue-moon", "blue-star"]);
            compare(table.shieldTargets.values.map(c => c.card), ["ghoul"]);
            tap("shield-ghoul");
            compare(ActiveSession.error, "");
            compare(character("fighter").wounds.length, 0);
            compare(character("fighter").items.length, 0, "the Shield is spent");
            compare(table.abilityUsed, "", "a Shield is not the turn's ability");

            const first = table.voidSpaces.values[0].top.card;
            const last = table.voidSpaces.values[8].top.card;
            tap("swapButton");
            tap("voidSpace0");
            tap("voidSpace8");
            compare(ActiveSession.error, "");
            compare(table.voidSpaces.values[0].top.card, last);
            compare(table.voidSpaces.values[8].top.card, first);
            compare(table.abilityUsed, "swap");
            tap("endTurnButton");
            compare(table.turnCharacter, "healer");
        }

        function test_restAndTradeThroughTaps() {
            dealTableGame(["zombie", "red-sun", "red-moon", "green-sun", "green-moon", "green-star", "blue-flame", "red-flame", "red-star"]);
            tap("take-row-0");
            revealAll(["blue-flame", "green-flame", "red-flame"]);
            compare(character("fighter").wounds.map(c => c.card), ["zombie"]);
            tap("restButton");
            compare(ActiveSession.error, "");
            compare(character("fighter").wounds.length, 0);
            compare(table.abilityUsed, "rest");
            tap("endTurnButton");

            tap("take-row-1");
            revealAll(["green-sun", "green-moon", "green-star"]);
            tap("tradeButton");
            const dialog = findChild(tableView, "tradeDialog");
            tryCompare(dialog, "opened", true);
            const tapInDialog = name => {
                const item = findChild(dialog.contentItem, name);
                verify(item !== null, "the trade dialog has no " + name);
                waitForRendering(dialog.contentItem);
                mouseClick(item);
            };
            tapInDialog("tradeWith-fighter");
            compare(dialog.partner, "fighter");
            tapInDialog("tradeGive-blue-moon");
            tapInDialog("tradeReceive-blue-sun");
            tapInDialog("tradeConfirm");
            tryCompare(dialog, "visible", false);
            compare(ActiveSession.error, "");
            compare(table.abilityUsed, "trade");
            verify(character("healer").hand.some(c => c.card === "blue-sun"));
            verify(character("fighter").hand.some(c => c.card === "blue-moon"));
        }

        function test_appDeckTakeThroughTheRowPicker() {
            startGame("app");
            verify(!table.tableDeck);
            compare(table.pendingCount, 0);
            verify(!table.settingUp);
            compare(table.voidSpaces.values.length, 9);
            const line = table.lines.values.find(l => l.line === "column" && l.index === 1);
            const symbols = line.cards.filter(c => c.kind === "symbol").length;
            const undead = line.cards.filter(c => c.kind === "undead").length;
            const deckBefore = table.deckCount;
            tap("take-column-1");
            verify(table.taken);
            compare(character("fighter").handSize, 3 + symbols);
            compare(character("fighter").wounds.length, undead);
            compare(table.deckCount, deckBefore - line.cards.length, "the app refills the emptied spaces from its deck");
            verify(table.voidSpaces.values.every(s => s.height > 0));
            tap("passButton");
            compare(ActiveSession.error, "");
            compare(table.turnCharacter, "healer");
        }

        function tapInMoveDialog(name) {
            const dialog = findChild(tableView, "moveDialog");
            const item = findChild(dialog.contentItem, name);
            verify(item !== null, "the move dialog has no " + name);
            verify(item.visible, name + " is visible");
            waitForRendering(dialog.contentItem);
            mouseClick(item);
        }

        // A correction of one character's stamina tells the view that row and
        // nothing else: the other panels, the Void and the lines stay as they
        // are, and the panel under the finger is the same object.
        function test_aStaminaCorrectionChangesOnlyThatCharactersRow() {
            startGame("app");
            const panelBefore = findChild(tableView, "staminaMeter-healer");
            verify(panelBefore !== null);
            const rowChanges = Qt.createQmlObject('import QtTest; SignalSpy { signalName: "dataChanged" }', tableView);
            rowChanges.target = table.characters;
            const voidChanges = Qt.createQmlObject('import QtTest; SignalSpy { signalName: "dataChanged" }', tableView);
            voidChanges.target = table.voidSpaces;
            const lineChanges = Qt.createQmlObject('import QtTest; SignalSpy { signalName: "dataChanged" }', tableView);
            lineChanges.target = table.lines;
            verify(ActiveSession.adjustCounter("healer", "stamina", -1));
            tryCompare(rowChanges, "count", 1);
            compare(rowChanges.signalArguments[0][0].row, 1, "the Healer's row, second in turn order");
            compare(voidChanges.count, 0);
            compare(lineChanges.count, 0);
            compare(findChild(tableView, "staminaMeter-healer"), panelBefore);
            compare(character("healer").damage, 0);
            rowChanges.destroy();
            voidChanges.destroy();
            lineChanges.destroy();
        }

        // Kick discards the top card of a Void space: with the app's deck the
        // table does that through the move dialog, or by tapping the card.
        // A card drawn from the real deck by hand is named from the pack's
        // list, and the dialog says the shipped cards are examples.
        function test_tableDeckMoveNamesThePacksCardsWithTheirCheck() {
            startGame("table");
            const dialog = findChild(tableView, "moveDialog");
            tap("moveCardAnyTime");
            tryCompare(dialog, "opened", true);
            verify(!findChild(dialog.contentItem, "movePackCheck").visible);
            tapInMoveDialog("moveFrom-deck");
            verify(findChild(dialog.contentItem, "movePackCheck").visible);
            compare(findChild(dialog.contentItem, "movePackCheck").text, "Made-up example values: check against your own cards");
            verify(findChild(dialog.contentItem, "moveCard-green-moon").visible, "the pack's cards are offered");
        }

        function test_appDeckVoidCardMoves() {
            startGame("app");
            const dialog = findChild(tableView, "moveDialog");
            const discardBefore = table.discardCount;
            const first = table.voidSpaces.values[1].top;
            tap("moveCardAnyTime");
            tryCompare(dialog, "opened", true);
            tapInMoveDialog("moveFrom-void:1");
            const offered = findChild(dialog.contentItem, "moveCard-" + first.card);
            verify(offered !== null && offered.visible, "the space's top card is offered");
            verify(offered.checked, "and chosen with the space");
            tapInMoveDialog("moveTo-discard");
            verify(findChild(dialog.contentItem, "moveConfirm").enabled);
            tapInMoveDialog("moveConfirm");
            compare(ActiveSession.error, "");
            compare(table.discardCount, discardBefore + 1);
            verify(table.voidSpaces.values[1].height > 0, "the app refills the space");
            verify(!findChild(dialog.contentItem, "moveConfirm").enabled, "a second tap moves nothing more");
            verify(findChild(dialog.contentItem, "moveCard-" + table.voidSpaces.values[1].top.card).checked, "the new top card is chosen");
            tapInMoveDialog("moveClose");
            tryCompare(dialog, "visible", false);

            // A tap on a Void card starts moving that card.
            const second = table.voidSpaces.values[4].top;
            tap("voidSpace4");
            tryCompare(dialog, "opened", true);
            compare(dialog.from, "void:4");
            verify(findChild(dialog.contentItem, "moveCard-" + second.card).checked);
            tapInMoveDialog("moveTo-discard");
            tapInMoveDialog("moveConfirm");
            compare(ActiveSession.error, "");
            compare(table.discardCount, discardBefore + 2);
            tapInMoveDialog("moveClose");
            tryCompare(dialog, "visible", false);
        }

        function test_exhaustedCharacterCannotUseUniqueAbilities() {
            // Three ghouls (9 damage) exhaust the Fighter (stamina 7) without killing them.
            dealTableGame(["ghoul", "red-sun", "red-moon", "ghoul", "green-moon", "green-star", "ghoul", "red-flame", "red-star"]);
            tap("take-column-0");
            revealAll(["green-sun", "green-moon", "green-star"]);
            verify(character("fighter").exhausted);
            verify(table.turnCharacterExhausted);
            const use = findChild(tableView, "ability-oath");
            verify(use.visible);
            verify(!use.enabled, "Use is off for an exhausted character");
            const refusal = findChild(tableView, "abilityRefusal-oath");
            verify(refusal !== null && refusal.visible, "the row says why");
            const oath = table.abilities.values.find(a => a.ability === "oath");
            verify(oath.affordable, "the hand holds a set for it");
            verify(!oath.allowed);
            compare(oath.refusalRule, "the-banishing.exhaustion");
            compare(refusal.text, oath.refusal);
            verify(refusal.text.indexOf("exhausted") >= 0, refusal.text);
            verify(!findChild(tableView, "abilityPayment-oath").visible, "no \"Pays with\" for a refused ability");
            mouseClick(use);
            compare(table.abilityUsed, "");
            // The shared abilities stay open.
            tap("restButton");
            compare(ActiveSession.error, "");
            compare(table.abilityUsed, "rest");
        }

        // A unique ability the hand holds no set for cannot be used: Use is
        // off, instead of a tap that the engine refuses ("2 were given") with a
        // banner that pushed the whole table down.
        function test_anAbilityWithoutASetInTheHandIsOff() {
            dealTableGame(["red-sun", "blue-sun", "green-sun", "blue-moon", "green-moon", "red-moon", "green-star", "red-star", "blue-star"]);
            tap("take-column-0");
            revealAll(["blue-flame", "green-flame", "red-flame"]);
            verify(!character("fighter").exhausted);
            const unaffordable = table.abilities.values.filter(a => a.allowed && !a.affordable);
            verify(unaffordable.length > 0, "the hand lacks a set for some ability");
            for (const ability of unaffordable) {
                const use = findChild(tableView, "ability-" + ability.ability);
                verify(use !== null && use.visible);
                verify(!use.enabled, "Use is off without a set: " + ability.ability);
            }
            const affordable = table.abilities.values.filter(a => a.allowed && a.affordable);
            for (const ability of affordable)
                verify(findChild(tableView, "ability-" + ability.ability).enabled, "Use is on with a set: " + ability.ability);
        }

        // The picker offers the cards the engine accepts for the next place:
        // symbol cards for a starting hand; for the Void any card but the
        // Wraith and Lich, which wait beside the deck for rounds 2 and 3 (a
        // Wraith was once offered, and accepted, in round 1).
        function test_revealPickerOffersWhatTheRulesAccept() {
            startGame("table");
            compare(table.phase, "setup");
            verify(findChild(tableView, "reveal-red-sun").enabled);
            verify(!findChild(tableView, "reveal-zombie").enabled, "a starting hand holds symbol cards only");
            revealAll(["blue-sun", "blue-moon", "blue-star", "blue-sun", "blue-moon", "blue-star", "blue-sun", "blue-moon", "blue-star"]);
            compare(table.pending.values[0].kind, "void");
            tryVerify(() => findChild(tableView, "reveal-zombie").enabled, 20000, "a Void space may get an undead");
            verify(findChild(tableView, "reveal-shield").enabled);
            verify(!findChild(tableView, "reveal-wraith").enabled, "level 4 undead join in round 2");
            verify(!findChild(tableView, "reveal-lich").enabled, "level 5 undead join in round 3");
            verify(table.revealable.indexOf("wraith") < 0);
        }

        // Issue 24: the real deck deals an undead the pack lacks. The table
        // types it whole, then names it like any card; the table's pack
        // keeps it for the next game.
        function test_aCardTheListLacksIsTypedWholeAndNamed() {
            startGame("table");
            revealAll(["blue-sun", "blue-moon", "blue-star", "blue-sun", "blue-moon", "blue-star", "blue-sun", "blue-moon", "blue-star"]);
            compare(table.pending.values[0].place, "void:0");
            tap("revealNewCard-1");
            const dialog = findChild(tableView, "newCardDialog");
            verify(dialog !== null);
            tryVerify(() => dialog.opened, 5000, "the card form opens");
            const press = objectName => {
                const button = findChild(dialog.contentItem, objectName);
                verify(button !== null && button.visible && button.enabled, objectName);
                mouseClick(button);
            };
            const name = findChild(dialog.contentItem, "newCardText-name");
            mouseClick(name);
            verify(name.activeFocus, "the name field takes the keys");
            for (const c of "Barrow King")
                keyClick(c);
            press("newCardNumber-levelUp");
            press("newCardNumber-levelUp");
            for (let i = 0; i < 3; ++i)
                press("newCardNumber-damageUp");
            press("newCardEnter");
            tryVerify(() => !dialog.visible, 5000, "the form closes once the card is in");
            compare(ActiveSession.error, "");
            tryVerify(() => findChild(tableView, "reveal-barrow-king") !== null, 5000, "the typed card is one tap away");
            tap("reveal-barrow-king");
            compare(ActiveSession.gameData.void[0], ["barrow-king"]);
            const kept = SessionLibrary.contentPack("the-banishing").cards.filter(card => card.name === "Barrow King");
            compare(kept.length, 1, "the table's pack keeps the card for the next game");
            compare(kept[0].damage, 4);
            verify(SessionLibrary.resetContentPack("the-banishing"));
        }

        // A player names dealt cards in a quick run of taps: the picker's
        // buttons must not move while its question and hint change.
        function test_revealButtonsStayPut() {
            startGame("table");
            const button = () => findChild(tableView, "reveal-red-sun");
            const yOf = () => button().mapToItem(root, 0, 0).y;
            waitForRendering(tableView);
            const first = yOf();
            revealAll(["blue-sun", "blue-moon", "blue-star", "blue-sun", "blue-moon", "blue-star", "blue-sun", "blue-moon", "blue-star"]);
            waitForRendering(tableView);
            compare(table.pending.values[0].kind, "void");
            compare(yOf(), first, "the Void's longer question moves nothing");
            revealAll(["red-sun", "red-moon", "red-star", "green-sun", "green-moon", "green-star", "zombie", "blue-flame"]);
            waitForRendering(tableView);
            compare(table.pendingCount, 1);
            compare(yOf(), first, "the last card's shorter hint moves nothing");
        }

        // The end of setup shows the row pickers again, each with the cards
        // revealed while it was hidden. Its layout once crashed the real
        // window here (a card tile deleted while hidden, read in the polish
        // pass), so the last reveals are taken back and tapped again.
        function test_setupEndsOnTheWindowWithoutACrash() {
            const voidCards = ["ghoul", "zombie", "green-sun", "ghoul", "blue-star", "red-flame", "skeleton", "shield", "green-moon"];
            dealTableGame(voidCards);
            for (let round = 0; round < 4; ++round) {
                for (let i = 0; i < voidCards.length; ++i)
                    verify(ActiveSession.undo());
                verify(table.settingUp);
                revealAll(voidCards);
                verify(!table.settingUp);
                waitForRendering(tableView);
                verify(findChild(tableView, "take-column-0").visible);
            }
            compare(table.lines.values.find(l => l.line === "column" && l.index === 0).cards.map(c => c.card), ["ghoul", "ghoul", "skeleton"]);
        }

        function test_appDeckGameToAWinAndALoss() {
            startGame("app");
            tap("take-row-0");
            tap("passButton");
            // The table carries out Banishing abilities by moving cards: ten
            // into the Banishing win.
            for (let i = 0; i < 10; ++i)
                verify(table.moveCard("deck", "banishing"), ActiveSession.error);
            compare(table.banishingCount, 10);
            compare(table.outcome, "won");
            for (let i = 0; i < 10; ++i)
                verify(ActiveSession.undo());
            compare(table.outcome, "playing");

            // Drawing the whole deck three times runs out the third round.
            let guard = 0;
            while (table.outcome === "playing" && guard++ < 600)
                verify(table.moveCard("deck", "discard"), ActiveSession.error);
            compare(table.outcome, "lost");
            compare(table.lossReason, "time_up");
            compare(table.round, 3);
        }
    }
}
