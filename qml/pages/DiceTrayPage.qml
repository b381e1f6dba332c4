import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Rolls dice (quick buttons or any notation), or records what real dice
// showed, and shows the exact odds of the notation. While a session is open
// the rolls go into its log.
Page {
    id: root

    readonly property alias tray: tray
    readonly property alias odds: odds
    readonly property bool wide: width >= 1000

    function recordFaces() {
        const typed = [];
        for (let i = 0; i < faceFields.count; ++i)
            typed.push(faceFields.itemAt(i).text);
        if (tray.enterFaces(typed)) {
            for (let j = 0; j < faceFields.count; ++j)
                faceFields.itemAt(j).clear();
        }
    }

    background: Rectangle {
        color: Theme.background
    }

    header: PageHeader {
        title: qsTr("Dice")
        subtitle: tray.inSession ? qsTr("Rolls are added to “%1”").arg(ActiveSession.title)
                                 : qsTr("Not in a session: rolls stay in this tray")
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

    Flickable {
        id: flickable

        anchors.fill: parent
        contentWidth: width
        contentHeight: layout.height + 2 * Theme.margin
        boundsBehavior: Flickable.StopAtBounds
        clip: true

        ScrollBar.vertical: ScrollBar {}

        GridLayout {
            id: layout

            x: Theme.margin
            y: Theme.margin
            width: flickable.width - 2 * Theme.margin
            height: Math.max(implicitHeight, flickable.height - 2 * Theme.margin)
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
                                objectName: "virtualModeButton"
                                Layout.fillWidth: true
                                text: qsTr("App rolls")
                                iconPath: Icons.dice
                                checked: !tray.physicalMode
                                onClicked: tray.physicalMode = false
                            }

                            ActionButton {
                                objectName: "physicalModeButton"
                                Layout.fillWidth: true
                                text: qsTr("Real dice")
                                iconPath: Icons.edit
                                checked: tray.physicalMode
                                onClicked: tray.physicalMode = true
                            }
                        }

                        RowLayout {
                            Layout.fillWidth: true
                            spacing: Theme.gap

                            Repeater {
                                model: ["d4", "d6", "2d6"]

                                delegate: ActionButton {
                                    required property string modelData

                                    objectName: "quick" + modelData.toUpperCase()
                                    Layout.fillWidth: true
                                    minimumSize: Theme.bigTouch
                                    kind: ActionButton.Primary
                                    text: modelData
                                    font.pixelSize: Theme.fontTitle
                                    font.bold: true
                                    onClicked: tray.quickRoll(modelData)
                                }
                            }
                        }

                        RowLayout {
                            Layout.fillWidth: true
                            spacing: Theme.gap

                            InputField {
                                id: notationField

                                objectName: "notationField"
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
                                objectName: "rollButton"
                                visible: !tray.physicalMode
                                minimumSize: Theme.bigTouch - 8
                                kind: ActionButton.Primary
                                iconPath: Icons.dice
                                text: qsTr("Roll")
                                enabled: tray.notationValid
                                onClicked: tray.roll()
                            }
                        }

                        Label {
                            Layout.fillWidth: true
                            objectName: "notationError"
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

                                    objectName: "faceFields"
                                    model: tray.physicalDice

                                    delegate: PhysicalDieField {
                                        onSubmitted: root.recordFaces()
                                    }
                                }
                            }

                            ActionButton {
                                objectName: "recordButton"
                                visible: tray.physicalEntryPossible
                                kind: ActionButton.Primary
                                iconPath: Icons.check
                                text: qsTr("Record these faces")
                                onClicked: root.recordFaces()
                            }
                        }

                        Label {
                            Layout.fillWidth: true
                            objectName: "entryError"
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
                            objectName: "resultTotal"
                            horizontalAlignment: Text.AlignHCenter
                            text: tray.hasResult ? tray.total : "–"
                            font.pixelSize: Theme.fontResult
                            font.bold: true
                            color: tray.hasResult ? Theme.text : Theme.textMuted
                            Accessible.name: tray.hasResult ? qsTr("Result %1").arg(tray.total) : qsTr("No roll yet")
                        }

                        Flow {
                            Layout.fillWidth: true
                            Layout.alignment: Qt.AlignHCenter
                            spacing: Theme.gap

                            Repeater {
                                model: tray.faces

                                delegate: DieFaceDelegate {}
                            }
                        }
                    }
                }
            }

            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 1
                spacing: Theme.spacing

                SurfaceCard {
                    Layout.fillWidth: true
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

                SurfaceCard {
                    Layout.fillWidth: true
                    Layout.fillHeight: root.wide
                    Layout.minimumHeight: 240
                    implicitHeight: root.wide ? 240 : 420

                    ColumnLayout {
                        anchors.fill: parent
                        anchors.margins: parent.padding
                        spacing: Theme.gap

                        HeadingLabel {
                            Layout.fillWidth: true
                            text: tray.inSession ? qsTr("This session’s rolls") : qsTr("Recent rolls")
                        }

                        ListView {
                            id: historyList

                            objectName: "historyList"
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            clip: true
                            model: tray.history
                            // Rows below the view were built asynchronously and, when a session switch
                            // shortened the list mid-build, Qt warned about the cancelled row.
                            cacheBuffer: 0
                            boundsBehavior: Flickable.StopAtBounds

                            delegate: RollDelegate {
                                width: ListView.view.width
                            }

                            ScrollBar.vertical: ScrollBar {}
                        }

                        BodyLabel {
                            Layout.fillWidth: true
                            visible: historyList.count === 0
                            muted: true
                            text: qsTr("No rolls yet.")
                        }
                    }
                }
            }
        }
    }
}
