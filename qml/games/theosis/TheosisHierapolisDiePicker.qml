import QtQuick
import QtQuick.Layouts
import Arbiter

// A die the location rolls: the app rolls it (face 0), or the face the real
// die showed. The face shown is the owner's; a tap asks for another.
ColumnLayout {
    id: root

    property int sides: 6
    property int face: 0
    property string namePrefix: "die"

    signal picked(int face)

    spacing: Theme.gap

    HeadingLabel {
        Layout.fillWidth: true
        text: qsTr("The d%1").arg(root.sides)
    }

    TheosisPrepChips {
        Layout.fillWidth: true
        namePrefix: root.namePrefix
        selected: root.face
        options: {
            const list = [{
                    "value": 0,
                    "label": qsTr("Roll in the app")
                }];
            for (let f = 1; f <= root.sides; ++f)
                list.push({
                    "value": f,
                    "label": String(f)
                });
            return list;
        }
        onPicked: value => root.picked(value)
    }
}
