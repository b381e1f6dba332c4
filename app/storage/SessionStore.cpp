#include "storage/SessionStore.h"

#include "storage/Schema.h"
#include "storage/StorageErrors.h"
#include "storage/StoreSql.h"
#include "storage/TextSearch.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>
#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

using namespace storage;

namespace {

// ---- values in and out of SQLite ----

QString storedTime(const QDateTime &time) { return time.toUTC().toString(Qt::ISODateWithMs); }

QDateTime timeFromStored(const QVariant &value)
{
    if (value.isNull())
        return {};
    return QDateTime::fromString(value.toString(), Qt::ISODateWithMs).toUTC();
}

// A null QString binds as SQL NULL, which NOT NULL columns refuse; an empty
// title is still a title.
QVariant requiredText(const QString &text) { return text.isNull() ? QVariant(QString(u""_s)) : QVariant(text); }

// Empty JSON (undo and redo carry no action) is stored as NULL.
QVariant optionalJson(const QByteArray &json)
{
    return json.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(QString::fromUtf8(json));
}

QByteArray jsonFromStored(const QVariant &value) { return value.isNull() ? QByteArray() : value.toString().toUtf8(); }

QString compactJson(const QJsonDocument &document)
{
    return QString::fromUtf8(document.toJson(QJsonDocument::Compact));
}

bool isRecordKind(const QString &kind) { return kind == u"action"_s || kind == u"undo"_s || kind == u"redo"_s; }

// "<path>.v1-20250101T120000Z.bak", with a counter when that name is taken.
QString backupPathFor(const QString &path, int version)
{
    const QString stem =
        path + u".v"_s + QString::number(version) + u'-' +
        QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd'T'HHmmss'Z'"_s);
    QString candidate = stem + u".bak"_s;
    for (int n = 2; QFileInfo::exists(candidate); ++n)
        candidate = stem + u'-' + QString::number(n) + u".bak"_s;
    return candidate;
}

const QString kSummarySelect =
    u"SELECT id, game, title, players, setup, seed, created_at, updated_at, "
    // The log is contiguous from 1 (append and import enforce it), so the
    // highest seq is the count, read from the primary key without a scan.
    "(SELECT COALESCE(MAX(seq), 0) FROM records WHERE records.session_id = sessions.id) "
    "FROM sessions "_s;

// The list leaves out each session's setup (it carries the game's whole
// content pack, tens of kilobytes that no list shows); SQLite checks that it
// is still JSON without handing it over.
const QString kListSelect =
    u"SELECT id, game, title, players, json_valid(setup), seed, created_at, updated_at, "
    "(SELECT COALESCE(MAX(seq), 0) FROM records WHERE records.session_id = sessions.id) "
    "FROM sessions "_s;

// The home list reads a page at a time in this order; without the index
// every page would sort the whole table. It also carries what a search
// looks at, so a search walks the index alone and visits a session's row
// (whose setup spans several pages) only when it matches: 10,000 sessions
// are searched in a fraction of the time. An index needs no format
// version: older Arbiters read and keep it. The narrower index of earlier
// versions is replaced once.
const QStringList kListIndex{
    u"DROP INDEX IF EXISTS sessions_by_update"_s,
    u"CREATE INDEX IF NOT EXISTS sessions_listed ON sessions (updated_at DESC, id DESC, game, title, players)"_s,
};

Result<SessionSummary> listedSummaryFromRow(const QSqlQuery &row, const QString &path)
{
    SessionSummary summary;
    summary.id = row.value(0).toLongLong();
    summary.game = row.value(1).toString();
    summary.title = row.value(2).toString();
    const QJsonDocument players = QJsonDocument::fromJson(row.value(3).toString().toUtf8());
    bool seedIsNumber = false;
    summary.seed = row.value(5).toString().toULongLong(&seedIsNumber);
    if (!players.isArray() || row.value(4).toInt() != 1 || !seedIsNumber)
        return storage::corruptFile(path, u"session %1 has unreadable players, setup or seed"_s.arg(summary.id));
    summary.players = players.array();
    summary.createdAt = timeFromStored(row.value(6));
    summary.updatedAt = timeFromStored(row.value(7));
    summary.recordCount = row.value(8).toLongLong();
    return summary;
}

Result<SessionSummary> summaryFromRow(const QSqlQuery &row, const QString &path)
{
    SessionSummary summary;
    summary.id = row.value(0).toLongLong();
    summary.game = row.value(1).toString();
    summary.title = row.value(2).toString();
    const QJsonDocument players = QJsonDocument::fromJson(row.value(3).toString().toUtf8());
    const QJsonDocument setup = QJsonDocument::fromJson(row.value(4).toString().toUtf8());
    bool seedIsNumber = false;
    summary.seed = row.value(5).toString().toULongLong(&seedIsNumber);
    if (!players.isArray() || !setup.isObject() || !seedIsNumber)
        return storage::corruptFile(path, u"session %1 has unreadable players, setup or seed"_s.arg(summary.id));
    summary.players = players.array();
    summary.setup = setup.object();
    summary.createdAt = timeFromStored(row.value(6));
    summary.updatedAt = timeFromStored(row.value(7));
    summary.recordCount = row.value(8).toLongLong();
    return summary;
}

QString setVersion(int version) { return u"PRAGMA user_version = %1"_s.arg(version); }

// Runs inside the caller's transaction on a database without tables.
Status createSchema(const QSqlDatabase &db, const QString &path)
{
    QStringList statements = schema::createStatements();
    statements << u"PRAGMA application_id = %1"_s.arg(SessionStore::kApplicationId)
               << setVersion(SessionStore::kSchemaVersion);
    return runAll(db, statements, path);
}

// Runs inside the caller's transaction, which holds the write lock; the
// file was copied aside just before (ensureSchema).
Status upgradeSchema(const QSqlDatabase &db, const QString &path, int fromVersion)
{
    for (int version = fromVersion; version < SessionStore::kSchemaVersion; ++version) {
        const std::optional<QStringList> step = schema::upgradeStatements(version);
        if (!step)
            return storage::ioFailure(path, u"no migration from format version %1"_s.arg(version));
        if (Status done = runAll(db, *step, path); !done)
            return done;
    }
    return run(db, setVersion(SessionStore::kSchemaVersion), path);
}

} // namespace

// Statements prepared once and reused: on the append path preparing would
// cost more than running them.
struct SessionStore::Statements {
    explicit Statements(const QSqlDatabase &db)
        : begin(db), commit(db), rollback(db), nextSeq(db), insertRecord(db), insertSnapshot(db), touchSession(db), insertTableIntent(db)
    {
    }

    // Transactions work before the schema exists.
    Status prepareTransactions(const QString &path)
    {
        return prepareEach({{&begin, u"BEGIN IMMEDIATE"_s}, {&commit, u"COMMIT"_s}, {&rollback, u"ROLLBACK"_s}},
                           path);
    }

    // These need the tables.
    Status prepareAppend(const QString &path)
    {
        return prepareEach(
            {
                // No row at all when the session does not exist.
                {&nextSeq, u"SELECT (SELECT COALESCE(MAX(seq), 0) + 1 FROM records WHERE session_id = ?) "
                           "FROM sessions WHERE id = ?"_s},
                {&insertRecord, u"INSERT INTO records (session_id, seq, kind, action, events, at) "
                                "VALUES (?, ?, ?, ?, ?, ?)"_s},
                {&insertSnapshot, u"INSERT INTO snapshots (session_id, seq, state) VALUES (?, ?, ?)"_s},
                {&touchSession, u"UPDATE sessions SET updated_at = ? WHERE id = ?"_s},
                {&insertTableIntent, u"INSERT INTO table_intents (session_id, seat, intent_id, seq) VALUES (?, ?, ?, ?)"_s},
            },
            path);
    }

    WriteTransaction transaction(const QString &path) { return WriteTransaction(begin, commit, rollback, path); }

    QSqlQuery begin;
    QSqlQuery commit;
    QSqlQuery rollback;
    QSqlQuery nextSeq;
    QSqlQuery insertRecord;
    QSqlQuery insertSnapshot;
    QSqlQuery touchSession;
    QSqlQuery insertTableIntent;

private:
    static Status prepareEach(std::initializer_list<std::pair<QSqlQuery *, QString>> statements, const QString &path)
    {
        for (const auto &[query, sql] : statements) {
            if (Status prepared = prepare(*query, sql, path); !prepared)
                return prepared;
        }
        return Done{};
    }
};

Status SessionStore::check(const QString &path, std::chrono::milliseconds busyTimeout)
{
    const QFileInfo file(path);
    if (!file.exists())
        return QFileInfo(file.absolutePath()).isWritable() ? Status(Done{}) : Status(storage::readOnlyFile(path));
    if (!file.isFile() || file.size() > 0) {
        if (Status header = checkHeader(path); !header)
            return header;
        if (Status probed = probeReadOnly(path, u"arbiter-check-%1"_s.arg(reinterpret_cast<quintptr>(&file)), busyTimeout);
            !probed)
            return probed;
    }
    if (!file.isWritable())
        return storage::readOnlyFile(path);
    return Done{};
}

SessionStore::SessionStore(QString path, QString connectionName, std::chrono::milliseconds busyTimeout)
    : m_path(std::move(path)),
      m_connectionName(std::move(connectionName)),
      m_connection(m_connectionName, m_path, SqlConnection::Access::ReadWrite, busyTimeout)
{
}

SessionStore::~SessionStore() = default;

Result<std::unique_ptr<SessionStore>> SessionStore::open(const QString &path, const QString &connectionName,
                                                         std::chrono::milliseconds busyTimeout, OpenCheck openCheck)
{
    if (QSqlDatabase::contains(connectionName))
        return storage::ioFailure(path, u"connection name \"%1\" is already in use"_s.arg(connectionName));

    // Nothing is written before the file has shown it is ours, empty or new.
    const QFileInfo file(path);
    if (file.exists() && (!file.isFile() || file.size() > 0)) {
        if (Status header = checkHeader(path); !header)
            return header.error();
        const PageCheck pages = openCheck == OpenCheck::Full ? PageCheck::Every : PageCheck::None;
        if (Status probed = probeReadOnly(path, connectionName + u"#probe"_s, busyTimeout, pages); !probed)
            return probed.error();
    }

    std::unique_ptr<SessionStore> store(new SessionStore(path, connectionName, busyTimeout));
    if (Status ready = store->openReadWrite(); !ready)
        return ready.error();
    return store;
}

Status SessionStore::verifyIntegrity(const QString &path, const QString &connectionName,
                                     std::chrono::milliseconds busyTimeout)
{
    if (Status header = checkHeader(path); !header)
        return header;
    return probeReadOnly(path, connectionName, busyTimeout, PageCheck::Every);
}

Status SessionStore::openReadWrite()
{
    if (Status opened = m_connection.open(); !opened)
        return opened;
    const QSqlDatabase &db = m_connection.database();
    m_foldsAnyLanguage = storage::registerContainsFunction(db);

    const Result<QVariant> journal = singleValue(db, u"PRAGMA journal_mode = WAL"_s, m_path);
    if (!journal)
        return journal.error();
    if (journal->toString().compare(u"wal"_s, Qt::CaseInsensitive) != 0)
        return storage::ioFailure(m_path, u"the WAL journal is not available for this file"_s);
    // FULL syncs the log at every commit: an acknowledged record is on disk.
    if (Status set = runAll(db, {u"PRAGMA synchronous = FULL"_s, u"PRAGMA foreign_keys = ON"_s}, m_path); !set)
        return set;

    m_statements = std::make_unique<Statements>(db);
    if (Status prepared = m_statements->prepareTransactions(m_path); !prepared)
        return prepared;
    if (Status schema = ensureSchema(); !schema)
        return schema;
    return m_statements->prepareAppend(m_path);
}

// Decides under the write lock, so two programs opening a new file at once
// cannot both create the schema. An older file is first copied aside with
// VACUUM INTO, which cannot run inside a transaction: the copy is taken
// before the lock, and the upgrade goes ahead only when nobody committed
// since (data_version unchanged); otherwise the copy is taken again.
Status SessionStore::ensureSchema()
{
    const QSqlDatabase &db = m_connection.database();
    struct CopyAside {
        QString path;
        qint64 dataVersion = 0;
    };
    std::optional<CopyAside> copied;
    for (int attempt = 0; attempt < kMigrationAttempts; ++attempt) {
        int fromVersion = 0;
        {
            WriteTransaction transaction = m_statements->transaction(m_path);
            if (Status began = transaction.begin(); !began)
                return began;
            const Result<DatabaseFacts> facts = inspect(db, m_path);
            if (!facts)
                return facts.error();
            const Result<SchemaPlan> plan = planFor(*facts, m_path);
            if (!plan)
                return plan.error();
            switch (*plan) {
            case SchemaPlan::Ready:
                if (Status indexed = runAll(db, kListIndex, m_path); !indexed)
                    return indexed;
                return transaction.commit();
            case SchemaPlan::Create:
                if (Status created = createSchema(db, m_path); !created)
                    return created;
                if (Status indexed = runAll(db, kListIndex, m_path); !indexed)
                    return indexed;
                return transaction.commit();
            case SchemaPlan::Upgrade: {
                const Result<qint64> version = dataVersionOf(db, m_path);
                if (!version)
                    return version.error();
                if (copied && copied->dataVersion == *version) {
                    if (Status upgraded = upgradeSchema(db, m_path, facts->userVersion); !upgraded)
                        return upgraded;
                    if (Status indexed = runAll(db, kListIndex, m_path); !indexed)
                        return indexed;
                    return transaction.commit();
                }
                fromVersion = facts->userVersion;
                break; // rolled back here: the copy comes first
            }
            }
        }
        if (copied)
            QFile::remove(copied->path); // taken before another program wrote
        // Read before the copy: a commit in between moves it, and is seen.
        const Result<qint64> version = dataVersionOf(db, m_path);
        if (!version)
            return version.error();
        const QString target = backupPathFor(m_path, fromVersion);
        if (Status written = vacuumInto(db, m_path, target); !written)
            return written;
        copied = CopyAside{target, *version};
    }
    return storage::lockedFile(m_path);
}

QString SessionStore::defaultPath()
{
    const QString fromEnvironment = qEnvironmentVariable("ARBITER_DB");
    const QString path = fromEnvironment.isEmpty()
        ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/arbiter.sqlite"_s
        : QFileInfo(fromEnvironment).absoluteFilePath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    return path;
}

Result<bool> SessionStore::sessionExists(qint64 id) const
{
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    query.prepare(u"SELECT 1 FROM sessions WHERE id = ?"_s);
    query.addBindValue(id);
    if (!query.exec())
        return storage::fromSqlError(query.lastError(), m_path);
    return query.next();
}

Result<qint64> SessionStore::createSession(const QString &game, const QString &title, const QJsonArray &players,
                                           const QJsonObject &setup, quint64 seed)
{
    const QString now = storedTime(QDateTime::currentDateTimeUtc());
    QSqlQuery query(m_connection.database());
    query.prepare(u"INSERT INTO sessions (game, title, players, setup, seed, created_at, updated_at) "
                  "VALUES (?, ?, ?, ?, ?, ?, ?)"_s);
    for (const QVariant &value : {requiredText(game), requiredText(title), QVariant(compactJson(QJsonDocument(players))),
                                  QVariant(compactJson(QJsonDocument(setup))), QVariant(QString::number(seed)),
                                  QVariant(now), QVariant(now)})
        query.addBindValue(value);
    if (Status inserted = run(query, m_path); !inserted)
        return inserted.error();
    return query.lastInsertId().toLongLong();
}

namespace {

// The WHERE clause of a search and the values it binds, in order. A
// damaged row's players are not JSON: json_each() would fail the whole
// query, so such a row is searched by its title and game only.
struct SearchClause {
    QString sql;
    QVariantList values;
};

// One word's alternatives: title, game id, a game the caller named, a
// player's name.
SearchClause wordClause(const QString &word, const QStringList &games, bool foldsAnyLanguage)
{
    const QString needle = foldsAnyLanguage ? storage::foldedNeedle(word) : word;
    const auto contains = [&](const QString &column) {
        return foldsAnyLanguage ? u"arbiter_contains(%1, ?)"_s.arg(column)
                                : u"(instr(lower(%1), lower(?)) > 0)"_s.arg(column);
    };
    SearchClause clause;
    const QString byName =
        u"EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(players) THEN players ELSE '[]' END) AS player "
        "WHERE %1)"_s.arg(contains(u"CASE player.type WHEN 'object' THEN json_extract(player.value, '$.name') "
                                   "ELSE player.value END"_s));
    // A name that contains the needle is in the stored JSON word for word
    // unless the needle has a character JSON escapes; for the others the
    // raw text is asked first, and only the few rows that pass are taken
    // apart name by name.
    const bool escapedInJson = std::any_of(needle.cbegin(), needle.cend(), [](QChar c) {
        return c == u'"' || c == u'\\' || c.unicode() < 0x20;
    });
    QStringList alternatives{contains(u"title"_s), contains(u"game"_s)};
    clause.values = {needle, needle};
    if (escapedInJson) {
        alternatives << byName;
        clause.values << needle;
    } else {
        alternatives << u"(%1 AND %2)"_s.arg(contains(u"players"_s), byName);
        clause.values << needle << needle;
    }
    if (!games.isEmpty()) {
        QStringList marks;
        for (const QString &game : games) {
            marks << u"?"_s;
            clause.values << game;
        }
        alternatives << u"game IN (%1)"_s.arg(marks.join(u", "_s));
    }
    clause.sql = u"(%1)"_s.arg(alternatives.join(u" OR "_s));
    return clause;
}

// Every word must match ("brawl zoë": Zoë's games of Super Fantasy Brawl).
SearchClause searchClause(const SessionFilter &filter, bool foldsAnyLanguage)
{
    SearchClause clause;
    QStringList all;
    for (const QString &word : filter.words()) {
        const SearchClause one =
            wordClause(word, filter.gamesNamed ? filter.gamesNamed(word) : QStringList(), foldsAnyLanguage);
        all << one.sql;
        clause.values << one.values;
    }
    if (!all.isEmpty())
        clause.sql = u"WHERE %1 "_s.arg(all.join(u" AND "_s));
    return clause;
}

} // namespace

Result<std::vector<SessionSummary>> SessionStore::listSessions(std::vector<DamagedSession> *damaged, qint64 limit,
                                                               qint64 offset, const SessionFilter &filter) const
{
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    const SearchClause search = searchClause(filter, m_foldsAnyLanguage);
    // NULL (an old session never touched) sorts last in descending order.
    if (!query.prepare(kListSelect + search.sql + u"ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?"_s))
        return storage::fromSqlError(query.lastError(), m_path);
    for (const QVariant &value : search.values)
        query.addBindValue(value);
    query.addBindValue(limit);
    query.addBindValue(offset);
    if (!query.exec())
        return storage::fromSqlError(query.lastError(), m_path);
    std::vector<SessionSummary> sessions;
    while (query.next()) {
        Result<SessionSummary> summary = listedSummaryFromRow(query, m_path);
        if (!summary) {
            if (damaged)
                damaged->push_back({query.value(0).toLongLong(), query.value(2).toString(), summary.error()});
            continue;
        }
        sessions.push_back(std::move(summary).value());
    }
    if (query.lastError().isValid())
        return storage::fromSqlError(query.lastError(), m_path);
    return sessions;
}

Result<SessionSummary> SessionStore::session(qint64 id) const
{
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    query.prepare(kSummarySelect + u"WHERE id = ?"_s);
    query.addBindValue(id);
    if (!query.exec())
        return storage::fromSqlError(query.lastError(), m_path);
    if (!query.next()) {
        if (query.lastError().isValid())
            return storage::fromSqlError(query.lastError(), m_path);
        return storage::sessionNotFound(id);
    }
    return summaryFromRow(query, m_path);
}

Status SessionStore::renameSession(qint64 id, const QString &title)
{
    QSqlQuery query(m_connection.database());
    query.prepare(u"UPDATE sessions SET title = ? WHERE id = ?"_s);
    query.addBindValue(requiredText(title));
    query.addBindValue(id);
    if (Status updated = run(query, m_path); !updated)
        return updated;
    if (query.numRowsAffected() == 0)
        return storage::sessionNotFound(id);
    return Done{};
}

Status SessionStore::deleteSession(qint64 id)
{
    QSqlQuery query(m_connection.database());
    // Records, snapshots and table mode's rows go with it: ON DELETE CASCADE, foreign_keys=ON.
    query.prepare(u"DELETE FROM sessions WHERE id = ?"_s);
    query.addBindValue(id);
    if (Status deleted = run(query, m_path); !deleted)
        return deleted;
    if (query.numRowsAffected() == 0)
        return storage::sessionNotFound(id);
    return Done{};
}

Result<qint64> SessionStore::duplicateSession(qint64 id, const QString &title)
{
    const QSqlDatabase &db = m_connection.database();
    WriteTransaction transaction = m_statements->transaction(m_path);
    if (Status began = transaction.begin(); !began)
        return began.error();

    const QString now = storedTime(QDateTime::currentDateTimeUtc());
    QSqlQuery copySession(db);
    copySession.prepare(u"INSERT INTO sessions (game, title, players, setup, seed, created_at, updated_at) "
                        "SELECT game, ?, players, setup, seed, ?, ? FROM sessions WHERE id = ?"_s);
    for (const QVariant &value : {requiredText(title), QVariant(now), QVariant(now), QVariant(id)})
        copySession.addBindValue(value);
    if (Status copied = run(copySession, m_path); !copied)
        return copied.error();
    if (copySession.numRowsAffected() == 0)
        return storage::sessionNotFound(id);
    const qint64 copyId = copySession.lastInsertId().toLongLong();

    for (const QString &sql :
         {u"INSERT INTO records (session_id, seq, kind, action, events, at) "
          "SELECT ?, seq, kind, action, events, at FROM records WHERE session_id = ?"_s,
          u"INSERT INTO snapshots (session_id, seq, state) SELECT ?, seq, state FROM snapshots WHERE session_id = ?"_s}) {
        QSqlQuery copyRows(db);
        copyRows.prepare(sql);
        copyRows.addBindValue(copyId);
        copyRows.addBindValue(id);
        if (Status copied = run(copyRows, m_path); !copied)
            return copied.error();
    }
    if (Status committed = transaction.commit(); !committed)
        return committed.error();
    return copyId;
}

Status SessionStore::insertRecord(qint64 sessionId, const StoredRecord &record, const QDateTime &at)
{
    QSqlQuery &insert = m_statements->insertRecord;
    insert.bindValue(0, sessionId);
    insert.bindValue(1, record.seq);
    insert.bindValue(2, record.kind);
    insert.bindValue(3, optionalJson(record.action));
    insert.bindValue(4, optionalJson(record.events));
    insert.bindValue(5, storedTime(at));
    return run(insert, m_path);
}

Status SessionStore::append(qint64 sessionId, const StoredRecord &record, const std::optional<QByteArray> &snapshotState,
                            const std::optional<TableIntentKey> &intent, const std::optional<ResultChange> &result)
{
    if (!isRecordKind(record.kind))
        return storage::unknownRecordKind(record.kind);
    Statements &statements = *m_statements;
    WriteTransaction transaction = statements.transaction(m_path);
    if (Status began = transaction.begin(); !began)
        return began;

    QSqlQuery &nextSeq = statements.nextSeq;
    nextSeq.bindValue(0, sessionId);
    nextSeq.bindValue(1, sessionId);
    if (Status asked = run(nextSeq, m_path); !asked)
        return asked;
    const bool sessionFound = nextSeq.next();
    const qint64 expectedSeq = sessionFound ? nextSeq.value(0).toLongLong() : 0;
    nextSeq.finish();
    if (!sessionFound)
        return storage::sessionNotFound(sessionId);
    if (record.seq != expectedSeq)
        return storage::outOfSequence(sessionId, record.seq, expectedSeq);

    const QDateTime at = record.at.isValid() ? record.at : QDateTime::currentDateTimeUtc();
    if (Status inserted = insertRecord(sessionId, record, at); !inserted)
        return inserted;
    if (snapshotState) {
        QSqlQuery &snapshot = statements.insertSnapshot;
        snapshot.bindValue(0, sessionId);
        snapshot.bindValue(1, record.seq);
        snapshot.bindValue(2, QString::fromUtf8(*snapshotState));
        if (Status inserted = run(snapshot, m_path); !inserted)
            return inserted;
    }
    if (intent) {
        QSqlQuery &asked = statements.insertTableIntent;
        asked.bindValue(0, sessionId);
        asked.bindValue(1, intent->seat);
        asked.bindValue(2, intent->id);
        asked.bindValue(3, record.seq);
        if (Status inserted = run(asked, m_path); !inserted)
            return inserted;
    }
    if (result) {
        ResultChange change = *result;
        if (change.kind == ResultChange::Kind::Write && !change.result.endedAt.isValid())
            change.result.endedAt = at;
        if (Status changed = changeResult(sessionId, change); !changed)
            return changed;
    }
    QSqlQuery &touch = statements.touchSession;
    touch.bindValue(0, storedTime(at));
    touch.bindValue(1, sessionId);
    if (Status touched = run(touch, m_path); !touched)
        return touched;
    return transaction.commit();
}

Result<std::vector<StoredRecord>> SessionStore::records(qint64 sessionId, RecordDetail detail,
                                                       qint64 actionsAfterSeq) const
{
    const bool full = detail == RecordDetail::Full;
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    query.prepare(full ? u"SELECT seq, kind, action, events, at FROM records WHERE session_id = ? ORDER BY seq"_s
                       : u"SELECT seq, kind, CASE WHEN seq > ? THEN action END FROM records WHERE session_id = ? "
                         u"ORDER BY seq"_s);
    if (!full)
        query.addBindValue(actionsAfterSeq);
    query.addBindValue(sessionId);
    if (!query.exec())
        return storage::fromSqlError(query.lastError(), m_path);
    std::vector<StoredRecord> found;
    while (query.next()) {
        if (full)
            found.push_back({query.value(0).toLongLong(), query.value(1).toString(), jsonFromStored(query.value(2)),
                             jsonFromStored(query.value(3)), timeFromStored(query.value(4))});
        else
            found.push_back({query.value(0).toLongLong(), query.value(1).toString(), jsonFromStored(query.value(2)), {}, {}});
    }
    if (query.lastError().isValid())
        return storage::fromSqlError(query.lastError(), m_path);
    if (found.empty()) {
        const Result<bool> exists = sessionExists(sessionId);
        if (!exists)
            return exists.error();
        if (!*exists)
            return storage::sessionNotFound(sessionId);
    }
    return found;
}

Result<std::optional<StoredSnapshot>> SessionStore::latestSnapshot(qint64 sessionId) const
{
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    query.prepare(u"SELECT seq, state FROM snapshots WHERE session_id = ? ORDER BY seq DESC LIMIT 1"_s);
    query.addBindValue(sessionId);
    if (!query.exec())
        return storage::fromSqlError(query.lastError(), m_path);
    if (query.next())
        return std::optional<StoredSnapshot>(StoredSnapshot{query.value(0).toLongLong(), query.value(1).toString().toUtf8()});
    if (query.lastError().isValid())
        return storage::fromSqlError(query.lastError(), m_path);
    const Result<bool> exists = sessionExists(sessionId);
    if (!exists)
        return exists.error();
    if (!*exists)
        return storage::sessionNotFound(sessionId);
    return std::optional<StoredSnapshot>();
}

Result<qint64> SessionStore::lastSeq(qint64 sessionId) const
{
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    query.prepare(u"SELECT (SELECT COALESCE(MAX(seq), 0) FROM records WHERE session_id = ?) FROM sessions WHERE id = ?"_s);
    query.addBindValue(sessionId);
    query.addBindValue(sessionId);
    if (!query.exec())
        return storage::fromSqlError(query.lastError(), m_path);
    if (!query.next()) {
        if (query.lastError().isValid())
            return storage::fromSqlError(query.lastError(), m_path);
        return storage::sessionNotFound(sessionId);
    }
    return query.value(0).toLongLong();
}

Result<qint64> SessionStore::dataVersion() const
{
    const Result<QVariant> version = singleValue(m_connection.database(), u"PRAGMA data_version"_s, m_path);
    if (!version)
        return version.error();
    return version->toLongLong();
}

Result<qint64> SessionStore::importSession(const SessionSummary &summary, const std::vector<StoredRecord> &records)
{
    // Checked before anything is written: the log must read 1, 2, 3, ...
    for (std::size_t i = 0; i < records.size(); ++i) {
        if (!isRecordKind(records[i].kind))
            return storage::unknownRecordKind(records[i].kind);
        const auto expectedSeq = static_cast<qint64>(i) + 1;
        if (records[i].seq != expectedSeq)
            return storage::importOutOfSequence(records[i].seq, expectedSeq);
    }

    WriteTransaction transaction = m_statements->transaction(m_path);
    if (Status began = transaction.begin(); !began)
        return began.error();

    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QDateTime createdAt = summary.createdAt.isValid() ? summary.createdAt : now;
    QDateTime updatedAt = summary.updatedAt;
    if (!updatedAt.isValid())
        updatedAt = !records.empty() && records.back().at.isValid() ? records.back().at : now;
    QSqlQuery insertSession(m_connection.database());
    insertSession.prepare(u"INSERT INTO sessions (game, title, players, setup, seed, created_at, updated_at) "
                          "VALUES (?, ?, ?, ?, ?, ?, ?)"_s);
    for (const QVariant &value :
         {requiredText(summary.game), requiredText(summary.title), QVariant(compactJson(QJsonDocument(summary.players))),
          QVariant(compactJson(QJsonDocument(summary.setup))), QVariant(QString::number(summary.seed)),
          QVariant(storedTime(createdAt)), QVariant(storedTime(updatedAt))})
        insertSession.addBindValue(value);
    if (Status inserted = run(insertSession, m_path); !inserted)
        return inserted.error();
    const qint64 id = insertSession.lastInsertId().toLongLong();

    for (const StoredRecord &record : records) {
        if (Status inserted = insertRecord(id, record, record.at.isValid() ? record.at : now); !inserted)
            return inserted.error();
    }
    if (Status committed = transaction.commit(); !committed)
        return committed.error();
    return id;
}

} // namespace arbiter
