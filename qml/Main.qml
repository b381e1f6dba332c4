import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The window: a rail of sections on the left in landscape, a bar at the
// bottom in portrait, and the four sections (Home with its session pages,
// Dice, Rules with its entry pages, Settings).
ApplicationWindow {
    id: window

    readonly property bool landscape: width >= height
    property int section: 0

    // Labels without a size of their own follow the large-text setting too;
    // without it the platform's size is left alone.
    Binding {
        target: window
        property: "font.pointSize"
        when: Preferences.largeText && Qt.application.font.pointSize > 0
        value: Qt.application.font.pointSize * Theme.textScale
        restoreMode: Binding.RestoreBindingOrValue
    }
    // The sections opened so far, one bit each: a section is built the first
    // time it is shown. Pages are named by URL, not by type, so that the QML
    // type loader does not compile them before the first frame either.
    property int builtSections: 1
    readonly property var dicePage: diceLoader.item
    readonly property var rulesStack: rulesLoader.item
    readonly property var rulesPage: rulesLoader.item ? rulesLoader.item.rulesPage : null
    readonly property var transition: Theme.motion > 0 ? StackView.PushTransition : StackView.Immediate

    function showSection(index: int) {
        window.builtSections = window.builtSections | (1 << index);
        window.section = index;
    }

    // A tap on a section shows it as it was left (the open session stays
    // under Home while the dice are rolled); a tap on Home while Home shows
    // goes back to the list of sessions.
    function selectSection(index: int) {
        if (index === 0 && window.section === 0 && homeStack.depth > 1)
            homeStack.pop(null, window.transition);
        showSection(index);
    }

    function showRuleSheet(ruleId: string) {
        ruleSheet.openEntry(ruleId);
    }

    function openSession() {
        pushSessionPage(window.transition);
    }

    function pushSessionPage(operation: var): var {
        const page = homeStack.push(Qt.resolvedUrl("pages/SessionPage.qml"), {}, operation);
        page.backRequested.connect(() => homeStack.pop());
        page.logRequested.connect(() => pushSessionLog(window.transition));
        page.storyRequested.connect(() => pushStory(ActiveSession.sessionId, window.transition));
        page.ruleRequested.connect(ruleId => window.showRuleSheet(ruleId));
        return page;
    }

    function pushSessionLog(operation: var): var {
        const page = homeStack.push(Qt.resolvedUrl("pages/SessionLogPage.qml"), {}, operation);
        page.backRequested.connect(() => homeStack.pop());
        return page;
    }

    // The history's pages (qml/history/): a game's story, its replay, the
    // figures across sessions.
    function pushStory(sessionId: int, operation: var): var {
        const page = homeStack.push(Qt.resolvedUrl("history/StoryPage.qml"), { "sessionId": sessionId }, operation);
        page.backRequested.connect(() => homeStack.pop());
        page.replayRequested.connect(id => pushReplay(id, window.transition));
        return page;
    }

    function pushReplay(sessionId: int, operation: var): var {
        const page = homeStack.push(Qt.resolvedUrl("history/ReplayPage.qml"), { "sessionId": sessionId }, operation);
        page.backRequested.connect(() => homeStack.pop());
        return page;
    }

    function pushHistory(operation: var): var {
        const page = homeStack.push(Qt.resolvedUrl("history/StatsPage.qml"), {}, operation);
        page.backRequested.connect(() => homeStack.pop());
        return page;
    }

    function pushRuleEntry(stack: var, entryId: string, operation: var): var {
        const page = stack.push(Qt.resolvedUrl("pages/RuleEntryPage.qml"), { "entryId": entryId }, operation);
        page.backRequested.connect(() => stack.pop());
        return page;
    }

    // --self-test and --screenshot: no animations, so each view settles at once.
    function prepareTour() {
        Theme.motion = 0;
    }

    function resetViews() {
        ruleSheet.close();
        homePage.closePopups();
        homeStack.pop(null, StackView.Immediate);
        if (window.rulesStack)
            window.rulesStack.pop(null, StackView.Immediate);
    }

    // One view of the tour that the self-test and the screenshots take
    // (the stop names are listed in AppTour.cpp). False when the view
    // could not be shown.
    function showStop(stop: string): bool {
        resetViews();
        switch (stop) {
        case "home":
            showSection(0);
            return true;
        case "new-session":
            showSection(0);
            homePage.openNewSessionSheet();
            return true;
        case "new-session-players":
            showSection(0);
            homePage.openNewSessionSheet();
            return homePage.newSessionSheet.chooseFirstPlayable();
        case "confirm-delete":
            showSection(0);
            return homePage.confirmDeleteFirst();
        case "session":
        case "session-refusal":
        case "counter-editor":
        case "add-counter":
        case "session-log":
        case "story":
        case "replay":
            return showSessionStop(stop);
        case "history":
            showSection(0);
            pushHistory(StackView.Immediate);
            return true;
        case "dice":
        case "dice-error":
        case "dice-physical":
        case "dice-refusal":
            return showDiceStop(stop);
        case "rules":
        case "rule-entry":
            return showRulesStop(stop);
        case "rule-sheet":
        case "counter-pad":
        case "dice-sheet":
        case "rules-sheet":
            return showSessionStop(stop);
        case "settings":
            showSection(3);
            return true;
        }
        return showGameStop(stop);
    }

    // A game's own views (GameScreens::tourStops); the tour has opened that
    // game's demo session.
    function showGameStop(stop: string): bool {
        showSection(0);
        if (!ActiveSession.isOpen || !ActiveSession.hasGameTable)
            return false;
        ActiveSession.clearError();
        const page = pushSessionPage(StackView.Immediate);
        return page.showGameStop(stop);
    }

    function showSessionStop(stop: string): bool {
        showSection(0);
        if (!ActiveSession.isOpen)
            return false;
        ActiveSession.clearError();
        const page = pushSessionPage(StackView.Immediate);
        switch (stop) {
        case "session-refusal":
            // Something the engine refuses, so the banner with its rule link shows.
            return !ActiveSession.adjustCounter("nobody", "Health", -1) && ActiveSession.error.length > 0;
        case "counter-editor":
            return page.editFirstCounter();
        case "add-counter":
            return page.addCounterToFirst();
        case "session-log":
            pushSessionLog(StackView.Immediate);
            return true;
        case "story":
            pushStory(ActiveSession.sessionId, StackView.Immediate);
            return true;
        case "replay":
            pushReplay(ActiveSession.sessionId, StackView.Immediate);
            return true;
        case "rule-sheet":
            // As a rule link inside a dialog opens it: above the dialog.
            if (!page.editFirstCounter())
                return false;
            showRuleSheet("core.undo");
            return true;
        case "counter-pad":
        case "dice-sheet":
        case "rules-sheet":
            return page.showSheetStop(stop);
        }
        return true;
    }

    function showDiceStop(stop: string): bool {
        showSection(1);
        const tray = window.dicePage.tray;
        switch (stop) {
        case "dice":
            tray.physicalMode = false;
            tray.notation = "2d6+1";
            return tray.hasResult || tray.roll();
        case "dice-error":
            tray.physicalMode = false;
            tray.notation = "2d6+x";
            return tray.notationError.length > 0;
        case "dice-physical":
            tray.physicalMode = true;
            tray.notation = "2d6";
            return true;
        case "dice-refusal":
            tray.physicalMode = true;
            tray.notation = "2d6";
            return !tray.enterFaces(["4", "7"]) && tray.entryError.length > 0;
        }
        return false;
    }

    function showRulesStop(stop: string): bool {
        showSection(2);
        const rules = window.rulesPage;
        rules.gameFilter = "";
        rules.searchFor("push");
        if (rules.results.count === 0)
            return false;
        if (stop === "rule-entry")
            pushRuleEntry(window.rulesStack, rules.results.entryIdAt(0), StackView.Immediate);
        return true;
    }

    // A tablet-sized window, never larger than the screen it opens on; the
    // place and size the player left it in win when they still fit.
    width: Math.min(1280, Screen.desktopAvailableWidth)
    height: Math.min(800, Screen.desktopAvailableHeight)
    minimumWidth: 360
    minimumHeight: 480
    visible: true
    title: qsTr("Arbiter")
    color: Theme.background

    palette.window: Theme.background
    palette.windowText: Theme.text
    palette.base: Theme.surface
    palette.alternateBase: Theme.surfaceRaised
    palette.text: Theme.text
    palette.button: Theme.surfaceRaised
    palette.buttonText: Theme.text
    palette.brightText: Theme.onAccent
    palette.highlight: Theme.accent
    palette.highlightedText: Theme.onAccent
    palette.placeholderText: Theme.textMuted
    palette.toolTipBase: Theme.surfaceRaised
    palette.toolTipText: Theme.text
    palette.light: Theme.surface
    palette.midlight: Theme.surfaceRaised
    palette.mid: Theme.outline
    palette.dark: Theme.textMuted
    palette.shadow: "#000000"
    palette.link: Theme.accent

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 0

            SectionNavigation {
                objectName: "sectionRail"
                Layout.fillHeight: true
                Layout.preferredWidth: Theme.railWidth
                visible: window.landscape
                vertical: true
                current: window.section
                onSelected: index => window.selectSection(index)
            }

            StackLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                currentIndex: window.section

                PageStack {
                    id: homeStack

                    initialItem: HomePage {
                        id: homePage

                        onSessionOpened: window.openSession()
                        onHistoryRequested: window.pushHistory(window.transition)
                    }
                }

                Loader {
                    id: diceLoader

                    active: (window.builtSections & 2) !== 0
                    source: "pages/DiceTrayPage.qml"
                }

                Loader {
                    id: rulesLoader

                    active: (window.builtSections & 4) !== 0
                    source: "pages/RulesSection.qml"
                }

                Loader {
                    active: (window.builtSections & 8) !== 0
                    source: "pages/SettingsPage.qml"
                }
            }
        }

        SectionNavigation {
            objectName: "sectionBar"
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.barHeight + Theme.gap
            visible: !window.landscape
            vertical: false
            current: window.section
            onSelected: index => window.selectSection(index)
        }
    }

    RuleSheet {
        id: ruleSheet
    }

    Component.onCompleted: {
        const saved = Preferences.windowGeometry();
        const fits = saved.width >= window.minimumWidth && saved.height >= window.minimumHeight
            && saved.width <= Screen.desktopAvailableWidth && saved.height <= Screen.desktopAvailableHeight;
        if (!fits)
            return;
        window.x = saved.x;
        window.y = saved.y;
        window.width = saved.width;
        window.height = saved.height;
    }
    onClosing: Preferences.setWindowGeometry(Qt.rect(window.x, window.y, window.width, window.height))

    // A session closed under its page (a backup restored, another database
    // opened) would leave an empty page with no title: the list of sessions
    // takes its place.
    Connections {
        target: ActiveSession

        function onOpenChanged() {
            if (!ActiveSession.isOpen && homeStack.depth > 1)
                homeStack.pop(null, StackView.Immediate);
        }
    }

    Connections {
        target: rulesLoader.item

        function onEntryRequested(entryId: string) {
            window.pushRuleEntry(window.rulesStack, entryId, window.transition);
        }
    }
}
