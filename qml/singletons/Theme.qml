pragma Singleton
import QtQuick
import Arbiter

// Colours, sizes and type for both themes. Text colours keep at least 4.5:1
// contrast on their surfaces in light and in dark.
QtObject {
    id: theme

    readonly property bool dark: Preferences.darkTheme

    readonly property color background: dark ? "#0f1317" : "#f3f4f6"
    readonly property color surface: dark ? "#1a2027" : "#ffffff"
    readonly property color surfaceRaised: dark ? "#242c35" : "#e8ebef"
    readonly property color surfacePressed: dark ? "#2f3944" : "#d6dbe1"
    readonly property color outline: dark ? "#3b4653" : "#c4cad2"
    readonly property color text: dark ? "#eef1f4" : "#161a1f"
    readonly property color textMuted: dark ? "#a8b3bf" : "#4f5965"
    readonly property color accent: dark ? "#7cc0ff" : "#0b5aa8"
    // QML takes a value given to "on" + the name of another property (accent,
    // danger) for a handler of that property, so the colour never arrived and
    // text on accent and danger fills was drawn black: these names are
    // aliases of plainly named colours.
    readonly property alias onAccent: theme.textOnAccent
    readonly property color textOnAccent: dark ? "#04213a" : "#ffffff"
    readonly property color accentSoft: dark ? "#1c3850" : "#dce9f7"
    readonly property color danger: dark ? "#ff8b80" : "#b0271f"
    readonly property alias onDanger: theme.textOnDanger
    readonly property color textOnDanger: dark ? "#3a0905" : "#ffffff"
    readonly property color dangerSoft: dark ? "#47201d" : "#fbe4e1"
    readonly property color success: dark ? "#7fd69a" : "#1d6b35"
    readonly property color scrim: dark ? "#b0000000" : "#80000000"
    readonly property color chartBar: dark ? "#4f8fc9" : "#7aa9d8"
    readonly property color chartBarSelected: accent

    readonly property int touch: 48
    readonly property int bigTouch: 64
    readonly property int gap: 8
    readonly property int spacing: 16
    readonly property int margin: 24
    readonly property int radius: 12
    readonly property int railWidth: 124
    readonly property int barHeight: 72

    // Large text (a setting) for reading across a table; touch targets keep
    // their size, text wraps or scrolls inside them.
    readonly property real textScale: Preferences.largeText ? 1.3 : 1.0
    readonly property int fontSmall: Math.round(14 * textScale)
    readonly property int fontBody: Math.round(17 * textScale)
    readonly property int fontLarge: Math.round(20 * textScale)
    readonly property int fontTitle: Math.round(24 * textScale)
    readonly property int fontCounter: Math.round(48 * textScale)
    readonly property int fontResult: Math.round(96 * textScale)

    // Transitions; the self-test and the screenshots switch them off.
    property int motion: 160
}
