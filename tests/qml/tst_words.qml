import QtQuick
import QtTest
import Arbiter

// Words for players: the Counters page names counters as players do and shows
// whole names; a refusal about a hex outlines that hex and names it without
// grid coordinates; a Push's landing is on the board before the attack.
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    property var table: null

    Component {
        id: cardsComponent

        Column {
            width: 300
            spacing: 8

            Repeater {
                model: ActiveSession.entities

                delegate: EntityCard {
                    width: 300
                }
            }
        }
    }

    Component {
        id: tableComponent

        BrawlTable {
            anchors.fill: parent
        }
    }

    TestCase {
        name: "WordsForPlayers"
        when: windowShown

        function act(action) {
            verify(ActiveSession.apply(action), "refused: " + JSON.stringify(action) + " " + ActiveSession.error);
        }

        // A typed list's rows as an array, for filter and find.
        function rowsOf(list) {
            return Array.from({ "length": list.count }, (_, i) => list.get(i));
        }

        function controller() {
            return findChild(root.table, "brawlController");
        }

        function board() {
            return findChild(root.table, "brawlBoard");
        }

        function tapHex(q, r) {
            const at = board().centreOf(q, r);
            mouseClick(board(), at.x, at.y);
        }

        function itemsNamed(item, name, found) {
            if (item.objectName === name)
                found.push(item);
            for (let i = 0; i < item.children.length; ++i)
                itemsNamed(item.children[i], name, found);
            return found;
        }

        function openDuel() {
            SessionLibrary.resetContentPack("super-fantasy-brawl");
            const id = SessionLibrary.createSessionWith("super-fantasy-brawl",
                [{ "id": "ann", "name": "Ann" }, { "id": "ben", "name": "Ben" }],
                { "first_player": "ann", "deployment": "north",
                  "champions": { "ann": ["goldarr", "gwaien", "kilgore"], "ben": ["deryn", "tzu-xiao", "dugrun"] } });
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id));
            act({ "type": "track.deal", "drawn": ["Hold the Centre", "Statue Dance"] });
        }

        function openTable() {
            root.table = createTemporaryObject(tableComponent, root);
            verify(root.table !== null);
            waitForRendering(root.table);
        }

        function cleanup() {
            ActiveSession.close();
        }

        function test_countersCarryPlayersNamesAndWholeTitles() {
            openDuel();
            const cards = createTemporaryObject(cardsComponent, root);
            waitForRendering(cards);
            const labels = itemsNamed(cards, "counterLabel", []).map(label => label.text);
            verify(labels.length > 0);
            verify(labels.indexOf("Victory points") >= 0, labels.join(", "));
            verify(labels.indexOf("Movement bonus") >= 0, labels.join(", "));
            verify(labels.indexOf("Creation Core exhausted") >= 0, labels.join(", "));
            for (const label of labels)
                verify(!/[a-z]_[a-z]/.test(label) && label !== "vp" && label !== "mp", "an engine key on screen: " + label);
            // Names wrap in a narrow card instead of ending in "...".
            for (const name of itemsNamed(cards, "entityName", [])) {
                compare(name.elide, Text.ElideNone);
                verify(!name.truncated, name.text);
            }
            for (const label of itemsNamed(cards, "counterLabel", []))
                verify(!label.truncated, label.text);
        }

        function test_countersReadInGermanFromTheGamesNames() {
            openDuel();
            LanguageController.language = "de";
            try {
                const cards = createTemporaryObject(cardsComponent, root);
                waitForRendering(cards);
                const labels = itemsNamed(cards, "counterLabel", []).map(label => label.text);
                verify(labels.indexOf("Siegpunkte") >= 0, labels.join(", "));
                verify(labels.indexOf("Kern Schöpfung erschöpft") >= 0, labels.join(", "));
                verify(labels.indexOf("Victory points") < 0, labels.join(", "));
            } finally {
                LanguageController.language = "en";
            }
        }

        function test_aRefusedHexIsOutlinedAndNamedInWords() {
            openDuel();
            openTable();
            compare(controller().phase, "traps");
            tapHex(0, 0);
            tryVerify(() => ActiveSession.error.length > 0);
            verify(ActiveSession.error.indexOf("[") < 0, ActiveSession.error);
            verify(ActiveSession.error.indexOf("centre") >= 0, ActiveSession.error);
            compare(JSON.stringify(ActiveSession.errorHex), "[0,0]");
            tryCompare(controller(), "outlinedHex", [0, 0]);
        }

        function test_aPushShowsWhereTheTargetLands() {
            openDuel();
            for (const at of [[-1, -1], [1, 1], [3, -2], [-3, 2]])
                act({ "type": "trap.place", "at": at });
            const deploy = { "ann:goldarr": [1, -4], "ann:gwaien": [2, -4], "ann:kilgore": [3, -4],
                             "ben:deryn": [-3, 4], "ben:tzu-xiao": [-2, 4], "ben:dugrun": [-1, 4] };
            for (const champion in deploy)
                act({ "type": "champion.deploy", "champion": champion, "at": deploy[champion] });
            // Dugrun next to Gold'arr, to the south-west: Horn Charge's Push 1 sends him one hex further.
            act({ "type": "champion.place", "champion": "ben:dugrun", "at": [0, -3] });
            openTable();
            controller().selectChampion("ann:goldarr");
            controller().previewCardOf("goldarr-horn-charge");
            controller().toggleTarget("ben:dugrun");
            tryVerify(() => rowsOf(controller().displacements).some(d => d.keyword === "push"));
            const push = rowsOf(controller().displacements).find(d => d.keyword === "push");
            verify(push.text.indexOf("lands on") === 0, push.text);
            verify(push.text.indexOf("[") < 0, push.text);
            compare(push.champion, "ben:dugrun");
        }
    }
}
