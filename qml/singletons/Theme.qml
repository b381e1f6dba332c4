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

    readonly property int fontSmall: 14
    readonly property int fontBody: 17
    readonly property int fontLarge: 20
    readonly property int fontTitle: 24
    readonly property int fontCounter: 48
    readonly property int fontResult: 96

    // Transitions; the self-test and the screenshots switch them off.
    property int motion: 160
}
