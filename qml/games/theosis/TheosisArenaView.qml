import QtQuick
import Arbiter

// Placeholder for the Arena half of the Theosis table.
Item {
    id: root

    signal ruleRequested(string ruleId)
    signal pageRequested(Component page, var properties)

    function showStop(stop: string): bool {
        return true;
    }

    function closePopups() {
    }

    BodyLabel {
        anchors.centerIn: parent
        text: "Arena"
    }
}
