import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The Banishing's questions in the new-session sheet: a character for every
// player (the recommended first-game ones offered), the difficulty (items
// shuffled into the deck) and who keeps the deck (the real one, or the app).
ColumnLayout {
    id: root

    // The names typed so far, in seat order.
    property var playerNames: []
    readonly property var pack: SessionLibrary.contentPack("the-banishing")
    readonly property var packCharacters: root.pack.characters || []
    readonly property int itemCount: {
        let count = 0;
        for (const card of root.pack.cards || [])
            if (card.kind === "item")
                count += card.count;
        return count;
    }
    readonly property var recommended: BanishingSetupAdvisor.recommendedCharacters(root.pack, root.playerNames.length)
    // Characters chosen by hand, by seat; an empty entry takes the recommended one.
    property var chosen: []
    readonly property var characters: {
        const list = [];
        for (let i = 0; i < root.playerNames.length; ++i) {
            const picked = i < root.chosen.length ? root.chosen[i] : "";
            list.push(picked.length > 0 ? picked : (i < root.recommended.length ? root.recommended[i] : ""));
        }
        return list;
    }
    property int difficulty: root.pack.default_difficulty !== undefined ? root.pack.default_difficulty : 0
    property string mode: "table"
    // The character who starts, chosen at the table; empty: the first seat's.
    property string first: ""
    readonly property string starter: root.characters.indexOf(root.first) >= 0 ? root.first : (root.characters[0] || "")
    readonly property string problem: {
        for (let i = 0; i < root.characters.length; ++i) {
            if (root.characters[i].length === 0)
                return qsTr("Choose a character for player %1.").arg(i + 1);
            if (root.characters.indexOf(root.characters[i]) !== i)
                return qsTr("The %1 is chosen twice: every character is in the box once.").arg(root.characterName(root.characters[i]));
        }
        for (const name of root.playerNames) {
            const id = name.trim().toLowerCase();
            if (id === "table" || root.packCharacters.some(c => c.id === id))
                return qsTr("A player called \"%1\" would clash with a character: choose another name.").arg(name.trim());
        }
        return "";
    }
    readonly property bool ready: root.problem.length === 0

    // The setup object docs/games/the-banishing.md describes (the app adds the pack).
    function setup(): var {
        const setup = {
            "characters": root.characters,
            "difficulty": root.difficulty,
            "mode": root.mode
        };
        if (root.characters.indexOf(root.first) >= 0)
            setup.first = root.first;
        return setup;
    }

    function characterName(id: string): string {
        for (const character of root.packCharacters)
            if (character.id === id)
                return ContentWords.text(character.name, LanguageController.language);
        return id;
    }

    function choose(seat: int, character: string) {
        const list = root.chosen.slice();
        while (list.length <= seat)
            list.push("");
        list[seat] = character;
        root.chosen = list;
    }

    spacing: Theme.gap

    HeadingLabel {
        Layout.fillWidth: true
        text: qsTr("Characters")
    }

    BodyLabel {
        Layout.fillWidth: true
        muted: true
        text: qsTr("Recommended for a first game: %1.").arg(root.recommended.map(id => root.characterName(id)).join(", "))
    }

    // A positioner around the seats: the form's layout is sized by the
    // sheet's Loader, and a layout losing a seat there could be given its
    // size before it dropped the deleted seat (Qt 6.4 then reads freed memory).
    Column {
        Layout.fillWidth: true
        spacing: Theme.gap

        Repeater {
            model: root.playerNames.length

            delegate: ColumnLayout {
                id: seat

                required property int index

                width: parent.width
                spacing: 4

                Label {
                    Layout.fillWidth: true
                    text: root.playerNames[seat.index].trim().length > 0 ? root.playerNames[seat.index] : qsTr("Player %1").arg(seat.index + 1)
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    color: Theme.text
                    elide: Text.ElideRight
                }

                BanishingChoiceChips {
                    Layout.fillWidth: true
                    namePrefix: "seat" + seat.index
                    options: root.packCharacters.map(c => ({
                                "value": c.id,
                                "label": ContentWords.text(c.name, LanguageController.language)
                            }))
                    selected: root.characters[seat.index] || ""
                    onPicked: value => root.choose(seat.index, value)
                }
            }
        }
    }

    HeadingLabel {
        Layout.fillWidth: true
        text: qsTr("Who starts")
    }

    BodyLabel {
        Layout.fillWidth: true
        muted: true
        text: qsTr("The one who role-played last goes first; the turns then go round the seats.")
    }

    BanishingChoiceChips {
        Layout.fillWidth: true
        namePrefix: "first"
        options: root.characters.filter(c => c.length > 0).map(c => ({
                    "value": c,
                    "label": root.characterName(c)
                }))
        selected: root.starter
        onPicked: value => root.first = value
    }

    HeadingLabel {
        Layout.fillWidth: true
        text: qsTr("Difficulty")
    }

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.gap

        ActionButton {
            objectName: "difficultyDown"
            iconPath: Icons.minus
            Accessible.name: qsTr("Fewer items")
            enabled: root.difficulty > 0
            onClicked: root.difficulty = root.difficulty - 1
        }

        Label {
            objectName: "difficultyValue"
            Layout.preferredWidth: 48
            horizontalAlignment: Text.AlignHCenter
            text: String(root.difficulty)
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.text
        }

        ActionButton {
            objectName: "difficultyUp"
            iconPath: Icons.plus
            Accessible.name: qsTr("More items")
            enabled: root.difficulty < root.itemCount
            onClicked: root.difficulty = root.difficulty + 1
        }

        BodyLabel {
            Layout.fillWidth: true
            muted: true
            text: qsTr("items shuffled into the deck (of %1)").arg(root.itemCount)
        }
    }

    HeadingLabel {
        Layout.fillWidth: true
        text: qsTr("Deck")
    }

    BanishingChoiceChips {
        Layout.fillWidth: true
        namePrefix: "mode"
        options: [
            {
                "value": "table",
                "label": qsTr("Table deck")
            },
            {
                "value": "app",
                "label": qsTr("App deck")
            }
        ]
        selected: root.mode
        onPicked: value => root.mode = value
    }

    BodyLabel {
        Layout.fillWidth: true
        muted: true
        text: root.mode === "table" ? qsTr("You shuffle and deal the real cards; tap each card as it is turned up.") : qsTr("The app shuffles and says which card goes where.")
    }
}
