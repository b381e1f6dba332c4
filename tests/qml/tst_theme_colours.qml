import QtQuick
import QtTest
import Arbiter

// Text on the accent and danger fills must be the theme's own ink colour
// (white in light, dark in dark), not the default black: the primary and
// danger buttons' labels and icons read on their fills in both themes.
Item {
    id: root

    width: 400
    height: 200
    visible: true

    ActionButton {
        id: primary

        kind: ActionButton.Primary
        text: "Attack"
    }

    ActionButton {
        id: danger

        y: 60
        kind: ActionButton.Danger
        text: "Remove"
    }

    TestCase {
        name: "ThemeColours"
        when: windowShown

        function cleanup() {
            Preferences.darkTheme = false;
        }

        function test_inkOnFillsFollowsTheTheme() {
            Preferences.darkTheme = false;
            verify(Qt.colorEqual(Theme.onAccent, "#ffffff"), Theme.onAccent);
            verify(Qt.colorEqual(Theme.onDanger, "#ffffff"), Theme.onDanger);
            verify(Qt.colorEqual(primary.foreground, "#ffffff"), primary.foreground);
            verify(Qt.colorEqual(danger.foreground, "#ffffff"), danger.foreground);
            Preferences.darkTheme = true;
            verify(Qt.colorEqual(Theme.onAccent, "#04213a"), Theme.onAccent);
            verify(Qt.colorEqual(Theme.onDanger, "#3a0905"), Theme.onDanger);
            verify(Qt.colorEqual(primary.foreground, "#04213a"), primary.foreground);
        }
    }
}
