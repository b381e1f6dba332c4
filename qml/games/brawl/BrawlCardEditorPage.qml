import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Makes the champions' action cards match the table's own: name, Core,
// type, movement, targeting and range, strength, damage, defence and the
// keywords, an AoE's hexes tapped on a small board. The game's content
// rules check the pack as it is edited and again on Save; sessions started
// afterwards use the saved cards.
Page {
    id: root

    readonly property string gameId: "super-fantasy-brawl"
    readonly property bool wide: width >= height
    readonly property var fields: editor.fields
    readonly property bool reaction: root.fields.type === "reaction"
    readonly property bool shot: root.fields.targeting === "indirect" || root.fields.targeting === "direct"
    // The card shown first (its id), when not the first champion's first card.
    property string startCard
    property string savedNote
    // Bumped after a save or reset, so what depends on the stored pack reads it again.
    property int revision: 0

    function reload() {
        editor.load(SessionLibrary.contentPack(root.gameId));
        root.revision = root.revision + 1;
    }

    function groupTitle(group: string): string {
        if (group === "pre")
            return qsTr("Before the attack");
        if (group === "hit")
            return qsTr("In the damage step");
        return root.reaction ? qsTr("After the attack (against the attacker)") : qsTr("After the attack");
    }

    background: Rectangle {
        color: Theme.background
    }

    header: PageHeader {
        showBack: true
        title: qsTr("Action cards")
        subtitle: root.revision >= 0 && SessionLibrary.hasUserContentPack(root.gameId) ? qsTr("Your own pack") : qsTr("The shipped example: check against your cards")
        onBackRequested: root.StackView.view.pop()

        ActionButton {
            objectName: "brawlCardsReset"
            kind: ActionButton.Quiet
            iconPath: Icons.undo
            text: root.wide ? qsTr("Reset to shipped") : ""
            Accessible.name: qsTr("Reset to shipped")
            onClicked: {
                if (SessionLibrary.resetContentPack(root.gameId)) {
                    root.reload();
                    root.savedNote = qsTr("The shipped cards are back.");
                }
            }
        }

        ActionButton {
            objectName: "brawlCardsSave"
            kind: ActionButton.Primary
            iconPath: Icons.check
            text: qsTr("Save")
            enabled: editor.modified
            onClicked: {
                if (SessionLibrary.saveContentPack(root.gameId, editor.pack())) {
                    root.reload();
                    root.savedNote = qsTr("Saved. New sessions use these cards.");
                } else {
                    root.savedNote = "";
                }
            }
        }
    }

    Component.onCompleted: {
        root.reload();
        if (root.startCard.length > 0)
            editor.showCard(root.startCard);
    }

    BrawlCardEditor {
        id: editor

        objectName: "brawlCardEditor"
        onModifiedChanged: root.savedNote = editor.modified ? "" : root.savedNote
    }

    Flickable {
        id: flickable

        objectName: "brawlCardsFlickable"
        anchors.fill: parent
        contentWidth: width
        contentHeight: content.implicitHeight + 2 * Theme.gap
        boundsBehavior: Flickable.StopAtBounds
        clip: true

        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: content

            x: Theme.gap
            y: Theme.gap
            width: flickable.width - 2 * Theme.gap
            spacing: Theme.gap

            EditorBanner {
                Layout.fillWidth: true
                namePrefix: "brawlCards"
                saved: root.savedNote
                problem: editor.problem
            }

            SurfaceCard {
                Layout.fillWidth: true
                implicitHeight: pickColumn.implicitHeight + 2 * padding

                ColumnLayout {
                    id: pickColumn

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    spacing: Theme.gap

                    Flow {
                        Layout.fillWidth: true
                        spacing: 4

                        Repeater {
                            model: editor.champions

                            delegate: ActionButton {
                                required property var model

                                objectName: "brawlCardsChampion-" + model.id
                                checked: editor.champion === model.index
                                text: qsTr("%1 (%2)").arg(model.name).arg(model.cards)
                                onClicked: editor.champion = model.index
                            }
                        }
                    }

                    BodyLabel {
                        Layout.fillWidth: true
                        visible: editor.check.length > 0
                        muted: true
                        font.pixelSize: Theme.fontSmall
                        text: qsTr("Marked in the pack: %1").arg(ContentWords.text(editor.check, LanguageController.language))
                    }

                    Flow {
                        Layout.fillWidth: true
                        spacing: 4

                        Repeater {
                            model: editor.cards

                            delegate: ActionButton {
                                required property var model

                                objectName: "brawlCardsCard-" + model.id
                                font.pixelSize: Theme.fontSmall
                                checked: editor.card === model.index
                                text: model.name
                                onClicked: editor.card = model.index
                            }
                        }

                        ActionButton {
                            objectName: "brawlCardsAdd"
                            iconPath: Icons.plus
                            text: qsTr("Add")
                            onClicked: editor.addCard()
                        }

                        ActionButton {
                            objectName: "brawlCardsRemove"
                            kind: ActionButton.Danger
                            iconPath: Icons.trash
                            text: qsTr("Remove")
                            enabled: editor.cards.count > 1
                            onClicked: editor.removeCard()
                        }
                    }
                }
            }

            GridLayout {
                Layout.fillWidth: true
                visible: root.fields.shown
                columns: root.wide ? 2 : 1
                columnSpacing: Theme.gap
                rowSpacing: Theme.gap

                SurfaceCard {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Layout.alignment: Qt.AlignTop
                    implicitHeight: cardColumn.implicitHeight + 2 * padding

                    ColumnLayout {
                        id: cardColumn

                        anchors.fill: parent
                        anchors.margins: parent.padding
                        spacing: Theme.gap

                        BodyLabel {
                            Layout.fillWidth: true
                            muted: true
                            font.pixelSize: Theme.fontSmall
                            text: qsTr("Name in English")
                        }

                        InputField {
                            Layout.fillWidth: true
                            objectName: "brawlCardsName"
                            Accessible.name: qsTr("Name in English")
                            text: root.fields.name
                            onTextEdited: editor.setText("name", text)
                        }

                        BodyLabel {
                            Layout.fillWidth: true
                            muted: true
                            font.pixelSize: Theme.fontSmall
                            text: qsTr("Name in German")
                        }

                        InputField {
                            Layout.fillWidth: true
                            objectName: "brawlCardsNameGerman"
                            Accessible.name: qsTr("Name in German")
                            enabled: (root.fields.name || "").trim().length > 0
                            text: root.fields.name_de
                            onTextEdited: editor.setText("name_de", text)
                        }

                        BrawlChoiceRow {
                            Layout.fillWidth: true
                            objectName: "brawlCardsType"
                            label: qsTr("Type")
                            value: root.fields.type || ""
                            choices: [
                                { "value": "attack", "text": qsTr("Attack") },
                                { "value": "skill", "text": qsTr("Skill") },
                                { "value": "reaction", "text": qsTr("Reaction") }
                            ]
                            onChosen: value => editor.setText("type", value)
                        }

                        BrawlChoiceRow {
                            Layout.fillWidth: true
                            objectName: "brawlCardsCore"
                            label: qsTr("Core it exhausts")
                            value: root.fields.core || ""
                            choices: [
                                { "value": "destruction", "text": qsTr("Destruction") },
                                { "value": "creation", "text": qsTr("Creation") },
                                { "value": "manipulation", "text": qsTr("Manipulation") }
                            ]
                            onChosen: value => editor.setText("core", value)
                        }

                        NumberStepper {
                            compact: true
                            Layout.fillWidth: true
                            label: qsTr("Copies in the deck")
                            value: root.fields.copies || 1
                            from: 1
                            to: 10
                            onEdited: value => editor.setNumber("copies", value)
                        }

                        NumberStepper {
                            compact: true
                            Layout.fillWidth: true
                            objectName: "brawlCardsMovement"
                            label: qsTr("Movement (0: none printed)")
                            value: root.fields.movement || 0
                            to: 20
                            onEdited: value => editor.setNumber("movement", value)
                        }

                        BrawlChoiceRow {
                            Layout.fillWidth: true
                            visible: (root.fields.movement || 0) > 0
                            label: qsTr("How the movement is used")
                            value: root.fields.movement_mode || "walk"
                            choices: [
                                { "value": "walk", "text": qsTr("Walk") },
                                { "value": "dash", "text": qsTr("Dash") },
                                { "value": "jump", "text": qsTr("Jump") },
                                { "value": "swoop", "text": qsTr("Swoop") }
                            ]
                            onChosen: value => editor.setText("movement_mode", value)
                        }

                        NumberStepper {
                            compact: true
                            Layout.fillWidth: true
                            objectName: "brawlCardsStrength"
                            visible: !root.reaction
                            label: qsTr("Strength (reduced by defence)")
                            value: root.fields.strength || 0
                            to: 20
                            onEdited: value => editor.setNumber("strength", value)
                        }

                        NumberStepper {
                            compact: true
                            Layout.fillWidth: true
                            label: root.reaction ? qsTr("Damage to the attacker (ignores defence)") : qsTr("Damage (ignores defence)")
                            value: root.fields.damage || 0
                            to: 20
                            onEdited: value => editor.setNumber("damage", value)
                        }

                        NumberStepper {
                            compact: true
                            Layout.fillWidth: true
                            visible: root.reaction
                            label: qsTr("Defence added against this attack")
                            value: root.fields.defence || 0
                            to: 20
                            onEdited: value => editor.setNumber("defence", value)
                        }
                    }
                }

                SurfaceCard {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Layout.alignment: Qt.AlignTop
                    implicitHeight: targetColumn.implicitHeight + 2 * padding

                    ColumnLayout {
                        id: targetColumn

                        anchors.fill: parent
                        anchors.margins: parent.padding
                        spacing: Theme.gap

                        BrawlChoiceRow {
                            Layout.fillWidth: true
                            objectName: "brawlCardsTargeting"
                            visible: !root.reaction
                            label: qsTr("Targeting")
                            value: root.fields.targeting || "none"
                            choices: [
                                { "value": "none", "text": qsTr("None") },
                                { "value": "melee", "text": qsTr("Melee") },
                                { "value": "indirect", "text": qsTr("Indirect shot") },
                                { "value": "direct", "text": qsTr("Direct shot") },
                                { "value": "aoe", "text": qsTr("Area") }
                            ]
                            onChosen: value => editor.setText("targeting", value)
                        }

                        BodyLabel {
                            Layout.fillWidth: true
                            visible: root.reaction
                            muted: true
                            text: qsTr("A Reaction declares no targets: it is played on a champion the attack targets and answers the attacker.")
                        }

                        NumberStepper {
                            compact: true
                            Layout.fillWidth: true
                            objectName: "brawlCardsRangeMin"
                            visible: root.shot
                            label: qsTr("Range from")
                            value: root.fields.range_min || 1
                            from: 1
                            to: 20
                            onEdited: value => editor.setNumber("range_min", value)
                        }

                        NumberStepper {
                            compact: true
                            Layout.fillWidth: true
                            objectName: "brawlCardsRangeMax"
                            visible: root.shot
                            label: qsTr("Range to")
                            value: root.fields.range_max || 1
                            from: 1
                            to: 20
                            onEdited: value => editor.setNumber("range_max", value)
                        }

                        NumberStepper {
                            compact: true
                            Layout.fillWidth: true
                            visible: root.fields.targeting === "melee" || root.shot
                            label: qsTr("Targets at most")
                            value: root.fields.max_targets || 1
                            from: 1
                            to: 6
                            onEdited: value => editor.setNumber("max_targets", value)
                        }

                        BrawlChoiceRow {
                            Layout.fillWidth: true
                            visible: !root.reaction && root.fields.targeting !== "none"
                            label: qsTr("Who may be targeted")
                            value: root.fields.target_side || "enemy"
                            choices: [
                                { "value": "enemy", "text": qsTr("Enemies") },
                                { "value": "ally", "text": qsTr("Allies") },
                                { "value": "any", "text": qsTr("Anyone") }
                            ]
                            onChosen: value => editor.setText("target_side", value)
                        }

                        BodyLabel {
                            Layout.fillWidth: true
                            visible: root.fields.targeting === "aoe"
                            muted: true
                            text: qsTr("Tap the hexes the area covers, with the attacker in the middle (%1 hexes).").arg(root.fields.area_size || 0)
                        }

                        BrawlBoardView {
                            Layout.fillWidth: true
                            Layout.preferredHeight: Math.min(360, Math.round(width * 0.9))
                            objectName: "brawlCardsArea"
                            Accessible.name: qsTr("Area of effect")
                            Accessible.description: qsTr("Tap a hex to add it to the area or take it out")
                            visible: root.fields.targeting === "aoe"
                            source: editor
                            onTapped: (q, r, champion) => editor.tap(q, r)
                        }

                        // Stable delegates: a group's row changes in place and its
                        // keywords are read by index, so a stepper is not rebuilt under
                        // the finger (nor a layout keeps a deleted delegate, Qt 6.4).
                        Repeater {
                            model: editor.keywordGroups

                            delegate: ColumnLayout {
                                id: groupEntry

                                required property var value
                                readonly property var modelData: value

                                Layout.fillWidth: true
                                spacing: 0

                                HeadingLabel {
                                    Layout.fillWidth: true
                                    text: root.groupTitle(groupEntry.modelData.group)
                                }

                                Repeater {
                                    model: groupEntry.modelData.keywords.length

                                    delegate: Item {
                                        id: keywordEntry

                                        required property int index
                                        readonly property var modelData: groupEntry.modelData.keywords[index]
                                                                         ?? ({ "key": "", "title": "", "flag": false, "value": 0 })

                                        Layout.fillWidth: true
                                        implicitHeight: keywordEntry.modelData.flag ? flagSwitch.implicitHeight : keywordStepper.implicitHeight

                                        ToggleSwitch {
                                            id: flagSwitch

                                            objectName: "brawlCardsFlag-" + groupEntry.modelData.group + "-" + keywordEntry.modelData.key
                                            width: parent.width
                                            visible: keywordEntry.modelData.flag
                                            text: keywordEntry.modelData.title
                                            checked: keywordEntry.modelData.value > 0
                                            onToggled: editor.setKeyword(groupEntry.modelData.group, keywordEntry.modelData.key, checked ? 1 : 0)
                                        }

                                        NumberStepper {
                                            compact: true
                                            id: keywordStepper

                                            objectName: "brawlCardsKeyword-" + groupEntry.modelData.group + "-" + keywordEntry.modelData.key
                                            width: parent.width
                                            visible: !keywordEntry.modelData.flag
                                            label: keywordEntry.modelData.title
                                            value: keywordEntry.modelData.value
                                            to: 20
                                            onEdited: value => editor.setKeyword(groupEntry.modelData.group, keywordEntry.modelData.key, value)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }

            // The pack walk's verdict on the card: the engine carries out its
            // keywords, all but Place; words say what the players do for the rest.
            SurfaceCard {
                Layout.fillWidth: true
                visible: root.fields.shown
                implicitHeight: byHandColumn.implicitHeight + 2 * padding

                ColumnLayout {
                    id: byHandColumn

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    spacing: Theme.gap

                    BodyLabel {
                        objectName: "brawlCardsHandling"
                        Layout.fillWidth: true
                        color: root.fields.handling === "silent" ? Theme.danger : Theme.text
                        text: {
                            if (root.fields.handling === "applied")
                                return qsTr("The app carries out this card's keywords.");
                            if (root.fields.handling === "by_hand")
                                return qsTr("By hand: the table screen shows the words below when the card is played.");
                            if (root.fields.handling === "silent")
                                return qsTr("The app does not carry out Place: say below what the players do.");
                            return "";
                        }
                    }

                    InputField {
                        Layout.fillWidth: true
                        objectName: "brawlCardsByHand"
                        Accessible.name: qsTr("What the players do by hand")
                        placeholderText: qsTr("What the players do by hand")
                        text: root.fields.by_hand
                        onTextEdited: editor.setText("by_hand", text)
                    }
                }
            }

            BrawlChallengeNamesCard {
                Layout.fillWidth: true
                packEditor: editor
            }
        }
    }
}
