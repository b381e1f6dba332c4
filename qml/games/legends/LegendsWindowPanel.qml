import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Steps 2 to 5 of a declared attack: the counters waiting beside each
// target, the triggered abilities that may answer now ("Ebb may trigger:
// use it?"), reducing or negating waiting counters in step 2, and the button
// that moves the attack on.
SurfaceCard {
    id: root

    property LegendsTableModel table
    readonly property bool reactions: table.attackStep === 2

    implicitHeight: column.implicitHeight + 2 * padding
    border.width: 2
    border.color: Theme.accent

    LegendsLabels {
        id: labels
    }

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: root.padding
        spacing: Theme.gap

        HeadingLabel {
            Layout.fillWidth: true
            text: root.table.attackType === "precise" ? qsTr("Precise attack · step %1 of 5: %2").arg(root.table.attackStep).arg(labels.attackStepName(root.table.attackStep)) : qsTr("Mass attack · step %1 of 5: %2").arg(root.table.attackStep).arg(labels.attackStepName(root.table.attackStep))
            wrapMode: Text.Wrap
        }

        // Positioners over delegates kept by position and refilled: a layout
        // whose Repeater rebuilds can be left holding a deleted delegate (Qt 6.4).
        Column {
            id: pendingList

            Layout.fillWidth: true
            visible: root.reactions && root.table.pending.count > 0
            spacing: Theme.gap

            Repeater {
                model: root.reactions ? root.table.pending : null

                delegate: RowLayout {
                    required property var value
                    readonly property var modelData: value

                    width: pendingList.width
                    spacing: Theme.gap

                    BodyLabel {
                        Layout.fillWidth: true
                        text: qsTr("%1 (%2)").arg(modelData.heroName).arg(modelData.playerName)
                    }

                    Label {
                        objectName: "legendsWaiting-" + (modelData.hero || "")
                        text: qsTr("%n counter(s) waiting", "", modelData.counters || 0)
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                        color: Theme.danger
                    }
                }
            }
        }

        BodyLabel {
            Layout.fillWidth: true
            visible: !root.reactions
            muted: true
            text: qsTr("The counters are on the heroes. Heroes at their Max HP go to the Graveyard once these abilities are settled.")
        }

        BodyLabel {
            Layout.fillWidth: true
            visible: root.table.window.count === 0
            muted: true
            text: qsTr("No ability can answer now.")
        }

        Column {
            id: promptList

            Layout.fillWidth: true
            visible: root.table.window.count > 0
            spacing: Theme.gap

            Repeater {
                model: root.table.window

                delegate: Rectangle {
                    id: prompt

                    required property var value
                    readonly property var modelData: value
                    // The targets the engine lets this ability take counters off
                    // (its player's own first), and those whose counters it may
                    // move to its own hero instead.
                    readonly property var preventTargets: modelData.preventTargets || []
                    readonly property var redirectSources: modelData.redirectSources || []
                    property int targetIndex: 0
                    readonly property var preventTarget: preventTargets.length > 0 ? preventTargets[Math.min(targetIndex, preventTargets.length - 1)] : null
                    readonly property var redirectSource: redirectSources.find(source => preventTarget !== null && source.hero === preventTarget.hero) || (redirectSources.length > 0 ? redirectSources[0] : null)

                    width: promptList.width
                    implicitHeight: promptColumn.implicitHeight + 2 * Theme.spacing
                    radius: Theme.radius
                    color: Theme.accentSoft

                    ColumnLayout {
                        id: promptColumn

                        anchors.fill: parent
                        anchors.margins: Theme.spacing
                        spacing: Theme.gap

                        Label {
                            Layout.fillWidth: true
                            objectName: "legendsPrompt-" + prompt.modelData.name
                            text: qsTr("%1 may trigger: use it?").arg(prompt.modelData.name)
                            font.pixelSize: Theme.fontLarge
                            font.bold: true
                            color: Theme.text
                            wrapMode: Text.Wrap
                        }

                        BodyLabel {
                            Layout.fillWidth: true
                            text: qsTr("%1's %2 · %3").arg(prompt.modelData.playerName).arg(prompt.modelData.heroName).arg(labels.triggerName(prompt.modelData.trigger))
                            muted: true
                        }

                        BodyLabel {
                            Layout.fillWidth: true
                            text: prompt.modelData.text
                        }

                        Flow {
                            Layout.fillWidth: true
                            visible: root.reactions && prompt.preventTargets.length > 1
                            spacing: Theme.gap

                            Repeater {
                                model: root.reactions ? prompt.preventTargets.length : 0

                                delegate: ActionButton {
                                    required property int index

                                    objectName: "legendsPreventTarget-" + prompt.modelData.hero + "-" + (prompt.preventTargets[index] || {}).hero
                                    text: (prompt.preventTargets[index] || {}).heroName || ""
                                    font.pixelSize: Theme.fontSmall
                                    checked: prompt.targetIndex === index
                                    onClicked: prompt.targetIndex = index
                                }
                            }
                        }

                        Flow {
                            Layout.fillWidth: true
                            spacing: Theme.gap

                            ActionButton {
                                objectName: "legendsUse-" + prompt.modelData.hero
                                kind: ActionButton.Primary
                                text: qsTr("Use")
                                Accessible.name: qsTr("Use %1 of %2").arg(prompt.modelData.name).arg(prompt.modelData.heroName)
                                onClicked: root.table.useAbility(prompt.modelData.hero, prompt.modelData.ability, prompt.modelData.index)
                            }

                            LegendsRealDie {
                                width: parent.width
                                abilityName: prompt.modelData.name
                                rollMin: prompt.modelData.rollMin || 0
                                namePrefix: "legendsUseDie-" + prompt.modelData.hero
                                onPicked: face => root.table.useAbilityWithFace(prompt.modelData.hero, prompt.modelData.ability, prompt.modelData.index, face)
                            }

                            ActionButton {
                                objectName: "legendsReduce-" + prompt.modelData.hero
                                visible: root.reactions && prompt.preventTarget !== null
                                text: prompt.preventTarget ? qsTr("Use: 1 fewer on %1").arg(prompt.preventTarget.heroName) : ""
                                onClicked: root.table.useToPrevent(prompt.modelData.hero, prompt.modelData.ability, prompt.modelData.index, prompt.preventTarget.hero, 1)
                            }

                            ActionButton {
                                objectName: "legendsNegate-" + prompt.modelData.hero
                                visible: root.reactions && prompt.preventTarget !== null
                                text: prompt.preventTarget ? qsTr("Use: negate on %1").arg(prompt.preventTarget.heroName) : ""
                                onClicked: root.table.useToPrevent(prompt.modelData.hero, prompt.modelData.ability, prompt.modelData.index, prompt.preventTarget.hero, 0)
                            }

                            // "Dealt to this hero instead": a counter waiting beside
                            // the target goes to the ability's own hero.
                            ActionButton {
                                objectName: "legendsRedirect-" + prompt.modelData.hero
                                visible: root.reactions && prompt.redirectSource !== null
                                text: prompt.redirectSource ? qsTr("Use: 1 from %1 to %2").arg(prompt.redirectSource.heroName).arg(prompt.modelData.heroName) : ""
                                onClicked: root.table.useToRedirect(prompt.modelData.hero, prompt.modelData.ability, prompt.modelData.index, prompt.redirectSource.hero, 1)
                            }
                        }
                    }
                }
            }
        }

        ActionButton {
            objectName: "legendsContinue"
            Layout.fillWidth: true
            kind: ActionButton.Primary
            iconPath: Icons.play
            text: root.reactions ? qsTr("Add the counters (unused abilities lapse)") : qsTr("Settle destroyed heroes (unused abilities lapse)")
            enabled: root.table.flow.includes("attack.continue")
            onClicked: root.table.step("attack.continue")
        }
    }
}
