import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Step 1 of an attack: precise or mass, the targets tapped on every play
// area with the counters each would get. A target the rules forbid says
// why; tapping it opens that explanation with its rule.
SurfaceCard {
    id: root

    property LegendsAttackBuilder builder
    readonly property bool precise: builder.attackType === "precise"

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
            text: qsTr("Attack with %1").arg(root.builder.attackerName)
            wrapMode: Text.Wrap
        }

        // Abilities may change the Strength in ways only the table knows: it
        // is corrected here for this one attack.
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap

            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0

                Label {
                    Layout.fillWidth: true
                    text: qsTr("Strength")
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    color: Theme.text
                }

                Label {
                    Layout.fillWidth: true
                    text: root.builder.strengthOverride >= 0 ? qsTr("Changed by the table; the card says %1").arg(root.builder.tableStrength) : qsTr("As the cards say")
                    font.pixelSize: Theme.fontSmall
                    color: root.builder.strengthOverride >= 0 ? Theme.accent : Theme.textMuted
                    wrapMode: Text.Wrap
                }
            }

            ActionButton {
                objectName: "legendsStrengthMinus"
                iconPath: Icons.minus
                Accessible.name: qsTr("One less Strength for this attack")
                enabled: root.builder.strength > 0
                onClicked: root.builder.adjustStrength(-1)
            }

            Label {
                objectName: "legendsStrength"
                Layout.minimumWidth: Theme.touch
                horizontalAlignment: Text.AlignHCenter
                text: root.builder.strength
                font.pixelSize: Theme.fontCounter
                font.bold: true
                color: root.builder.strengthOverride >= 0 ? Theme.accent : Theme.text
            }

            ActionButton {
                objectName: "legendsStrengthPlus"
                iconPath: Icons.plus
                Accessible.name: qsTr("One more Strength for this attack")
                enabled: root.builder.strength < 20
                onClicked: root.builder.adjustStrength(1)
            }

            // Always there, greyed until the Strength is changed: appearing, it
            // pushed the stepper from under the finger.
            ActionButton {
                objectName: "legendsStrengthReset"
                enabled: root.builder.strengthOverride >= 0
                kind: ActionButton.Quiet
                iconPath: Icons.undo
                Accessible.name: qsTr("Back to the Strength on the card")
                onClicked: root.builder.strengthOverride = -1
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap

            ActionButton {
                objectName: "legendsPrecise"
                Layout.fillWidth: true
                text: qsTr("Precise")
                checked: root.precise
                onClicked: root.builder.attackType = "precise"
            }

            ActionButton {
                objectName: "legendsMass"
                Layout.fillWidth: true
                text: qsTr("Mass")
                checked: !root.precise
                onClicked: root.builder.attackType = "mass"
            }
        }

        BodyLabel {
            Layout.fillWidth: true
            muted: true
            text: root.precise ? qsTr("Tap another player's Champion: it takes %n counter(s).", "", root.builder.strength) : qsTr("Tap %n target(s), 1 counter each; a Support only after its player's Champion.", "", root.builder.targetsRequired)
        }

        // Declare sits above the targets: a finger does not travel past every
        // team's tiles (the attacker's own included) to reach it.
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap

            ActionButton {
                kind: ActionButton.Quiet
                iconPath: Icons.close
                text: qsTr("Clear")
                enabled: root.builder.selected.length > 0
                onClicked: root.builder.clear()
            }

            Item {
                Layout.fillWidth: true
            }

            ActionButton {
                objectName: "legendsDeclare"
                kind: ActionButton.Primary
                iconPath: Icons.check
                text: root.precise ? qsTr("Declare precise attack") : qsTr("Declare mass attack (%1 of %2)").arg(root.builder.selected.length).arg(root.builder.targetsRequired)
                enabled: root.builder.canDeclare
                onClicked: root.builder.declare()
            }
        }

        // Positioners over delegates kept by position and refilled: a layout
        // whose Repeater rebuilds can be left holding a deleted delegate (Qt
        // 6.4). A tap refills only the row of the target's player.
        Column {
            id: targetPlayers

            Layout.fillWidth: true
            spacing: Theme.gap

            Repeater {
                model: root.builder.players

                delegate: Column {
                    id: playerTargets

                    required property var value
                    readonly property var modelData: value
                    readonly property var targets: modelData.targets || []

                    width: targetPlayers.width
                    spacing: 4

                    Label {
                        width: playerTargets.width
                        text: playerTargets.modelData.own ? qsTr("%1 (attacking)").arg(playerTargets.modelData.name) : (playerTargets.modelData.name || "")
                        font.pixelSize: Theme.fontBody
                        font.bold: true
                        color: Theme.text
                        elide: Text.ElideRight
                    }

                    Grid {
                        id: targetGrid

                        readonly property real tileWidth: (width - (columns - 1) * columnSpacing) / columns

                        width: playerTargets.width
                        columns: Math.max(1, Math.min(4, Math.floor((width + columnSpacing) / (150 + columnSpacing))))
                        columnSpacing: Theme.gap
                        rowSpacing: Theme.gap

                        Repeater {
                            model: playerTargets.targets.length

                            delegate: LegendsTargetButton {
                                required property int index

                                width: targetGrid.tileWidth
                                target: playerTargets.targets[index] || {}
                                onClicked: root.builder.toggle(target.id)
                            }
                        }
                    }
                }
            }
        }

        ErrorBanner {
            Layout.fillWidth: true
            objectName: "legendsTargetExplanation"
            // Most reasons name the card already; the others get it in front.
            message: {
                if (!root.builder.explanation.shown)
                    return "";
                const reason = root.builder.explanation.reason;
                const hero = root.builder.explanation.heroName;
                return reason.indexOf(hero) >= 0 ? reason : qsTr("%1: %2").arg(hero).arg(reason);
            }
            ruleId: root.builder.explanation.rule
            onRuleRequested: ruleId => root.ruleRequested(ruleId)
            onDismissed: root.builder.clearExplanation()
        }

        BodyLabel {
            Layout.fillWidth: true
            visible: root.builder.selected.length > 0 && !root.builder.canDeclare
            muted: true
            text: root.builder.declareProblem
        }
    }
}
