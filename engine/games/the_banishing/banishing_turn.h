#pragma once

#include "core/session.h"
#include "games/the_banishing/banishing_action_types.h"
#include "games/the_banishing/banishing_play.h"

namespace arbiter::banishing {

// The hand limit checked at the end of every turn.
constexpr int kHandLimit = 8;

// "take" {"line": "row"|"column", "index": 0..2, "shield"?: undead card id}
// The active character takes the top card of each space of one row or
// column: symbol cards to the hand, items to the item slots (a second item of
// a kind is discarded), undead to the wounds. "shield" spends a Shield on one
// of the undead just taken. Then the Void is refilled.
Status takeLine(Play &play, const Take &action);

// "shield" {"card": undead card id}: discard an undead taken this turn with a
// Shield (also one taken together with the Shield). Not an ability.
Status useShield(Play &play, const UseShield &action);

// "turn.end" {"discard"?: [card ids]}: ends the turn (a turn without an
// ability is a Pass). Over the hand limit, exactly the extra cards must be
// discarded. The next character clockwise begins.
Status endTurn(Play &play, const EndTurn &action);

// The item of `kind` the character holds, null when none.
const CardType *heldItem(const Play &play, const QString &character, ItemKind kind);

} // namespace arbiter::banishing
