import QtQuick
import QtTest
import Arbiter

// The content editors edit the German of every name a table reads: a German
// name typed into an editor is saved with the pack, is there again when the
// editor is opened anew, and a new session shows it when the app speaks
// German. The Banishing's characters and abilities, Super Fantasy Brawl's
// action cards and Theosis's items, each tapped and typed as a player would.
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    property var page: null

    Component {
        id: banishingEditor

        BanishingCharacterEditorPage {
            anchors.fill: parent
        }
    }

    Component {
        id: banishingTable

        BanishingTable {
            anchors.fill: parent
        }
    }

    Component {
        id: brawlEditor

        BrawlCardEditorPage {
            anchors.fill: parent
        }
    }

    Component {
        id: brawlTable

        BrawlTable {
            anchors.fill: parent
        }
    }

    Component {
        id: theosisEditor

        TheosisContentEditorPage {
            anchors.fill: parent
        }
    }

    TestCase {
        name: "ContentEditorsGerman"
        when: windowShown

        function laidOut(item) {
            if (!item || item.children === undefined)
                return true;
            if (isPolishScheduled(item))
                return false;
            for (let i = 0; i < item.children.length; ++i)
                if (!laidOut(item.children[i]))
                    return false;
            return true;
        }

        function flickableOf(item) {
            for (let p = item.parent; p; p = p.parent)
                if (p.contentY !== undefined && p.contentItem !== undefined && p.flick !== undefined)
                    return p;
            return null;
        }

        // Scrolls the page to the item once the layouts have placed it.
        function reveal(item) {
            verify(item !== null);
            tryVerify(() => laidOut(root.page), 20000, "the page is laid out");
            const flick = flickableOf(item);
            if (!flick)
                return;
            tryVerify(() => {
                const y = item.mapToItem(flick.contentItem, 0, 0).y;
                flick.contentY = Math.max(0, Math.min(y - 40, flick.contentHeight - flick.height));
                const top = item.mapToItem(flick, 0, 0).y;
                return top >= 0 && top + Math.min(item.height, flick.height) <= flick.height;
            }, 2000, "in view");
        }

        function tap(objectName) {
            const item = findChild(root.page, objectName);
            verify(item !== null, "there is no item called " + objectName);
            reveal(item);
            verify(item.visible && item.enabled, objectName + " can be tapped");
            mouseClick(item);
            return item;
        }

        // Taps into the field, clears it and types the text key by key.
        function typeInto(objectName, text) {
            const field = tap(objectName);
            tryVerify(() => field.activeFocus, 2000, objectName + " has the focus");
            keySequence(StandardKey.SelectAll);
            keyClick(Qt.Key_Delete);
            for (const ch of text)
                keyClick(ch);
            // Fields that keep their edit until it is finished.
            keyClick(Qt.Key_Return);
            return field;
        }

        function open(component) {
            root.page = createTemporaryObject(component, root);
            verify(root.page !== null);
            waitForRendering(root.page);
        }

        function visibleText(item, wanted) {
            if (!item || !item.visible)
                return null;
            if (typeof item.text === "string" && item.text.indexOf(wanted) >= 0)
                return item;
            for (let i = 0; i < item.children.length; ++i) {
                const found = visibleText(item.children[i], wanted);
                if (found)
                    return found;
            }
            if (item.contentItem && item.contentItem !== item)
                return visibleText(item.contentItem, wanted);
            return null;
        }

        function init() {
            LanguageController.language = "en";
            SessionLibrary.clearErrors();
        }

        function cleanup() {
            ActiveSession.close();
            LanguageController.language = "en";
            for (const game of ["the-banishing", "super-fantasy-brawl", "theosis"])
                SessionLibrary.resetContentPack(game);
            SessionLibrary.clearErrors();
        }

        function test_banishingCharacterAndAbilityNamesInGerman() {
            open(banishingEditor);
            compare(root.page.character.id, "fighter");
            const ability = root.page.character.abilities[0].name;
            typeInto("characterNameGerman", "Schildwache");
            typeInto("abilityNameGerman0", "Fersentritt");
            verify(root.page.dirty);
            tap("savePackButton");
            compare(SessionLibrary.error, "");
            const saved = SessionLibrary.contentPack("the-banishing");
            compare(saved.translations.de[saved.characters[0].name], "Schildwache");
            compare(saved.translations.de[ability], "Fersentritt");

            // Opened anew, the editor shows the saved German.
            open(banishingEditor);
            compare(findChild(root.page, "characterNameGerman").text, "Schildwache");
            compare(findChild(root.page, "abilityNameGerman0").text, "Fersentritt");

            // A new session's table in German says the new names.
            LanguageController.language = "de";
            const id = SessionLibrary.createSessionWith("the-banishing", ["Ann", "Ben", "Cy"], {
                "mode": "table",
                "characters": ["fighter", "healer", "thief"],
                "difficulty": 4
            });
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id), ActiveSession.error);
            const table = createTemporaryObject(banishingTable, root);
            tryVerify(() => visibleText(table, "Schildwache") !== null, 5000, "the German character name on the table");
        }

        function test_brawlCardNameInGerman() {
            open(brawlEditor);
            const editor = findChild(root.page, "brawlCardEditor");
            tap("brawlCardsChampion-goldarr");
            tap("brawlCardsCard-goldarr-taunt");
            const english = editor.fields.name;
            typeInto("brawlCardsNameGerman", "Spott");
            compare(editor.fields.name_de, "Spott");
            // Changing the English afterwards keeps the German with the card.
            typeInto("brawlCardsName", "Jeer");
            compare(editor.fields.name_de, "Spott");
            tap("brawlCardsSave");
            compare(SessionLibrary.error, "");
            const saved = SessionLibrary.contentPack("super-fantasy-brawl");
            compare(saved.translations.de["Jeer"], "Spott");
            verify(saved.translations.de[english] === undefined, "no German left under the old English");

            open(brawlEditor);
            tap("brawlCardsChampion-goldarr");
            tap("brawlCardsCard-goldarr-taunt");
            compare(findChild(root.page, "brawlCardsNameGerman").text, "Spott");

            LanguageController.language = "de";
            const id = SessionLibrary.createSessionWith("super-fantasy-brawl",
                [{ "id": "ann", "name": "Ann" }, { "id": "ben", "name": "Ben" }],
                { "first_player": "ann", "deployment": "north",
                  "champions": { "ann": ["goldarr", "gwaien", "kilgore"], "ben": ["deryn", "tzu-xiao", "dugrun"] } });
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id), ActiveSession.error);
            const table = createTemporaryObject(brawlTable, root);
            const controller = findChild(table, "brawlController");
            controller.selectChampion("ann:goldarr");
            let card = undefined;
            for (let i = 0; i < controller.cards.count; ++i)
                if (controller.cards.get(i).id === "goldarr-taunt")
                    card = controller.cards.get(i);
            verify(card !== undefined);
            compare(card.name, "Spott");
        }

        // The text of the Theosis editor's field `key` (a row of its fields).
        function theosisField(editor, key) {
            for (let i = 0; i < editor.fields.count; ++i)
                if (editor.fields.get(i).key === key)
                    return editor.fields.get(i).text;
            return undefined;
        }

        function test_theosisItemNameInGerman() {
            open(theosisEditor);
            const editor = findChild(root.page, "theosisContentEditor");
            tap("theosisPackSection-items");
            tap("theosisPackEntry-short-sword");
            const english = theosisField(editor, "name");
            typeInto("theosisPackText-name@de", "Kurzes Schwert aus Bronze");
            compare(theosisField(editor, "name@de"), "Kurzes Schwert aus Bronze");
            // The list of items reads the German once the app speaks it.
            LanguageController.language = "de";
            compare(editor.entries.get(editor.entry).name, "Kurzes Schwert aus Bronze");
            LanguageController.language = "en";
            tap("theosisPackSave");
            compare(SessionLibrary.error, "");
            compare(SessionLibrary.contentPack("theosis").translations.de[english], "Kurzes Schwert aus Bronze");

            open(theosisEditor);
            tap("theosisPackSection-items");
            tap("theosisPackEntry-short-sword");
            compare(findChild(root.page, "theosisPackText-name@de").text, "Kurzes Schwert aus Bronze");
            // What every Theosis screen asks for an item's name in German.
            compare(ContentWords.text(english, "de"), "Kurzes Schwert aus Bronze");
        }
    }
}
