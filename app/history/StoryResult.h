#pragma once

#include "core/session_story.h"
#include "storage/SessionResult.h"

#include <QJsonArray>

namespace arbiter::history {

// The history row of a finished session, from the story the engine told of
// it: who won, who played what, how each player's dice fell.
SessionResult resultOf(qint64 sessionId, const SessionStory &story, const QJsonArray &players,
                       const QDateTime &startedAt, const QDateTime &endedAt);

} // namespace arbiter::history
