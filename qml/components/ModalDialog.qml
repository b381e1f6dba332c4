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

    // Centred as it opens, then kept there: a dialog that grows (a refusal
    // shown under its buttons, a list that fills in) grows downwards and
    // moves none of the controls already in it, unless it would leave the
    // window.
    property real openedY: 0

    parent: Overlay.overlay
    x: parent ? Math.round((parent.width - width) / 2) : 0
    y: parent ? Math.max(Theme.margin, Math.min(openedY, parent.height - height - Theme.margin)) : 0
    onAboutToShow: openedY = parent ? Math.round((parent.height - implicitHeight) / 2) : 0
    width: Math.min(parent ? parent.width - 2 * Theme.margin : root.maxWidth, root.maxWidth)
    modal: true
    padding: Theme.margin

    // The window turned: centred again in the new one.
    Connections {
        target: root.parent

        function onHeightChanged() {
            root.openedY = Math.round((root.parent.height - root.height) / 2);
        }
    }

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
