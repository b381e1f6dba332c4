#pragma once

#include <QString>
#include <optional>

namespace arbiter::storage {

// Another process that has the SQLite database at `databasePath` open, by
// its process id; nullopt when there is none (or the platform cannot tell).
//
// In WAL mode every open connection holds a shared lock on one byte of the
// "-shm" file (SQLite's "dead man switch", offset 128 in its Unix VFS) for
// as long as it is open, idle or not. Asking whether an exclusive lock on
// that byte would be granted (F_GETLK) takes no lock and names a holder.
//
// POSIX locks belong to the process: closing any descriptor of a file drops
// all of this process's locks on it, SQLite's included. Call this only inside
// whileNotOpenHere (OwnConnections.h), while no connection of this process
// has the database open and none can open it.
std::optional<qint64> otherProcessUsing(const QString &databasePath);

} // namespace arbiter::storage
