import QtQuick
import QtQuick.Controls
import Arbiter

// Running text that wraps; `muted` for secondary information.
Label {
    property bool muted: false

    font.pixelSize: Theme.fontBody
    color: muted ? Theme.textMuted : Theme.text
    wrapMode: Text.Wrap
}
