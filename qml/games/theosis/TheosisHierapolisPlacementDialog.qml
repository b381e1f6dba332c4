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
    // The location map of TheosisHierapolisController::locations.
    property var location: ({})
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
    readonly property string kind: root.location.location || ""
    readonly property string alignment: root.location.alignment || ""
    readonly property var heroMap: root.table.heroes.find(h => h.id === root.hero) || ({})
    readonly property string player: root.heroMap.player || ""
    // The engine's answer to the placement as it stands (the revision makes
    // it ask again after every change of the session).
    // An item for a Market visit (or a Vengeful reward) is still being
    // chosen: there is nothing to judge yet, and nothing to place.
    readonly property bool awaitingItem: ((root.kind === "market") || (root.kind === "quest" && root.gold && root.alignment === "vengeful" && equip.item.length > 0))
                                         && !equip.complete
    readonly property var verdict: root.visible && !root.awaitingItem && root.table.revision > 0 ? root.table.verdict(root.table.placement(root.fields())) : ({})
    readonly property string problem: root.verdict.ok === false ? (root.verdict.message || "") : ActiveSession.error
    readonly property string problemRule: root.verdict.ok === false ? (root.verdict.rule || "") : ActiveSession.errorRule

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
        root.ritual = root.table.ritualDeck.length > 0 ? root.table.ritualDeck[0].id : "";
        root.turnToken = root.table.freeTurnTokens.length > 0 ? root.table.freeTurnTokens[0] : 0;
        root.face = 0;
        root.heal = "";
        gems.gems = [];
        equip.item = "";
        // The visitor is the usual owner of what the Market gives; another hero may be chosen.
        equip.hero = location.location === "market" ? hero : "";
        equip.slot = "";
        const enemies = root.table.enemyHeroesOf(root.table.hero(hero).player || "");
        if (enemies.length > 0)
            root.target = enemies[0].id;
        const others = root.table.players.filter(p => p.id !== (root.table.hero(hero).player || ""));
        if (others.length > 0)
            root.from = others[0].id;
        ActiveSession.clearError();
        root.open();
    }

    // The place action's own fields (docs/games/theosis.md "place").
    function fields(): var {
        const action = {
            "hero": root.hero,
            "location": root.kind
        };
        switch (root.kind) {
        case "quest":
            action.alignment = root.alignment;
            action.gold = root.gold;
            if (!root.gold)
                break;
            if (root.alignment === "warmonger" && root.target.length > 0)
                action.target = root.target;
            if (root.alignment === "deceitful" && root.from.length > 0) {
                action.from = root.from;
                if (root.amount >= 0)
                    action.amount = root.amount;
            }
            if (root.alignment === "righteous" && root.drawn.length > 0)
                action.drawn = root.drawn;
            if (root.alignment === "vengeful" && equip.item.length > 0) {
                action.item = equip.item;
                action.equip_hero = equip.hero;
                action.slot = equip.slot;
            }
            if (root.alignment === "merciful")
                action.mana = gems.gems;
            break;
        case "mage-tower":
            action.ritual = root.ritual;
            action.turn = root.turnToken;
            break;
        case "thieves-guild":
        case "mercenary-camp":
            if (root.face > 0)
                action.face = root.face;
            break;
        case "cathedral":
            action.mana = gems.gems;
            if (root.heal.length > 0)
                action.heal = root.heal;
            break;
        case "market":
            action.item = equip.item;
            action.equip_hero = equip.hero;
            action.slot = equip.slot;
            break;
        }
        return action;
    }

    // The item, hero and slot of a Market visit or a Vengeful reward.
    function choose(item: string, hero: string, slot: string) {
        equip.item = item;
        equip.hero = hero;
        equip.slot = slot;
    }

    function confirm(): bool {
        if (!root.table.place(root.fields()))
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
                    enabled: !root.awaitingItem && root.verdict.ok !== false
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
                text: qsTr("%1 goes to the %2").arg(root.heroMap.shortName || "").arg(labels.locationName(root.kind, root.alignment))
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
                text: root.location.power && root.location.power.name ? qsTr("On the gold space (power: %1, %2/%3)").arg(root.location.power.name).arg(root.location.power.attack).arg(root.location.power.defense) : qsTr("On the gold space")
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
                    options: root.table.players.filter(p => p.id !== root.player).map(p => ({
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
                        }].concat(root.table.pouch.filter(item => !item.artifact).map(item => ({
                                    "value": item.id,
                                    "label": item.name
                                })))
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
                        }].concat(root.table.heroes.filter(h => h.player === root.player).filter(h => h.alive).map(h => ({
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
                    options: root.table.ritualDeck.map(r => ({
                                "value": r.id,
                                "label": r.name
                            }))
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
                onFaceChanged: root.face = face
            }

        }
    }
}
