import QtQuick
import QtQuick.Layouts
import Arbiter

// Who carries out an ability's, a bane's or a Sphere card's text: the app
// (the card's computed fields) or the players by hand, with the one-tap corrections the
// table offers (`by_hand` in the pack). A text with neither is flagged: the
// table would never be told to carry it out. Edits go straight into `holder`.
ColumnLayout {
    id: root

    property var holder: ({})
    // Whether the card's computed fields do the text (an ability's effects, a
    // bane's extra damage or Strength, a Sphere card's Strength).
    property var isComputed: function (holder) {
        return false;
    }
    // Bumped by the holder's own editor when it changes what is read here.
    property int outerRevision: 0
    property int revision: 0
    readonly property bool computed: (revision, outerRevision, root.isComputed(root.holder || {}))
    readonly property bool byHand: (revision, outerRevision, (root.holder || {}).by_hand !== undefined)
    readonly property var correctionChoices: ["add_bane", "remove_bane", "damage", "heal", "prevent", "mp", "lose_mp", "strength", "weaken", "switch"]

    signal edited

    function correctionName(correction: string): string {
        switch (correction) {
        case "add_bane":
            return qsTr("Add a bane token to a hero");
        case "remove_bane":
            return qsTr("Take a bane token off a hero");
        case "damage":
            return qsTr("1 damage counter on a hero");
        case "heal":
            return qsTr("1 damage counter off a hero");
        case "prevent":
            return qsTr("1 fewer waiting counter (step 2)");
        case "mp":
            return qsTr("1 Myth Point for a player");
        case "lose_mp":
            return qsTr("1 Myth Point off a player");
        case "strength":
            return qsTr("1 extra Strength this turn");
        case "weaken":
            return qsTr("1 less Strength this turn");
        case "switch":
            return qsTr("Switch a Support with its Champion");
        }
        return correction;
    }

    function setByHand(on: bool) {
        if (on)
            root.holder.by_hand = root.holder.by_hand || [];
        else
            delete root.holder.by_hand;
        root.revision++;
        root.edited();
    }

    function toggleCorrection(correction: string) {
        const list = (root.holder.by_hand || []).slice();
        const at = list.indexOf(correction);
        if (at >= 0)
            list.splice(at, 1);
        else
            list.push(correction);
        root.holder.by_hand = list;
        root.revision++;
        root.edited();
    }

    spacing: 4

    BodyLabel {
        Layout.fillWidth: true
        text: qsTr("Who carries the text out")
    }

    Flow {
        Layout.fillWidth: true
        spacing: 4

        ActionButton {
            objectName: "legendsCardHandling-computed"
            enabled: root.computed
            text: qsTr("The app: computed effects")
            font.pixelSize: Theme.fontSmall
            checked: root.computed && !root.byHand
            onClicked: root.setByHand(false)
        }

        ActionButton {
            objectName: "legendsCardHandling-byHand"
            text: qsTr("The players, by hand")
            font.pixelSize: Theme.fontSmall
            checked: root.byHand
            onClicked: root.setByHand(true)
        }
    }

    BodyLabel {
        objectName: "legendsCardSilentWarning"
        Layout.fillWidth: true
        visible: !root.computed && !root.byHand
        color: Theme.danger
        text: qsTr("Nobody: the table would never be told to carry this text out. Mark it by hand.")
    }

    BodyLabel {
        Layout.fillWidth: true
        visible: root.byHand
        muted: true
        text: qsTr("Once it is used, the table offers these corrections in one tap (none: it changes nothing the app tracks):")
    }

    Flow {
        Layout.fillWidth: true
        visible: root.byHand
        spacing: 4

        Repeater {
            model: root.correctionChoices

            delegate: ActionButton {
                required property string modelData

                objectName: "legendsCardCorrection-" + modelData
                text: root.correctionName(modelData)
                font.pixelSize: Theme.fontSmall
                checked: (root.revision, root.outerRevision, (root.holder.by_hand || []).includes(modelData))
                onClicked: root.toggleCorrection(modelData)
            }
        }
    }
}
