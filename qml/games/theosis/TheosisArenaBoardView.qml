import QtQuick
import Arbiter

// The Arena board in the theme's colours: sides in the accent, alert and
// success colours (darker shades for a fourth to sixth side), legal hexes in
// green, the monsters in a muted tone.
TheosisArenaBoard {
    sideColors: [Theme.accent, Theme.danger, Theme.success, Qt.darker(Theme.accent, 1.5), Qt.darker(Theme.danger, 1.5), Qt.darker(Theme.success, 1.5)]
    hexColor: Theme.surface
    lineColor: Theme.outline
    textColor: Theme.text
    mutedColor: Theme.textMuted
    legalColor: Theme.success
    refusedColor: Theme.danger
    pickColor: Theme.accent
    monsterColor: Theme.textMuted
    // One painted item: a screen reader meets the board as a whole and is
    // told what a tap on it does.
    Accessible.role: Accessible.Canvas
    Accessible.name: qsTr("Arena board")
    Accessible.description: qsTr("Tap a hex or a figure to choose it")
}
