#include "storage/OwnConnections.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>

namespace arbiter::storage {

namespace {

struct Registry {
    QMutex mutex;
    QHash<QString, int> connections; // canonical file -> connections open
};

Registry &registry()
{
    static Registry instance;
    return instance;
}

// A file SQLite is about to create does not exist yet: its folder is
// resolved instead, so that both spellings meet once it does.
QString fileKey(const QString &path)
{
    const QFileInfo file(path);
    if (file.exists())
        return file.canonicalFilePath();
    const QString folder = QDir(file.absolutePath()).canonicalPath();
    return (folder.isEmpty() ? file.absolutePath() : folder) + QLatin1Char('/') + file.fileName();
}

} // namespace

OwnConnection::OwnConnection(const QString &databasePath) : m_file(fileKey(databasePath))
{
    Registry &all = registry();
    const QMutexLocker lock(&all.mutex);
    ++all.connections[m_file];
}

OwnConnection::~OwnConnection()
{
    Registry &all = registry();
    const QMutexLocker lock(&all.mutex);
    if (--all.connections[m_file] <= 0)
        all.connections.remove(m_file);
}

bool whileNotOpenHere(const QString &databasePath, const std::function<void()> &touch)
{
    Registry &all = registry();
    const QMutexLocker lock(&all.mutex);
    if (all.connections.contains(fileKey(databasePath)))
        return false;
    touch();
    return true;
}

bool isOpenHere(const QString &databasePath)
{
    Registry &all = registry();
    const QMutexLocker lock(&all.mutex);
    return all.connections.contains(fileKey(databasePath));
}

} // namespace arbiter::storage
