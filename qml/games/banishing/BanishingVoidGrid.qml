import QtQuick
import QtQuick.Layouts
import Arbiter

// The 3x3 Void: the top card of every stack, how many cards the stack holds,
// the places still waiting for a card, and the line a picker would take.
// A positioner, not a layout: see BanishingLinePicker.
Item {
    id: root

    // The controller's BanishingVoidSpace rows (a GadgetListModel).
    property var spaces: null
    // "row" / "column" and its index: the spaces a take would empty.
    property string previewLine: ""
    property int previewIndex: -1
    // A space picked as the first half of a Swap (-1: none).
    property int selectedSpace: -1
    // The space the reveal picker asks about (-1: none).
    property int nextPending: -1
    // Choosing the spaces of a Swap: every space takes a tap. Otherwise a
    // tap on a card asks to move it (an ability that clears a space).
    property bool choosing: false

    signal spaceTapped(int index)
    signal cardTapped(int index)

    function inPreview(space: var): bool {
        if (root.previewLine === "row")
            return space.row === root.previewIndex;
        if (root.previewLine === "column")
            return space.column === root.previewIndex;
        return false;
    }

    implicitWidth: 3 * 150 + 2 * Theme.gap
    implicitHeight: 3 * 92 + 2 * Theme.gap

    // The nine tiles stay: a change tells only the spaces it touched.
    Grid {
        anchors.fill: parent
        columns: 3
        spacing: Theme.gap

        Repeater {
            model: root.spaces

            delegate: BanishingCardTile {
                required property var value
                readonly property var modelData: value

                objectName: "voidSpace" + modelData.index
                width: (root.width - 2 * Theme.gap) / 3
                height: 92
                card: modelData.top
                stackHeight: modelData.height
                waiting: modelData.pending
                highlighted: root.inPreview(modelData) || root.selectedSpace === modelData.index || root.nextPending === modelData.index
                Accessible.role: Accessible.Button
                Accessible.name: qsTr("Void space %1: %2").arg(modelData.index + 1).arg(spokenName)
                Accessible.onPressAction: {
                    if (spaceTap.enabled)
                        activate();
                }

                function activate() {
                    if (root.choosing)
                        root.spaceTapped(modelData.index);
                    else
                        root.cardTapped(modelData.index);
                }

                TapHandler {
                    id: spaceTap

                    enabled: root.choosing || !parent.empty
                    onTapped: parent.activate()
                }
            }
        }
    }
}
