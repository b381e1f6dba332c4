import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// One location of Hierapolis: its name, what it gives, the heroes there (the
// one on a Quest's gold space marked), and this turn's Quest power. Tapping
// it sends the chosen hero there.
AbstractButton {
    id: root

    required property var location
    // A hero is chosen and may be sent here.
    property bool inviting: false

    implicitWidth: 220
    implicitHeight: Math.max(Theme.bigTouch + 40, column.implicitHeight + 2 * Theme.gap)
    enabled: !root.location.closed
    Accessible.name: labels.locationName(root.location.location, root.location.alignment)

    TheosisPrepLabels {
        id: labels
    }

    background: Rectangle {
        radius: Theme.radius
        color: root.down ? Theme.surfacePressed : (root.location.closed ? Theme.background : (root.inviting ? Theme.accentSoft : Theme.surface))
        border.width: root.inviting ? 2 : 1
        border.color: root.inviting ? Theme.accent : Theme.outline
    }

    contentItem: ColumnLayout {
        id: column

        spacing: 2

        Label {
            Layout.fillWidth: true
            Layout.leftMargin: Theme.gap
            Layout.rightMargin: Theme.gap
            Layout.topMargin: Theme.gap
            text: labels.locationName(root.location.location, root.location.alignment)
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: root.location.closed ? Theme.textMuted : Theme.text
            wrapMode: Text.Wrap
        }

        Label {
            Layout.fillWidth: true
            Layout.leftMargin: Theme.gap
            Layout.rightMargin: Theme.gap
            text: {
                if (root.location.closed)
                    return qsTr("Closed in this game");
                if (root.location.location !== "quest")
                    return labels.locationHint(root.location.location, "");
                const power = root.location.power;
                const gold = root.location.goldTaken ? qsTr("gold space taken") : qsTr("gold space free");
                return power && power.name ? qsTr("%1 · %2 (%3/%4)").arg(gold).arg(power.name).arg(power.attack).arg(power.defense) : gold;
            }
            font.pixelSize: Theme.fontSmall
            color: root.location.goldTaken ? Theme.textMuted : (root.location.location === "quest" ? Theme.success : Theme.textMuted)
            wrapMode: Text.Wrap
            maximumLineCount: 2
            elide: Text.ElideRight
        }

        Flow {
            Layout.fillWidth: true
            Layout.leftMargin: Theme.gap
            Layout.rightMargin: Theme.gap
            Layout.bottomMargin: Theme.gap
            spacing: 4

            Repeater {
                model: root.location.heroes

                delegate: Rectangle {
                    required property var modelData

                    width: chip.implicitWidth + 12
                    height: chip.implicitHeight + 6
                    radius: height / 2
                    color: modelData.gold ? Theme.accent : Theme.surfaceRaised
                    border.width: 1
                    border.color: Theme.outline

                    Label {
                        id: chip

                        anchors.centerIn: parent
                        text: modelData.gold ? qsTr("%1 (%2) · gold").arg(modelData.shortName).arg(modelData.playerName) : qsTr("%1 (%2)").arg(modelData.shortName).arg(modelData.playerName)
                        font.pixelSize: Theme.fontSmall
                        color: modelData.gold ? Theme.onAccent : Theme.text
                    }
                }
            }
        }

        // Keeps the name at the top of taller tiles in the same row.
        Item {
            Layout.fillHeight: true
        }
    }
}
