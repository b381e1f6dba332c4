import QtQuick
import QtQuick.Layouts
import Arbiter

// Exiled Legends in the new-session sheet: per player a Legend, three Sphere
// cards and, when the card pack holds more than six heroes of the Legend's
// type, the six for the Team deck; or the draft for everyone. setup() gives
// the object the engine's setup reader takes (docs/games/exiled-legends.md).
ColumnLayout {
    id: root

    // The names typed so far, in seat order.
    property var playerNames: []
    property bool draft: false
    // Per seat: {legend, spheres: [ids], team: [ids]}; replaced, never changed
    // in place, so the bindings see each change.
    property var picks: []
    readonly property var pack: SessionLibrary.contentPack("exiled-legends")
    readonly property var names: root.playerNames.map(name => name.trim())
    readonly property string problem: root.findProblem()
    readonly property bool ready: root.problem.length === 0

    function heroesOfType(type: string): var {
        return (root.pack.heroes || []).filter(hero => hero.type === type);
    }

    function legendById(id: string): var {
        return (root.pack.legends || []).find(legend => legend.id === id) || null;
    }

    function legendTaken(id: string, seat: int): bool {
        return root.picks.some((pick, other) => other !== seat && other < root.names.length && pick.legend === id);
    }

    function sphereTaken(id: string, seat: int): bool {
        return root.picks.some((pick, other) => other !== seat && other < root.names.length && pick.spheres.includes(id));
    }

    // The draft's real deal: a hero dealt to one seat is in no other hand.
    function dealtElsewhere(id: string, seat: int): bool {
        return root.picks.some((pick, other) => other !== seat && other < root.names.length && (pick.hand || []).includes(id));
    }

    // Whether the table entered the hands its own box dealt (then all of them).
    readonly property bool realDeal: root.draft && root.picks.slice(0, root.names.length).some(pick => (pick.hand || []).length > 0)

    // A Legend nobody has yet, one whose type fills a Team deck first.
    function freeLegend(seat: int, picks: var): string {
        const legends = root.pack.legends || [];
        const free = legends.filter(legend => !picks.some((pick, other) => other !== seat && pick.legend === legend.id));
        const playable = free.find(legend => root.heroesOfType(legend.type).length >= 6);
        return playable ? playable.id : (free.length > 0 ? free[0].id : "");
    }

    function freeSpheres(seat: int, picks: var, type: string): var {
        const spheres = (root.pack.spheres || []).filter(sphere => !picks.some((pick, other) => other !== seat && pick.spheres.includes(sphere.id)));
        // The Legend's own type first, then the rest in pack order.
        spheres.sort((a, b) => (a.type === type ? 0 : 1) - (b.type === type ? 0 : 1));
        return spheres.slice(0, 3).map(sphere => sphere.id);
    }

    function fillSeats() {
        const picks = root.picks.slice(0, root.names.length);
        while (picks.length < root.names.length)
            picks.push({ "legend": "", "spheres": [], "team": [], "hand": [] });
        for (let seat = 0; seat < picks.length; ++seat) {
            if (picks[seat].legend.length > 0)
                continue;
            const legend = root.freeLegend(seat, picks);
            const type = root.legendById(legend) ? root.legendById(legend).type : "";
            picks[seat] = { "legend": legend, "spheres": root.freeSpheres(seat, picks, type), "team": [], "hand": [] };
        }
        root.picks = picks;
    }

    function changePick(seat: int, change: var) {
        const picks = root.picks.slice();
        picks[seat] = Object.assign({}, picks[seat], change);
        root.picks = picks;
    }

    function chooseLegend(seat: int, id: string) {
        root.changePick(seat, { "legend": id, "team": [] });
    }

    function toggleListEntry(seat: int, field: string, id: string, limit: int) {
        const list = (root.picks[seat][field] || []).slice();
        const at = list.indexOf(id);
        if (at >= 0)
            list.splice(at, 1);
        else if (list.length < limit)
            list.push(id);
        const change = {};
        change[field] = list;
        root.changePick(seat, change);
    }

    function findProblem(): string {
        const names = root.names;
        if (names.some(name => name.length === 0))
            return qsTr("Give every player a name.");
        if (new Set(names).size !== names.length)
            return qsTr("Every player needs a different name.");
        if (root.picks.length < names.length)
            return qsTr("Choose a Legend for every player.");
        if (root.draft) {
            const heroes = (root.pack.heroes || []).length;
            if (heroes < 6 * names.length)
                return qsTr("The draft deals six heroes to each player, but the card pack holds %1 for %2 players.").arg(heroes).arg(names.length);
        }
        for (let seat = 0; seat < names.length; ++seat) {
            const pick = root.picks[seat];
            const legend = root.legendById(pick.legend);
            if (!legend)
                return qsTr("Choose a Legend for %1.").arg(names[seat]);
            if (pick.spheres.length !== 3)
                return qsTr("%1 needs three Sphere cards (%2 chosen).").arg(names[seat]).arg(pick.spheres.length);
            if (root.draft) {
                const dealt = (pick.hand || []).length;
                if (root.realDeal && dealt !== 6)
                    return qsTr("Tap the six heroes your box dealt to %1 (%2 chosen), or none for anyone to let the app deal.").arg(names[seat]).arg(dealt);
                continue;
            }
            const ofType = root.heroesOfType(legend.type).length;
            if (ofType < 6)
                return qsTr("The card pack holds %1 %2 heroes; %3's Team deck needs six. Add cards in the card editor or draft the decks.").arg(ofType).arg(labels.typeName(legend.type)).arg(names[seat]);
            if (ofType > 6 && pick.team.length !== 6)
                return qsTr("Choose six heroes for %1's Team deck (%2 chosen).").arg(names[seat]).arg(pick.team.length);
        }
        return "";
    }

    // The game's setup object (docs/games/exiled-legends.md).
    function setup(): var {
        const players = [];
        for (let seat = 0; seat < root.names.length && seat < root.picks.length; ++seat) {
            const pick = root.picks[seat];
            const entry = { "player": root.names[seat], "legend": pick.legend, "spheres": pick.spheres.slice() };
            if (!root.draft && pick.team.length === 6)
                entry.team = pick.team.slice();
            players.push(entry);
        }
        const result = { "deck_mode": root.draft ? "draft" : "type", "players": players };
        if (root.realDeal) {
            const hands = {};
            for (let seat = 0; seat < root.names.length; ++seat)
                hands[root.names[seat]] = root.picks[seat].hand.slice();
            result.hands = hands;
        }
        return result;
    }

    spacing: Theme.gap
    onNamesChanged: root.fillSeats()
    Component.onCompleted: root.fillSeats()

    LegendsLabels {
        id: labels
    }

    HeadingLabel {
        Layout.fillWidth: true
        text: qsTr("Legends and Sphere cards")
    }

    ToggleSwitch {
        objectName: "legendsDraftSwitch"
        Layout.fillWidth: true
        text: qsTr("Draft the Team decks (deal six, keep one, pass left)")
        checked: root.draft
        onToggled: root.draft = checked
    }

    Repeater {
        model: root.names.length

        delegate: SurfaceCard {
            id: seatCard

            required property int index
            readonly property var pick: index < root.picks.length ? root.picks[index] : null
            readonly property var legend: pick ? root.legendById(pick.legend) : null
            readonly property var teamChoices: !root.draft && legend && root.heroesOfType(legend.type).length > 6 ? root.heroesOfType(legend.type) : []

            Layout.fillWidth: true
            implicitHeight: seatColumn.implicitHeight + 2 * padding

            ColumnLayout {
                id: seatColumn

                anchors.fill: parent
                anchors.margins: parent.padding
                spacing: Theme.gap

                HeadingLabel {
                    Layout.fillWidth: true
                    text: root.names[seatCard.index].length > 0 ? root.names[seatCard.index] : qsTr("Player %1").arg(seatCard.index + 1)
                }

                BodyLabel {
                    Layout.fillWidth: true
                    muted: true
                    text: qsTr("Legend")
                }

                Flow {
                    Layout.fillWidth: true
                    spacing: Theme.gap

                    Repeater {
                        model: root.pack.legends || []

                        delegate: ActionButton {
                            required property var modelData

                            objectName: "legend-" + seatCard.index + "-" + modelData.id
                            text: qsTr("%1 · %2").arg(modelData.name).arg(labels.typeName(modelData.type))
                            font.pixelSize: Theme.fontSmall
                            checked: seatCard.pick !== null && seatCard.pick.legend === modelData.id
                            enabled: !root.legendTaken(modelData.id, seatCard.index)
                            onClicked: root.chooseLegend(seatCard.index, modelData.id)
                        }
                    }
                }

                BodyLabel {
                    Layout.fillWidth: true
                    muted: true
                    text: qsTr("Sphere cards: %1 of 3").arg(seatCard.pick ? seatCard.pick.spheres.length : 0)
                }

                Flow {
                    Layout.fillWidth: true
                    spacing: Theme.gap

                    Repeater {
                        model: root.pack.spheres || []

                        delegate: ActionButton {
                            required property var modelData
                            readonly property bool mine: seatCard.pick !== null && seatCard.pick.spheres.includes(modelData.id)

                            objectName: "sphere-" + seatCard.index + "-" + modelData.id
                            text: qsTr("%1 · %2").arg(modelData.name).arg(labels.typeName(modelData.type))
                            font.pixelSize: Theme.fontSmall
                            checked: mine
                            enabled: mine || (!root.sphereTaken(modelData.id, seatCard.index) && seatCard.pick !== null && seatCard.pick.spheres.length < 3)
                            onClicked: root.toggleListEntry(seatCard.index, "spheres", modelData.id, 3)
                        }
                    }
                }

                BodyLabel {
                    Layout.fillWidth: true
                    visible: root.draft
                    muted: true
                    text: qsTr("Dealt from your box: %1 of 6 (none for anyone: the app deals)").arg(seatCard.pick ? (seatCard.pick.hand || []).length : 0)
                }

                Flow {
                    Layout.fillWidth: true
                    visible: root.draft
                    spacing: Theme.gap

                    Repeater {
                        model: root.draft ? (root.pack.heroes || []) : []

                        delegate: ActionButton {
                            required property var modelData
                            readonly property bool mine: seatCard.pick !== null && (seatCard.pick.hand || []).includes(modelData.id)

                            objectName: "hand-" + seatCard.index + "-" + modelData.id
                            text: qsTr("%1 · %2").arg(modelData.name).arg(labels.typeName(modelData.type))
                            font.pixelSize: Theme.fontSmall
                            checked: mine
                            enabled: mine || (!root.dealtElsewhere(modelData.id, seatCard.index) && seatCard.pick !== null && (seatCard.pick.hand || []).length < 6)
                            onClicked: root.toggleListEntry(seatCard.index, "hand", modelData.id, 6)
                        }
                    }
                }

                BodyLabel {
                    Layout.fillWidth: true
                    visible: seatCard.teamChoices.length > 0
                    muted: true
                    text: qsTr("Team deck: %1 of 6").arg(seatCard.pick ? seatCard.pick.team.length : 0)
                }

                Flow {
                    Layout.fillWidth: true
                    visible: seatCard.teamChoices.length > 0
                    spacing: Theme.gap

                    Repeater {
                        model: seatCard.teamChoices

                        delegate: ActionButton {
                            required property var modelData
                            readonly property bool mine: seatCard.pick !== null && seatCard.pick.team.includes(modelData.id)

                            objectName: "team-" + seatCard.index + "-" + modelData.id
                            text: modelData.name
                            font.pixelSize: Theme.fontSmall
                            checked: mine
                            enabled: mine || (seatCard.pick !== null && seatCard.pick.team.length < 6)
                            onClicked: root.toggleListEntry(seatCard.index, "team", modelData.id, 6)
                        }
                    }
                }
            }
        }
    }
}
