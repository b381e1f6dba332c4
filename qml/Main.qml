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

    function showSection(index: int) {
        window.section = index;
    }

    function openSession() {
        homeStack.push(sessionPage);
    }

    // --self-test and --screenshot: no animations, so each view settles at once.
    function prepareTour() {
        Theme.motion = 0;
    }

    function resetViews() {
        homePage.closePopups();
        homeStack.pop(null, StackView.Immediate);
        rulesStack.pop(null, StackView.Immediate);
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
            return showSessionStop(stop);
        case "dice":
        case "dice-error":
        case "dice-physical":
        case "dice-refusal":
            return showDiceStop(stop);
        case "rules":
        case "rule-entry":
            return showRulesStop(stop);
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
        const page = homeStack.push(sessionPage, {}, StackView.Immediate);
        return page.showGameStop(stop);
    }

    function showSessionStop(stop: string): bool {
        showSection(0);
        if (!ActiveSession.isOpen)
            return false;
        ActiveSession.clearError();
        const page = homeStack.push(sessionPage, {}, StackView.Immediate);
        switch (stop) {
        case "session-refusal":
            // Something the engine refuses, so the banner with its rule link shows.
            return !ActiveSession.adjustCounter("nobody", "Health", -1) && ActiveSession.error.length > 0;
        case "counter-editor":
            return page.editFirstCounter();
        case "add-counter":
            return page.addCounterToFirst();
        case "session-log":
            homeStack.push(sessionLogPage, {}, StackView.Immediate);
            return true;
        }
        return true;
    }

    function showDiceStop(stop: string): bool {
        showSection(1);
        const tray = dicePage.tray;
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
        rulesPage.gameFilter = "";
        rulesPage.searchFor("push");
        if (rulesPage.results.count === 0)
            return false;
        if (stop === "rule-entry")
            rulesStack.push(ruleEntryPage, { "entryId": rulesPage.results.entryIdAt(0) }, StackView.Immediate);
        return true;
    }

    width: 1280
    height: 800
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
                onSelected: index => window.showSection(index)
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
                    }
                }

                DiceTrayPage {
                    id: dicePage
                }

                PageStack {
                    id: rulesStack

                    initialItem: RulesPage {
                        id: rulesPage

                        onEntryRequested: entryId => rulesStack.push(ruleEntryPage, { "entryId": entryId })
                    }
                }

                SettingsPage {
                    id: settingsPage
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
            onSelected: index => window.showSection(index)
        }
    }

    Component {
        id: sessionPage

        SessionPage {
            onBackRequested: homeStack.pop()
            onLogRequested: homeStack.push(sessionLogPage)
            onDiceRequested: window.showSection(1)
            onRuleRequested: ruleId => homeStack.push(ruleEntryPage, { "entryId": ruleId })
        }
    }

    Component {
        id: sessionLogPage

        SessionLogPage {
            onBackRequested: homeStack.pop()
        }
    }

    Component {
        id: ruleEntryPage

        RuleEntryPage {
            onBackRequested: StackView.view.pop()
        }
    }
}
