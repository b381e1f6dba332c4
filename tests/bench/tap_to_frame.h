#pragma once

#include <QJsonObject>

namespace arbiter::bench {

// The time from a tap on a game's table to the frame that shows its answer,
// on the heaviest table screens (see tap_to_frame.cpp). Needs a
// QGuiApplication; `tapsPerScreen` taps on each screen.
QJsonObject tapToFrameBenchmarks(int tapsPerScreen);

} // namespace arbiter::bench
