import QtQuick
import QtQuick.Controls
import Arbiter

// A rules entry over whatever is open, dialogs included: a rule link never
// hides its answer behind the dialog that asked, and closing it returns to
// the choice being made, untouched.
Popup {
    id: root

    property string entryId

    function openEntry(ruleId: string) {
        root.entryId = ruleId;
        root.open();
    }

    parent: Overlay.overlay
    // Above the game's dialogs (z 0), so the entry opened from one shows on top.
    z: 100
    anchors.centerIn: parent
    width: parent ? Math.min(parent.width - 2 * Theme.margin, 900) : 600
    height: parent ? parent.height - 2 * Theme.margin : 600
    modal: true
    padding: 0
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside

    background: Rectangle {
        color: Theme.background
        radius: Theme.radius
        border.width: 1
        border.color: Theme.outline
    }

    contentItem: RuleEntryPage {
        objectName: "ruleSheetEntry"
        entryId: root.entryId
        onBackRequested: root.close()
    }
}
