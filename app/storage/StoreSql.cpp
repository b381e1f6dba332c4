#include "storage/StoreSql.h"

#include "storage/OwnConnections.h"
#include "storage/SessionStore.h"
#include "storage/StorageErrors.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlError>

using namespace Qt::Literals::StringLiterals;

namespace arbiter::storage {

Status run(QSqlQuery &query, const QString &path)
{
    if (!query.exec())
        return fromSqlError(query.lastError(), path);
    return Done{};
}

Status run(const QSqlDatabase &db, const QString &sql, const QString &path)
{
    QSqlQuery query(db);
    if (!query.exec(sql))
        return fromSqlError(query.lastError(), path);
    return Done{};
}

Status prepare(QSqlQuery &query, const QString &sql, const QString &path)
{
    query.setForwardOnly(true);
    if (!query.prepare(sql))
        return fromSqlError(query.lastError(), path);
    return Done{};
}

Result<QVariant> singleValue(const QSqlDatabase &db, const QString &sql, const QString &path)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(sql))
        return fromSqlError(query.lastError(), path);
    if (!query.next()) {
        if (query.lastError().isValid())
            return fromSqlError(query.lastError(), path);
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
        return foreignFile(path);
    if (facts.userVersion > SessionStore::kSchemaVersion)
        return newerFile(path, facts.userVersion, SessionStore::kSchemaVersion);
    if (facts.userVersion < 1) // every released Arbiter stamped its version with its tables
        return corruptFile(path, u"the format version is missing"_s);
    if (facts.userVersion < SessionStore::kSchemaVersion)
        return SchemaPlan::Upgrade;
    return SchemaPlan::Ready;
}

// The magic every SQLite file starts with, read before SQLite sees the file
// so that a text file is refused without SQLite creating anything beside it.
// While a connection of this process has the file open, reading it here
// would drop that connection's locks (OwnConnections.h); the file is then
// SQLite's already, and SQLite's own check (SQLITE_NOTADB at the first
// statement of the probe that follows) stands in.
Status checkHeader(const QString &path)
{
    static const QByteArray sqliteHeader("SQLite format 3\0", 16);
    if (!QFileInfo(path).isFile())
        return foreignFile(path);
    Status verdict = Done{};
    whileNotOpenHere(path, [&] {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            verdict = ioFailure(path, file.errorString());
        else if (file.read(sqliteHeader.size()) != sqliteHeader)
            verdict = foreignFile(path);
    });
    return verdict;
}

bool sideFileExists(const QString &path, const QString &suffix) { return QFileInfo::exists(path + suffix); }

Status probeWith(SqlConnection::Access access, const QString &path, const QString &connectionName,
                 std::chrono::milliseconds busyTimeout, PageCheck pages)
{
    SqlConnection connection(connectionName, path, access, busyTimeout);
    if (Status opened = connection.open(); !opened)
        return opened;
    if (pages == PageCheck::Every) {
        const Result<QVariant> check = singleValue(connection.database(), u"PRAGMA quick_check(1)"_s, path);
        if (!check)
            return check.error();
        if (check->toString() != u"ok"_s)
            return corruptFile(path, check->toString());
    }
    const Result<DatabaseFacts> facts = inspect(connection.database(), path);
    if (!facts)
        return facts.error();
    if (const Result<SchemaPlan> plan = planFor(*facts, path); !plan)
        return plan.error();
    return Done{};
}

Status probeReadOnly(const QString &path, const QString &connectionName, std::chrono::milliseconds busyTimeout,
                     PageCheck pages)
{
    // A file without a journal beside it is closed and complete: read it as
    // a frozen image, which leaves no -wal/-shm behind next to a file that
    // may be refused. A journal means a writer may be at work: read it
    // through SQLite's locks.
    const bool mayBeInUse = sideFileExists(path, u"-wal"_s) || sideFileExists(path, u"-journal"_s);
    const auto access = mayBeInUse ? SqlConnection::Access::ReadOnly : SqlConnection::Access::ReadOnlyImmutable;
    return probeWith(access, path, connectionName, busyTimeout, pages);
}

// Writes a consistent copy of the database `db` has open to `target`
// through SQLite (VACUUM INTO reads it in one read transaction, whoever else
// writes meanwhile), under a temporary name that is renamed only when
// complete, so `target` either exists whole or not at all.
Status vacuumInto(const QSqlDatabase &db, const QString &databasePath, const QString &target)
{
    const QString partial = target + u".partial"_s;
    QFile::remove(partial);
    QSqlQuery query(db);
    query.prepare(u"VACUUM INTO ?"_s);
    query.addBindValue(partial);
    if (!query.exec()) {
        QFile::remove(partial);
        return fromSqlError(query.lastError(), databasePath);
    }
    if (!QFile::rename(partial, target)) {
        QFile::remove(partial);
        return ioFailure(target, u"the copy could not be renamed into place"_s);
    }
    return Done{};
}

Result<qint64> dataVersionOf(const QSqlDatabase &db, const QString &path)
{
    const Result<QVariant> version = singleValue(db, u"PRAGMA data_version"_s, path);
    if (!version)
        return version.error();
    return version->toLongLong();
}

Status runAll(const QSqlDatabase &db, const QStringList &statements, const QString &path)
{
    for (const QString &sql : statements) {
        if (Status done = run(db, sql, path); !done)
            return done;
    }
    return Done{};
}


} // namespace arbiter::storage
