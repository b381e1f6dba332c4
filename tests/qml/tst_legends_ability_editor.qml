import QtQuick
import QtTest
import Arbiter

// One ability in the Exiled Legends card editor: the triggers for one kind of
// attack and the choice of the heroes its entered effects may name, written
// into the ability as the game's pack reads them.
Item {
    id: root

    width: 800
    height: 900
    visible: true

    LegendsAbilityEditor {
        id: editor

        width: root.width
        title: "Salt Wound"
    }

    SignalSpy {
        id: editedSpy

        target: editor
        signalName: "edited"
    }

    TestCase {
        name: "LegendsAbilityEditor"
        when: windowShown

        function init() {
            editor.ability = {
                "name": "Salt Wound",
                "kind": "triggered",
                "trigger": "attacking",
                "text": "As this Champion attacks, its precise target also loses 1 Myth Point."
            };
            editor.revision++;
            editedSpy.clear();
        }

        function buttonFor(objectName) {
            const button = findChild(editor, objectName);
            verify(button !== null, objectName);
            tryVerify(() => button.visible && button.width > 0, 5000, objectName + " is shown");
            waitForItemPolished(editor);
            return button;
        }

        function test_theTriggersForOneKindOfAttack() {
            const precise = buttonFor("legendsTrigger-precise_attacking");
            compare(precise.text, "When its Champion makes a precise attack");
            compare(buttonFor("legendsTrigger-mass_attacking").text, "When its Champion makes a mass attack");
            mouseClick(precise);
            compare(editor.ability.trigger, "precise_attacking");
            verify(precise.checked);
            verify(!findChild(editor, "legendsTrigger-attacking").checked);
            compare(editedSpy.count, 1);
        }

        function test_whichHeroesItActsOn() {
            // Left out of the pack, an ability acts on any hero.
            verify(buttonFor("legendsTargets-any").checked);
            compare(buttonFor("legendsTargets-team").text, "Its player's heroes");
            const onlyItself = buttonFor("legendsTargets-self");
            compare(onlyItself.text, "Only its own card");
            mouseClick(onlyItself);
            compare(editor.ability.targets, "self");
            verify(onlyItself.checked);
            // "any" is the default: choosing it again leaves the field out.
            mouseClick(buttonFor("legendsTargets-any"));
            verify(editor.ability.targets === undefined);
            compare(editedSpy.count, 2);
        }

        function test_aContinuousAbilityDropsWhatTheGameRefusesOnIt() {
            editor.ability.targets = "team";
            editor.ability.effects = [{"effect": "add_bane", "hero": "attacker"}];
            editor.ability.roll_min = 4;
            editor.setKind("continuous");
            verify(editor.ability.targets === undefined);
            verify(editor.ability.effects === undefined);
            verify(editor.ability.roll_min === undefined);
            verify(editor.ability.trigger === undefined);
            tryVerify(() => !findChild(editor, "targetsChoice").visible, 5000, "no targets choice for a continuous ability");
        }

        // Issue 24: no silent text. Salt Wound has no computed effect, so the
        // editor warns until it is marked by hand, then offers the corrections
        // the table will tap; taking the marking off again is refused to the
        // "computed" choice while the pack computes nothing.
        function test_aTextIsMarkedByHandWithItsCorrections() {
            const warning = findChild(editor, "legendsCardSilentWarning");
            tryVerify(() => warning.visible, 5000, "a silent text is flagged");
            verify(!findChild(editor, "legendsCardHandling-computed").enabled);
            mouseClick(buttonFor("legendsCardHandling-byHand"));
            compare(JSON.stringify(editor.ability.by_hand), "[]");
            tryVerify(() => !warning.visible, 5000, "a by-hand text is no longer flagged");
            const loseMp = buttonFor("legendsCardCorrection-lose_mp");
            compare(loseMp.text, "1 Myth Point off a player");
            mouseClick(loseMp);
            compare(JSON.stringify(editor.ability.by_hand), '["lose_mp"]');
            verify(loseMp.checked);
            mouseClick(loseMp);
            compare(JSON.stringify(editor.ability.by_hand), "[]");
            compare(editedSpy.count, 3);

            // A computed text: "The app" takes the by-hand marking off again.
            editor.ability = {
                "name": "Rally",
                "kind": "functional",
                "cost": 1,
                "effects": [{"effect": "gain", "hero": "champion", "strength": 1}],
                "by_hand": ["strength"],
                "text": "Pay 1 MP: your Champion has 1 extra Strength this turn."
            };
            editor.revision++;
            const computed = buttonFor("legendsCardHandling-computed");
            verify(computed.enabled);
            verify(!computed.checked);
            mouseClick(computed);
            verify(editor.ability.by_hand === undefined);
            verify(computed.checked);
            verify(!warning.visible);
        }
    }
}
