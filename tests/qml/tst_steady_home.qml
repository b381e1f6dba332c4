import QtQuick
import QtTest
import Arbiter

// The home list holds its order while it is on screen: a session played
// elsewhere (its last write arriving after the page came back, another
// device, the CLI) and a copy made here move no Resume button. Coming back
// to the page lists the most recently played first again.
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    HomePage {
        id: page

        anchors.fill: parent
    }

    TestCase {
        name: "SteadyHome"
        when: windowShown

        readonly property var sessions: SessionLibrary.sessions

        function resumeOf(sessionId) {
            const card = findChild(page, "session-" + sessionId);
            return card === null ? null : findChild(card, "resumeButton");
        }

        // Where the window shows the session's Resume button, once laid out.
        function placeOf(sessionId) {
            let button = null;
            tryVerify(() => {
                button = resumeOf(sessionId);
                return button !== null && button.visible && !isPolishScheduled(findChild(page, "sessionGrid"));
            }, 2000, "no Resume for session " + sessionId);
            waitForRendering(page);
            const at = button.mapToItem(null, 0, 0);
            return Math.round(at.x) + "," + Math.round(at.y);
        }

        function rowOf(sessionId) {
            for (let row = 0; row < sessions.count; ++row)
                if (sessions.data(sessions.index(row, 0), 257) === sessionId) // SessionIdRole
                    return row;
            return -1;
        }

        function playElsewhere(sessionId) {
            verify(ActiveSession.open(sessionId));
            verify(ActiveSession.addNote("played at the table"), ActiveSession.error);
            ActiveSession.close();
        }

        function test_resumeButtonsStayWhileThePageIsShown() {
            const oldest = SessionLibrary.createSession("theosis", ["Ann", "Ben"]);
            const middle = SessionLibrary.createSession("the-banishing", ["Cleo", "Dan"]);
            const newest = SessionLibrary.createSession("super-fantasy-brawl", ["Eve", "Finn"]);
            verify(oldest > 0 && middle > 0 && newest > 0, SessionLibrary.error);
            tryVerify(() => rowOf(oldest) >= 0 && rowOf(newest) >= 0);
            // Coming to the page: most recently played first.
            page.visible = false;
            page.visible = true;
            tryVerify(() => rowOf(newest) < rowOf(middle) && rowOf(middle) < rowOf(oldest), 2000, "most recently played first");
            const before = { "oldest": placeOf(oldest), "middle": placeOf(middle), "newest": placeOf(newest) };

            // The oldest is played (on this tablet a moment ago, or elsewhere):
            // the list is read again while the player reaches for a Resume.
            playElsewhere(oldest);
            SessionLibrary.refresh();
            compare(placeOf(oldest), before.oldest, "the played session's card moved under the finger");
            compare(placeOf(middle), before.middle);
            compare(placeOf(newest), before.newest);

            // A copy made here joins the list without moving the others.
            const copy = SessionLibrary.duplicateSession(middle);
            verify(copy > 0, SessionLibrary.error);
            tryVerify(() => rowOf(copy) >= 0);
            compare(placeOf(oldest), before.oldest, "a copy moved the cards");
            compare(placeOf(middle), before.middle);
            compare(placeOf(newest), before.newest);

            // Back on the page: most recently played first.
            page.visible = false;
            page.visible = true;
            tryVerify(() => rowOf(oldest) < rowOf(newest), 2000, "re-sorted when the page comes back");
            tryVerify(() => rowOf(copy) < rowOf(newest), 2000, "the copy is newer than the newest");
        }
    }
}
