#pragma once

#include <QJsonObject>
#include <QString>

namespace arbiter::bench {

// The history's figures (issue 26): the across-sessions page over `sessions`
// saved finished sessions (time and memory), a game's story of a session of
// `storyActions` actions, and one replay step in it.
QJsonObject historyBenchmarks(int sessions, int storyActions, const QString &dir);

} // namespace arbiter::bench
