import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Everything beside the board: what just happened, the selected champion
// with its cards and targets, the turn's buttons, each player's Cores and
// card counts and the Challenge Track. What the table must answer now (a
// trap to turn over, the hex for a new trap) is pinned above the scrolling
// part, so it shows however far the panel was scrolled; refusals float over
// the board (BrawlTable), so that they move no choice here.
Item {
    id: root

    required property BrawlTableController controller
    readonly property bool inPlay: controller.phase === "scoreboard" || controller.phase === "activation"
    readonly property var selectedInfo: controller.selectedChampion.id.length > 0 ? controller.selectedChampion : null
    readonly property alias flickable: scroller

    // A new step or a new player starts reading from the top of the panel (not
    // the Scoreboard-to-Activation change, which comes from a tap on a card).
    readonly property string phase: controller.phase
    readonly property string activePlayer: controller.activePlayer
    onPhaseChanged: {
        if (phase !== "activation")
            scroller.contentY = 0;
    }
    onActivePlayerChanged: scroller.contentY = 0

    // After every game action (or undo): what it did and what comes next. A
    // hand correction (a champion's HP through the pad) changes no game
    // data: the panel keeps the last action's lines (the button shows the
    // new HP), so nothing slides from under the finger on its way to the
    // next champion's HP.
    property int gameDataSeen: -1
    property var shownEvents: []

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

        // The panel stays scrolled where the player left it: the lines of
        // what just happened sit in a box of fixed height at the top, and a
        // new player or step starts from the top (above).
        function onStateChanged() {
            root.showState();
        }
    }

    signal ruleRequested(string ruleId)
    signal boardEditorRequested
    signal cardEditorRequested

    // Brings the targets of the selected card into view.
    function showTargets() {
        const y = targetsSection.mapToItem(column, 0, 0).y - Theme.gap;
        scroller.contentY = Math.max(0, Math.min(y, scroller.contentHeight - scroller.height));
    }

    ColumnLayout {
        id: pinned

        objectName: "brawlPinned"
        x: Theme.gap
        y: visible ? Theme.gap : 0
        width: root.width - 2 * Theme.gap
        // At most half the panel, so the rest stays reachable in portrait.
        height: visible ? Math.min(implicitHeight, root.height / 2) : 0
        // From the data, not the children's visible (which follows this one's).
        visible: root.controller.trapPending || root.controller.pickingNewTrap
        spacing: Theme.gap
        clip: true

        BrawlTrapCard {
            id: trapCard

            Layout.fillWidth: true
            controller: root.controller
        }

        SurfaceCard {
            id: newTrapCard

            Layout.fillWidth: true
            objectName: "brawlNewTrapQuestion"
            visible: root.controller.pickingNewTrap
            implicitHeight: newTrapRow.implicitHeight + 2 * padding
            border.color: Theme.accent
            border.width: 2

            RowLayout {
                id: newTrapRow

                anchors.fill: parent
                anchors.margins: parent.padding
                spacing: Theme.gap

                BodyLabel {
                    Layout.fillWidth: true
                    font.bold: true
                    text: root.controller.prompt
                }

                ActionButton {
                    kind: ActionButton.Quiet
                    text: qsTr("Cancel")
                    onClicked: root.controller.cancelPending()
                }
            }
        }
    }

    Flickable {
        id: scroller

        objectName: "brawlPanel"
        anchors.left: parent.left
        anchors.right: parent.right
        y: pinned.y + pinned.height
        height: (actionBar.visible ? actionBar.y - Theme.gap : root.height) - y
        contentWidth: width
        // Never shorter than what is scrolled into view: a panel that loses
        // lines while scrolled down keeps its place (no jump back to the
        // bounds) until the player scrolls up.
        contentHeight: Math.max(column.implicitHeight + 2 * Theme.gap, scroller.contentY + scroller.height)
        boundsBehavior: Flickable.StopAtBounds
        clip: true

        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: column

            x: Theme.gap
            y: Theme.gap
            width: scroller.width - 2 * Theme.gap
            spacing: Theme.gap

            SurfaceCard {
                Layout.fillWidth: true
                implicitHeight: promptColumn.implicitHeight + 2 * padding

                ColumnLayout {
                    id: promptColumn

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    spacing: Theme.gap

                    // Three lines kept for it: the prompt changes with every step of
                    // a choice, and a line more or less moved the choices below.
                    Label {
                        id: promptLabel

                        Layout.fillWidth: true
                        Layout.minimumHeight: Math.ceil(promptMetrics.lineSpacing * 3) + 2
                        objectName: "brawlPrompt"
                        text: root.controller.prompt
                        font.pixelSize: Theme.fontLarge
                        color: Theme.text
                        wrapMode: Text.Wrap
                    }

                    FontMetrics {
                        id: promptMetrics

                        font: promptLabel.font
                    }

                    // The turned-over card first, then what the action did, in a box
                    // of fixed lines: the cards and HP below stay put.
                    RecentEvents {
                        Layout.fillWidth: true
                        objectName: "brawlEvents"
                        events: root.controller.revealText.length > 0 ? [root.controller.revealText].concat(root.shownEvents) : root.shownEvents
                    }
                }
            }

            BrawlSetupCard {
                Layout.fillWidth: true
                controller: root.controller
            }

            // The champions' HP buttons right under the fixed-height prompt:
            // corrected often at the table, they are in view without a scroll
            // in portrait, and the selected champion's card coming and going
            // below them moves none of them.
            BrawlPlayersCard {
                Layout.fillWidth: true
                controller: root.controller
            }

            SurfaceCard {
                id: championCard

                Layout.fillWidth: true
                visible: root.selectedInfo !== null && root.inPlay
                implicitHeight: championColumn.implicitHeight + 2 * padding

                ColumnLayout {
                    id: championColumn

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    spacing: Theme.gap

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.gap

                        Rectangle {
                            width: 20
                            height: 20
                            radius: 10
                            color: root.selectedInfo && root.selectedInfo.side === 1 ? Theme.danger : Theme.accent
                        }

                        HeadingLabel {
                            Layout.fillWidth: true
                            text: root.selectedInfo ? root.selectedInfo.name : ""
                        }

                        // A tap on the hitpoints opens the pad: any amount of damage in one more tap.
                        // As wide as the widest HP can be: its left edge stays as the HP changes.
                        TextMetrics {
                            id: widestHp

                            font: selectedHp.font
                            text: qsTr("%1/%2 HP").arg(88).arg(88)
                        }

                        ActionButton {
                            id: selectedHp

                            Layout.preferredWidth: Math.max(implicitWidth, Math.ceil(widestHp.advanceWidth) + leftPadding + rightPadding)
                            objectName: "selectedChampionHp"
                            kind: ActionButton.Quiet
                            text: root.selectedInfo ? qsTr("%1/%2 HP").arg(root.selectedInfo.remaining).arg(root.selectedInfo.hitpoints) : ""
                            font.pixelSize: Theme.fontLarge
                            font.bold: true
                            Accessible.name: root.selectedInfo ? qsTr("%1: %2 of %3 HP left, change the damage").arg(root.selectedInfo.name).arg(root.selectedInfo.remaining).arg(root.selectedInfo.hitpoints) : ""
                            onClicked: {
                                if (root.selectedInfo)
                                    TableSheets.openCounterPad(root.selectedInfo.id, root.selectedInfo.name, "damage", qsTr("Damage"));
                            }
                        }
                    }

                    BodyLabel {
                        Layout.fillWidth: true
                        muted: true
                        text: {
                            const c = root.selectedInfo;
                            if (!c)
                                return "";
                            const parts = [qsTr("Defence %1").arg(c.defence)];
                            if (c.movementBonus > 0)
                                parts.push(qsTr("movement bonus %1").arg(c.movementBonus));
                            parts.push(c.levelled ? qsTr("levelled-up side") : qsTr("basic side"));
                            if (c.bloodied)
                                parts.push(qsTr("Bloodied"));
                            if (c.rooted)
                                parts.push(qsTr("Rooted"));
                            if (!c.onBoard)
                                parts.push(qsTr("on its Gate"));
                            return parts.join(" · ");
                        }
                    }

                    // The cards and Standard Actions before what a card's preview adds
                    // (budgets, targets, reactions): tapping a card moves no other card.
                    BodyLabel {
                        Layout.fillWidth: true
                        font.bold: true
                        visible: !root.controller.activation.open
                        text: qsTr("Cards")
                    }

                    Column {
                        Layout.fillWidth: true
                        spacing: Theme.gap

                        Repeater {
                            // Delegates stay and take the new data (no rebuild under a finger).
                            model: root.controller.cards

                            delegate: BrawlCardRow {
                                required property var value

                                visible: !root.controller.activation.open
                                modelData: value
                                width: parent.width
                                onPicked: cardId => root.controller.previewCardOf(cardId)
                            }
                        }
                    }

                    BodyLabel {
                        Layout.fillWidth: true
                        font.bold: true
                        visible: !root.controller.activation.open
                        text: qsTr("Standard Actions")
                    }

                    Flow {
                        Layout.fillWidth: true
                        visible: !root.controller.activation.open
                        spacing: Theme.gap

                        Repeater {
                            model: root.controller.standardActions

                            delegate: ActionButton {
                                required property var model

                                enabled: !model.used && model.ready
                                text: model.text
                                onClicked: root.controller.useStandard(model.action, "")
                            }
                        }
                    }
                    BodyLabel {
                        Layout.fillWidth: true
                        visible: root.controller.activation.open
                        font.bold: true
                        text: root.controller.activation.open
                              ? qsTr("Resolving %1 for %2").arg(root.controller.activation.cardName).arg(root.controller.activation.championName) : ""
                    }

                    Flow {
                        Layout.fillWidth: true
                        visible: root.controller.budgets.count > 1
                        spacing: Theme.gap

                        Repeater {
                            model: root.controller.budgets

                            delegate: ActionButton {
                                required property var model

                                checked: model.index === root.controller.budget
                                text: model.text
                                onClicked: root.controller.chooseBudget(model.index)
                            }
                        }
                    }

                    ColumnLayout {
                        id: targetsSection

                        Layout.fillWidth: true
                        visible: root.controller.targets.count > 0 || root.controller.orientations.count > 0
                        spacing: Theme.gap

                        BodyLabel {
                            Layout.fillWidth: true
                            font.bold: true
                            text: root.controller.orientations.count > 0 ? qsTr("Orientation of the area") : qsTr("Targets")
                        }

                        Column {
                            Layout.fillWidth: true
                            spacing: Theme.gap

                            Repeater {
                                // Delegates stay and take the new data (no rebuild under a finger).
                                model: root.controller.targets

                                delegate: BrawlTargetRow {
                                    required property var value

                                    modelData: value
                                    width: parent.width
                                    onToggled: championId => root.controller.toggleTarget(championId)
                                    onRuleRequested: ruleId => root.ruleRequested(ruleId)
                                }
                            }
                        }

                        Flow {
                            Layout.fillWidth: true
                            spacing: Theme.gap

                            Repeater {
                                model: root.controller.orientations

                                delegate: ActionButton {
                                    required property int orientation
                                    required property bool legal
                                    required property string hit

                                    checked: orientation === root.controller.orientation
                                    enabled: legal
                                    text: qsTr("%1: %2").arg(orientation + 1).arg(hit)
                                    onClicked: root.controller.chooseOrientation(orientation)
                                }
                            }
                        }
                    }

                    ColumnLayout {
                        Layout.fillWidth: true
                        visible: root.controller.reactions.count > 0 && root.controller.canResolve
                        spacing: Theme.gap

                        BodyLabel {
                            Layout.fillWidth: true
                            font.bold: true
                            text: qsTr("Reaction of the defender (optional)")
                        }

                        Flow {
                            Layout.fillWidth: true
                            spacing: Theme.gap

                            Repeater {
                                model: root.controller.reactions

                                delegate: ActionButton {
                                    required property var model

                                    objectName: "brawlReaction-" + model.id
                                    checked: model.chosen
                                    enabled: model.ready
                                    text: qsTr("%1 (%2)").arg(model.name).arg(model.champion)
                                    onClicked: root.controller.chooseReaction(model.id)
                                }
                            }
                        }
                    }

                    ColumnLayout {
                        Layout.fillWidth: true
                        visible: root.controller.reactionTargets.count > 0
                        spacing: Theme.gap

                        BodyLabel {
                            Layout.fillWidth: true
                            font.bold: true
                            text: qsTr("The Reaction is played on")
                        }

                        Flow {
                            Layout.fillWidth: true
                            spacing: Theme.gap

                            Repeater {
                                model: root.controller.reactionTargets

                                delegate: ActionButton {
                                    required property var model

                                    objectName: "brawlReactionOn-" + model.id
                                    checked: model.chosen
                                    text: model.name
                                    onClicked: root.controller.chooseReactionOn(model.id)
                                }
                            }
                        }
                    }

                    ColumnLayout {
                        Layout.fillWidth: true
                        visible: root.controller.displacements.count > 0
                        spacing: Theme.gap

                        BodyLabel {
                            Layout.fillWidth: true
                            font.bold: true
                            text: qsTr("Where the targets end")
                        }

                        Column {
                            Layout.fillWidth: true
                            spacing: Theme.gap

                            Repeater {
                                model: root.controller.displacements

                                // The buttons share their line with the short title only: the
                                // text below them may wrap anew as Stay comes and goes, and
                                // moves nothing a finger is on.
                                delegate: Column {
                                    id: displacementRow

                                    required property var value
                                    readonly property var modelData: value
                                    readonly property color tone: modelData.needed && !modelData.chosen ? Theme.danger : Theme.text

                                    width: parent.width
                                    spacing: 2

                                    RowLayout {
                                        width: parent.width
                                        spacing: Theme.gap

                                        BodyLabel {
                                            Layout.fillWidth: true
                                            font.bold: true
                                            color: displacementRow.tone
                                            text: displacementRow.modelData.title
                                        }

                                        // Stay comes before Choose: appearing once a hex is chosen,
                                        // it must not push Choose from under the finger.
                                        ActionButton {
                                            visible: displacementRow.modelData.keyword === "force" && displacementRow.modelData.chosen
                                            text: qsTr("Stay")
                                            onClicked: root.controller.clearDisplacement("force", displacementRow.modelData.champion)
                                        }

                                        ActionButton {
                                            objectName: "brawlPick-" + displacementRow.modelData.keyword + "-" + displacementRow.modelData.champion
                                            visible: displacementRow.modelData.choosable
                                            checked: displacementRow.modelData.picking
                                            text: displacementRow.modelData.picking ? qsTr("Cancel") : qsTr("Choose")
                                            onClicked: displacementRow.modelData.picking ? root.controller.cancelPicking()
                                                                                         : root.controller.pickDisplacement(displacementRow.modelData.keyword, displacementRow.modelData.champion)
                                        }
                                    }

                                    BodyLabel {
                                        width: parent.width
                                        color: displacementRow.tone
                                        text: displacementRow.modelData.text
                                    }
                                }
                            }
                        }
                    }

                }
            }

            SurfaceCard {
                Layout.fillWidth: true
                visible: root.inPlay && root.controller.placeOffer.shown
                implicitHeight: placeColumn.implicitHeight + 2 * padding

                ColumnLayout {
                    id: placeColumn

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    spacing: Theme.gap

                    BodyLabel {
                        Layout.fillWidth: true
                        text: qsTr("%1 lets you place a champion: its text says which one and where.").arg(root.controller.placeOffer.cardName || "")
                    }

                    ActionButton {
                        Layout.fillWidth: true
                        objectName: "brawlPlace"
                        checked: root.controller.picking === "place"
                        text: root.controller.picking === "place" ? qsTr("Cancel placing") : qsTr("Place %1").arg(root.controller.placeOffer.sourceName || "")
                        onClicked: root.controller.picking === "place" ? root.controller.cancelPicking() : root.controller.startPlace("")
                    }
                }
            }

            BrawlTrackCard {
                Layout.fillWidth: true
                controller: root.controller
            }

            ActionButton {
                Layout.fillWidth: true
                kind: ActionButton.Quiet
                iconPath: Icons.edit
                text: qsTr("Edit the board and champions")
                onClicked: root.boardEditorRequested()
            }

            ActionButton {
                Layout.fillWidth: true
                objectName: "brawlOpenCardEditor"
                kind: ActionButton.Quiet
                iconPath: Icons.edit
                text: qsTr("Edit the action cards")
                onClicked: root.cardEditorRequested()
            }
        }
    }

    // The buttons that finish a choice and the turn, pinned to the foot of
    // the panel: what the choices above add or take away (a Force or Fear
    // question, a Reaction, the log of a Claim) scrolls, and these stay
    // where the finger is.
    ColumnLayout {
        id: actionBar

        objectName: "brawlActionBar"
        x: Theme.gap
        width: root.width - 2 * Theme.gap
        y: root.height - height - Theme.gap
        height: visible ? implicitHeight : 0
        visible: root.inPlay
        spacing: Theme.gap

        RowLayout {
            Layout.fillWidth: true
            // From the data, not the buttons' visible (which follows this row's).
            visible: root.controller.canResolve || root.controller.previewCard.length > 0 || root.controller.activation.open
            spacing: Theme.gap

            ActionButton {
                Layout.fillWidth: true
                objectName: "brawlResolve"
                kind: ActionButton.Primary
                visible: root.controller.canResolve || (root.controller.previewCard.length > 0 && !root.controller.activation.open)
                enabled: root.controller.canResolve
                text: root.controller.resolveText
                onClicked: root.controller.resolve()
            }

            ActionButton {
                objectName: "brawlCancelChoice"
                visible: root.controller.previewCard.length > 0 && !root.controller.activation.open
                kind: ActionButton.Quiet
                text: qsTr("Cancel")
                onClicked: root.controller.cancelChoice()
            }

            ActionButton {
                objectName: "brawlDone"
                visible: root.controller.activation.open
                text: qsTr("Done")
                onClicked: root.controller.endActivation()
            }
        }

        ActionButton {
            Layout.fillWidth: true
            objectName: "brawlEndTurn"
            visible: root.inPlay
            enabled: !root.controller.trapPending && !root.controller.pickingNewTrap
            iconPath: Icons.check
            text: qsTr("End turn (Upkeep)")
            onClicked: root.controller.endTurn()
        }
    }
}
