#pragma once

#include "core/options.h"
#include "core/session.h"

namespace arbiter {

// The Banishing: a cooperative card game for 1 to 6 players, tracked card by
// card. Actions: docs/games/the-banishing.md.
GameDefinition theBanishingGame();

namespace banishing {
// The game's own actions (not the generic counters, notes and dice): the rule
// each one is checked and carried out by. The options query asks it too.
Result<Transition> applyAction(const SessionState &state, const QJsonObject &action);
// The same rules for many trials on one state: it is unpacked once.
TrialFunction trials(const SessionState &state);
} // namespace banishing

} // namespace arbiter
