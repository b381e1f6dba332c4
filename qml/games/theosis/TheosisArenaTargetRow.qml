import QtQuick
import QtQuick.Layouts
import Arbiter

// One hero or monster an action could aim at: a button when it is a legal
// target, otherwise the session's reason with its code and a rule link.
RowLayout {
    id: root

    required property var modelData

    signal picked(string id)
    signal ruleRequested(string ruleId)

    spacing: Theme.gap

    ActionButton {
        visible: root.modelData.legal
        Layout.fillWidth: true
        objectName: "theosisTarget_" + root.modelData.id
        checked: root.modelData.chosen
        iconPath: root.modelData.chosen ? Icons.check : ""
        text: root.modelData.name
        onClicked: root.picked(root.modelData.id)
    }

    ColumnLayout {
        visible: !root.modelData.legal
        Layout.fillWidth: true
        spacing: 0

        BodyLabel {
            Layout.fillWidth: true
            font.bold: true
            text: root.modelData.name
        }

        BodyLabel {
            Layout.fillWidth: true
            objectName: "theosisTargetReason_" + root.modelData.id
            muted: true
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.fontSmall
            text: root.modelData.code.length > 0 ? qsTr("%1 (%2)").arg(root.modelData.reason).arg(root.modelData.code) : root.modelData.reason
        }
    }

    ActionButton {
        visible: !root.modelData.legal && root.modelData.rule.length > 0
        kind: ActionButton.Quiet
        iconPath: Icons.rules
        Accessible.name: qsTr("Rule for %1").arg(root.modelData.name)
        onClicked: root.ruleRequested(root.modelData.rule)
    }
}
