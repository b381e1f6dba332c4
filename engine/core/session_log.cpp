#include "session_log.h"

#include <QJsonDocument>

namespace arbiter {

namespace {

// A checkpoint every this many actions in force keeps undo from replaying the
// whole session while holding only a few states in memory.
constexpr std::size_t kCheckpointEvery = 64;

RuleError replayError(std::int64_t seq)
{
    return RuleError{ErrorKind::Internal, QStringLiteral("session.replay_failed"), QStringLiteral("core.sessions"),
                     phrase(QT_TRANSLATE_NOOP("Engine", "The saved log could not be replayed at entry %1."), seq)};
}

} // namespace

QString recordKindName(RecordKind kind)
{
    switch (kind) {
    case RecordKind::Action:
        return QStringLiteral("action");
    case RecordKind::Undo:
        return QStringLiteral("undo");
    case RecordKind::Redo:
        return QStringLiteral("redo");
    }
    return {};
}

std::optional<RecordKind> recordKindFromName(const QString &name)
{
    for (RecordKind kind : {RecordKind::Action, RecordKind::Undo, RecordKind::Redo})
        if (recordKindName(kind) == name)
            return kind;
    return std::nullopt;
}

SessionLog::SessionLog(const GameDefinition &game, SessionState initial)
    : m_game(&game), m_initial(initial), m_state(std::move(initial))
{
    m_checkpoints.emplace(0, m_initial);
}

std::vector<const Record *> SessionLog::effectiveRecords() const
{
    std::vector<const Record *> out;
    out.reserve(m_effective.size());
    for (std::size_t index : m_effective)
        out.push_back(&m_records[index]);
    return out;
}

Result<Transition> SessionLog::applyRecord(const SessionState &state, const Record &record) const
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(record.action, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return replayError(record.seq);
    return apply(*m_game, state, doc.object());
}

Result<SessionState> SessionLog::stateAtEffective(std::size_t count) const
{
    auto it = m_checkpoints.upper_bound(count);
    --it; // the checkpoint at 0 always exists
    SessionState state = it->second;
    for (std::size_t i = it->first; i < count; ++i) {
        auto next = applyRecord(state, m_records[m_effective[i]]);
        if (!next)
            return replayError(m_records[m_effective[i]].seq);
        state = std::move(next).value().state;
    }
    return state;
}

Result<Transition> SessionLog::tryApply(const QJsonObject &action) const
{
    return apply(*m_game, m_state, action);
}

Result<Transition> SessionLog::tryUndo() const
{
    if (m_effective.empty())
        return RuleError::invalid(QStringLiteral("session.nothing_to_undo"), QStringLiteral("core.undo"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "There is nothing to undo.")));
    auto earlier = stateAtEffective(m_effective.size() - 1);
    if (!earlier)
        return earlier.error();
    const Record &undone = m_records[m_effective.back()];
    return Transition{std::move(earlier).value(),
                      {Event{QStringLiteral("undone"),
                             {{QStringLiteral("seq"), static_cast<double>(undone.seq)},
                              {QStringLiteral("action"), QJsonDocument::fromJson(undone.action).object()}},
                             phrase(QT_TRANSLATE_NOOP("Engine", "Undid entry %1."), static_cast<long long>(undone.seq))}}};
}

bool SessionLog::needsEarlierActions(RecordKind kind) const
{
    // A stored action is never empty (at least "{}"), so empty means not loaded.
    switch (kind) {
    case RecordKind::Action:
        return false;
    case RecordKind::Redo:
        return !m_redo.empty() && m_records[m_redo.back()].action.isEmpty();
    case RecordKind::Undo:
        break;
    }
    if (m_effective.empty())
        return false;
    const std::size_t count = m_effective.size() - 1;
    auto checkpoint = m_checkpoints.upper_bound(count);
    --checkpoint;
    for (std::size_t i = checkpoint->first; i < count; ++i)
        if (m_records[m_effective[i]].action.isEmpty())
            return true;
    return false;
}

Result<Transition> SessionLog::tryRedo() const
{
    if (m_redo.empty())
        return RuleError::invalid(QStringLiteral("session.nothing_to_redo"), QStringLiteral("core.undo"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "There is nothing to redo.")));
    const Record &redone = m_records[m_redo.back()];
    auto outcome = applyRecord(m_state, redone);
    if (!outcome)
        return replayError(redone.seq);
    Transition t = std::move(outcome).value();
    t.events.insert(t.events.begin(),
                    Event{QStringLiteral("redone"),
                          {{QStringLiteral("seq"), static_cast<double>(redone.seq)}},
                          phrase(QT_TRANSLATE_NOOP("Engine", "Redid entry %1."), static_cast<long long>(redone.seq))});
    return t;
}

void SessionLog::accept(Record record, const Transition &outcome)
{
    Transition copy{outcome.state, {}};
    accept(std::move(record), std::move(copy));
}

void SessionLog::accept(Record record, Transition &&outcome)
{
    m_records.push_back(std::move(record));
    const std::size_t index = m_records.size() - 1;
    switch (m_records.back().kind) {
    case RecordKind::Action:
        m_effective.push_back(index);
        m_redo.clear();
        break;
    case RecordKind::Undo:
        m_redo.push_back(m_effective.back());
        m_effective.pop_back();
        m_checkpoints.erase(m_checkpoints.upper_bound(m_effective.size()), m_checkpoints.end());
        break;
    case RecordKind::Redo:
        m_effective.push_back(m_redo.back());
        m_redo.pop_back();
        break;
    }
    m_state = std::move(outcome.state);
    noteCheckpoint();
}

void SessionLog::noteCheckpoint()
{
    if (!m_effective.empty() && m_effective.size() % kCheckpointEvery == 0)
        m_checkpoints.insert_or_assign(m_effective.size(), m_state);
}

Result<SessionLog> SessionLog::replay(const GameDefinition &game, SessionState initial, std::vector<Record> records,
                                      const std::optional<std::pair<std::int64_t, SessionState>> &snapshot)
{
    SessionLog log(game, std::move(initial));
    std::size_t next = 0;
    if (snapshot) {
        // Up to the snapshot only the cursor moves; no action is parsed or applied.
        for (; next < records.size() && records[next].seq <= snapshot->first; ++next) {
            log.m_records.push_back(std::move(records[next]));
            const std::size_t index = log.m_records.size() - 1;
            switch (log.m_records.back().kind) {
            case RecordKind::Action:
                log.m_effective.push_back(index);
                log.m_redo.clear();
                break;
            case RecordKind::Undo:
                if (log.m_effective.empty())
                    return replayError(log.m_records.back().seq);
                log.m_redo.push_back(log.m_effective.back());
                log.m_effective.pop_back();
                break;
            case RecordKind::Redo:
                if (log.m_redo.empty())
                    return replayError(log.m_records.back().seq);
                log.m_effective.push_back(log.m_redo.back());
                log.m_redo.pop_back();
                break;
            }
        }
        log.m_state = snapshot->second;
        log.m_checkpoints.insert_or_assign(log.m_effective.size(), log.m_state);
    }
    for (; next < records.size(); ++next) {
        Record &record = records[next];
        Result<Transition> outcome = RuleError{};
        switch (record.kind) {
        case RecordKind::Action:
            outcome = log.applyRecord(log.m_state, record);
            break;
        case RecordKind::Undo:
            outcome = log.tryUndo();
            break;
        case RecordKind::Redo:
            outcome = log.tryRedo();
            break;
        }
        if (!outcome)
            return replayError(record.seq);
        log.accept(std::move(record), std::move(outcome).value());
    }
    return log;
}

} // namespace arbiter
