#pragma once

#include "games/theosis/theosis_table.h"

namespace arbiter::theosis {

// The Arena's turn: rituals whose turn token matches are cast first, then the
// heroes act one by one in ranking order (a paralysed hero sits the turn
// out), then the monsters; after the ninth turn the game is decided.

void startArenaTurn(Play &play);
// Picks the next hero to act, or hands over to the monsters, or ends the turn.
void advance(Play &play);
// A hero's end of turn: Rejuvenation heals before Fiery Purge burns, the
// Guardian Angel heals; then the next one acts.
void endHeroTurn(Play &play, HeroState &hero);
// Settles the game when one side is left (or the monsters fall); true when over.
bool checkOutcome(Play &play);
// Rituals due now that their owners have not cast yet.
std::vector<std::pair<QString, QString>> ritualsDue(const Play &play); // (player, ritual)
bool monstersDue(const Play &play);

// Refusal when the game is not in the Arena or is over.
Status requireArena(const Play &play);

} // namespace arbiter::theosis
