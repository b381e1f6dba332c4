import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The current player's Action phase: the five 1-MP actions (each with the
// heroes it may name, or the rule that blocks it), functional abilities,
// start-of-turn reminders and abilities the table may use at any time.
SurfaceCard {
    id: root

    property LegendsTableModel table

    signal ruleRequested(string ruleId)

    implicitHeight: column.implicitHeight + 2 * padding

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
            text: root.table.stage === "play" ? qsTr("%1's actions · %2 MP").arg(root.table.currentPlayerName).arg(root.table.currentPlayerMp) : qsTr("Actions")
        }

        // Positioners over delegates kept by position and refilled: a layout
        // whose Repeater rebuilds can be left holding a deleted delegate (Qt 6.4).
        Column {
            id: reminderList

            Layout.fillWidth: true
            visible: root.table.reminders.count > 0
            spacing: Theme.gap

            Repeater {
                model: root.table.reminders

                delegate: Rectangle {
                    required property var value
                    readonly property var modelData: value

                    width: reminderList.width
                    implicitHeight: reminderRow.implicitHeight + (reminderDie.visible ? reminderDie.implicitHeight : 0) + reminderCorrections.implicitHeight + 2 * Theme.gap
                    radius: Theme.radius
                    color: Theme.accentSoft

                    RowLayout {
                        id: reminderRow

                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.top: parent.top
                        anchors.margins: Theme.gap
                        spacing: Theme.gap

                        BodyLabel {
                            Layout.fillWidth: true
                            text: modelData.kind === "bane" ? qsTr("Start of turn: %1 carries a bane token of %2. %3").arg(modelData.heroName).arg(modelData.name).arg(modelData.text) : qsTr("%1 may trigger (%2): use it? %3").arg(modelData.name).arg(modelData.heroName).arg(modelData.text)
                        }

                        ActionButton {
                            objectName: "legendsReminderUse-" + (modelData.hero || "")
                            visible: modelData.kind === "ability"
                            kind: ActionButton.Primary
                            text: qsTr("Use")
                            Accessible.name: qsTr("Use %1 of %2").arg(modelData.name).arg(modelData.heroName)
                            onClicked: root.table.useAbility(modelData.hero, modelData.ability, modelData.index)
                        }
                    }

                    LegendsRealDie {
                        id: reminderDie

                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.top: reminderRow.bottom
                        anchors.leftMargin: Theme.gap
                        anchors.rightMargin: Theme.gap
                        abilityName: modelData.name || ""
                        rollMin: modelData.kind === "ability" ? (modelData.rollMin || 0) : 0
                        namePrefix: "legendsReminderDie-" + (modelData.hero || "")
                        onPicked: face => root.table.useAbilityWithFace(modelData.hero, modelData.ability, modelData.index, face)
                    }

                    // A by-hand bane token: the changes it makes, one tap each.
                    Flow {
                        id: reminderCorrections

                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.top: reminderDie.visible ? reminderDie.bottom : reminderRow.bottom
                        anchors.leftMargin: Theme.gap
                        anchors.rightMargin: Theme.gap
                        anchors.topMargin: (modelData.corrections || []).length > 0 ? Theme.gap : 0
                        spacing: Theme.gap

                        Repeater {
                            model: (modelData.corrections || []).length

                            delegate: ActionButton {
                                required property int index
                                readonly property var correction: modelData.corrections[index] || ({})

                                objectName: "legendsBaneCorrection-" + (modelData.hero || "") + "-" + index
                                text: correction.label || ""
                                font.pixelSize: Theme.fontSmall
                                onClicked: root.table.correct(correction.action)
                            }
                        }
                    }
                }
            }
        }

        Column {
            id: actionList

            Layout.fillWidth: true
            spacing: Theme.gap

            Repeater {
                model: root.table.actions

                // A positioner, not a layout: rows that appear and disappear as
                // actions become legal re-flow at once.
                delegate: Column {
                    id: actionEntry

                    required property var value
                    readonly property var modelData: value

                    width: actionList.width
                    spacing: 4

                    Label {
                        width: actionEntry.width
                        text: qsTr("%1 (1 MP)").arg(labels.actionName(actionEntry.modelData.type))
                        font.pixelSize: Theme.fontBody
                        font.bold: true
                        color: actionEntry.modelData.enabled ? Theme.text : Theme.textMuted
                        wrapMode: Text.Wrap
                    }

                    Flow {
                        width: actionEntry.width
                        visible: actionEntry.modelData.enabled
                        spacing: Theme.gap

                        Repeater {
                            model: (actionEntry.modelData.heroes || []).length

                            delegate: ActionButton {
                                required property int index
                                readonly property var modelData: actionEntry.modelData.heroes[index] || {}

                                objectName: "legendsAction-" + actionEntry.modelData.type + "-" + modelData.id
                                text: qsTr("%1 (%2)").arg(modelData.name).arg(modelData.playerName)
                                font.pixelSize: Theme.fontSmall
                                onClicked: root.table.act(actionEntry.modelData.type, modelData.id)
                            }
                        }
                    }

                    Item {
                        width: actionEntry.width
                        height: Math.max(reasonLabel.implicitHeight, ruleButton.visible ? ruleButton.height : 0)
                        visible: !actionEntry.modelData.enabled

                        BodyLabel {
                            id: reasonLabel

                            anchors.left: parent.left
                            anchors.right: ruleButton.left
                            anchors.rightMargin: Theme.gap
                            anchors.verticalCenter: parent.verticalCenter
                            muted: true
                            font.pixelSize: Theme.fontSmall
                            text: actionEntry.modelData.reason || ""
                        }

                        ActionButton {
                            id: ruleButton

                            anchors.right: parent.right
                            anchors.verticalCenter: parent.verticalCenter
                            visible: (actionEntry.modelData.rule || "").length > 0
                            kind: ActionButton.Quiet
                            iconPath: Icons.rules
                            Accessible.name: qsTr("Open the rule")
                            onClicked: root.ruleRequested(actionEntry.modelData.rule)
                        }
                    }
                }
            }
        }

        HeadingLabel {
            Layout.fillWidth: true
            visible: root.table.abilities.count > 0
            text: qsTr("Abilities")
        }

        Column {
            id: abilityList

            Layout.fillWidth: true
            visible: root.table.abilities.count > 0
            spacing: Theme.gap

            Repeater {
                model: root.table.abilities

                // Anchors and a positioner, not a RowLayout: the wrapped texts
                // changed the row's height inside the layout's own polish, and
                // Qt 6.4 gave up on that with a polish loop (seen by the monkey).
                delegate: Item {
                    id: abilityEntry

                    required property var value
                    readonly property var modelData: value

                    width: abilityList.width
                    height: Math.max(abilityText.height, useButton.height) + (realDie.visible ? realDie.height + Theme.gap : 0)

                    Column {
                        id: abilityText

                        anchors.left: parent.left
                        anchors.right: useButton.left
                        anchors.rightMargin: Theme.gap
                        anchors.top: parent.top
                        spacing: 2

                        Label {
                            width: abilityText.width
                            text: abilityEntry.modelData.cost > 0 ? qsTr("%1 of %2 (%3, %4 MP)").arg(abilityEntry.modelData.name).arg(abilityEntry.modelData.heroName).arg(labels.kindName(abilityEntry.modelData.kind)).arg(abilityEntry.modelData.cost) : qsTr("%1 of %2 (%3)").arg(abilityEntry.modelData.name).arg(abilityEntry.modelData.heroName).arg(labels.kindName(abilityEntry.modelData.kind))
                            font.pixelSize: Theme.fontBody
                            font.bold: true
                            color: abilityEntry.modelData.enabled ? Theme.text : Theme.textMuted
                            wrapMode: Text.Wrap
                        }

                        BodyLabel {
                            width: abilityText.width
                            font.pixelSize: Theme.fontSmall
                            muted: true
                            text: abilityEntry.modelData.enabled ? abilityEntry.modelData.text : (abilityEntry.modelData.reason || "")
                        }
                    }

                    ActionButton {
                        id: useButton

                        anchors.right: parent.right
                        anchors.top: parent.top
                        objectName: "legendsAbility-" + abilityEntry.modelData.hero + "-" + abilityEntry.modelData.ability
                        text: qsTr("Use")
                        Accessible.name: qsTr("Use %1 of %2").arg(abilityEntry.modelData.name).arg(abilityEntry.modelData.heroName)
                        enabled: abilityEntry.modelData.enabled
                        onClicked: root.table.useAbility(abilityEntry.modelData.hero, abilityEntry.modelData.ability, abilityEntry.modelData.index)
                    }

                    LegendsRealDie {
                        id: realDie

                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.bottom: parent.bottom
                        enabled: abilityEntry.modelData.enabled
                        abilityName: abilityEntry.modelData.name
                        rollMin: abilityEntry.modelData.rollMin
                        namePrefix: "legendsAbilityDie-" + abilityEntry.modelData.hero + "-" + abilityEntry.modelData.ability
                        onPicked: face => root.table.useAbilityWithFace(abilityEntry.modelData.hero, abilityEntry.modelData.ability, abilityEntry.modelData.index, face)
                    }
                }
            }
        }

        BodyLabel {
            Layout.fillWidth: true
            muted: true
            font.pixelSize: Theme.fontSmall
            text: qsTr("What an ability does beyond this list, apply by hand with the -1 / +1 counters.")
        }
    }
}
