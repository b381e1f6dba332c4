import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// One player's play area: the Legend (Team side or flipped as the final
// Hero), Myth Points with -1 / +1, the Team deck and Graveyard, and the
// Champion with its two Supports.
SurfaceCard {
    id: root

    required property var player
    readonly property var legend: player.legend
    readonly property var team: legend.team

    signal adjustRequested(string entityId, string counter, int delta)

    implicitHeight: column.implicitHeight + 2 * padding
    border.width: player.current ? 3 : 1
    border.color: player.current ? Theme.accent : Theme.outline
    opacity: player.out ? 0.6 : 1

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

            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0

                Label {
                    Layout.fillWidth: true
                    text: root.player.name
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    color: Theme.text
                    elide: Text.ElideRight
                }

                Label {
                    Layout.fillWidth: true
                    text: root.player.out ? qsTr("Out of the game") : (root.player.winner ? qsTr("Winner") : (root.player.current ? qsTr("Playing now") : ""))
                    visible: text.length > 0
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    color: root.player.out ? Theme.danger : Theme.accent
                }
            }

            ActionButton {
                objectName: "mpMinus-" + root.player.id
                kind: ActionButton.Quiet
                iconPath: Icons.minus
                Accessible.name: qsTr("One Myth Point fewer for %1").arg(root.player.name)
                enabled: root.player.mp > 0
                onClicked: root.adjustRequested(root.player.id, "mp", -1)
            }

            // As wide as two digits: the minus stays put as the points change.
            TextMetrics {
                id: twoDigits

                font.pixelSize: Theme.fontCounter
                font.bold: true
                text: "88"
            }

            ColumnLayout {
                Layout.preferredWidth: Math.ceil(twoDigits.advanceWidth)
                spacing: 0

                Label {
                    Layout.alignment: Qt.AlignHCenter
                    text: root.player.mp
                    font.pixelSize: Theme.fontCounter
                    font.bold: true
                    color: Theme.text
                }

                Label {
                    Layout.alignment: Qt.AlignHCenter
                    text: qsTr("MP")
                    font.pixelSize: Theme.fontSmall
                    color: Theme.textMuted
                }
            }

            ActionButton {
                objectName: "mpPlus-" + root.player.id
                kind: ActionButton.Quiet
                iconPath: Icons.plus
                Accessible.name: qsTr("One more Myth Point for %1").arg(root.player.name)
                onClicked: root.adjustRequested(root.player.id, "mp", 1)
            }
        }

        Rectangle {
            Layout.fillWidth: true
            implicitHeight: legendColumn.implicitHeight + 2 * Theme.gap
            radius: Theme.radius
            color: root.legend.flipped ? Theme.dangerSoft : Theme.accentSoft

            ColumnLayout {
                id: legendColumn

                anchors.fill: parent
                anchors.margins: Theme.gap
                spacing: 2

                Label {
                    Layout.fillWidth: true
                    text: root.legend.flipped ? qsTr("Legend: %1 (%2), flipped: the final Hero").arg(root.legend.name).arg(labels.typeName(root.legend.type)) : qsTr("Legend: %1 (%2)").arg(root.legend.name).arg(labels.typeName(root.legend.type))
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    color: Theme.text
                    wrapMode: Text.Wrap
                }

                Label {
                    Layout.fillWidth: true
                    visible: !root.legend.flipped && root.team.name.length > 0
                    text: qsTr("Team ability %1 (%2): %3").arg(root.team.name).arg(labels.kindName(root.team.kind)).arg(root.team.text)
                    font.pixelSize: Theme.fontSmall
                    color: Theme.text
                    wrapMode: Text.Wrap
                }

                Label {
                    Layout.fillWidth: true
                    visible: root.legend.flipped
                    text: qsTr("Its Team ability is off.")
                    font.pixelSize: Theme.fontSmall
                    color: Theme.text
                }

                Label {
                    Layout.fillWidth: true
                    text: qsTr("Bane (%n token(s) left): %1", "", root.legend.tokensLeft).arg(root.legend.bane)
                    font.pixelSize: Theme.fontSmall
                    color: Theme.textMuted
                    wrapMode: Text.Wrap
                }
            }
        }

        // A positioner, not a GridLayout: the tiles are kept by position and
        // refilled, so the one under a finger stays when its counters change.
        Grid {
            id: heroGrid

            readonly property var heroes: root.player.heroes || []
            readonly property real tileWidth: (width - (columns - 1) * columnSpacing) / columns

            Layout.fillWidth: true
            columns: Math.max(1, Math.min(3, Math.floor((width + columnSpacing) / (170 + columnSpacing))))
            columnSpacing: Theme.gap
            rowSpacing: Theme.gap

            Repeater {
                model: heroGrid.heroes.length

                delegate: LegendsHeroTile {
                    required property int index

                    width: heroGrid.tileWidth
                    hero: heroGrid.heroes[index] || {}
                    onAdjustRequested: (heroId, delta) => root.adjustRequested(heroId, "damage", delta)
                }
            }
        }

        BodyLabel {
            Layout.fillWidth: true
            visible: root.player.heroes.length === 0
            muted: true
            text: qsTr("No hero in play yet.")
        }

        Label {
            Layout.fillWidth: true
            text: root.player.graveyard.length > 0 ? qsTr("Team deck: %1 · Graveyard (%2): %3").arg(root.player.deckCount).arg(root.player.graveyard.length).arg(root.player.graveyard.join(", ")) : qsTr("Team deck: %1 · Graveyard: empty").arg(root.player.deckCount)
            font.pixelSize: Theme.fontBody
            color: Theme.textMuted
            wrapMode: Text.Wrap
        }
    }
}
