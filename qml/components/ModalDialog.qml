import QtQuick
import QtQuick.Controls
import Arbiter

// The frame the app's dialogs share: centred over the window and modal over
// the scrim, on a rounded surface, `maxWidth` wide at most and never wider
// than the window allows. A dialog adds its content and, where it must not
// grow under the finger, its height.
Dialog {
    id: root

    property int maxWidth: 520

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 2 * Theme.margin : root.maxWidth, root.maxWidth)
    modal: true
    padding: Theme.margin

    background: Rectangle {
        color: Theme.surface
        radius: Theme.radius
        border.width: 1
        border.color: Theme.outline
    }

    Overlay.modal: Rectangle {
        color: Theme.scrim
    }
}
