import QtQuick
import QtTest
import Arbiter

// The Theosis content editor: values tapped in are saved through the engine's
// content check and read back from the library; a pack the engine refuses is
// not saved and the edits stay on the page; reset brings the shipped example
// back; a hero turned ranged or an item turned armor stays whole. The tests'
// app context keeps the packs in a scratch folder, never the user's.
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    property var page: null

    Component {
        id: pageComponent

        TheosisContentEditorPage {
            anchors.fill: parent
        }
    }

    Component {
        id: setupFormComponent

        TheosisSetupForm {
            width: 1200
            playerNames: ["Ann", "Ben"]
        }
    }

    SignalSpy {
        id: fieldSpy

        signalName: "dataChanged"
    }

    TestCase {
        name: "TheosisContentEditor"
        when: windowShown

        function editor() {
            return findChild(root.page, "theosisContentEditor");
        }

        // No item of the page waits for its layout pass.
        function settled(item) {
            if (!item || item.children === undefined)
                return true;
            if (isPolishScheduled(item))
                return false;
            for (let i = 0; i < item.children.length; ++i)
                if (!settled(item.children[i]))
                    return false;
            return true;
        }

        function reveal(item) {
            verify(item !== null);
            // The layouts place what the last change showed.
            tryVerify(() => settled(root.page), 20000, "the page is laid out");
            const flick = findChild(root.page, "theosisPackFlickable");
            const y = item.mapToItem(flick.contentItem, 0, 0).y;
            flick.contentY = Math.max(0, Math.min(y - 40, flick.contentHeight - flick.height));
        }

        function tap(objectName) {
            // Delegates a change replaced are laid out anew first.
            tryVerify(() => settled(root.page), 20000, "the page is laid out");
            const item = findChild(root.page, objectName);
            verify(item !== null, objectName);
            verify(item.visible && item.enabled, objectName + " can be tapped");
            reveal(item);
            mouseClick(item);
        }

        function choose(section, id) {
            tap("theosisPackSection-" + section);
            tap("theosisPackEntry-" + id);
            compare(editor().entries.get(editor().entry).id, id);
        }

        // The value of the chosen entry's field `key`, read from its row as its kind holds it.
        function valueOf(key) {
            const fields = editor().fields;
            for (let i = 0; i < fields.count; ++i) {
                const field = fields.get(i);
                if (field.key !== key)
                    continue;
                switch (field.kind) {
                case "number":
                    return field.number;
                case "flag":
                    return field.checked;
                case "set":
                    return field.members.map(m => m);
                }
                return field.text;
            }
            return undefined;
        }

        function byId(list, id) {
            return (list || []).find(entry => entry.id === id);
        }

        function savedPack() {
            return SessionLibrary.contentPack("theosis");
        }

        function init() {
            SessionLibrary.clearErrors();
            verify(SessionLibrary.resetContentPack("theosis"));
            root.page = createTemporaryObject(pageComponent, root);
            verify(root.page !== null);
            waitForRendering(root.page);
        }

        function cleanup() {
            SessionLibrary.resetContentPack("theosis");
            SessionLibrary.clearErrors();
        }

        function test_theShippedPackIsMarkedForChecking() {
            compare(editor().problem, "");
            verify(editor().check.indexOf("check against your components") >= 0, editor().check);
            verify(findChild(root.page, "theosisPackCheck").visible);
            verify(findChild(root.page, "theosisPackAbout").text.indexOf("stamina tokens") >= 0);
            compare([0, 1, 2, 3, 4, 5].map(i => editor().sections.get(i).key), ["heroes", "powers", "items", "rituals", "stamina_tokens", "thieves_guild"]);
            compare(editor().entries.count, 12, "twelve hero mats");
            verify(!findChild(root.page, "theosisPackSave").enabled, "nothing to save yet");
        }

        function test_aTappedEntryBringsItsFieldsIntoView() {
            // Portrait: the fields are laid out below the whole list.
            root.page.anchors.fill = undefined;
            root.page.width = 600;
            root.page.height = 780;
            tap("theosisPackSection-items");
            const flick = findChild(root.page, "theosisPackFlickable");
            flick.contentY = 0;
            tryVerify(() => settled(root.page), 20000, "the page is laid out");
            const entry = findChild(root.page, "theosisPackEntry-short-sword");
            verify(entry.mapToItem(flick, 0, 0).y < flick.height, "the first item shows without scrolling");
            mouseClick(entry);
            compare(editor().entries.get(editor().entry).id, "short-sword");
            const fields = findChild(root.page, "theosisPackFields");
            const top = fields.mapToItem(flick, 0, 0).y;
            verify(top >= 0 && top < flick.height / 2, "the fields' top is in view: " + top);
        }

        // A value tapped in redraws its own field only: the other fields'
        // rows say nothing and the +1 under the finger stays the same object.
        function test_aValueChangesOnlyItsField() {
            choose("items", "short-sword");
            const fields = editor().fields;
            let damageRow = -1;
            for (let i = 0; i < fields.count; ++i)
                if (fields.get(i).key === "damage")
                    damageRow = i;
            verify(damageRow >= 0);
            const plus = findChild(root.page, "theosisPackPlus-damage");
            const nameField = findChild(root.page, "theosisPackText-name");
            fieldSpy.target = fields;
            fieldSpy.clear();
            tap("theosisPackPlus-damage");
            compare(valueOf("damage"), 3);
            compare(fieldSpy.count, 1, "one row announced");
            compare(fieldSpy.signalArguments[0][0].row, damageRow);
            compare(fieldSpy.signalArguments[0][1].row, damageRow);
            verify(findChild(root.page, "theosisPackPlus-damage") === plus, "the +1 under the finger is kept");
            verify(findChild(root.page, "theosisPackText-name") === nameField, "the name field is kept");
            fieldSpy.target = null;
        }

        function test_editedValuesAreSavedAndReadBack() {
            choose("items", "short-sword");
            compare(valueOf("damage"), 2);
            tap("theosisPackPlus-damage");
            compare(valueOf("damage"), 3);

            choose("heroes", "norn");
            compare(valueOf("speed"), 3);
            tap("theosisPackPlus-speed");

            choose("stamina_tokens", "t1");
            compare(valueOf("threshold"), 2);
            tap("theosisPackPlus-threshold");
            tap("theosisPackChoice-protections-fire");
            compare(valueOf("protections"), ["fire"]);

            compare(editor().problem, "");
            tap("theosisPackSave");
            compare(SessionLibrary.error, "");
            verify(SessionLibrary.hasUserContentPack("theosis"));
            verify(!editor().modified);

            const pack = savedPack();
            compare(byId(pack.items, "short-sword").damage, 3);
            compare(byId(pack.heroes, "norn").speed, 4);
            compare(byId(pack.stamina_tokens, "t1").threshold, 3);
            compare(byId(pack.stamina_tokens, "t1").protections, ["fire"]);
            // Untouched entries and the pack's own note come back as they were.
            compare(byId(pack.items, "long-sword").damage, 3);
            verify(pack.check.length > 0);
        }

        function test_aBrokenPackIsRefusedAndTheEditsStay() {
            choose("stamina_tokens", "t1");
            tap("theosisPackPlus-threshold");
            tap("theosisPackSave");
            compare(byId(savedPack().stamina_tokens, "t1").threshold, 3);

            // Warcraft is the Warmonger's power of the first value pair (4/0):
            // at 3/0 that alignment has nothing for the first Hierapolis turn.
            choose("powers", "warcraft");
            compare(valueOf("attack"), 4);
            tap("theosisPackMinus-attack");
            verify(editor().problem.indexOf("warmonger has no power with the value pair of turn 1") >= 0, editor().problem);
            verify(findChild(root.page, "theosisPackProblem").visible);

            tap("theosisPackSave");
            verify(SessionLibrary.error.indexOf("warmonger has no power with the value pair of turn 1") >= 0, SessionLibrary.error);
            verify(findChild(root.page, "theosisPackError").visible);
            compare(byId(savedPack().powers, "warcraft").attack, 4, "the saved pack is unchanged");
            compare(byId(savedPack().stamina_tokens, "t1").threshold, 3);
            verify(editor().modified, "the edit is still on the page");
            compare(valueOf("attack"), 3);

            // Putting the value back makes the pack whole again.
            tap("theosisPackPlus-attack");
            compare(editor().problem, "");
        }

        function test_resetBringsTheShippedPackBack() {
            choose("items", "short-sword");
            tap("theosisPackPlus-damage");
            tap("theosisPackSave");
            compare(byId(savedPack().items, "short-sword").damage, 3);

            tap("theosisPackReset");
            verify(!SessionLibrary.hasUserContentPack("theosis"));
            compare(byId(savedPack().items, "short-sword").damage, 2);
            compare(valueOf("damage"), 2);
            verify(!editor().modified);
        }

        function test_discardDropsUnsavedEdits() {
            choose("items", "short-sword");
            tap("theosisPackPlus-damage");
            verify(editor().modified);
            tap("theosisPackDiscard");
            compare(valueOf("damage"), 2);
            verify(!editor().modified);
        }

        function test_aHeroTurnedRangedKeepsTwoSlots() {
            choose("heroes", "norn");
            compare(editor().pack().heroes[1].slots.length, 3);
            tap("theosisPackFlag-ranged");
            const slots = byId(editor().pack().heroes, "norn").slots;
            compare(slots.map(s => s.id), ["hands", "body"]);
            compare(slots[0].accepts, ["axe", "hammer", "shield"]);
            compare(editor().problem, "");
            tap("theosisPackFlag-ranged");
            compare(byId(editor().pack().heroes, "norn").slots.map(s => s.id), ["main-hand", "off-hand", "body"]);
            compare(editor().problem, "");
        }

        function test_anItemTurnedArmorDropsItsWeaponFields() {
            choose("items", "great-sword");
            tap("theosisPackChoice-kind-armor");
            const item = byId(editor().pack().items, "great-sword");
            compare(item.kind, "armor");
            compare(item.damage, undefined);
            compare(item.two_handed, undefined);
            verify(findChild(root.page, "theosisPackChoice-resistances-acid") !== null);
            compare(editor().problem, "");
            tap("theosisPackFlag-artifact");
            compare(byId(editor().pack().items, "great-sword").defense, 1);
        }

        function test_addAndRemoveItemsAndTokens() {
            tap("theosisPackSection-items");
            const items = editor().entries.count;
            tap("theosisPackAdd");
            compare(editor().entries.count, items + 1);
            compare(valueOf("kind"), "weapon");
            compare(editor().problem, "");
            tap("theosisPackRemove");
            compare(editor().entries.count, items);

            tap("theosisPackSection-stamina_tokens");
            compare(editor().entries.count, 13);
            tap("theosisPackAdd");
            compare(editor().entries.get(editor().entry).id, "t14");
            tap("theosisPackSave");
            compare(savedPack().stamina_tokens.length, 14);
        }

        function test_theThievesGuildFaces() {
            tap("theosisPackSection-thieves_guild");
            compare(valueOf("face/5"), "steal-2-gold");
            tap("theosisPackChoice-face/5-initiative");
            tap("theosisPackPlus-cost");
            tap("theosisPackSave");
            compare(SessionLibrary.error, "");
            compare(savedPack().thieves_guild[5], "initiative");
            compare(savedPack().thieves_guild_cost, 1);
        }

        function test_theSetupFormOpensTheEditorAndReadsTheSavedPack() {
            const form = createTemporaryObject(setupFormComponent, root);
            verify(form !== null);
            compare(form.pack.items.find(item => item.id === "short-sword").damage, 2);
            mouseClick(findChild(form, "theosisOpenContentEditor"));
            let editorInForm = null;
            tryVerify(() => (editorInForm = findChild(form, "theosisContentEditor")) !== null);
            editorInForm.showEntry("items", "short-sword");
            editorInForm.setNumber("damage", 5);
            verify(SessionLibrary.saveContentPack("theosis", editorInForm.pack()));
            // The page's back arrow closes it; the form then reads the saved pack.
            const page = findChild(form, "theosisSetupContentEditor");
            verify(page !== null);
            page.closeRequested();
            tryCompare(form, "packRevision", 1);
            compare(form.pack.items.find(item => item.id === "short-sword").damage, 5);
        }
    }
}
