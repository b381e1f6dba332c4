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
        if (ActiveSession.open(sessionId))
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

        GridView {
            id: sessionGrid

            readonly property int columns: Math.max(1, Math.floor(width / 460))

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

            delegate: SessionDelegate {
                required property bool damaged

                // Unreadable on disk: named, with the reason, but nothing can
                // be done to it from here.
                objectName: damaged ? "damagedSession-" + sessionId : "session-" + sessionId
                enabled: !damaged
                opacity: damaged ? 0.5 : 1
                width: sessionGrid.cellWidth - Theme.spacing
                height: sessionGrid.cellHeight - Theme.spacing
                onResumeRequested: root.resume(sessionId)
                onDuplicateRequested: SessionLibrary.duplicateSession(sessionId)
                onDeleteRequested: root.confirmDelete(sessionId, title)
            }

            ScrollBar.vertical: ScrollBar {}
        }

        ColumnLayout {
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: 520
            visible: sessionGrid.count === 0 && SessionLibrary.ready
            spacing: Theme.spacing

            HeadingLabel {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: SessionLibrary.ready ? qsTr("No saved sessions yet") : qsTr("No database is open")
            }

            BodyLabel {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                muted: true
                text: SessionLibrary.ready
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
