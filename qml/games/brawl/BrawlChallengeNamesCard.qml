import QtQuick
import QtQuick.Layouts
import Arbiter

// The pack's Challenge card names, the list the table taps when a card is
// drawn: the shipped names are placeholders (the track's check note says so),
// so each can be taken out and the real ones typed in. A name twice is two
// copies; an empty list makes the table type every name drawn.
SurfaceCard {
    id: root

    required property BrawlCardEditor packEditor

    function addTyped() {
        if (typedName.text.trim().length === 0)
            return;
        root.packEditor.addChallenge(typedName.text);
        typedName.clear();
    }

    implicitHeight: namesColumn.implicitHeight + 2 * padding

    ColumnLayout {
        id: namesColumn

        anchors.fill: parent
        anchors.margins: parent.padding
        spacing: Theme.gap

        HeadingLabel {
            Layout.fillWidth: true
            text: qsTr("Challenge cards (%1)").arg(root.packEditor.challengeNames.length)
        }

        BodyLabel {
            objectName: "brawlChallengeNamesCheck"
            Layout.fillWidth: true
            visible: root.packEditor.challengeCheck.length > 0
            muted: true
            font.pixelSize: Theme.fontSmall
            text: qsTr("Marked in the pack: %1").arg(ContentWords.text(root.packEditor.challengeCheck, LanguageController.language))
        }

        BodyLabel {
            Layout.fillWidth: true
            visible: root.packEditor.challengeNames.length === 0
            muted: true
            text: qsTr("No list: the table types the name of each Challenge card drawn.")
        }

        Flow {
            Layout.fillWidth: true
            spacing: 4

            Repeater {
                model: root.packEditor.challengeNames

                delegate: ActionButton {
                    required property string modelData
                    required property int index

                    objectName: "brawlChallengeNamesRemove-" + index
                    kind: ActionButton.Quiet
                    font.pixelSize: Theme.fontSmall
                    iconPath: Icons.trash
                    text: ContentWords.text(modelData, LanguageController.language)
                    Accessible.name: qsTr("Take %1 off the list").arg(modelData)
                    onClicked: root.packEditor.removeChallenge(index)
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap

            InputField {
                id: typedName

                objectName: "brawlChallengeNamesField"
                Layout.fillWidth: true
                placeholderText: qsTr("Name of a Challenge card")
                onAccepted: root.addTyped()
            }

            ActionButton {
                objectName: "brawlChallengeNamesAdd"
                text: qsTr("Add")
                enabled: typedName.text.trim().length > 0
                onClicked: root.addTyped()
            }
        }
    }
}
