import QtQuick
import QtTest
import Arbiter

// The action-card editor: an edited card is saved through the game's own
// content check and a session started afterwards plays it; a broken card is
// refused naming the field; type and targeting changes keep the card whole;
// an AoE's hexes are tapped on its small board.
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    property var page: null

    Component {
        id: pageComponent

        BrawlCardEditorPage {
            anchors.fill: parent
        }
    }

    Component {
        id: tableComponent

        BrawlTable {
            anchors.fill: parent
        }
    }

    SignalSpy {
        id: groupsChanged

        signalName: "dataChanged"
    }

    SignalSpy {
        id: fieldsChanged

        signalName: "fieldsChanged"
    }

    TestCase {
        name: "BrawlCardEditor"
        when: windowShown

        function editor() {
            return findChild(root.page, "brawlCardEditor");
        }

        function reveal(item) {
            verify(item !== null);
            // Scrolls until the item is in view once the layouts have placed it
            // (no fixed wait: a busy machine polishes later).
            const flick = findChild(root.page, "brawlCardsFlickable");
            let inFlick = false;
            for (let p = item.parent; p; p = p.parent)
                inFlick = inFlick || p === flick.contentItem;
            tryVerify(() => {
                for (let p = item; p; p = p.parent)
                    if (isPolishScheduled(p))
                        return false;
                if (!inFlick)
                    return true;
                const y = item.mapToItem(flick.contentItem, 0, 0).y;
                flick.contentY = Math.max(0, Math.min(y - 40, flick.contentHeight - flick.height));
                const top = item.mapToItem(flick, 0, 0).y;
                return top >= 0 && top + Math.min(item.height, flick.height) <= flick.height;
            }, 2000, "not in view");
        }

        // Scrolls the page to the item, then taps it.
        function tap(item) {
            reveal(item);
            mouseClick(item);
        }

        function choose(championId, cardId) {
            tap(findChild(root.page, "brawlCardsChampion-" + championId));
            tap(findChild(root.page, "brawlCardsCard-" + cardId));
            compare(editor().fields.id, cardId);
        }

        function stepperButton(stepper, plus) {
            // The stepper's children: label, minus, value, plus.
            return stepper.children[plus ? 3 : 1];
        }

        function typeInto(objectName, text) {
            const field = findChild(root.page, objectName);
            field.selectAll();
            field.forceActiveFocus();
            keySequence(StandardKey.SelectAll);
            keyClick(Qt.Key_Delete);
            for (const ch of text)
                keyClick(ch);
        }

        // The card as a new session's table lists it.
        function tableCard(championId, cardId) {
            const id = SessionLibrary.createSessionWith("super-fantasy-brawl",
                [{ "id": "ann", "name": "Ann" }, { "id": "ben", "name": "Ben" }],
                { "first_player": "ann", "deployment": "north",
                  "champions": { "ann": ["goldarr", "gwaien", "kilgore"], "ben": ["deryn", "tzu-xiao", "dugrun"] } });
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id));
            const table = createTemporaryObject(tableComponent, root);
            const controller = findChild(table, "brawlController");
            controller.selectChampion(championId);
            for (let i = 0; i < controller.cards.count; ++i) {
                const card = controller.cards.get(i);
                if (card.id === cardId)
                    return card;
            }
            return null;
        }

        function init() {
            SessionLibrary.clearErrors();
            verify(SessionLibrary.resetContentPack("super-fantasy-brawl"));
            root.page = createTemporaryObject(pageComponent, root);
            verify(root.page !== null);
            waitForRendering(root.page);
        }

        function cleanup() {
            ActiveSession.close();
            SessionLibrary.resetContentPack("super-fantasy-brawl");
        }

        // A keyword's stepper changes its group's row alone: the stepper under
        // the finger stays the same object, and the card's fields are not announced.
        function test_aKeywordChangesOnlyItsGroup() {
            choose("goldarr", "goldarr-horn-charge");
            const groups = editor().keywordGroups;
            let post = -1;
            for (let i = 0; i < groups.count; ++i)
                if (groups.get(i).group === "post")
                    post = i;
            verify(post >= 0);
            const stepper = findChild(root.page, "brawlCardsKeyword-post-push");
            verify(stepper !== null);
            reveal(stepper);
            groupsChanged.target = groups;
            groupsChanged.clear();
            fieldsChanged.target = editor();
            fieldsChanged.clear();
            mouseClick(stepperButton(stepper, true));
            compare(groupsChanged.count, 1);
            compare(groupsChanged.signalArguments[0][0].row, post);
            compare(fieldsChanged.count, 0);
            compare(findChild(root.page, "brawlCardsKeyword-post-push"), stepper, "the stepper was not rebuilt");
            compare(stepper.value, 2);
        }

        function test_shippedCardsAreListedAndMarkedForChecking() {
            compare(editor().champions.count, 6);
            compare(editor().cards.count, 6);
            verify(editor().check.indexOf("check") >= 0, editor().check);
            compare(editor().problem, "");
            verify(!findChild(root.page, "brawlCardsSave").enabled, "nothing to save yet");
        }

        function test_anEditedCardIsSavedAndANewSessionPlaysIt() {
            choose("goldarr", "goldarr-taunt");
            typeInto("brawlCardsName", "mocking jeer");
            compare(editor().fields.name, "mocking jeer");
            // Range 1-2 becomes 1-3; strength 2 becomes 3.
            tap(stepperButton(findChild(root.page, "brawlCardsRangeMax"), true));
            tap(stepperButton(findChild(root.page, "brawlCardsStrength"), true));
            // Core: manipulation becomes destruction.
            tap(findChild(findChild(root.page, "brawlCardsCore"), "choice-destruction"));
            compare(editor().fields.range_max, 3);
            compare(editor().fields.strength, 3);
            compare(editor().problem, "");
            const save = findChild(root.page, "brawlCardsSave");
            verify(save.enabled);
            mouseClick(save);
            compare(SessionLibrary.error, "");
            verify(SessionLibrary.hasUserContentPack("super-fantasy-brawl"));
            // The pack still carries the shipped "check" note.
            verify(SessionLibrary.contentPack("super-fantasy-brawl").champions[0].check.length > 0);

            const card = tableCard("ann:goldarr", "goldarr-taunt");
            verify(card !== null);
            compare(card.name, "mocking jeer");
            compare(card.core, "destruction");
            verify(card.summary.indexOf("direct shot 1-3") >= 0, card.summary);
            verify(card.summary.indexOf("strength 3") >= 0, card.summary);
        }

        // Issue 24: the Challenge names the table taps are placeholders, marked
        // so; the editor takes one out and types a real one in, Save keeps
        // them, and a new session's table offers the typed name in one tap.
        function test_theChallengeListIsEditedAndANewTableOffersIt() {
            const check = findChild(root.page, "brawlChallengeNamesCheck");
            reveal(check);
            verify(check.visible && check.text.indexOf("check against your board and Challenge cards") >= 0, check.text);
            compare(editor().challengeNames.length, 22);
            compare(editor().challengeNames[0], "Hold the Centre");
            tap(findChild(root.page, "brawlChallengeNamesRemove-0"));
            compare(editor().challengeNames.length, 21);
            compare(editor().challengeNames[0], "Statue Dance");
            verify(!findChild(root.page, "brawlChallengeNamesAdd").enabled, "nothing typed yet");
            typeInto("brawlChallengeNamesField", "Gilded Cage");
            tap(findChild(root.page, "brawlChallengeNamesAdd"));
            compare(editor().challengeNames.length, 22);
            compare(editor().challengeNames[21], "Gilded Cage");
            compare(findChild(root.page, "brawlChallengeNamesField").text, "");
            compare(editor().problem, "");
            mouseClick(findChild(root.page, "brawlCardsSave"));
            compare(SessionLibrary.error, "");
            const saved = SessionLibrary.contentPack("super-fantasy-brawl").challenge_track.cards;
            verify(saved.indexOf("Gilded Cage") >= 0 && saved.indexOf("Hold the Centre") < 0, saved.join(", "));

            tableCard("ann:goldarr", "goldarr-taunt");
            const table = findChild(root, "brawlController");
            verify(table !== null);
            compare(table.phase, "challenges");
            verify(table.challengeChoices.indexOf("Gilded Cage") >= 0, table.challengeChoices.join(", "));
            verify(table.challengeChoices.indexOf("Hold the Centre") < 0);
        }

        function test_aBrokenCardIsRefusedNamingTheField() {
            choose("goldarr", "goldarr-taunt");
            // From 1 up to 4, past the maximum of 2.
            const rangeMin = findChild(root.page, "brawlCardsRangeMin");
            for (let i = 0; i < 3; ++i)
                tap(stepperButton(rangeMin, true));
            compare(editor().fields.range_min, 4);
            // In the players' words: the champion and the card by name, never the reader's path.
            verify(editor().problem.indexOf("Gold'arr, Taunt: range") >= 0, editor().problem);
            verify(editor().problem.indexOf("content.") < 0, editor().problem);
            verify(findChild(root.page, "brawlCardsProblem").visible);
            mouseClick(findChild(root.page, "brawlCardsSave"));
            verify(SessionLibrary.error.indexOf("Gold'arr, Taunt: range") >= 0, SessionLibrary.error);
            verify(findChild(root.page, "brawlCardsError").visible);
            verify(!SessionLibrary.hasUserContentPack("super-fantasy-brawl"), "nothing was saved");

            // An empty name is refused the same way.
            editor().setNumber("range_min", 1);
            typeInto("brawlCardsName", "");
            verify(editor().problem.indexOf("Gold'arr, cards 3: name") >= 0, editor().problem);
        }

        function test_typeAndTargetingChangesKeepTheCardWhole() {
            choose("goldarr", "goldarr-horn-charge");
            // An attack turned Reaction loses its targeting, pre-attack movement and Push.
            tap(findChild(findChild(root.page, "brawlCardsType"), "choice-reaction"));
            compare(editor().fields.type, "reaction");
            compare(editor().fields.targeting, "none");
            compare(editor().problem, "");
            const groups = Array.from({ "length": editor().keywordGroups.count }, (_, i) => editor().keywordGroups.get(i).group);
            compare(groups, ["post"]);
            verify(editor().keywordGroups.get(0).keywords.every(k => k.key !== "force"), "no Force on a Reaction");
            // Back to an attack: it needs a targeting again, and gets melee.
            tap(findChild(findChild(root.page, "brawlCardsType"), "choice-attack"));
            compare(editor().fields.targeting, "melee");
            // A direct shot gets a range.
            tap(findChild(findChild(root.page, "brawlCardsTargeting"), "choice-direct"));
            compare(editor().fields.range_min, 1);
            compare(editor().fields.range_max, 3);
            compare(editor().problem, "");
        }

        function test_areaHexesAreTappedOnItsBoard() {
            choose("goldarr", "goldarr-wide-swing");
            compare(editor().fields.area_size, 3);
            const area = findChild(root.page, "brawlCardsArea");
            verify(area.visible);
            reveal(area);
            waitForRendering(area);
            const at = area.centreOf(-1, 0);
            mouseClick(area, at.x, at.y);
            compare(editor().fields.area_size, 4);
            mouseClick(area, at.x, at.y);
            compare(editor().fields.area_size, 3);
            // The attacker's own hex is never part of it.
            const centre = area.centreOf(0, 0);
            mouseClick(area, centre.x, centre.y);
            compare(editor().fields.area_size, 3);
        }

        // Issue 24, no silent card text: Place is the one keyword the app
        // does not carry out, so the editor calls such a card silent until
        // words say what the players do; the table then shows those words.
        function test_aPlaceCardNeedsWordsForThePlayers() {
            choose("goldarr", "goldarr-second-wind");
            compare(editor().fields.handling, "applied");
            tap(findChild(root.page, "brawlCardsFlag-post-place"));
            compare(editor().fields.handling, "silent");
            const handling = findChild(root.page, "brawlCardsHandling");
            verify(handling.text.indexOf("Place") >= 0, handling.text);
            typeInto("brawlCardsByHand", "Put an ally next to Goldarr");
            compare(editor().fields.handling, "by_hand");
            compare(editor().problem, "");
            mouseClick(findChild(root.page, "brawlCardsSave"));
            compare(SessionLibrary.error, "");
            const card = tableCard("ann:goldarr", "goldarr-second-wind");
            compare(card.byHand, "Put an ally next to Goldarr");
        }

        function test_placeIsOfferedAsAKeyword() {
            choose("goldarr", "goldarr-second-wind");
            const place = findChild(root.page, "brawlCardsFlag-post-place");
            verify(place !== null);
            tap(place);
            mouseClick(findChild(root.page, "brawlCardsSave"));
            compare(SessionLibrary.error, "");
            const card = tableCard("ann:goldarr", "goldarr-second-wind");
            verify(card.summary.indexOf("Place") >= 0, card.summary);
        }

        function test_addAndRemoveACard() {
            choose("deryn", "deryn-longshot");
            const before = editor().cards.count;
            tap(findChild(root.page, "brawlCardsAdd"));
            compare(editor().cards.count, before + 1);
            compare(editor().fields.type, "skill");
            compare(editor().problem, "");
            tap(findChild(root.page, "brawlCardsRemove"));
            compare(editor().cards.count, before);
        }
    }
}
