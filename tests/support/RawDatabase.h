#pragma once

// A plain QtSql connection beside the store, for building files by hand and
// looking at what the store wrote; and the tables of Arbiter's format
// version 1, which today's store migrates.
#include "storage/SessionStore.h"

#include <QDebug>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

class RawDatabase {
public:
    explicit RawDatabase(const QString &path) : m_name(QStringLiteral("raw-%1").arg(++s_count))
    {
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        m_db.setDatabaseName(path);
        m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=0"));
        m_db.open();
    }
    ~RawDatabase()
    {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_name);
    }
    RawDatabase(const RawDatabase &) = delete;
    RawDatabase &operator=(const RawDatabase &) = delete;

    bool exec(const QString &sql)
    {
        QSqlQuery query(m_db);
        if (query.exec(sql))
            return true;
        qWarning() << sql << query.lastError().text();
        return false;
    }
    QVariant value(const QString &sql)
    {
        QSqlQuery query(m_db);
        if (!query.exec(sql) || !query.next()) {
            qWarning() << sql << query.lastError().text();
            return {};
        }
        return query.value(0);
    }

private:
    static inline int s_count = 0;
    QString m_name;
    QSqlDatabase m_db;
};

// The tables and stamps of format version 1 (no snapshots, no updated_at,
// no table mode), empty.
inline bool createVersionOneTables(RawDatabase &raw)
{
    return raw.exec(QStringLiteral("CREATE TABLE sessions (id INTEGER PRIMARY KEY, game TEXT NOT NULL, title TEXT NOT NULL, "
                                   "players TEXT NOT NULL, setup TEXT NOT NULL, seed TEXT NOT NULL, created_at TEXT)"))
        && raw.exec(QStringLiteral("CREATE TABLE records (session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE, "
                                   "seq INTEGER NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('action', 'undo', 'redo')), "
                                   "action TEXT, events TEXT, at TEXT NOT NULL, PRIMARY KEY (session_id, seq)) WITHOUT ROWID"))
        && raw.exec(QStringLiteral("PRAGMA application_id = %1").arg(arbiter::SessionStore::kApplicationId))
        && raw.exec(QStringLiteral("PRAGMA user_version = 1"));
}
