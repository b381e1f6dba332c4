import QtQuick
import QtTest
import Arbiter

// The home list's search, typed through the window: the list narrows to the
// sessions whose game, player or title matches, a page at a time.
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    HomePage {
        id: page

        anchors.fill: parent
    }

    TestCase {
        name: "HomeSearch"
        when: windowShown

        readonly property var sessions: SessionLibrary.sessions
        // More than one page of the list (60), so searching and paging meet.
        readonly property int theosisCount: 70
        readonly property int banishingCount: 70

        function item(name) {
            const found = findChild(page, name);
            verify(found !== null, "there is no item called " + name);
            return found;
        }

        function type(text) {
            const field = item("sessionSearchField");
            mouseClick(field);
            tryVerify(() => field.activeFocus);
            const before = field.text;
            for (const key of text)
                keyClick(key);
            compare(field.text, before + text);
        }

        function clearSearch() {
            const field = item("sessionSearchField");
            if (field.text.length === 0)
                return;
            const clear = item("clearSearchButton");
            verify(clear.visible);
            verify(clear.width >= 48 && clear.height >= 48, "the clear button is a touch target");
            mouseClick(clear);
            compare(field.text, "");
            tryCompare(sessions, "searchText", "");
        }

        function initTestCase() {
            for (let i = 0; i < theosisCount; ++i)
                verify(SessionLibrary.createSession("theosis", ["Ann " + i, "Ben"]) > 0);
            for (let i = 0; i < banishingCount; ++i)
                verify(SessionLibrary.createSession("the-banishing", ["Cleo " + i, "Dan"]) > 0);
            verify(SessionLibrary.createSession("super-fantasy-brawl", ["Zoë", "Ulf"]) > 0);
            tryVerify(() => sessions.count >= 60);
            tryVerify(() => item("sessionSearchField").visible);
        }

        function cleanup() {
            clearSearch();
        }

        function test_searchByPlayerNarrowsTheList() {
            type("zo");
            tryCompare(sessions, "count", 1);
            tryVerify(() => findChild(page, "resumeButton") !== null);
            compare(sessions.searchText, "zo");
            type("x");
            tryCompare(sessions, "count", 0);
            const empty = item("emptyHome");
            tryVerify(() => empty.visible);
        }

        function test_searchIgnoresCase() {
            type("cLEo 13");
            tryCompare(sessions, "count", 1);
        }

        function test_everyWordMustMatch() {
            // A game and a player: Zoë plays only Super Fantasy Brawl here.
            type("brawl zo");
            tryCompare(sessions, "count", 1);
            clearSearch();
            type("theosis zo");
            tryCompare(sessions, "count", 0);
        }

        function test_searchByGameName() {
            type("fantasy b");
            tryCompare(sessions, "count", 1);
            clearSearch();
            tryVerify(() => sessions.count >= 60);
            type("Theosis");
            tryCompare(sessions, "searchText", "Theosis");
            // More than a page: the rest comes as the list is scrolled to its end.
            const grid = item("sessionGrid");
            tryVerify(() => {
                grid.positionViewAtEnd();
                return sessions.count === theosisCount;
            });
            for (let i = 0; i < sessions.count; ++i)
                compare(sessions.data(sessions.index(i, 0), SessionListModel.GameRole), "theosis");
        }

        function test_searchByTitle() {
            // A session's title is its players' names unless it was given one.
            const id = SessionLibrary.createSession("theosis", ["Quentin", "Rhea"]);
            verify(id > 0);
            type("quentin, rh");
            tryCompare(sessions, "count", 1);
            tryVerify(() => findChild(page, "session-" + id) !== null);
            SessionLibrary.removeSession(id);
            tryCompare(sessions, "count", 0);
        }

        function test_escapeClearsTheSearch() {
            type("zo");
            tryCompare(sessions, "count", 1);
            keyClick(Qt.Key_Escape);
            compare(item("sessionSearchField").text, "");
            tryVerify(() => sessions.count >= 60);
            tryCompare(sessions, "searchText", "");
        }
    }
}
