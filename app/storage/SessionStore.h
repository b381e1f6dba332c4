#pragma once

#include "core/rule_error.h"
#include "storage/SessionResult.h"
#include "storage/SqlConnection.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace arbiter {

struct SessionSummary {
    qint64 id = 0;
    QString game;
    QString title;
    QJsonArray players;
    QJsonObject setup;
    quint64 seed = 0;
    QDateTime createdAt; // UTC
    QDateTime updatedAt; // UTC, the last accepted record
    qint64 recordCount = 0;
};

// Which sessions a list shows: all of them, or those that match every word
// of `text` (split at spaces). A word matches a session whose title, game id
// or a player's name contains it, ignoring case in any language, or whose
// game is one of `gamesNamed(word)`: the caller maps what people read, such
// as a translated game name, to ids; the store knows no names.
struct SessionFilter {
    QString text;
    std::function<QStringList(const QString &word)> gamesNamed;
    [[nodiscard]] bool showsAll() const { return words().isEmpty(); }
    [[nodiscard]] QStringList words() const { return text.split(u' ', Qt::SkipEmptyParts); }
};

struct StoredRecord {
    qint64 seq = 0;
    QString kind; // "action", "undo", "redo"
    QByteArray action; // compact JSON, empty for undo/redo
    QByteArray events; // compact JSON array of what the record did
    QDateTime at; // UTC
};

// A phone's intent in table mode: the seat it came from and the id the phone
// chose. Stored with the record it produced, in the same transaction.
struct TableIntentKey {
    QString seat;
    QString id;
};

// What table mode keeps of a session across restarts of its host.
struct TableSeating {
    QString tableToken; // empty: none made yet
    quint16 port = 0; // the port the host last listened on, 0 for none
    std::map<QString, QString> seatTokens; // seat -> token
};

struct StoredSnapshot {
    qint64 seq = 0; // state after this record
    QByteArray state; // compact JSON of the SessionState
};

// The one place sessions live: SQLite through QtSql, WAL journal with
// synchronous=FULL. Every append is its own transaction, committed before it
// returns, so an acknowledged action survives a crash. The event log is
// append-only. A file that is corrupt, locked, from a newer Arbiter or not an
// Arbiter database at all is refused with a clear error and left untouched.
//
// Errors come back as RuleError with kind Storage and codes
// "storage.corrupt", "storage.foreign", "storage.newer", "storage.locked",
// "storage.io", "storage.sequence" (append/import out of order), or NotFound
// "session.not_found", or Internal "storage.bad_record" (unknown record kind).
class SessionStore {
public:
    static constexpr int kSchemaVersion = 4;
    static constexpr qint32 kApplicationId = 0x41524254; // "ARBT"
    static constexpr std::chrono::milliseconds kDefaultBusyTimeout{2000};

    // How much of the file open() reads before it trusts it. Full: every
    // page (PRAGMA quick_check), which reads the whole file: about 74 ms for
    // 10,000 sessions. Deferred: the header, owner, format version and schema
    // only; the caller must then run verifyIntegrity() soon and give the file
    // up when it fails (the app does it on a worker thread after its first
    // frame).
    enum class OpenCheck { Full, Deferred };

    // Opens (creating if absent) the database at `path`. An older schema is
    // migrated after copying the file to "<path>.v<old>-<UTC stamp>.bak".
    // `connectionName` must be unique per thread. `busyTimeout` is how long
    // to wait for another program's lock before answering storage.locked.
    static Result<std::unique_ptr<SessionStore>> open(const QString &path, const QString &connectionName,
                                                      std::chrono::milliseconds busyTimeout = kDefaultBusyTimeout,
                                                      OpenCheck openCheck = OpenCheck::Full);
    // The page check that OpenCheck::Deferred left out, over a read-only
    // connection of its own: callable from any thread while this or another
    // process has the file open. storage.corrupt when a page is damaged.
    static Status verifyIntegrity(const QString &path, const QString &connectionName,
                                  std::chrono::milliseconds busyTimeout = kDefaultBusyTimeout);
    // The checks open() makes before it writes anything, alone: whether the
    // file at `path` could be used, without touching it. A missing file is
    // fine (open() would create it).
    static Status check(const QString &path, std::chrono::milliseconds busyTimeout = kDefaultBusyTimeout);
    ~SessionStore();
    SessionStore(const SessionStore &) = delete;
    SessionStore &operator=(const SessionStore &) = delete;

    [[nodiscard]] QString path() const { return m_path; }
    // The per-user default database, the same one the GUI and the CLI use:
    // $ARBITER_DB when set, else AppDataLocation + "/arbiter.sqlite" (main()
    // sets organization "Arbiter" and application "arbiter"). Creates the
    // folder when missing.
    static QString defaultPath();

    Result<qint64> createSession(const QString &game, const QString &title, const QJsonArray &players,
                                 const QJsonObject &setup, quint64 seed);
    // A session whose row cannot be read (players, setup or seed damaged on
    // disk) does not hide the others.
    struct DamagedSession {
        qint64 id = 0;
        QString title; // may itself be unreadable, then empty
        RuleError reason;
    };
    // Most recently updated first, without each session's setup (session()
    // has it). The damaged ones are left out of the list
    // and named in `damaged` when it is given.
    // `limit` and `offset` read one page of that order (-1: all); the
    // damaged sessions of that page count towards it. The filter is applied
    // by SQLite while it walks the order, so a page of a search over
    // thousands of sessions never brings the others into memory.
    Result<std::vector<SessionSummary>> listSessions(std::vector<DamagedSession> *damaged = nullptr, qint64 limit = -1,
                                                     qint64 offset = 0, const SessionFilter &filter = {}) const;
    Result<SessionSummary> session(qint64 id) const;
    Status renameSession(qint64 id, const QString &title);
    Status deleteSession(qint64 id); // with its records and snapshots
    // A new session with the same game, players, setup, records and snapshots.
    Result<qint64> duplicateSession(qint64 id, const QString &title);

    // Appends one record (seq must be the next one) and, when given, a
    // snapshot of the state after it and the table-mode intent that asked
    // for it, in a single durable transaction. An intent already stored
    // fails the whole append (storage.io): nothing is applied twice.
    // `result`: the history row the record writes (it ends the game) or
    // removes (it undoes the end), in the same transaction.
    Status append(qint64 sessionId, const StoredRecord &record, const std::optional<QByteArray> &snapshotState = {},
                  const std::optional<TableIntentKey> &intent = {}, const std::optional<ResultChange> &result = {});
    // How much of each record to read: replaying needs only seq, kind and
    // action; parsing every timestamp and event list would dominate a resume.
    // ForReplay with `actionsAfterSeq`: the actions of earlier records are left
    // empty, since a resume from a snapshot folds only the later ones.
    enum class RecordDetail { Full, ForReplay };
    Result<std::vector<StoredRecord>> records(qint64 sessionId, RecordDetail detail = RecordDetail::Full,
                                              qint64 actionsAfterSeq = 0) const;
    Result<std::optional<StoredSnapshot>> latestSnapshot(qint64 sessionId) const;
    // The seq of the session's newest record (0 for none): how a cached log
    // learns that another process appended to the same session.
    Result<qint64> lastSeq(qint64 sessionId) const;
    // SQLite's data_version: changes whenever another connection (another
    // process included) commits to the file, so polling it is a cheap way to
    // notice writers that are not us.
    Result<qint64> dataVersion() const;

    // ---- table mode (SessionStoreTable.cpp) ----
    Result<TableSeating> tableSeating(qint64 sessionId) const;
    // A new table code for the session; every seat token is forgotten with
    // the old one, in one transaction.
    Status replaceTableToken(qint64 sessionId, const QString &token);
    Status saveTablePort(qint64 sessionId, quint16 port);
    Status saveSeatToken(qint64 sessionId, const QString &seat, const QString &token);
    Status forgetSeatToken(qint64 sessionId, const QString &seat);
    // The record an intent produced, if it was stored.
    Result<std::optional<qint64>> tableIntentSeq(qint64 sessionId, const TableIntentKey &intent) const;

    // ---- history (SessionStoreHistory.cpp) ----
    // A finished session's row, written or removed in its own transaction
    // (a rebuild); an append writes it with the record that ends the game.
    Status writeResult(const SessionResult &result);
    Status removeResult(qint64 sessionId);
    Result<std::optional<SessionResult>> result(qint64 sessionId) const;
    // The rows the filter lets through, oldest end first; without their
    // stories unless asked (the statistics across sessions read none).
    Result<std::vector<SessionResult>> results(const ResultFilter &filter = {}, bool withStories = false) const;
    // Counts `alias` as `name` from now on, in every row old and new; a name
    // merged into itself forgets its alias.
    Status mergePlayer(const QString &alias, const QString &name);
    Result<std::map<QString, QString>> playerAliases() const; // alias -> name

    // Creates a session with all its records at once (import), atomically.
    Result<qint64> importSession(const SessionSummary &summary, const std::vector<StoredRecord> &records);

    // ---- rolling backups ----
    // Copies of the whole database in "<file>.backups/" beside it, named by
    // their UTC time ("arbiter-20260101T120000123Z.sqlite"), written with
    // VACUUM INTO (a consistent copy while other processes keep writing).
    static constexpr int kBackupsKept = 7;
    static constexpr std::chrono::hours kBackupEvery{24};
    [[nodiscard]] static QString backupFolder(const QString &databasePath);
    // Newest first.
    [[nodiscard]] static QStringList backups(const QString &databasePath);
    // Writes a backup now and removes all but the newest kBackupsKept.
    Result<QString> backup();
    // A backup when the newest one is older than kBackupEvery (or there is
    // none); otherwise nothing and an empty path.
    Result<QString> backupIfDue();
    // Puts the contents of `backupPath` in the place of the database at
    // `databasePath`, which nobody may have open, neither this process nor
    // another (storage.locked). The current contents are first kept as a
    // backup themselves, so a restore can be undone; returns its path. The
    // file itself is never replaced while SQLite can use it: the rows are
    // replaced in one transaction. Only a file Arbiter cannot open is kept
    // byte for byte ("<db>.replaced-<time>") and renamed over.
    static Result<QString> restoreBackup(const QString &databasePath, const QString &backupPath);

private:
    struct Statements;

    SessionStore(QString path, QString connectionName, std::chrono::milliseconds busyTimeout);
    Status openReadWrite();
    Status ensureSchema();
    Result<bool> sessionExists(qint64 id) const;
    Status insertRecord(qint64 sessionId, const StoredRecord &record, const QDateTime &at);
    // Inside the caller's transaction.
    Status changeResult(qint64 sessionId, const ResultChange &change);
    // Every row of every table becomes the attached copy's at `incomingPath`
    // (this format version), in one transaction; the current contents are
    // first written as a backup when `keepCurrent`. Returns that backup.
    Result<QString> replaceContents(const QString &incomingPath, bool keepCurrent);

    QString m_path;
    QString m_connectionName;
    SqlConnection m_connection;
    // arbiter_contains() is registered (see TextSearch.h); else searches fold
    // ASCII letters only.
    bool m_foldsAnyLanguage = false;
    // Declared after the connection so the queries die before it closes.
    std::unique_ptr<Statements> m_statements;
};

} // namespace arbiter
