#include "history/LogStory.h"

#include "core/standing.h"
#include "history/StoryResult.h"

#include <QJsonDocument>

namespace arbiter::history {

namespace {

bool isOver(const GameDefinition &game, const SessionState &state)
{
    return game.standing && game.standing(state).over;
}

} // namespace

Result<std::vector<QJsonObject>> actionsInForce(const SessionLog &log, const SessionStore &store, qint64 sessionId)
{
    const std::vector<const Record *> effective = log.effectiveRecords();
    std::map<qint64, QByteArray> unloaded;
    for (const Record *r : effective)
        if (r->action.isEmpty())
            unloaded.emplace(r->seq, QByteArray{});
    if (!unloaded.empty()) {
        auto stored = store.records(sessionId, SessionStore::RecordDetail::ForReplay);
        if (!stored)
            return stored.error();
        for (StoredRecord &r : stored.value())
            if (auto it = unloaded.find(r.seq); it != unloaded.end())
                it->second = std::move(r.action);
    }
    std::vector<QJsonObject> actions;
    actions.reserve(effective.size());
    for (const Record *r : effective)
        actions.push_back(QJsonDocument::fromJson(r->action.isEmpty() ? unloaded[r->seq] : r->action).object());
    return actions;
}

Result<SessionStory> storyOfLog(const GameDefinition &game, const SessionLog &log, const SessionStore &store,
                                qint64 sessionId)
{
    auto actions = actionsInForce(log, store, sessionId);
    if (!actions)
        return actions.error();
    return tellStory(game, log.initial(), actions.value());
}

Result<std::optional<ResultChange>> resultChange(const GameDefinition &game, const SessionLog &log, const Record &record,
                                                 const Transition &outcome, const SessionStore &store, qint64 sessionId)
{
    const bool overAfter = isOver(game, outcome.state);
    if (!overAfter) {
        if (isOver(game, log.state()))
            return std::optional<ResultChange>(ResultChange{ResultChange::Kind::Remove, {}});
        return std::optional<ResultChange>{};
    }
    // The story of the log as it will be once this record is in it.
    SessionLog after = log;
    after.accept(record, outcome);
    auto story = storyOfLog(game, after, store, sessionId);
    if (!story)
        return story.error();
    auto session = store.session(sessionId);
    if (!session)
        return session.error();
    return std::optional<ResultChange>(ResultChange{
        ResultChange::Kind::Write, resultOf(sessionId, story.value(), log.initial().players, session->createdAt, {})});
}

} // namespace arbiter::history
