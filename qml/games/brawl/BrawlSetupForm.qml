import QtQuick
import QtQuick.Layouts
import Arbiter

// Super Fantasy Brawl's questions in the new-session sheet: who plays
// first and from which deployment area, and how teams are chosen (free,
// casual draft, competitive draft with the champions each player brings).
// Two players, or four for Super Team Tornado.
ColumnLayout {
    id: root

    // The names typed so far, in seat order.
    property var playerNames: []
    readonly property var names: {
        const list = [];
        for (let i = 0; i < root.playerNames.length; ++i) {
            const name = String(root.playerNames[i]).trim();
            if (name.length > 0)
                list.push(name);
        }
        return list;
    }
    readonly property bool tornado: names.length === 4
    readonly property var pack: SessionLibrary.contentPack("super-fantasy-brawl")
    readonly property var areaIds: {
        const areas = root.pack.board && root.pack.board.deployment_areas ? root.pack.board.deployment_areas : [];
        return areas.map(area => area.id);
    }
    readonly property var championList: root.pack.champions ? root.pack.champions : []
    readonly property int broughtCount: tornado ? 3 : 5
    property string firstPlayer: ""
    property string deployment: ""
    property string draftMode: "free"
    // Competitive draft: {player name: [champion ids]}.
    property var brought: ({})
    // The choices fold away behind a one-line summary, so the sheet stays short.
    property bool expanded: false

    // Whether setup() is complete enough to start; `problem` says why not.
    readonly property bool ready: problem.length === 0
    readonly property string problem: {
        if (root.names.length !== 2 && root.names.length !== 4)
            return qsTr("Super Fantasy Brawl is played by two players, or by four in Super Team Tornado.");
        if (root.draftMode === "competitive") {
            for (let i = 0; i < root.names.length; ++i) {
                const list = root.brought[root.names[i]] || [];
                if (list.length !== root.broughtCount)
                    return qsTr("%1 brings %2 champions for the competitive draft (%3 chosen).").arg(root.names[i]).arg(root.broughtCount).arg(list.length);
            }
            if (root.tornado)
                for (let t = 0; t < 2; ++t) {
                    const a = root.brought[root.names[t]] || [];
                    const b = root.brought[root.names[t + 2]] || [];
                    if (a.some(id => b.indexOf(id) >= 0))
                        return qsTr("%1 and %2 are teammates: they may not bring the same champion.").arg(root.names[t]).arg(root.names[t + 2]);
                }
        }
        if (root.draftMode === "casual" && root.championList.length < 6)
            return qsTr("The casual draft needs at least 6 champions in the content pack.");
        return "";
    }

    // The game's setup object (docs/games/super-fantasy-brawl.md).
    function setup(): var {
        const result = {
            "draft": root.draftMode
        };
        if (root.names.indexOf(root.firstPlayer) >= 0)
            result.first_player = root.firstPlayer;
        if (root.areaIds.indexOf(root.deployment) >= 0)
            result.deployment = root.deployment;
        if (root.draftMode === "competitive") {
            const brought = {};
            for (let i = 0; i < root.names.length; ++i)
                brought[root.names[i]] = root.brought[root.names[i]] || [];
            result.brought = brought;
        }
        if (root.draftMode === "casual" && root.tornado) {
            // Four players draft 8 champions: a pool with each champion twice.
            const pool = root.championList.map(c => c.id);
            result.pool = pool.concat(pool);
        }
        return result;
    }

    function toggleBrought(player: string, championId: string) {
        const all = Object.assign({}, root.brought);
        const list = (all[player] || []).slice();
        const at = list.indexOf(championId);
        if (at >= 0)
            list.splice(at, 1);
        else if (list.length < root.broughtCount)
            list.push(championId);
        all[player] = list;
        root.brought = all;
    }

    spacing: Theme.gap

    BodyLabel {
        Layout.fillWidth: true
        visible: root.tornado
        text: root.tornado ? qsTr("Super Team Tornado: %1 and %2 against %3 and %4; 7 VP win.").arg(root.names[0]).arg(root.names[2]).arg(root.names[1]).arg(root.names[3]) : ""
    }

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.gap

        BodyLabel {
            Layout.fillWidth: true
            objectName: "brawlSetupSummary"
            text: {
                const first = root.names.indexOf(root.firstPlayer) >= 0 ? qsTr("%1 plays first").arg(root.firstPlayer) : qsTr("First player drawn at random");
                const area = ContentWords.text(root.deployment.length > 0 ? root.deployment : (root.areaIds.length > 0 ? root.areaIds[0] : ""), LanguageController.language);
                const modes = {
                    "free": qsTr("free choice of champions"),
                    "casual": qsTr("casual draft"),
                    "competitive": qsTr("competitive draft")
                };
                return qsTr("%1 · area %2 · %3").arg(first).arg(area).arg(modes[root.draftMode]);
            }
        }

        ActionButton {
            objectName: "brawlSetupChange"
            kind: ActionButton.Quiet
            iconPath: root.expanded ? Icons.check : Icons.edit
            text: root.expanded ? qsTr("Done") : qsTr("Change")
            onClicked: root.expanded = !root.expanded
        }
    }

    ColumnLayout {
        Layout.fillWidth: true
        visible: root.expanded
        spacing: Theme.gap

        HeadingLabel {
            Layout.fillWidth: true
            text: qsTr("Who plays first")
        }

        Flow {
            Layout.fillWidth: true
            spacing: Theme.gap

            ActionButton {
                objectName: "brawlFirstRandom"
                checked: root.names.indexOf(root.firstPlayer) < 0
                text: qsTr("Draw at random")
                onClicked: root.firstPlayer = ""
            }

            Repeater {
                model: root.names

                delegate: ActionButton {
                    required property string modelData

                    objectName: "brawlFirst-" + modelData
                    checked: root.firstPlayer === modelData
                    text: modelData
                    onClicked: root.firstPlayer = modelData
                }
            }
        }

        HeadingLabel {
            Layout.fillWidth: true
            text: qsTr("The first player's deployment area")
        }

        Flow {
            Layout.fillWidth: true
            spacing: Theme.gap

            Repeater {
                model: root.areaIds

                delegate: ActionButton {
                    required property string modelData
                    required property int index

                    objectName: "brawlDeployment-" + modelData
                    checked: root.deployment === modelData || (root.deployment.length === 0 && index === 0)
                    text: ContentWords.text(modelData, LanguageController.language)
                    onClicked: root.deployment = modelData
                }
            }
        }

        HeadingLabel {
            Layout.fillWidth: true
            text: qsTr("Choosing champions")
        }

        Flow {
            Layout.fillWidth: true
            spacing: Theme.gap

            Repeater {
                model: [{
                        "mode": "free",
                        "text": qsTr("Free choice")
                    }, {
                        "mode": "casual",
                        "text": qsTr("Casual draft")
                    }, {
                        "mode": "competitive",
                        "text": qsTr("Competitive draft")
                    }]

                delegate: ActionButton {
                    required property var modelData

                    objectName: "brawlDraft-" + modelData.mode
                    checked: root.draftMode === modelData.mode
                    text: modelData.text
                    onClicked: root.draftMode = modelData.mode
                }
            }
        }

        BodyLabel {
            Layout.fillWidth: true
            muted: true
            text: {
                switch (root.draftMode) {
                case "casual":
                    return qsTr("Picks from one common pool, starting with the second player; the arena screen asks for each pick.");
                case "competitive":
                    return qsTr("Each player brings %1 champions; each side bans one of the other's, then picks alternate on the arena screen.").arg(root.broughtCount);
                }
                return qsTr("Each player names their champions on the arena screen.");
            }
        }

        Repeater {
            model: root.draftMode === "competitive" ? root.names : []

            delegate: ColumnLayout {
                id: broughtEntry

                required property string modelData
                readonly property var chosen: root.brought[modelData] || []

                Layout.fillWidth: true
                spacing: Theme.gap

                BodyLabel {
                    Layout.fillWidth: true
                    font.bold: true
                    text: qsTr("%1 brings (%2 of %3)").arg(broughtEntry.modelData).arg(broughtEntry.chosen.length).arg(root.broughtCount)
                }

                Flow {
                    Layout.fillWidth: true
                    spacing: Theme.gap

                    Repeater {
                        model: root.championList

                        delegate: ActionButton {
                            required property var modelData

                            checked: broughtEntry.chosen.indexOf(modelData.id) >= 0
                            text: modelData.name
                            onClicked: root.toggleBrought(broughtEntry.modelData, modelData.id)
                        }
                    }
                }
            }
        }
    }
}
