import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The end of the game, big: won, or lost and why.
Rectangle {
    id: root

    required property BanishingTableController table
    readonly property bool won: root.table.outcome === "won"
    readonly property string reasonText: {
        switch (root.table.lossReason) {
        case "death":
            return qsTr("%1 has died.").arg(root.table.deadCharacterName);
        case "all_exhausted":
            return qsTr("Every character is exhausted.");
        case "time_up":
            return qsTr("The third round ended before the Banishing was complete.");
        }
        return "";
    }

    objectName: "banishingOutcome"
    visible: root.table.outcome === "won" || root.table.outcome === "lost"
    implicitHeight: layout.implicitHeight + 2 * Theme.spacing
    radius: Theme.radius
    color: root.won ? Theme.accentSoft : Theme.dangerSoft
    border.width: 2
    border.color: root.won ? Theme.accent : Theme.danger

    ColumnLayout {
        id: layout

        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.gap

        Label {
            Layout.fillWidth: true
            text: root.won ? qsTr("The Void is closed: you win!") : qsTr("The game is lost")
            font.pixelSize: Theme.fontCounter
            font.bold: true
            color: root.won ? Theme.accent : Theme.danger
            wrapMode: Text.Wrap
        }

        Label {
            Layout.fillWidth: true
            visible: text.length > 0
            text: root.won ? qsTr("%n card(s) lie in the Banishing.", "", root.table.banishingCount) : root.reasonText
            font.pixelSize: Theme.fontLarge
            color: Theme.text
            wrapMode: Text.Wrap
        }
    }
}
