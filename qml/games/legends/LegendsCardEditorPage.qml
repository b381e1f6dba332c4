import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The Exiled Legends card pack: Heroes, Legends (both sides, bane and Team
// ability) and Sphere cards to add, change and remove; saved through the
// game's own check, reset to the shipped example cards, or exchanged as a
// JSON file. Sessions keep the cards they started with.
Page {
    id: root

    readonly property string gameId: "exiled-legends"
    readonly property bool wide: width >= 1000
    // The working copy; edits change it in place and bump `revision`.
    property var pack: root.copyOf(SessionLibrary.contentPack(root.gameId))
    property string section: "heroes"
    property int selected: 0
    property int revision: 0
    property int reloads: 0
    property bool dirty: false
    property string status
    readonly property var cards: (root.revision, root.pack[root.section] || [])
    readonly property string formKey: root.section + "/" + root.selected + "/" + root.reloads
    property Item form: null

    // Made with the card as an initial property, so no field ever sees a
    // half-set card; made anew per card so each field starts from its values.
    function rebuildForm() {
        if (root.form)
            root.form.destroy();
        root.form = null;
        const card = (root.pack[root.section] || [])[root.selected];
        if (!card)
            return;
        const form = root.section === "heroes" ? heroForm : (root.section === "legends" ? legendForm : sphereForm);
        root.form = form.createObject(formHolder, { "card": card });
    }

    function copyOf(value: var): var {
        return JSON.parse(JSON.stringify(value || {}));
    }

    function edited() {
        root.dirty = true;
        root.status = "";
        root.revision++;
    }

    function use(pack: var) {
        root.pack = root.copyOf(pack);
        root.selected = 0;
        root.dirty = false;
        root.reloads++;
        root.revision++;
    }

    // The pack's German texts, made on first use (see app/content/ContentText.h).
    function germanTexts(): var {
        if (!root.pack.translations)
            root.pack.translations = {};
        if (!root.pack.translations.de)
            root.pack.translations.de = {};
        return root.pack.translations.de;
    }

    function newAbility(): var {
        return { "name": qsTr("New ability"), "kind": "continuous", "text": qsTr("Describe what it does.") };
    }

    function addCard() {
        const list = root.pack[root.section] || [];
        let number = list.length + 1;
        const prefix = root.section === "heroes" ? "hero" : (root.section === "legends" ? "legend" : "sphere");
        const ids = new Set([].concat(root.pack.heroes || [], root.pack.legends || [], root.pack.spheres || []).map(card => card.id));
        while (ids.has(prefix + "-" + number))
            ++number;
        // The id is the app's own, given here and never shown: logs keep naming the card by it.
        const card = { "id": prefix + "-" + number, "name": qsTr("New card %1").arg(number), "type": "fire" };
        if (root.section === "heroes") {
            Object.assign(card, { "strength": 1, "max_hp": 4, "champion": root.newAbility(), "support": root.newAbility() });
        } else if (root.section === "legends") {
            Object.assign(card, {
                "tokens": 5,
                "team": root.newAbility(),
                "bane": { "text": qsTr("Describe what its bane tokens do."), "timing": "always" },
                "hero": { "strength": 3, "max_hp": 7, "champion": [root.newAbility(), root.newAbility()], "support": [root.newAbility(), root.newAbility()] }
            });
        } else {
            card.text = qsTr("Describe the Sphere card's effect.");
        }
        list.push(card);
        root.pack[root.section] = list;
        root.selected = list.length - 1;
        root.reloads++;
        root.edited();
    }

    function removeCard() {
        const list = root.pack[root.section] || [];
        if (root.selected >= list.length)
            return;
        list.splice(root.selected, 1);
        root.selected = Math.max(0, root.selected - 1);
        root.reloads++;
        root.edited();
    }

    function save(): bool {
        if (!SessionLibrary.saveContentPack(root.gameId, root.pack))
            return false;
        root.dirty = false;
        root.status = qsTr("Saved. New sessions use these cards.");
        return true;
    }

    onFormKeyChanged: root.rebuildForm()
    Component.onCompleted: root.rebuildForm()

    background: Rectangle {
        color: Theme.background
    }

    header: PageHeader {
        showBack: true
        title: qsTr("Exiled Legends cards")
        subtitle: SessionLibrary.hasUserContentPack(root.gameId) || root.dirty ? qsTr("Your card pack") : qsTr("Shipped example cards, not the real ones")
        onBackRequested: root.StackView.view.pop()

        ActionButton {
            objectName: "legendsSavePack"
            kind: ActionButton.Primary
            iconPath: Icons.check
            text: qsTr("Save")
            enabled: root.dirty
            onClicked: root.save()
        }
    }

    LegendsLabels {
        id: labels
    }

    LegendsPackFile {
        id: packFile
    }

    component NumberField: RowLayout {
        id: numberField

        property string label
        property var holder
        property string key

        signal edited

        spacing: Theme.gap

        BodyLabel {
            Layout.fillWidth: true
            text: numberField.label
        }

        InputField {
            Layout.preferredWidth: 110
            inputMethodHints: Qt.ImhFormattedNumbersOnly
            Accessible.name: numberField.label
            text: numberField.holder && numberField.holder[numberField.key] !== undefined ? String(numberField.holder[numberField.key]) : ""
            onTextEdited: {
                const value = parseInt(text, 10);
                numberField.holder[numberField.key] = isNaN(value) ? text : value;
                numberField.edited();
            }
        }
    }

    component TextEntry: ColumnLayout {
        id: textEntry

        property string label
        property var holder
        property string key
        // The pack's German texts; null leaves the German field out.
        property var german: null

        signal edited

        spacing: 4

        BodyLabel {
            Layout.fillWidth: true
            muted: true
            text: textEntry.label
        }

        InputField {
            Layout.fillWidth: true
            Accessible.name: textEntry.label
            text: textEntry.holder && textEntry.holder[textEntry.key] !== undefined ? String(textEntry.holder[textEntry.key]) : ""
            onTextEdited: {
                // Changing the English keeps its German with it. Typed key by
                // key, the English may be empty on the way: the German waits
                // under "" until then.
                const old = String(textEntry.holder[textEntry.key] || "").trim();
                textEntry.holder[textEntry.key] = text;
                const german = textEntry.german;
                if (german && old !== text.trim() && german[old] !== undefined && german[text.trim()] === undefined) {
                    german[text.trim()] = german[old];
                    delete german[old];
                }
                textEntry.edited();
            }
        }

        InputField {
            Layout.fillWidth: true
            visible: textEntry.german !== null
            placeholderText: qsTr("In German")
            text: textEntry.german && textEntry.holder ? (textEntry.german[String(textEntry.holder[textEntry.key] || "").trim()] || "") : ""
            onTextEdited: {
                const english = String(textEntry.holder[textEntry.key] || "").trim();
                if (english.length === 0)
                    return;
                if (text.trim().length > 0)
                    textEntry.german[english] = text.trim();
                else
                    delete textEntry.german[english];
                textEntry.edited();
            }
        }
    }

    component TypeChoice: Flow {
        id: typeChoice

        property var holder
        property string key: "type"
        property var choices: ["fire", "water", "light", "dark", "unknown"]
        property int revision: 0

        signal edited

        spacing: 4

        // Inline components do not see the page's ids.
        LegendsLabels {
            id: choiceLabels
        }

        Repeater {
            model: typeChoice.choices

            delegate: ActionButton {
                required property string modelData

                text: typeChoice.key === "type" ? choiceLabels.typeName(modelData) : choiceLabels.baneTimingName(modelData)
                font.pixelSize: Theme.fontSmall
                checked: (typeChoice.revision, typeChoice.holder[typeChoice.key] === modelData)
                onClicked: {
                    typeChoice.holder[typeChoice.key] = modelData;
                    typeChoice.revision++;
                    typeChoice.edited();
                }
            }
        }
    }

    Flickable {
        id: flickable

        anchors.fill: parent
        contentWidth: width
        contentHeight: content.implicitHeight + 2 * Theme.margin
        boundsBehavior: Flickable.StopAtBounds
        clip: true

        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: content

            x: Theme.margin
            y: Theme.margin
            width: flickable.width - 2 * Theme.margin
            spacing: Theme.spacing

            EditorBanner {
                Layout.fillWidth: true
                namePrefix: "legendsPack"
                error: SessionLibrary.error.length > 0 ? SessionLibrary.error : packFile.error
                saved: root.status
            }

            BodyLabel {
                Layout.fillWidth: true
                visible: (root.pack.check || "").length > 0
                muted: true
                text: qsTr("Marked in the pack: %1").arg(ContentWords.text(root.pack.check || "", LanguageController.language))
            }

            Flow {
                Layout.fillWidth: true
                spacing: Theme.gap

                Repeater {
                    model: [
                        { "key": "heroes", "label": qsTr("Heroes") },
                        { "key": "legends", "label": qsTr("Legends") },
                        { "key": "spheres", "label": qsTr("Sphere cards") }
                    ]

                    delegate: ActionButton {
                        required property var modelData

                        objectName: "legendsSection-" + modelData.key
                        text: qsTr("%1 (%2)").arg(modelData.label).arg((root.revision, (root.pack[modelData.key] || []).length))
                        checked: root.section === modelData.key
                        onClicked: {
                            root.section = modelData.key;
                            root.selected = 0;
                        }
                    }
                }
            }

            GridLayout {
                Layout.fillWidth: true
                columns: root.wide ? 2 : 1
                columnSpacing: Theme.spacing
                rowSpacing: Theme.spacing

                SurfaceCard {
                    Layout.fillWidth: !root.wide
                    Layout.preferredWidth: root.wide ? 340 : -1
                    Layout.alignment: Qt.AlignTop
                    implicitHeight: listColumn.implicitHeight + 2 * padding

                    ColumnLayout {
                        id: listColumn

                        anchors.fill: parent
                        anchors.margins: parent.padding
                        spacing: Theme.gap

                        Flow {
                            Layout.fillWidth: true
                            spacing: 4

                            Repeater {
                                model: root.cards

                                delegate: ActionButton {
                                    required property var modelData
                                    required property int index

                                    text: qsTr("%1 · %2").arg(modelData.name).arg(labels.typeName(modelData.type))
                                    font.pixelSize: Theme.fontSmall
                                    checked: root.selected === index
                                    onClicked: root.selected = index
                                }
                            }
                        }

                        RowLayout {
                            Layout.fillWidth: true
                            spacing: Theme.gap

                            ActionButton {
                                objectName: "legendsAddCard"
                                iconPath: Icons.plus
                                text: qsTr("Add")
                                onClicked: root.addCard()
                            }

                            ActionButton {
                                kind: ActionButton.Danger
                                iconPath: Icons.trash
                                text: qsTr("Remove")
                                enabled: root.cards.length > 0
                                onClicked: root.removeCard()
                            }
                        }
                    }
                }

                SurfaceCard {
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignTop
                    implicitHeight: formColumn.implicitHeight + 2 * padding

                    ColumnLayout {
                        id: formColumn

                        anchors.fill: parent
                        anchors.margins: parent.padding
                        spacing: Theme.gap

                        // The form is made anew for each card chosen (see rebuildForm).
                        Item {
                            id: formHolder

                            Layout.fillWidth: true
                            implicitHeight: root.form ? root.form.implicitHeight : 0
                        }

                        BodyLabel {
                            Layout.fillWidth: true
                            visible: root.cards.length === 0
                            muted: true
                            text: qsTr("No card here yet: add one.")
                        }
                    }
                }
            }

            SurfaceCard {
                Layout.fillWidth: true
                implicitHeight: fileColumn.implicitHeight + 2 * padding

                ColumnLayout {
                    id: fileColumn

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    spacing: Theme.gap

                    HeadingLabel {
                        Layout.fillWidth: true
                        text: qsTr("Pack file")
                    }

                    InputField {
                        id: pathField

                        objectName: "legendsPackPath"
                        Accessible.name: qsTr("Pack file")
                        Layout.fillWidth: true
                        text: packFile.defaultPath
                    }

                    Flow {
                        Layout.fillWidth: true
                        spacing: Theme.gap

                        ActionButton {
                            objectName: "legendsExportPack"
                            iconPath: Icons.copy
                            text: qsTr("Export")
                            onClicked: {
                                if (packFile.write(pathField.text, root.pack))
                                    root.status = qsTr("Written to %1.").arg(pathField.text);
                            }
                        }

                        ActionButton {
                            iconPath: Icons.folder
                            text: qsTr("Import and save")
                            onClicked: {
                                const imported = packFile.read(pathField.text);
                                if (Object.keys(imported).length === 0 || !SessionLibrary.saveContentPack(root.gameId, imported))
                                    return;
                                root.use(imported);
                                root.status = qsTr("Imported and saved.");
                            }
                        }

                        ActionButton {
                            kind: ActionButton.Danger
                            iconPath: Icons.undo
                            text: qsTr("Reset to the shipped cards")
                            onClicked: {
                                if (!SessionLibrary.resetContentPack(root.gameId))
                                    return;
                                root.use(SessionLibrary.contentPack(root.gameId));
                                root.status = qsTr("Back to the shipped example cards.");
                            }
                        }
                    }
                }
            }
        }
    }

    Component {
        id: heroForm

        ColumnLayout {
            id: heroFields

            property var card

            width: formHolder.width

            spacing: Theme.gap


            TextEntry {
                Layout.fillWidth: true
                label: qsTr("Name")
                holder: heroFields.card
                key: "name"
                onEdited: root.edited()
            }

            TypeChoice {
                Layout.fillWidth: true
                holder: heroFields.card
                onEdited: root.edited()
            }

            NumberField {
                Layout.fillWidth: true
                label: qsTr("Strength")
                holder: heroFields.card
                key: "strength"
                onEdited: root.edited()
            }

            NumberField {
                Layout.fillWidth: true
                label: qsTr("Max HP")
                holder: heroFields.card
                key: "max_hp"
                onEdited: root.edited()
            }

            LegendsAbilityEditor {
                german: root.germanTexts()
                Layout.fillWidth: true
                title: qsTr("Champion ability")
                ability: heroFields.card.champion
                onEdited: root.edited()
            }

            LegendsAbilityEditor {
                german: root.germanTexts()
                Layout.fillWidth: true
                title: qsTr("Support ability")
                ability: heroFields.card.support
                onEdited: root.edited()
            }
        }
    }

    Component {
        id: legendForm

        ColumnLayout {
            id: legendFields

            property var card

            width: formHolder.width

            spacing: Theme.gap


            TextEntry {
                Layout.fillWidth: true
                label: qsTr("Name")
                holder: legendFields.card
                key: "name"
                onEdited: root.edited()
            }

            TypeChoice {
                Layout.fillWidth: true
                holder: legendFields.card
                onEdited: root.edited()
            }

            NumberField {
                Layout.fillWidth: true
                label: qsTr("Bane tokens")
                holder: legendFields.card
                key: "tokens"
                onEdited: root.edited()
            }

            LegendsAbilityEditor {
                german: root.germanTexts()
                Layout.fillWidth: true
                title: qsTr("Team ability (the side up at the start)")
                ability: legendFields.card.team
                onEdited: root.edited()
            }

            TextEntry {
                Layout.fillWidth: true
                label: qsTr("Bane ability")
                holder: legendFields.card.bane
                key: "text"
                german: root.germanTexts()
                onEdited: root.edited()
            }

            BodyLabel {
                Layout.fillWidth: true
                muted: true
                text: qsTr("When the bane acts: always, when the hero takes damage, or at the start of its owner's turn")
            }

            TypeChoice {
                Layout.fillWidth: true
                holder: legendFields.card.bane
                key: "timing"
                choices: ["always", "damaged", "turn_start"]
                onEdited: root.edited()
            }

            NumberField {
                Layout.fillWidth: true
                label: qsTr("Extra damage counters (when damaged)")
                holder: legendFields.card.bane
                key: "extra_damage"
                onEdited: {
                    baneHandling.outerRevision++;
                    root.edited();
                }
            }

            NumberField {
                Layout.fillWidth: true
                label: qsTr("Strength change (always)")
                holder: legendFields.card.bane
                key: "strength"
                onEdited: {
                    baneHandling.outerRevision++;
                    root.edited();
                }
            }

            LegendsByHandChoice {
                id: baneHandling

                objectName: "legendsBaneHandling"
                Layout.fillWidth: true
                holder: legendFields.card.bane
                isComputed: bane => (Number(bane.extra_damage) || 0) !== 0 || (Number(bane.strength) || 0) !== 0
                onEdited: root.edited()
            }

            HeadingLabel {
                Layout.fillWidth: true
                text: qsTr("Flipped side: the final Hero")
            }

            NumberField {
                Layout.fillWidth: true
                label: qsTr("Strength")
                holder: legendFields.card.hero
                key: "strength"
                onEdited: root.edited()
            }

            NumberField {
                Layout.fillWidth: true
                label: qsTr("Max HP")
                holder: legendFields.card.hero
                key: "max_hp"
                onEdited: root.edited()
            }

            Repeater {
                model: 2

                delegate: LegendsAbilityEditor {
                    required property int index

                    Layout.fillWidth: true
                    german: root.germanTexts()
                    title: qsTr("Champion ability %1").arg(index + 1)
                    ability: legendFields.card.hero.champion[index]
                    onEdited: root.edited()
                }
            }

            Repeater {
                model: 2

                delegate: LegendsAbilityEditor {
                    required property int index

                    Layout.fillWidth: true
                    german: root.germanTexts()
                    title: qsTr("Support ability %1").arg(index + 1)
                    ability: legendFields.card.hero.support[index]
                    onEdited: root.edited()
                }
            }
        }
    }

    Component {
        id: sphereForm

        ColumnLayout {
            id: sphereFields

            property var card

            width: formHolder.width

            spacing: Theme.gap


            TextEntry {
                Layout.fillWidth: true
                label: qsTr("Name")
                holder: sphereFields.card
                key: "name"
                german: root.germanTexts()
                onEdited: root.edited()
            }

            TypeChoice {
                Layout.fillWidth: true
                holder: sphereFields.card
                onEdited: root.edited()
            }

            TextEntry {
                Layout.fillWidth: true
                label: qsTr("Effect while it is in play")
                holder: sphereFields.card
                key: "text"
                german: root.germanTexts()
                onEdited: root.edited()
            }

            LegendsByHandChoice {
                objectName: "legendsSphereHandling"
                Layout.fillWidth: true
                holder: sphereFields.card
                // The editor keeps a pack's Sphere Strength but shows no field for it.
                isComputed: sphere => (Number(sphere.strength) || 0) !== 0
                onEdited: root.edited()
            }
        }
    }
}
