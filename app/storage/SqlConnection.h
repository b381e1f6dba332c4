#pragma once

#include "core/rule_error.h"
#include "storage/OwnConnections.h"

#include <QSqlDatabase>
#include <QString>
#include <chrono>
#include <memory>

namespace arbiter {

// One named QSQLITE connection, registered for exactly as long as this object
// lives: the destructor closes it and removes the name, so a failed open
// leaves nothing registered behind. Queries made on it must be gone first.
// Every connection the store makes is one of these, so OwnConnections knows
// each file this process has open.
class SqlConnection {
public:
    enum class Access {
        ReadWrite,
        ReadOnly,
        // Read-only without locks and without creating -wal/-shm beside the
        // file: only right for a file that no program has open for writing.
        ReadOnlyImmutable,
    };

    SqlConnection(QString name, QString path, Access access, std::chrono::milliseconds busyTimeout);
    ~SqlConnection();
    SqlConnection(const SqlConnection &) = delete;
    SqlConnection &operator=(const SqlConnection &) = delete;

    // Fails with storage.io when the name is taken or the driver is missing;
    // SQLite itself reads the file only at the first statement.
    Status open();
    [[nodiscard]] const QSqlDatabase &database() const { return m_database; }

private:
    QString m_name;
    QString m_path;
    Access m_access;
    std::chrono::milliseconds m_busyTimeout;
    QSqlDatabase m_database;
    // Outlives the SQLite handle: released only after it is closed.
    std::unique_ptr<storage::OwnConnection> m_ownConnection;
};

} // namespace arbiter
