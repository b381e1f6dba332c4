import QtQuick
import QtQuick.Controls
import Arbiter

// A refusal, in its translated words, with a link to the rules entry that
// explains it (when there is one) and a way to put it away.
Rectangle {
    id: root

    property string message
    property string ruleId
    property bool dismissable: true
    // Read again after a language switch: the reference has its own German.
    readonly property string ruleTitle: (LanguageController.language, RulesCatalog.titleOf(ruleId))

    signal ruleRequested(string ruleId)
    signal dismissed

    // Placed by anchors, not a layout: a wrapped message whose height feeds
    // back into the width a parent layout gives it made Qt Quick Layouts
    // polish in a loop (seen in portrait while the banner appeared).
    implicitHeight: Math.max(texts.implicitHeight, dismissButton.visible ? dismissButton.height : 0) + 2 * Theme.gap
    visible: message.length > 0
    color: Theme.dangerSoft
    radius: Theme.radius
    border.width: 1
    border.color: Theme.danger
    Accessible.role: Accessible.AlertMessage
    Accessible.name: message

    VectorIcon {
        id: icon

        anchors.left: parent.left
        anchors.leftMargin: Theme.spacing
        anchors.verticalCenter: parent.verticalCenter
        path: Icons.info
        color: Theme.danger
    }

    Column {
        id: texts

        anchors.left: icon.right
        anchors.leftMargin: Theme.gap
        anchors.right: dismissButton.visible ? dismissButton.left : parent.right
        anchors.rightMargin: Theme.gap
        anchors.verticalCenter: parent.verticalCenter
        spacing: 2

        Label {
            width: texts.width
            objectName: "errorMessage"
            text: root.message
            font.pixelSize: Theme.fontBody
            color: Theme.text
            wrapMode: Text.Wrap
        }

        ActionButton {
            width: Math.min(implicitWidth, texts.width)
            visible: root.ruleTitle.length > 0
            kind: ActionButton.Quiet
            iconPath: Icons.rules
            text: qsTr("Rule: %1").arg(root.ruleTitle)
            onClicked: root.ruleRequested(root.ruleId)
        }
    }

    ActionButton {
        id: dismissButton

        anchors.right: parent.right
        anchors.rightMargin: Theme.gap
        anchors.top: parent.top
        anchors.topMargin: Theme.gap
        visible: root.dismissable
        kind: ActionButton.Quiet
        iconPath: Icons.close
        Accessible.name: qsTr("Dismiss")
        onClicked: root.dismissed()
    }
}
