import QtQuick
import QtQuick.Layouts
import Arbiter

// The rituals whose turn token matches this Arena turn, cast before any hero
// acts: pick one, tap its anchor on the board and turn it (a token), or hand
// out its gems (Mana Surge); cast it or let it lapse.
ColumnLayout {
    id: root

    required property TheosisArenaController controller
    readonly property bool tokenRitual: controller.ritualLaysToken

    signal ruleRequested(string ruleId)

    spacing: Theme.gap

    HeadingLabel {
        Layout.fillWidth: true
        text: qsTr("Rituals due")
    }

    TheosisArenaModelChips {
        Layout.fillWidth: true
        namePrefix: "theosisRitual_"
        model: root.controller.dueRituals
        valueOf: r => r.ritual
        labelOf: r => qsTr("%1 (%2)").arg(r.name).arg(r.playerName)
        onPicked: value => root.controller.chooseRitual(value)
    }

    RowLayout {
        Layout.fillWidth: true
        visible: root.tokenRitual
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

    TheosisArenaGemPicker {
        Layout.fillWidth: true
        objectName: "theosisRitualGems"
        visible: root.controller.ritualTakesGems
        controller: root.controller
    }

    RowLayout {
        Layout.fillWidth: true
        visible: !root.tokenRitual
        spacing: Theme.gap

        BodyLabel {
            Layout.fillWidth: true
            muted: true
            text: root.controller.ritualTakesGems ? qsTr("The gems are optional; the rest of the ritual's text is carried out at the table.")
                                                  : qsTr("The session carries this ritual out when it is cast.")
        }

        ActionButton {
            kind: ActionButton.Quiet
            iconPath: Icons.rules
            Accessible.name: qsTr("Mana and skills")
            onClicked: root.ruleRequested(root.controller.ritualTakesGems ? "theosis.mana-skills" : "theosis.rituals")
        }
    }

    BodyLabel {
        Layout.fillWidth: true
        objectName: "theosisRitualProblem"
        visible: root.controller.problem.length > 0
        muted: true
        text: root.controller.problem
    }
}
