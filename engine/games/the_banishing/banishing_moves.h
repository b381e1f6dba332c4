#pragma once

#include "core/session.h"
#include "games/the_banishing/banishing_action_types.h"
#include "games/the_banishing/banishing_board.h"
#include "games/the_banishing/banishing_play.h"

namespace arbiter::banishing {

// "card.reveal" {"card": card id, "place"?: place}: table-deck mode; the card
// the table dealt to a waiting place (default: the first one waiting).
Status revealCard(Play &play, const RevealCard &action);

// "card.move" {"from": place, "to": place, "card"?: card id}: moves one card
// by hand, to carry out an ability's effect or to correct the table. The card
// is required except for the top of a Void space and, in app-deck mode, the
// top of the deck. A Void space left empty is refilled at once.
Status moveCard(Play &play, const MoveCard &action);

// The cards card.move could take from `from`, each once: a Void space offers
// only its top card; the deck offers none, since its order is hidden (the top
// card moves unnamed in app-deck mode, the table names it in table-deck mode).
QStringList movableCardsAt(const Board &board, const Place &from);

} // namespace arbiter::banishing
