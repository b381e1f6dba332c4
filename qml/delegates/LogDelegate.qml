import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// One record of the session log: its number, whether it was an action, an
// undo or a redo, what it did and when. Undone actions stay, struck through.
Item {
    id: root

    required property real seq
    required property string kind
    required property string kindLabel
    required property string text
    required property string time
    required property bool undone

    implicitHeight: layout.implicitHeight + 2 * Theme.gap

    RowLayout {
        id: layout

        anchors.fill: parent
        anchors.topMargin: Theme.gap
        anchors.bottomMargin: Theme.gap
        spacing: Theme.spacing

        Label {
            Layout.preferredWidth: 48
            Layout.alignment: Qt.AlignTop
            horizontalAlignment: Text.AlignRight
            text: qsTr("#%1").arg(root.seq)
            font.pixelSize: Theme.fontBody
            color: Theme.textMuted
        }

        Rectangle {
            Layout.alignment: Qt.AlignTop
            Layout.preferredWidth: Math.max(84, badge.implicitWidth + 2 * Theme.gap)
            Layout.preferredHeight: badge.implicitHeight + 8
            radius: height / 2
            color: root.kind === "action" ? Theme.surfaceRaised : Theme.accentSoft

            Label {
                id: badge

                anchors.centerIn: parent
                text: root.kindLabel
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: root.kind === "action" ? Theme.text : Theme.accent
            }
        }

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 2

            Label {
                Layout.fillWidth: true
                text: root.text
                font.pixelSize: Theme.fontBody
                font.strikeout: root.undone
                color: root.undone ? Theme.textMuted : Theme.text
                wrapMode: Text.Wrap
            }

            Label {
                Layout.fillWidth: true
                visible: root.undone
                text: qsTr("Taken back by an undo")
                font.pixelSize: Theme.fontSmall
                color: Theme.textMuted
            }
        }

        Label {
            Layout.alignment: Qt.AlignTop
            text: root.time
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
        }
    }

    Rectangle {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: 1
        color: Theme.outline
        opacity: 0.6
    }
}
