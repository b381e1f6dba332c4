import QtQuick
import QtQuick.Controls
import Arbiter

// What the last game action did, in words, in a box of a fixed number of
// lines: however many lines an action told, the controls below stay where
// they were. A line too long for the box is cut with an ellipsis and the
// lines beyond it are counted; a tap on the box shows every line whole.
AbstractButton {
    id: root

    property var events: []
    property int lines: 3
    readonly property bool overflowing: root.events.length > root.lines || root.elided
    readonly property bool elided: {
        for (let i = 0; i < shown.count; ++i) {
            const line = shown.itemAt(i);
            if (line && line.truncated)
                return true;
        }
        return false;
    }
    // The lines shown: all when they fit, else one line less and a count of the rest.
    readonly property var shownEvents: root.events.length > root.lines ? root.events.slice(0, root.lines - 1) : root.events

    implicitHeight: Math.ceil(metrics.lineSpacing * root.lines)
    implicitWidth: 200
    enabled: root.overflowing
    hoverEnabled: false
    Accessible.role: Accessible.StaticText
    Accessible.name: root.events.join(" ")
    Accessible.description: root.overflowing ? qsTr("Tap to read every line") : ""
    onClicked: allLines.open()

    FontMetrics {
        id: metrics

        font.pixelSize: Theme.fontSmall
    }

    background: Item {}

    contentItem: Column {
        Repeater {
            id: shown

            model: root.shownEvents

            delegate: Label {
                required property string modelData

                width: root.width
                height: metrics.lineSpacing
                text: modelData
                font.pixelSize: Theme.fontSmall
                color: Theme.textMuted
                elide: Text.ElideRight
                maximumLineCount: 1
            }
        }

        Label {
            width: root.width
            height: metrics.lineSpacing
            visible: root.events.length > root.lines
            text: qsTr("and %n more: tap to read them all", "", root.events.length - root.shownEvents.length)
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
