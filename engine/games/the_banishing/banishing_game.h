#pragma once

#include "core/session.h"

namespace arbiter {

// The Banishing: a cooperative card game for 1 to 6 players, tracked card by
// card. Actions: docs/games/the-banishing.md.
GameDefinition theBanishingGame();

namespace banishing {
// The game's own actions (not the generic counters, notes and dice): the rule
// each one is checked and carried out by. The options query asks it too.
Result<Transition> applyAction(const SessionState &state, const QJsonObject &action);
} // namespace banishing

} // namespace arbiter
