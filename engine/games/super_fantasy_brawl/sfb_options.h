#pragma once

#include "core/options.h"
#include "core/session.h"

namespace arbiter {

// What may happen now in a Super Fantasy Brawl game: the step (phase, round,
// whose turn, the open activation, VP), the player whose choice it is, and
// every game action the rules accept, each asked of the rules themselves.
// The face of a flipped trap and the Challenge cards drawn are left to the
// table as inputs (`traps`, `drawn`). Fields and choices left out on purpose
// are listed in docs/games/super-fantasy-brawl.md ("Options").
GameOptions sfbOptions(const SessionState &state);

} // namespace arbiter
