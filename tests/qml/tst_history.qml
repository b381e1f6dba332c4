import QtQuick
import QtQuick.Controls
import QtTest
import Arbiter

// The history's pages tapped through the window: two Banishing games lost
// (a character's Health set to 0), by "Ann" and by "ann"; the figures across
// sessions, a merge of the two names, a game's story with its chart as a
// table, and its replay stepped with the buttons and the round jump.
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    property int firstSession: 0

    Component {
        id: statsPage

        StatsPage {}
    }

    Component {
        id: storyPage

        StoryPage {}
    }

    Component {
        id: replayPage

        ReplayPage {}
    }

    StackView {
        id: stack

        anchors.fill: parent
    }

    TestCase {
        name: "History"
        when: windowShown

        function item(parent, name) {
            const found = findChild(parent, name);
            verify(found !== null, "there is no item called " + name);
            return found;
        }

        function tap(parent, name) {
            const control = item(parent, name);
            tryVerify(() => control.visible && control.enabled, 5000, name + " is shown and enabled");
            verify(control.width >= 48 && control.height >= 48, name + " is a touch target");
            mouseClick(control);
            return control;
        }

        function type(field, text) {
            mouseClick(field);
            tryVerify(() => field.activeFocus);
            for (const key of text)
                keyClick(key);
            compare(field.text, text);
        }

        function lostGame(player) {
            const id = SessionLibrary.createSessionWith("the-banishing", [player], { "mode": "app" });
            verify(id > 0);
            verify(ActiveSession.open(id));
            verify(ActiveSession.apply({ "type": "counter.set", "entity": "fighter", "counter": "health", "value": 2 }));
            verify(ActiveSession.apply({ "type": "counter.set", "entity": "fighter", "counter": "health", "value": 0 }));
            ActiveSession.close();
            return id;
        }

        function initTestCase() {
            root.firstSession = lostGame("Ann");
            lostGame("ann");
        }

        function cleanup() {
            stack.clear(StackView.Immediate);
        }

        function test_statsCountEachSpellingUntilMerged() {
            const page = stack.push(statsPage, {}, StackView.Immediate);
            tryVerify(() => page.visible);
            const players = item(page, "statsPlayers");
            tryVerify(() => players.visible);
            // Two names, one play each, both lost against the game.
            tryVerify(() => page.header.subtitle.startsWith("2 finished game"));
            verify(item(page, "statsPlayer-ann").visible);
            tryVerify(() => item(page, "statsPlayerRow-ann").detail.startsWith("1 play"));
            const alias = item(page, "statsMergeAlias");
            const into = item(page, "statsMergeInto");
            type(alias, "ann");
            type(into, "Ann");
            tap(page, "statsMerge");
            tryCompare(alias, "text", "");
            // One name left to choose: the merged one.
            tryVerify(() => findChild(page, "statsPlayer-ann") === null);
            tap(page, "statsPlayer-Ann");
            tryVerify(() => item(page, "statsPlayer-Ann").checked);
            verify(!item(page, "statsPlayer-all").checked);
            tryVerify(() => page.header.subtitle.startsWith("2 finished game"));
            const row = item(page, "statsPlayerRow-Ann");
            tryVerify(() => row.detail.startsWith("2 play"), 5000, row.detail);
            verify(row.detail.indexOf("co-op: won 0 of 2 (0%)") >= 0, row.detail);
            // The figure by the name players read, not its content id.
            const fighter = item(page, "statsCharacter-fighter");
            compare(fighter.heading, "Fighter · The Banishing");
        }

        function test_storyAndItsTableAlternative() {
            const page = stack.push(storyPage, { "sessionId": root.firstSession }, StackView.Immediate);
            const outcome = item(page, "storyOutcome");
            tryCompare(outcome, "text", "The game won against the table");
            const chart = item(page, "storyChart");
            tryVerify(() => chart.visible);
            compare(chart.series.length, 3); // the fighter's health, the Banishing, the Void
            const table = item(page, "storySeriesTable");
            verify(!table.visible);
            tap(page, "storyChartAsTable");
            tryVerify(() => table.visible);
            verify(!chart.visible);
        }

        function test_replayStepsAndJumps() {
            const page = stack.push(replayPage, { "sessionId": root.firstSession }, StackView.Immediate);
            tryCompare(page.header, "subtitle", "Step 0 of 2 · round 1");
            const action = item(page, "replayAction");
            compare(action.text, "The game as it was set up.");
            tap(page, "replayNext");
            tryCompare(page.header, "subtitle", "Step 1 of 2 · round 1");
            verify(action.text.length > 0 && action.text !== "The game as it was set up.");
            tap(page, "replayNext");
            tryCompare(page.header, "subtitle", "Step 2 of 2 · round 1");
            verify(!item(page, "replayNext").enabled);
            tap(page, "replayPrevious");
            tryCompare(page.header, "subtitle", "Step 1 of 2 · round 1");
            tap(page, "replayJump"); // round 1 starts at the set-up game
            tryCompare(page.header, "subtitle", "Step 0 of 2 · round 1");
            const standing = item(page, "replayStanding");
            tryCompare(standing, "count", 1);
        }
    }
}
