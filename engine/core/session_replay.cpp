#include "session_replay.h"

#include "standing.h"

#include <algorithm>

namespace arbiter {

SessionReplay::SessionReplay(const GameDefinition &game, std::vector<QJsonObject> actions)
    : m_game(&game), m_actions(std::move(actions))
{
}

Result<SessionReplay> SessionReplay::fold(const GameDefinition &game, SessionState initial,
                                          std::vector<QJsonObject> actions)
{
    SessionReplay replay(game, std::move(actions));
    const auto roundOf = [&](const SessionState &state) { return game.standing ? game.standing(state).round : 0; };
    replay.m_rounds.reserve(replay.m_actions.size() + 1);
    replay.m_rounds.push_back(roundOf(initial));
    replay.m_rolls = std::move(initial.rolls);
    initial.rolls.clear();
    SessionState state = initial;
    replay.m_checkpoints.emplace(0, Checkpoint{std::move(initial), replay.m_rolls.size()});
    for (std::size_t i = 0; i < replay.m_actions.size(); ++i) {
        Result<Transition> t = apply(game, state, replay.m_actions[i]);
        if (!t)
            return t.error();
        state = std::move(t->state);
        for (RollEntry &r : state.rolls)
            replay.m_rolls.push_back(std::move(r));
        state.rolls.clear();
        const int step = static_cast<int>(i) + 1;
        replay.m_rounds.push_back(roundOf(state));
        if (step % kReplayCheckpointEvery == 0)
            replay.m_checkpoints.emplace(step, Checkpoint{state, replay.m_rolls.size()});
    }
    return replay;
}

Result<SessionState> SessionReplay::stateAt(int step) const
{
    step = std::clamp(step, 0, steps());
    auto checkpoint = std::prev(m_checkpoints.upper_bound(step));
    SessionState state = checkpoint->second.state;
    std::size_t rolls = checkpoint->second.rolls;
    for (int s = checkpoint->first; s < step; ++s) {
        Result<Transition> t = apply(*m_game, state, m_actions[static_cast<std::size_t>(s)]);
        if (!t)
            return t.error();
        state = std::move(t->state);
        rolls += state.rolls.size();
        state.rolls.clear();
    }
    state.rolls.assign(m_rolls.begin(), m_rolls.begin() + static_cast<std::ptrdiff_t>(rolls));
    return state;
}

int SessionReplay::roundAt(int step) const
{
    return m_rounds[static_cast<std::size_t>(std::clamp(step, 0, steps()))];
}

int SessionReplay::firstStepOfRound(int round) const
{
    for (std::size_t s = 0; s < m_rounds.size(); ++s)
        if (m_rounds[s] >= round)
            return static_cast<int>(s);
    return steps();
}

} // namespace arbiter
