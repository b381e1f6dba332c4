#pragma once

#include "core/session.h"

namespace arbiter {

// Super Fantasy Brawl at the table: setup, draft, traps, deployment, turns
// with Cores, Action cards, Standard Actions, movement, attacks, Reactions,
// traps, out of action, levelling up, the Challenge Track and Super Team
// Tornado. Actions and data layout: docs/games/super-fantasy-brawl.md.
GameDefinition superFantasyBrawlGame();

} // namespace arbiter
