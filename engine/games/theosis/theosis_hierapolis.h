#pragma once

#include "games/theosis/theosis_action_types.h"
#include "games/theosis/theosis_table.h"

#include "core/session.h"
#include "games/theosis/theosis_table.h"

namespace arbiter::theosis {

// Hierapolis, turn by turn: players send their heroes to locations one at a
// time, starting with the holder of the initiative and going clockwise; the
// first hero of each player goes to the gold space of a Quest.

// The player whose hero goes next, or "" when every living hero is placed.
QString nextToPlace(const Play &play);

// {"type":"place","hero":"ann:lug","location":"quest","alignment":"warmonger","gold":true, ...}
Status placeHero(Play &play, const Place &action);

// Opens the bidding once every hero is placed and nothing is pending.
void afterPlacement(Play &play);

} // namespace arbiter::theosis
