import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The Banishing's content pack, edited at the table: the character sheets
// (stamina, health, abilities with level, colour and effect) and the deck's
// composition. The rulebook prints neither, so the shipped values are made up
// and this is where a table makes them match its own box. Saving checks the
// pack with the game's rules; new sessions use it, running ones keep theirs.
Page {
    id: root

    readonly property string gameId: "the-banishing"
    // A working copy; saved only on request.
    property var pack: root.copyOf(SessionLibrary.contentPack(root.gameId))
    property int characterIndex: 0
    property string view: "characters"
    property bool dirty: false
    property string savedMessage
    readonly property var character: root.pack.characters && root.characterIndex < root.pack.characters.length ? root.pack.characters[root.characterIndex] : null
    readonly property var colors: {
        const seen = [];
        for (const card of root.pack.cards || [])
            if (card.kind === "symbol" && seen.indexOf(card.color) < 0)
                seen.push(card.color);
        return seen;
    }

    function copyOf(value: var): var {
        return JSON.parse(JSON.stringify(value));
    }

    // Every change goes through here so the bindings see a new pack.
    function edit(change: var) {
        const next = root.copyOf(root.pack);
        change(next);
        root.pack = next;
        root.dirty = true;
        root.savedMessage = "";
    }

    // A text's German lives in the pack's translations block, keyed by the
    // English it replaces (see app/content/ContentText.h).
    function germanOf(english: string): string {
        const texts = root.pack.translations && root.pack.translations.de;
        return texts ? (texts[(english || "").trim()] || "") : "";
    }

    function setGerman(english: string, text: string) {
        const key = (english || "").trim();
        if (key.length === 0)
            return;
        root.edit(p => {
            p.translations = p.translations || {};
            p.translations.de = p.translations.de || {};
            if (text.trim().length > 0)
                p.translations.de[key] = text.trim();
            else
                delete p.translations.de[key];
        });
    }

    // Changing the English keeps its German with it.
    function editEnglish(oldEnglish: string, newEnglish: string, change: var) {
        root.edit(p => {
            change(p);
            const texts = p.translations && p.translations.de;
            const from = (oldEnglish || "").trim();
            const to = (newEnglish || "").trim();
            if (texts && from.length > 0 && texts[from] !== undefined && texts[to] === undefined) {
                texts[to] = texts[from];
                delete texts[from];
            }
        });
    }

    function uniqueId(prefix: string, taken: var): string {
        let n = taken.length + 1;
        while (taken.indexOf(prefix + "-" + n) >= 0)
            ++n;
        return prefix + "-" + n;
    }

    function addAbility() {
        root.edit(p => {
            const sheet = p.characters[root.characterIndex];
            const ids = sheet.abilities.map(a => a.id);
            sheet.abilities.push({
                "id": root.uniqueId(sheet.id, ids),
                "name": qsTr("New ability"),
                "level": 1,
                "color": root.colors.length > 0 ? root.colors[0] : "red",
                "effect": "",
                // The app carries out no written effect: a new one is the players' to do.
                "handling": "by_hand",
                "corrections": []
            });
        });
    }

    function addCharacter() {
        root.edit(p => {
            const ids = p.characters.map(c => c.id);
            const id = root.uniqueId("character", ids);
            p.characters.push({
                "id": id,
                "name": qsTr("New character"),
                "stamina": 6,
                "health": 10,
                "abilities": []
            });
        });
        root.characterIndex = root.pack.characters.length - 1;
    }

    function removeCharacter() {
        const index = root.characterIndex;
        root.characterIndex = Math.max(0, index - 1);
        root.edit(p => {
            const id = p.characters[index].id;
            p.characters.splice(index, 1);
            p.first_game = (p.first_game || []).filter(c => c !== id);
            p.more_players = (p.more_players || []).filter(c => c !== id);
        });
    }

    function save() {
        if (SessionLibrary.saveContentPack(root.gameId, root.pack)) {
            root.dirty = false;
            root.savedMessage = qsTr("Saved. New sessions use these values.");
        }
    }

    function resetToShipped() {
        if (SessionLibrary.resetContentPack(root.gameId)) {
            root.pack = root.copyOf(SessionLibrary.contentPack(root.gameId));
            root.characterIndex = 0;
            root.dirty = false;
            root.savedMessage = qsTr("Back to the shipped values.");
        }
    }

    objectName: "banishingCharacterEditor"
    Component.onCompleted: SessionLibrary.clearErrors()

    background: Rectangle {
        color: Theme.background
    }

    header: PageHeader {
        showBack: true
        title: qsTr("Characters and deck")
        subtitle: qsTr("The Banishing · content pack")
        onBackRequested: root.StackView.view.pop()

        ActionButton {
            objectName: "resetPackButton"
            kind: ActionButton.Quiet
            text: qsTr("Reset to shipped")
            enabled: SessionLibrary.hasUserContentPack(root.gameId) || root.dirty
            onClicked: root.resetToShipped()
        }

        ActionButton {
            objectName: "savePackButton"
            kind: ActionButton.Primary
            iconPath: Icons.check
            text: qsTr("Save")
            enabled: root.dirty
            onClicked: root.save()
        }
    }

    Flickable {
        id: flickable

        objectName: "characterEditorFlickable"
        anchors.fill: parent
        contentWidth: width
        contentHeight: layout.implicitHeight + 2 * Theme.margin
        boundsBehavior: Flickable.StopAtBounds
        clip: true

        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: layout

            x: Theme.margin
            y: Theme.margin
            width: Math.min(flickable.width - 2 * Theme.margin, 900)
            spacing: Theme.spacing

            EditorBanner {
                Layout.fillWidth: true
                namePrefix: "pack"
                saved: root.savedMessage
            }

            BodyLabel {
                Layout.fillWidth: true
                muted: true
                text: qsTr("The rulebook prints neither the character sheets nor the card list: check these values against your own box. Sessions already started keep the values they began with.")
            }

            BanishingChoiceChips {
                Layout.fillWidth: true
                namePrefix: "editorView"
                options: [
                    {
                        "value": "characters",
                        "label": qsTr("Characters")
                    },
                    {
                        "value": "deck",
                        "label": qsTr("Deck")
                    }
                ]
                selected: root.view
                onPicked: value => root.view = value
            }

            // Characters
            ColumnLayout {
                Layout.fillWidth: true
                visible: root.view === "characters"
                spacing: Theme.spacing

                Flow {
                    Layout.fillWidth: true
                    spacing: Theme.gap

                    Repeater {
                        model: root.pack.characters || []

                        delegate: ActionButton {
                            required property var modelData
                            required property int index

                            objectName: "editCharacter-" + modelData.id
                            text: ContentWords.text(modelData.name, LanguageController.language)
                            checkable: true
                            checked: root.characterIndex === index
                            onClicked: {
                                root.characterIndex = index;
                                checked = Qt.binding(() => root.characterIndex === index);
                            }
                        }
                    }

                    ActionButton {
                        objectName: "addCharacterButton"
                        kind: ActionButton.Quiet
                        iconPath: Icons.plus
                        text: qsTr("Character")
                        onClicked: root.addCharacter()
                    }
                }

                SurfaceCard {
                    Layout.fillWidth: true
                    visible: root.character !== null
                    implicitHeight: sheet.implicitHeight + 2 * padding

                    ColumnLayout {
                        id: sheet

                        anchors.fill: parent
                        anchors.margins: parent.padding
                        spacing: Theme.gap

                        RowLayout {
                            Layout.fillWidth: true
                            spacing: Theme.gap

                            InputField {
                                objectName: "characterName"
                                Layout.fillWidth: true
                                text: root.character ? root.character.name : ""
                                placeholderText: qsTr("Name")
                                languageTag: qsTr("EN")
                                onEditingFinished: {
                                    if (root.character && text !== root.character.name)
                                        root.editEnglish(root.character.name, text, p => p.characters[root.characterIndex].name = text);
                                }
                            }

                            InputField {
                                objectName: "characterNameGerman"
                                Layout.fillWidth: true
                                enabled: root.character !== null && root.character.name.trim().length > 0
                                text: root.character ? root.germanOf(root.character.name) : ""
                                placeholderText: qsTr("Name in German")
                                languageTag: qsTr("DE")
                                onEditingFinished: {
                                    if (root.character && text !== root.germanOf(root.character.name))
                                        root.setGerman(root.character.name, text);
                                }
                            }

                            ActionButton {
                                objectName: "removeCharacterButton"
                                kind: ActionButton.Quiet
                                iconPath: Icons.trash
                                Accessible.name: qsTr("Remove this character")
                                onClicked: root.removeCharacter()
                            }
                        }

                        NumberStepper {
                            Layout.fillWidth: true
                            namePrefix: "stamina"
                            label: qsTr("Stamina")
                            value: root.character ? root.character.stamina : 0
                            from: 1
                            to: 30
                            onEdited: value => root.edit(p => p.characters[root.characterIndex].stamina = value)
                        }

                        NumberStepper {
                            Layout.fillWidth: true
                            namePrefix: "health"
                            label: qsTr("Health")
                            value: root.character ? root.character.health : 0
                            from: 1
                            to: 30
                            onEdited: value => root.edit(p => p.characters[root.characterIndex].health = value)
                        }

                        HeadingLabel {
                            Layout.fillWidth: true
                            text: qsTr("Abilities")
                        }

                        // Counted: every edit hands out a new pack, and the
                        // cards must stay rather than be rebuilt under a tap.
                        // In a positioner: this layout is sized by its card's
                        // before it drops a card deleted (see BanishingLinePicker).
                        Column {
                            Layout.fillWidth: true
                            spacing: Theme.gap

                            Repeater {
                                model: root.character ? root.character.abilities.length : 0

                                delegate: SurfaceCard {
                                    id: abilityCard

                                    required property int index
                                    readonly property var modelData: (root.character ? root.character.abilities[index] : undefined) ?? {
                                        "name": "",
                                        "level": 1,
                                        "color": "",
                                        "effect": "",
                                        "cards_to": "discard"
                                    }

                                    function change(field: string, value: var) {
                                        root.edit(p => p.characters[root.characterIndex].abilities[abilityCard.index][field] = value);
                                    }

                                    function changeText(field: string, value: string) {
                                        root.editEnglish(abilityCard.modelData[field] || "", value, p => p.characters[root.characterIndex].abilities[abilityCard.index][field] = value);
                                    }

                                    width: parent.width
                                    color: Theme.background
                                    implicitHeight: abilityLayout.implicitHeight + 2 * padding

                                    ColumnLayout {
                                        id: abilityLayout

                                        anchors.fill: parent
                                        anchors.margins: parent.padding
                                        spacing: Theme.gap

                                        RowLayout {
                                            Layout.fillWidth: true
                                            spacing: Theme.gap

                                            InputField {
                                                objectName: "abilityName" + abilityCard.index
                                                Layout.fillWidth: true
                                                text: abilityCard.modelData.name
                                                placeholderText: qsTr("Ability name")
                                                languageTag: qsTr("EN")
                                                onEditingFinished: {
                                                    if (text !== abilityCard.modelData.name)
                                                        abilityCard.changeText("name", text);
                                                }
                                            }

                                            InputField {
                                                objectName: "abilityNameGerman" + abilityCard.index
                                                Layout.fillWidth: true
                                                enabled: (abilityCard.modelData.name || "").trim().length > 0
                                                text: root.germanOf(abilityCard.modelData.name)
                                                placeholderText: qsTr("Ability name in German")
                                                languageTag: qsTr("DE")
                                                onEditingFinished: {
                                                    if (text !== root.germanOf(abilityCard.modelData.name))
                                                        root.setGerman(abilityCard.modelData.name, text);
                                                }
                                            }

                                            ActionButton {
                                                objectName: "removeAbility" + abilityCard.index
                                                kind: ActionButton.Quiet
                                                iconPath: Icons.trash
                                                Accessible.name: qsTr("Remove %1").arg(abilityCard.modelData.name)
                                                onClicked: root.edit(p => p.characters[root.characterIndex].abilities.splice(abilityCard.index, 1))
                                            }
                                        }

                                        RowLayout {
                                            Layout.fillWidth: true
                                            spacing: Theme.spacing

                                            BanishingChoiceChips {
                                                namePrefix: "abilityLevel" + abilityCard.index
                                                options: [
                                                    {
                                                        "value": "1",
                                                        "label": qsTr("Level 1")
                                                    },
                                                    {
                                                        "value": "2",
                                                        "label": qsTr("Level 2")
                                                    }
                                                ]
                                                selected: String(abilityCard.modelData.level)
                                                onPicked: value => abilityCard.change("level", Number(value))
                                            }

                                            BanishingChoiceChips {
                                                Layout.fillWidth: true
                                                namePrefix: "abilityColor" + abilityCard.index
                                                options: root.colors.map(c => ({
                                                            "value": c,
                                                            "label": ContentWords.text(c, LanguageController.language)
                                                        }))
                                                selected: abilityCard.modelData.color
                                                onPicked: value => abilityCard.change("color", value)
                                            }
                                        }

                                        InputField {
                                            objectName: "abilityEffect" + abilityCard.index
                                            Layout.fillWidth: true
                                            font.pixelSize: Theme.fontBody
                                            text: abilityCard.modelData.effect || ""
                                            placeholderText: qsTr("What it does")
                                            languageTag: qsTr("EN")
                                            onEditingFinished: {
                                                if (text !== (abilityCard.modelData.effect || ""))
                                                    abilityCard.changeText("effect", text);
                                            }
                                        }

                                        InputField {
                                            objectName: "abilityEffectGerman" + abilityCard.index
                                            Layout.fillWidth: true
                                            font.pixelSize: Theme.fontBody
                                            enabled: (abilityCard.modelData.effect || "").length > 0
                                            text: root.germanOf(abilityCard.modelData.effect)
                                            placeholderText: qsTr("What it does, in German")
                                            languageTag: qsTr("DE")
                                            onEditingFinished: {
                                                if (text !== root.germanOf(abilityCard.modelData.effect))
                                                    root.setGerman(abilityCard.modelData.effect, text);
                                            }
                                        }

                                        ToggleSwitch {
                                            Layout.fillWidth: true
                                            text: qsTr("The set goes to the Banishing")
                                            checked: abilityCard.modelData.cards_to === "banishing"
                                            onToggled: abilityCard.change("cards_to", checked ? "banishing" : "discard")
                                        }

                                        // Who carries the effect out (docs/games/the-banishing.md,
                                        // "handling"): the app only moves the paid set.
                                        BanishingChoiceChips {
                                            Layout.fillWidth: true
                                            namePrefix: "abilityHandling" + abilityCard.index
                                            options: [
                                                {
                                                    "value": "by_hand",
                                                    "label": qsTr("Players do the effect by hand")
                                                },
                                                {
                                                    "value": "applied",
                                                    "label": qsTr("Nothing beyond moving the set")
                                                }
                                            ]
                                            selected: abilityCard.modelData.handling || ""
                                            onPicked: value => root.edit(p => {
                                                const ability = p.characters[root.characterIndex].abilities[abilityCard.index];
                                                ability.handling = value;
                                                if (value === "applied")
                                                    delete ability.corrections;
                                                else
                                                    ability.corrections = ability.corrections || [];
                                            })
                                        }

                                        BodyLabel {
                                            Layout.fillWidth: true
                                            objectName: "abilityUnmarked" + abilityCard.index
                                            visible: !abilityCard.modelData.handling
                                            color: Theme.danger
                                            text: qsTr("Not marked: the table would not be told what to do. Choose one of the two above.")
                                        }

                                        BodyLabel {
                                            Layout.fillWidth: true
                                            visible: abilityCard.modelData.handling === "by_hand"
                                            muted: true
                                            text: qsTr("Card moves to offer in one tap after it is used:")
                                        }

                                        Flow {
                                            Layout.fillWidth: true
                                            visible: abilityCard.modelData.handling === "by_hand"
                                            spacing: 6

                                            Repeater {
                                                model: [
                                                    {
                                                        "kind": "void_discard",
                                                        "label": qsTr("Discard a Void card")
                                                    },
                                                    {
                                                        "kind": "void_move",
                                                        "label": qsTr("Move a Void card onto another space")
                                                    },
                                                    {
                                                        "kind": "void_wound",
                                                        "label": qsTr("Take a Void undead as a wound")
                                                    },
                                                    {
                                                        "kind": "wound_discard",
                                                        "label": qsTr("Discard a wound")
                                                    },
                                                    {
                                                        "kind": "wound_banishing",
                                                        "label": qsTr("Own wound to the Banishing")
                                                    },
                                                    {
                                                        "kind": "hand_banishing",
                                                        "label": qsTr("Hand card to the Banishing")
                                                    },
                                                    {
                                                        "kind": "discard_banishing",
                                                        "label": qsTr("Discarded symbol card to the Banishing")
                                                    },
                                                    {
                                                        "kind": "draw",
                                                        "label": qsTr("Draw from the deck")
                                                    }
                                                ]

                                                delegate: ActionButton {
                                                    required property var modelData
                                                    readonly property bool offered: (abilityCard.modelData.corrections || []).indexOf(modelData.kind) >= 0

                                                    objectName: "abilityCorrection" + abilityCard.index + "-" + modelData.kind
                                                    kind: ActionButton.Quiet
                                                    text: modelData.label
                                                    checkable: true
                                                    checked: offered
                                                    onClicked: {
                                                        checked = Qt.binding(() => offered);
                                                        const correction = modelData.kind;
                                                        root.edit(p => {
                                                            const ability = p.characters[root.characterIndex].abilities[abilityCard.index];
                                                            const list = (ability.corrections || []).filter(k => k !== correction);
                                                            if (!offered)
                                                                list.push(correction);
                                                            ability.corrections = list;
                                                        });
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }

                        ActionButton {
                            objectName: "addAbilityButton"
                            iconPath: Icons.plus
                            text: qsTr("Ability")
                            onClicked: root.addAbility()
                        }
                    }
                }
            }

            // Deck composition
            SurfaceCard {
                Layout.fillWidth: true
                visible: root.view === "deck"
                implicitHeight: deckLayout.implicitHeight + 2 * padding

                ColumnLayout {
                    id: deckLayout

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    spacing: Theme.gap

                    BodyLabel {
                        Layout.fillWidth: true
                        muted: true
                        text: qsTr("Copies of each card in the box. Undead of level 4 and 5 wait for rounds 2 and 3.")
                    }

                    // Counted, so a count's stepper survives its own tap (see above).
                    Repeater {
                        model: (root.pack.cards || []).length

                        delegate: RowLayout {
                            id: cardRow

                            required property int index
                            readonly property var modelData: (root.pack.cards || [])[index] ?? {
                                "id": "",
                                "name": "",
                                "kind": "",
                                "count": 0
                            }

                            Layout.fillWidth: true
                            spacing: Theme.gap

                            BanishingCardTile {
                                Layout.preferredWidth: 200
                                compact: true
                                card: ({
                                        "card": cardRow.modelData.id,
                                        "name": ContentWords.text(cardRow.modelData.name || cardRow.modelData.id, LanguageController.language),
                                        "kind": cardRow.modelData.kind,
                                        "color": cardRow.modelData.color || "",
                                        "damage": cardRow.modelData.damage || 0
                                    })
                            }

                            NumberStepper {
                                Layout.fillWidth: true
                                namePrefix: "count-" + cardRow.modelData.id
                                label: {
                                    const card = cardRow.modelData;
                                    if (card.kind === "undead")
                                        return qsTr("Undead, level %1, %2 damage").arg(card.level).arg(card.damage);
                                    if (card.kind === "item")
                                        return qsTr("Item: %1").arg(ContentWords.text(card.item, LanguageController.language));
                                    return qsTr("%1, %2").arg(ContentWords.text(card.color, LanguageController.language)).arg(ContentWords.text(card.symbol, LanguageController.language));
                                }
                                value: cardRow.modelData.count
                                from: 0
                                to: 100
                                onEdited: value => root.edit(p => p.cards[cardRow.index].count = value)
                            }
                        }
                    }
                }
            }
        }
    }
}
