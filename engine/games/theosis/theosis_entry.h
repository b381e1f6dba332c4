#pragma once

#include "games/theosis/theosis_action_types.h"
#include "games/theosis/theosis_table.h"

#include "core/session.h"
#include "games/theosis/theosis_table.h"

namespace arbiter::theosis {

// The heroes enter the Arena on its starting hexes, the lowest rank first; a
// player's heroes stand next to each other.
// {"type":"arena.enter","hero":"ann:lug","at":[4,-2]}
Status enterArena(Play &play, const ArenaEnter &action);

// The hero to enter next: the lowest ranked one still outside; "" when all are in.
QString nextToEnter(const Play &play);

} // namespace arbiter::theosis
