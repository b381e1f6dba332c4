import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A player's side of the table: the purse, the powers in hand, the prepared
// rituals, and each hero's mat (Health, gold on the mat, where the hero went,
// the Mana gems on the skills, the items in the slots).
SurfaceCard {
    id: root

    required property TheosisHierapolisController table
    // A row of the controller's players (TheosisPlayerRow).
    required property var player

    implicitHeight: column.implicitHeight + 2 * padding
    border.width: root.player.placing || root.player.allocating ? 2 : 1
    border.color: root.player.placing || root.player.allocating ? Theme.accent : Theme.outline

    TheosisPrepLabels {
        id: labels
    }

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: root.padding
        spacing: Theme.gap

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0

                HeadingLabel {
                    Layout.fillWidth: true
                    text: root.player.name
                }

                BodyLabel {
                    Layout.fillWidth: true
                    muted: true
                    font.pixelSize: Theme.fontSmall
                    text: {
                        const parts = [];
                        if (root.player.initiative)
                            parts.push(qsTr("holds the initiative"));
                        if (root.player.placing)
                            parts.push(qsTr("places now"));
                        if (root.player.allocating)
                            parts.push(qsTr("puts gold on the mats now"));
                        parts.push(qsTr("%n power(s) discarded", "", root.player.discardCount));
                        return parts.join(" · ");
                    }
                }
            }

            ColumnLayout {
                spacing: 0

                // A tap on the purse opens the pad: any change of gold in one more tap.
                AbstractButton {
                    id: purse

                    Layout.alignment: Qt.AlignRight
                    objectName: "purse-" + root.player.id
                    implicitWidth: Math.max(Theme.touch, purseText.implicitWidth + 2 * Theme.gap)
                    implicitHeight: purseText.implicitHeight
                    text: String(root.player.gold)
                    Accessible.role: Accessible.Button
                    Accessible.name: qsTr("%1: %2 gold in the purse, change it").arg(root.player.name).arg(root.player.gold)
                    onClicked: TableSheets.openCounterPad(root.player.id, root.player.name, "gold", qsTr("Gold"))

                    contentItem: Label {
                        id: purseText

                        horizontalAlignment: Text.AlignRight
                        text: purse.text
                        font.pixelSize: Theme.fontCounter
                        font.bold: true
                        color: Theme.text
                    }

                    background: Rectangle {
                        radius: Theme.radius
                        color: Theme.text
                        opacity: purse.down ? 0.12 : 0
                    }
                }

                Label {
                    Layout.alignment: Qt.AlignRight
                    text: qsTr("gold in the purse")
                    font.pixelSize: Theme.fontSmall
                    color: Theme.textMuted
                }
            }
        }

        BodyLabel {
            Layout.fillWidth: true
            text: root.player.hand.length > 0 ? qsTr("Powers: %1").arg(root.player.hand.map(p => qsTr("%1 %2/%3").arg(p.name).arg(p.attack).arg(p.defense)).join(", ")) : qsTr("No powers yet")
        }

        BodyLabel {
            Layout.fillWidth: true
            visible: root.player.rituals.length > 0
            text: qsTr("Rituals: %1").arg(root.player.rituals.map(r => qsTr("%1 (Arena turn %2)").arg(r.name).arg(r.turn)).join(", "))
        }

        // Every hero's mat, the other players' hidden: a mat stays the same
        // object while its numbers change.
        Repeater {
            model: root.table.heroes

            delegate: Rectangle {
                id: mat

                required property var value
                readonly property var row: mat.value

                objectName: "mat-" + mat.value.id
                visible: mat.value.player === root.player.id
                Layout.fillWidth: true
                implicitHeight: matColumn.implicitHeight + 2 * Theme.gap
                radius: Theme.radius
                color: Theme.surfaceRaised
                opacity: mat.row.alive ? 1 : 0.6

                ColumnLayout {
                    id: matColumn

                    anchors.fill: parent
                    anchors.margins: Theme.gap
                    spacing: 2

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.gap

                        Label {
                            Layout.fillWidth: true
                            text: qsTr("%1 · %2").arg(mat.row.shortName).arg(labels.alignmentName(mat.row.alignment))
                            font.pixelSize: Theme.fontBody
                            font.bold: true
                            color: Theme.text
                            wrapMode: Text.Wrap
                        }

                        // A tap on the Health opens the pad: any change in one more tap.
                        AbstractButton {
                            id: healthButton

                            objectName: "health-" + mat.row.id
                            implicitWidth: healthText.implicitWidth + 2 * Theme.gap
                            implicitHeight: Math.max(Theme.touch, healthText.implicitHeight)
                            text: qsTr("%1 Health").arg(mat.row.health)
                            Accessible.role: Accessible.Button
                            Accessible.name: qsTr("%1: %2 Health, change it").arg(mat.row.shortName).arg(mat.row.health)
                            onClicked: TableSheets.openCounterPad(mat.row.id, mat.row.shortName, "health", qsTr("Health"))

                            contentItem: Label {
                                id: healthText

                                horizontalAlignment: Text.AlignHCenter
                                verticalAlignment: Text.AlignVCenter
                                text: healthButton.text
                                font.pixelSize: Theme.fontBody
                                font.bold: true
                                color: mat.row.health < 9 ? Theme.danger : Theme.text
                            }

                            background: Rectangle {
                                radius: Theme.radius
                                color: Theme.text
                                opacity: healthButton.down ? 0.12 : 0
                            }
                        }

                        Label {
                            objectName: "matGold-" + mat.row.id
                            text: qsTr("%1 gold").arg(mat.row.gold)
                            font.pixelSize: Theme.fontBody
                            color: Theme.text
                        }
                    }

                    Label {
                        Layout.fillWidth: true
                        visible: text.length > 0
                        text: {
                            const where = root.table.phase === "allocation" ? "" : mat.row.placed ? qsTr("This turn: %1").arg(labels.locationName(mat.row.location.split(":")[0], mat.row.location.split(":")[1] || "")) : qsTr("Not placed this turn");
                            const gems = mat.row.mana.filter(g => g.filled).map(g => g.name);
                            const mana = gems.length > 0 ? qsTr("Mana on %1").arg(gems.join(", ")) : "";
                            return [where, mana].filter(part => part.length > 0).join(" · ");
                        }
                        font.pixelSize: Theme.fontSmall
                        color: Theme.textMuted
                        wrapMode: Text.Wrap
                    }

                    Label {
                        Layout.fillWidth: true
                        text: mat.row.slots.map(s => qsTr("%1: %2").arg(labels.slotName(s.id)).arg(s.itemName.length > 0 ? s.itemName : qsTr("empty"))).join(" · ")
                        font.pixelSize: Theme.fontSmall
                        color: Theme.text
                        wrapMode: Text.Wrap
                    }
                }
            }
        }
    }
}
