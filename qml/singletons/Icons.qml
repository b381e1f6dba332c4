pragma Singleton
import QtQuick

// Line icons drawn on a 24 x 24 grid with round 2 px strokes (see
// VectorIcon). Paths rather than SVG files: they need no image plugin and
// take the theme's colour.
QtObject {
    readonly property string home: "M3 11 L12 3.5 L21 11 M5.5 9 V20.5 H18.5 V9 M10 20.5 V14.5 H14 V20.5"
    readonly property string dice: "M5.5 3.5 H18.5 Q20.5 3.5 20.5 5.5 V18.5 Q20.5 20.5 18.5 20.5 H5.5 Q3.5 20.5 3.5 18.5 V5.5 Q3.5 3.5 5.5 3.5 Z M8.5 8.5 h0.01 M15.5 8.5 h0.01 M12 12 h0.01 M8.5 15.5 h0.01 M15.5 15.5 h0.01"
    readonly property string rules: "M12 6.5 C10 5 7 4.5 3.5 5 V19 C7 18.5 10 19 12 20.5 C14 19 17 18.5 20.5 19 V5 C17 4.5 14 5 12 6.5 Z M12 6.5 V20.5"
    readonly property string settings: "M4 6 H20 M4 12 H20 M4 18 H20 M9 4 V8 M15 10 V14 M7 16 V20"
    readonly property string undo: "M9 14 L4 9 L9 4 M4 9 H14.5 A5 5 0 0 1 14.5 19 H11"
    readonly property string redo: "M15 14 L20 9 L15 4 M20 9 H9.5 A5 5 0 0 0 9.5 19 H13"
    readonly property string back: "M15 5 L8 12 L15 19"
    readonly property string plus: "M12 5 V19 M5 12 H19"
    readonly property string minus: "M5 12 H19"
    readonly property string log: "M9 6 H20 M9 12 H20 M9 18 H20 M4.5 6 h0.01 M4.5 12 h0.01 M4.5 18 h0.01"
    readonly property string trash: "M4 7 H20 M9 7 V4.5 H15 V7 M6.5 7 L7.5 20 H16.5 L17.5 7 M10 11 V16.5 M14 11 V16.5"
    readonly property string copy: "M8.5 8.5 H19.5 V20.5 H8.5 Z M5 16 V4 H15.5"
    readonly property string play: "M8 5 L19 12 L8 19 Z"
    readonly property string edit: "M4 20 L4.5 16 L16 4.5 L19.5 8 L8 19.5 Z M13.5 7 L17 10.5"
    readonly property string close: "M6 6 L18 18 M18 6 L6 18"
    readonly property string search: "M10.5 4 A6.5 6.5 0 1 0 10.5 17 A6.5 6.5 0 1 0 10.5 4 Z M15.5 15.5 L20 20"
    readonly property string note: "M5 4 H15 L19 8 V20 H5 Z M15 4 V8 H19 M8 12 H16 M8 16 H13"
    readonly property string info: "M12 3.5 A8.5 8.5 0 1 0 12 20.5 A8.5 8.5 0 1 0 12 3.5 Z M12 11 V16.5 M12 7.5 h0.01"
    readonly property string folder: "M3.5 6.5 Q3.5 5 5 5 H9.5 L11.5 7 H19 Q20.5 7 20.5 8.5 V18 Q20.5 19.5 19 19.5 H5 Q3.5 19.5 3.5 18 Z"
    readonly property string table: "M3.5 4.5 H20.5 V19.5 H3.5 Z M3.5 9.5 H20.5 M3.5 14.5 H20.5 M9.2 4.5 V19.5 M14.8 4.5 V19.5"
    readonly property string counters: "M4 5 H14 M4 12 H14 M4 19 H14 M17 3 V7 M15 5 H19 M15 12 H19 M17 17 V21 M15 19 H19"
    readonly property string check: "M5 12.5 L10 17.5 L19 7"
}
