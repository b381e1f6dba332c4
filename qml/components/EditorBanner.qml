import QtQuick
import QtQuick.Layouts
import Arbiter

// The top of every content editor: what the library refused (the store's
// error, put away with its button), that the pack was saved, and what the
// engine's content check still finds wrong in the pack being edited. One
// component so that every editor says these the same way in the same place.
ColumnLayout {
    id: root

    // Names the parts for tests: <namePrefix>Error, <namePrefix>Note, <namePrefix>Problem.
    property string namePrefix: "editor"
    // The library's refusal; an editor may show its own file error instead.
    property string error: SessionLibrary.error
    // "Saved ..." after a save, empty otherwise.
    property string saved
    // The content check's complaint about the pack as it stands, or empty.
    property string problem

    // Nothing to say takes no room (and no spacing) in the editor's column.
    visible: root.error.length > 0 || root.saved.length > 0 || root.problem.length > 0
    spacing: Theme.gap

    ErrorBanner {
        Layout.fillWidth: true
        objectName: root.namePrefix + "Error"
        message: root.error
        onDismissed: SessionLibrary.clearErrors()
    }

    BodyLabel {
        Layout.fillWidth: true
        objectName: root.namePrefix + "Note"
        visible: root.saved.length > 0
        color: Theme.success
        text: root.saved
    }

    BodyLabel {
        Layout.fillWidth: true
        objectName: root.namePrefix + "Problem"
        visible: root.problem.length > 0
        color: Theme.danger
        text: qsTr("Not valid yet: %1").arg(root.problem)
    }
}
