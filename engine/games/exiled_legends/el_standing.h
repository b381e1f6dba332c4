#pragma once

#include "core/standing.h"

namespace arbiter {

struct SessionState;

namespace exiled_legends {

// Where a game of Exiled Legends stands: each hero's and Legend's Max HP
// left (out once in the Graveyard, a Legend once its player is out), each
// player's Myth Points, the attacking Champion.
Standing standing(const SessionState &state);

} // namespace exiled_legends
} // namespace arbiter
