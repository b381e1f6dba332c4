#pragma once

#include <QString>

namespace arbiter {

// The name a person reads for a game id ("theosis" -> "Theosis", as the
// game's registration in app/ui/games/<game>/ names it), in the
// current language; "general" is the rules that belong to no single game.
// An unknown id is shown as it is.
QString gameDisplayName(const QString &gameId);

} // namespace arbiter
