import QtQuick
import QtQuick.Controls
import Arbiter

// A text field sized for fingers, in the theme's colours; `invalid` draws
// the frame in the error colour.
TextField {
    id: root

    property bool invalid: false
    // A short language name ("EN", "DE") kept in view inside the field, for
    // the editors' pairs of fields: the placeholder alone is gone once typed.
    property string languageTag: ""

    implicitHeight: Math.max(Theme.bigTouch - 8, contentHeight + topPadding + bottomPadding)
    font.pixelSize: Theme.fontLarge
    color: Theme.text
    placeholderTextColor: Theme.textMuted
    selectionColor: Theme.accent
    selectedTextColor: Theme.onAccent
    leftPadding: Theme.spacing
    rightPadding: root.languageTag.length > 0 ? tag.width + 2 * Theme.spacing : Theme.spacing
    verticalAlignment: TextInput.AlignVCenter
    // What the field is for; a field without a placeholder names itself.
    Accessible.name: placeholderText

    Label {
        id: tag

        visible: root.languageTag.length > 0
        anchors.right: parent.right
        anchors.rightMargin: Theme.spacing
        anchors.verticalCenter: parent.verticalCenter
        text: root.languageTag
        font.pixelSize: Theme.fontSmall
        font.bold: true
        color: Theme.textMuted
    }

    background: Rectangle {
        radius: Theme.radius
        color: Theme.surface
        border.width: root.activeFocus || root.invalid ? 2 : 1
        border.color: root.invalid ? Theme.danger : (root.activeFocus ? Theme.accent : Theme.outline)
    }
}
