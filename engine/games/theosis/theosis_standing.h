#pragma once

#include "core/standing.h"

namespace arbiter {

struct SessionState;

namespace theosis {

// Where a game of Theosis stands: each hero's Health (out once fallen), each
// player's gold, the hero to act. Its round is the table's turn: Hierapolis'
// turns, then the Arena's.
Standing standing(const SessionState &state);

} // namespace theosis
} // namespace arbiter
