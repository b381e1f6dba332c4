#pragma once

#include "core/session_log.h"
#include "core/session_story.h"
#include "storage/SessionStore.h"

#include <optional>

namespace arbiter::history {

// The actions in force of a log, oldest first; those a resume left unloaded
// (before its snapshot) are read from the store.
Result<std::vector<QJsonObject>> actionsInForce(const SessionLog &log, const SessionStore &store, qint64 sessionId);

Result<SessionStory> storyOfLog(const GameDefinition &game, const SessionLog &log, const SessionStore &store,
                                qint64 sessionId);

// What a change about to be appended does to the session's history row:
// written when the state after it is over (the end, or a correction after
// it), removed when it takes the end back, nothing otherwise. `log` is the
// log before the change, `record` and `outcome` the change.
Result<std::optional<ResultChange>> resultChange(const GameDefinition &game, const SessionLog &log, const Record &record,
                                                 const Transition &outcome, const SessionStore &store, qint64 sessionId);

} // namespace arbiter::history
