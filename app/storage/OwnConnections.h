#pragma once

#include <QString>
#include <functional>

namespace arbiter::storage {

// The database files this process has SQLite connections to, and the only
// way the store touches such a file (or its -wal and -shm) outside SQLite.
//
// POSIX advisory locks belong to the process, not to a descriptor: closing
// any descriptor of a file drops every lock this process holds on it,
// SQLite's included. Another process closing its own connection then takes
// itself for the file's last user, folds the -wal into the file and deletes
// it while our connections go on writing into the deleted one; all of that is
// gone at the next start (SQLite's "How To Corrupt An SQLite Database File",
// section 2.2). SQLite's connections within one process share a descriptor
// per file and keep it open while any of them holds a lock, so they never do
// this to each other; only code outside SQLite can.
//
// A file is known by its canonical path (symbolic links resolved); two hard
// links to one file are two files here. Arbiter never makes hard links.

// Registers a connection to `databasePath` for as long as it lives. Made
// before SQLite opens the file, dropped after SQLite has closed it.
class OwnConnection {
public:
    explicit OwnConnection(const QString &databasePath);
    ~OwnConnection();
    OwnConnection(const OwnConnection &) = delete;
    OwnConnection &operator=(const OwnConnection &) = delete;

private:
    QString m_file;
};

// Runs `touch` only while no connection of this process has `databasePath`
// open, and keeps any from opening until it returns; false, without running
// it, while one is open. `touch` must not open a connection itself (it would
// wait for itself).
bool whileNotOpenHere(const QString &databasePath, const std::function<void()> &touch);

// Whether a connection of this process has `databasePath` open now.
bool isOpenHere(const QString &databasePath);

} // namespace arbiter::storage
