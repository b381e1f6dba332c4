import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A card of the history page: a heading and one line per row of its list.
SurfaceCard {
    id: root

    property string title
    property alias model: rows.model
    property alias delegate: rows.delegate

    Layout.fillWidth: true
    Layout.leftMargin: Theme.margin
    Layout.rightMargin: Theme.margin
    implicitHeight: column.implicitHeight + 2 * padding

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: parent.padding
        spacing: Theme.gap

        HeadingLabel {
            text: root.title
        }

        Repeater {
            id: rows
        }
    }
}
