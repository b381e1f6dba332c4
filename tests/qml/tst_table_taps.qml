import QtQuick
import QtQuick.Controls
import QtTest
import Arbiter

// Issue 14, "Fewer taps", counted on the session screen with taps through
// the window: any amount of damage (or any counter change) on a figure of
// each game's table in 2 taps and one record, undone in 1; the Counters view
// the same; the dice rolled over the table into the session's log and closed
// in 1 tap; the rules opened over the table on the game being played.
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    SessionPage {
        id: page

        anchors.fill: parent
    }

    LegendsSetupForm {
        id: legendsForm

        width: 600
        visible: false
    }

    LegendsTableModel {
        id: legendsTable

        session: ActiveSession
    }

    TestCase {
        name: "TableTaps"
        when: windowShown

        property int taps: 0

        function find(name) {
            const found = findChild(page, name) || findChild(page.Overlay.overlay, name);
            verify(found !== null, "there is no item called " + name);
            return found;
        }

        function sheet(name) {
            return findChild(page, name);
        }

        // A finger turns the wheel of the page the item is on until it is in view.
        function bringIntoView(item) {
            let flickable = item.parent;
            while (flickable && !(flickable instanceof Flickable))
                flickable = flickable.parent;
            if (!flickable)
                return;
            // Where the item is once its layouts have placed it (a session just
            // opened lays out its panel in the next polish).
            tryVerify(() => {
                    for (let p = item; p; p = p.parent)
                        if (isPolishScheduled(p))
                            return false;
                    return true;
                }, 5000, item.objectName + " is laid out");
            for (let notch = 0; notch < 80; ++notch) {
                const top = item.mapToItem(flickable, 0, 0).y;
                if (top >= 0 && top + item.height <= flickable.height)
                    return;
                // Over the item's column, inside the page (the middle may be another scrolling panel).
                const x = Math.max(1, Math.min(flickable.width - 1, item.mapToItem(flickable, item.width / 2, 0).x));
                mouseWheel(flickable, x, top < 0 ? 24 : flickable.height - 24, 0, top < 0 ? 120 : -120);
                waitForRendering(flickable);
            }
            verify(false, item.objectName + " could not be scrolled into view");
        }

        // One tap of a player: on the item's centre, through the window.
        function tap(item) {
            verify(item.visible, item.objectName + " is visible");
            verify(item.enabled, item.objectName + " is enabled");
            bringIntoView(item);
            waitForRendering(page);
            mouseClick(item);
            taps += 1;
        }

        function newestLogText() {
            const log = ActiveSession.log;
            return log.data(log.index(0, 0), SessionLogModel.TextRole);
        }

        function counter(entity, name) {
            return ActiveSession.counterValue(entity, name);
        }

        // Opens the figure's pad by tapping its number on the table, changes the
        // counter with one tap on the amount, and takes it back with one tap on Undo.
        function damageInTwoTaps(figureItem, entity, name, buttonName, delta) {
            const before = counter(entity, name) ?? 0;
            const records = ActiveSession.log.count;
            const pad = sheet("counterPadSheet");
            taps = 0;
            tap(find(figureItem));
            tryCompare(pad, "opened", true);
            compare(pad.entityId, entity);
            compare(pad.counter, name);
            tap(find(buttonName));
            compare(taps, 2, "two taps from the table");
            tryCompare(pad, "visible", false);
            compare(counter(entity, name), before + delta);
            compare(ActiveSession.log.count, records + 1, "one record for the whole change");
            verify(newestLogText().indexOf("from " + before + " to " + (before + delta)) >= 0, newestLogText());
            verify(page.showingTable, "the table stays");

            taps = 0;
            tap(find("undoButton"));
            compare(taps, 1);
            tryCompare(ActiveSession, "canRedo", true);
            compare(counter(entity, name), before, "one Undo takes the whole change back");
        }

        function init() {
            page.showCounters = false;
            taps = 0;
        }

        function cleanup() {
            page.closePopups();
            ActiveSession.close();
        }

        function startLegends() {
            legendsForm.draft = false;
            legendsForm.picks = [];
            legendsForm.playerNames = ["Ann", "Ben"];
            verify(legendsForm.ready, legendsForm.problem);
            const id = SessionLibrary.createSessionWith("exiled-legends", ["Ann", "Ben"], legendsForm.setup());
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id), ActiveSession.error);
            for (let seat = 0; seat < legendsTable.players.count; ++seat)
                verify(legendsTable.chooseLineup(legendsTable.players.get(seat).id, legendsTable.players.get(seat).deckTop[0].id), ActiveSession.error);
            [6, 3].forEach((face, seat) => verify(legendsTable.rollForOrder(["Ann", "Ben"][seat], face), ActiveSession.error));
            compare(legendsTable.stage, "play");
            tryVerify(() => page.showingTable);
            waitForRendering(page);
        }

        function test_legendsDamageOfAnyAmountInTwoTaps() {
            startLegends();
            const hero = legendsTable.players.get(1).heroes[0];
            damageInTwoTaps("damageValue-" + hero.id, hero.id, "damage", "counterPadPlus3", 3);
        }

        function test_banishingHealthInTwoTaps() {
            const id = SessionLibrary.createSessionWith("the-banishing", ["Ann", "Ben", "Cy"],
                                                        { "mode": "app", "characters": ["fighter", "healer", "thief"], "difficulty": 4 });
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id));
            tryVerify(() => page.showingTable);
            damageInTwoTaps("healthMeter-healer", "healer", "health", "counterPadMinus2", -2);
        }

        function test_theosisHealthInTwoTaps() {
            const id = SessionLibrary.createSessionWith("theosis", [{ "id": "solo", "name": "Sam" }],
                                                        { "mode": "coop", "fast": true, "heroes": { "solo": ["curunir", "lug", "norn"] },
                                                          "powers": { "solo": ["warcraft", "nova", "valor", "resurrection", "tenacity", "last-stand"] } });
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id));
            verify(ActiveSession.apply({ "type": "gold.allocate", "player": "solo", "gold": {} }), ActiveSession.error);
            verify(ActiveSession.apply({ "type": "ranking.set", "order": ["solo:curunir", "solo:lug", "solo:norn"] }), ActiveSession.error);
            tryVerify(() => page.showingTable);
            tryVerify(() => findChild(page, "theosisHealth_solo:lug") !== null);
            damageInTwoTaps("theosisHealth_solo:lug", "solo:lug", "health", "counterPadMinus4", -4);
        }

        function test_theosisPurseInHierapolisInTwoTaps() {
            const id = SessionLibrary.createSessionWith("theosis", [{ "id": "ann", "name": "Ann" }, { "id": "ben", "name": "Ben" }],
                                                        { "mode": "pvp", "blitz": true });
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id));
            tryVerify(() => page.showingTable);
            tryVerify(() => findChild(page, "purse-ben") !== null);
            damageInTwoTaps("purse-ben", "ben", "gold", "counterPadPlus4", 4);
        }

        function test_brawlDamageInTwoTaps() {
            SessionLibrary.resetContentPack("super-fantasy-brawl");
            const id = SessionLibrary.createSessionWith("super-fantasy-brawl", [{ "id": "cy", "name": "Cy" }, { "id": "dee", "name": "Dee" }],
                                                        { "first_player": "dee", "deployment": "north",
                                                          "champions": { "dee": ["goldarr", "gwaien", "kilgore"], "cy": ["deryn", "dugrun", "tzu-xiao"] } });
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id));
            tryVerify(() => page.showingTable);
            tryVerify(() => findChild(page, "championHp-cy:dugrun") !== null);
            damageInTwoTaps("championHp-cy:dugrun", "cy:dugrun", "damage", "counterPadPlus5", 5);
        }

        // Amounts beyond the pad's buttons: typed, still one tap to apply and one record.
        function test_typedAmountIsOneRecord() {
            startLegends();
            const hero = legendsTable.players.get(0).heroes[0];
            const records = ActiveSession.log.count;
            tap(find("damageValue-" + hero.id));
            const pad = sheet("counterPadSheet");
            tryCompare(pad, "opened", true);
            const field = find("counterPadAmount");
            mouseClick(field);
            tryVerify(() => field.activeFocus);
            // Beyond the hero's Max HP the pad offers nothing (issue 24).
            keyClick("9");
            keyClick("9");
            verify(!find("counterPadTypedPlus").enabled, "99 damage is beyond any hero's Max HP");
            keyClick(Qt.Key_Backspace);
            keyClick(Qt.Key_Backspace);
            keyClick("2");
            tap(find("counterPadTypedPlus"));
            tryCompare(pad, "visible", false);
            compare(counter(hero.id, "damage"), 2);
            compare(ActiveSession.log.count, records + 1);
        }

        // The Counters view: a tap on a value opens the same pad, so -3 is one record, not three.
        function test_countersViewChangesByAnyAmountInOneRecord() {
            startLegends();
            tap(find("viewSwitch"));
            tryVerify(() => !page.showingTable);
            const card = findChild(page, "counterValue");
            verify(card !== null);
            const entity = ActiveSession.entities.data(ActiveSession.entities.index(0, 0), EntityListModel.EntityIdRole);
            const counters = ActiveSession.entities.data(ActiveSession.entities.index(0, 0), EntityListModel.CountersRole);
            const name = counters.data(counters.index(0, 0), CounterListModel.NameRole);
            const before = counter(entity, name);
            const records = ActiveSession.log.count;
            taps = 0;
            // Three taken away where the game allows it, else three added.
            const range = ActiveSession.counterRange(entity, name);
            const delta = range === undefined || before - 3 >= range.min ? -3 : 3;
            tap(card);
            tryCompare(sheet("counterPadSheet"), "opened", true);
            tap(find(delta < 0 ? "counterPadMinus3" : "counterPadPlus3"));
            compare(taps, 2);
            compare(counter(entity, name), before + delta);
            compare(ActiveSession.log.count, records + 1);
            tap(find("undoButton"));
            compare(counter(entity, name), before);
        }

        function test_diceOverTheTableLoggedAndClosedInOneTap() {
            startLegends();
            const rolls = ActiveSession.rolls.count;
            const records = ActiveSession.log.count;
            const dice = sheet("diceSheet");
            taps = 0;
            tap(find("diceButton"));
            tryCompare(dice, "opened", true);
            verify(page.showingTable, "the game screen stays under the dice");
            dice.tray.physicalMode = false;
            tap(find("diceSheetQuickD6"));
            compare(taps, 2, "a roll in two taps from the table");
            tryCompare(ActiveSession.rolls, "count", rolls + 1);
            compare(ActiveSession.log.count, records + 1, "the roll is a record of the session");
            verify(newestLogText().indexOf("1d6") >= 0, newestLogText());
            const total = find("diceSheetTotal");
            verify(total.text >= 1 && total.text <= 6, total.text);
            verify(find("oddsPicked") !== null, "the odds are shown");
            taps = 0;
            tap(find("diceSheetClose"));
            compare(taps, 1);
            tryCompare(dice, "visible", false);
            verify(page.showingTable);
        }

        function test_rulesOverTheTableOpenOnTheGame() {
            startLegends();
            const rules = sheet("rulesSheet");
            taps = 0;
            tap(find("rulesButton"));
            compare(taps, 1);
            tryCompare(rules, "opened", true);
            const search = rules.searchView;
            verify(search !== null);
            compare(search.gameFilter, "exiled-legends");
            tryVerify(() => search.results.count > 0);
            const list = findChild(search, "resultList");
            tryVerify(() => list.itemAtIndex(0) !== null);
            const first = list.itemAtIndex(0);
            compare(first.gameName, ActiveSession.gameName);
            tap(first);
            tryVerify(() => rules.stack.currentItem && rules.stack.currentItem.objectName === "ruleSheetEntry");
            tryCompare(rules.stack, "busy", false);
            const entry = rules.stack.currentItem;
            compare(entry.entryId, first.entryId);
            verify(entry.header.subtitle.indexOf(ActiveSession.gameName) === 0, entry.header.subtitle);
            // Back returns to the search, Close to the table.
            tap(findChild(entry.header, "pageBack"));
            tryCompare(rules.stack, "depth", 1);
            tryCompare(rules.stack, "busy", false);
            const close = find("ruleSheetClose");
            tap(close);
            tryCompare(rules, "visible", false);
            verify(page.showingTable);
        }
    }
}
