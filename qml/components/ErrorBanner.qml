import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A refusal, in its translated words, with a link to the rules entry that
// explains it (when there is one) and a way to put it away.
Rectangle {
    id: root

    property string message
    property string ruleId
    property bool dismissable: true
    readonly property string ruleTitle: RulesCatalog.titleOf(ruleId)

    signal ruleRequested(string ruleId)
    signal dismissed

    implicitHeight: layout.implicitHeight + 2 * Theme.gap
    visible: message.length > 0
    color: Theme.dangerSoft
    radius: Theme.radius
    border.width: 1
    border.color: Theme.danger
    Accessible.role: Accessible.AlertMessage
    Accessible.name: message

    RowLayout {
        id: layout

        anchors.fill: parent
        anchors.margins: Theme.gap
        anchors.leftMargin: Theme.spacing
        spacing: Theme.gap

        VectorIcon {
            Layout.alignment: Qt.AlignVCenter
            path: Icons.info
            color: Theme.danger
        }

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 2

            Label {
                Layout.fillWidth: true
                objectName: "errorMessage"
                text: root.message
                font.pixelSize: Theme.fontBody
                color: Theme.text
                wrapMode: Text.Wrap
            }

            ActionButton {
                visible: root.ruleTitle.length > 0
                kind: ActionButton.Quiet
                iconPath: Icons.rules
                text: qsTr("Rule: %1").arg(root.ruleTitle)
                onClicked: root.ruleRequested(root.ruleId)
            }
        }

        ActionButton {
            Layout.alignment: Qt.AlignTop
            visible: root.dismissable
            kind: ActionButton.Quiet
            iconPath: Icons.close
            Accessible.name: qsTr("Dismiss")
            onClicked: root.dismissed()
        }
    }
}
