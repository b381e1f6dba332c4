#pragma once

#include "core/session.h"
#include "games/the_banishing/banishing_play.h"

namespace arbiter::banishing {

// The one ability of a turn, after taking from the Void.

// "ability" {"ability": id, "cards": [card ids from the hand], "wand"?: bool}
// A unique ability of the active character, paid with a matched set of three
// (the Wand stands in for one card). The set goes to the discard pile or, for
// abilities that say so, to the Banishing; a Wand is discarded. The effect is
// recorded and left to the table, which carries it out with card.move and the
// counter actions. Refused while the character is exhausted.
Result<Transition> useAbility(const SessionState &state, const QJsonObject &action);

// Why `character` may not use a unique ability now, as useAbility would
// refuse it whatever the set: not its turn, nothing taken yet, an ability
// already used, exhausted, cards still to name, the game over.
Status mayUseUniqueAbility(const Play &play, const QString &character);

// "swap" {"a": 0..8, "b": 0..8}: exchange the top cards of two Void spaces.
Result<Transition> swapVoid(const SessionState &state, const QJsonObject &action);

// "trade" {"with": character, "give": card id, "receive": card id}
Result<Transition> tradeCards(const SessionState &state, const QJsonObject &action);

// "rest" {"wound"?: card id}: discard the wound that deals the least damage
// (with a tie, the one named, else the first).
Result<Transition> rest(const SessionState &state, const QJsonObject &action);

} // namespace arbiter::banishing
