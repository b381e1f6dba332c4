#pragma once

#include "games/theosis/theosis_action_types.h"
#include "games/theosis/theosis_table.h"

namespace arbiter::theosis {

// What the real components showed where the app drew as well: the table's
// draw replaces the app's, logged and undoable like any action.
//
// artifact.set: the artifact revealed this turn (during the bidding, before
// a bid and before the won artifact waits to be taken) is this one; it swaps places with the app's among the face-down ones.
Status setArtifact(Play &play, const ArtifactSet &action);
// market.set: the Market holds these items (up to six, from the Market and
// the pouch); what leaves the Market goes into the pouch.
Status setMarket(Play &play, const MarketSet &action);
// stamina.set: in the Arena, the monster's active (top) stamina token is this
// one of its pile.
Status setStamina(Play &play, const StaminaSet &action);

} // namespace arbiter::theosis
