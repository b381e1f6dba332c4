#include "storage/SqlConnection.h"

#include "storage/StorageErrors.h"

#include <QFileInfo>
#include <QSqlError>
#include <QUrl>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

SqlConnection::SqlConnection(QString name, QString path, Access access, std::chrono::milliseconds busyTimeout)
    : m_name(std::move(name)), m_path(std::move(path)), m_access(access), m_busyTimeout(busyTimeout)
{
}

SqlConnection::~SqlConnection()
{
    if (!m_database.isValid())
        return;
    m_database.close();
    // removeDatabase() warns while any handle to the connection survives.
    m_database = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_name);
}

Status SqlConnection::open()
{
    if (QSqlDatabase::contains(m_name))
        return storage::ioFailure(m_path, u"connection name \"%1\" is already in use"_s.arg(m_name));
    m_database = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_name);
    if (!m_database.isValid())
        return storage::ioFailure(m_path, u"the Qt SQLite driver (QSQLITE) is not available"_s);

    QString options = u"QSQLITE_BUSY_TIMEOUT=%1"_s.arg(m_busyTimeout.count());
    QString databaseName = m_path;
    if (m_access != Access::ReadWrite)
        options += u";QSQLITE_OPEN_READONLY"_s;
    if (m_access == Access::ReadOnlyImmutable) {
        options += u";QSQLITE_OPEN_URI"_s;
        databaseName = QUrl::fromLocalFile(QFileInfo(m_path).absoluteFilePath()).toString(QUrl::FullyEncoded) +
                       u"?immutable=1"_s;
    }
    m_database.setConnectOptions(options);
    m_database.setDatabaseName(databaseName);
    // Before SQLite opens a descriptor of the file, so that nothing outside
    // SQLite opens one of its own from now on.
    m_ownConnection = std::make_unique<storage::OwnConnection>(m_path);
    if (!m_database.open())
        return storage::fromSqlError(m_database.lastError(), m_path);
    return Done{};
}

} // namespace arbiter
