#pragma once

#include "games/theosis/theosis_action_types.h"
#include "games/theosis/theosis_table.h"

#include "core/session.h"
#include "games/theosis/theosis_table.h"

namespace arbiter::theosis {

// The sealed bid for the turn's artifact: every bid is revealed at once, the
// highest wins, a tie for the highest sends the artifact back into the
// pouch, and every coin bid is spent either way.
// {"type":"bid","bids":{"ann":3,"ben":2}}: players left out do not bid.
Status bidForArtifact(Play &play, const Bid &action);

// After the bidding: the Market is refilled and the next turn starts with the
// new initiative holder; after the sixth, the ranking begins.
void endHierapolisTurn(Play &play);

} // namespace arbiter::theosis
