import QtQuick
import QtTest
import Arbiter

// Starting a game of The Banishing from the new-session sheet, by taps and
// keys: the names typed survive a player added or removed.
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
        name: "BanishingSetup"
        when: windowShown

        readonly property var sheet: page.newSessionSheet

        function item(name) {
            const found = findChild(sheet.contentItem, name);
            verify(found !== null, "there is no item called " + name);
            return found;
        }

        // Scrolls the sheet until the item shows, then taps it.
        function tap(name) {
            const target = item(name);
            const flick = sheet.choices;
            let scrolls = false;
            for (let up = target.parent; up !== null; up = up.parent)
                scrolls = scrolls || up === flick.contentItem;
            if (scrolls) {
                const y = target.mapToItem(flick.contentItem, 0, 0).y;
                if (y < flick.contentY || y + target.height > flick.contentY + flick.height)
                    flick.contentY = Math.max(0, Math.min(y - flick.height / 2, flick.contentHeight - flick.height));
                waitForRendering(flick);
            }
            mouseClick(target);
        }

        function type(name, text) {
            tap(name);
            for (const c of text)
                keyClick(c);
        }

        function init() {
            page.openNewSessionSheet();
            tryCompare(sheet, "opened", true);
        }

        function cleanup() {
            sheet.close();
            tryCompare(sheet, "visible", false);
        }

        function test_addPlayerKeepsTypedNames() {
            tap("game-the-banishing");
            compare(sheet.gameId, "the-banishing");
            const seats = sheet.playerCount;
            for (let i = 0; i < seats; ++i)
                type("playerField" + i, "P" + i);
            const typed = sheet.playerNames();
            compare(typed.length, seats);

            tap("addPlayerButton");
            tryCompare(sheet, "playerCount", seats + 1);
            for (let i = 0; i < seats; ++i)
                compare(item("playerField" + i).text, typed[i], "field " + i + " keeps its name");
            type("playerField" + seats, "Zed");
            compare(sheet.playerNames(), typed.concat(["Zed"]));
            // The game's own form sees the names, one seat each.
            tryCompare(sheet.setupItem, "playerNames", typed.concat(["Zed"]));

            tap("removePlayerButton");
            tryCompare(sheet, "playerCount", seats);
            compare(sheet.playerNames(), typed);
        }
    }
}
