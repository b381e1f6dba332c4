#pragma once

#include "core/session.h"

namespace arbiter::banishing {

// The hand limit checked at the end of every turn.
constexpr int kHandLimit = 8;

// "take" {"line": "row"|"column", "index": 0..2, "shield"?: undead card id}
// The active character takes the top card of each space of one row or
// column: symbol cards to the hand, items to the item slots (a second item of
// a kind is discarded), undead to the wounds. "shield" spends a Shield on one
// of the undead just taken. Then the Void is refilled.
Result<Transition> takeLine(const SessionState &state, const QJsonObject &action);

// "shield" {"card": undead card id}: discard an undead taken this turn with a
// Shield (also one taken together with the Shield). Not an ability.
Result<Transition> useShield(const SessionState &state, const QJsonObject &action);

// "turn.end" {"discard"?: [card ids]}: ends the turn (a turn without an
// ability is a Pass). Over the hand limit, exactly the extra cards must be
// discarded. The next character clockwise begins.
Result<Transition> endTurn(const SessionState &state, const QJsonObject &action);

} // namespace arbiter::banishing
