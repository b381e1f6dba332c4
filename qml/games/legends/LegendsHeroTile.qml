import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// One hero in a play area: its position, Strength, damage counters against
// Max HP with -1 / +1 corrections, bane tokens, counters waiting beside it
// during an attack, and the ability of the position it stands in.
Rectangle {
    id: root

    required property var hero
    readonly property bool champion: hero.position === "champion"
    readonly property var abilities: hero.abilities || []

    signal adjustRequested(string heroId, int delta)

    implicitWidth: 200
    implicitHeight: column.implicitHeight + 2 * Theme.gap
    radius: Theme.radius
    color: hero.atMaxHp ? Theme.dangerSoft : Theme.surfaceRaised
    border.width: champion ? 2 : 1
    border.color: champion ? Theme.accent : Theme.outline

    LegendsLabels {
        id: labels
    }

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: Theme.gap
        spacing: 4

        Label {
            Layout.fillWidth: true
            text: root.hero.isLegend ? qsTr("%1 · final Hero").arg(labels.positionName(root.hero.position)) : qsTr("%1 · %2").arg(labels.positionName(root.hero.position)).arg(labels.typeName(root.hero.type || ""))
            font.pixelSize: Theme.fontSmall
            font.bold: root.champion
            color: root.champion ? Theme.accent : Theme.textMuted
            elide: Text.ElideRight
        }

        Label {
            Layout.fillWidth: true
            text: root.hero.name
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.text
            wrapMode: Text.Wrap
            maximumLineCount: 2
            elide: Text.ElideRight
        }

        // A Flow rather than a row: on a narrow tile the waiting counters move
        // under the Strength instead of being cut off.
        Flow {
            Layout.fillWidth: true
            spacing: Theme.gap

            Label {
                objectName: "strength-" + root.hero.id
                text: qsTr("Strength %1").arg(root.hero.strength)
                font.pixelSize: Theme.fontBody
                font.bold: true
                color: Theme.text
            }

            Rectangle {
                objectName: "pending-" + root.hero.id
                visible: root.hero.pending > 0
                width: pendingLabel.implicitWidth + 2 * Theme.gap
                height: pendingLabel.implicitHeight + 4
                radius: height / 2
                color: Theme.dangerSoft
                border.width: 1
                border.color: Theme.danger

                Label {
                    id: pendingLabel

                    anchors.centerIn: parent
                    text: qsTr("+%1 waiting").arg(root.hero.pending)
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    color: Theme.danger
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: 4

            ActionButton {
                objectName: "damageMinus-" + root.hero.id
                kind: ActionButton.Quiet
                iconPath: Icons.minus
                Accessible.name: qsTr("One damage counter fewer on %1").arg(root.hero.name)
                enabled: root.hero.damage > 0
                onClicked: root.adjustRequested(root.hero.id, -1)
            }

            // A tap on the number opens the pad: any amount of damage in one more tap.
            AbstractButton {
                id: damageValue

                objectName: "damageValue-" + root.hero.id
                Layout.fillWidth: true
                implicitHeight: Math.max(Theme.touch, damageLabel.implicitHeight)
                Accessible.role: Accessible.Button
                Accessible.name: qsTr("%1 damage of %2 Max HP on %3: change by any amount").arg(root.hero.damage).arg(root.hero.maxHp).arg(root.hero.name)
                onClicked: TableSheets.openCounterPad(root.hero.id, root.hero.name, "damage", qsTr("Damage"))

                contentItem: Label {
                    id: damageLabel

                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    text: qsTr("%1 / %2").arg(root.hero.damage).arg(root.hero.maxHp)
                    font.pixelSize: Theme.fontTitle + 4
                    font.bold: true
                    color: root.hero.atMaxHp ? Theme.danger : Theme.text
                }

                background: Rectangle {
                    radius: Theme.radius
                    color: Theme.text
                    opacity: damageValue.down ? 0.12 : 0
                }
            }

            ActionButton {
                objectName: "damagePlus-" + root.hero.id
                kind: ActionButton.Quiet
                iconPath: Icons.plus
                Accessible.name: qsTr("One more damage counter on %1").arg(root.hero.name)
                onClicked: root.adjustRequested(root.hero.id, 1)
            }
        }

        Label {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("damage / Max HP")
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
        }

        Flow {
            Layout.fillWidth: true
            visible: (root.hero.banes || []).length > 0
            spacing: 4

            Repeater {
                model: (root.hero.banes || []).length

                delegate: Rectangle {
                    required property int index
                    readonly property var bane: root.hero.banes[index] || {}

                    implicitWidth: baneLabel.implicitWidth + 2 * Theme.gap
                    implicitHeight: baneLabel.implicitHeight + 8
                    radius: height / 2
                    color: Theme.accentSoft
                    border.width: 1
                    border.color: Theme.accent

                    Label {
                        id: baneLabel

                        anchors.centerIn: parent
                        text: qsTr("Bane: %1 ×%2").arg(labels.typeName(bane.type)).arg(bane.count)
                        font.pixelSize: Theme.fontSmall
                        color: Theme.text
                    }
                }
            }
        }

        // A positioner over delegates kept by position and refilled: a layout
        // must not see its delegates rebuilt while the table changes.
        Column {
            id: abilityColumn

            Layout.fillWidth: true
            spacing: 4

            Repeater {
                model: root.abilities.length

                delegate: Label {
                    required property int index
                    readonly property var ability: root.abilities[index] || {}

                    width: abilityColumn.width
                    visible: (ability.name || "").length > 0
                    text: qsTr("%1 (%2): %3").arg(ability.name || "").arg(labels.kindName(ability.kind || "")).arg(ability.text || "")
                    font.pixelSize: Theme.fontSmall
                    color: Theme.textMuted
                    wrapMode: Text.Wrap
                    maximumLineCount: 3
                    elide: Text.ElideRight
                }
            }
        }
    }
}
