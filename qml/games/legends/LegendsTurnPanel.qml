import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Where the game stands: round, whose turn, the phase strip (with the five
// attack steps during the Attack phase), the next legal steps as buttons and
// the Sphere card in play.
SurfaceCard {
    id: root

    property LegendsTableModel table
    readonly property var phases: ["sphere", "beginning", "action", "attack", "end"]
    readonly property bool attackDone: table.lastAttack.shown
    // 1 while the attack is still to be declared, then the engine's step; 6
    // once this turn's attack is resolved (every step done).
    readonly property int step: table.attackStep > 0 ? table.attackStep : (attackDone ? 6 : (table.phase === "attack" ? 1 : 0))

    // The list of Sphere cards to name the one the table turned up is open.
    property bool choosingSphere: false

    signal editCardsRequested

    implicitHeight: column.implicitHeight + 2 * padding

    LegendsLabels {
        id: labels
    }

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: root.padding
        spacing: Theme.gap

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap

            Label {
                Layout.fillWidth: true
                text: {
                    switch (root.table.stage) {
                    case "draft":
                        return qsTr("Drafting the Team decks");
                    case "setup":
                        return qsTr("Setting up");
                    case "over":
                        return qsTr("Game over after round %1").arg(root.table.round);
                    }
                    return qsTr("Round %1 · %2's turn").arg(root.table.round).arg(root.table.currentPlayerName);
                }
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.text
                wrapMode: Text.Wrap
            }

            ActionButton {
                objectName: "legendsEditCards"
                kind: ActionButton.Quiet
                iconPath: Icons.edit
                text: qsTr("Cards")
                onClicked: root.editCardsRequested()
            }
        }

        // The next steps come first, so the rows below growing or shrinking
        // with the phase never move the button a finger is about to tap again.
        Flow {
            Layout.fillWidth: true
            visible: root.table.flow.length > 0
            spacing: Theme.gap

            Repeater {
                model: root.table.flow.length

                delegate: ActionButton {
                    required property int index
                    readonly property string flowType: root.table.flow[index] || ""

                    objectName: "legendsFlow-" + flowType
                    kind: index === 0 ? ActionButton.Primary : ActionButton.Secondary
                    iconPath: Icons.play
                    text: labels.flowName(flowType)
                    onClicked: root.table.step(flowType)
                }
            }
        }

        // Through round 1: the roll that made this player first, where play starts.
        BodyLabel {
            objectName: "legendsFirstPlayerRoll"
            Layout.fillWidth: true
            visible: root.table.firstPlayerRoll.length > 0
            text: root.table.firstPlayerRoll
        }

        Flow {
            Layout.fillWidth: true
            visible: root.table.stage === "play"
            spacing: 4

            Repeater {
                model: root.phases

                delegate: Rectangle {
                    required property string modelData
                    readonly property bool current: root.table.phase === modelData

                    implicitWidth: phaseLabel.implicitWidth + 2 * Theme.spacing
                    implicitHeight: 40
                    radius: Theme.radius
                    color: current ? Theme.accent : Theme.surfaceRaised

                    Label {
                        id: phaseLabel

                        anchors.centerIn: parent
                        text: labels.phaseName(parent.modelData)
                        font.pixelSize: Theme.fontBody
                        font.bold: parent.current
                        color: parent.current ? Theme.onAccent : Theme.textMuted
                    }
                }
            }
        }

        Flow {
            Layout.fillWidth: true
            visible: root.step > 0
            spacing: 4

            Repeater {
                model: 5

                delegate: Rectangle {
                    required property int index
                    readonly property bool current: root.step === index + 1
                    readonly property bool done: root.step > index + 1

                    objectName: "legendsAttackStep-" + (index + 1)

                    implicitWidth: stepLabel.implicitWidth + 2 * Theme.gap
                    implicitHeight: 34
                    radius: Theme.radius
                    color: current ? Theme.accentSoft : "transparent"
                    border.width: 1
                    border.color: current ? Theme.accent : Theme.outline

                    Label {
                        id: stepLabel

                        anchors.centerIn: parent
                        text: parent.done ? qsTr("✓ %1 %2").arg(index + 1).arg(labels.attackStepName(index + 1)) : qsTr("%1 %2").arg(index + 1).arg(labels.attackStepName(index + 1))
                        font.pixelSize: Theme.fontSmall
                        font.bold: parent.current
                        color: parent.done ? Theme.textMuted : Theme.text
                    }
                }
            }
        }

        // The resolved attack stays in view (the engine keeps it until the
        // turn ends): who attacked, what each target took, who fell.
        Rectangle {
            objectName: "legendsAttackDone"
            Layout.fillWidth: true
            visible: root.attackDone
            implicitHeight: doneColumn.implicitHeight + 2 * Theme.gap
            radius: Theme.radius
            color: Theme.accentSoft
            border.width: 1
            border.color: Theme.accent

            Column {
                id: doneColumn

                x: Theme.gap
                y: Theme.gap
                width: parent.width - 2 * Theme.gap
                spacing: 2

                Label {
                    objectName: "legendsAttackDoneTitle"
                    width: doneColumn.width
                    text: root.table.lastAttack.type === "mass" ? qsTr("Attack done: %1's mass attack, Strength %2").arg(root.table.lastAttack.attackerName).arg(root.table.lastAttack.strength) : qsTr("Attack done: %1's precise attack, Strength %2").arg(root.table.lastAttack.attackerName).arg(root.table.lastAttack.strength)
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    color: Theme.text
                    wrapMode: Text.Wrap
                }

                Repeater {
                    model: (root.table.lastAttack.results || []).length

                    delegate: Label {
                        required property int index
                        readonly property var result: root.table.lastAttack.results[index] || {}

                        objectName: "legendsAttackResult-" + (result.hero || "")
                        width: doneColumn.width
                        text: {
                            const took = result.counters > 0 ? qsTr("%1 (%2) took %n damage", "", result.counters).arg(result.heroName).arg(result.playerName) : qsTr("%1 (%2) took no damage").arg(result.heroName).arg(result.playerName);
                            return result.destroyed ? qsTr("%1 and was destroyed").arg(took) : took;
                        }
                        font.pixelSize: Theme.fontBody
                        color: result.destroyed ? Theme.danger : Theme.text
                        wrapMode: Text.Wrap
                    }
                }
            }
        }

        // A table that turns up its own Sphere cards says which one came up;
        // the list is by name, so it tells nothing about the app's deck order.
        ActionButton {
            objectName: "legendsSphereChoose"
            visible: root.table.sphereChoices.count > 0
            kind: ActionButton.Quiet
            iconPath: Icons.edit
            text: root.choosingSphere ? qsTr("Hide the Sphere cards") : qsTr("Our deck showed another card…")
            onClicked: root.choosingSphere = !root.choosingSphere
        }

        Label {
            Layout.fillWidth: true
            visible: root.choosingSphere && root.table.sphereChoices.count > 0
            text: qsTr("Tap the card your Sphere deck turned up:")
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
            wrapMode: Text.Wrap
        }

        Label {
            objectName: "legendsSphereCheck"
            Layout.fillWidth: true
            visible: root.choosingSphere && root.table.sphereChoices.count > 0 && root.table.packCheck.length > 0
            text: qsTr("Marked in the pack: %1").arg(root.table.packCheck)
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
            wrapMode: Text.Wrap
        }

        Flow {
            objectName: "legendsSphereChoices"
            Layout.fillWidth: true
            visible: root.choosingSphere && root.table.sphereChoices.count > 0
            spacing: Theme.gap

            Repeater {
                model: root.table.sphereChoices

                delegate: ActionButton {
                    required property var value
                    readonly property var modelData: value

                    objectName: "legendsSphere-" + modelData.id
                    text: qsTr("%1 (%2)").arg(modelData.name).arg(labels.typeName(modelData.type))
                    onClicked: {
                        // Flipping refills the choices and destroys this delegate
                        // while the handler runs: hold on to the panel first.
                        const panel = root;
                        if (panel.table.flipSphere(modelData.id))
                            panel.choosingSphere = false;
                    }
                }
            }
        }

        Rectangle {
            Layout.fillWidth: true
            visible: root.table.stage === "play" || root.table.stage === "over"
            implicitHeight: sphereColumn.implicitHeight + 2 * Theme.gap
            radius: Theme.radius
            color: Theme.surfaceRaised

            ColumnLayout {
                id: sphereColumn

                anchors.fill: parent
                anchors.margins: Theme.gap
                spacing: 2

                Label {
                    objectName: "legendsSphereCard"
                    Layout.fillWidth: true
                    text: root.table.sphere.shown ? qsTr("Sphere card: %1 (%2)").arg(root.table.sphere.name).arg(labels.typeName(root.table.sphere.type)) : qsTr("No Sphere card turned up yet this round")
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    color: Theme.text
                    wrapMode: Text.Wrap
                }

                Label {
                    Layout.fillWidth: true
                    visible: root.table.sphere.shown
                    text: root.table.sphere.text
                    font.pixelSize: Theme.fontBody
                    color: Theme.text
                    wrapMode: Text.Wrap
                }

                // A by-hand card: the players carry it out; these record it, one tap each.
                Flow {
                    Layout.fillWidth: true
                    visible: root.table.sphere.shown && root.table.sphere.corrections.length > 0
                    spacing: Theme.gap

                    Repeater {
                        model: root.table.sphere.shown ? root.table.sphere.corrections.length : 0

                        delegate: ActionButton {
                            required property int index
                            readonly property var correction: root.table.sphere.corrections[index] || ({})

                            objectName: "legendsSphereCorrection-" + index
                            text: correction.label || ""
                            font.pixelSize: Theme.fontSmall
                            onClicked: root.table.correct(correction.action)
                        }
                    }
                }

                Label {
                    Layout.fillWidth: true
                    text: qsTr("%n card(s) left in the Sphere deck", "", root.table.sphereDeckCount)
                    font.pixelSize: Theme.fontSmall
                    color: Theme.textMuted
                }
            }
        }
    }
}
