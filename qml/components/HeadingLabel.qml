import QtQuick
import QtQuick.Controls
import Arbiter

// The title of a part of a screen. Long titles (German ones are often a
// third longer) wrap rather than lose their end; elide only acts where a
// layout limits the height.
Label {
    font.pixelSize: Theme.fontLarge
    font.bold: true
    color: Theme.text
    wrapMode: Text.Wrap
    elide: Text.ElideRight
    Accessible.role: Accessible.Heading
}
