#pragma once

#include <QString>

namespace arbiter {

// What a player calls a counter the engine keys as "max_hp", "mp" or
// "creation_exhausted", in the user's language: the name the game registers
// (core/counter_names.h). A key the game does not name (a counter the table
// added by hand) shows as typed.
QString counterLabel(const QString &game, const QString &key);

} // namespace arbiter
