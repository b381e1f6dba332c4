#pragma once

#include "core/session.h"

namespace arbiter::banishing {

// "card.reveal" {"card": card id, "place"?: place}: table-deck mode; the card
// the table dealt to a waiting place (default: the first one waiting).
Result<Transition> revealCard(const SessionState &state, const QJsonObject &action);

// "card.move" {"from": place, "to": place, "card"?: card id}: moves one card
// by hand, to carry out an ability's effect or to correct the table. The card
// is required except for the top of a Void space and, in app-deck mode, the
// top of the deck. A Void space left empty is refilled at once.
Result<Transition> moveCard(const SessionState &state, const QJsonObject &action);

} // namespace arbiter::banishing
