import QtQuick
import QtTest
import Arbiter

// Content-pack texts follow the language while the app runs: an Exiled
// Legends table open in English shows its Champions' abilities in German
// once the language is switched, without reopening anything, and in English
// again after switching back.
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    LegendsSetupForm {
        id: form

        width: 600
        visible: false
    }

    LegendsTableModel {
        id: table

        session: ActiveSession
    }

    LegendsTable {
        id: tableView

        anchors.fill: parent
    }

    TestCase {
        name: "ContentLanguage"
        when: windowShown

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

        function championAbilityText() {
            const player = table.players.get(0);
            const champion = player.heroes.find(h => h.position === "champion");
            return champion.abilities[0].text;
        }

        function cleanup() {
            LanguageController.language = "en";
        }

        function test_abilityTextSwitchesToGermanAtTheTable() {
            LanguageController.language = "en";
            const names = ["Ada", "Bruno"];
            form.draft = false;
            form.picks = [];
            form.playerNames = names;
            verify(form.ready, form.problem);
            const id = SessionLibrary.createSessionWith("exiled-legends", names, form.setup());
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id), ActiveSession.error);
            for (let seat = 0; seat < table.players.count; ++seat)
                verify(table.chooseLineup(table.players.get(seat).id, table.players.get(seat).deckTop[0].id), ActiveSession.error);

            const english = championAbilityText();
            const german = ContentWords.text(english, "de");
            verify(german.length > 0 && german !== english, "the shipped pack has German for: " + english);
            tryVerify(() => visibleText(tableView, english) !== null, 5000, "English ability text on the table");

            LanguageController.language = "de";
            tryVerify(() => championAbilityText() === german, 5000, "the model has the German text");
            tryVerify(() => visibleText(tableView, german) !== null, 5000, "German ability text on the table");
            verify(visibleText(tableView, english) === null, "no English ability text left");

            LanguageController.language = "en";
            tryVerify(() => championAbilityText() === english, 5000, "the model has the English text");
            tryVerify(() => visibleText(tableView, english) !== null, 5000);
        }
    }
}
