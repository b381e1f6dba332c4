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
}
