#pragma once

#include "games/theosis/theosis_action_types.h"
#include "games/theosis/theosis_table.h"

#include "core/session.h"
#include "games/theosis/theosis_content.h"

namespace arbiter::theosis {

// Casting a prepared ritual at the start of its Arena turn. Token rituals
// lie on the Arena: wholly inside it, off the centre hex, and never with a
// hero on a hex no hero may occupy; heroes under a damaging token are hurt at
// once. {"type":"ritual.cast","player":"ann","ritual":"wall-of-fire",
// "at":[1,0],"rotation":0} ("skip": true lets it lapse).
Status castRitual(Play &play, const RitualCast &action);

// Mana Surge (and any ritual whose text the app leaves to the table) hands
// out gems as it is cast: `"mana": [{"hero": .., "skill": ..}]`, at most
// kManaSurgeGems, on empty skills of the casting player's own heroes.
inline constexpr int kManaSurgeGems = 4;
bool ritualTakesGems(const Ritual &ritual);

} // namespace arbiter::theosis
