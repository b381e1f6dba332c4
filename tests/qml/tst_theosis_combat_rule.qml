import QtQuick
import QtQuick.Controls
import QtTest
import Arbiter

// The combat sheet on a page stack, as the table pushes it: a step's rule
// opens its entry over the sheet, and the entry's back button returns to the
// sheet (it once did nothing, and the player was stuck on the entry).
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    PageStack {
        id: stack

        anchors.fill: parent
    }

    Component {
        id: combatComponent

        TheosisCombatSheet {}
    }

    TestCase {
        name: "TheosisCombatRule"
        when: windowShown

        function act(action) {
            verify(ActiveSession.apply(action), "refused: " + JSON.stringify(action) + " " + ActiveSession.error);
        }

        function test_ruleEntryGoesBackToTheSheet() {
            const id = SessionLibrary.createSessionWith("theosis", [{ "id": "ann", "name": "Ann" }, { "id": "ben", "name": "Ben" }],
                { "mode": "pvp", "blitz": true, "fast": true, "first": "ben", "heroes": { "ann": ["rochon", "norn"], "ben": ["rac", "lug"] },
                  "powers": { "ann": ["fiery-purge", "nova", "valor", "resurrection", "tenacity", "last-stand"],
                              "ben": ["poison", "vortex", "confusion", "lifeswap", "oppress", "frigid-night"] } });
            verify(ActiveSession.open(id));
            act({ "type": "gold.allocate", "player": "ann", "gold": {} });
            act({ "type": "gold.allocate", "player": "ben", "gold": {} });
            act({ "type": "arena.enter", "hero": "ann:norn", "at": [3, 1] });
            act({ "type": "arena.enter", "hero": "ann:rochon", "at": [4, 0] });
            act({ "type": "arena.enter", "hero": "ben:lug", "at": [4, -4] });
            act({ "type": "arena.enter", "hero": "ben:rac", "at": [4, -3] });
            const sheet = stack.push(combatComponent, { "attacker": "ann:rochon", "power": "fiery-purge", "defender": "ben:rac",
                                                        "defensePower": "frigid-night" }, StackView.Immediate);
            verify(findChild(sheet, "theosisCombat").valid, findChild(sheet, "theosisCombat").problem);
            let ruleButton = null;
            tryVerify(() => {
                ruleButton = findChild(sheet, "combatStepRule_0");
                return ruleButton !== null && ruleButton.visible && ruleButton.width > 0;
            });
            waitForItemPolished(sheet);
            mouseClick(ruleButton);
            tryCompare(stack, "depth", 2);
            tryCompare(stack, "busy", false);
            const entry = stack.currentItem;
            verify(entry !== sheet, "the rule entry lies over the sheet");
            let back = null;
            tryVerify(() => {
                back = findChild(entry, "pageBack");
                return back !== null && back.visible;
            });
            waitForItemPolished(entry);
            mouseClick(back);
            tryCompare(stack, "depth", 1);
            compare(stack.currentItem, sheet, "back on the combat sheet");
        }
    }
}
