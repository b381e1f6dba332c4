#pragma once

#include "games/exiled_legends/el_action_types.h"
#include "games/exiled_legends/el_state.h"

// Setting up a game: Legends, Team decks (by type, or drafted), the Sphere
// deck, the first Champion and Supports from the top three cards, two Myth
// Points each, and the roll for the first player.
namespace arbiter::exiled_legends {

// GameDefinition::setup: reads state.setup (content, deck_mode, players,
// hands) and builds the entities and data. Refusals name the setup field.
Result<SessionState> setupGame(SessionState initial);

// A draft is going on (checked before the fields).
Status mayPickDraft(const Table &table);
// Keeps one card of the hand; when everyone has picked, the hands pass to
// the next player in seating order.
Status pickDraft(Table &table, const DraftPick &action);
// The first Champion and Supports; without supports the Champion is one of
// the top three cards and the other two become Supports.
Status chooseLineup(Table &table, const LineupChoose &action);
// The die for the first player (face: the real die); the highest roll goes
// first, a tie at the top rolls again.
Status rollForOrder(Table &table, const OrderRoll &action);

} // namespace arbiter::exiled_legends
