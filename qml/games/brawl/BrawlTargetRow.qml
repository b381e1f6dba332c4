import QtQuick
import QtQuick.Layouts
import Arbiter

// One champion the selected card could aim at: a toggle when it is a legal
// target, otherwise the engine's reason with a link to the rule.
RowLayout {
    id: root

    property var modelData: ({})

    signal toggled(string championId)
    signal ruleRequested(string ruleId)

    spacing: Theme.gap

    Rectangle {
        Layout.alignment: Qt.AlignVCenter
        width: 14
        height: 14
        radius: 7
        color: root.modelData.side === 1 ? Theme.danger : Theme.accent
    }

    ActionButton {
        visible: root.modelData.legal
        Layout.fillWidth: true
        checked: root.modelData.chosen
        iconPath: root.modelData.chosen ? Icons.check : ""
        text: root.modelData.name
        onClicked: root.toggled(root.modelData.id)
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
            muted: true
            font.pixelSize: Theme.fontSmall
            text: root.modelData.reason
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
