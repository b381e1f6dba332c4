import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A hero goes to a location: the location's own questions (the Quest's gold
// space and its reward, the ritual and its turn token, the die, the gems,
// the item and its slot). Before anything is applied the engine answers on
// a copy of the state, so a placement it would refuse says why at once.
ModalDialog {
    id: root

    required property TheosisHierapolisController table
    // A row of TheosisHierapolisController::locations.
    property var location: null
    property string hero
    property bool gold: false
    property string target
    property string from
    property int amount: -1
    property string drawn
    property string ritual
    property int turnToken: 0
    property int face: 0
    property string heal
    readonly property string kind: root.location ? root.location.location : ""
    readonly property string alignment: root.location ? root.location.alignment : ""
    readonly property var heroRow: root.table.revision >= 0 ? root.table.hero(root.hero) : null
    readonly property string player: root.heroRow.player
    // The engine's answer to the placement as it stands (the revision makes
    // it ask again after every change of the session).
    // An item for a Market visit (or a Vengeful reward) is still being
    // chosen: there is nothing to judge yet, and nothing to place.
    readonly property bool awaitingItem: ((root.kind === "market") || (root.kind === "quest" && root.gold && root.alignment === "vengeful" && equip.item.length > 0))
                                         && !equip.complete
    readonly property var verdict: root.visible && !root.awaitingItem && root.table.revision > 0 ? root.ask(root.table.placementVerdict) : null
    readonly property bool refused: root.verdict !== null && !root.verdict.ok
    readonly property string problem: root.refused ? root.verdict.message : ActiveSession.error
    readonly property string problemRule: root.refused ? root.verdict.rule : ActiveSession.errorRule

    signal ruleRequested(string ruleId)

    // Opens the questions of `location` for `hero`, with the usual answers.
    function start(location: var, hero: string) {
        root.location = location;
        root.hero = hero;
        root.gold = location.location === "quest" && !location.goldTaken && root.table.placerNeedsGoldSpace;
        root.target = "";
        root.from = "";
        root.amount = -1;
        root.drawn = "";
        root.ritual = root.table.ritualDeck.count > 0 ? root.table.ritualDeck.get(0).id : "";
        root.turnToken = root.table.freeTurnTokens.length > 0 ? root.table.freeTurnTokens[0] : 0;
        root.face = 0;
        root.heal = "";
        gems.gems = [];
        equip.item = "";
        // The visitor is the usual owner of what the Market gives; another hero may be chosen.
        equip.hero = location.location === "market" ? hero : "";
        equip.slot = "";
        const owner = root.table.hero(hero).player;
        const enemies = root.table.enemyHeroesOf(owner);
        if (enemies.length > 0)
            root.target = enemies[0].id;
        const others = root.otherPlayers(owner);
        if (others.length > 0)
            root.from = others[0].id;
        ActiveSession.clearError();
        root.open();
    }

    // Asks `method` (the controller's placementVerdict or place) with every
    // answer; the controller keeps those the location asks for.
    function ask(method: var): var {
        return method(root.hero, root.kind, root.alignment, root.gold, root.target, root.from, root.amount, root.drawn,
                      equip.item, equip.hero, equip.slot, gems.gemHeroes(), gems.gemSkills(), root.ritual, root.turnToken,
                      root.face, root.heal);
    }

    // The players other than `playerId`, as rows of the controller's players.
    function otherPlayers(playerId: string): var {
        const list = [];
        for (let i = 0; i < root.table.players.count; ++i) {
            const p = root.table.players.get(i);
            if (p.id !== playerId)
                list.push(p);
        }
        return list;
    }

    // The item, hero and slot of a Market visit or a Vengeful reward.
    function choose(item: string, hero: string, slot: string) {
        equip.item = item;
        equip.hero = hero;
        equip.slot = slot;
    }

    function confirm(): bool {
        if (!root.ask(root.table.place))
            return false;
        root.close();
        return true;
    }

    maxWidth: 720
    // One size while the visit is chosen: a dialog that grew as the hero
    // and slot questions appeared re-centred and moved Place under the finger.
    height: Math.min(parent ? parent.height - 2 * Theme.margin : 760, 680)

    TheosisPrepLabels {
        id: labels
    }

    // The answer and the buttons stay at the foot of the dialog; only the
    // choices above them scroll.
    footer: Item {
        implicitHeight: footerColumn.implicitHeight + Theme.margin

        ColumnLayout {
            id: footerColumn

            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.leftMargin: Theme.margin
            anchors.rightMargin: Theme.margin
            anchors.bottomMargin: Theme.margin
            spacing: Theme.gap

            BodyLabel {
                objectName: "placeAwaiting"
                Layout.fillWidth: true
                visible: root.awaitingItem
                muted: true
                text: qsTr("Choose the item, the hero who gets it and the slot.")
            }

            ErrorBanner {
                objectName: "placeProblem"
                Layout.fillWidth: true
                message: root.problem
                ruleId: root.problemRule
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
                    objectName: "placeConfirm"
                    kind: ActionButton.Primary
                    iconPath: Icons.check
                    text: qsTr("Place")
                    enabled: !root.awaitingItem && !root.refused
                    onClicked: root.confirm()
                }
            }
        }
    }

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
                text: qsTr("%1 goes to the %2").arg(root.heroRow.shortName).arg(labels.locationName(root.kind, root.alignment))
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.text
                wrapMode: Text.Wrap
            }

            BodyLabel {
                Layout.fillWidth: true
                muted: true
                text: labels.locationHint(root.kind, root.alignment)
            }

            // The Quest: the gold space and its reward.
            ToggleSwitch {
                objectName: "placeGold"
                Layout.fillWidth: true
                visible: root.kind === "quest"
                text: root.location && root.location.power.name.length > 0 ? qsTr("On the gold space (power: %1, %2/%3)").arg(root.location.power.name).arg(root.location.power.attack).arg(root.location.power.defense) : qsTr("On the gold space")
                checked: root.gold
                onToggled: root.gold = checked
            }

            ColumnLayout {
                Layout.fillWidth: true
                // Against monsters there is no enemy hero to hurt: nothing to ask.
                visible: root.kind === "quest" && root.gold && root.alignment === "warmonger" && root.table.revision > 0
                         && root.table.enemyHeroesOf(root.player).length > 0
                spacing: Theme.gap

                HeadingLabel {
                    text: qsTr("1 damage to")
                }

                TheosisPrepChips {
                    Layout.fillWidth: true
                    namePrefix: "placeTarget"
                    selected: root.target
                    options: (root.table.revision > 0 ? root.table.enemyHeroesOf(root.player) : []).map(h => ({
                                "value": h.id,
                                "label": qsTr("%1 (%2)").arg(h.shortName).arg(h.playerName)
                            }))
                    onPicked: value => root.target = value
                }
            }

            ColumnLayout {
                Layout.fillWidth: true
                visible: root.kind === "quest" && root.gold && root.alignment === "deceitful"
                spacing: Theme.gap

                HeadingLabel {
                    text: qsTr("Steal from")
                }

                TheosisPrepChips {
                    Layout.fillWidth: true
                    namePrefix: "placeFrom"
                    selected: root.from
                    options: (root.table.revision >= 0 ? root.otherPlayers(root.player) : []).map(p => ({
                                "value": p.id,
                                "label": qsTr("%1 (%2 gold)").arg(p.name).arg(p.gold)
                            }))
                    onPicked: value => root.from = value
                }

                TheosisPrepChips {
                    Layout.fillWidth: true
                    namePrefix: "placeAmount"
                    selected: root.amount
                    options: [{
                            "value": -1,
                            "label": qsTr("As much as possible")
                        }, {
                            "value": 0,
                            "label": "0"
                        }, {
                            "value": 1,
                            "label": "1"
                        }, {
                            "value": 2,
                            "label": "2"
                        }, {
                            "value": 3,
                            "label": "3"
                        }]
                    onPicked: value => root.amount = value
                }
            }

            ColumnLayout {
                Layout.fillWidth: true
                visible: root.kind === "quest" && root.gold && root.alignment === "righteous"
                spacing: Theme.gap

                HeadingLabel {
                    text: qsTr("The draw from the pouch")
                }

                TheosisPrepChips {
                    Layout.fillWidth: true
                    namePrefix: "placeDrawn"
                    fontSize: Theme.fontSmall
                    selected: root.drawn
                    options: [{
                            "value": "",
                            "label": qsTr("Draw in the app")
                        }].concat((() => {
                                        const list = [];
                                        // Artifacts too: the real pouch may turn one up, and it may be equipped.
                                        for (let i = 0; i < root.table.pouch.count; ++i) {
                                            const item = root.table.pouch.get(i);
                                            if (list.some(entry => entry.value === item.id))
                                                continue;
                                            list.push({
                                                "value": item.id,
                                                "label": item.artifact ? qsTr("%1 (artifact)").arg(item.name) : item.name
                                            });
                                        }
                                        return list;
                                    })())
                    onPicked: value => root.drawn = value
                }
            }

            TheosisHierapolisEquipPicker {
                id: equip

                Layout.fillWidth: true
                visible: (root.kind === "quest" && root.gold && root.alignment === "vengeful") || root.kind === "market"
                table: root.table
                player: root.player
                optional: root.kind === "quest"
                items: root.table.market
                namePrefix: "placeEquip"
            }

            TheosisHierapolisGemPicker {
                id: gems

                Layout.fillWidth: true
                visible: (root.kind === "quest" && root.gold && root.alignment === "merciful") || root.kind === "cathedral"
                table: root.table
                player: root.player
            }

            // The Cathedral's healing.
            ColumnLayout {
                Layout.fillWidth: true
                visible: root.kind === "cathedral"
                spacing: Theme.gap

                HeadingLabel {
                    text: qsTr("Heal to full Health")
                }

                TheosisPrepChips {
                    Layout.fillWidth: true
                    namePrefix: "placeHeal"
                    selected: root.heal
                    options: [{
                            "value": "",
                            "label": qsTr("Nobody")
                        }].concat((root.table.revision >= 0 ? root.table.heroesOf(root.player) : []).filter(h => h.alive).map(h => ({
                                    "value": h.id,
                                    "label": qsTr("%1 (%2 Health)").arg(h.shortName).arg(h.health)
                                })))
                    onPicked: value => root.heal = value
                }
            }

            // The Mage Tower.
            ColumnLayout {
                Layout.fillWidth: true
                visible: root.kind === "mage-tower"
                spacing: Theme.gap

                HeadingLabel {
                    text: qsTr("Ritual")
                }

                TheosisPrepChips {
                    Layout.fillWidth: true
                    namePrefix: "placeRitual"
                    selected: root.ritual
                    options: {
                        const list = [];
                        for (let i = 0; i < root.table.ritualDeck.count; ++i) {
                            const ritual = root.table.ritualDeck.get(i);
                            list.push({
                                "value": ritual.id,
                                "label": ritual.name
                            });
                        }
                        return list;
                    }
                    onPicked: value => root.ritual = value
                }

                HeadingLabel {
                    text: qsTr("Turn token: cast on Arena turn")
                }

                TheosisPrepChips {
                    Layout.fillWidth: true
                    namePrefix: "placeTurn"
                    selected: root.turnToken
                    options: root.table.freeTurnTokens.map(t => ({
                                "value": t,
                                "label": String(t)
                            }))
                    onPicked: value => root.turnToken = value
                }
            }

            TheosisHierapolisDiePicker {
                Layout.fillWidth: true
                visible: root.kind === "thieves-guild" || root.kind === "mercenary-camp"
                sides: root.kind === "thieves-guild" ? 6 : 4
                namePrefix: "placeFace"
                face: root.face
                onPicked: face => root.face = face
            }

        }
    }
}
