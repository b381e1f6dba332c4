import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Table mode for the open session: every player joins from their own
// phone's browser by scanning the code. The host keeps running while the
// sheet is closed (the table plays on) and stops with "Stop table mode" or
// when the session page goes away (docs/table-mode.md).
Popup {
    id: root

    readonly property alias controller: controller
    readonly property bool wide: width >= 760

    // Opens the sheet; the host starts the first time.
    function openTable() {
        if (!controller.running)
            controller.start(SessionLibrary.databasePath, ActiveSession.sessionId);
        open();
    }

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: parent ? Math.min(parent.width - 2 * Theme.gap, 900) : 800
    height: parent ? Math.min(parent.height - 2 * Theme.gap, 720) : 600
    modal: true
    padding: 0
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside

    background: Rectangle {
        color: Theme.background
        radius: Theme.radius
        border.width: 1
        border.color: Theme.outline
    }

    Overlay.modal: Rectangle {
        color: Theme.scrim
    }

    TableController {
        id: controller

        // What a phone shows when it joins: the tablet's language and theme.
        language: LanguageController.language
        theme: Theme.dark ? "dark" : "light"
        // The tablet keeps the secrets of the seats that phones hold.
        session: ActiveSession
    }

    // Another session opened in the page: its table is another table.
    Connections {
        target: ActiveSession

        function onOpenChanged() {
            controller.stop();
        }
    }

    contentItem: ColumnLayout {
        spacing: 0

        PageHeader {
            Layout.fillWidth: true
            title: qsTr("Table mode")
            subtitle: controller.running ? qsTr("Players join from their phones' browsers") : qsTr("Table mode is off")

            ActionButton {
                objectName: "tableSheetClose"
                iconPath: Icons.close
                text: root.wide ? qsTr("Close") : ""
                Accessible.name: qsTr("Close table mode's sheet")
                onClicked: root.close()
            }
        }

        Flickable {
            id: flickable

            Layout.fillWidth: true
            Layout.fillHeight: true
            contentWidth: width
            contentHeight: layout.implicitHeight + 2 * Theme.spacing
            boundsBehavior: Flickable.StopAtBounds
            clip: true

            ScrollBar.vertical: ScrollBar {}

            GridLayout {
                id: layout

                x: Theme.spacing
                y: Theme.spacing
                width: flickable.width - 2 * Theme.spacing
                columns: root.wide ? 2 : 1
                columnSpacing: Theme.spacing
                rowSpacing: Theme.spacing

                ColumnLayout {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Layout.alignment: Qt.AlignTop
                    spacing: Theme.gap

                    QrCodeItem {
                        objectName: "tableQrCode"
                        Layout.alignment: Qt.AlignHCenter
                        Layout.preferredWidth: 300
                        Layout.preferredHeight: 300
                        visible: controller.running
                        text: controller.url
                        Accessible.name: qsTr("QR code to join the table")
                    }

                    BodyLabel {
                        Layout.fillWidth: true
                        visible: controller.running
                        text: qsTr("Scan the code with a phone's camera, or open this address in its browser:")
                    }

                    TextEdit {
                        objectName: "tableAddress"
                        Layout.fillWidth: true
                        visible: controller.running
                        readOnly: true
                        selectByMouse: true
                        wrapMode: TextEdit.WrapAnywhere
                        font.pixelSize: Theme.fontLarge
                        color: Theme.text
                        text: controller.url
                    }

                    BodyLabel {
                        Layout.fillWidth: true
                        visible: controller.running
                        muted: true
                        text: qsTr("Phones must be on the same network as this tablet. The code stays with this session, so phones come back by themselves after a restart; a new code sends every phone away.")
                    }


                    ErrorBanner {
                        Layout.fillWidth: true
                        visible: controller.error !== ""
                        dismissable: false
                        message: controller.error
                    }

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.gap

                        ActionButton {
                            objectName: "tableNewCode"
                            Layout.fillWidth: true
                            visible: controller.running
                            text: qsTr("New code")
                            Accessible.name: qsTr("Make a new code and send every phone away")
                            onClicked: controller.newCode()
                        }

                        ActionButton {
                            objectName: "tableStartStop"
                            Layout.fillWidth: true
                            text: controller.running ? qsTr("Stop table mode") : qsTr("Start table mode")
                            onClicked: {
                                if (controller.running)
                                    controller.stop();
                                else
                                    controller.start(SessionLibrary.databasePath, ActiveSession.sessionId);
                            }
                        }
                    }
                }

                ColumnLayout {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Layout.alignment: Qt.AlignTop
                    spacing: Theme.gap

                    ToggleSwitch {
                        objectName: "tableUndoFromPhones"
                        Layout.fillWidth: true
                        text: qsTr("Phones may undo")
                        checked: controller.undoFromPhones
                        onToggled: controller.undoFromPhones = checked
                    }

                    HeadingLabel {
                        Layout.fillWidth: true
                        text: qsTr("Devices at the table")
                    }

                    BodyLabel {
                        Layout.fillWidth: true
                        visible: controller.devices.length === 0
                        muted: true
                        text: controller.running ? qsTr("No phone has joined yet.") : qsTr("Start table mode to let phones join.")
                    }

                    Repeater {
                        objectName: "tableDevices"
                        model: controller.devices

                        delegate: SurfaceCard {
                            id: card

                            required property var modelData
                            // A phone that lost its seat's code asks for the seat.
                            readonly property bool asking: card.modelData.asksFor !== ""

                            Layout.fillWidth: true
                            implicitHeight: Math.max(Theme.touch, deviceColumn.implicitHeight) + 2 * padding

                            ColumnLayout {
                                id: deviceColumn

                                anchors.fill: parent
                                anchors.margins: card.padding
                                spacing: Theme.gap

                                RowLayout {
                                    Layout.fillWidth: true
                                    spacing: Theme.gap

                                    BodyLabel {
                                        Layout.fillWidth: true
                                        text: card.asking ? qsTr("A phone asks for %1's seat (%2)").arg(card.modelData.asksFor).arg(card.modelData.address)
                                              : card.modelData.address === "" ? qsTr("%1 (away: the seat waits for its phone)").arg(card.modelData.seat)
                                              : card.modelData.seat !== "" ? qsTr("%1 (%2)").arg(card.modelData.seat).arg(card.modelData.address)
                                                                           : qsTr("Choosing a seat (%1)").arg(card.modelData.address)
                                    }

                                    ActionButton {
                                        objectName: "removeDevice_" + card.modelData.device
                                        iconPath: Icons.trash
                                        text: root.wide ? qsTr("Remove") : ""
                                        Accessible.name: qsTr("Remove this device from the table")
                                        onClicked: controller.removeDevice(card.modelData.device)
                                    }
                                }

                                // The number the asking phone shows: the seat goes to
                                // the phone the player holds up, not to whoever asked.
                                RowLayout {
                                    Layout.fillWidth: true
                                    visible: card.asking
                                    spacing: Theme.spacing

                                    Label {
                                        objectName: "askCode_" + card.modelData.device
                                        Layout.fillWidth: true
                                        text: card.modelData.askCode
                                        font.pixelSize: Theme.fontTitle
                                        font.bold: true
                                        font.letterSpacing: 4
                                        color: Theme.text
                                    }

                                    ActionButton {
                                        objectName: "handOver_" + card.modelData.device
                                        kind: ActionButton.Primary
                                        text: qsTr("Hand over")
                                        Accessible.name: qsTr("Hand %1's seat to the phone showing %2").arg(card.modelData.asksFor).arg(card.modelData.askCode)
                                        onClicked: controller.handOver(card.modelData.device, card.modelData.asksFor, card.modelData.askCode)
                                    }
                                }

                                BodyLabel {
                                    Layout.fillWidth: true
                                    visible: card.asking
                                    muted: true
                                    text: qsTr("Hand it over only if %1's phone shows this number.").arg(card.modelData.asksFor)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
