import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Adds a counter (health, gold, victory points, ...) to an entity.
ModalDialog {
    id: root

    property string entityId
    property string entityName

    function openFor(entityId: string, entityName: string) {
        root.entityId = entityId;
        root.entityName = entityName;
        nameField.text = "";
        startField.text = "0";
        ActiveSession.clearError();
        root.open();
        nameField.forceActiveFocus();
    }

    function submit() {
        if (ActiveSession.addCounter(root.entityId, nameField.text, startField.text))
            root.close();
    }

    maxWidth: 520

    contentItem: ColumnLayout {
        spacing: Theme.spacing

        Label {
            Layout.fillWidth: true
            text: qsTr("New counter for %1").arg(root.entityName)
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.text
            wrapMode: Text.Wrap
        }

        Label {
            text: qsTr("Name")
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
        }

        InputField {
            id: nameField

            objectName: "counterNameField"
            Accessible.name: qsTr("Counter name")
            Layout.fillWidth: true
            placeholderText: qsTr("e.g. Health")
            maximumLength: 60
            onAccepted: startField.forceActiveFocus()
        }

        Label {
            text: qsTr("Starting value")
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
        }

        InputField {
            id: startField

            objectName: "counterStartField"
            Accessible.name: qsTr("Starting value")
            Layout.fillWidth: true
            inputMethodHints: Qt.ImhFormattedNumbersOnly
            onAccepted: root.submit()
        }

        ErrorBanner {
            Layout.fillWidth: true
            message: ActiveSession.error
            ruleId: ActiveSession.errorRule
            dismissable: false
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap

            Item {
                Layout.fillWidth: true
            }

            ActionButton {
                text: qsTr("Cancel")
                onClicked: root.close()
            }

            ActionButton {
                objectName: "addCounterConfirm"
                kind: ActionButton.Primary
                text: qsTr("Add")
                onClicked: root.submit()
            }
        }
    }
}
