#pragma once

#include "core/session_replay.h"
#include "core/session_story.h"
#include "session/SessionService.h"

#include <QJsonObject>

namespace arbiter {

// The history of the sessions over the service: a game's story, its row for
// the statistics rebuilt on demand, a read-only replay. Nothing here writes
// a record.
class SessionHistory {
public:
    explicit SessionHistory(SessionService &sessions) : m_sessions(sessions) {}

    // The story of a session (SessionStory's JSON): a finished one's from its
    // history row, any other told from its log now.
    Result<QJsonObject> story(qint64 id);
    // Tells the story from the log again and writes the row, or removes it
    // when the game is not over.
    Status rebuild(qint64 id);
    struct Rebuilt {
        int sessions = 0; // looked at
        int finished = 0; // with a row now
        QList<qint64> failed; // damaged sessions or logs, left as they were
    };
    // Every session of the store, one after another (the rows of sessions
    // finished before the history existed come from here).
    Result<Rebuilt> rebuildAll();
    // The session stepped through read-only.
    Result<SessionReplay> replay(qint64 id);

private:
    Result<SessionStory> tell(qint64 id);

    SessionService &m_sessions;
};

} // namespace arbiter
