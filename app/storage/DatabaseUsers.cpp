#include "storage/DatabaseUsers.h"

#include <QFile>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace arbiter::storage {

namespace {
// UNIX_SHM_DMS in SQLite's os_unix.c: (22 + SQLITE_SHM_NLOCK) * 4 + SQLITE_SHM_NLOCK.
constexpr off_t kDeadManSwitchByte = 128;
} // namespace

std::optional<qint64> otherProcessUsing(const QString &databasePath)
{
#ifdef Q_OS_UNIX
    const QByteArray shm = QFile::encodeName(databasePath + QStringLiteral("-shm"));
    const int descriptor = ::open(shm.constData(), O_RDONLY | O_CLOEXEC);
    if (descriptor < 0)
        return std::nullopt; // no shared memory: nobody has it open in WAL mode
    struct flock lock {};
    lock.l_type = F_WRLCK;
    lock.l_whence = SEEK_SET;
    lock.l_start = kDeadManSwitchByte;
    lock.l_len = 1;
    const int asked = ::fcntl(descriptor, F_GETLK, &lock);
    ::close(descriptor);
    if (asked == 0 && lock.l_type != F_UNLCK)
        return static_cast<qint64>(lock.l_pid);
#else
    Q_UNUSED(databasePath)
#endif
    return std::nullopt;
}

} // namespace arbiter::storage
