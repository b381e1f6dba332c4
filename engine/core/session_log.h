#pragma once

#include "session.h"

#include <QByteArray>
#include <map>
#include <vector>

namespace arbiter {

enum class RecordKind { Action, Undo, Redo };
QString recordKindName(RecordKind kind);
std::optional<RecordKind> recordKindFromName(const QString &name);

// One line of the append-only log: an accepted action, or an undo / redo.
// Undo and redo are records too, so nothing is ever deleted by undo.
struct Record {
    std::int64_t seq = 0;
    RecordKind kind = RecordKind::Action;
    QByteArray action; // compact JSON of the action (empty for undo/redo)
};

// The log of one session with its undo/redo cursor. The state is the fold of
// the effective actions over the initial state. Every change comes in two
// halves: try*() computes the outcome without changing anything, and the
// caller makes it durable before calling accept(), so nothing is
// acknowledged that a crash could lose.
class SessionLog {
public:
    SessionLog(const GameDefinition &game, SessionState initial);

    // Rebuilds the log from stored records. `snapshot`, when given, is the
    // state after record `snapshotSeq` and saves folding the records before it;
    // the actions of those records may then be left empty (not loaded) until
    // an undo or redo needs them (see needsEarlierActions()).
    static Result<SessionLog> replay(const GameDefinition &game, SessionState initial, std::vector<Record> records,
                                     const std::optional<std::pair<std::int64_t, SessionState>> &snapshot = {});

    [[nodiscard]] const SessionState &state() const { return m_state; }
    [[nodiscard]] const SessionState &initial() const { return m_initial; }
    [[nodiscard]] const GameDefinition &game() const { return *m_game; }
    [[nodiscard]] const std::vector<Record> &records() const { return m_records; }
    [[nodiscard]] std::int64_t nextSeq() const { return m_records.empty() ? 1 : m_records.back().seq + 1; }
    [[nodiscard]] bool canUndo() const { return !m_effective.empty(); }
    [[nodiscard]] bool canRedo() const { return !m_redo.empty(); }
    [[nodiscard]] int effectiveCount() const { return static_cast<int>(m_effective.size()); }
    // The actions currently in force, oldest first, with the record seq of each.
    [[nodiscard]] std::vector<const Record *> effectiveRecords() const;

    [[nodiscard]] Result<Transition> tryApply(const QJsonObject &action) const;
    [[nodiscard]] Result<Transition> tryUndo() const;
    // Whether the next undo (or redo) would fold an action that was left
    // unloaded at replay; the caller then replays with every action.
    [[nodiscard]] bool needsEarlierActions(RecordKind kind) const;
    [[nodiscard]] Result<Transition> tryRedo() const;

    // Appends the record (its seq must be nextSeq()) and moves to `outcome`.
    void accept(Record record, const Transition &outcome);
    // The same, taking over the outcome's state instead of copying it.
    void accept(Record record, Transition &&outcome);

private:
    [[nodiscard]] Result<SessionState> stateAtEffective(std::size_t count) const;
    [[nodiscard]] Result<Transition> applyRecord(const SessionState &state, const Record &record) const;
    void noteCheckpoint();

    const GameDefinition *m_game;
    SessionState m_initial;
    SessionState m_state;
    std::vector<Record> m_records;
    std::vector<std::size_t> m_effective; // indices into m_records of actions in force
    std::vector<std::size_t> m_redo; // indices of undone actions, top = next redo
    std::map<std::size_t, SessionState> m_checkpoints; // effective count -> state, for fast undo
};

} // namespace arbiter
