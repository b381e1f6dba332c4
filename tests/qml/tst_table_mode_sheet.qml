import QtQuick
import QtQuick.Controls
import QtTest
import Arbiter

// Table mode's sheet on the session screen, tapped through the window: the
// Phones button starts the host and shows the QR code and the address;
// stopping closes it, starting again keeps the session's code, "New code"
// changes it; "Phones may undo" is off until tapped.
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    SessionPage {
        id: page

        anchors.fill: parent
    }

    TestCase {
        name: "TableModeSheet"
        when: windowShown

        function find(name) {
            const found = findChild(page, name) || findChild(page.Overlay.overlay, name);
            verify(found !== null, "there is no item called " + name);
            return found;
        }

        function tap(item) {
            verify(item.visible, item.objectName + " is visible");
            verify(item.enabled, item.objectName + " is enabled");
            waitForRendering(page);
            mouseClick(item);
        }

        function test_startStopAndTheCode() {
            const id = SessionLibrary.createSession("theosis", ["Ann", "Ben"]);
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id), ActiveSession.error);
            const sheet = find("tableSheet");
            tap(find("tableModeButton"));
            tryCompare(sheet, "opened", true);
            const controller = sheet.controller;
            verify(controller.running, controller.error);
            const url = controller.url;
            verify(/^http:\/\/[^/]+:\d+\/#t=[A-Za-z0-9_-]{20,}$/.test(url), url);
            const code = find("tableQrCode");
            verify(code.visible);
            verify(code.modules >= 21, "a QR code of " + code.modules + " modules");
            // The three finder patterns' corners are dark.
            verify(code.dark(0, 0) && code.dark(code.modules - 1, 0) && code.dark(0, code.modules - 1));
            compare(find("tableAddress").text, url);
            compare(controller.devices.length, 0);

            tap(find("tableStartStop"));
            tryCompare(controller, "running", false);
            verify(!code.visible);
            compare(controller.url, "");

            tap(find("tableStartStop"));
            tryCompare(controller, "running", true);
            // The session keeps its code: phones that joined come back by themselves.
            compare(controller.url.split("#")[1], url.split("#")[1]);
            // "New code" makes another, which the QR code and the address carry at once.
            tap(find("tableNewCode"));
            tryVerify(() => controller.url.split("#")[1] !== url.split("#")[1], 5000, "a new code");
            compare(find("tableAddress").text, controller.url);

            // Undo from phones: off until the tablet allows it.
            const undo = find("tableUndoFromPhones");
            compare(controller.undoFromPhones, false);
            tap(undo);
            tryCompare(controller, "undoFromPhones", true);
            tap(undo);
            tryCompare(controller, "undoFromPhones", false);
            // The phones are told the app's language and theme.
            compare(controller.language, LanguageController.language);
            compare(controller.theme, Theme.dark ? "dark" : "light");

            // Closing the sheet leaves the table playing; leaving the session stops it.
            tap(find("tableSheetClose"));
            tryCompare(sheet, "visible", false);
            verify(controller.running);
            ActiveSession.close();
            tryCompare(controller, "running", false);
        }
    }
}
