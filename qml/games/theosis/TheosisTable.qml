import QtQuick
import Arbiter

// The game's own table view inside the session screen (shown when its
// GameScreens says hasTable). The session page forwards the tour's stops
// and pushes the pages this view asks for.
Item {
    id: root

    signal ruleRequested(string ruleId)
    signal pageRequested(Component page, var properties)

    // One of the game's tour stops (GameScreens::tourStops); false when it
    // could not be shown.
    function showStop(stop: string): bool {
        return false;
    }

    function closePopups() {
    }
}
