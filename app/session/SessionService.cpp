#include "SessionService.h"

#include "history/LogStory.h"
#include "history/StoryResult.h"

#include <QJsonDocument>
#include <QRandomGenerator>
#include <cmath>

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
    // The list comes from the registry, so a new game needs no edit here.
    QStringList ids;
    for (const GameDefinition &known : allGames())
        ids << known.id;
    const QString last = ids.isEmpty() ? QString() : ids.takeLast();
    return RuleError::badRequest(QStringLiteral("session.unknown_game"),
                                 phrase(QT_TRANSLATE_NOOP("Engine", "There is no game \"%1\"; the games are %2 and %3."), game,
                                        ids.join(QStringLiteral(", ")), last));
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
    keep(id.value(), std::make_unique<SessionLog>(*game, std::move(initial).value()));
    return id;
}

SessionLog *SessionService::keep(qint64 id, std::unique_ptr<SessionLog> log)
{
    std::erase(m_recent, id);
    m_recent.push_back(id);
    while (m_recent.size() > kMaxOpenLogs) {
        m_open.erase(m_recent.front());
        m_recent.erase(m_recent.begin());
    }
    auto &slot = m_open[id];
    if (log)
        slot = std::move(log);
    return slot.get();
}

Result<const SessionLog *> SessionService::open(qint64 id)
{
    if (auto it = m_open.find(id); it != m_open.end()) {
        // Another process (the app beside a script, or the other way round)
        // may have appended since this copy was read: then it is stale.
        auto stored = m_store.lastSeq(id);
        if (!stored) {
            if (stored.error().kind == ErrorKind::NotFound)
                forget(id);
            return stored.error();
        }
        if (stored.value() == it->second->nextSeq() - 1) {
            keep(id, nullptr);
            return static_cast<const SessionLog *>(it->second.get());
        }
        forget(id);
    }
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
    forget(id);
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
    return keep(id, std::make_unique<SessionLog>(std::move(log).value()));
}

Result<Applied> SessionService::commit(qint64 id, SessionLog &log, RecordKind kind, const QJsonObject &action,
                                       Result<Transition> outcome, const std::optional<TableIntentKey> &intent)
{
    if (!outcome)
        return outcome.error();
    Record record{log.nextSeq(), kind, kind == RecordKind::Action ? compact(action) : QByteArray{}};
    std::optional<QByteArray> snapshot;
    if (record.seq % kSnapshotEvery == 0)
        snapshot = compact(toJson(outcome->state));
    // The record that ends the game writes the session's history row with it.
    auto result = history::resultChange(log.game(), log, record, outcome.value(), m_store, id);
    if (!result)
        return result.error();
    const Status stored = m_store.append(
        id, StoredRecord{record.seq, recordKindName(kind), record.action, compact(eventsToJson(outcome->events)), {}},
        snapshot, intent, result.value());
    if (!stored)
        return stored.error();
    Applied applied{record.seq, outcome->events, nullptr};
    log.accept(std::move(record), std::move(outcome).value());
    applied.state = &log.state();
    return applied;
}

Result<Applied> SessionService::change(qint64 id, RecordKind kind, const QJsonObject &action,
                                       const std::optional<TableIntentKey> &intent)
{
    for (int attempt = 0;; ++attempt) {
        auto log = logFor(id, kind);
        if (!log)
            return log.error();
        SessionLog &current = *log.value();
        Result<Transition> outcome = kind == RecordKind::Action ? current.tryApply(action)
            : kind == RecordKind::Undo                           ? current.tryUndo()
                                                                 : current.tryRedo();
        Result<Applied> committed = commit(id, current, kind, action, std::move(outcome), intent);
        if (committed || committed.error().code != QLatin1String("storage.sequence") || attempt >= kSequenceRetries)
            return committed;
        forget(id);
    }
}

Result<Applied> SessionService::apply(qint64 id, const QJsonObject &action, const std::optional<TableIntentKey> &intent)
{
    auto applied = change(id, RecordKind::Action, action, intent);
    if (!applied || !applied->state)
        return applied;
    Applied done = std::move(applied).value();
    done.packNotKept = keepInTablesPack(done.state->game, action);
    return done;
}

std::optional<RuleError> SessionService::keepInTablesPack(const QString &game, const QJsonObject &action) const
{
    const GameDefinition *definition = findGame(game);
    if (!m_content || !definition || !definition->keepInPack)
        return std::nullopt;
    auto pack = m_content->pack(game);
    if (!pack)
        return pack.error();
    const QJsonObject kept = definition->keepInPack(pack.value(), action);
    if (kept == pack.value())
        return std::nullopt;
    const Status saved = m_content->saveUserPack(game, kept);
    return saved ? std::nullopt : std::optional<RuleError>(saved.error());
}

Result<Applied> SessionService::undo(qint64 id, const std::optional<TableIntentKey> &intent)
{
    return change(id, RecordKind::Undo, {}, intent);
}

Result<Applied> SessionService::redo(qint64 id, const std::optional<TableIntentKey> &intent)
{
    return change(id, RecordKind::Redo, {}, intent);
}

Status SessionService::remove(qint64 id)
{
    forget(id);
    return m_store.deleteSession(id);
}

Result<qint64> SessionService::duplicate(qint64 id, const QString &title)
{
    auto copy = m_store.duplicateSession(id, title);
    if (!copy)
        return copy;
    // The copy of a finished game is a finished game: its history row too.
    auto row = m_store.result(id);
    if (row && row->has_value()) {
        SessionResult result = std::move(row->value());
        result.sessionId = copy.value();
        (void)m_store.writeResult(result); // history.rebuild writes it should this fail
    }
    return copy;
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
    const auto malformed = [](const char *what, const QString &detail = {}) {
        return RuleError::badRequest(QStringLiteral("import.malformed"),
                                     detail.isNull() ? phrase(what) : phrase(what, detail));
    };
    const auto wrongField = [&](const QString &field) {
        return malformed(QT_TRANSLATE_NOOP("Engine", "The export's field \"%1\" is missing or of the wrong type."), field);
    };
    const auto time = [](const QJsonValue &v) {
        return v.isString() ? QDateTime::fromString(v.toString(), Qt::ISODateWithMs) : QDateTime();
    };
    if (exported.value(QStringLiteral("format")).toString() != QLatin1String("arbiter-session"))
        return malformed(QT_TRANSLATE_NOOP("Engine", "This is not an exported Arbiter session."));
    const QJsonValue version = exported.value(QStringLiteral("format_version"));
    if (version.isUndefined())
        return malformed(QT_TRANSLATE_NOOP("Engine", "The export does not say which format version it is."));
    if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble()))
        return malformed(QT_TRANSLATE_NOOP("Engine", "The export's format version must be a whole number, not %1."),
                         QString::fromUtf8(QJsonDocument(QJsonArray{version}).toJson(QJsonDocument::Compact)).mid(1).chopped(1));
    if (version.toDouble() > 1)
        return malformed(QT_TRANSLATE_NOOP("Engine", "This export was written by a newer Arbiter (format version %1); this one reads version 1."),
                         QString::number(version.toDouble()));
    if (version.toDouble() != 1)
        return malformed(QT_TRANSLATE_NOOP("Engine", "No Arbiter writes format version %1; this one reads version 1."),
                         QString::number(version.toDouble()));
    for (const char *field : {"game", "title", "created_at"}) {
        if (!exported.value(QLatin1String(field)).isString())
            return wrongField(QLatin1String(field));
    }
    if (!exported.value(QStringLiteral("players")).isArray())
        return wrongField(QStringLiteral("players"));
    if (!exported.value(QStringLiteral("setup")).isObject())
        return wrongField(QStringLiteral("setup"));
    if (!exported.value(QStringLiteral("log")).isArray())
        return wrongField(QStringLiteral("log"));
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
    // The times are part of the session's story: kept as they were, never
    // replaced by the moment of the import.
    summary.createdAt = time(exported.value(QStringLiteral("created_at")));
    if (!summary.createdAt.isValid())
        return wrongField(QStringLiteral("created_at"));

    const GameDefinition *game = findGame(summary.game);
    if (!game)
        return unknownGame(summary.game);
    auto initial = initialState(summary);
    if (!initial)
        return initial.error();

    // Replaying record by record proves every action is legal before anything
    // is written, and gives the events the engine says each record had; the
    // store keeps those, and an export that says otherwise is refused.
    auto log = std::make_unique<SessionLog>(*game, std::move(initial).value());
    std::vector<StoredRecord> stored;
    const QJsonArray entries = exported.value(QStringLiteral("log")).toArray();
    stored.reserve(static_cast<std::size_t>(entries.size()));
    qint64 expected = 1;
    for (const QJsonValue &v : entries) {
        const auto badRecord = [&](const char *what) {
            return RuleError::badRequest(QStringLiteral("import.malformed"),
                                         phrase(what, static_cast<long long>(expected)));
        };
        if (!v.isObject())
            return badRecord(QT_TRANSLATE_NOOP("Engine", "Record %1 of the export is not an object."));
        const QJsonObject o = v.toObject();
        const QJsonValue seq = o.value(QStringLiteral("seq"));
        if (!seq.isDouble() || seq.toDouble() != static_cast<double>(expected))
            return badRecord(QT_TRANSLATE_NOOP("Engine", "Record %1 of the export is out of order."));
        auto kind = recordKindFromName(o.value(QStringLiteral("kind")).toString());
        if (!kind)
            return badRecord(QT_TRANSLATE_NOOP("Engine", "Record %1 of the export has an unknown kind."));
        const QJsonValue action = o.value(QStringLiteral("action"));
        if (*kind == RecordKind::Action ? !action.isObject() : !action.isUndefined())
            return badRecord(QT_TRANSLATE_NOOP("Engine", "Record %1 of the export has a missing or misplaced action."));
        if (!o.value(QStringLiteral("events")).isArray())
            return badRecord(QT_TRANSLATE_NOOP("Engine", "Record %1 of the export has no list of events."));
        const QDateTime at = time(o.value(QStringLiteral("at")));
        if (!at.isValid())
            return badRecord(QT_TRANSLATE_NOOP("Engine", "Record %1 of the export has no valid time."));
        const QByteArray actionJson = *kind == RecordKind::Action ? compact(action.toObject()) : QByteArray{};
        Result<Transition> outcome = *kind == RecordKind::Action ? log->tryApply(action.toObject())
            : *kind == RecordKind::Undo                          ? log->tryUndo()
                                                                 : log->tryRedo();
        if (!outcome)
            return RuleError::invalid(QStringLiteral("import.replay_failed"), QStringLiteral("core.sessions"),
                                      outcome.error().message);
        const QJsonArray events = eventsToJson(outcome->events);
        if (events != o.value(QStringLiteral("events")).toArray())
            return RuleError::invalid(
                QStringLiteral("import.events_differ"), QStringLiteral("core.sessions"),
                phrase(QT_TRANSLATE_NOOP("Engine", "Record %1 of the export lists events that its action does not produce."),
                       static_cast<long long>(expected)));
        stored.push_back(StoredRecord{expected, recordKindName(kind.value()), actionJson, compact(events), at});
        log->accept(Record{expected, kind.value(), actionJson}, std::move(outcome).value());
        ++expected;
    }
    auto id = m_store.importSession(summary, stored);
    if (!id)
        return id.error();
    // An imported finished game gets its history row; should that fail,
    // history.rebuild writes it.
    if (game->standing) {
        auto story = tellStory(*game, log->initial(), [&] {
            std::vector<QJsonObject> actions;
            for (const Record *r : log->effectiveRecords())
                actions.push_back(QJsonDocument::fromJson(r->action).object());
            return actions;
        }());
        if (story && story->over)
            (void)m_store.writeResult(history::resultOf(id.value(), story.value(), summary.players, summary.createdAt,
                                                        stored.empty() ? summary.createdAt : stored.back().at));
    }
    keep(id.value(), std::move(log));
    return id;
}

} // namespace arbiter
