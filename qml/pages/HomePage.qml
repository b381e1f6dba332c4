import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The saved sessions, with resume, duplicate and delete, and the way to
// start a new one.
Page {
    id: root

    property real pendingDeleteId: -1
    // Built on first use: it lists every game and is not needed for the first frame.
    readonly property var newSessionSheet: sheetLoader.item

    signal sessionOpened
    signal historyRequested

    // Sorted by last played when the page comes into view, then held: a
    // list that re-sorted while shown (a session's last write arriving a
    // moment after coming home) swapped the Resume buttons under the finger.
    onVisibleChanged: {
        if (visible)
            SessionLibrary.refresh();
        SessionLibrary.sessions.keepOrder = visible;
    }
    Component.onCompleted: SessionLibrary.sessions.keepOrder = visible

    function openNewSessionSheet() {
        sheetLoader.active = true;
        sheetLoader.item.open();
    }

    function confirmDelete(sessionId: real, title: string) {
        root.pendingDeleteId = sessionId;
        confirmDialog.message = qsTr("“%1” and its whole log will be deleted. This cannot be undone.").arg(title);
        confirmDialog.open();
    }

    function confirmDeleteFirst(): bool {
        const item = sessionGrid.itemAtIndex(0);
        if (!item)
            return false;
        root.confirmDelete(item.sessionId, item.title);
        return true;
    }

    function resume(sessionId: real) {
        // A file opened at start is checked page by page after the first
        // frame; a game is not played on it before that check has passed.
        if (SessionLibrary.awaitIntegrityCheck() && ActiveSession.open(sessionId))
            root.sessionOpened();
    }

    function closePopups() {
        if (sheetLoader.item)
            sheetLoader.item.close();
        confirmDialog.close();
    }

    background: Rectangle {
        color: Theme.background
    }

    header: PageHeader {
        title: qsTr("Arbiter")
        subtitle: qsTr("Saved sessions")

        ActionButton {
            objectName: "historyButton"
            iconPath: Icons.log
            text: qsTr("History")
            enabled: SessionLibrary.ready
            onClicked: root.historyRequested()
        }

        ActionButton {
            objectName: "newSessionButton"
            kind: ActionButton.Primary
            iconPath: Icons.plus
            text: qsTr("New session")
            enabled: SessionLibrary.ready
            onClicked: root.openNewSessionSheet()
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.spacing

        ErrorBanner {
            Layout.fillWidth: true
            message: SessionLibrary.error
            // Without a database the problem panel says it, with the ways out.
            visible: message.length > 0 && SessionLibrary.ready
            onDismissed: SessionLibrary.clearErrors()
        }

        Flickable {
            id: problemFlick

            objectName: "databaseProblem"
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: !SessionLibrary.ready
            contentWidth: width
            contentHeight: problemPanel.implicitHeight
            boundsBehavior: Flickable.StopAtBounds
            clip: true

            ScrollBar.vertical: ScrollBar {}

            DatabaseProblemPanel {
                id: problemPanel

                x: Math.max(0, (problemFlick.width - width) / 2)
                width: Math.min(problemFlick.width, 760)
            }
        }

        ErrorBanner {
            Layout.fillWidth: true
            message: ActiveSession.error
            ruleId: ActiveSession.errorRule
            visible: message.length > 0 && !ActiveSession.isOpen
            onDismissed: ActiveSession.clearError()
        }

        // The store does the searching (in SQL, a page at a time), so it
        // stays quick with thousands of sessions.
        InputField {
            id: searchField

            objectName: "sessionSearchField"
            Layout.fillWidth: true
            visible: SessionLibrary.ready && (sessionGrid.count > 0 || text.length > 0)
            placeholderText: qsTr("Search by game, player or title")
            inputMethodHints: Qt.ImhNoPredictiveText
            Accessible.name: qsTr("Search the saved sessions")
            leftPadding: 52
            rightPadding: clearSearchButton.visible ? clearSearchButton.width + Theme.gap : Theme.spacing
            onTextChanged: searchDelay.restart()
            Keys.onEscapePressed: text = ""

            VectorIcon {
                anchors.left: parent.left
                anchors.leftMargin: Theme.spacing
                anchors.verticalCenter: parent.verticalCenter
                path: Icons.search
                color: Theme.textMuted
            }

            ActionButton {
                id: clearSearchButton

                objectName: "clearSearchButton"
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                visible: searchField.text.length > 0
                kind: ActionButton.Quiet
                iconPath: Icons.close
                Accessible.name: qsTr("Clear the search")
                onClicked: {
                    searchField.text = "";
                    searchField.forceActiveFocus();
                }
            }
        }

        // One query per pause in typing rather than one per key.
        Timer {
            id: searchDelay

            interval: 150
            onTriggered: SessionLibrary.sessions.searchText = searchField.text
        }

        GridView {
            id: sessionGrid

            readonly property int columns: Math.max(1, Math.floor(width / 460))

            objectName: "sessionGrid"
            Layout.fillWidth: true
            Layout.fillHeight: true
            // The cards keep their gap on the right; the page margin is enough.
            Layout.rightMargin: -Theme.spacing
            visible: count > 0
            clip: true
            cellWidth: width / columns
            cellHeight: 196
            model: SessionLibrary.sessions
            boundsBehavior: Flickable.StopAtBounds

            delegate: Item {
                id: cell

                required property real sessionId
                required property string title
                required property string gameName
                required property string players
                required property string lastPlayed
                required property int entryCount
                required property bool damaged

                width: sessionGrid.cellWidth - Theme.spacing
                height: sessionGrid.cellHeight - Theme.spacing

                SessionDelegate {
                    id: card

                    // Unreadable on disk: named, with the reason; it can be
                    // deleted (below) but not resumed or copied.
                    objectName: cell.damaged ? "damagedSession-" + cell.sessionId : "session-" + cell.sessionId
                    anchors.fill: parent
                    sessionId: cell.sessionId
                    title: cell.title
                    gameName: cell.gameName
                    players: cell.players
                    lastPlayed: cell.lastPlayed
                    entryCount: cell.entryCount
                    enabled: !cell.damaged
                    opacity: cell.damaged ? 0.5 : 1
                    onResumeRequested: root.resume(cell.sessionId)
                    onDuplicateRequested: SessionLibrary.duplicateSession(cell.sessionId)
                    onDeleteRequested: root.confirmDelete(cell.sessionId, cell.title)
                }

                // Over the faded card's own delete button, at full strength:
                // deleting is the one thing left to do with a damaged row.
                ActionButton {
                    objectName: "deleteDamagedButton"
                    anchors.right: parent.right
                    anchors.bottom: parent.bottom
                    anchors.margins: card.padding
                    visible: cell.damaged
                    iconPath: Icons.trash
                    text: qsTr("Delete")
                    onClicked: root.confirmDelete(cell.sessionId, cell.title)
                }
            }

            ScrollBar.vertical: ScrollBar {}
        }

        ColumnLayout {
            readonly property bool searching: SessionLibrary.sessions.searchText.trim().length > 0

            objectName: "emptyHome"
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: 520
            visible: sessionGrid.count === 0 && SessionLibrary.ready
            spacing: Theme.spacing

            HeadingLabel {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: parent.searching ? qsTr("No session matches “%1”").arg(SessionLibrary.sessions.searchText.trim())
                      : SessionLibrary.ready ? qsTr("No saved sessions yet") : qsTr("No database is open")
            }

            BodyLabel {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                muted: true
                text: parent.searching
                      ? qsTr("The search looks at each session’s game, its players’ names and its title.")
                      : SessionLibrary.ready
                        ? qsTr("Start one with “New session”: counters, dice and notes are saved as you play.")
                        : qsTr("Choose a database file in the settings.")
            }
        }

        Item {
            Layout.fillHeight: sessionGrid.count === 0 && SessionLibrary.ready
            visible: sessionGrid.count === 0 && SessionLibrary.ready
        }
    }

    // By URL, so the sheet and every game's setup form are compiled only
    // when the sheet is first opened.
    Loader {
        id: sheetLoader

        active: false
        source: "../sheets/NewSessionSheet.qml"
    }

    Connections {
        target: sheetLoader.item

        function onStarted(sessionId: real) {
            root.resume(sessionId);
        }
    }

    ConfirmDialog {
        id: confirmDialog

        title: qsTr("Delete this session?")
        onAccepted: SessionLibrary.removeSession(root.pendingDeleteId)
    }
}
