import QtQuick
import QtTest
import Arbiter

// What a table meets on the arena screen by taps, keys and eyes: the
// selection follows the player the engine says is to play (issue 12: the
// second player to deploy left their champion selected for the first player's
// turn), Escape and Cancel take back a half-made choice, Challenge cards are
// picked from the pack's list or typed and kept when the list lacks them,
// the Scoreboard Phase says what the players judge by hand, a trap question
// shows however far the panel was scrolled, and a level-up star takes its
// own side's colour.
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    property var table: null

    Component {
        id: tableComponent

        BrawlTable {
            anchors.fill: parent
        }
    }

    TestCase {
        name: "BrawlTable"
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

        function panel() {
            return findChild(root.table, "brawlPanel");
        }

        function tapHex(q, r) {
            const at = board().centreOf(q, r);
            mouseClick(board(), at.x, at.y);
        }

        function tapChampion(id) {
            const at = board().championCentre(id);
            mouseClick(board(), at.x, at.y);
        }

        // Whether the item is fully inside the visible part of the table.
        function onScreen(item) {
            const at = item.mapToItem(root.table, 0, 0);
            return item.visible && at.y >= 0 && at.y + item.height <= root.table.height && at.x >= 0
                   && at.x + item.width <= root.table.width;
        }

        // Whether the layouts and positioners above the item have placed it
        // (a polish is still due until the next frame).
        function placed(item) {
            for (let p = item; p; p = p.parent)
                if (isPolishScheduled(p))
                    return false;
            return true;
        }

        // Scrolls the side panel until the item is in view, then taps it.
        function click(objectName) {
            const item = findChild(root.table, objectName);
            verify(item !== null, "no " + objectName);
            tryVerify(() => item.visible && item.enabled, 2000, objectName + " is not offered");
            const flick = panel();
            let inPanel = false;
            for (let p = item.parent; p; p = p.parent)
                inPanel = inPanel || p === flick.contentItem;
            tryVerify(() => {
                if (!placed(item))
                    return false;
                if (inPanel) {
                    const y = item.mapToItem(flick.contentItem, 0, 0).y;
                    flick.contentY = Math.max(0, Math.min(y - 40, flick.contentHeight - flick.height));
                    const top = item.mapToItem(flick, 0, 0).y;
                    if (top < 0 || top + item.height > flick.height)
                        return false;
                }
                return onScreen(item);
            }, 2000, objectName + " is not in view");
            mouseClick(item);
        }

        function position(champion) {
            const at = ActiveSession.gameData.positions[champion];
            return at === undefined ? "gate" : at[0] + "," + at[1];
        }

        function showTable() {
            root.table = createTemporaryObject(tableComponent, root);
            verify(root.table !== null);
            waitForRendering(root.table);
        }

        // Dee plays first from the north; Cy deploys last, Tzu Xiao last of all.
        function openDeeAndCy(teams) {
            SessionLibrary.resetContentPack("super-fantasy-brawl");
            const setup = { "first_player": "dee", "deployment": "north" };
            if (teams)
                setup.champions = { "dee": ["goldarr", "gwaien", "kilgore"], "cy": ["deryn", "dugrun", "tzu-xiao"] };
            const id = SessionLibrary.createSessionWith("super-fantasy-brawl",
                [{ "id": "cy", "name": "Cy" }, { "id": "dee", "name": "Dee" }], setup);
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id));
        }

        function cleanup() {
            ActiveSession.close();
            SessionLibrary.resetContentPack("super-fantasy-brawl");
        }

        // Super Team Tornado: the first player bans from the second player's champions only
        // (the panel offered the fourth player's as well, which the engine refuses).
        function test_aTornadoBanOffersTheOneOpponentsChampions() {
            SessionLibrary.resetContentPack("super-fantasy-brawl");
            const id = SessionLibrary.createSessionWith("super-fantasy-brawl",
                [{ "id": "ann", "name": "Ann" }, { "id": "ben", "name": "Ben" }, { "id": "cy", "name": "Cy" }, { "id": "di", "name": "Di" }],
                { "first_player": "ann", "second_player": "ben", "draft": "competitive",
                  "brought": { "ann": ["goldarr", "gwaien", "kilgore"], "cy": ["deryn", "tzu-xiao", "dugrun"],
                               "ben": ["goldarr", "deryn", "kilgore"], "di": ["gwaien", "tzu-xiao", "dugrun"] } });
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id));
            showTable();
            const draft = controller().draft;
            compare(draft.player, "ann");
            verify(draft.ban);
            compare(rowsOf(controller().draftChoices).map(c => c.id).sort().join(","), "deryn,goldarr,kilgore");
        }

        // The panel named the first player for every trap; the second places the last two.
        function test_theTrapPlacerIsTheOneNamed() {
            openDeeAndCy(true);
            act({ "type": "track.deal", "drawn": ["Hold the Centre", "Statue Dance"] });
            showTable();
            compare(controller().phase, "traps");
            compare(controller().activePlayer, "dee");
            act({ "type": "trap.place", "at": [-1, -1] });
            act({ "type": "trap.place", "at": [1, 1] });
            tryCompare(controller(), "activePlayer", "cy");
            compare(controller().activePlayerName, "Cy");
        }

        function test_theFirstActivationAfterDeploymentIsThePlayerToPlay() {
            openDeeAndCy(true);
            act({ "type": "track.deal", "drawn": ["Hold the Centre", "Statue Dance"] });
            for (const at of [[-1, -1], [1, 1], [3, -2], [-3, 2]])
                act({ "type": "trap.place", "at": at });
            showTable();
            compare(controller().phase, "deploy");
            const deploy = [["dee:goldarr", [1, -4]], ["dee:gwaien", [2, -4]], ["dee:kilgore", [3, -4]],
                            ["cy:deryn", [-3, 4]], ["cy:dugrun", [-1, 4]], ["cy:tzu-xiao", [-2, 4]]];
            for (const [champion, at] of deploy) {
                tapChampion(champion);
                compare(controller().selected, champion);
                tapHex(at[0], at[1]);
                compare(ActiveSession.error, "");
                compare(position(champion), at[0] + "," + at[1]);
            }
            compare(controller().phase, "activation");
            compare(controller().activePlayer, "dee");
            // Nothing of Cy's is open for Dee's turn.
            compare(controller().selected, "");
            compare(controller().legalHexes.length, 0);
            verify(controller().prompt.indexOf("Dee") >= 0, controller().prompt);

            // Cy's champion is not Dee's to activate: the tap says why.
            tapChampion("cy:tzu-xiao");
            compare(controller().selected, "");
            verify(controller().explanation.indexOf("Dee") >= 0, controller().explanation);

            // Dee's own Gold'arr is chosen, an attack previewed; a tap on her
            // own Gwaien (not a target) chooses Gwaien instead.
            tapChampion("dee:goldarr");
            compare(controller().selected, "dee:goldarr");
            click("brawlCard-goldarr-taunt");
            compare(controller().previewCard, "goldarr-taunt");
            tapChampion("dee:gwaien");
            compare(controller().selected, "dee:gwaien");
            compare(controller().previewCard, "");

            // Escape takes back the previewed card, then the selection.
            tapChampion("dee:goldarr");
            click("brawlCard-goldarr-second-wind");
            verify(controller().legalHexes.length > 0);
            keyClick(Qt.Key_Escape);
            tryCompare(controller(), "previewCard", "");
            compare(controller().selected, "dee:goldarr");
            keyClick(Qt.Key_Escape);
            tryCompare(controller(), "selected", "");
            // The panel's Cancel does the same by touch.
            tapChampion("dee:goldarr");
            click("brawlCard-goldarr-second-wind");
            click("brawlCancelChoice");
            compare(controller().previewCard, "");

            // Dee's first activation: Second Wind moves Gold'arr.
            click("brawlCard-goldarr-second-wind");
            tapHex(1, -2 - 1);
            compare(ActiveSession.error, "");
            compare(position("dee:goldarr"), "1,-3");
            click("brawlDone");
            click("brawlEndTurn");
            compare(ActiveSession.error, "");

            // Cy's first activation: Gold'arr, still selected on Dee's side, is not offered.
            compare(controller().activePlayer, "cy");
            compare(controller().selected, "");
            tapChampion("cy:tzu-xiao");
            compare(controller().selected, "cy:tzu-xiao");
            const card = rowsOf(controller().cards).filter(c => c.ready && !c.reaction && c.summary.indexOf("Move") >= 0)[0];
            verify(card !== undefined, "a card with movement");
            click("brawlCard-" + card.id);
            verify(controller().legalHexes.indexOf("-2,3") >= 0, controller().legalHexes.join(" "));
            tapHex(-2, 3);
            compare(ActiveSession.error, "");
            compare(position("cy:tzu-xiao"), "-2,3");
        }

        function test_challengeCardsArePickedFromThePack() {
            openDeeAndCy(true);
            showTable();
            compare(controller().phase, "challenges");
            compare(findChild(root.table, "brawlChallengeName-0"), null, "no free text when the pack lists its cards");
            verify(!findChild(root.table, "brawlNameChallenges").enabled);
            click("brawlChallenge-Hold the Centre");
            const picked = findChild(root.table, "brawlChallenge-Hold the Centre");
            tryVerify(() => picked.visible && picked.checked && !picked.enabled, 2000, "picked once only, and it stays in place");
            click("brawlChallenge-Statue Dance");
            click("brawlNameChallenges");
            compare(ActiveSession.error, "");
            compare(controller().track.get(1).name, "Hold the Centre");
            compare(controller().track.get(0).name, "Statue Dance");

            // Round 2 after a claim: the scored card lies in the discard pile and is not offered.
            for (const at of [[-1, -1], [1, 1], [3, -2], [-3, 2]])
                act({ "type": "trap.place", "at": at });
            const deploy = { "dee:goldarr": [1, -4], "dee:gwaien": [2, -4], "dee:kilgore": [3, -4],
                             "cy:deryn": [-3, 4], "cy:dugrun": [-1, 4], "cy:tzu-xiao": [-2, 4] };
            for (const champion in deploy)
                act({ "type": "champion.deploy", "champion": champion, "at": deploy[champion] });
            act({ "type": "turn.end" });
            act({ "type": "turn.end" });
            click("brawlChallenge-Crowd Pleaser");
            click("brawlNameChallenges");
            compare(ActiveSession.error, "");
            act({ "type": "challenge.claim", "slot": 2 });
            act({ "type": "turn.end" });
            act({ "type": "turn.end" });
            compare(controller().phase, "advance");
            compare(controller().activePlayer, "", "the table advances the track, no player is to play");
            tryVerify(() => findChild(root.table, "brawlChallenge-Spotlight") !== null);
            verify(controller().challengeChoices.indexOf("Hold the Centre") < 0, "in the discard pile");
            verify(controller().challengeChoices.indexOf("Crowd Pleaser") < 0, "on the track: " + controller().challengeChoices.join(",") + " / " + JSON.stringify(rowsOf(controller().track).map(slot => slot.name)));
            compare(findChild(root.table, "brawlChallenge-Hold the Centre"), null);
            click("brawlChallenge-Spotlight");
            click("brawlNameChallenges");
            compare(ActiveSession.error, "");
            compare(controller().track.get(0).name, "Spotlight");
        }

        function typeInto(objectName, text) {
            click(objectName);
            keySequence(StandardKey.SelectAll);
            keyClick(Qt.Key_Delete);
            for (const ch of text)
                keyClick(ch);
        }

        function openDeeAndCyDeployed() {
            openDeeAndCy(true);
            act({ "type": "track.deal", "drawn": ["Hold the Centre", "Statue Dance"] });
            for (const at of [[-1, -1], [1, 1], [3, -2], [-3, 2]])
                act({ "type": "trap.place", "at": at });
            const deploy = { "dee:goldarr": [1, -4], "dee:gwaien": [2, -4], "dee:kilgore": [3, -4],
                             "cy:deryn": [-3, 4], "cy:dugrun": [-1, 4], "cy:tzu-xiao": [-2, 4] };
            for (const champion in deploy)
                act({ "type": "champion.deploy", "champion": champion, "at": deploy[champion] });
        }

        // Issue 24, the real table leads: a Challenge card the pack does not
        // list is typed beside the listed ones and dealt in the order drawn;
        // the table's pack keeps it, so the next game offers it in one tap.
        // The pack's check words stand where the names are picked.
        function test_aChallengeCardTheListLacksIsTypedAndKept() {
            openDeeAndCy(true);
            showTable();
            const check = findChild(root.table, "brawlChallengeCheck");
            tryVerify(() => check.visible, 2000, "the pack's check words are shown");
            verify(check.text.indexOf("check against your board and Challenge cards") >= 0, check.text);
            verify(!findChild(root.table, "brawlChallengeAddTyped").enabled, "nothing typed yet");
            typeInto("brawlChallengeTyped", "Gilded Cage");
            click("brawlChallengeAddTyped");
            compare(findChild(root.table, "brawlChallengeTyped").text, "", "the field is ready for the next card");
            click("brawlChallenge-Statue Dance");
            click("brawlNameChallenges");
            compare(ActiveSession.error, "");
            compare(controller().track.get(1).name, "Gilded Cage", "the first card drawn goes into the 1 VP slot");
            compare(controller().track.get(0).name, "Statue Dance");
            const kept = SessionLibrary.contentPack("super-fantasy-brawl").challenge_track.cards;
            compare(kept.length, 23, kept.join(", "));
            compare(kept[22], "Gilded Cage");

            ActiveSession.close();
            const id = SessionLibrary.createSessionWith("super-fantasy-brawl",
                [{ "id": "cy", "name": "Cy" }, { "id": "dee", "name": "Dee" }],
                { "first_player": "dee", "deployment": "north",
                  "champions": { "dee": ["goldarr", "gwaien", "kilgore"], "cy": ["deryn", "dugrun", "tzu-xiao"] } });
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id));
            showTable();
            click("brawlChallenge-Gilded Cage");
            click("brawlChallenge-Spotlight");
            click("brawlNameChallenges");
            compare(ActiveSession.error, "");
            compare(controller().track.get(1).name, "Gilded Cage");
        }

        // A Challenge's condition is the players' to judge on the real board:
        // in the Scoreboard Phase the track says what they do, and the slot's
        // Claim is the one tap that scores it.
        function test_theScoreboardSaysWhatThePlayersJudge() {
            openDeeAndCyDeployed();
            act({ "type": "turn.end" });
            act({ "type": "turn.end" });
            act({ "type": "track.advance", "drawn": ["Crowd Pleaser"] });
            showTable();
            compare(controller().phase, "scoreboard");
            const byHand = findChild(root.table, "brawlChallengeByHand");
            tryVerify(() => byHand.visible, 2000, "the by-hand words are shown in the Scoreboard Phase");
            verify(byHand.text.indexOf("tap its slot") >= 0, byHand.text);
            click("brawlClaim-2");
            compare(ActiveSession.error, "");
            compare(controller().sides.get(0).vp, 2, "Hold the Centre lay in the 2 VP slot");
            compare(controller().track.get(2).name, "");
        }

        function test_aChampionOfTheOtherTeamIsNotOfferedInAFreeChoice() {
            openDeeAndCy(false);
            showTable();
            compare(controller().draft.player, "dee");
            for (const id of ["goldarr", "gwaien", "kilgore"])
                click("brawlDraft-" + id);
            click("brawlConfirmTeam");
            compare(controller().draft.player, "cy");
            // The status bar names who chooses now, not the first player.
            compare(controller().activePlayer, "cy");
            tryVerify(() => !findChild(root.table, "brawlDraft-goldarr").enabled, 2000, "Gold'arr plays for Dee");
            verify(findChild(root.table, "brawlDraft-deryn").enabled);
        }

        function test_theTrapQuestionShowsHoweverFarThePanelIsScrolled() {
            openDeeAndCy(true);
            act({ "type": "track.deal", "drawn": ["Hold the Centre", "Statue Dance"] });
            for (const at of [[-1, -1], [1, 1], [3, -2], [-3, 2]])
                act({ "type": "trap.place", "at": at });
            const deploy = { "dee:goldarr": [1, -4], "dee:gwaien": [2, -4], "dee:kilgore": [3, -4],
                             "cy:deryn": [-3, 4], "cy:dugrun": [-1, 4], "cy:tzu-xiao": [-2, 4] };
            for (const champion in deploy)
                act({ "type": "champion.deploy", "champion": champion, "at": deploy[champion] });
            act({ "type": "turn.end" });
            act({ "type": "champion.place", "champion": "cy:dugrun", "at": [0, -2] });
            act({ "type": "champion.place", "champion": "dee:goldarr", "at": [0, -3] });
            showTable();
            tapChampion("cy:dugrun");
            click("brawlCard-dugrun-shove");
            tapChampion("dee:goldarr");
            click("brawlPick-force-dee:goldarr");
            // The trap on [-1,-1] is two steps away.
            tapHex(-1, -1);
            verify(controller().displacements.get(0).chosen);
            const flick = panel();
            flick.contentY = Math.max(0, flick.contentHeight - flick.height);
            click("brawlResolve");
            tryVerify(() => controller().trapPending, 2000, "the trap is asked about");
            const question = findChild(root.table, "brawlTrapQuestion");
            tryVerify(() => onScreen(question), 2000, "the trap question is in view ");
            const answer = findChild(root.table, "trapDamage2");
            tryVerify(() => onScreen(answer), 2000, "its answers are in view");
            mouseClick(answer);
            // Two trap hexes are empty: where the new trap goes is asked in view too.
            tryVerify(() => controller().pickingNewTrap, 2000);
            tryVerify(() => onScreen(findChild(root.table, "brawlNewTrapQuestion")), 2000, "the new trap question is in view");
            tapHex(1, 2);
            compare(ActiveSession.error, "");
            compare(position("dee:goldarr"), "-1,-1");
            verify(!controller().trapPending);
        }

        function test_aLevelUpStarTakesItsOwnSidesColour() {
            openDeeAndCy(true);
            act({ "type": "track.deal", "drawn": ["Hold the Centre", "Statue Dance"] });
            for (const at of [[-1, -1], [1, 1], [3, -2], [-3, 2]])
                act({ "type": "trap.place", "at": at });
            const deploy = { "dee:goldarr": [1, -4], "dee:gwaien": [2, -4], "dee:kilgore": [3, -4],
                             "cy:deryn": [-3, 4], "cy:dugrun": [-1, 4], "cy:tzu-xiao": [-2, 4] };
            for (const champion in deploy)
                act({ "type": "champion.deploy", "champion": champion, "at": deploy[champion] });
            act({ "type": "counter.set", "entity": "cy:deryn", "counter": "levelled", "value": 1 });
            act({ "type": "counter.set", "entity": "dee:kilgore", "counter": "levelled", "value": 1 });
            showTable();
            const b = board();
            // The star sits at the disc's upper right (BrawlBoardItem::paintBoard).
            const size = b.hexWidth / Math.sqrt(3);
            const offset = size * 0.66 * 0.72;
            const image = grabImage(b);
            for (const [champion, colour] of [["cy:deryn", b.secondSideColor], ["dee:kilgore", b.firstSideColor]]) {
                const c = b.championCentre(champion);
                const pixel = image.pixel(Math.round(c.x + offset), Math.round(c.y - offset));
                verify(Qt.colorEqual(pixel, colour), champion + ": " + pixel + " is not " + colour);
            }
        }
    }
}
