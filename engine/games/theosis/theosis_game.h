#pragma once

#include "core/session.h"

namespace arbiter {

// Theosis: Hierapolis (six turns of worker placement), the ranking, and the
// Arena (nine turns of hex combat), against other players or monsters.
GameDefinition theosisGame();

} // namespace arbiter
