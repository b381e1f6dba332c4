// The history's rows of the store: one per finished session and one per
// player of it (Schema.cpp, version 4), and the names the table merged.
#include "storage/SessionStore.h"

#include "storage/StorageErrors.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <algorithm>
#include <sqlite3.h>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

Status runHistoryQuery(QSqlQuery &query, const QString &path)
{
    if (!query.exec())
        return storage::fromSqlError(query.lastError(), path);
    return Done{};
}

Status runHistoryText(const QSqlDatabase &db, const QString &sql, const QString &path)
{
    QSqlQuery query(db);
    if (!query.exec(sql))
        return storage::fromSqlError(query.lastError(), path);
    return Done{};
}

QString historyStamp(const QDateTime &time) { return time.toUTC().toString(Qt::ISODateWithMs); }

QDateTime historyTime(const QVariant &value)
{
    if (value.isNull())
        return {};
    return QDateTime::fromString(value.toString(), Qt::ISODateWithMs).toUTC();
}

// Runs `body` in a write transaction of its own.
template <typename Body>
Status inTransaction(const QSqlDatabase &db, const QString &path, Body body)
{
    if (Status began = runHistoryText(db, u"BEGIN IMMEDIATE"_s, path); !began)
        return began;
    if (Status done = body(); !done) {
        (void)runHistoryText(db, u"ROLLBACK"_s, path);
        return done;
    }
    if (Status committed = runHistoryText(db, u"COMMIT"_s, path); !committed) {
        (void)runHistoryText(db, u"ROLLBACK"_s, path);
        return committed;
    }
    return Done{};
}

// The SQLite handle under Qt's connection, or none (another driver).
sqlite3 *handleOf(const QSqlDatabase &db)
{
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(handle.constData());
}

QString textAt(sqlite3_stmt *statement, int column)
{
    const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(statement, column));
    return text ? QString::fromUtf8(text, sqlite3_column_bytes(statement, column)) : QString();
}

// Reads the players of the rows in `bySession` (session id -> index). The
// statistics read every player of every finished session: straight from
// SQLite's statement, since QtSql's value per column cost more than the
// query itself (40,000 rows for 10,000 sessions).
Status readPlayers(const QSqlDatabase &db, const QString &path, const QString &where, const QVariantList &binds,
                   std::vector<SessionResult> &rows, const std::map<qint64, std::size_t> &bySession)
{
    // In the primary key's order; the seats are put in order per session below.
    const QString sql = u"SELECT p.session_id, p.player, p.name, p.seat, p.side, p.won, p.characters, p.rolls, p.roll_total, "
                        "p.roll_expected, p.roll_variance, p.luck FROM session_result_players p %1 %2"_s
                            .arg(where.isEmpty() ? QString() : u"JOIN session_results r ON r.session_id = p.session_id"_s, where);
    sqlite3 *connection = handleOf(db);
    if (!connection)
        return storage::ioFailure(path, u"the database is not SQLite"_s);
    sqlite3_stmt *statement = nullptr;
    const QByteArray text = sql.toUtf8();
    if (sqlite3_prepare_v2(connection, text.constData(), static_cast<int>(text.size()), &statement, nullptr) != SQLITE_OK)
        return storage::ioFailure(path, QString::fromUtf8(sqlite3_errmsg(connection)));
    std::vector<QByteArray> bound; // alive until the statement is done
    for (int i = 0; i < binds.size(); ++i) {
        bound.push_back(binds[i].toString().toUtf8());
        sqlite3_bind_text(statement, i + 1, bound.back().constData(), static_cast<int>(bound.back().size()), SQLITE_TRANSIENT);
    }
    int step = SQLITE_ROW;
    while ((step = sqlite3_step(statement)) == SQLITE_ROW) {
        const auto found = bySession.find(sqlite3_column_int64(statement, 0));
        if (found == bySession.end())
            continue;
        ResultPlayer p;
        p.player = textAt(statement, 1);
        p.name = textAt(statement, 2);
        p.seat = sqlite3_column_int(statement, 3);
        p.side = textAt(statement, 4);
        p.won = sqlite3_column_int(statement, 5) != 0;
        p.characters = textAt(statement, 6).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        p.rolls = sqlite3_column_int(statement, 7);
        p.rollTotal = sqlite3_column_int(statement, 8);
        p.rollExpected = sqlite3_column_double(statement, 9);
        p.rollVariance = sqlite3_column_double(statement, 10);
        if (sqlite3_column_type(statement, 11) != SQLITE_NULL)
            p.luck = sqlite3_column_double(statement, 11);
        rows[found->second].players.push_back(std::move(p));
    }
    const QString failure = step == SQLITE_DONE ? QString() : QString::fromUtf8(sqlite3_errmsg(connection));
    sqlite3_finalize(statement);
    if (!failure.isEmpty())
        return storage::ioFailure(path, failure);
    for (SessionResult &r : rows)
        std::sort(r.players.begin(), r.players.end(), [](const ResultPlayer &a, const ResultPlayer &b) { return a.seat < b.seat; });
    return Done{};
}

} // namespace

Status SessionStore::changeResult(qint64 sessionId, const ResultChange &change)
{
    const QSqlDatabase &db = m_connection.database();
    QSqlQuery removed(db);
    removed.prepare(u"DELETE FROM session_results WHERE session_id = ?"_s);
    removed.addBindValue(sessionId);
    if (Status done = runHistoryQuery(removed, m_path); !done)
        return done;
    if (change.kind == ResultChange::Kind::Remove)
        return Done{};

    const SessionResult &r = change.result;
    QSqlQuery row(db);
    row.prepare(u"INSERT INTO session_results (session_id, game, started_at, ended_at, rounds, actions, cooperative, "
                "outcome, story) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    row.addBindValue(sessionId);
    row.addBindValue(r.game);
    row.addBindValue(r.startedAt.isValid() ? QVariant(historyStamp(r.startedAt)) : QVariant());
    row.addBindValue(historyStamp(r.endedAt));
    row.addBindValue(r.rounds);
    row.addBindValue(r.actions);
    row.addBindValue(r.cooperative ? 1 : 0);
    row.addBindValue(r.outcome);
    row.addBindValue(QString::fromUtf8(r.story));
    if (Status done = runHistoryQuery(row, m_path); !done)
        return done;
    QSqlQuery player(db);
    player.prepare(u"INSERT INTO session_result_players (session_id, player, name, seat, side, won, characters, rolls, "
                   "roll_total, roll_expected, roll_variance, luck) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    for (const ResultPlayer &p : r.players) {
        player.addBindValue(sessionId);
        player.addBindValue(p.player);
        player.addBindValue(p.name.isNull() ? QString(u""_s) : p.name);
        player.addBindValue(p.seat);
        player.addBindValue(p.side.isNull() ? QString(u""_s) : p.side);
        player.addBindValue(p.won ? 1 : 0);
        player.addBindValue(p.characters.join(QLatin1Char('\n')));
        player.addBindValue(p.rolls);
        player.addBindValue(p.rollTotal);
        player.addBindValue(p.rollExpected);
        player.addBindValue(p.rollVariance);
        player.addBindValue(p.luck ? QVariant(*p.luck) : QVariant());
        if (Status done = runHistoryQuery(player, m_path); !done)
            return done;
    }
    return Done{};
}

Status SessionStore::writeResult(const SessionResult &result)
{
    return inTransaction(m_connection.database(), m_path, [&]() -> Status {
        Result<bool> exists = sessionExists(result.sessionId);
        if (!exists)
            return exists.error();
        if (!*exists)
            return storage::sessionNotFound(result.sessionId);
        return changeResult(result.sessionId, ResultChange{ResultChange::Kind::Write, result});
    });
}

Status SessionStore::removeResult(qint64 sessionId)
{
    return inTransaction(m_connection.database(), m_path,
                         [&] { return changeResult(sessionId, ResultChange{ResultChange::Kind::Remove, {}}); });
}

Result<std::optional<SessionResult>> SessionStore::result(qint64 sessionId) const
{
    const QSqlDatabase &db = m_connection.database();
    QSqlQuery row(db);
    row.setForwardOnly(true);
    row.prepare(u"SELECT session_id, game, started_at, ended_at, rounds, actions, cooperative, outcome, story "
                "FROM session_results WHERE session_id = ?"_s);
    row.addBindValue(sessionId);
    if (Status read = runHistoryQuery(row, m_path); !read)
        return read.error();
    if (!row.next())
        return std::optional<SessionResult>{};
    std::vector<SessionResult> rows(1);
    SessionResult &r = rows.front();
    r.sessionId = row.value(0).toLongLong();
    r.game = row.value(1).toString();
    r.startedAt = historyTime(row.value(2));
    r.endedAt = historyTime(row.value(3));
    r.rounds = row.value(4).toInt();
    r.actions = row.value(5).toInt();
    r.cooperative = row.value(6).toInt() != 0;
    r.outcome = row.value(7).toString();
    r.story = row.value(8).toString().toUtf8();
    row.finish();
    if (Status read = readPlayers(db, m_path, u"WHERE p.session_id = ?"_s, {sessionId}, rows, {{sessionId, 0}}); !read)
        return read.error();
    return std::optional<SessionResult>(std::move(rows.front()));
}

Result<std::vector<SessionResult>> SessionStore::results(const ResultFilter &filter, bool withStories) const
{
    QStringList conditions;
    QVariantList binds;
    if (!filter.game.isEmpty()) {
        conditions << u"r.game = ?"_s;
        binds << filter.game;
    }
    // Stored times are ISO-8601 UTC text, so the day's bounds compare as text.
    if (filter.from) {
        conditions << u"r.ended_at >= ?"_s;
        binds << filter.from->toString(Qt::ISODate);
    }
    if (filter.to) {
        conditions << u"r.ended_at < ?"_s;
        binds << filter.to->addDays(1).toString(Qt::ISODate);
    }
    const QString where = conditions.isEmpty() ? QString() : u"WHERE "_s + conditions.join(u" AND "_s);

    const QSqlDatabase &db = m_connection.database();
    // Straight from SQLite, as the players below; the times as milliseconds
    // since 1970, worked out by SQLite: parsing 20,000 ISO texts with
    // QDateTime took most of the statistics' read.
    const QByteArray sql = u"SELECT r.session_id, r.game, "
                           "CAST(round((julianday(r.started_at) - 2440587.5) * 86400000) AS INTEGER), "
                           "CAST(round((julianday(r.ended_at) - 2440587.5) * 86400000) AS INTEGER), "
                           "r.rounds, r.actions, r.cooperative, r.outcome%1 "
                           "FROM session_results r %2 ORDER BY r.ended_at, r.session_id"_s
                               .arg(withStories ? u", r.story"_s : QString(), where)
                               .toUtf8();
    sqlite3 *connection = handleOf(db);
    if (!connection)
        return storage::ioFailure(m_path, u"the database is not SQLite"_s);
    sqlite3_stmt *statement = nullptr;
    if (sqlite3_prepare_v2(connection, sql.constData(), static_cast<int>(sql.size()), &statement, nullptr) != SQLITE_OK)
        return storage::ioFailure(m_path, QString::fromUtf8(sqlite3_errmsg(connection)));
    std::vector<QByteArray> bound; // alive until the statement is done
    for (int i = 0; i < binds.size(); ++i) {
        bound.push_back(binds[i].toString().toUtf8());
        sqlite3_bind_text(statement, i + 1, bound.back().constData(), static_cast<int>(bound.back().size()), SQLITE_TRANSIENT);
    }
    std::vector<SessionResult> rows;
    std::map<qint64, std::size_t> bySession;
    int step = SQLITE_ROW;
    while ((step = sqlite3_step(statement)) == SQLITE_ROW) {
        SessionResult r;
        r.sessionId = sqlite3_column_int64(statement, 0);
        r.game = textAt(statement, 1);
        if (sqlite3_column_type(statement, 2) != SQLITE_NULL)
            r.startedAt = QDateTime::fromMSecsSinceEpoch(sqlite3_column_int64(statement, 2), Qt::UTC);
        r.endedAt = QDateTime::fromMSecsSinceEpoch(sqlite3_column_int64(statement, 3), Qt::UTC);
        r.rounds = sqlite3_column_int(statement, 4);
        r.actions = sqlite3_column_int(statement, 5);
        r.cooperative = sqlite3_column_int(statement, 6) != 0;
        r.outcome = textAt(statement, 7);
        if (withStories)
            r.story = QByteArray(reinterpret_cast<const char *>(sqlite3_column_text(statement, 8)),
                                 sqlite3_column_bytes(statement, 8));
        bySession.emplace(r.sessionId, rows.size());
        rows.push_back(std::move(r));
    }
    const QString failure = step == SQLITE_DONE ? QString() : QString::fromUtf8(sqlite3_errmsg(connection));
    sqlite3_finalize(statement);
    if (!failure.isEmpty())
        return storage::ioFailure(m_path, failure);
    if (Status read = readPlayers(db, m_path, where, binds, rows, bySession); !read)
        return read.error();
    return rows;
}

Status SessionStore::mergePlayer(const QString &alias, const QString &name)
{
    const QString from = alias.trimmed();
    QString into = name.trimmed();
    if (from.isEmpty() || into.isEmpty())
        return RuleError::badRequest(u"history.player_name"_s,
                                     phrase(QT_TRANSLATE_NOOP("Engine", "A merge needs two player names.")));
    return inTransaction(m_connection.database(), m_path, [&]() -> Status {
        const QSqlDatabase &db = m_connection.database();
        if (from == into) {
            QSqlQuery alone(db);
            alone.prepare(u"DELETE FROM player_aliases WHERE alias = ?"_s);
            alone.addBindValue(from);
            return runHistoryQuery(alone, m_path);
        }
        // Merging into a name that is itself counted as another counts as that one.
        QSqlQuery target(db);
        target.prepare(u"SELECT name FROM player_aliases WHERE alias = ?"_s);
        target.addBindValue(into);
        if (Status done = runHistoryQuery(target, m_path); !done)
            return done;
        if (target.next())
            into = target.value(0).toString();
        target.finish();
        QSqlQuery forget(db);
        forget.prepare(u"DELETE FROM player_aliases WHERE alias = ?"_s);
        forget.addBindValue(from);
        if (Status done = runHistoryQuery(forget, m_path); !done)
            return done;
        if (from == into)
            return Done{}; // `from` was counted as a name that is counted as `from`
        // Names already counted as `from` follow it to `into`.
        QSqlQuery follow(db);
        follow.prepare(u"UPDATE player_aliases SET name = ? WHERE name = ?"_s);
        follow.addBindValue(into);
        follow.addBindValue(from);
        if (Status done = runHistoryQuery(follow, m_path); !done)
            return done;
        QSqlQuery merge(db);
        merge.prepare(u"INSERT INTO player_aliases (alias, name) VALUES (?, ?)"_s);
        merge.addBindValue(from);
        merge.addBindValue(into);
        if (Status done = runHistoryQuery(merge, m_path); !done)
            return done;
        return runHistoryText(db, u"DELETE FROM player_aliases WHERE alias = name"_s, m_path);
    });
}

Result<std::map<QString, QString>> SessionStore::playerAliases() const
{
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    if (!query.exec(u"SELECT alias, name FROM player_aliases"_s))
        return storage::fromSqlError(query.lastError(), m_path);
    std::map<QString, QString> aliases;
    while (query.next())
        aliases.emplace(query.value(0).toString(), query.value(1).toString());
    return aliases;
}

} // namespace arbiter
