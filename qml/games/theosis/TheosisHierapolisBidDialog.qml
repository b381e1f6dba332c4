import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The sealed bid for the turn's artifact: every player's bid, typed openly
// or one player at a time with the others' hidden (the tablet goes round the
// table); then all are revealed at once. The engine decides: the highest bid
// wins, a tie for the highest sends the artifact into the pouch, every bid
// is spent.
ModalDialog {
    id: root

    required property TheosisHierapolisController table
    // An artifact the real table turned up that the pack lacks is typed there.
    property NewCardOffers newCards
    property NewCardDialog newCardDialog
    property bool hidden: true
    // {player: gold}
    property var bids: ({})
    // Hidden entry: the seat whose bid is being typed; players.count when all are sealed.
    property int seat: 0
    readonly property GadgetListModel players: root.table.players
    readonly property bool allSealed: !root.hidden || root.seat >= root.players.count
    readonly property var current: root.table.revision >= 0 && root.seat < root.players.count ? root.players.get(root.seat) : null

    signal ruleRequested(string ruleId)

    function start() {
        const bids = {};
        for (let i = 0; i < root.players.count; ++i)
            bids[root.players.get(i).id] = 0;
        root.bids = bids;
        root.seat = 0;
        ActiveSession.clearError();
        root.open();
    }

    function setBid(player: string, gold: int) {
        const all = Object.assign({}, root.bids);
        all[player] = gold;
        root.bids = all;
    }

    function seal() {
        root.seat = root.seat + 1;
    }

    function reveal(): bool {
        const players = Object.keys(root.bids);
        if (!root.table.bid(players, players.map(p => root.bids[p])))
            return false;
        root.close();
        return true;
    }

    maxWidth: 640
    height: Math.min(parent ? parent.height - 2 * Theme.margin : 720, implicitHeight)

    contentItem: Flickable {
        implicitHeight: layout.implicitHeight
        contentHeight: layout.implicitHeight
        contentWidth: width
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        ColumnLayout {
            id: layout

            width: parent.width
            spacing: Theme.spacing

            Label {
                Layout.fillWidth: true
                text: qsTr("Bids for %1").arg(root.table.artifact.name)
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.text
                wrapMode: Text.Wrap
            }

            BodyLabel {
                Layout.fillWidth: true
                muted: true
                text: qsTr("The highest bid wins; a tie for the highest sends the artifact into the pouch. Every bid is paid.")
            }

            // The real table's artifact leads: a tap sets the one it turned
            // up, while nobody has bid yet.
            HeadingLabel {
                Layout.fillWidth: true
                visible: shownArtifact.options.length > 1
                text: qsTr("The artifact the table turned up")
            }

            TheosisPrepChips {
                id: shownArtifact

                Layout.fillWidth: true
                visible: options.length > 1
                namePrefix: "bidArtifact"
                fontSize: Theme.fontSmall
                selected: root.table.artifact.id
                // Read again whenever the session changes (a typed artifact joins them).
                options: root.table.revision >= 0 && root.table.artifact.id !== undefined ? root.table.faceDownArtifacts().map(item => ({
                                                                                                            "value": item.id,
                                                                                                            "label": item.name
                                                                                                        })) : []
                onPicked: value => root.table.showArtifact(value)
            }

            ActionButton {
                readonly property var entry: root.newCards && root.newCards.entries ? root.newCards.entryFor("") : ({})

                objectName: "bidArtifactNewToken"
                visible: shownArtifact.visible && entry.index !== undefined && root.newCardDialog !== null
                text: qsTr("An artifact the list lacks…")
                font.pixelSize: Theme.fontSmall
                onClicked: root.newCardDialog.openFor(entry)
            }

            ToggleSwitch {
                objectName: "bidHidden"
                Layout.fillWidth: true
                text: qsTr("Hidden: one player at a time")
                checked: root.hidden
                onToggled: {
                    root.hidden = checked;
                    root.seat = 0;
                }
            }

            // Hidden entry: only the current player's stepper shows.
            ColumnLayout {
                Layout.fillWidth: true
                visible: root.hidden && root.current !== null
                spacing: Theme.gap

                HeadingLabel {
                    Layout.fillWidth: true
                    text: root.current ? qsTr("Pass the tablet to %1").arg(root.current.name) : ""
                }

                NumberStepper {
                    Layout.fillWidth: true
                    namePrefix: "bidHiddenStepper"
                    label: root.current ? qsTr("%1 bids (holds %2 gold)").arg(root.current.name).arg(root.current.gold) : ""
                    value: root.current ? (root.bids[root.current.id] || 0) : 0
                    to: root.current ? root.current.gold : 0
                    onEdited: value => root.setBid(root.current.id, value)
                }

                ActionButton {
                    objectName: "bidSeal"
                    iconPath: Icons.check
                    text: qsTr("Seal the bid")
                    onClicked: root.seal()
                }
            }

            BodyLabel {
                Layout.fillWidth: true
                visible: root.hidden
                muted: true
                text: qsTr("%1 of %2 bids sealed.").arg(Math.min(root.seat, root.players.count)).arg(root.players.count)
            }

            // Open entry: every player's stepper.
            Repeater {
                model: root.players

                delegate: ColumnLayout {
                    id: openBid

                    required property var value

                    Layout.fillWidth: true
                    visible: !root.hidden

                    NumberStepper {
                        Layout.fillWidth: true
                        namePrefix: "bid-" + openBid.value.id
                        label: qsTr("%1 (holds %2 gold)").arg(openBid.value.name).arg(openBid.value.gold)
                        value: root.bids[openBid.value.id] || 0
                        to: openBid.value.gold
                        onEdited: value => root.setBid(openBid.value.id, value)
                    }
                }
            }

            ErrorBanner {
                Layout.fillWidth: true
                message: ActiveSession.error
                ruleId: ActiveSession.errorRule
                dismissable: false
                onRuleRequested: ruleId => root.ruleRequested(ruleId)
            }

            RowLayout {
                Layout.fillWidth: true

                Item {
                    Layout.fillWidth: true
                }

                ActionButton {
                    kind: ActionButton.Quiet
                    text: qsTr("Cancel")
                    onClicked: root.close()
                }

                ActionButton {
                    objectName: "bidReveal"
                    kind: ActionButton.Primary
                    text: qsTr("Reveal the bids")
                    enabled: root.allSealed
                    onClicked: root.reveal()
                }
            }
        }
    }
}
