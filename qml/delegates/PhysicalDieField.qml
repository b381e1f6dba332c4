import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The field for one real die: which die it is and what it showed.
ColumnLayout {
    id: root

    required property int index
    required property int modelData
    property alias text: field.text

    signal submitted

    function clear() {
        field.clear();
    }

    spacing: 2

    Label {
        text: qsTr("Die %1 · d%2").arg(root.index + 1).arg(root.modelData)
        font.pixelSize: Theme.fontSmall
        color: Theme.textMuted
    }

    InputField {
        id: field

        objectName: "faceField" + root.index
        Accessible.name: qsTr("What die %1 (d%2) shows").arg(root.index + 1).arg(root.modelData)
        Layout.preferredWidth: 104
        horizontalAlignment: TextInput.AlignHCenter
        font.pixelSize: Theme.fontTitle
        inputMethodHints: Qt.ImhDigitsOnly
        validator: RegularExpressionValidator {
            regularExpression: /[0-9]{0,4}/
        }
        onAccepted: root.submitted()
    }
}
