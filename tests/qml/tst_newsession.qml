import QtQuick
import QtTest
import Arbiter

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
        name: "NewSession"
        when: windowShown

        function item(name) {
            const found = findChild(page.newSessionSheet.contentItem, name);
            verify(found !== null, "there is no item called " + name);
            return found;
        }

        function init() {
            page.openNewSessionSheet();
            tryCompare(page.newSessionSheet, "opened", true);
        }

        function cleanup() {
            page.newSessionSheet.close();
            tryCompare(page.newSessionSheet, "visible", false);
        }

        function test_everyGameCanBeChosen() {
            for (const game of ["exiled-legends", "super-fantasy-brawl", "theosis", "the-banishing"]) {
                const card = item("game-" + game);
                verify(card.startable, game);
                verify(card.enabled, game);
            }
        }

        function test_startingABuiltGame() {
            const brawl = item("game-super-fantasy-brawl");
            verify(brawl.startable);
            mouseClick(brawl);
            compare(page.newSessionSheet.gameId, "super-fantasy-brawl");
            waitForRendering(page.newSessionSheet.contentItem); // the player fields are laid out
            const sessionsBefore = SessionLibrary.sessions.count;
            mouseClick(item("playerField0"));
            keyClick("A");
            keyClick("d");
            keyClick("a");
            mouseClick(item("playerField1"));
            keyClick("B");
            keyClick("o");
            compare(item("playerField0").text, "Ada");
            compare(item("playerField1").text, "Bo");
            compare(page.newSessionSheet.playerNames(), ["Ada", "Bo"]);
            // Start stays in the sheet's fixed footer, however long the game's questions are.
            const start = item("startButton");
            const sheet = page.newSessionSheet;
            const startInSheet = start.mapToItem(sheet.contentItem, 0, 0);
            verify(startInSheet.y >= 0 && startInSheet.y + start.height <= sheet.contentItem.height,
                   "Start shows without scrolling");
            mouseClick(start);
            compare(SessionLibrary.error, "");
            compare(SessionLibrary.sessions.count, sessionsBefore + 1);
            verify(ActiveSession.isOpen, "the new session opens");
            compare(ActiveSession.players, "Ada, Bo");
            tryCompare(page.newSessionSheet, "visible", false);
        }
    }
}
