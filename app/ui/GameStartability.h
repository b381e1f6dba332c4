#pragma once

#include <QString>

namespace arbiter {

// Whether the app's new-session sheet can start this game: its rules must be
// built, and the engine's default setup must be enough, since the sheet asks
// only for player names. A game whose setup needs choices the sheet cannot
// collect yet (Exiled Legends: each player's Legend and Sphere cards) is
// tracked through arbiter-cli until its setup screen exists.
bool startableInApp(const QString &gameId);

} // namespace arbiter
