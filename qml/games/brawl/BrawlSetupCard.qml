import QtQuick
import QtQuick.Layouts
import Arbiter

// The steps before and between rounds that need the table's words: the
// team choice or draft, and the names of the Challenge cards drawn.
SurfaceCard {
    id: root

    required property BrawlTableController controller
    readonly property var draft: controller.draft
    readonly property bool drafting: draft.shown
    property var picked: []
    // The Challenge cards tapped so far, in the order drawn (the pack lists them).
    property var drawnNames: []
    readonly property bool pickNames: controller.challengeChoices.length > 0

    function addTypedName() {
        const name = typedName.text.trim();
        if (name.length === 0 || drawnNames.length >= controller.challengesToName)
            return;
        drawnNames = drawnNames.concat([name]);
        typedName.clear();
    }

    visible: drafting || controller.challengesToName > 0
    implicitHeight: setupColumn.implicitHeight + 2 * padding

    ColumnLayout {
        id: setupColumn

        anchors.fill: parent
        anchors.margins: parent.padding
        spacing: Theme.gap

        HeadingLabel {
            Layout.fillWidth: true
            visible: root.drafting
            text: {
                if (!root.drafting)
                    return "";
                if (root.draft.free)
                    return qsTr("%1: choose %2 champions").arg(root.draft.playerName).arg(root.draft.teamSize);
                return root.draft.ban ? qsTr("%1 bans a champion").arg(root.draft.playerName) : qsTr("%1 drafts a champion").arg(root.draft.playerName);
            }
        }

        BodyLabel {
            objectName: "brawlDraftCheck"
            Layout.fillWidth: true
            visible: root.drafting && root.controller.championCheck.length > 0
            muted: true
            font.pixelSize: Theme.fontSmall
            text: qsTr("Marked in the pack: %1").arg(ContentWords.text(root.controller.championCheck, LanguageController.language))
        }

        Flow {
            Layout.fillWidth: true
            visible: root.drafting
            spacing: Theme.gap

            Repeater {
                model: root.controller.draftChoices

                delegate: ActionButton {
                    required property var model

                    objectName: "brawlDraft-" + model.id
                    checked: root.picked.indexOf(model.id) >= 0
                    // Already in the other team (the engine's list).
                    enabled: !model.taken
                    text: model.name
                    onClicked: {
                        if (!root.draft.free) {
                            root.controller.draftChoose(model.id);
                            return;
                        }
                        const list = root.picked.slice();
                        const at = list.indexOf(model.id);
                        if (at >= 0)
                            list.splice(at, 1);
                        else
                            list.push(model.id);
                        root.picked = list;
                    }
                }
            }
        }

        ActionButton {
            objectName: "brawlConfirmTeam"
            visible: root.drafting && root.draft.free
            kind: ActionButton.Primary
            enabled: root.drafting && root.picked.length === root.draft.teamSize
            text: qsTr("Confirm the team")
            onClicked: {
                if (root.controller.chooseTeam(root.picked))
                    root.picked = [];
            }
        }

        HeadingLabel {
            Layout.fillWidth: true
            visible: root.controller.challengesToName > 0
            text: root.controller.phase === "challenges" ? qsTr("Deal the Challenge cards") : qsTr("New Challenge cards")
        }

        BodyLabel {
            Layout.fillWidth: true
            visible: root.controller.challengesToName > 0
            muted: true
            text: {
                if (root.pickNames)
                    return root.controller.phase === "challenges"
                           ? qsTr("Tap the cards in the order they are drawn: the first goes into the 1 VP slot, the next into Cannot Be Scored.")
                           : qsTr("The track moves on; tap each card drawn for the Cannot Be Scored slot.");
                return root.controller.phase === "challenges"
                       ? qsTr("Type the names in the order they are drawn: the first goes into the 1 VP slot, the next into Cannot Be Scored.")
                       : qsTr("The track moves on; type the name of each card drawn for the Cannot Be Scored slot.");
            }
        }

        BodyLabel {
            objectName: "brawlChallengeCheck"
            Layout.fillWidth: true
            visible: root.controller.challengesToName > 0 && root.controller.challengeCheck.length > 0
            muted: true
            font.pixelSize: Theme.fontSmall
            text: qsTr("Marked in the pack: %1").arg(ContentWords.text(root.controller.challengeCheck, LanguageController.language))
        }

        // The pack lists its Challenge cards: the table taps the ones drawn,
        // offered only while they are still in the deck.
        Column {
            Layout.fillWidth: true
            visible: root.controller.challengesToName > 0 && root.pickNames
            spacing: Theme.gap

            Repeater {
                model: root.pickNames ? root.controller.challengesToName : 0

                delegate: BodyLabel {
                    required property int index

                    objectName: "brawlChallengeDrawn-" + index
                    width: parent.width
                    font.bold: index < root.drawnNames.length
                    muted: index >= root.drawnNames.length
                    text: qsTr("%1. %2").arg(index + 1).arg(index < root.drawnNames.length ? root.drawnNames[index] : qsTr("not drawn yet"))
                }
            }
        }

        Column {
            Layout.fillWidth: true
            visible: nameFields.count > 0
            spacing: Theme.gap

            Repeater {
                id: nameFields

                model: root.pickNames ? 0 : root.controller.challengesToName

                delegate: InputField {
                    required property int index

                    objectName: "brawlChallengeName-" + index
                    width: parent.width
                    placeholderText: qsTr("Challenge %1").arg(index + 1)
                }
            }
        }

        ActionButton {
            objectName: "brawlNameChallenges"
            visible: root.controller.challengesToName > 0
            kind: ActionButton.Primary
            text: root.controller.phase === "challenges" ? qsTr("Deal") : qsTr("Advance the track")
            enabled: {
                if (root.pickNames)
                    return root.drawnNames.length === root.controller.challengesToName;
                for (let i = 0; i < nameFields.count; ++i)
                    if (!nameFields.itemAt(i) || nameFields.itemAt(i).text.trim().length === 0)
                        return false;
                return true;
            }
            onClicked: {
                if (root.pickNames) {
                    const drawn = root.drawnNames;
                    // Names the pack lacked join the table's pack (the engine's keepInPack).
                    if (root.controller.nameChallenges(drawn))
                        root.drawnNames = [];
                    return;
                }
                const names = [];
                for (let i = 0; i < nameFields.count; ++i)
                    names.push(nameFields.itemAt(i).text);
                if (root.controller.nameChallenges(names)) {
                    for (let j = 0; j < nameFields.count; ++j)
                        nameFields.itemAt(j).clear();
                }
            }
        }

        Flow {
            Layout.fillWidth: true
            visible: root.controller.challengesToName > 0 && root.pickNames
            spacing: Theme.gap

            Repeater {
                model: root.controller.challengesToName > 0 ? root.controller.challengeChoices : []

                delegate: ActionButton {
                    required property string modelData

                    objectName: "brawlChallenge-" + modelData
                    // A picked card stays where it is (checked), so nothing moves under the finger.
                    checked: root.drawnNames.indexOf(modelData) >= 0
                    enabled: !checked && root.drawnNames.length < root.controller.challengesToName
                    text: ContentWords.text(modelData, LanguageController.language)
                    onClicked: root.drawnNames = root.drawnNames.concat([modelData])
                }
            }

            ActionButton {
                objectName: "brawlChallengeClear"
                visible: root.drawnNames.length > 0
                kind: ActionButton.Quiet
                text: qsTr("Start again")
                onClicked: root.drawnNames = []
            }
        }

        // A card the list does not name (the real cards are called
        // otherwise): typed, it takes the next place in the order drawn.
        RowLayout {
            Layout.fillWidth: true
            visible: root.controller.challengesToName > 0 && root.pickNames
            spacing: Theme.gap

            InputField {
                id: typedName

                objectName: "brawlChallengeTyped"
                Layout.fillWidth: true
                placeholderText: qsTr("A card not in the list")
                enabled: root.drawnNames.length < root.controller.challengesToName
                onAccepted: root.addTypedName()
            }

            ActionButton {
                objectName: "brawlChallengeAddTyped"
                text: qsTr("Add")
                enabled: typedName.text.trim().length > 0 && root.drawnNames.length < root.controller.challengesToName
                onClicked: root.addTypedName()
            }
        }
    }
}
