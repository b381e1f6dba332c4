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
// market.draw: at the start of a Hierapolis turn (before its first
// placement), one token the real pouch turned up for the Market (no
// artifact: it is shown and goes back); it replaces one the app drew, until
// the table has entered six.
Status drawForMarket(Play &play, const MarketDraw &action);
// fast.draw: in the fast preparation, before anyone takes from the offer, one
// artifact or item the real table drew for it; it replaces one the app drew
// of its kind.
Status drawForFastOffer(Play &play, const FastDraw &action);
// The tokens the table's draw may name now (the app's tokens it has not
// entered yet, then the pouch's, each id once), for the options and the
// screens alike; empty when that draw is not due: the Market at the start of
// a turn, before the first placement (it was just drawn, at setup or after
// the bidding); the fast offer before anyone takes from it.
QStringList marketDrawCandidates(const Play &play);
QStringList fastDrawCandidates(const Play &play);
// stamina.set: in the Arena, the monster's active (top) stamina token is this
// one of its pile.
Status setStamina(Play &play, const StaminaSet &action);

} // namespace arbiter::theosis
