import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// One counter of an entity: its name, its value large enough to read across
// the table, and -1 / +1 under the thumbs. Tapping the value opens the
// counter pad, which adds or takes away any amount (or types a new value).
Item {
    id: root

    required property string name
    required property string label
    required property int value
    // Whose counter it is: several figures have a "health", and a screen
    // reader must tell their buttons apart.
    property string owner

    signal adjustRequested(int delta)
    signal editRequested

    implicitHeight: Math.max(Theme.bigTouch + Theme.gap, valueColumn.implicitHeight)

    RowLayout {
        anchors.fill: parent
        spacing: Theme.gap

        ActionButton {
            objectName: "minusButton"
            Layout.preferredWidth: Theme.bigTouch
            Layout.preferredHeight: Theme.bigTouch
            minimumSize: Theme.bigTouch
            iconPath: Icons.minus
            iconSize: 28
            Accessible.name: root.owner.length > 0 ? qsTr("Remove 1 %1 from %2").arg(root.label).arg(root.owner) : qsTr("%1 minus one").arg(root.label)
            onClicked: root.adjustRequested(-1)
        }

        AbstractButton {
            id: valueColumn

            Layout.fillWidth: true
            Layout.fillHeight: true
            implicitHeight: column.implicitHeight
            Accessible.name: root.owner.length > 0 ? qsTr("%1 of %2: %3. Change by any amount").arg(root.label).arg(root.owner).arg(root.value) : qsTr("%1: %2. Change by any amount").arg(root.label).arg(root.value)
            onClicked: root.editRequested()

            contentItem: Item {
                ColumnLayout {
                    id: column

                    anchors.centerIn: parent
                    width: parent.width
                    spacing: 0

                    Label {
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignHCenter
                        objectName: "counterValue"
                        text: root.value
                        font.pixelSize: Theme.fontCounter
                        font.bold: true
                        color: Theme.text
                    }

                    Label {
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignHCenter
                        objectName: "counterLabel"
                        text: root.label
                        font.pixelSize: Theme.fontSmall
                        color: Theme.textMuted
                        wrapMode: Text.Wrap
                    }
                }
            }

            background: Rectangle {
                radius: Theme.radius
                color: Theme.text
                opacity: valueColumn.down ? 0.1 : 0
            }
        }

        ActionButton {
            objectName: "plusButton"
            Layout.preferredWidth: Theme.bigTouch
            Layout.preferredHeight: Theme.bigTouch
            minimumSize: Theme.bigTouch
            iconPath: Icons.plus
            iconSize: 28
            Accessible.name: root.owner.length > 0 ? qsTr("Add 1 %1 to %2").arg(root.label).arg(root.owner) : qsTr("%1 plus one").arg(root.label)
            onClicked: root.adjustRequested(1)
        }
    }
}
