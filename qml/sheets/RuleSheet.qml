import QtQuick
import QtQuick.Controls
import Arbiter

// The rules over whatever is open, dialogs included. A rule link opens its
// entry alone: it never hides its answer behind the dialog that asked, and
// closing it returns to the choice being made, untouched. From the table,
// the sheet opens on the search of the game being played; an entry tapped
// there shows in the sheet, and Back returns to the search.
Popup {
    id: root

    property string entryId
    readonly property alias stack: stack
    // The search page when the sheet was opened on a search, else null.
    property Item searchView: null

    function openEntry(ruleId: string) {
        root.entryId = ruleId;
        root.searchView = null;
        stack.clear(StackView.Immediate);
        stack.push(entryComponent, { "entryId": ruleId, "closesSheet": true }, StackView.Immediate);
        root.open();
    }

    function openSearch(gameId: string) {
        root.entryId = "";
        stack.clear(StackView.Immediate);
        root.searchView = stack.push(searchComponent, { "gameFilter": gameId }, StackView.Immediate);
        root.open();
    }

    function showEntry(ruleId: string) {
        root.entryId = ruleId;
        stack.push(entryComponent, { "entryId": ruleId, "closesSheet": false }, Theme.motion > 0 ? StackView.PushTransition : StackView.Immediate);
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

    onClosed: stack.clear(StackView.Immediate)

    contentItem: PageStack {
        id: stack

        clip: true
    }

    Component {
        id: entryComponent

        RuleEntryPage {
            // Opened by a link: Back closes the sheet; opened from the search: Back returns to it.
            property bool closesSheet: true

            objectName: "ruleSheetEntry"
            onBackRequested: {
                if (closesSheet)
                    root.close();
                else
                    stack.pop();
            }
        }
    }

    Component {
        id: searchComponent

        RulesPage {
            objectName: "ruleSheetSearch"
            onEntryRequested: entryId => root.showEntry(entryId)

            header: PageHeader {
                title: qsTr("Rules")
                subtitle: ActiveSession.isOpen ? qsTr("Searching the rules of %1; “All” searches every game").arg(ActiveSession.gameName) : ""

                ActionButton {
                    objectName: "ruleSheetClose"
                    iconPath: Icons.close
                    text: qsTr("Close")
                    Accessible.name: qsTr("Close the rules")
                    onClicked: root.close()
                }
            }
        }
    }
}
