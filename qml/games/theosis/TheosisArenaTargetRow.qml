import QtQuick
import QtQuick.Layouts
import Arbiter

// One hero or monster an action could aim at: a button when it is a legal
// target, otherwise the session's reason with its code and a rule link.
RowLayout {
    id: root

    // {id, name, legal, reason, code, rule, chosen}; set by the list that
    // shows it (a stable delegate that is updated, not rebuilt).
    property var entry: ({})
    readonly property var shown: Object.assign({ "id": "", "name": "", "legal": false, "reason": "", "code": "", "rule": "", "chosen": false }, root.entry)

    signal picked(string id)
    signal ruleRequested(string ruleId)

    spacing: Theme.gap

    ActionButton {
        visible: root.shown.legal
        Layout.fillWidth: true
        objectName: "theosisTarget_" + root.shown.id
        checked: root.shown.chosen
        iconPath: root.shown.chosen ? Icons.check : ""
        text: root.shown.name
        onClicked: root.picked(root.shown.id)
    }

    // A positioner, not a layout: wrapped to a new width (the window turned),
    // its labels' new height reaches the row, which a nested layout missed.
    Column {
        id: reasonColumn

        visible: !root.shown.legal
        Layout.fillWidth: true
        spacing: 0

        BodyLabel {
            width: reasonColumn.width
            font.bold: true
            text: root.shown.name
        }

        BodyLabel {
            width: reasonColumn.width
            objectName: "theosisTargetReason_" + root.shown.id
            muted: true
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.fontSmall
            // The reason in words; its code stays for tests and the CLI, never on screen.
            text: root.shown.reason
        }
    }

    ActionButton {
        // Shown with the reason even while its rule is unknown, so the row is a
        // button tall from its first layout (a late-appearing button overlapped the next row).
        visible: !root.shown.legal
        opacity: root.shown.rule.length > 0 ? 1 : 0
        enabled: root.shown.rule.length > 0
        kind: ActionButton.Quiet
        iconPath: Icons.rules
        Accessible.name: qsTr("Rule for %1").arg(root.shown.name)
        onClicked: root.ruleRequested(root.shown.rule)
    }
}
