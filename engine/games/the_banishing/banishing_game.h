#pragma once

#include "core/session.h"

namespace arbiter {

// The Banishing: a cooperative card game for 1 to 6 players, tracked card by
// card. Actions: docs/games/the-banishing.md.
GameDefinition theBanishingGame();

} // namespace arbiter
