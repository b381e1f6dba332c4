import QtQuick

// The words the Exiled Legends views use for the content pack's and the
// engine's keywords (types, ability kinds, triggers, phases, actions).
QtObject {
    function typeName(type: string): string {
        switch (type) {
        case "fire":
            return qsTr("Fire");
        case "water":
            return qsTr("Water");
        case "light":
            return qsTr("Light");
        case "dark":
            return qsTr("Dark");
        case "unknown":
            return qsTr("Unknown");
        }
        return type;
    }

    function kindName(kind: string): string {
        switch (kind) {
        case "triggered":
            return qsTr("Triggered");
        case "functional":
            return qsTr("Functional");
        case "continuous":
            return qsTr("Continuous");
        }
        return kind;
    }

    function triggerName(trigger: string): string {
        switch (trigger) {
        case "attacked":
            return qsTr("When attacked");
        case "precise_attacked":
            return qsTr("When precise attacked");
        case "mass_attacked":
            return qsTr("When mass attacked");
        case "attacking":
            return qsTr("When its Champion attacks");
        case "precise_attacking":
            return qsTr("When its Champion makes a precise attack");
        case "mass_attacking":
            return qsTr("When its Champion makes a mass attack");
        case "damaged":
            return qsTr("When damaged");
        case "destroyed":
            return qsTr("When destroyed");
        case "turn_start":
            return qsTr("At the start of the turn");
        case "other":
            return qsTr("When the table says");
        }
        return trigger;
    }

    // Which heroes the effects entered with an ability may name.
    function targetsName(targets: string): string {
        switch (targets) {
        case "any":
            return qsTr("Any hero");
        case "team":
            return qsTr("Its player's heroes");
        case "self":
            return qsTr("Only its own card");
        }
        return targets;
    }

    function phaseName(phase: string): string {
        switch (phase) {
        case "sphere":
            return qsTr("Sphere card");
        case "beginning":
            return qsTr("Beginning");
        case "action":
            return qsTr("Action");
        case "attack":
            return qsTr("Attack");
        case "end":
            return qsTr("End");
        }
        return phase;
    }

    function positionName(position: string): string {
        switch (position) {
        case "champion":
            return qsTr("Champion");
        case "support":
            return qsTr("Support");
        case "legend":
            return qsTr("Legend");
        case "team":
            return qsTr("Team ability");
        case "candidate":
            return qsTr("Waiting");
        }
        return position;
    }

    function actionName(type: string): string {
        switch (type) {
        case "action.add_bane":
            return qsTr("Add a bane token");
        case "action.remove_bane":
            return qsTr("Remove a bane token");
        case "action.remove_damage":
            return qsTr("Remove 1 damage from a Support");
        case "action.switch":
            return qsTr("Switch Champion and a Support");
        case "action.return_support":
            return qsTr("Return a clean Support");
        }
        return type;
    }

    function flowName(type: string): string {
        switch (type) {
        case "sphere.flip":
            return qsTr("Flip the Sphere card");
        case "phase.next":
            return qsTr("Next phase");
        case "turn.end":
            return qsTr("End the turn");
        case "attack.continue":
            return qsTr("Continue the attack");
        }
        return type;
    }

    // The five steps of an attack, 1-based.
    function attackStepName(step: int): string {
        switch (step) {
        case 1:
            return qsTr("Declare");
        case 2:
            return qsTr("Reactions");
        case 3:
            return qsTr("Add counters");
        case 4:
            return qsTr("Aftermath");
        case 5:
            return qsTr("Destroyed out");
        }
        return "";
    }

    function baneTimingName(timing: string): string {
        switch (timing) {
        case "always":
            return qsTr("Always");
        case "damaged":
            return qsTr("When the hero takes damage");
        case "turn_start":
            return qsTr("At the start of its owner's turn");
        }
        return timing;
    }
}
