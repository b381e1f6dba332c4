import QtQuick
import Arbiter

// One of the Icons paths, stroked in `color` at `size` pixels. A Canvas
// rather than a Shape: Qt 6.4's software Shape renderer (offscreen, and
// machines without a GPU) can crash when shapes come and go quickly.
Canvas {
    id: root

    property string path
    property color color: Theme.text
    property real size: 24

    implicitWidth: size
    implicitHeight: size
    antialiasing: true
    onPathChanged: requestPaint()
    onColorChanged: requestPaint()
    onPaint: {
        const context = getContext("2d");
        context.reset();
        if (root.path.length === 0)
            return;
        context.scale(width / 24, height / 24);
        context.lineWidth = 2;
        context.lineCap = "round";
        context.lineJoin = "round";
        context.strokeStyle = root.color;
        context.path = root.path;
        context.stroke();
    }
}
