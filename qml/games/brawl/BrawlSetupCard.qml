import QtQuick
import QtQuick.Layouts
import Arbiter

// The steps before and between rounds that need the table's words: the
// team choice or draft, and the names of the Challenge cards drawn.
SurfaceCard {
    id: root

    required property BrawlTableController controller
    readonly property var draft: controller.draft
    readonly property bool drafting: draft.player !== undefined
    property var picked: []

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

        Flow {
            Layout.fillWidth: true
            visible: root.drafting
            spacing: Theme.gap

            Repeater {
                model: root.drafting ? root.draft.choices : []

                delegate: ActionButton {
                    required property var modelData

                    objectName: "brawlDraft-" + modelData.id
                    checked: root.picked.indexOf(modelData.id) >= 0
                    text: modelData.name
                    onClicked: {
                        if (!root.draft.free) {
                            root.controller.draftChoose(modelData.id);
                            return;
                        }
                        const list = root.picked.slice();
                        const at = list.indexOf(modelData.id);
                        if (at >= 0)
                            list.splice(at, 1);
                        else
                            list.push(modelData.id);
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
            text: root.controller.phase === "challenges"
                  ? qsTr("Type the names in the order they are drawn: the first goes into the 1 VP slot, the next into Cannot Be Scored.")
                  : qsTr("The track moves on; type the name of each card drawn for the Cannot Be Scored slot.")
        }

        Repeater {
            id: nameFields

            model: root.controller.challengesToName

            delegate: InputField {
                required property int index

                objectName: "brawlChallengeName-" + index
                Layout.fillWidth: true
                placeholderText: qsTr("Challenge %1").arg(index + 1)
            }
        }

        ActionButton {
            objectName: "brawlNameChallenges"
            visible: root.controller.challengesToName > 0
            kind: ActionButton.Primary
            text: root.controller.phase === "challenges" ? qsTr("Deal") : qsTr("Advance the track")
            enabled: {
                for (let i = 0; i < nameFields.count; ++i)
                    if (!nameFields.itemAt(i) || nameFields.itemAt(i).text.trim().length === 0)
                        return false;
                return true;
            }
            onClicked: {
                const names = [];
                for (let i = 0; i < nameFields.count; ++i)
                    names.push(nameFields.itemAt(i).text);
                if (root.controller.nameChallenges(names))
                    for (let j = 0; j < nameFields.count; ++j)
                        nameFields.itemAt(j).clear();
            }
        }
    }
}
