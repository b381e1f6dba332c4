#pragma once

#include "content/ContentLibrary.h"
#include "core/session_log.h"
#include "storage/SessionStore.h"

#include <QJsonObject>
#include <map>
#include <memory>
#include <vector>

namespace arbiter {

// What an accepted change gives back: the events and the state after it.
struct Applied {
    qint64 seq = 0;
    std::vector<Event> events;
    const SessionState *state = nullptr; // owned by the service; valid until the next change
    // Why what the action taught the table's pack (GameDefinition::keepInPack)
    // could not be kept; the action itself is stored all the same.
    std::optional<RuleError> packNotKept;
};

// Sessions as the app and the CLI use them: the engine's log over the store.
// Each change is computed by the engine, appended to the database in its own
// transaction, and only then taken into memory and acknowledged. A change the
// rules or the database refuse leaves memory and disk as they were.
class SessionService {
public:
    // A snapshot of the state goes into the database every this many records,
    // so resuming a long session folds only the records after it.
    static constexpr qint64 kSnapshotEvery = 100;

    // With `content`, a new session without setup.content gets the game's
    // content pack copied into its setup.
    explicit SessionService(SessionStore &store, const ContentLibrary *content = nullptr);
    // The packs new sessions take their cards from; null without.
    [[nodiscard]] const ContentLibrary *content() const { return m_content; }

    [[nodiscard]] SessionStore &store() { return m_store; }

    Result<qint64> create(const QString &game, const QJsonArray &players, const QJsonObject &setup, quint64 seed,
                          const QString &title = {});
    Result<const SessionLog *> open(qint64 id);
    // `intent`: the table-mode intent that asked for the change, stored in
    // the change's own transaction (see SessionStore::append).
    Result<Applied> apply(qint64 id, const QJsonObject &action, const std::optional<TableIntentKey> &intent = {});
    Result<Applied> undo(qint64 id, const std::optional<TableIntentKey> &intent = {});
    Result<Applied> redo(qint64 id, const std::optional<TableIntentKey> &intent = {});
    Status remove(qint64 id);
    Result<qint64> duplicate(qint64 id, const QString &title);
    // The whole session as JSON: its summary and every record, undo and redo included.
    Result<QJsonObject> exportSession(qint64 id);
    // Checks an exported session by replaying it before anything is stored.
    Result<qint64> importSession(const QJsonObject &exported);
    // Forgets the in-memory copy (e.g. after another process changed the file).
    void forget(qint64 id)
    {
        m_open.erase(id);
        std::erase(m_recent, id);
    }

    // How many sessions' logs stay in memory at once. A process that creates
    // or visits thousands of sessions (a script driving arbiter-cli) would
    // otherwise keep every one of them; a forgotten log is read back from
    // the database when it is needed again.
    static constexpr std::size_t kMaxOpenLogs = 8;
    // How often a change is recomputed when another process appended to the
    // same session first (storage.sequence): each retry starts from the
    // records that process wrote, so only a steady stream of foreign writes
    // exhausts it.
    static constexpr int kSequenceRetries = 5;

private:
    // Computes the change on the current log and appends it; when another
    // process got there first, reloads the records it wrote, computes the
    // change again from the new state (the rules may now refuse it) and
    // tries once more.
    Result<Applied> change(qint64 id, RecordKind kind, const QJsonObject &action,
                           const std::optional<TableIntentKey> &intent);
    Result<Applied> commit(qint64 id, SessionLog &log, RecordKind kind, const QJsonObject &action,
                           Result<Transition> outcome, const std::optional<TableIntentKey> &intent);
    SessionLog *keep(qint64 id, std::unique_ptr<SessionLog> log);
    // Saves what an accepted action taught the game's pack into the table's own pack.
    std::optional<RuleError> keepInTablesPack(const QString &game, const QJsonObject &action) const;
    Result<SessionState> initialState(const SessionSummary &summary) const;
    // `everyAction` false: resumes from the latest snapshot and loads only
    // the actions after it (see SessionLog::needsEarlierActions()).
    Result<SessionLog *> load(qint64 id, bool everyAction);
    // The open log, reloaded with every action when `kind` needs earlier ones.
    Result<SessionLog *> logFor(qint64 id, RecordKind kind);

    SessionStore &m_store;
    const ContentLibrary *m_content;
    std::map<qint64, std::unique_ptr<SessionLog>> m_open;
    // Ids of m_open, least recently used first.
    std::vector<qint64> m_recent;
};

QJsonArray eventsToJson(const std::vector<Event> &events);

} // namespace arbiter
