#include "SessionService.h"

#include <QJsonDocument>
#include <QRandomGenerator>

namespace arbiter {

namespace {

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray compact(const QJsonArray &a)
{
    return QJsonDocument(a).toJson(QJsonDocument::Compact);
}

RuleError unknownGame(const QString &game)
{
    return RuleError::badRequest(QStringLiteral("session.unknown_game"),
                                 phrase(QT_TRANSLATE_NOOP("Engine", "There is no game \"%1\"; the games are exiled-legends, "
                                                       "super-fantasy-brawl, theosis and the-banishing."),
                                        game));
}

} // namespace

QJsonArray eventsToJson(const std::vector<Event> &events)
{
    QJsonArray out;
    for (const Event &e : events)
        out.append(toJson(e));
    return out;
}

SessionService::SessionService(SessionStore &store, const ContentLibrary *content) : m_store(store), m_content(content) {}

Result<SessionState> SessionService::initialState(const SessionSummary &summary) const
{
    const GameDefinition *game = findGame(summary.game);
    if (!game)
        return unknownGame(summary.game);
    return newSession(*game, summary.players, summary.setup, summary.seed);
}

Result<qint64> SessionService::create(const QString &gameId, const QJsonArray &players, const QJsonObject &setup,
                                      quint64 seed, const QString &title)
{
    const GameDefinition *game = findGame(gameId);
    if (!game)
        return unknownGame(gameId);
    QJsonObject fullSetup = setup;
    if (m_content) {
        auto withContent = m_content->withContent(gameId, setup);
        if (!withContent)
            return withContent.error();
        fullSetup = withContent.value();
    }
    auto initial = newSession(*game, players, fullSetup, seed);
    if (!initial)
        return initial.error();
    QString name = title.trimmed();
    if (name.isEmpty()) {
        QStringList names;
        for (const QJsonValue &p : initial->players)
            names << p.toObject().value(QStringLiteral("name")).toString();
        name = names.join(QStringLiteral(", "));
    }
    // The store keeps the normalised players so replay rebuilds the same state.
    auto id = m_store.createSession(gameId, name, initial->players, fullSetup, seed);
    if (!id)
        return id.error();
    m_open[id.value()] = std::make_unique<SessionLog>(*game, std::move(initial).value());
    return id;
}

Result<const SessionLog *> SessionService::open(qint64 id)
{
    if (auto it = m_open.find(id); it != m_open.end())
        return static_cast<const SessionLog *>(it->second.get());
    auto loaded = load(id, false);
    if (!loaded)
        return loaded.error();
    return static_cast<const SessionLog *>(loaded.value());
}

Result<SessionLog *> SessionService::logFor(qint64 id, RecordKind kind)
{
    auto opened = open(id);
    if (!opened)
        return opened.error();
    SessionLog *log = m_open[id].get();
    if (!log->needsEarlierActions(kind))
        return log;
    m_open.erase(id);
    return load(id, true);
}

Result<SessionLog *> SessionService::load(qint64 id, bool everyAction)
{
    auto summary = m_store.session(id);
    if (!summary)
        return summary.error();
    const GameDefinition *game = findGame(summary->game);
    if (!game)
        return unknownGame(summary->game);
    auto initial = initialState(summary.value());
    if (!initial)
        return initial.error();
    std::optional<std::pair<std::int64_t, SessionState>> snapshot;
    auto latest = m_store.latestSnapshot(id);
    if (!latest)
        return latest.error();
    if (latest->has_value()) {
        auto state = sessionStateFromJson(QJsonDocument::fromJson(latest->value().state).object());
        // An unreadable snapshot only costs time: the log alone still rebuilds the state.
        if (state)
            snapshot.emplace(latest->value().seq, std::move(state).value());
    }
    const qint64 actionsAfter = snapshot && !everyAction ? snapshot->first : 0;
    auto stored = m_store.records(id, SessionStore::RecordDetail::ForReplay, actionsAfter);
    if (!stored)
        return stored.error();
    std::vector<Record> records;
    records.reserve(stored->size());
    for (StoredRecord &r : stored.value()) {
        auto kind = recordKindFromName(r.kind);
        if (!kind)
            return RuleError::storage(QStringLiteral("storage.corrupt"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "Entry %1 of the session log has an unknown kind."),
                                             static_cast<long long>(r.seq)));
        records.push_back(Record{r.seq, kind.value(), std::move(r.action)});
    }
    auto log = SessionLog::replay(*game, std::move(initial).value(), std::move(records), snapshot);
    if (!log)
        return log.error();
    auto &slot = m_open[id];
    slot = std::make_unique<SessionLog>(std::move(log).value());
    return slot.get();
}

Result<Applied> SessionService::commit(qint64 id, SessionLog &log, RecordKind kind, const QJsonObject &action,
                                       Result<Transition> outcome)
{
    if (!outcome)
        return outcome.error();
    Record record{log.nextSeq(), kind, kind == RecordKind::Action ? compact(action) : QByteArray{}};
    std::optional<QByteArray> snapshot;
    if (record.seq % kSnapshotEvery == 0)
        snapshot = compact(toJson(outcome->state));
    const Status stored = m_store.append(
        id, StoredRecord{record.seq, recordKindName(kind), record.action, compact(eventsToJson(outcome->events)), {}},
        snapshot);
    if (!stored)
        return stored.error();
    Applied applied{record.seq, outcome->events, nullptr};
    log.accept(std::move(record), std::move(outcome).value());
    applied.state = &log.state();
    return applied;
}

Result<Applied> SessionService::apply(qint64 id, const QJsonObject &action)
{
    auto opened = open(id);
    if (!opened)
        return opened.error();
    SessionLog &log = *m_open[id];
    return commit(id, log, RecordKind::Action, action, log.tryApply(action));
}

Result<Applied> SessionService::undo(qint64 id)
{
    auto log = logFor(id, RecordKind::Undo);
    if (!log)
        return log.error();
    return commit(id, *log.value(), RecordKind::Undo, {}, log.value()->tryUndo());
}

Result<Applied> SessionService::redo(qint64 id)
{
    auto log = logFor(id, RecordKind::Redo);
    if (!log)
        return log.error();
    return commit(id, *log.value(), RecordKind::Redo, {}, log.value()->tryRedo());
}

Status SessionService::remove(qint64 id)
{
    m_open.erase(id);
    return m_store.deleteSession(id);
}

Result<qint64> SessionService::duplicate(qint64 id, const QString &title)
{
    return m_store.duplicateSession(id, title);
}

Result<QJsonObject> SessionService::exportSession(qint64 id)
{
    auto summary = m_store.session(id);
    if (!summary)
        return summary.error();
    auto records = m_store.records(id);
    if (!records)
        return records.error();
    QJsonArray log;
    for (const StoredRecord &r : records.value()) {
        QJsonObject o{{QStringLiteral("seq"), static_cast<double>(r.seq)},
                      {QStringLiteral("kind"), r.kind},
                      {QStringLiteral("at"), r.at.toString(Qt::ISODateWithMs)}};
        if (!r.action.isEmpty())
            o.insert(QStringLiteral("action"), QJsonDocument::fromJson(r.action).object());
        o.insert(QStringLiteral("events"), QJsonDocument::fromJson(r.events).array());
        log.append(o);
    }
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("arbiter-session")},
                       {QStringLiteral("format_version"), 1},
                       {QStringLiteral("game"), summary->game},
                       {QStringLiteral("title"), summary->title},
                       {QStringLiteral("players"), summary->players},
                       {QStringLiteral("setup"), summary->setup},
                       {QStringLiteral("seed"), QString::number(summary->seed)},
                       {QStringLiteral("created_at"), summary->createdAt.toString(Qt::ISODateWithMs)},
                       {QStringLiteral("log"), log}};
}

Result<qint64> SessionService::importSession(const QJsonObject &exported)
{
    const auto malformed = [](const char *what) {
        return RuleError::badRequest(QStringLiteral("import.malformed"), phrase(what));
    };
    if (exported.value(QStringLiteral("format")).toString() != QLatin1String("arbiter-session"))
        return malformed(QT_TRANSLATE_NOOP("Engine", "This is not an exported Arbiter session."));
    if (exported.value(QStringLiteral("format_version")).toInt() != 1)
        return malformed(QT_TRANSLATE_NOOP("Engine", "This export was written by a newer Arbiter."));
    SessionSummary summary;
    summary.game = exported.value(QStringLiteral("game")).toString();
    summary.title = exported.value(QStringLiteral("title")).toString();
    summary.players = exported.value(QStringLiteral("players")).toArray();
    summary.setup = exported.value(QStringLiteral("setup")).toObject();
    bool seedOk = false;
    const QJsonValue seedValue = exported.value(QStringLiteral("seed"));
    summary.seed = seedValue.isString() ? seedValue.toString().toULongLong(&seedOk)
                                        : static_cast<quint64>(seedValue.toInteger(-1));
    if (seedValue.isDouble())
        seedOk = seedValue.toInteger(-1) >= 0;
    if (!seedOk)
        return malformed(QT_TRANSLATE_NOOP("Engine", "The export has no valid seed."));
    summary.createdAt = QDateTime::fromString(exported.value(QStringLiteral("created_at")).toString(), Qt::ISODateWithMs);
    if (!summary.createdAt.isValid())
        summary.createdAt = QDateTime::currentDateTimeUtc();

    const GameDefinition *game = findGame(summary.game);
    if (!game)
        return unknownGame(summary.game);
    auto initial = initialState(summary);
    if (!initial)
        return initial.error();

    std::vector<Record> records;
    std::vector<StoredRecord> stored;
    qint64 expected = 1;
    for (const QJsonValue &v : exported.value(QStringLiteral("log")).toArray()) {
        const QJsonObject o = v.toObject();
        auto kind = recordKindFromName(o.value(QStringLiteral("kind")).toString());
        if (!kind || o.value(QStringLiteral("seq")).toInteger() != expected)
            return malformed(QT_TRANSLATE_NOOP("Engine", "The export's log is out of order or has an unknown entry."));
        const QByteArray action = *kind == RecordKind::Action ? compact(o.value(QStringLiteral("action")).toObject())
                                                              : QByteArray{};
        QDateTime at = QDateTime::fromString(o.value(QStringLiteral("at")).toString(), Qt::ISODateWithMs);
        records.push_back(Record{expected, kind.value(), action});
        stored.push_back(StoredRecord{expected, recordKindName(kind.value()), action,
                                      compact(o.value(QStringLiteral("events")).toArray()),
                                      at.isValid() ? at : QDateTime::currentDateTimeUtc()});
        ++expected;
    }
    // Replaying first proves every action is legal before anything is written.
    auto log = SessionLog::replay(*game, std::move(initial).value(), std::move(records));
    if (!log)
        return RuleError::invalid(QStringLiteral("import.replay_failed"), QStringLiteral("core.sessions"),
                                  log.error().message);
    auto id = m_store.importSession(summary, stored);
    if (!id)
        return id.error();
    m_open[id.value()] = std::make_unique<SessionLog>(std::move(log).value());
    return id;
}

} // namespace arbiter
