import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Sets a counter to what the table says it is. The change is logged as a
// correction, so it can be undone like any other.
ModalDialog {
    id: root

    property string entityId
    property string entityName
    property string counter
    property int currentValue

    function openFor(entityId: string, entityName: string, counter: string, value: int) {
        root.entityId = entityId;
        root.entityName = entityName;
        root.counter = counter;
        root.currentValue = value;
        valueField.text = value;
        ActiveSession.clearError();
        root.open();
        valueField.forceActiveFocus();
        valueField.selectAll();
    }

    function submit() {
        if (ActiveSession.setCounter(root.entityId, root.counter, valueField.text))
            root.close();
    }

    maxWidth: 480

    contentItem: ColumnLayout {
        spacing: Theme.spacing

        Label {
            Layout.fillWidth: true
            text: qsTr("Set %1 of %2").arg(ActiveSession.counterLabel(root.counter)).arg(root.entityName)
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.text
            wrapMode: Text.Wrap
        }

        BodyLabel {
            Layout.fillWidth: true
            muted: true
            text: qsTr("Now %1. The new value is logged as a correction and can be undone.").arg(root.currentValue)
        }

        InputField {
            id: valueField

            objectName: "counterValueField"
            Accessible.name: qsTr("New value of %1").arg(ActiveSession.counterLabel(root.counter))
            Layout.fillWidth: true
            font.pixelSize: Theme.fontCounter - 12
            inputMethodHints: Qt.ImhFormattedNumbersOnly
            invalid: ActiveSession.error.length > 0
            onAccepted: root.submit()
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
                objectName: "setValueButton"
                kind: ActionButton.Primary
                text: qsTr("Set")
                onClicked: root.submit()
            }
        }

        // Under the buttons: a refusal moves neither the field nor the buttons.
        ErrorBanner {
            Layout.fillWidth: true
            message: ActiveSession.error
            ruleId: ActiveSession.errorRule
            dismissable: false
        }
    }
}
