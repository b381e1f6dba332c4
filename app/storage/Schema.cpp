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

// Table mode (docs/table-mode.md): what lets phones come back after the host
// restarts. The code the QR carries, each seat's token, and each phone
// intent's id with the record it produced (written in that record's own
// transaction, so an acknowledged intent is never applied twice).
QStringList tableModeTables()
{
    return {
        u"CREATE TABLE table_codes ("
        "session_id INTEGER PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE, "
        "token TEXT NOT NULL, "
        "port INTEGER)"_s, // the port it last listened on: the phones' address has it too
        u"CREATE TABLE table_seats ("
        "session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE, "
        "seat TEXT NOT NULL, "
        "token TEXT NOT NULL, "
        "PRIMARY KEY (session_id, seat)) WITHOUT ROWID"_s,
        u"CREATE TABLE table_intents ("
        "session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE, "
        "seat TEXT NOT NULL, "
        "intent_id TEXT NOT NULL, "
        "seq INTEGER NOT NULL, "
        "PRIMARY KEY (session_id, seat, intent_id)) WITHOUT ROWID"_s,
    };
}

} // namespace

QStringList createStatements()
{
    return QStringList{sessionsTable(), recordsTable(), snapshotsTable()} + tableModeTables();
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
    case 2:
        return tableModeTables();
    default:
        return std::nullopt;
    }
}

} // namespace arbiter::schema
