import QtQuick
import QtQuick.Controls
import Arbiter

// A stack of pages that cross-fade; Theme.motion 0 makes it instant.
StackView {
    pushEnter: Transition {
        PropertyAnimation {
            property: "opacity"
            from: 0
            to: 1
            duration: Theme.motion
        }
    }
    pushExit: Transition {
        PropertyAnimation {
            property: "opacity"
            from: 1
            to: 0
            duration: Theme.motion
        }
    }
    popEnter: Transition {
        PropertyAnimation {
            property: "opacity"
            from: 0
            to: 1
            duration: Theme.motion
        }
    }
    popExit: Transition {
        PropertyAnimation {
            property: "opacity"
            from: 1
            to: 0
            duration: Theme.motion
        }
    }
    replaceEnter: pushEnter
    replaceExit: pushExit
}
