import QtQuick
import Arbiter

// A raised surface that groups one part of a screen; its children are laid
// out by the caller inside `padding`.
Rectangle {
    property int padding: Theme.spacing

    color: Theme.surface
    radius: Theme.radius
    border.width: 1
    border.color: Theme.outline
}
