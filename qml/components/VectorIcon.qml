import QtQuick
import QtQuick.Shapes
import Arbiter

// One of the Icons paths, stroked in `color` at `size` pixels.
Item {
    id: root

    property string path
    property color color: Theme.text
    property real size: 24

    implicitWidth: size
    implicitHeight: size

    Shape {
        width: 24
        height: 24
        scale: root.size / 24
        transformOrigin: Item.TopLeft
        antialiasing: true

        ShapePath {
            strokeColor: root.color
            strokeWidth: 2
            fillColor: "transparent"
            capStyle: ShapePath.RoundCap
            joinStyle: ShapePath.RoundJoin

            PathSvg {
                path: root.path
            }
        }
    }
}
