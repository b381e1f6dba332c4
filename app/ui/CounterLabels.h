#pragma once

#include <QString>

namespace arbiter {

// What a player calls a counter the engine keys as "max_hp", "mp" or
// "creation_exhausted", in the user's language (context "CounterLabels").
// A key no game defines (a counter the table added by hand) shows as typed.
QString counterLabel(const QString &key);

} // namespace arbiter
