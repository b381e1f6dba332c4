import QtQuick
import QtQuick.Layouts
import Arbiter

// The decision the table owes before play goes on: the item drawn at the
// Righteous Quest or the artifact won (equip it or put it into the pouch),
// or the Thieves' Guild outcome (whom it hits, whom it robs).
SurfaceCard {
    id: root

    required property TheosisHierapolisController table
    readonly property var pending: root.table.pending
    readonly property string kind: root.pending.kind
    readonly property string player: root.pending.player
    property string target
    property string from
    property string toHero
    property int fromSkill: -1
    property int toSkill: -1

    // The players other than the one the decision is for, as rows of the controller's players.
    function otherPlayers(): var {
        const list = [];
        for (let i = 0; i < root.table.players.count; ++i) {
            const p = root.table.players.get(i);
            if (p.id !== root.player)
                list.push(p);
        }
        return list;
    }

    // Mana gems of `heroes` that are (`filled`) or are not on their skills: chip options.
    function gemOptions(heroes: var, filled: bool): var {
        const list = [];
        for (let h = 0; h < heroes.length; ++h)
            for (let g = 0; g < heroes[h].mana.length; ++g) {
                const gem = heroes[h].mana[g];
                if (gem.filled === filled)
                    list.push({
                        "value": heroes[h].id + "/" + gem.index,
                        "label": qsTr("%1: %2").arg(heroes[h].shortName).arg(gem.name)
                    });
            }
        return list;
    }

    implicitHeight: column.implicitHeight + 2 * padding
    color: Theme.accentSoft
    border.color: Theme.accent
    visible: root.kind.length > 0
    onPendingChanged: {
        root.target = "";
        root.from = "";
        root.toHero = "";
        root.fromSkill = -1;
        root.toSkill = -1;
        offerPicker.hero = "";
        offerPicker.slot = "";
    }

    TheosisPrepLabels {
        id: labels
    }

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: root.padding
        spacing: Theme.gap

        HeadingLabel {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: {
                if (root.kind === "offer")
                    return root.pending.source === "artifact" ? qsTr("%1 won %2").arg(root.pending.playerName).arg(root.pending.item.name) : qsTr("%1 drew %2 from the pouch").arg(root.pending.playerName).arg(root.pending.item.name);
                if (root.kind === "thieves")
                    return qsTr("Thieves' Guild for %1: %2").arg(root.pending.playerName).arg(labels.outcomeName(root.pending.outcome));
                return "";
            }
        }

        // The offer: equip or decline.
        TheosisHierapolisEquipPicker {
            id: offerPicker

            Layout.fillWidth: true
            visible: root.kind === "offer"
            table: root.table
            player: root.player
            item: root.pending.item.id
            namePrefix: "offer"
        }

        RowLayout {
            Layout.fillWidth: true
            visible: root.kind === "offer"
            spacing: Theme.gap

            ActionButton {
                objectName: "offerTake"
                kind: ActionButton.Primary
                iconPath: Icons.check
                text: qsTr("Equip")
                enabled: offerPicker.complete
                onClicked: root.table.takeOffer(offerPicker.hero, offerPicker.slot)
            }

            ActionButton {
                objectName: "offerDecline"
                text: qsTr("Into the pouch")
                onClicked: root.table.declineOffer()
            }
        }

        // The Thieves' Guild.
        TheosisPrepChips {
            Layout.fillWidth: true
            visible: root.kind === "thieves" && root.pending.outcome === "damage"
            namePrefix: "thievesTarget"
            selected: root.target
            options: (root.table.revision > 0 ? root.table.enemyHeroesOf(root.player) : []).map(h => ({
                        "value": h.id,
                        "label": qsTr("%1 (%2)").arg(h.shortName).arg(h.playerName)
                    }))
            onPicked: value => root.target = value
        }

        TheosisPrepChips {
            Layout.fillWidth: true
            visible: root.kind === "thieves" && (root.pending.outcome === "steal-2-gold" || root.pending.outcome === "steal-4-gold")
            namePrefix: "thievesFrom"
            selected: root.from
            options: (root.table.revision >= 0 ? root.otherPlayers() : []).map(p => ({
                        "value": p.id,
                        "label": qsTr("%1 (%2 gold)").arg(p.name).arg(p.gold)
                    }))
            onPicked: value => root.from = value
        }

        ColumnLayout {
            Layout.fillWidth: true
            visible: root.kind === "thieves" && root.pending.outcome === "steal-mana"
            spacing: Theme.gap

            BodyLabel {
                text: qsTr("Take the gem from")
            }

            TheosisPrepChips {
                Layout.fillWidth: true
                namePrefix: "thievesGem"
                fontSize: Theme.fontSmall
                selected: root.from + "/" + root.fromSkill
                options: root.gemOptions(root.table.revision > 0 ? root.table.enemyHeroesOf(root.player) : [], true)
                onPicked: value => {
                    root.from = value.split("/")[0];
                    root.fromSkill = Number(value.split("/")[1]);
                }
            }

            BodyLabel {
                text: qsTr("Put it on")
            }

            TheosisPrepChips {
                Layout.fillWidth: true
                namePrefix: "thievesTo"
                fontSize: Theme.fontSmall
                selected: root.toHero + "/" + root.toSkill
                options: [{
                        "value": "/-1",
                        "label": qsTr("Discard it")
                    }].concat(root.gemOptions(root.table.revision > 0 ? root.table.heroesOf(root.player) : [], false))
                onPicked: value => {
                    root.toHero = value.split("/")[0];
                    root.toSkill = Number(value.split("/")[1]);
                }
            }
        }

        ActionButton {
            objectName: "thievesResolve"
            visible: root.kind === "thieves"
            kind: ActionButton.Primary
            iconPath: Icons.check
            text: qsTr("Carry it out")
            onClicked: root.table.resolveThieves(root.target, root.from, root.fromSkill, root.toHero, root.toSkill)
        }
    }
}
