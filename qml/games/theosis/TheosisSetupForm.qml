import QtQuick
import QtQuick.Layouts
import Arbiter

// The game's own questions in the new-session sheet, below the players.
ColumnLayout {
    id: root

    // The names typed so far, in seat order.
    property var playerNames: []
    // Whether setup() is complete enough to start; `problem` says why not.
    readonly property bool ready: true
    readonly property string problem: ""

    // The game's setup object (docs/games/<game>.md).
    function setup(): var {
        return {};
    }

    spacing: Theme.gap
}
