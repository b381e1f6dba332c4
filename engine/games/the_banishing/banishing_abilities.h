#pragma once

#include "core/session.h"
#include "games/the_banishing/banishing_action_types.h"
#include "games/the_banishing/banishing_play.h"

namespace arbiter::banishing {

// The one ability of a turn, after taking from the Void.

// "ability" {"ability": id, "cards": [card ids from the hand], "wand"?: bool}
// A unique ability of the active character, paid with a matched set of three
// (the Wand stands in for one card). The set goes to the discard pile or, for
// abilities that say so, to the Banishing; a Wand is discarded. The effect is
// recorded and left to the table, which carries it out with card.move and the
// counter actions. Refused while the character is exhausted.
Status useAbility(Play &play, const UseAbility &action);

// Why `character` may not use a unique ability now, as useAbility would
// refuse it whatever the set: not its turn, nothing taken yet, an ability
// already used, exhausted, cards still to name, the game over.
Status mayUseUniqueAbility(const Play &play, const QString &character);

// "swap" {"a": 0..8, "b": 0..8}: exchange the top cards of two Void spaces.
Status swapVoid(Play &play, const Swap &action);

// "trade" {"with": character, "give": card id, "receive": card id}
Status tradeCards(Play &play, const Trade &action);

// "rest" {"wound"?: card id}: discard the wound that deals the least damage
// (with a tie, the one named, else the first).
Status rest(Play &play, const Rest &action);

} // namespace arbiter::banishing
