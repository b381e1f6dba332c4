import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A player (or anything else at the table with numbers) and its counters.
SurfaceCard {
    id: root

    required property string entityId
    required property string name
    required property CounterListModel counters

    signal adjustRequested(string entityId, string counter, int delta)
    signal editRequested(string entityId, string entityName, string counter, int value)
    signal addCounterRequested(string entityId, string entityName)

    function editFirstCounter(): bool {
        const counter = counterRows.itemAt(0);
        if (counter === null)
            return false;
        root.editRequested(root.entityId, root.name, counter.name, counter.value);
        return true;
    }

    implicitHeight: layout.implicitHeight + 2 * padding

    ColumnLayout {
        id: layout

        anchors.fill: parent
        anchors.margins: root.padding
        spacing: Theme.gap

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap

            Label {
                Layout.fillWidth: true
                objectName: "entityName"
                text: root.name
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.text
                wrapMode: Text.Wrap
            }

            ActionButton {
                objectName: "addCounterButton"
                kind: ActionButton.Quiet
                iconPath: Icons.plus
                text: qsTr("Counter")
                Accessible.name: qsTr("Add a counter to %1").arg(root.name)
                onClicked: root.addCounterRequested(root.entityId, root.name)
            }
        }

        BodyLabel {
            Layout.fillWidth: true
            // The counters go before the card when another session opens under it.
            visible: root.counters !== null && root.counters.count === 0
            muted: true
            text: qsTr("No counters yet. Add health, points or anything else you track.")
        }

        // A positioner, not a layout: the counters change when another session
        // opens while the card is hidden, and a Qt 6.4 layout keeps hidden
        // children it was never told are gone (a crash at the next resize).
        Column {
            id: countersColumn

            Layout.fillWidth: true
            spacing: Theme.gap

            Repeater {
                id: counterRows

                model: root.counters

                delegate: CounterDelegate {
                    width: countersColumn.width
                    owner: root.name
                    onAdjustRequested: delta => root.adjustRequested(root.entityId, name, delta)
                    onEditRequested: root.editRequested(root.entityId, root.name, name, value)
                }
            }
        }
    }
}
