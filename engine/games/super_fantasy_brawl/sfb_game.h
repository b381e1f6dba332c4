#pragma once

#include "core/options.h"
#include "core/session.h"

namespace arbiter {

// Super Fantasy Brawl at the table: setup, draft, traps, deployment, turns
// with Cores, Action cards, Standard Actions, movement, attacks, Reactions,
// traps, out of action, levelling up, the Challenge Track and Super Team
// Tornado. Actions and data layout: docs/games/super-fantasy-brawl.md.
GameDefinition superFantasyBrawlGame();

// Whether the rules accept an action on `state`: the same checks as the
// game's apply, on copies of the state unpacked once, without building the
// new state. The options query asks it about every candidate.
TrialFunction sfbTrials(const SessionState &state);

} // namespace arbiter
