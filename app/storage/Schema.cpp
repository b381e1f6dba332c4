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

// History (version 4): one row per finished session with the story the
// engine told of it, and one per player of it, so the statistics across
// sessions read these and never a log. Written in the transaction of the
// record that ends the game, removed by the one that undoes the end.
// player_aliases: names the table merged ("ann" counted as "Ann").
QStringList historyTables()
{
    return {
        u"CREATE TABLE session_results ("
        "session_id INTEGER PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE, "
        "game TEXT NOT NULL, "
        "started_at TEXT, " // the session's first record
        "ended_at TEXT NOT NULL, " // the record that ended the game
        "rounds INTEGER NOT NULL, "
        "actions INTEGER NOT NULL, "
        "cooperative INTEGER NOT NULL, "
        "outcome TEXT NOT NULL CHECK (outcome IN ('won', 'lost', 'tie')), "
        "story TEXT NOT NULL)"_s, // compact JSON of the engine's story
        u"CREATE INDEX session_results_by_end ON session_results (ended_at, game)"_s,
        u"CREATE TABLE session_result_players ("
        "session_id INTEGER NOT NULL REFERENCES session_results(session_id) ON DELETE CASCADE, "
        "player TEXT NOT NULL, " // the id in the session
        "name TEXT NOT NULL, " // as it was typed
        "seat INTEGER NOT NULL, "
        "side TEXT NOT NULL, "
        "won INTEGER NOT NULL, "
        "characters TEXT NOT NULL, " // the content ids played, one a line (read for every row of the statistics)
        "rolls INTEGER NOT NULL, "
        "roll_total INTEGER NOT NULL, "
        "roll_expected REAL NOT NULL, "
        "roll_variance REAL NOT NULL, "
        "luck REAL, " // chance of a lower sum with the same dice; NULL without rolls
        "PRIMARY KEY (session_id, player)) WITHOUT ROWID"_s,
        u"CREATE TABLE player_aliases ("
        "alias TEXT PRIMARY KEY, " // a name as typed
        "name TEXT NOT NULL) WITHOUT ROWID"_s, // the name it is counted as
    };
}

} // namespace

QStringList createStatements()
{
    return QStringList{sessionsTable(), recordsTable(), snapshotsTable()} + tableModeTables() + historyTables();
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
    case 3:
        // Finished sessions get their rows from the history.rebuild op.
        return historyTables();
    default:
        return std::nullopt;
    }
}

} // namespace arbiter::schema
