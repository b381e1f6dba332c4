import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The end of the game: who won (or that nobody did) and why.
SurfaceCard {
    id: root

    required property var result

    implicitHeight: resultColumn.implicitHeight + 2 * padding
    border.width: 2
    border.color: root.result.outcome === "loss" ? Theme.danger : Theme.accent

    ColumnLayout {
        id: resultColumn

        anchors.fill: parent
        anchors.margins: root.padding
        spacing: Theme.gap

        Label {
            Layout.fillWidth: true
            objectName: "theosisResult"
            text: root.result.outcome === "win" ? qsTr("%1 won").arg((root.result.winners ?? []).join(", "))
                                                : root.result.outcome === "tie" ? qsTr("A tie") : qsTr("The heroes lost")
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.text
            wrapMode: Text.Wrap
        }

        BodyLabel {
            Layout.fillWidth: true
            objectName: "theosisResultReason"
            text: root.result.reasonText ?? ""
        }

        BodyLabel {
            Layout.fillWidth: true
            visible: (root.result.mvp ?? []).length > 0
            text: qsTr("Most stamina tokens: %1").arg((root.result.mvp ?? []).join(", "))
        }
    }
}
