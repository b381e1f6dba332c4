import QtQuick
import QtQuick.Controls
import Arbiter

// A text field sized for fingers, in the theme's colours; `invalid` draws
// the frame in the error colour.
TextField {
    id: root

    property bool invalid: false

    implicitHeight: Math.max(Theme.bigTouch - 8, contentHeight + topPadding + bottomPadding)
    font.pixelSize: Theme.fontLarge
    color: Theme.text
    placeholderTextColor: Theme.textMuted
    selectionColor: Theme.accent
    selectedTextColor: Theme.onAccent
    leftPadding: Theme.spacing
    rightPadding: Theme.spacing
    verticalAlignment: TextInput.AlignVCenter
    // What the field is for; a field without a placeholder names itself.
    Accessible.name: placeholderText

    background: Rectangle {
        radius: Theme.radius
        color: Theme.surface
        border.width: root.activeFocus || root.invalid ? 2 : 1
        border.color: root.invalid ? Theme.danger : (root.activeFocus ? Theme.accent : Theme.outline)
    }
}
