#pragma once

#include <QStringList>

namespace arbiter {

// Counts the warnings and errors Qt logs (QML's above all), for --self-test
// and --screenshot, which must fail on any. Messages still reach the
// previous handler, so they show on the console as usual. Platform noise
// that says nothing about the app (qt.qpa.*, XDG_RUNTIME_DIR) is not counted.
namespace WarningCounter {

void install();
[[nodiscard]] int count();
[[nodiscard]] QStringList messages(); // the first few, for the report

} // namespace WarningCounter

} // namespace arbiter
