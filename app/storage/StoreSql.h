#pragma once

// The SQL steps and file checks SessionStore's two files share (the store
// itself, and its backups and restore): private to app/storage.
#include "core/rule_error.h"
#include "storage/SqlConnection.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <chrono>

namespace arbiter::storage {

// How many times a step that copies the file aside first (a migration, a
// restore) takes the copy again when another program wrote meanwhile.
constexpr int kMigrationAttempts = 5;

enum class SchemaPlan { Create, Upgrade, Ready };

// What the file says about itself before anything is written to it.
struct DatabaseFacts {
    qint32 applicationId = 0;
    int userVersion = 0;
    qint64 schemaObjects = 0; // tables, indexes, views, triggers
};

Status run(QSqlQuery &query, const QString &path);
Status run(const QSqlDatabase &db, const QString &sql, const QString &path);
Status runAll(const QSqlDatabase &db, const QStringList &statements, const QString &path);
Status prepare(QSqlQuery &query, const QString &sql, const QString &path);
// The first column of the first row; a null QVariant when there is no row.
Result<QVariant> singleValue(const QSqlDatabase &db, const QString &sql, const QString &path);
// PRAGMA data_version: moves when another connection commits to the file.
Result<qint64> dataVersionOf(const QSqlDatabase &db, const QString &path);

Result<DatabaseFacts> inspect(const QSqlDatabase &db, const QString &path);
Result<SchemaPlan> planFor(const DatabaseFacts &facts, const QString &path);

// The magic every SQLite file starts with (see the definition for when it
// is read outside SQLite and when SQLite answers instead).
Status checkHeader(const QString &path);
bool sideFileExists(const QString &path, const QString &suffix);

enum class PageCheck { Every, None };
// A read-only look at the file: every page (quick_check) when asked, then
// owner, format version and schema, through a connection of `access`.
Status probeWith(SqlConnection::Access access, const QString &path, const QString &connectionName,
                 std::chrono::milliseconds busyTimeout, PageCheck pages);
// The same with the access the file calls for: a frozen image when no
// journal lies beside it, SQLite's locks when one does.
Status probeReadOnly(const QString &path, const QString &connectionName, std::chrono::milliseconds busyTimeout,
                     PageCheck pages = PageCheck::Every);

// A consistent copy of the database `db` has open, written to `target`
// whole or not at all.
Status vacuumInto(const QSqlDatabase &db, const QString &databasePath, const QString &target);

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

} // namespace arbiter::storage
