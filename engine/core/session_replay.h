#pragma once

#include "session.h"

#include <QJsonObject>
#include <map>
#include <vector>

namespace arbiter {

// A saved session stepped through read-only: the state after any number of
// its actions in force. States are kept every kReplayCheckpointEvery steps,
// so reaching any step folds at most that many actions, however long the
// session; nothing is ever written.
class SessionReplay {
public:
    static constexpr int kReplayCheckpointEvery = 32;

    // Folds the whole log once (refused when an action no longer applies).
    static Result<SessionReplay> fold(const GameDefinition &game, SessionState initial,
                                      std::vector<QJsonObject> actions);

    [[nodiscard]] int steps() const { return static_cast<int>(m_actions.size()); }
    // The state after `step` actions (0: the initial state), clamped to the log.
    [[nodiscard]] Result<SessionState> stateAt(int step) const;
    // The first step whose state is in `round` or later; steps() when none is.
    // Rounds are read through the game's standing.
    [[nodiscard]] int firstStepOfRound(int round) const;
    [[nodiscard]] int roundAt(int step) const; // the standing's round after `step` actions
    [[nodiscard]] const QJsonObject &action(int step) const { return m_actions[static_cast<std::size_t>(step - 1)]; }

private:
    SessionReplay(const GameDefinition &game, std::vector<QJsonObject> actions);

    // States are folded without their roll history (every action would copy
    // it, and no rule reads it); the rolls are kept once, in order, and a
    // state handed out gets the ones made up to its step.
    struct Checkpoint {
        SessionState state; // rolls left out
        std::size_t rolls = 0; // how many of m_rolls were made by then
    };

    const GameDefinition *m_game;
    std::vector<QJsonObject> m_actions;
    std::map<int, Checkpoint> m_checkpoints; // step -> state after it
    std::vector<RollEntry> m_rolls;
    std::vector<int> m_rounds; // per step, 0..steps()
};

} // namespace arbiter
