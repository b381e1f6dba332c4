import QtQuick
import QtTest
import Arbiter

// The Banishing's table on a portrait tablet (800x1280): the move dialog's
// many choices scroll inside its frame while Close and Move stay in view.
Item {
    id: root

    width: 800
    height: 1280
    visible: true

    BanishingTable {
        id: tableView

        anchors.fill: parent
    }

    TestCase {
        name: "BanishingPortrait"
        when: windowShown

        readonly property BanishingTableController table: tableView.table
        readonly property var dialog: findChild(tableView, "moveDialog")

        // Six characters: the longest lists of places a move can name.
        function startGame(mode) {
            const id = SessionLibrary.createSessionWith("the-banishing", ["Ann", "Ben", "Cy", "Dee", "Eve", "Flo"], {
                "mode": mode,
                "characters": ["fighter", "healer", "thief", "sorcerer", "bard", "witch"],
                "difficulty": 4
            });
            verify(id > 0, "the session starts: " + SessionLibrary.error);
            verify(ActiveSession.open(id));
            waitForRendering(tableView);
        }

        // The item lies wholly inside the window and inside the dialog's frame.
        function verifyInView(item) {
            const at = item.mapToItem(root, 0, 0);
            const frame = dialog.contentItem.mapToItem(root, 0, 0);
            verify(at.y >= 0 && at.y + item.height <= root.height, item.objectName + " is inside the window (y " + at.y + ")");
            verify(at.y >= frame.y && at.y + item.height <= frame.y + dialog.contentItem.height, item.objectName + " is inside the dialog");
        }

        function tapInDialog(name) {
            const item = findChild(dialog.contentItem, name);
            verify(item !== null, "the move dialog has no " + name);
            waitForRendering(dialog.contentItem);
            mouseClick(item);
        }

        // Scrolls the dialog's choices until the item shows, as a finger would.
        function scrollTo(name) {
            const item = findChild(dialog.contentItem, name);
            const choices = findChild(dialog.contentItem, "moveChoices");
            for (let i = 0; i < 40; ++i) {
                const y = item.mapToItem(choices, 0, 0).y;
                if (y >= 0 && y + item.height <= choices.height)
                    return;
                mouseWheel(choices, choices.width / 2, choices.height / 2, 0, -120);
                waitForRendering(choices);
            }
            fail(name + " never scrolled into view");
        }

        // Scrolls the table until the item shows, with the wheel as a person would.
        function scrollTableTo(item) {
            for (let i = 0; i < 60; ++i) {
                const y = item.mapToItem(root, 0, 0).y;
                if (y >= 0 && y + item.height <= root.height)
                    return;
                mouseWheel(tableView, root.width / 2, root.height / 2, 0, y < 0 ? 120 : -120);
                waitForRendering(tableView);
            }
            fail(item.objectName + " never scrolled into view");
        }

        function init() {
            ActiveSession.clearError();
            tableView.closePopups();
        }

        function openMoveDialog() {
            const opener = findChild(tableView, "moveCardAnyTime");
            scrollTableTo(opener);
            mouseClick(opener);
            tryCompare(dialog, "opened", true);
        }

        function test_moveDialogButtonsStayInView() {
            // With the real deck, a card drawn is named from the whole pack.
            startGame("table");
            openMoveDialog();
            tapInDialog("moveFrom-deck");
            tryVerify(() => findChild(dialog.contentItem, "moveCard-zombie") !== null, 5000, "the pack's cards are offered");
            waitForRendering(dialog.contentItem);
            verify(dialog.height <= root.height, "the dialog fits the window");
            verifyInView(findChild(dialog.contentItem, "moveClose"));
            verifyInView(findChild(dialog.contentItem, "moveConfirm"));
            tapInDialog("moveClose");
            tryCompare(dialog, "visible", false);
        }

        function test_moveDownTheScrolledList() {
            startGame("app");
            openMoveDialog();

            // A move chosen down the scrolled list goes through the button below.
            const discardBefore = table.discardCount;
            tapInDialog("moveFrom-void:0");
            scrollTo("moveTo-discard");
            tapInDialog("moveTo-discard");
            verifyInView(findChild(dialog.contentItem, "moveConfirm"));
            tapInDialog("moveConfirm");
            compare(ActiveSession.error, "");
            compare(table.discardCount, discardBefore + 1);
            tapInDialog("moveClose");
            tryCompare(dialog, "visible", false);
        }
    }
}
