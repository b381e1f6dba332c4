#pragma once

#include "core/standing.h"

namespace arbiter {

struct SessionState;

namespace banishing {

// Where a game of The Banishing stands: each character's Health left after
// its wounds (out once dead), the cards in the Banishing and in the Void,
// the character whose turn it is. Everyone plays one side, "table".
Standing standing(const SessionState &state);

} // namespace banishing
} // namespace arbiter
