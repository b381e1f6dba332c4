import QtQuick
import QtTest
import Arbiter

// Nothing moves under a finger at the Banishing's table: while a swap is
// chosen (Swap turns into Cancel swap, the first space is picked) Trade,
// Rest, Pass and Move a card keep their place.
Item {
    id: root

    width: 1280
    height: 1500
    visible: true

    BanishingTable {
        id: tableView

        anchors.fill: parent
    }

    TestCase {
        name: "SteadyBanishing"
        when: windowShown

        readonly property var table: tableView.table

        function settled(item) {
            for (let p = item; p; p = p.parent)
                if (isPolishScheduled(p))
                    return false;
            return true;
        }

        function tap(name) {
            const item = findChild(tableView, name);
            verify(item !== null, "there is no item called " + name);
            tryVerify(() => item.visible && settled(item), 2000, name + " is not shown");
            waitForRendering(tableView);
            mouseClick(item);
        }

        function placeOf(name) {
            const item = findChild(tableView, name);
            verify(item !== null, "there is no item called " + name);
            tryVerify(() => item.visible && settled(item), 2000, name + " is not shown");
            waitForRendering(tableView);
            const at = item.mapToItem(null, 0, 0);
            return Math.round(at.x) + "," + Math.round(at.y);
        }

        function revealAll(cards) {
            for (const card of cards)
                tap("reveal-" + card);
        }

        function cleanup() {
            tableView.closePopups();
            ActiveSession.close();
        }

        function test_swapKeepsTheTurnButtonsInPlace() {
            const id = SessionLibrary.createSessionWith("the-banishing", ["Ann", "Ben", "Cy"],
                                                        { "mode": "table", "characters": ["fighter", "healer", "thief"], "difficulty": 4 });
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id));
            waitForRendering(tableView);
            revealAll(["blue-sun", "blue-moon", "blue-star", "blue-sun", "blue-moon", "blue-star", "blue-sun", "blue-moon", "blue-star"]);
            revealAll(["red-sun", "red-moon", "shield", "green-sun", "green-moon", "green-star", "blue-flame", "red-flame", "ghoul"]);
            compare(table.turnCharacter, "fighter");
            tap("take-column-2");
            revealAll(["blue-sun", "blue-moon", "blue-star"]);
            tap("shield-ghoul");
            compare(ActiveSession.error, "");

            const names = ["swapButton", "tradeButton", "restButton", "passButton", "moveCardButton"];
            const before = names.map(placeOf);
            tap("swapButton");
            verify(tableView.swapFirst === -1);
            names.forEach((name, i) => compare(placeOf(name), before[i], name + " moved once Swap was tapped"));
            tap("voidSpace0");
            compare(tableView.swapFirst, 0);
            names.forEach((name, i) => compare(placeOf(name), before[i], name + " moved once the first space was picked"));
            tap("voidSpace8");
            compare(ActiveSession.error, "");
            compare(table.abilityUsed, "swap");
        }
    }
}
