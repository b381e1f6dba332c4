import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The open session at the table: everyone's counters with -1 / +1, notes,
// the session's dice rolls, and undo / redo always in the header. The dice,
// the game's rules and the pad that changes a figure's counter by any amount
// open as sheets over the table, which stays as it was underneath.
Page {
    id: root

    readonly property bool wide: width >= 1000
    readonly property int sideWidth: 380
    // The game's own table view, when it has one (its registration names
    // it); the counters, notes and rolls stay one tap away.
    readonly property url gameTable: ActiveSession.hasGameTable ? GameViews.table(ActiveSession.gameId) : ""
    readonly property bool hasGameTable: root.gameTable.toString().length > 0
    property bool showCounters: false
    readonly property bool showingTable: root.hasGameTable && !root.showCounters

    signal backRequested
    signal logRequested
    signal storyRequested
    signal ruleRequested(string ruleId)

    function openCounterEditor(entityId: string, entityName: string, counter: string, value: int) {
        counterValueDialog.openFor(entityId, entityName, counter, value);
    }

    function openAddCounter(entityId: string, entityName: string) {
        addCounterDialog.openFor(entityId, entityName);
    }

    function openCounterPad(entityId: string, entityName: string, counter: string, counterLabel: string) {
        counterPad.openFor(entityId, entityName, counter, counterLabel);
    }

    function openDice() {
        diceSheet.open();
    }

    function openRules() {
        rulesSheet.openSearch(ActiveSession.gameId);
    }

    // The first player's first counter, as if its value had been tapped and
    // then "Type the new value" on the pad.
    function editFirstCounter(): bool {
        const card = entityCards.itemAt(0);
        if (card === null || !card.editFirstCounter())
            return false;
        counterPad.typeValue();
        return true;
    }

    // A sheet over the table (the app tour): the pad on the first figure's
    // first counter, the dice after a roll, the rules of the game.
    function showSheetStop(stop: string): bool {
        switch (stop) {
        case "counter-pad":
            {
                const entities = ActiveSession.entities;
                for (let row = 0; row < entities.count; ++row) {
                    const index = entities.index(row, 0);
                    const counters = entities.data(index, EntityListModel.CountersRole);
                    if (counters === null || counters === undefined || counters.count === 0)
                        continue;
                    const counter = counters.data(counters.index(0, 0), CounterListModel.NameRole);
                    root.openCounterPad(entities.data(index, EntityListModel.EntityIdRole),
                                        entities.data(index, EntityListModel.NameRole), counter, counter);
                    return true;
                }
                return false;
            }
        case "dice-sheet":
            root.openDice();
            diceSheet.tray.physicalMode = false;
            diceSheet.tray.notation = "2d6";
            return diceSheet.tray.hasResult || diceSheet.tray.roll();
        case "rules-sheet":
            root.openRules();
            return rulesSheet.searchView !== null;
        }
        return false;
    }

    function addCounterToFirst(): bool {
        const card = entityCards.itemAt(0);
        if (card === null)
            return false;
        root.openAddCounter(card.entityId, card.name);
        return true;
    }

    function closePopups() {
        counterValueDialog.close();
        addCounterDialog.close();
        counterPad.close();
        diceSheet.close();
        rulesSheet.close();
        if (tableLoader.item)
            tableLoader.item.closePopups();
    }

    // A stop of the game's own views (the app tour).
    function showGameStop(stop: string): bool {
        root.showCounters = false;
        return tableLoader.item !== null && tableLoader.item.showStop(stop);
    }

    function pushPage(page: Component, properties: var) {
        root.StackView.view.push(page, properties, Theme.motion > 0 ? StackView.PushTransition : StackView.Immediate);
    }

    background: Rectangle {
        color: Theme.background
    }

    header: PageHeader {
        showBack: true
        title: ActiveSession.title
        subtitle: qsTr("%1 · %2").arg(ActiveSession.gameName).arg(ActiveSession.players)
        onBackRequested: root.backRequested()

        ActionButton {
            objectName: "undoButton"
            iconPath: Icons.undo
            text: root.wide ? qsTr("Undo") : ""
            Accessible.name: qsTr("Undo")
            enabled: ActiveSession.canUndo
            onClicked: ActiveSession.undo()
        }

        ActionButton {
            objectName: "redoButton"
            iconPath: Icons.redo
            text: root.wide ? qsTr("Redo") : ""
            Accessible.name: qsTr("Redo")
            enabled: ActiveSession.canRedo
            onClicked: ActiveSession.redo()
        }

        ActionButton {
            objectName: "viewSwitch"
            visible: root.hasGameTable
            iconPath: root.showCounters ? Icons.table : Icons.counters
            text: root.showCounters ? qsTr("Table") : qsTr("Counters")
            onClicked: root.showCounters = !root.showCounters
        }

        ActionButton {
            objectName: "logButton"
            iconPath: Icons.log
            text: qsTr("Log")
            onClicked: root.logRequested()
        }

        ActionButton {
            objectName: "storyButton"
            iconPath: Icons.play
            text: root.wide ? qsTr("Story") : ""
            Accessible.name: qsTr("The story of this game")
            onClicked: root.storyRequested()
        }

        ActionButton {
            objectName: "diceButton"
            iconPath: Icons.dice
            text: root.wide ? qsTr("Dice") : ""
            Accessible.name: qsTr("Dice over the table")
            onClicked: root.openDice()
        }

        ActionButton {
            objectName: "tableModeButton"
            iconPath: "M7.5 2.5 H16.5 V21.5 H7.5 Z M11 18.5 H13" // a phone: players join from theirs
            text: root.wide ? qsTr("Phones") : ""
            Accessible.name: qsTr("Table mode: players join from their phones")
            onClicked: tableSheet.openTable()
        }

        ActionButton {
            objectName: "rulesButton"
            iconPath: Icons.rules
            text: root.wide ? qsTr("Rules") : ""
            Accessible.name: qsTr("Rules of this game")
            onClicked: root.openRules()
        }
    }

    Loader {
        id: tableLoader

        objectName: "gameTable"
        anchors.fill: parent
        visible: root.showingTable
        active: root.hasGameTable
        source: root.gameTable
    }

    Connections {
        target: tableLoader.item
        ignoreUnknownSignals: true

        function onRuleRequested(ruleId: string) {
            root.ruleRequested(ruleId);
        }

        function onPageRequested(page: Component, properties: var) {
            root.pushPage(page, properties);
        }
    }

    Flickable {
        id: flickable

        anchors.fill: parent
        visible: !root.showingTable
        contentWidth: width
        contentHeight: content.implicitHeight + 2 * Theme.margin
        boundsBehavior: Flickable.StopAtBounds
        clip: true

        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: content

            x: Theme.margin
            y: Theme.margin
            width: flickable.width - 2 * Theme.margin
            spacing: Theme.spacing

            ErrorBanner {
                Layout.fillWidth: true
                objectName: "sessionError"
                message: ActiveSession.error
                ruleId: ActiveSession.errorRule
                onRuleRequested: ruleId => root.ruleRequested(ruleId)
                onDismissed: ActiveSession.clearError()
            }

            GridLayout {
                Layout.fillWidth: true
                columns: root.wide ? 2 : 1
                columnSpacing: Theme.spacing
                rowSpacing: Theme.spacing

                // A positioner, not a layout: the entities change when a session
                // closes or opens while this view is hidden under the table, and a
                // Qt 6.4 layout keeps hidden children it was never told are gone
                // (a crash at the next resize).
                Grid {
                    id: entityGrid

                    readonly property real cardWidth: (width - (columns - 1) * columnSpacing) / columns

                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignTop
                    // From the page's width, not the grid's own, which depends on the columns.
                    columns: Math.max(1, Math.floor((content.width - (root.wide ? root.sideWidth + Theme.spacing : 0)) / 340))
                    columnSpacing: Theme.spacing
                    rowSpacing: Theme.spacing

                    Repeater {
                        id: entityCards

                        model: ActiveSession.entities

                        delegate: EntityCard {
                            width: entityGrid.cardWidth
                            onAdjustRequested: (entityId, counter, delta) => ActiveSession.adjustCounter(entityId, counter, delta)
                            // A tap on the number opens the pad: any change in one tap, one record.
                            onEditRequested: (entityId, entityName, counter, value) => root.openCounterPad(entityId, entityName, counter, counter)
                            onAddCounterRequested: (entityId, entityName) => root.openAddCounter(entityId, entityName)
                        }
                    }
                }

                ColumnLayout {
                    Layout.fillWidth: !root.wide
                    Layout.preferredWidth: root.wide ? root.sideWidth : -1
                    Layout.alignment: Qt.AlignTop
                    spacing: Theme.spacing

                    SurfaceCard {
                        Layout.fillWidth: true
                        implicitHeight: rollsColumn.implicitHeight + 2 * padding

                        ColumnLayout {
                            id: rollsColumn

                            anchors.fill: parent
                            anchors.margins: parent.padding
                            spacing: Theme.gap

                            RowLayout {
                                Layout.fillWidth: true

                                HeadingLabel {
                                    Layout.fillWidth: true
                                    text: qsTr("Dice rolls")
                                }

                                ActionButton {
                                    kind: ActionButton.Quiet
                                    iconPath: Icons.dice
                                    text: qsTr("Roll")
                                    Accessible.name: qsTr("Roll dice")
                                    onClicked: root.openDice()
                                }
                            }

                            BodyLabel {
                                Layout.fillWidth: true
                                visible: rollList.count === 0
                                muted: true
                                text: qsTr("No rolls in this session yet.")
                            }

                            ListView {
                                id: rollList

                                Layout.fillWidth: true
                                Layout.preferredHeight: Math.min(contentHeight, 300)
                                visible: count > 0
                                clip: true
                                interactive: contentHeight > height
                                model: ActiveSession.rolls
                                // Rows below the view were built asynchronously and, when a session switch
                                // shortened the list mid-build, Qt warned about the cancelled row.
                                cacheBuffer: 0
                                boundsBehavior: Flickable.StopAtBounds

                                delegate: RollDelegate {
                                    width: ListView.view.width
                                }
                            }
                        }
                    }

                    SurfaceCard {
                        Layout.fillWidth: true
                        implicitHeight: notesColumn.implicitHeight + 2 * padding

                        ColumnLayout {
                            id: notesColumn

                            anchors.fill: parent
                            anchors.margins: parent.padding
                            spacing: Theme.gap

                            HeadingLabel {
                                Layout.fillWidth: true
                                text: qsTr("Notes")
                            }

                            RowLayout {
                                Layout.fillWidth: true
                                spacing: Theme.gap

                                InputField {
                                    id: noteField

                                    objectName: "noteField"
                                    Layout.fillWidth: true
                                    font.pixelSize: Theme.fontBody
                                    placeholderText: qsTr("Write a note")
                                    onAccepted: addNoteButton.clicked()
                                }

                                ActionButton {
                                    id: addNoteButton

                                    objectName: "addNoteButton"
                                    iconPath: Icons.plus
                                    Accessible.name: qsTr("Add note")
                                    enabled: noteField.text.trim().length > 0
                                    onClicked: {
                                        if (ActiveSession.addNote(noteField.text))
                                            noteField.clear();
                                    }
                                }
                            }

                            // In a positioner for the reason given at the entity grid.
                            Column {
                                id: notesList

                                Layout.fillWidth: true
                                spacing: Theme.gap

                                Repeater {
                                    model: ActiveSession.notes

                                    delegate: NoteDelegate {
                                        width: notesList.width
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    Connections {
        target: TableSheets

        function onCounterPadRequested(entityId: string, entityName: string, counter: string, counterLabel: string) {
            root.openCounterPad(entityId, entityName, counter, counterLabel);
        }
    }

    CounterValueDialog {
        id: counterValueDialog
    }

    CounterPadSheet {
        id: counterPad

        objectName: "counterPadSheet"
        onTypeValueRequested: (entityId, entityName, counter, value) => root.openCounterEditor(entityId, entityName, counter, value)
    }

    DiceSheet {
        id: diceSheet

        objectName: "diceSheet"
    }

    RuleSheet {
        id: rulesSheet

        objectName: "rulesSheet"
    }

    AddCounterDialog {
        id: addCounterDialog
    }

    TableSheet {
        id: tableSheet

        objectName: "tableSheet"
    }
}
