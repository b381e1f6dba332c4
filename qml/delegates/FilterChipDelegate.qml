import QtQuick
import QtQuick.Controls
import Arbiter

// One choice of the rules filter: All, General or a game.
ActionButton {
    required property string filterId
    required property string name

    objectName: "filter-" + (filterId.length > 0 ? filterId : "all")
    text: name
    font.pixelSize: Theme.fontBody
}
