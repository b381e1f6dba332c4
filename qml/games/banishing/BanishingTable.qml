import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The Banishing at the table: the Void and the piles on one side, the turn
// and the characters on the other (one column in portrait). Every tap is one
// game action; a refusal floats over the foot of the page with its rule.
Item {
    id: root

    readonly property bool wide: width >= 1000
    property alias table: controller
    // A line a picker is pressed on, or the tour asks to show.
    property string previewLine: ""
    property int previewIndex: -1
    property int swapFirst: -1

    signal ruleRequested(string ruleId)
    signal pageRequested(Component page, var properties)

    // One of the game's tour stops (GameScreens::tourStops); false when it
    // could not be shown.
    function showStop(stop: string): bool {
        root.closePopups();
        flickable.contentY = 0;
        switch (stop) {
        case "banishing-table":
            return controller.active;
        case "banishing-take":
            {
                if (!root.openSessionWhere(() => controller.outcome === "playing" && !controller.taken && controller.pendingCount === 0))
                    return false;
                // The first line the turn could take, as a pressed picker shows it.
                const line = controller.lines.values.find(l => l.takeable);
                root.previewLine = line.line;
                root.previewIndex = line.index;
                return true;
            }
        case "banishing-pending":
            return root.openSessionWhere(() => controller.pendingCount > 0);
        case "banishing-character-editor":
            root.openCharacterEditor();
            return true;
        }
        return false;
    }

    function closePopups() {
        tradeDialog.close();
        moveDialog.close();
        root.previewLine = "";
        root.previewIndex = -1;
        turnPanel.swapping = false;
        root.swapFirst = -1;
    }

    // The tour's demo sessions show one moment each; a stop that needs
    // another moment (a take to choose, cards to name) opens the Banishing
    // session of the library that is at it.
    function openSessionWhere(wanted: var): bool {
        if (controller.active && wanted())
            return true;
        const current = ActiveSession.sessionId;
        const sessions = SessionLibrary.sessions;
        for (let row = 0; row < sessions.count; ++row) {
            const id = sessions.data(sessions.index(row, 0), SessionListModel.SessionIdRole);
            const game = sessions.data(sessions.index(row, 0), SessionListModel.GameRole);
            if (game !== "the-banishing" || id === current)
                continue;
            if (ActiveSession.open(id) && wanted())
                return true;
        }
        ActiveSession.open(current);
        return false;
    }

    function openCharacterEditor() {
        root.pageRequested(characterEditor, {});
    }

    function tapSpace(index: int) {
        if (root.swapFirst < 0) {
            root.swapFirst = index;
            return;
        }
        const first = root.swapFirst;
        root.swapFirst = -1;
        if (controller.swap(first, index))
            turnPanel.swapping = false;
    }

    BanishingTableController {
        id: controller

        session: ActiveSession
    }

    NewCardOffers {
        id: newCardOffers

        session: ActiveSession
    }

    NewCardDialog {
        id: newCardDialog

        offers: newCardOffers
    }

    // A new character's turn or step starts at the top of the page, where the turn
    // panel says what comes next (landscape: beside the Void; portrait: right
    // below it once the Take lines are gone); within a turn the page stays
    // where the player scrolled it. A flick or wheel scroll still running
    // would carry the page down again.
    // The turn panel keeps the last game action's lines through a correction
    // (the character shows the new number), so the panels below stay put.
    property int gameDataSeen: -1
    property var shownEvents: []

    function showTurnFromTop() {
        flickable.cancelFlick();
        flickable.contentY = 0;
    }

    function showState(): bool {
        const revision = ActiveSession.gameDataRevision;
        if (revision === root.gameDataSeen)
            return false;
        root.gameDataSeen = revision;
        root.shownEvents = ActiveSession.lastEvents;
        return true;
    }

    Component.onCompleted: root.showState()

    Connections {
        target: ActiveSession

        function onStateChanged() {
            root.showState();
        }
    }

    Connections {
        target: controller

        function onTurnCharacterNameChanged() {
            root.showTurnFromTop();
        }

        function onPhaseChanged() {
            root.showTurnFromTop();
        }
    }

    Component {
        id: characterEditor

        BanishingCharacterEditorPage {}
    }

    Flickable {
        id: flickable

        objectName: "banishingTableFlickable"
        anchors.fill: parent
        contentWidth: width
        // Never shorter than what is in view (a page that loses lines while
        // scrolled down keeps its place), and room below for the refusal
        // floating over the foot of the page.
        contentHeight: Math.max(grid.implicitHeight + 2 * Theme.margin, flickable.contentY + flickable.height)
        bottomMargin: refusal.room
        boundsBehavior: Flickable.StopAtBounds
        clip: true

        ScrollBar.vertical: ScrollBar {}

        GridLayout {
            id: grid

            x: Theme.margin
            y: Theme.margin
            width: flickable.width - 2 * Theme.margin
            columns: root.wide ? 2 : 1
            columnSpacing: Theme.spacing
            rowSpacing: Theme.spacing

            ColumnLayout {
                Layout.fillWidth: true
                Layout.preferredWidth: 520
                Layout.alignment: Qt.AlignTop
                spacing: Theme.spacing

                BanishingOutcomeBanner {
                    Layout.fillWidth: true
                    table: controller
                }

                BanishingStatusStrip {
                    Layout.fillWidth: true
                    table: controller
                }

                BanishingRevealPicker {
                    Layout.fillWidth: true
                    table: controller
                    newCards: newCardOffers
                    newCardDialog: newCardDialog
                }

                BanishingVoidGrid {
                    id: voidGrid

                    Layout.fillWidth: true
                    spaces: controller.voidSpaces
                    previewLine: root.previewLine
                    previewIndex: root.previewIndex
                    selectedSpace: root.swapFirst
                    nextPending: controller.pendingCount > 0 && controller.pending.values[0].kind === "void" ? controller.pending.values[0].index : -1
                    choosing: turnPanel.swapping
                    onSpaceTapped: index => root.tapSpace(index)
                    onCardTapped: index => moveDialog.startFrom("void:" + index)
                }

                ColumnLayout {
                    Layout.fillWidth: true
                    visible: controller.phase === "take"
                    spacing: Theme.gap

                    HeadingLabel {
                        Layout.fillWidth: true
                        text: qsTr("Take")
                    }

                    // One line per row: the cards' names must stay readable. A
                    // positioner, not a layout: the lines go when the Take step
                    // ends, while this section is hidden, and a Qt 6.4 layout
                    // keeps hidden items it was never told are gone (a crash when
                    // the window is next resized).
                    Column {
                        Layout.fillWidth: true
                        spacing: Theme.gap

                        // The pickers stay while their lines change: the model tells only the rows that changed.
                        Repeater {
                            model: controller.lines

                            delegate: BanishingLinePicker {
                                required property var value
                                readonly property var modelData: value

                                width: parent.width
                                lineData: value
                                onPressedChanged: {
                                    root.previewLine = pressed ? modelData.line : "";
                                    root.previewIndex = pressed ? modelData.index : -1;
                                }
                                onHoveredChanged: {
                                    root.previewLine = hovered ? modelData.line : "";
                                    root.previewIndex = hovered ? modelData.index : -1;
                                }
                                onClicked: {
                                    root.previewLine = "";
                                    root.previewIndex = -1;
                                    controller.take(modelData.line, modelData.index);
                                }
                            }
                        }
                    }
                }
            }

            ColumnLayout {
                Layout.fillWidth: true
                Layout.preferredWidth: 520
                Layout.alignment: Qt.AlignTop
                spacing: Theme.spacing

                BanishingTurnPanel {
                    id: turnPanel

                    Layout.fillWidth: true
                    table: controller
                    events: root.shownEvents
                    onTradeRequested: tradeDialog.start()
                    onMoveRequested: moveDialog.start()
                    onSwappingChanged: root.swapFirst = -1
                }

                // The panels stay while their characters change (one row told per change).
                // A positioner, not a layout: closing the session takes the panels away
                // while the table is hidden, and a Qt 6.4 layout keeps hidden items it
                // was never told are gone (a crash at the next resize).
                Column {
                    Layout.fillWidth: true
                    spacing: Theme.spacing

                    Repeater {
                        model: controller.characters

                        delegate: BanishingCharacterPanel {
                            required property var value

                            width: parent.width
                            character: value
                            handLimit: controller.handLimit
                        }
                    }
                }

                RowLayout {
                    Layout.fillWidth: true
                    spacing: Theme.gap

                    ActionButton {
                        objectName: "moveCardAnyTime"
                        kind: ActionButton.Quiet
                        text: qsTr("Move a card…")
                        onClicked: moveDialog.start()
                    }

                    Item {
                        Layout.fillWidth: true
                    }

                    ActionButton {
                        objectName: "characterEditorButton"
                        kind: ActionButton.Quiet
                        iconPath: Icons.edit
                        text: qsTr("Characters and deck")
                        onClicked: root.openCharacterEditor()
                    }
                }
            }
        }
    }

    FloatingRefusal {
        id: refusal

        objectName: "banishingError"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.margin
        onRuleRequested: ruleId => root.ruleRequested(ruleId)
    }

    BanishingTradeDialog {
        id: tradeDialog

        objectName: "tradeDialog"
        table: controller
    }

    BanishingMoveDialog {
        id: moveDialog

        objectName: "moveDialog"
        table: controller
    }
}
