import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// One row of the history page: a name and its figures in words.
ColumnLayout {
    id: root

    property string heading
    property string detail

    Layout.fillWidth: true
    spacing: 2

    Label {
        font.pixelSize: Theme.fontBody
        Layout.fillWidth: true
        text: root.heading
        font.bold: true
        color: Theme.text
        elide: Text.ElideRight
    }

    Label {
        font.pixelSize: Theme.fontBody
        Layout.fillWidth: true
        text: root.detail
        color: Theme.textMuted
        wrapMode: Text.Wrap
    }
}
