import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A note written during the session.
RowLayout {
    id: root

    required property string modelData

    spacing: Theme.gap

    VectorIcon {
        Layout.alignment: Qt.AlignTop
        path: Icons.note
        color: Theme.textMuted
        size: 20
    }

    BodyLabel {
        Layout.fillWidth: true
        text: root.modelData
    }
}
