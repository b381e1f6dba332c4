import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Changes one counter of a figure by any amount in one tap: the amounts a
// table deals most (1 to 6) each way are buttons, any other is typed. The
// change is one record, so one tap on Undo takes it back. Opened by a tap
// on the figure's number, it closes as soon as the change is made.
Popup {
    id: root

    property string entityId
    property string entityName
    property string counter
    property string counterLabel
    readonly property var amounts: [1, 2, 3, 4, 5, 6]
    // Bumped on every change of the session, so the value shown follows undo and redo.
    property int revision: 0
    readonly property var value: {
        root.revision;
        return root.entityId.length > 0 ? ActiveSession.counterValue(root.entityId, root.counter) : undefined;
    }
    // What the game allows this counter ({min, max}), undefined when free:
    // a change that would leave it is not offered.
    readonly property var range: {
        root.revision;
        return root.entityId.length > 0 ? ActiveSession.counterRange(root.entityId, root.counter) : undefined;
    }
    function allows(delta: int): bool {
        if (root.range === undefined || root.range === null)
            return true;
        const now = root.value === undefined ? 0 : root.value;
        return now + delta >= root.range.min && now + delta <= root.range.max;
    }
    readonly property int typedAmount: {
        const text = amountField.text.trim();
        return /^[0-9]{1,4}$/.test(text) ? parseInt(text, 10) : 0;
    }
    // Two rows of six where they fit, else two rows of three each way.
    readonly property int amountColumns: width - 2 * padding >= 6 * Theme.bigTouch + 5 * Theme.gap ? 6 : 3

    // A value typed by hand instead (the counter's set dialog).
    signal typeValueRequested(string entityId, string entityName, string counter, int value)

    function openFor(entityId: string, entityName: string, counter: string, counterLabel: string) {
        root.entityId = entityId;
        root.entityName = entityName;
        root.counter = counter;
        root.counterLabel = counterLabel.length > 0 ? counterLabel : counter;
        amountField.clear();
        ActiveSession.clearError();
        root.open();
    }

    function change(delta: int): bool {
        if (delta === 0 || !ActiveSession.adjustCounter(root.entityId, root.counter, delta))
            return false;
        root.close();
        return true;
    }

    function typeValue() {
        const now = root.value === undefined ? 0 : root.value;
        root.close();
        root.typeValueRequested(root.entityId, root.entityName, root.counter, now);
    }

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: parent ? Math.min(parent.width - 2 * Theme.gap, 600) : 600
    modal: true
    padding: Theme.spacing
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside

    background: Rectangle {
        color: Theme.surface
        radius: Theme.radius
        border.width: 1
        border.color: Theme.outline
    }

    Overlay.modal: Rectangle {
        color: Theme.scrim
    }

    Connections {
        target: ActiveSession

        function onStateChanged() {
            root.revision += 1;
        }
    }

    contentItem: ColumnLayout {
        spacing: Theme.gap

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap

            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0

                Label {
                    Layout.fillWidth: true
                    objectName: "counterPadTitle"
                    text: qsTr("%1 · %2").arg(root.entityName).arg(root.counterLabel)
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    color: Theme.text
                    wrapMode: Text.Wrap
                    Accessible.role: Accessible.Heading
                }

                Label {
                    Layout.fillWidth: true
                    objectName: "counterPadValue"
                    text: root.value === undefined ? qsTr("Not counted yet: starts from 0")
                          : root.range ? qsTr("Now %1 (%2 to %3)").arg(root.value).arg(root.range.min).arg(root.range.max)
                          : qsTr("Now %1").arg(root.value)
                    font.pixelSize: Theme.fontLarge
                    color: Theme.textMuted
                    wrapMode: Text.Wrap
                }
            }

            ActionButton {
                objectName: "counterPadClose"
                Layout.alignment: Qt.AlignTop
                kind: ActionButton.Quiet
                iconPath: Icons.close
                Accessible.name: qsTr("Close without a change")
                onClicked: root.close()
            }
        }

        Label {
            Layout.fillWidth: true
            text: qsTr("Take away")
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
        }

        GridLayout {
            Layout.fillWidth: true
            columns: root.amountColumns
            columnSpacing: Theme.gap
            rowSpacing: Theme.gap

            Repeater {
                model: root.amounts

                delegate: ActionButton {
                    required property int modelData

                    objectName: "counterPadMinus" + modelData
                    Layout.fillWidth: true
                    Layout.preferredWidth: Theme.bigTouch
                    minimumSize: Theme.bigTouch
                    text: "−" + modelData
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    enabled: root.allows(-modelData)
                    Accessible.name: qsTr("Take %1 away from %2").arg(modelData).arg(root.counterLabel)
                    onClicked: root.change(-modelData)
                }
            }
        }

        Label {
            Layout.fillWidth: true
            text: qsTr("Add")
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
        }

        GridLayout {
            Layout.fillWidth: true
            columns: root.amountColumns
            columnSpacing: Theme.gap
            rowSpacing: Theme.gap

            Repeater {
                model: root.amounts

                delegate: ActionButton {
                    required property int modelData

                    objectName: "counterPadPlus" + modelData
                    Layout.fillWidth: true
                    Layout.preferredWidth: Theme.bigTouch
                    minimumSize: Theme.bigTouch
                    kind: ActionButton.Primary
                    text: "+" + modelData
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    enabled: root.allows(modelData)
                    Accessible.name: qsTr("Add %1 to %2").arg(modelData).arg(root.counterLabel)
                    onClicked: root.change(modelData)
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.topMargin: Theme.gap
            spacing: Theme.gap

            InputField {
                id: amountField

                objectName: "counterPadAmount"
                Layout.fillWidth: true
                Layout.minimumWidth: 90
                placeholderText: qsTr("Other amount")
                inputMethodHints: Qt.ImhDigitsOnly
                validator: RegularExpressionValidator {
                    regularExpression: /[0-9]{0,4}/
                }
                Accessible.name: qsTr("Other amount")
            }

            ActionButton {
                objectName: "counterPadTypedMinus"
                minimumSize: Theme.bigTouch
                iconPath: Icons.minus
                enabled: root.typedAmount > 0 && root.allows(-root.typedAmount)
                Accessible.name: qsTr("Take the typed amount away")
                onClicked: root.change(-root.typedAmount)
            }

            ActionButton {
                objectName: "counterPadTypedPlus"
                minimumSize: Theme.bigTouch
                kind: ActionButton.Primary
                iconPath: Icons.plus
                enabled: root.typedAmount > 0 && root.allows(root.typedAmount)
                Accessible.name: qsTr("Add the typed amount")
                onClicked: root.change(root.typedAmount)
            }
        }

        ErrorBanner {
            Layout.fillWidth: true
            message: ActiveSession.error
            ruleId: ActiveSession.errorRule
            dismissable: false
        }

        ActionButton {
            objectName: "counterPadTypeValue"
            Layout.alignment: Qt.AlignLeft
            kind: ActionButton.Quiet
            iconPath: Icons.edit
            text: qsTr("Type the new value")
            Accessible.name: qsTr("Type the new value")
            onClicked: root.typeValue()
        }
    }
}
