#include "history/SessionHistory.h"

#include "history/LogStory.h"
#include "history/StoryResult.h"

#include <QJsonDocument>

namespace arbiter {

Result<SessionStory> SessionHistory::tell(qint64 id)
{
    auto log = m_sessions.open(id);
    if (!log)
        return log.error();
    return history::storyOfLog(log.value()->game(), *log.value(), m_sessions.store(), id);
}

Result<QJsonObject> SessionHistory::story(qint64 id)
{
    auto row = m_sessions.store().result(id);
    if (!row)
        return row.error();
    if (row->has_value()) {
        const QJsonDocument stored = QJsonDocument::fromJson(row->value().story);
        if (stored.isObject())
            return stored.object();
    }
    auto told = tell(id);
    if (!told)
        return told.error();
    return toJson(told.value());
}

Status SessionHistory::rebuild(qint64 id)
{
    auto told = tell(id);
    if (!told)
        return told.error();
    if (!told->over)
        return m_sessions.store().removeResult(id);
    auto session = m_sessions.store().session(id);
    if (!session)
        return session.error();
    return m_sessions.store().writeResult(
        history::resultOf(id, told.value(), session->players, session->createdAt, session->updatedAt));
}

Result<SessionHistory::Rebuilt> SessionHistory::rebuildAll()
{
    auto sessions = m_sessions.store().listSessions();
    if (!sessions)
        return sessions.error();
    Rebuilt rebuilt;
    for (const SessionSummary &s : sessions.value()) {
        ++rebuilt.sessions;
        if (Status done = rebuild(s.id); !done) {
            if (done.error().kind == ErrorKind::Storage && done.error().code != QLatin1String("storage.corrupt"))
                return done.error(); // the file itself: locked, full, gone
            rebuilt.failed << s.id;
            continue;
        }
        auto row = m_sessions.store().result(s.id);
        if (row && row->has_value())
            ++rebuilt.finished;
    }
    return rebuilt;
}

Result<SessionReplay> SessionHistory::replay(qint64 id)
{
    auto log = m_sessions.open(id);
    if (!log)
        return log.error();
    auto actions = history::actionsInForce(*log.value(), m_sessions.store(), id);
    if (!actions)
        return actions.error();
    return SessionReplay::fold(log.value()->game(), log.value()->initial(), std::move(actions).value());
}

} // namespace arbiter
