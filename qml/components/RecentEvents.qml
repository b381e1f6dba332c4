import QtQuick
import QtQuick.Controls
import Arbiter

// What the last game action did, in words, in a box of a fixed number of
// lines: however many lines an action told, the controls below stay where
// they were. The lines wrap; when they do not fit, the text is cut with an
// ellipsis, the last line says there is more, and a tap on the box shows
// every line whole.
AbstractButton {
    id: root

    property var events: []
    property int lines: 3
    readonly property string joined: root.events.join("\n")
    // Measured at the full number of lines, never shown.
    readonly property bool overflowing: measure.truncated

    // Every line, whole (what the box shows is cut to its lines).
    text: root.joined
    implicitHeight: Math.ceil(metrics.lineSpacing * root.lines)
    implicitWidth: 200
    enabled: root.overflowing
    hoverEnabled: false
    Accessible.role: Accessible.StaticText
    Accessible.name: root.events.length > 0 ? root.events.join(" ") : qsTr("What just happened: nothing yet")
    Accessible.description: root.overflowing ? qsTr("Tap to read every line") : ""
    onClicked: allLines.open()

    FontMetrics {
        id: metrics

        font.pixelSize: Theme.fontSmall
    }

    Text {
        id: measure

        visible: false
        width: root.width
        text: root.joined
        font.pixelSize: Theme.fontSmall
        wrapMode: Text.Wrap
        maximumLineCount: root.lines
        elide: Text.ElideRight
    }

    background: Item {}

    contentItem: Column {
        Label {
            width: root.width
            height: metrics.lineSpacing * (root.overflowing ? root.lines - 1 : root.lines)
            text: root.joined
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
            wrapMode: Text.Wrap
            maximumLineCount: root.overflowing ? root.lines - 1 : root.lines
            elide: Text.ElideRight
        }

        Label {
            width: root.width
            height: metrics.lineSpacing
            visible: root.overflowing
            text: qsTr("More: tap to read every line")
            font.pixelSize: Theme.fontSmall
            font.underline: true
            color: Theme.accent
            elide: Text.ElideRight
        }
    }

    ModalDialog {
        id: allLines

        objectName: "recentEventsDialog"
        title: qsTr("What just happened")
        standardButtons: Dialog.Close

        contentItem: Flickable {
            implicitHeight: Math.min(allColumn.implicitHeight, 400)
            contentHeight: allColumn.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds

            Column {
                id: allColumn

                width: parent.width
                spacing: Theme.gap

                Repeater {
                    model: root.events

                    delegate: BodyLabel {
                        required property string modelData

                        width: allColumn.width
                        text: modelData
                    }
                }
            }
        }
    }
}
