import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The Exiled Legends table inside the session screen: where the game stands
// and what may be done now (turn strip, setup steps, the open attack with its
// ability windows, a pending Champion choice, the Action phase's actions and
// the attack builder) beside every player's play area. Landscape puts the
// play areas on the left; portrait stacks them below.
Item {
    id: root

    readonly property bool wide: width >= 1000
    readonly property int controlsWidth: 470
    // The panel a tour stop wants in view, scrolled to once laid out.
    property Item scrollTarget: null

    signal ruleRequested(string ruleId)
    signal pageRequested(Component page, var properties)

    // A declared attack of an earlier stop is taken back, so every stop
    // starts from the demo's Action phase.
    function backToActionPhase() {
        if (tableModel.attackStep > 0 && ActiveSession.canUndo)
            ActiveSession.undo();
        ActiveSession.clearError();
    }

    function firstTarget(wanted: var): var {
        for (let i = 0; i < attackBuilder.players.count; ++i) {
            const player = attackBuilder.players.get(i);
            for (const target of player.targets)
                if (wanted(player, target))
                    return target;
        }
        return null;
    }

    // One of the game's tour stops (GameScreens::tourStops); false when it
    // could not be shown.
    function showStop(stop: string): bool {
        switch (stop) {
        case "legends-table":
            root.backToActionPhase();
            attackBuilder.attackType = "precise";
            attackBuilder.clear();
            root.scrollTo(null);
            return tableModel.stage === "play";
        case "legends-attack":
            {
                root.backToActionPhase();
                attackBuilder.attackType = "mass";
                attackBuilder.clear();
                const champion = root.firstTarget((player, target) => !player.own && target.position === "champion" && target.legal);
                if (!champion || !attackBuilder.toggle(champion.id))
                    return false;
                // A Support whose Champion is not chosen: the builder says why not.
                const support = root.firstTarget((player, target) => !player.own && target.position === "support" && !target.legal);
                if (support)
                    attackBuilder.toggle(support.id);
                root.scrollTo(attackPanel);
                return attackBuilder.available;
            }
        case "legends-trigger":
            {
                if (tableModel.attackStep === 0) {
                    attackBuilder.attackType = "precise";
                    attackBuilder.clear();
                    const champion = root.firstTarget((player, target) => !player.own && target.legal);
                    if (!champion || !attackBuilder.toggle(champion.id) || !attackBuilder.declare())
                        return false;
                }
                root.scrollTo(windowPanel);
                return tableModel.window.count > 0;
            }
        case "legends-card-editor":
            root.pageRequested(cardEditor, {});
            return true;
        }
        return false;
    }

    function closePopups() {
    }

    // A declared attack brings its window into view; a resolved one, the turn
    // strip that says what it did (the panels in between shrink away).
    readonly property int attackStep: tableModel.attackStep
    onAttackStepChanged: {
        if (attackStep > 0)
            scrollTo(windowPanel);
        else if (tableModel.lastAttack.shown)
            scrollTo(turnPanel);
    }

    // After every game action (or undo) the page starts at its top, where the
    // turn strip says what the tap did and offers the next step, however far
    // down the finger was (an Action low in the panel). A hand correction of a
    // counter changes no game data and keeps the page where it is: the +1
    // beside a hero must stay under the finger for the next tap.
    property int gameDataSeen: -1

    Connections {
        target: ActiveSession

        function onStateChanged() {
            const revision = ActiveSession.gameDataRevision;
            if (revision === root.gameDataSeen)
                return;
            root.gameDataSeen = revision;
            root.scrollTo(tableModel.attackStep > 0 ? windowPanel : null);
        }
    }

    // A flick or wheel scroll still running would carry the page on.
    function scrollTo(item: Item) {
        root.scrollTarget = item;
        flickable.cancelFlick();
        flickable.contentY = 0;
        scrollTimer.restart();
    }

    LegendsTableModel {
        id: tableModel

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

    LegendsAttackBuilder {
        id: attackBuilder

        session: ActiveSession
    }

    // Layouts settle after the state changes; scroll once they have.
    Timer {
        id: scrollTimer

        interval: 40
        onTriggered: {
            if (root.scrollTarget === null || !root.scrollTarget.visible)
                return;
            // Layouts place their children when the window is polished for the
            // next frame; an off-screen tour or a grab may come before that, so
            // the layouts from the content down to the target settle here first.
            const chain = [];
            for (let item = root.scrollTarget; item !== null && item !== content; item = item.parent)
                chain.unshift(item);
            content.ensurePolished();
            for (const item of chain)
                item.ensurePolished();
            const y = root.scrollTarget.mapToItem(content, 0, 0).y;
            flickable.contentY = Math.max(0, Math.min(y - Theme.gap, flickable.contentHeight - flickable.height));
        }
    }

    Component {
        id: cardEditor

        LegendsCardEditorPage {
        }
    }

    Flickable {
        id: flickable

        objectName: "legendsTableFlickable"
        anchors.fill: parent
        contentWidth: width
        // Never shorter than what is in view (a page that loses lines while
        // scrolled down keeps its place), and room below for the refusal
        // floating over the foot of the page.
        contentHeight: Math.max(content.implicitHeight + 2 * Theme.margin, flickable.contentY + flickable.height)
        bottomMargin: refusal.room
        boundsBehavior: Flickable.StopAtBounds
        clip: true

        ScrollBar.vertical: ScrollBar {
        }

        ColumnLayout {
            id: content

            x: Theme.margin
            y: Theme.margin
            width: flickable.width - 2 * Theme.margin
            spacing: Theme.spacing

            Rectangle {
                Layout.fillWidth: true
                visible: tableModel.stage === "over"
                implicitHeight: winnerLabel.implicitHeight + 2 * Theme.margin
                radius: Theme.radius
                color: Theme.accent

                Label {
                    id: winnerLabel

                    anchors.centerIn: parent
                    width: parent.width - 2 * Theme.margin
                    horizontalAlignment: Text.AlignHCenter
                    text: tableModel.drawn ? qsTr("Nobody is left: a draw") : qsTr("%1 wins!").arg(tableModel.winnerName)
                    font.pixelSize: Theme.fontCounter
                    font.bold: true
                    color: Theme.onAccent
                    wrapMode: Text.Wrap
                }
            }

            GridLayout {
                Layout.fillWidth: true
                columns: root.wide ? 2 : 1
                // Landscape: the controls (first child) go to the right.
                layoutDirection: root.wide ? Qt.RightToLeft : Qt.LeftToRight
                columnSpacing: Theme.spacing
                rowSpacing: Theme.spacing

                ColumnLayout {
                    Layout.fillWidth: !root.wide
                    Layout.preferredWidth: root.wide ? root.controlsWidth : -1
                    Layout.maximumWidth: root.wide ? root.controlsWidth : Number.POSITIVE_INFINITY
                    Layout.alignment: Qt.AlignTop
                    spacing: Theme.spacing

                    LegendsTurnPanel {
                        id: turnPanel

                        Layout.fillWidth: true
                        table: tableModel
                        onEditCardsRequested: root.pageRequested(cardEditor, {})
                    }

                    LegendsSetupPanel {
                        objectName: "legendsSetupPanel"
                        Layout.fillWidth: true
                        visible: tableModel.stage === "setup" || tableModel.stage === "draft"
                        table: tableModel
                        newCards: newCardOffers
                        newCardDialog: newCardDialog
                    }

                    LegendsChampionChoice {
                        Layout.fillWidth: true
                        visible: tableModel.championChoice.shown
                        table: tableModel
                    }

                    LegendsByHandPanel {
                        objectName: "legendsByHandPanel"
                        Layout.fillWidth: true
                        visible: tableModel.byHand.shown
                        table: tableModel
                    }

                    LegendsDrawCorrection {
                        objectName: "legendsDrawCorrection"
                        Layout.fillWidth: true
                        visible: tableModel.drawCorrections.count > 0
                        table: tableModel
                        newCards: newCardOffers
                        newCardDialog: newCardDialog
                    }

                    LegendsWindowPanel {
                        id: windowPanel

                        Layout.fillWidth: true
                        visible: tableModel.attackStep > 0
                        table: tableModel
                    }

                    LegendsActionsPanel {
                        Layout.fillWidth: true
                        visible: tableModel.stage === "play" && (tableModel.phase === "beginning" || tableModel.phase === "action")
                        table: tableModel
                        onRuleRequested: ruleId => root.ruleRequested(ruleId)
                    }

                    LegendsAttackPanel {
                        id: attackPanel

                        Layout.fillWidth: true
                        visible: attackBuilder.available
                        builder: attackBuilder
                        onRuleRequested: ruleId => root.ruleRequested(ruleId)
                    }
                }

                // A positioner over delegates kept by seat: a layout whose
                // Repeater rebuilds its delegates can be left holding a deleted
                // one in Qt 6.4's polish pass (a crash on the real window). The
                // players' list only says which seat changed, so a counter on
                // one hero refills that one play area in place.
                Column {
                    id: playerAreas

                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignTop
                    spacing: Theme.spacing

                    Repeater {
                        model: tableModel.players

                        delegate: LegendsPlayerArea {
                            required property int index
                            required property var value

                            objectName: "legendsPlayerArea-" + index
                            width: playerAreas.width
                            player: value
                            onAdjustRequested: (entityId, counter, delta) => tableModel.adjust(entityId, counter, delta)
                        }
                    }
                }
            }
        }
    }

    FloatingRefusal {
        id: refusal

        objectName: "legendsError"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.margin
        onRuleRequested: ruleId => root.ruleRequested(ruleId)
    }
}
