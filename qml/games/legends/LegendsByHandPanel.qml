import QtQuick
import QtQuick.Layouts
import Arbiter

// A by-hand ability just used: the app does not carry its text out, so the
// panel says what the players do at the table ("Kindle of Cinder Squire, by
// hand: ...") and offers the engine's one-tap corrections that record it
// ("1 damage counter on Brine Hunter"), each logged and undoable.
SurfaceCard {
    id: root

    property LegendsTableModel table

    implicitHeight: column.implicitHeight + 2 * padding
    border.width: 2
    border.color: Theme.accent

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: root.padding
        spacing: Theme.gap

        HeadingLabel {
            objectName: "legendsByHandTitle"
            Layout.fillWidth: true
            text: qsTr("%1 of %2, by hand").arg(root.table.byHand.name || "").arg(root.table.byHand.heroName || "")
            wrapMode: Text.Wrap
        }

        BodyLabel {
            objectName: "legendsByHandText"
            Layout.fillWidth: true
            text: root.table.byHand.text || ""
        }

        BodyLabel {
            Layout.fillWidth: true
            muted: true
            text: root.table.corrections.count > 0
                  ? qsTr("Do this at the table, then record it here with one tap per change:")
                  : qsTr("Do this at the table: the app tracks nothing it changes.")
        }

        // A positioner over delegates refilled in place (see LegendsWindowPanel).
        Flow {
            Layout.fillWidth: true
            spacing: Theme.gap

            Repeater {
                model: root.table.corrections

                delegate: ActionButton {
                    required property int index
                    required property var value

                    objectName: "legendsCorrection-" + index
                    text: value.label || ""
                    onClicked: root.table.correct(value.action)
                }
            }
        }
    }
}
