import QtQuick
import QtTest
import Arbiter

Item {
    id: root

    width: 1280
    height: 800
    visible: true

    RulesPage {
        id: page

        anchors.fill: parent
    }

    TestCase {
        name: "RulesSearch"
        when: windowShown

        function item(name) {
            const found = findChild(page, name);
            verify(found !== null, "there is no item called " + name);
            return found;
        }

        // The delegates the list has made, top first.
        function shownResults() {
            const list = item("resultList");
            const shown = [];
            for (let i = 0; i < list.count; ++i) {
                const delegate = list.itemAtIndex(i);
                if (delegate !== null)
                    shown.push(delegate);
            }
            return shown;
        }

        function init() {
            LanguageController.language = "en";
            page.gameFilter = "";
            const field = item("searchField");
            field.clear();
        }

        function test_typingPushListsPush() {
            const field = item("searchField");
            mouseClick(field);
            keyClick("p");
            keyClick("u");
            keyClick("s");
            keyClick("h");
            compare(field.text, "push");
            tryVerify(() => page.results.count > 0);
            const titles = shownResults().map(delegate => delegate.title);
            verify(titles.indexOf("Push") >= 0, "results: " + titles.join(", "));
            verify(shownResults()[0].snippet.indexOf("<b>") >= 0, "the matched words are bold");
        }

        // The results on screen follow a language switch: the same search
        // lists the German entry, found by its English keyword.
        function test_resultsFollowALanguageSwitch() {
            const field = item("searchField");
            mouseClick(field);
            for (const key of "exhaustion")
                keyClick(key);
            tryVerify(() => shownResults().map(delegate => delegate.title).indexOf("Exhaustion") >= 0);
            LanguageController.language = "de";
            tryVerify(() => shownResults().map(delegate => delegate.title).indexOf("Erschöpfung") >= 0, 5000,
                      "results: " + shownResults().map(delegate => delegate.title).join(", "));
            LanguageController.language = "en";
            tryVerify(() => shownResults().map(delegate => delegate.title).indexOf("Exhaustion") >= 0);
        }

        function test_gameFilterNarrowsResults() {
            page.searchFor("push");
            const everywhere = page.results.count;
            verify(everywhere > 0);

            mouseClick(item("filter-super-fantasy-brawl"));
            compare(page.gameFilter, "super-fantasy-brawl");
            const inBrawl = page.results.count;
            verify(inBrawl > 0 && inBrawl < everywhere, inBrawl + " of " + everywhere);
            for (const delegate of shownResults())
                compare(delegate.gameName, "Super Fantasy Brawl");
            verify(shownResults().map(delegate => delegate.title).indexOf("Push") >= 0);

            mouseClick(item("filter-general"));
            verify(page.results.count < everywhere);
            for (const delegate of shownResults())
                compare(delegate.gameName, "General");

            mouseClick(item("filter-all"));
            compare(page.results.count, everywhere);
        }

        function test_emptySearchBrowsesTheGame() {
            mouseClick(item("filter-general"));
            verify(page.results.count > 5, "an empty search lists the game's entries");
            for (const delegate of shownResults())
                compare(delegate.gameName, "General");
        }

        function test_entryIsRequestedOnTap() {
            page.searchFor("push");
            tryVerify(() => shownResults().length > 0);
            const first = shownResults()[0];
            const spy = createTemporaryObject(requestSpy, root);
            mouseClick(first);
            compare(spy.count, 1);
            compare(spy.signalArguments[0][0], first.entryId);
        }

        Component {
            id: requestSpy

            SignalSpy {
                target: page
                signalName: "entryRequested"
            }
        }
    }
}
