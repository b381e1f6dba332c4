import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Asks before something that cannot be taken back.
ModalDialog {
    id: root

    property string message
    property string confirmText: qsTr("Delete")

    maxWidth: 520
    topPadding: Theme.margin

    header: Label {
        text: root.title
        padding: Theme.margin
        bottomPadding: 0
        font.pixelSize: Theme.fontTitle
        font.bold: true
        color: Theme.text
        wrapMode: Text.Wrap
    }

    contentItem: BodyLabel {
        text: root.message
    }

    footer: RowLayout {
        spacing: Theme.gap

        Item {
            Layout.fillWidth: true
        }

        ActionButton {
            Layout.bottomMargin: Theme.margin
            text: qsTr("Cancel")
            onClicked: root.reject()
        }

        ActionButton {
            objectName: "confirmButton"
            Layout.bottomMargin: Theme.margin
            Layout.rightMargin: Theme.margin
            kind: ActionButton.Danger
            text: root.confirmText
            onClicked: root.accept()
        }
    }
}
