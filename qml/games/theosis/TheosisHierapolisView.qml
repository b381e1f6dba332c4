import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Hierapolis at the table: whose placement it is and the heroes to send,
// the locations with who stands where, the alignment tracks, the Market, and
// every player's purse, powers and hero mats; the decision the table owes,
// the sealed bid for the artifact and the gold on the mats after the sixth
// turn. A placement is a hero, a location and that location's questions;
// every verdict is the engine's, and a refusal shows with its rule.
Item {
    id: root

    readonly property bool wide: width >= 1000
    property alias table: controller
    property alias placementDialog: placementDialog
    property alias bidDialog: bidDialog

    signal ruleRequested(string ruleId)
    signal pageRequested(Component page, var properties)

    // One of the game's tour stops (GameScreens::tourStops); false when it
    // could not be shown. Only the view's own choices change, never the game.
    function showStop(stop: string): bool {
        root.closePopups();
        flickable.contentY = 0;
        switch (stop) {
        case "theosis-hierapolis":
            return root.openSessionWhere(() => controller.phase === "hierapolis" && controller.placeableHeroes.length > 0);
        case "theosis-placement":
            {
                if (!root.openSessionWhere(() => controller.phase === "hierapolis" && controller.placeableHeroes.length > 0))
                    return false;
                // The Market with an item the hero's mat takes, as the engine says.
                const hero = controller.hero(controller.placeableHeroes[0]);
                root.chooseHero(hero.id);
                if (!root.tapLocation("market"))
                    return false;
                for (let i = 0; i < controller.market.count; ++i) {
                    const item = controller.market.get(i);
                    for (let s = 0; s < hero.slots.length; ++s) {
                        const slot = hero.slots[s].id;
                        if (controller.placementVerdict(hero.id, "market", "", false, "", "", -1, "", item.id, hero.id, slot, [], [], "", 0, 0, "").ok) {
                            placementDialog.choose(item.id, hero.id, slot);
                            return true;
                        }
                    }
                }
                return true;
            }
        case "theosis-bidding":
            if (!root.openSessionWhere(() => controller.phase === "bidding" && controller.artifact.id.length > 0))
                return false;
            root.openBidding();
            return bidDialog.visible;
        case "theosis-allocation":
            return root.openSessionWhere(() => controller.phase === "allocation" && !controller.fast);
        }
        return false;
    }

    function closePopups() {
        placementDialog.close();
        bidDialog.close();
        controller.selectHero("");
    }

    // The tour's demo sessions show one moment each; a stop that needs
    // another moment of Hierapolis opens the Theosis session of the library
    // that is at it (only sessions still in Hierapolis, so this view stays).
    function openSessionWhere(wanted: var): bool {
        if (controller.active && wanted())
            return true;
        const current = ActiveSession.sessionId;
        const sessions = SessionLibrary.sessions;
        for (let row = 0; row < sessions.count; ++row) {
            const id = sessions.data(sessions.index(row, 0), SessionListModel.SessionIdRole);
            const game = sessions.data(sessions.index(row, 0), SessionListModel.GameRole);
            const title = sessions.data(sessions.index(row, 0), SessionListModel.TitleRole);
            if (game !== "theosis" || id === current || String(title).indexOf("Hierapolis") < 0)
                continue;
            if (ActiveSession.open(id) && wanted())
                return true;
        }
        ActiveSession.open(current);
        return false;
    }

    // The first tap: which hero goes.
    function chooseHero(heroId: string) {
        ActiveSession.clearError();
        controller.selectHero(heroId);
    }

    // The second tap: where to. Opens the location's questions.
    function tapLocation(locationId: string): bool {
        if (controller.selectedHero.length === 0)
            return false;
        for (let i = 0; i < controller.locations.count; ++i) {
            const location = controller.locations.get(i);
            if (location.id === locationId) {
                placementDialog.start(location, controller.selectedHero);
                return true;
            }
        }
        return false;
    }

    function openBidding() {
        bidDialog.start();
    }

    NewCardOffers {
        id: newCardOffers

        session: ActiveSession
    }

    NewCardDialog {
        id: newCardDialog

        offers: newCardOffers
    }

    TheosisHierapolisController {
        id: controller

        objectName: "theosisHierapolisController"
        session: ActiveSession
    }

    TheosisPrepLabels {
        id: labels
    }

    Flickable {
        id: flickable

        anchors.fill: parent
        contentWidth: width
        contentHeight: grid.implicitHeight + 2 * Theme.margin
        clip: true
        boundsBehavior: Flickable.StopAtBounds

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
                Layout.preferredWidth: root.wide ? 3 : 1
                Layout.alignment: Qt.AlignTop
                spacing: Theme.spacing

                // What is due now.
                SurfaceCard {
                    Layout.fillWidth: true
                    implicitHeight: statusColumn.implicitHeight + 2 * padding

                    ColumnLayout {
                        id: statusColumn

                        anchors.fill: parent
                        anchors.margins: parent.padding
                        spacing: Theme.gap

                        RowLayout {
                            Layout.fillWidth: true
                            spacing: Theme.spacing

                            // Top-aligned: centred, the column kept the place it had while the
                            // initiative text beside it still wrapped on a narrow first layout,
                            // and the turn number sat under the progress bar.
                            ColumnLayout {
                                Layout.alignment: Qt.AlignTop
                                spacing: 0

                                Label {
                                    text: qsTr("Turn")
                                    font.pixelSize: Theme.fontSmall
                                    color: Theme.textMuted
                                }

                                Label {
                                    objectName: "hierapolisTurn"
                                    text: qsTr("%1 of %2").arg(controller.turn).arg(controller.lastTurn)
                                    font.pixelSize: Theme.fontTitle
                                    font.bold: true
                                    color: Theme.text
                                }
                            }

                            ColumnLayout {
                                Layout.fillWidth: true
                                Layout.alignment: Qt.AlignTop
                                spacing: 0

                                Label {
                                    text: labels.phaseName(controller.phase)
                                    font.pixelSize: Theme.fontSmall
                                    color: Theme.textMuted
                                }

                                Label {
                                    Layout.fillWidth: true
                                    text: controller.initiativeNextName.length > 0 ? qsTr("%1 holds the initiative; %2 takes it next turn").arg(controller.initiativeName).arg(controller.initiativeNextName) : qsTr("%1 holds the initiative").arg(controller.initiativeName)
                                    font.pixelSize: Theme.fontBody
                                    font.bold: true
                                    color: Theme.text
                                    wrapMode: Text.Wrap
                                }
                            }
                        }

                        // The progress bar: its width comes from the column and never
                        // feeds back into it (a Row sized from the column's width made the
                        // first layout pass put the bar over the turn number).
                        Item {
                            id: progress

                            objectName: "hierapolisProgress"
                            Layout.fillWidth: true
                            implicitHeight: 10

                            Row {
                                anchors.fill: parent
                                spacing: 4

                                Repeater {
                                    model: controller.lastTurn

                                    delegate: Rectangle {
                                        required property int index

                                        width: (progress.width - 4 * (controller.lastTurn - 1)) / controller.lastTurn
                                        height: 10
                                        radius: 5
                                        color: index < controller.turn ? Theme.accent : Theme.surfaceRaised
                                        border.width: 1
                                        border.color: Theme.outline
                                    }
                                }
                            }
                        }

                        BodyLabel {
                            Layout.fillWidth: true
                            objectName: "hierapolisPrompt"
                            text: {
                                if (controller.pending.active)
                                    return qsTr("%1 settles the decision below before play goes on.").arg(controller.pending.playerName);
                                switch (controller.phase) {
                                case "hierapolis":
                                    if (controller.selectedHero.length > 0)
                                        return qsTr("Now tap the location %1 goes to.").arg(controller.hero(controller.selectedHero).shortName);
                                    return controller.placerNeedsGoldSpace ? qsTr("%1 places a hero; the first goes to the gold space of a Quest.").arg(controller.placerName) : qsTr("%1 places a hero.").arg(controller.placerName);
                                case "bidding":
                                    return qsTr("Every hero is placed: the players bid in secret for %1.").arg(controller.artifact.name);
                                case "allocation":
                                    return controller.fast ? qsTr("Fast preparation: hand out the items, then the gold goes on the mats.") : qsTr("Hierapolis is over: the alignment bonus is on the mats; now the purses.");
                                }
                                return "";
                            }
                        }

                        Flow {
                            Layout.fillWidth: true
                            visible: controller.placeableHeroes.length > 0
                            spacing: Theme.gap

                            // All of the placer's heroes, the placed ones greyed out
                            // in place: a list of only the unplaced ones slid the
                            // next hero under the finger after each placement.
                            // Every hero has its button; the Flow skips the hidden ones.
                            Repeater {
                                model: controller.heroes

                                delegate: ActionButton {
                                    required property var value

                                    objectName: "placeHero-" + value.id
                                    visible: value.player === controller.placer && value.alive
                                    enabled: value.placeable
                                    checked: controller.selectedHero === value.id
                                    kind: checked ? ActionButton.Primary : ActionButton.Secondary
                                    text: qsTr("%1 (%2 Health)").arg(value.shortName).arg(value.health)
                                    onClicked: root.chooseHero(value.id)
                                }
                            }
                        }

                        ActionButton {
                            objectName: "openBidding"
                            visible: controller.phase === "bidding" && !controller.pending.active
                            kind: ActionButton.Primary
                            text: qsTr("Sealed bid for %1").arg(controller.artifact.name)
                            onClicked: root.openBidding()
                        }
                    }
                }

                ErrorBanner {
                    objectName: "hierapolisError"
                    Layout.fillWidth: true
                    message: ActiveSession.error
                    ruleId: ActiveSession.errorRule
                    onRuleRequested: ruleId => root.ruleRequested(ruleId)
                    onDismissed: ActiveSession.clearError()
                }

                TheosisHierapolisDecisionCard {
                    Layout.fillWidth: true
                    table: controller
                }

                // At the start of each turn the Market has just been drawn, by the app and
                // by the table: the engine offers the table's own tokens until the first placement.
                TheosisDrawPicker {
                    objectName: "marketDrawPicker"
                    Layout.fillWidth: true
                    visible: controller.marketDraw.count > 0
                    namePrefix: "marketDraw"
                    title: qsTr("The Market the table drew")
                    drawn: controller.market
                    revision: controller.revision
                    candidates: controller.marketDraw
                    packCheck: controller.packCheck
                    newCards: newCardOffers
                    newCardDialog: newCardDialog
                    onPicked: item => controller.drawForMarket(item)
                }

                TheosisHierapolisAllocationCard {
                    id: allocationCard

                    objectName: "allocationCard"
                    Layout.fillWidth: true
                    table: controller
                    newCards: newCardOffers
                    newCardDialog: newCardDialog
                }

                TheosisPrepRankingPanel {
                    id: rankingPanel

                    objectName: "rankingPanel"
                    Layout.fillWidth: true
                    table: controller
                }

                GridLayout {
                    Layout.fillWidth: true
                    visible: controller.phase !== "allocation"
                    columns: 3
                    columnSpacing: Theme.gap
                    rowSpacing: Theme.gap

                    Repeater {
                        model: controller.locations

                        delegate: TheosisHierapolisLocationTile {
                            required property var value

                            objectName: "location-" + value.id
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            Layout.preferredWidth: 1
                            location: value
                            inviting: controller.selectedHero.length > 0 && !value.closed
                            onClicked: {
                                if (controller.selectedHero.length > 0)
                                    root.tapLocation(value.id);
                            }
                        }
                    }
                }

                TheosisHierapolisTracks {
                    Layout.fillWidth: true
                    table: controller
                }

                SurfaceCard {
                    Layout.fillWidth: true
                    visible: controller.phase !== "allocation"
                    implicitHeight: marketColumn.implicitHeight + 2 * padding

                    ColumnLayout {
                        id: marketColumn

                        anchors.fill: parent
                        anchors.margins: parent.padding
                        spacing: Theme.gap

                        HeadingLabel {
                            Layout.fillWidth: true
                            text: qsTr("Market")
                        }

                        BodyLabel {
                            objectName: "marketItems"
                            Layout.fillWidth: true
                            text: {
                                const names = [];
                                // The rows change in place (a token the table entered): the revision re-reads them.
                                for (let i = 0; controller.revision >= 0 && i < controller.market.count; ++i) {
                                    const item = controller.market.get(i);
                                    names.push(item.fromTable ? qsTr("%1 (from the table)").arg(item.name) : item.name);
                                }
                                return names.length > 0 ? names.join(", ") : qsTr("Empty");
                            }
                        }

                        BodyLabel {
                            Layout.fillWidth: true
                            muted: true
                            font.pixelSize: Theme.fontSmall
                            text: qsTr("%1 items in the pouch · %2 rituals in the Mage Tower").arg(controller.pouch.count).arg(controller.ritualDeck.count)
                        }
                    }
                }
            }

            ColumnLayout {
                Layout.fillWidth: true
                Layout.preferredWidth: root.wide ? 2 : 1
                Layout.alignment: Qt.AlignTop
                spacing: Theme.spacing

                Repeater {
                    model: controller.players

                    delegate: TheosisHierapolisPlayerCard {
                        required property var value

                        Layout.fillWidth: true
                        table: controller
                        player: value
                    }
                }
            }
        }
    }

    TheosisHierapolisPlacementDialog {
        id: placementDialog

        table: controller
        onRuleRequested: ruleId => root.ruleRequested(ruleId)
    }

    TheosisHierapolisBidDialog {
        id: bidDialog

        table: controller
        newCards: newCardOffers
        newCardDialog: newCardDialog
        onRuleRequested: ruleId => root.ruleRequested(ruleId)
    }
}
