import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A card the real components show and the pack does not know, typed whole
// from the card in hand: the parts the engine asks for (NewCardOffers), the
// same on every game's table. The card is kept in the table's pack, so the
// next game lists it.
ModalDialog {
    id: root

    property NewCardOffers offers
    property var entry: ({})
    // The parts typed so far, by key.
    property var card: ({})

    function openFor(entry) {
        root.entry = entry;
        const start = {};
        for (const field of entry.fields || []) {
            if (field.kind === "number")
                start[field.key] = field.min;
            else if (field.kind === "choice")
                start[field.key] = field.values.length > 0 ? field.values[0].value : "";
            else
                start[field.key] = "";
        }
        root.card = start;
        ActiveSession.clearError();
        root.open();
    }

    // Keeps a part in sight when the keyboard or a tap moves to it.
    function keepInView(item) {
        const flickable = scroller.contentItem;
        const y = item.mapToItem(flickable.contentItem, 0, 0).y;
        if (y < flickable.contentY)
            flickable.contentY = Math.max(0, y - Theme.gap);
        else if (y + item.height > flickable.contentY + flickable.height)
            flickable.contentY = Math.min(y + item.height - flickable.height + Theme.gap, Math.max(0, flickable.contentHeight - flickable.height));
    }

    function setPart(key, value) {
        const next = Object.assign({}, root.card);
        next[key] = value;
        root.card = next;
    }

    readonly property bool complete: {
        for (const field of root.entry.fields || [])
            if (field.kind === "text" && String(root.card[field.key] || "").trim().length === 0)
                return false;
        return (root.entry.fields || []).length > 0;
    }

    objectName: "newCardDialog"
    maxWidth: 620
    height: Math.min(parent ? parent.height - 2 * Theme.margin : 720, 720)

    contentItem: ColumnLayout {
        spacing: Theme.spacing

        Label {
            Layout.fillWidth: true
            text: root.entry.label || ""
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.text
            wrapMode: Text.Wrap
        }

        BodyLabel {
            Layout.fillWidth: true
            muted: true
            text: qsTr("Type what the real card shows. It is kept in your pack for the next game; the players carry out its texts.")
        }

        ScrollView {
            id: scroller

            objectName: "newCardScroll"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: availableWidth

            ColumnLayout {
                width: scroller.availableWidth
                spacing: Theme.gap

                Repeater {
                    model: root.entry.fields || []

                    delegate: ColumnLayout {
                        id: part

                        required property var modelData
                        required property int index

                        Layout.fillWidth: true
                        spacing: 2

                        Label {
                            Layout.fillWidth: true
                            visible: part.modelData.kind !== "number"
                            text: part.modelData.label
                            font.pixelSize: Theme.fontSmall
                            color: Theme.textMuted
                            wrapMode: Text.Wrap
                        }

                        InputField {
                            objectName: "newCardText-" + part.modelData.key
                            Layout.fillWidth: true
                            visible: part.modelData.kind === "text"
                            placeholderText: part.modelData.label
                            maximumLength: 200
                            text: visible ? String(root.card[part.modelData.key] || "") : ""
                            onTextEdited: root.setPart(part.modelData.key, text)
                            onActiveFocusChanged: if (activeFocus) root.keepInView(part)
                            // Return goes on to the next part, as on a paper form.
                            onAccepted: nextItemInFocusChain().forceActiveFocus()
                        }

                        NumberStepper {
                            Layout.fillWidth: true
                            visible: part.modelData.kind === "number"
                            label: part.modelData.label
                            namePrefix: "newCardNumber-" + part.modelData.key
                            from: part.modelData.min
                            to: part.modelData.max
                            value: Number(root.card[part.modelData.key] || 0)
                            onEdited: value => root.setPart(part.modelData.key, value)
                        }

                        Flow {
                            Layout.fillWidth: true
                            visible: part.modelData.kind === "choice"
                            spacing: Theme.gap

                            Repeater {
                                model: part.modelData.kind === "choice" ? part.modelData.values : []

                                delegate: ActionButton {
                                    required property var modelData

                                    objectName: "newCardChoice-" + part.modelData.key + "-" + modelData.value
                                    text: modelData.label
                                    checkable: true
                                    checked: root.card[part.modelData.key] === modelData.value
                                    Accessible.name: qsTr("%1: %2").arg(part.modelData.label).arg(modelData.label)
                                    onClicked: root.setPart(part.modelData.key, modelData.value)
                                }
                            }
                        }
                    }
                }
            }
        }

        ErrorBanner {
            Layout.fillWidth: true
            message: root.visible ? ActiveSession.error : ""
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
                objectName: "newCardCancel"
                text: qsTr("Cancel")
                onClicked: root.close()
            }

            ActionButton {
                objectName: "newCardEnter"
                kind: ActionButton.Primary
                text: qsTr("Add the card")
                enabled: root.complete
                onClicked: {
                    if (root.offers && root.offers.enter(root.entry.index, root.card))
                        root.close();
                }
            }
        }
    }
}
