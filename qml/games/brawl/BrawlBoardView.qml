import QtQuick
import Arbiter

// The arena board in the theme's colours: the first side in the accent
// colour, the second in the alert colour; legal hexes in green.
BrawlBoardItem {
    firstSideColor: Theme.accent
    secondSideColor: Theme.danger
    gateLabel: qsTr("Gate")
    hexColor: Theme.surface
    lineColor: Theme.outline
    textColor: Theme.text
    mutedColor: Theme.textMuted
    legalColor: Theme.success
    refusedColor: Theme.danger
    pickColor: Theme.accent
    healthColor: Theme.success
    // One painted item: a screen reader meets the board as a whole and is
    // told what a tap on it does.
    Accessible.role: Accessible.Canvas
    Accessible.name: qsTr("Arena board")
    Accessible.description: qsTr("Tap a hex or a champion to choose it")
}
