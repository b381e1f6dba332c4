#pragma once

#include "games/theosis/theosis_table.h"

#include <optional>

namespace arbiter::theosis {

// The rulebook's game modes: how many heroes each player selects, and for
// the modes against monsters, how many monsters with how many stamina tokens.

// Heroes per player in a competitive mode (PvP or teams), or nullopt when the
// mode is not played with that many players or teams.
std::optional<int> competitiveHeroes(Mode mode, int players, int teams, bool blitz);

struct Encounter {
    int players = 0;
    int heroesEach = 0;
    int monsters = 0;
    int stamina = 0; // tokens per monster
    int bossStamina = 0; // 0: no boss option for this table
};

// The rulebook's table of encounters against monsters.
const std::vector<Encounter> &encounters();
const Encounter *findEncounter(int players, int heroesEach);

} // namespace arbiter::theosis
