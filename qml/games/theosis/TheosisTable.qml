import QtQuick
import Arbiter

// The Theosis table: Hierapolis while the heroes prepare (placement,
// bidding, gold allocation), the Arena from the entry to the end (whose side
// panel offers the players' own ranking against monsters).
Item {
    id: root

    signal ruleRequested(string ruleId)
    signal pageRequested(Component page, var properties)

    function showStop(stop: string): bool {
        if (stop === "theosis-content-editor") {
            root.pageRequested(contentEditorPage, { "startSection": "items", "startEntry": "flame-axe" });
            return true;
        }
        return half.item !== null && half.item.showStop(stop);
    }

    function closePopups() {
        if (half.item)
            half.item.closePopups();
    }

    TheosisGamePhase {
        id: gamePhase
        session: ActiveSession
    }

    Loader {
        id: half
        anchors.fill: parent
        source: gamePhase.inHierapolis ? "TheosisHierapolisView.qml" : "TheosisArenaView.qml"
    }

    Connections {
        target: half.item
        ignoreUnknownSignals: true
        function onRuleRequested(ruleId: string) {
            root.ruleRequested(ruleId);
        }
        function onPageRequested(page: Component, properties: var) {
            root.pageRequested(page, properties);
        }
    }

    Component {
        id: contentEditorPage

        TheosisContentEditorPage {}
    }
}
