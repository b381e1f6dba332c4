import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Theosis in the new-session sheet: the game mode the table size allows,
// blitz, the teams, the heroes (chosen from the pack or drafted in the
// rulebook's order), the monsters of the encounter table, who holds the
// initiative first, and the fast-action preparation with a Mana gem per
// hero. The modes, hero counts and encounter rows come from the engine
// (TheosisSetupAdvisor), and so does the last word on the finished setup.
ColumnLayout {
    id: root

    // The names typed so far, in seat order.
    property var playerNames: []
    property string mode: ""
    property bool blitz: false
    // Six players in team mode: two teams of three or three of two.
    property int teamCount: 2
    // {player name: team index}; unset players follow their seat.
    property var teamOf: ({})
    // Against monsters: the encounter table's row.
    property int heroesEach: 0
    property bool draftHeroes: true
    // {player name: [hero ids]}
    property var chosenHeroes: ({})
    // Empty: the pack's first monsters.
    property var chosenMonsters: []
    property bool boss: false
    property string firstPlayer: ""
    property bool fast: false
    // Fast preparation: {"<player>:<hero>": skill index}.
    property var manaSkills: ({})
    // Fast preparation with powers chosen by the players: {player name: [power id per value pair]}.
    property bool choosePowers: false
    property var chosenPowers: ({})
    readonly property var valuePairs: root.pack.value_pairs || []

    // Bumped when the content editor closes, so a saved pack is read again.
    property int packRevision: 0
    readonly property var pack: root.packRevision >= 0 ? SessionLibrary.contentPack("theosis") : ({})
    readonly property var heroList: root.pack.heroes || []
    readonly property var names: root.playerNames.map(name => String(name).trim())
    readonly property int count: root.names.length
    readonly property var modeList: TheosisSetupAdvisor.modes(root.count)
    readonly property string effectiveMode: root.modeList.indexOf(root.mode) >= 0 ? root.mode : (root.modeList.indexOf(root.count === 1 ? "coop" : "pvp") >= 0 ? (root.count === 1 ? "coop" : "pvp") : (root.modeList.length > 0 ? root.modeList[0] : ""))
    readonly property bool competitive: root.effectiveMode === "pvp" || root.effectiveMode === "team"
    readonly property int teams: root.effectiveMode === "team" ? (root.count === 6 ? root.teamCount : 2) : 0
    readonly property bool blitzOffered: root.competitive && TheosisSetupAdvisor.competitiveHeroes(root.effectiveMode, root.count, root.teams, true) > 0 && TheosisSetupAdvisor.competitiveHeroes(root.effectiveMode, root.count, root.teams, true) !== TheosisSetupAdvisor.competitiveHeroes(root.effectiveMode, root.count, root.teams, false)
    readonly property var encounterRows: root.competitive ? [] : TheosisSetupAdvisor.encounters(root.count)
    readonly property int heroesPerPlayer: {
        if (root.competitive)
            return TheosisSetupAdvisor.competitiveHeroes(root.effectiveMode, root.count, root.teams, root.blitz && root.blitzOffered);
        const wanted = root.heroesEach > 0 ? root.heroesEach : (root.count === 1 ? 3 : 2);
        return root.encounterRows.some(row => row.heroesEach === wanted) ? wanted : (root.encounterRows.length > 0 ? root.encounterRows[0].heroesEach : 0);
    }
    readonly property var encounter: root.encounterRows.find(row => row.heroesEach === root.heroesPerPlayer) || null
    readonly property bool bossOffered: root.encounter !== null && root.encounter.bossStamina > 0
    readonly property int monsterCount: root.encounter === null ? 0 : (root.boss && root.bossOffered ? 1 : root.encounter.monsters)
    readonly property var monsterChoices: (root.pack.monsters || []).filter(monster => (monster.boss === true) === (root.boss && root.bossOffered))
    readonly property var monsters: root.chosenMonsters.length === root.monsterCount && root.chosenMonsters.every(id => root.monsterChoices.some(m => m.id === id)) ? root.chosenMonsters : root.monsterChoices.slice(0, root.monsterCount).map(m => m.id)
    // Each player's heroes: chosen, or the rulebook's draft through the pack's list.
    readonly property var heroesByPlayer: {
        const result = {};
        root.names.forEach(name => result[name] = []);
        if (root.draftHeroes) {
            const order = TheosisSetupAdvisor.draftOrder(root.names, root.heroesPerPlayer);
            order.forEach((name, k) => {
                if (k < root.heroList.length && result[name])
                    result[name].push(root.heroList[k].id);
            });
        } else {
            root.names.forEach(name => result[name] = (root.chosenHeroes[name] || []).slice());
        }
        return result;
    }
    readonly property string problem: root.findProblem()
    readonly property bool ready: root.problem.length === 0

    function heroById(id: string): var {
        return root.heroList.find(hero => hero.id === id) || null;
    }

    function teamIndexOf(seat: int): int {
        const name = root.names[seat];
        const chosen = root.teamOf[name];
        if (chosen !== undefined && chosen < root.teams)
            return chosen;
        return Math.floor(seat / Math.max(1, root.count / Math.max(1, root.teams)));
    }

    function teamLists(): var {
        const lists = [];
        for (let t = 0; t < root.teams; ++t)
            lists.push([]);
        root.names.forEach((name, seat) => {
            const team = Math.min(root.teamIndexOf(seat), lists.length - 1);
            if (team >= 0)
                lists[team].push(name);
        });
        return lists;
    }

    function setTeam(name: string, team: int) {
        const all = Object.assign({}, root.teamOf);
        all[name] = team;
        root.teamOf = all;
    }

    function toggleHero(name: string, heroId: string) {
        const all = Object.assign({}, root.chosenHeroes);
        const list = (all[name] || []).slice();
        const at = list.indexOf(heroId);
        if (at >= 0)
            list.splice(at, 1);
        else if (list.length < root.heroesPerPlayer)
            list.push(heroId);
        all[name] = list;
        root.chosenHeroes = all;
    }

    function heroTakenByOther(name: string, heroId: string): bool {
        return root.names.some(other => other !== name && (root.chosenHeroes[other] || []).indexOf(heroId) >= 0);
    }

    function toggleMonster(id: string) {
        const list = root.monsters.slice();
        const at = list.indexOf(id);
        if (at >= 0) {
            list.splice(at, 1);
        } else {
            list.push(id);
            while (list.length > root.monsterCount)
                list.shift();
        }
        root.chosenMonsters = list;
    }

    function setMana(heroKey: string, skill: int) {
        const all = Object.assign({}, root.manaSkills);
        all[heroKey] = skill;
        root.manaSkills = all;
    }

    // The pack's powers with the value pair `pair` ({attack, defense}).
    function powersOfPair(pair: var): var {
        return (root.pack.powers || []).filter(power => power.attack === pair.attack && power.defense === pair.defense);
    }

    function setPower(name: string, pairIndex: int, powerId: string) {
        const all = Object.assign({}, root.chosenPowers);
        const list = (all[name] || []).slice();
        while (list.length < root.valuePairs.length)
            list.push("");
        list[pairIndex] = powerId;
        all[name] = list;
        root.chosenPowers = all;
    }

    function powerTakenByOther(name: string, powerId: string): bool {
        return root.names.some(other => other !== name && (root.chosenPowers[other] || []).indexOf(powerId) >= 0);
    }

    function findProblem(): string {
        if (root.names.some(name => name.length === 0))
            return qsTr("Give every player a name.");
        if (new Set(root.names).size !== root.names.length)
            return qsTr("Every player needs a different name.");
        if (root.effectiveMode.length === 0)
            return qsTr("No game mode of Theosis is played by %n player(s).", "", root.count);
        if (root.heroesPerPlayer <= 0)
            return qsTr("This mode is not played by %n player(s) in this form.", "", root.count);
        if (!root.draftHeroes) {
            for (const name of root.names) {
                const list = root.heroesByPlayer[name] || [];
                if (list.length !== root.heroesPerPlayer)
                    return qsTr("%1 selects %n hero(es) (%2 chosen).", "", root.heroesPerPlayer).arg(name).arg(list.length);
            }
        }
        if (root.fast && root.choosePowers) {
            for (const name of root.names) {
                const list = (root.chosenPowers[name] || []).filter(id => id.length > 0);
                if (list.length !== root.valuePairs.length)
                    return qsTr("%1 chooses one power of each value pair (%2 of %3).").arg(name).arg(list.length).arg(root.valuePairs.length);
            }
        }
        if (!root.competitive && root.monsters.length !== root.monsterCount)
            return qsTr("Choose %n monster(s) (%1 chosen).", "", root.monsterCount).arg(root.monsters.length);
        return TheosisSetupAdvisor.problem(root.pack, root.names, root.setup());
    }

    // The game's setup object (docs/games/theosis.md "Setup").
    function setup(): var {
        const result = {
            "mode": root.effectiveMode,
            "fast": root.fast
        };
        if (root.competitive && root.blitz && root.blitzOffered)
            result.blitz = true;
        if (root.effectiveMode === "team")
            result.teams = root.teamLists();
        if (!root.competitive) {
            result.heroes_per_player = root.heroesPerPlayer;
            result.monsters = root.monsters.slice();
            if (root.boss && root.bossOffered)
                result.boss = true;
        }
        if (!root.draftHeroes) {
            const heroes = {};
            root.names.forEach(name => heroes[name] = (root.chosenHeroes[name] || []).slice());
            result.heroes = heroes;
        }
        if (root.names.indexOf(root.firstPlayer) >= 0)
            result.first = root.firstPlayer;
        if (root.fast) {
            const mana = {};
            root.names.forEach(name => (root.heroesByPlayer[name] || []).forEach(hero => {
                const key = name + ":" + hero;
                mana[key] = root.manaSkills[key] !== undefined ? root.manaSkills[key] : 0;
            }));
            result.mana = mana;
            if (root.choosePowers) {
                const powers = {};
                root.names.forEach(name => powers[name] = (root.chosenPowers[name] || []).slice());
                result.powers = powers;
            }
        }
        return result;
    }

    spacing: Theme.gap

    TheosisPrepLabels {
        id: labels
    }

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.gap

        BodyLabel {
            Layout.fillWidth: true
            muted: true
            text: qsTr("Hero mats, power values, items and stamina tokens come from the content pack; the shipped one has example values.")
        }

        ActionButton {
            objectName: "theosisOpenContentEditor"
            iconPath: Icons.edit
            text: qsTr("Check components")
            onClicked: contentEditorPopup.open()
        }
    }

    Popup {
        id: contentEditorPopup

        parent: Overlay.overlay
        x: 0
        y: 0
        width: parent ? parent.width : 0
        height: parent ? parent.height : 0
        modal: true
        padding: 0
        onClosed: root.packRevision = root.packRevision + 1

        contentItem: Loader {
            active: contentEditorPopup.visible
            sourceComponent: TheosisContentEditorPage {
                objectName: "theosisSetupContentEditor"
                onCloseRequested: contentEditorPopup.close()
            }
        }
    }

    HeadingLabel {
        Layout.fillWidth: true
        text: qsTr("Game mode")
    }

    Flow {
        Layout.fillWidth: true
        spacing: Theme.gap

        Repeater {
            model: root.modeList

            delegate: ActionButton {
                required property string modelData

                objectName: "theosisMode-" + modelData
                checked: root.effectiveMode === modelData
                text: labels.modeName(modelData)
                onClicked: root.mode = modelData
            }
        }
    }

    ToggleSwitch {
        objectName: "theosisBlitz"
        Layout.fillWidth: true
        visible: root.blitzOffered
        text: qsTr("Blitz: two heroes each")
        checked: root.blitz
        onToggled: root.blitz = checked
    }

    // Teams
    ColumnLayout {
        Layout.fillWidth: true
        visible: root.effectiveMode === "team"
        spacing: Theme.gap

        HeadingLabel {
            Layout.fillWidth: true
            text: qsTr("Teams")
        }

        Flow {
            Layout.fillWidth: true
            visible: root.count === 6
            spacing: Theme.gap

            ActionButton {
                checked: root.teamCount === 2
                text: qsTr("Two teams of three")
                onClicked: root.teamCount = 2
            }

            ActionButton {
                checked: root.teamCount === 3
                text: qsTr("Three teams of two")
                onClicked: root.teamCount = 3
            }
        }

        // The lists of this form are replaced on every keystroke and toggle: the
        // delegates inside layouts are kept by count and read their entry, so a
        // layout never holds a deleted one.
        Repeater {
            model: root.effectiveMode === "team" ? root.names.length : 0

            delegate: RowLayout {
                id: teamRow

                required property int index
                readonly property string modelData: root.names[index] ?? ""

                Layout.fillWidth: true
                spacing: Theme.gap

                BodyLabel {
                    Layout.fillWidth: true
                    text: teamRow.modelData.length > 0 ? teamRow.modelData : qsTr("Player %1").arg(teamRow.index + 1)
                }

                Repeater {
                    model: root.teams

                    delegate: ActionButton {
                        required property int index

                        objectName: "theosisTeam-" + teamRow.index + "-" + index
                        checked: root.teamIndexOf(teamRow.index) === index
                        text: qsTr("Team %1").arg(index + 1)
                        onClicked: root.setTeam(teamRow.modelData, index)
                    }
                }
            }
        }
    }

    // Before the heroes: the gems and powers it asks for appear below the
    // switch, never above it, so the switch stays under the finger.
    ToggleSwitch {
        objectName: "theosisFast"
        Layout.fillWidth: true
        text: qsTr("Fast-action preparation (no Hierapolis)")
        checked: root.fast
        onToggled: root.fast = checked
    }

    ToggleSwitch {
        objectName: "theosisChoosePowers"
        Layout.fillWidth: true
        visible: root.fast
        text: qsTr("The players choose their powers (one of each value pair)")
        checked: root.choosePowers
        onToggled: root.choosePowers = checked
    }

    BodyLabel {
        Layout.fillWidth: true
        visible: root.fast
        muted: true
        text: root.choosePowers ? qsTr("Each hero starts with one Mana gem on the skill chosen below; the table hands out items before the ranking.") : qsTr("Every player gets one power of each value pair, dealt by the app; each hero starts with one Mana gem on the skill chosen below, and the table hands out items before the ranking.")
    }

    // Heroes
    HeadingLabel {
        Layout.fillWidth: true
        text: qsTr("Heroes: %1 per player").arg(root.heroesPerPlayer)
    }

    Flow {
        Layout.fillWidth: true
        visible: root.encounterRows.length > 1
        spacing: Theme.gap

        Repeater {
            model: root.encounterRows

            delegate: ActionButton {
                required property var modelData

                objectName: "theosisHeroesEach-" + modelData.heroesEach
                checked: root.heroesPerPlayer === modelData.heroesEach
                text: qsTr("%n hero(es) each", "", modelData.heroesEach)
                onClicked: root.heroesEach = modelData.heroesEach
            }
        }
    }

    Flow {
        Layout.fillWidth: true
        spacing: Theme.gap

        ActionButton {
            objectName: "theosisDraft"
            checked: root.draftHeroes
            text: qsTr("Draft in the rulebook's order")
            onClicked: root.draftHeroes = true
        }

        ActionButton {
            objectName: "theosisChooseHeroes"
            checked: !root.draftHeroes
            text: qsTr("Choose the heroes")
            onClicked: root.draftHeroes = false
        }
    }

    Repeater {
        model: root.names.length

        delegate: ColumnLayout {
            id: heroEntry

            required property int index
            readonly property string modelData: root.names[index] ?? ""
            readonly property var mine: root.heroesByPlayer[modelData] || []

            Layout.fillWidth: true
            spacing: Theme.gap

            BodyLabel {
                Layout.fillWidth: true
                font.bold: true
                text: {
                    const who = heroEntry.modelData.length > 0 ? heroEntry.modelData : qsTr("Player %1").arg(heroEntry.index + 1);
                    const heroes = heroEntry.mine.map(id => root.heroById(id) ? root.heroById(id).name : id);
                    return heroes.length > 0 ? qsTr("%1: %2").arg(who).arg(heroes.join(", ")) : who;
                }
            }

            Flow {
                Layout.fillWidth: true
                visible: !root.draftHeroes
                spacing: Theme.gap

                Repeater {
                    model: root.draftHeroes ? [] : root.heroList

                    delegate: ActionButton {
                        required property var modelData
                        readonly property bool chosen: heroEntry.mine.indexOf(modelData.id) >= 0

                        objectName: "theosisHero-" + heroEntry.index + "-" + modelData.id
                        font.pixelSize: Theme.fontSmall
                        checked: chosen
                        enabled: chosen || (!root.heroTakenByOther(heroEntry.modelData, modelData.id) && heroEntry.mine.length < root.heroesPerPlayer)
                        text: qsTr("%1 · %2").arg(modelData.name.split(" the ")[0]).arg(labels.alignmentName(modelData.alignment))
                        onClicked: root.toggleHero(heroEntry.modelData, modelData.id)
                    }
                }
            }

            // Fast preparation: the skill each hero starts with a gem on.
            Repeater {
                model: root.fast ? heroEntry.mine.length : 0

                delegate: Flow {
                    id: manaRow

                    required property int index
                    readonly property string modelData: heroEntry.mine[index] ?? ""
                    readonly property var sheet: root.heroById(modelData)
                    readonly property string key: heroEntry.modelData + ":" + modelData

                    Layout.fillWidth: true
                    spacing: Theme.gap

                    BodyLabel {
                        height: Theme.touch
                        verticalAlignment: Text.AlignVCenter
                        muted: true
                        text: qsTr("%1's Mana gem:").arg(manaRow.sheet ? manaRow.sheet.name.split(" the ")[0] : manaRow.modelData)
                    }

                    Repeater {
                        model: manaRow.sheet ? manaRow.sheet.skills : []

                        delegate: ActionButton {
                            required property var modelData
                            required property int index

                            objectName: "theosisMana-" + manaRow.key + "-" + index
                            font.pixelSize: Theme.fontSmall
                            checked: (root.manaSkills[manaRow.key] !== undefined ? root.manaSkills[manaRow.key] : 0) === index
                            text: modelData.name
                            onClicked: root.setMana(manaRow.key, index)
                        }
                    }
                }
            }

            // Fast preparation: one power of each value pair.
            Repeater {
                model: root.fast && root.choosePowers ? root.valuePairs.length : 0

                delegate: Flow {
                    id: pairRow

                    required property int index
                    readonly property var modelData: root.valuePairs[index] ?? ({ "attack": -1, "defense": -1 })
                    readonly property var picked: root.chosenPowers[heroEntry.modelData] || []

                    Layout.fillWidth: true
                    spacing: Theme.gap

                    BodyLabel {
                        height: Theme.touch
                        verticalAlignment: Text.AlignVCenter
                        muted: true
                        text: qsTr("%1/%2:").arg(pairRow.modelData.attack).arg(pairRow.modelData.defense)
                    }

                    Repeater {
                        model: root.powersOfPair(pairRow.modelData)

                        delegate: ActionButton {
                            required property var modelData

                            objectName: "theosisPower-" + heroEntry.index + "-" + modelData.id
                            font.pixelSize: Theme.fontSmall
                            checked: pairRow.picked[pairRow.index] === modelData.id
                            enabled: !root.powerTakenByOther(heroEntry.modelData, modelData.id)
                            text: modelData.name
                            onClicked: root.setPower(heroEntry.modelData, pairRow.index, modelData.id)
                        }
                    }
                }
            }
        }
    }

    // Monsters
    ColumnLayout {
        Layout.fillWidth: true
        visible: !root.competitive && root.encounter !== null
        spacing: Theme.gap

        HeadingLabel {
            Layout.fillWidth: true
            text: qsTr("Monsters")
        }

        BodyLabel {
            Layout.fillWidth: true
            muted: true
            text: root.encounter === null ? "" : qsTr("The encounter table: %n monster(s) with %1 stamina tokens each.", "", root.monsterCount).arg(root.boss && root.bossOffered ? root.encounter.bossStamina : root.encounter.stamina)
        }

        ToggleSwitch {
            objectName: "theosisBoss"
            Layout.fillWidth: true
            visible: root.bossOffered
            text: qsTr("Meet one boss instead")
            checked: root.boss
            onToggled: root.boss = checked
        }

        Flow {
            Layout.fillWidth: true
            spacing: Theme.gap

            Repeater {
                model: root.monsterChoices

                delegate: ActionButton {
                    required property var modelData

                    objectName: "theosisMonster-" + modelData.id
                    checked: root.monsters.indexOf(modelData.id) >= 0
                    text: modelData.name
                    onClicked: root.toggleMonster(modelData.id)
                }
            }
        }
    }

    HeadingLabel {
        Layout.fillWidth: true
        text: qsTr("Who holds the initiative first")
    }

    Flow {
        Layout.fillWidth: true
        spacing: Theme.gap

        Repeater {
            model: root.names

            delegate: ActionButton {
                required property string modelData
                required property int index

                objectName: "theosisFirst-" + index
                checked: root.firstPlayer === modelData || (root.names.indexOf(root.firstPlayer) < 0 && index === 0)
                text: modelData.length > 0 ? modelData : qsTr("Player %1").arg(index + 1)
                onClicked: root.firstPlayer = modelData
            }
        }
    }
}
