import QtQuick
import QtQuick.Controls
import Arbiter

// The title of a part of a screen.
Label {
    font.pixelSize: Theme.fontLarge
    font.bold: true
    color: Theme.text
    elide: Text.ElideRight
    Accessible.role: Accessible.Heading
}
