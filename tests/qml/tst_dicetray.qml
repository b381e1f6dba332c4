import QtQuick
import QtTest
import Arbiter

Item {
    id: root

    width: 1280
    height: 800
    visible: true

    DiceTrayPage {
        id: page

        anchors.fill: parent
    }

    TestCase {
        name: "DiceTray"
        when: windowShown

        function item(name) {
            const found = findChild(page, name);
            verify(found !== null, "there is no item called " + name);
            return found;
        }

        function type(text) {
            for (let i = 0; i < text.length; ++i)
                keyClick(text[i]);
        }

        function init() {
            page.tray.physicalMode = false;
            page.tray.notation = "2d6";
        }

        function test_badNotationShowsInlineError() {
            const field = item("notationField");
            const error = item("notationError");
            mouseClick(field);
            field.selectAll();
            keyClick(Qt.Key_Backspace);
            type("2d6+x");
            compare(field.text, "2d6+x");
            tryCompare(error, "visible", true);
            verify(error.text.indexOf("column 5") >= 0, "the message names the column: " + error.text);
            verify(field.invalid);
            compare(item("rollButton").enabled, false);

            keyClick(Qt.Key_Backspace);
            keyClick(Qt.Key_Backspace);
            tryCompare(error, "visible", false);
            compare(item("rollButton").enabled, true);
        }

        function test_quickD6GivesOneToSix() {
            const button = item("quickD6");
            const total = item("resultTotal");
            const seen = {};
            for (let i = 0; i < 60; ++i) {
                mouseClick(button);
                const value = parseInt(total.text);
                verify(value >= 1 && value <= 6, "a d6 showed " + total.text);
                seen[value] = true;
            }
            compare(Object.keys(seen).length, 6, "sixty d6 rolls show every face");
            compare(page.tray.resultNotation, "1d6");
            compare(page.tray.faces.count, 1);
            compare(item("notationField").text, "d6");
        }

        function test_physicalEntryRefusesSevenOnD6() {
            mouseClick(item("physicalModeButton"));
            verify(page.tray.physicalMode);
            const rollsBefore = page.tray.history.count;
            mouseClick(item("quickD6"));
            compare(page.tray.history.count, rollsBefore, "real-dice mode does not roll by itself");

            const face = item("faceField0");
            const error = item("entryError");
            mouseClick(face);
            type("7");
            mouseClick(item("recordButton"));
            tryCompare(error, "visible", true);
            verify(error.text.indexOf("cannot show 7") >= 0, error.text);
            compare(page.tray.history.count, rollsBefore, "a refused face records nothing");

            mouseClick(face);
            face.selectAll();
            type("6");
            mouseClick(item("recordButton"));
            tryCompare(error, "visible", false);
            compare(page.tray.total, 6);
            verify(page.tray.resultPhysical);
            compare(page.tray.history.count, rollsBefore + 1);
            compare(face.text, "", "the fields are cleared for the next throw");
        }

        function test_physicalEntryHasOneFieldPerDie() {
            mouseClick(item("physicalModeButton"));
            page.tray.notation = "2d6+1d4";
            // The fields are rebuilt for the new notation; the old ones go
            // with a deferred delete, so they are taken from the Repeater,
            // never found by name.
            const fields = item("faceFields");
            tryCompare(fields, "count", 3);
            // New fields sit at the Flow's origin until its polish places
            // them; a tap before that lands on the wrong field.
            tryVerify(() => !isPolishScheduled(fields.parent) && !isPolishScheduled(fields.itemAt(2)), 20000,
                      "the new fields are placed");
            const faces = ["3", "5", "4"];
            for (let i = 0; i < faces.length; ++i) {
                mouseClick(findChild(fields.itemAt(i), "faceField" + i));
                type(faces[i]);
            }
            keyClick(Qt.Key_Return);
            tryCompare(page.tray, "total", 12);
        }

        function test_oddsFollowTheNotation() {
            page.tray.notation = "2d6";
            compare(page.odds.count, 11);
            compare(page.odds.meanText, "7");
            compare(item("oddsPicked").text, "Total 7: 1/6 (16.67 %)");
            page.tray.notation = "1d4+2";
            compare(page.odds.count, 4);
            compare(item("oddsPicked").text, "Total 3: 1/4 (25.00 %)");
        }
    }
}
