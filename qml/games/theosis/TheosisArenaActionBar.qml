import QtQuick
import QtQuick.Layouts
import Arbiter

// The buttons that finish the step the Arena is at (the hero's action, the
// ritual, the monster's turn), at the foot of the panel: the choices above
// them grow, shrink and scroll, and these stay where the finger is.
RowLayout {
    id: root

    required property TheosisArenaController controller

    signal combatRequested

    visible: root.controller.step === "hero" || root.controller.step === "ritual" || root.controller.step === "monster"
    spacing: Theme.gap

    ActionButton {
        Layout.fillWidth: true
        objectName: "theosisCommit"
        visible: root.controller.step === "hero"
        kind: ActionButton.Primary
        iconPath: Icons.play
        enabled: root.controller.ready
        text: qsTr("Play it")
        onClicked: root.controller.commit()
    }

    ActionButton {
        objectName: "theosisOpenCombat"
        visible: root.controller.step === "hero" && (root.controller.action === "attack" || root.controller.action === "skill")
        iconPath: Icons.counters
        text: qsTr("Combat sheet")
        onClicked: root.combatRequested()
    }

    ActionButton {
        Layout.fillWidth: true
        objectName: "theosisRitualCast"
        visible: root.controller.step === "ritual"
        kind: ActionButton.Primary
        iconPath: Icons.play
        enabled: root.controller.ready
        text: qsTr("Cast")
        onClicked: root.controller.castRitual()
    }

    ActionButton {
        objectName: "theosisRitualSkip"
        visible: root.controller.step === "ritual"
        text: qsTr("Let it lapse")
        onClicked: root.controller.skipRitual()
    }

    ActionButton {
        Layout.fillWidth: true
        objectName: "theosisMonsterAct"
        visible: root.controller.step === "monster"
        kind: ActionButton.Primary
        iconPath: Icons.play
        enabled: root.controller.ready
        text: qsTr("Carry out the monster's action")
        onClicked: root.controller.monsterAct()
    }
}
