import QtQuick
import QtQuick.Layouts
import Arbiter

// The rituals whose turn token matches this Arena turn, cast before any hero
// acts: pick one, tap its anchor on the board, turn it, cast it or let it lapse.
ColumnLayout {
    id: root

    required property TheosisArenaController controller

    signal ruleRequested(string ruleId)

    spacing: Theme.gap

    HeadingLabel {
        Layout.fillWidth: true
        text: qsTr("Rituals due")
    }

    TheosisArenaChips {
        Layout.fillWidth: true
        namePrefix: "theosisRitual_"
        options: root.controller.dueRituals.map(r => ({
            "value": r.ritual,
            "label": qsTr("%1 (%2)").arg(r.name).arg(r.playerName),
            "chosen": r.chosen
        }))
        onPicked: value => root.controller.chooseRitual(value)
    }

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.gap

        ActionButton {
            objectName: "theosisRitualLeft"
            text: "↺"
            Accessible.name: qsTr("Turn left")
            onClicked: root.controller.turnRitual(-1)
        }

        BodyLabel {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("Turned %1 × 60°").arg(root.controller.rotation)
        }

        ActionButton {
            objectName: "theosisRitualRight"
            text: "↻"
            Accessible.name: qsTr("Turn right")
            onClicked: root.controller.turnRitual(1)
        }

        ActionButton {
            kind: ActionButton.Quiet
            iconPath: Icons.rules
            Accessible.name: qsTr("Rituals")
            onClicked: root.ruleRequested("theosis.rituals")
        }
    }

    BodyLabel {
        Layout.fillWidth: true
        objectName: "theosisRitualProblem"
        visible: root.controller.problem.length > 0
        muted: true
        text: root.controller.problem
    }

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.gap

        ActionButton {
            Layout.fillWidth: true
            objectName: "theosisRitualCast"
            kind: ActionButton.Primary
            iconPath: Icons.play
            enabled: root.controller.ready
            text: qsTr("Cast")
            onClicked: root.controller.castRitual()
        }

        ActionButton {
            objectName: "theosisRitualSkip"
            text: qsTr("Let it lapse")
            onClicked: root.controller.skipRitual()
        }
    }
}
