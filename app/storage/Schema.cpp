#include "storage/Schema.h"

using namespace Qt::Literals::StringLiterals;

namespace arbiter::schema {

namespace {

// Version 1 had no snapshots and no sessions.updated_at. The shapes below are
// what version 2 looks like; the migration reaches the same shape.
QString sessionsTable()
{
    return u"CREATE TABLE sessions ("
           // AUTOINCREMENT: a deleted session's number is never handed out
           // again, so an old reference can't open someone else's game.
           "id INTEGER PRIMARY KEY AUTOINCREMENT, "
           "game TEXT NOT NULL, "
           "title TEXT NOT NULL, "
           "players TEXT NOT NULL, " // JSON array
           "setup TEXT NOT NULL, " // JSON object
           "seed TEXT NOT NULL, " // decimal: a quint64 does not fit SQLite's signed integers
           "created_at TEXT, " // ISO-8601 UTC with milliseconds, like every timestamp here
           "updated_at TEXT)"_s;
}

QString recordsTable()
{
    return u"CREATE TABLE records ("
           "session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE, "
           "seq INTEGER NOT NULL, "
           "kind TEXT NOT NULL CHECK (kind IN ('action', 'undo', 'redo')), "
           "action TEXT, "
           "events TEXT, "
           "at TEXT NOT NULL, "
           "PRIMARY KEY (session_id, seq)) WITHOUT ROWID"_s;
}

QString snapshotsTable()
{
    return u"CREATE TABLE snapshots ("
           "session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE, "
           "seq INTEGER NOT NULL, "
           "state TEXT NOT NULL, "
           "PRIMARY KEY (session_id, seq))"_s;
}

} // namespace

QStringList createStatements()
{
    return {sessionsTable(), recordsTable(), snapshotsTable()};
}

std::optional<QStringList> upgradeStatements(int fromVersion)
{
    switch (fromVersion) {
    case 1:
        return QStringList{
            snapshotsTable(),
            u"ALTER TABLE sessions ADD COLUMN updated_at TEXT"_s,
            // The last record is the last time the session changed.
            u"UPDATE sessions SET updated_at = COALESCE("
            "(SELECT MAX(at) FROM records WHERE records.session_id = sessions.id), created_at)"_s,
        };
    default:
        return std::nullopt;
    }
}

} // namespace arbiter::schema
