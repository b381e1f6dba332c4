import QtQuick
import Arbiter

// A refusal that floats over the foot of a page instead of taking a place in
// it: the board and the buttons above stay where the finger is. Anchored by
// the page; the page's Flickable leaves `room` below its content so that
// whatever lies under the refusal can still be scrolled into view.
ErrorBanner {
    id: root

    // What the page's Flickable keeps free at its foot.
    readonly property real room: visible ? height + Theme.margin : 0

    // Room for a few lines from the start: a longer or shorter refusal after
    // it keeps its buttons in place.
    height: Math.max(implicitHeight, 112)
    z: 2
    message: ActiveSession.error
    ruleId: ActiveSession.errorRule
    onDismissed: ActiveSession.clearError()
}
