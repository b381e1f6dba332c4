import QtQuick
import QtTest
import Arbiter

// Nothing moves under a finger in the new-session sheet: the fast-preparation
// switch of Theosis, tapped on and off, stays under the finger (what it
// reveals appears below it), and Start and the player buttons keep their
// place, in landscape and portrait.
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
        name: "SteadyNewSession"
        when: windowShown

        readonly property var sheet: page.newSessionSheet

        function item(name) {
            const found = findChild(sheet.contentItem, name);
            verify(found !== null, "there is no item called " + name);
            return found;
        }

        function settled(target) {
            for (let p = target; p; p = p.parent)
                if (isPolishScheduled(p))
                    return false;
            return true;
        }

        function placeOf(name) {
            const target = item(name);
            tryVerify(() => target.visible && settled(target), 2000, name + " is not shown");
            waitForRendering(sheet.contentItem);
            const at = target.mapToItem(null, 0, 0);
            return Math.round(at.x) + "," + Math.round(at.y);
        }

        // Scrolls the sheet's choices until the item shows, as a player would.
        function scrollTo(name) {
            const target = item(name);
            const flick = sheet.choices;
            tryVerify(() => {
                if (!settled(target) || flick.moving)
                    return false;
                const y = target.mapToItem(flick, 0, 0).y;
                if (y >= 0 && y + target.height <= flick.height)
                    return true;
                flick.contentY = Math.max(0, Math.min(flick.contentY + y - flick.height / 2, flick.contentHeight - flick.height));
                return false;
            }, 5000, name + " does not scroll into view");
        }

        function cleanup() {
            sheet.close();
            tryCompare(sheet, "visible", false);
            root.width = 1280;
            root.height = 800;
        }

        function test_fastSwitchStaysUnderTheFinger_data() {
            return [{ "tag": "landscape", "width": 1280, "height": 800 },
                    { "tag": "portrait", "width": 800, "height": 1280 }];
        }

        function test_fastSwitchStaysUnderTheFinger(data) {
            root.width = data.width;
            root.height = data.height;
            page.openNewSessionSheet();
            tryCompare(sheet, "opened", true);
            const game = item("game-theosis");
            tryVerify(() => settled(game) && game.width > 0);
            waitForRendering(sheet.contentItem);
            mouseClick(game);
            compare(sheet.gameId, "theosis");
            mouseClick(item("playerField0"));
            keyClick("S");
            keyClick("a");
            keyClick("m");
            scrollTo("theosisFast");
            const names = ["theosisFast", "startButton", "addPlayerButton", "removePlayerButton"];
            const before = names.map(placeOf);
            const fast = item("theosisFast");
            mouseClick(fast);
            verify(fast.checked, "fast preparation is on");
            verify(sheet.setupItem.fast);
            names.forEach((name, i) => compare(placeOf(name), before[i], name + " moved once fast preparation was switched on"));
            // The table changes its mind: the same spot switches it off again.
            mouseClick(fast);
            verify(!fast.checked);
            names.forEach((name, i) => compare(placeOf(name), before[i], name + " moved once fast preparation was switched off"));
        }
    }
}
