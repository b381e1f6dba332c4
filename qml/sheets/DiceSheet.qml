import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The dice over the table: the tray's quick dice, any notation, real dice
// typed in, the result and the odds, without leaving the game screen. Each
// roll is a dice.roll record of the open session (its log and its undo);
// one tap outside or on Close returns to the table as it was.
Popup {
    id: root

    readonly property alias tray: tray
    readonly property bool wide: width >= 760

    function recordFaces() {
        const typed = [];
        for (let i = 0; i < faceFields.count; ++i)
            typed.push(faceFields.itemAt(i).text);
        if (tray.enterFaces(typed)) {
            for (let j = 0; j < faceFields.count; ++j)
                faceFields.itemAt(j).clear();
        }
    }

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: parent ? Math.min(parent.width - 2 * Theme.gap, 1000) : 800
    // A fixed frame: a result or an error that appears scrolls inside it, so
    // the buttons stay where the finger is.
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

    DiceTray {
        id: tray

        session: ActiveSession
        notation: "2d6"
        physicalMode: Preferences.physicalDiceByDefault
    }

    OddsModel {
        id: odds

        notation: tray.notation
    }

    contentItem: ColumnLayout {
        spacing: 0

        PageHeader {
            Layout.fillWidth: true
            title: qsTr("Dice")
            subtitle: tray.inSession ? qsTr("Rolls are added to “%1”").arg(ActiveSession.title)
                                     : qsTr("Not in a session: rolls stay in this tray")

            ActionButton {
                objectName: "diceSheetClose"
                iconPath: Icons.close
                text: root.wide ? qsTr("Close") : ""
                Accessible.name: qsTr("Close the dice")
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
                    spacing: Theme.spacing

                    SurfaceCard {
                        Layout.fillWidth: true
                        implicitHeight: rollColumn.implicitHeight + 2 * padding

                        ColumnLayout {
                            id: rollColumn

                            anchors.fill: parent
                            anchors.margins: parent.padding
                            spacing: Theme.spacing

                            RowLayout {
                                Layout.fillWidth: true
                                spacing: Theme.gap

                                ActionButton {
                                    objectName: "diceSheetVirtual"
                                    Layout.fillWidth: true
                                    text: qsTr("App rolls")
                                    iconPath: Icons.dice
                                    checked: !tray.physicalMode
                                    Accessible.name: qsTr("The app rolls")
                                    onClicked: tray.physicalMode = false
                                }

                                ActionButton {
                                    objectName: "diceSheetPhysical"
                                    Layout.fillWidth: true
                                    text: qsTr("Real dice")
                                    iconPath: Icons.edit
                                    checked: tray.physicalMode
                                    Accessible.name: qsTr("Type what real dice showed")
                                    onClicked: tray.physicalMode = true
                                }
                            }

                            RowLayout {
                                Layout.fillWidth: true
                                spacing: Theme.gap

                                Repeater {
                                    model: ["d4", "d6", "2d6", "d8"]

                                    delegate: ActionButton {
                                        required property string modelData

                                        objectName: "diceSheetQuick" + modelData.toUpperCase()
                                        Layout.fillWidth: true
                                        minimumSize: Theme.bigTouch
                                        kind: ActionButton.Primary
                                        text: modelData
                                        font.pixelSize: Theme.fontTitle
                                        font.bold: true
                                        Accessible.name: tray.physicalMode ? qsTr("Real %1").arg(modelData) : qsTr("Roll %1").arg(modelData)
                                        onClicked: tray.quickRoll(modelData)
                                    }
                                }
                            }

                            RowLayout {
                                Layout.fillWidth: true
                                spacing: Theme.gap

                                InputField {
                                    objectName: "diceSheetNotation"
                                    Layout.fillWidth: true
                                    text: tray.notation
                                    placeholderText: qsTr("Dice, e.g. 2d6+1")
                                    invalid: tray.notationError.length > 0
                                    inputMethodHints: Qt.ImhNoPredictiveText | Qt.ImhNoAutoUppercase
                                    Accessible.name: qsTr("Dice notation")
                                    onTextEdited: tray.notation = text
                                    onAccepted: {
                                        if (!tray.physicalMode)
                                            tray.roll();
                                    }
                                }

                                ActionButton {
                                    objectName: "diceSheetRoll"
                                    visible: !tray.physicalMode
                                    minimumSize: Theme.bigTouch - 8
                                    kind: ActionButton.Primary
                                    iconPath: Icons.dice
                                    text: qsTr("Roll")
                                    Accessible.name: qsTr("Roll %1").arg(tray.notation)
                                    enabled: tray.notationValid
                                    onClicked: tray.roll()
                                }
                            }

                            Label {
                                Layout.fillWidth: true
                                visible: text.length > 0
                                text: tray.notationError
                                font.pixelSize: Theme.fontBody
                                color: Theme.danger
                                wrapMode: Text.Wrap
                            }

                            ColumnLayout {
                                Layout.fillWidth: true
                                visible: tray.physicalMode && tray.notationValid
                                spacing: Theme.gap

                                BodyLabel {
                                    Layout.fillWidth: true
                                    visible: tray.physicalEntryPossible
                                    text: qsTr("Throw your own dice and type what each one shows.")
                                }

                                BodyLabel {
                                    Layout.fillWidth: true
                                    visible: !tray.physicalEntryPossible
                                    muted: true
                                    text: tray.physicalEntryProblem
                                }

                                Flow {
                                    Layout.fillWidth: true
                                    spacing: Theme.gap

                                    Repeater {
                                        id: faceFields

                                        model: tray.physicalDice

                                        delegate: PhysicalDieField {
                                            onSubmitted: root.recordFaces()
                                        }
                                    }
                                }

                                ActionButton {
                                    objectName: "diceSheetRecord"
                                    visible: tray.physicalEntryPossible
                                    kind: ActionButton.Primary
                                    iconPath: Icons.check
                                    text: qsTr("Record these faces")
                                    Accessible.name: qsTr("Record these faces")
                                    onClicked: root.recordFaces()
                                }
                            }

                            Label {
                                Layout.fillWidth: true
                                visible: text.length > 0
                                text: tray.entryError
                                font.pixelSize: Theme.fontBody
                                color: Theme.danger
                                wrapMode: Text.Wrap
                            }
                        }
                    }

                    SurfaceCard {
                        Layout.fillWidth: true
                        implicitHeight: resultColumn.implicitHeight + 2 * padding

                        ColumnLayout {
                            id: resultColumn

                            anchors.fill: parent
                            anchors.margins: parent.padding
                            spacing: Theme.gap

                            HeadingLabel {
                                Layout.fillWidth: true
                                text: tray.hasResult ? (tray.resultPhysical ? qsTr("%1 (real dice)").arg(tray.resultNotation)
                                                                            : tray.resultNotation)
                                                     : qsTr("Result")
                            }

                            Label {
                                Layout.fillWidth: true
                                objectName: "diceSheetTotal"
                                horizontalAlignment: Text.AlignHCenter
                                text: tray.hasResult ? tray.total : "–"
                                font.pixelSize: Theme.fontResult
                                font.bold: true
                                color: tray.hasResult ? Theme.text : Theme.textMuted
                                Accessible.name: tray.hasResult ? qsTr("Result %1").arg(tray.total) : qsTr("No roll yet")
                            }

                            Flow {
                                Layout.fillWidth: true
                                spacing: Theme.gap

                                Repeater {
                                    model: tray.faces

                                    delegate: DieFaceDelegate {}
                                }
                            }
                        }
                    }
                }

                SurfaceCard {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Layout.alignment: Qt.AlignTop
                    implicitHeight: 330

                    ColumnLayout {
                        anchors.fill: parent
                        anchors.margins: parent.padding
                        spacing: Theme.gap

                        HeadingLabel {
                            Layout.fillWidth: true
                            text: odds.valid ? qsTr("Odds of %1").arg(tray.notation.trim()) : qsTr("Odds")
                        }

                        OddsChart {
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            visible: odds.valid
                            odds: odds
                        }

                        BodyLabel {
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            visible: !odds.valid
                            muted: true
                            text: odds.error.length > 0 ? odds.error : qsTr("Type dice to see the chance of every total.")
                        }
                    }
                }
            }
        }
    }
}
