#include "storage/SessionStore.h"

#include "storage/Schema.h"
#include "storage/StorageErrors.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

// How many times opening retries when another program writes to the file
// while a migration waits for a quiet moment to take its backup.
constexpr int kMigrationAttempts = 3;

enum class SchemaPlan { Create, Upgrade, Ready };

// What the file says about itself before anything is written to it.
struct DatabaseFacts {
    qint32 applicationId = 0;
    int userVersion = 0;
    qint64 schemaObjects = 0; // tables, indexes, views, triggers
};

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

// ---- statements ----

Status run(QSqlQuery &query, const QString &path)
{
    if (!query.exec())
        return storage::fromSqlError(query.lastError(), path);
    return Done{};
}

Status run(const QSqlDatabase &db, const QString &sql, const QString &path)
{
    QSqlQuery query(db);
    if (!query.exec(sql))
        return storage::fromSqlError(query.lastError(), path);
    return Done{};
}

Status prepare(QSqlQuery &query, const QString &sql, const QString &path)
{
    query.setForwardOnly(true);
    if (!query.prepare(sql))
        return storage::fromSqlError(query.lastError(), path);
    return Done{};
}

// The first column of the first row; a null QVariant when there is no row.
Result<QVariant> singleValue(const QSqlDatabase &db, const QString &sql, const QString &path)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(sql))
        return storage::fromSqlError(query.lastError(), path);
    if (!query.next()) {
        if (query.lastError().isValid())
            return storage::fromSqlError(query.lastError(), path);
        return QVariant();
    }
    return query.value(0);
}

Result<DatabaseFacts> inspect(const QSqlDatabase &db, const QString &path)
{
    const Result<QVariant> applicationId = singleValue(db, u"PRAGMA application_id"_s, path);
    if (!applicationId)
        return applicationId.error();
    const Result<QVariant> userVersion = singleValue(db, u"PRAGMA user_version"_s, path);
    if (!userVersion)
        return userVersion.error();
    const Result<QVariant> objects =
        singleValue(db, u"SELECT COUNT(*) FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"_s, path);
    if (!objects)
        return objects.error();
    return DatabaseFacts{applicationId->toInt(), userVersion->toInt(), objects->toLongLong()};
}

Result<SchemaPlan> planFor(const DatabaseFacts &facts, const QString &path)
{
    if (facts.schemaObjects == 0)
        return SchemaPlan::Create;
    if (facts.applicationId != SessionStore::kApplicationId)
        return storage::foreignFile(path);
    if (facts.userVersion > SessionStore::kSchemaVersion)
        return storage::newerFile(path, facts.userVersion, SessionStore::kSchemaVersion);
    if (facts.userVersion < 1) // every released Arbiter stamped its version with its tables
        return storage::corruptFile(path, u"the format version is missing"_s);
    if (facts.userVersion < SessionStore::kSchemaVersion)
        return SchemaPlan::Upgrade;
    return SchemaPlan::Ready;
}

// Cheap checks that read the file without writing to it: the magic header
// first (a text file must not even reach SQLite), then a read-only
// connection for integrity, owner and version.
Status checkHeader(const QString &path)
{
    static const QByteArray sqliteHeader("SQLite format 3\0", 16);
    QFile file(path);
    if (!QFileInfo(path).isFile())
        return storage::foreignFile(path);
    if (!file.open(QIODevice::ReadOnly))
        return storage::ioFailure(path, file.errorString());
    if (file.read(sqliteHeader.size()) != sqliteHeader)
        return storage::foreignFile(path);
    return Done{};
}

Status probeReadOnly(const QString &path, const QString &connectionName, std::chrono::milliseconds busyTimeout)
{
    SqlConnection connection(connectionName, path, SqlConnection::Access::ReadOnly, busyTimeout);
    if (Status opened = connection.open(); !opened)
        return opened;
    const Result<QVariant> check = singleValue(connection.database(), u"PRAGMA quick_check(1)"_s, path);
    if (!check)
        return check.error();
    if (check->toString() != u"ok"_s)
        return storage::corruptFile(path, check->toString());
    const Result<DatabaseFacts> facts = inspect(connection.database(), path);
    if (!facts)
        return facts.error();
    if (const Result<SchemaPlan> plan = planFor(*facts, path); !plan)
        return plan.error();
    return Done{};
}

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

// QSaveFile writes to a temporary name and syncs before renaming, so a
// backup either exists whole or not at all.
Status copyFile(const QString &from, const QString &to)
{
    QFile source(from);
    if (!source.open(QIODevice::ReadOnly))
        return storage::ioFailure(from, source.errorString());
    QSaveFile target(to);
    if (!target.open(QIODevice::WriteOnly))
        return storage::ioFailure(to, target.errorString());
    constexpr qint64 chunkSize = 1 << 20;
    while (!source.atEnd()) {
        const QByteArray chunk = source.read(chunkSize);
        if (chunk.isEmpty() && source.error() != QFileDevice::NoError)
            return storage::ioFailure(from, source.errorString());
        if (target.write(chunk) != chunk.size())
            return storage::ioFailure(to, target.errorString());
    }
    if (!target.commit())
        return storage::ioFailure(to, target.errorString());
    return Done{};
}

bool walIsEmpty(const QString &path)
{
    const QFileInfo wal(path + u"-wal"_s);
    return !wal.exists() || wal.size() == 0;
}

// A write transaction, rolled back unless committed. BEGIN IMMEDIATE takes
// the write lock up front, so a busy database is reported at the start
// (after the busy timeout) rather than halfway through.
class WriteTransaction {
public:
    WriteTransaction(QSqlQuery &begin, QSqlQuery &commit, QSqlQuery &rollback, const QString &path)
        : m_begin(begin), m_commit(commit), m_rollback(rollback), m_path(path)
    {
    }
    ~WriteTransaction()
    {
        // After some errors SQLite has already rolled back by itself; a
        // second rollback then fails harmlessly.
        if (m_active)
            m_rollback.exec();
    }
    WriteTransaction(const WriteTransaction &) = delete;
    WriteTransaction &operator=(const WriteTransaction &) = delete;

    Status begin()
    {
        Status began = run(m_begin, m_path);
        m_active = began.ok();
        return began;
    }
    Status commit()
    {
        Status committed = run(m_commit, m_path);
        m_active = !committed.ok();
        return committed;
    }

private:
    QSqlQuery &m_begin;
    QSqlQuery &m_commit;
    QSqlQuery &m_rollback;
    const QString &m_path;
    bool m_active = false;
};

const QString kSummarySelect =
    u"SELECT id, game, title, players, setup, seed, created_at, updated_at, "
    // The log is contiguous from 1 (append and import enforce it), so the
    // highest seq is the count, read from the primary key without a scan.
    "(SELECT COALESCE(MAX(seq), 0) FROM records WHERE records.session_id = sessions.id) "
    "FROM sessions "_s;

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

} // namespace

// The append path's statements, prepared once and reused: preparing costs
// more than running them.
struct SessionStore::Statements {
    explicit Statements(const QSqlDatabase &db)
        : begin(db), commit(db), rollback(db), nextSeq(db), insertRecord(db), insertSnapshot(db), touchSession(db)
    {
    }

    Status prepareAll(const QString &path)
    {
        const std::pair<QSqlQuery *, QString> all[] = {
            {&begin, u"BEGIN IMMEDIATE"_s},
            {&commit, u"COMMIT"_s},
            {&rollback, u"ROLLBACK"_s},
            // No row at all when the session does not exist.
            {&nextSeq, u"SELECT (SELECT COALESCE(MAX(seq), 0) + 1 FROM records WHERE session_id = ?) "
                       "FROM sessions WHERE id = ?"_s},
            {&insertRecord, u"INSERT INTO records (session_id, seq, kind, action, events, at) "
                            "VALUES (?, ?, ?, ?, ?, ?)"_s},
            {&insertSnapshot, u"INSERT INTO snapshots (session_id, seq, state) VALUES (?, ?, ?)"_s},
            {&touchSession, u"UPDATE sessions SET updated_at = ? WHERE id = ?"_s},
        };
        for (const auto &[query, sql] : all) {
            if (Status prepared = prepare(*query, sql, path); !prepared)
                return prepared;
        }
        return Done{};
    }

    WriteTransaction transaction(const QString &path) { return WriteTransaction(begin, commit, rollback, path); }

    QSqlQuery begin;
    QSqlQuery commit;
    QSqlQuery rollback;
    QSqlQuery nextSeq;
    QSqlQuery insertRecord;
    QSqlQuery insertSnapshot;
    QSqlQuery touchSession;
};

SessionStore::SessionStore(QString path, QString connectionName, std::chrono::milliseconds busyTimeout)
    : m_path(std::move(path)),
      m_connectionName(std::move(connectionName)),
      m_connection(m_connectionName, m_path, SqlConnection::Access::ReadWrite, busyTimeout)
{
}

SessionStore::~SessionStore() = default;

Result<std::unique_ptr<SessionStore>> SessionStore::open(const QString &path, const QString &connectionName,
                                                         std::chrono::milliseconds busyTimeout)
{
    if (QSqlDatabase::contains(connectionName))
        return storage::ioFailure(path, u"connection name \"%1\" is already in use"_s.arg(connectionName));

    // Nothing is written before the file has shown it is ours, empty or new.
    const QFileInfo file(path);
    if (file.exists() && (!file.isFile() || file.size() > 0)) {
        if (Status header = checkHeader(path); !header)
            return header.error();
        if (Status probed = probeReadOnly(path, connectionName + u"#probe"_s, busyTimeout); !probed)
            return probed.error();
    }

    std::unique_ptr<SessionStore> store(new SessionStore(path, connectionName, busyTimeout));
    if (Status ready = store->openReadWrite(); !ready)
        return ready.error();
    return store;
}

Status SessionStore::openReadWrite()
{
    if (Status opened = m_connection.open(); !opened)
        return opened;
    const QSqlDatabase &db = m_connection.database();

    const Result<QVariant> journal = singleValue(db, u"PRAGMA journal_mode = WAL"_s, m_path);
    if (!journal)
        return journal.error();
    if (journal->toString().compare(u"wal"_s, Qt::CaseInsensitive) != 0)
        return storage::ioFailure(m_path, u"the file system does not support the WAL journal"_s);
    // FULL syncs the log on every commit: an acknowledged record is on disk.
    for (const QString &pragma : {u"PRAGMA synchronous = FULL"_s, u"PRAGMA foreign_keys = ON"_s}) {
        if (Status set = run(db, pragma, m_path); !set)
            return set;
    }

    m_statements = std::make_unique<Statements>(db);
    if (Status prepared = prepare(m_statements->begin, u"BEGIN IMMEDIATE"_s, m_path); !prepared)
        return prepared;
    if (Status prepared = prepare(m_statements->commit, u"COMMIT"_s, m_path); !prepared)
        return prepared;
    if (Status prepared = prepare(m_statements->rollback, u"ROLLBACK"_s, m_path); !prepared)
        return prepared;
    if (Status schema = ensureSchema(); !schema)
        return schema;
    // The data statements need the tables to exist before they can be prepared.
    return m_statements->prepareAll(m_path);
}

// Decides under the write lock, so two programs opening a new file at once
// cannot both create the schema, and nobody writes while a backup is taken.
Status SessionStore::ensureSchema()
{
    const QSqlDatabase &db = m_connection.database();
    for (int attempt = 0; attempt < kMigrationAttempts; ++attempt) {
        WriteTransaction transaction = m_statements->transaction(m_path);
        if (Status began = transaction.begin(); !began)
            return began;
        const Result<DatabaseFacts> facts = inspect(db, m_path);
        if (!facts)
            return facts.error();
        const Result<SchemaPlan> plan = planFor(*facts, m_path);
        if (!plan)
            return plan.error();

        QStringList statements;
        switch (*plan) {
        case SchemaPlan::Ready:
            return transaction.commit();
        case SchemaPlan::Create:
            statements = schema::createStatements();
            statements << u"PRAGMA application_id = %1"_s.arg(kApplicationId);
            break;
        case SchemaPlan::Upgrade: {
            // The backup must be the whole database: with the log emptied
            // into the main file and the write lock held, the main file is
            // complete and nobody can change it while it is copied.
            if (!walIsEmpty(m_path)) {
                transaction = {}; // placeholder, replaced below
            }
            break;
        }
        }
    }
    return storage::lockedFile(m_path);
}

} // namespace arbiter
