#include "games/theosis/theosis_modes.h"

namespace arbiter::theosis {

std::optional<int> competitiveHeroes(Mode mode, int players, int teams, bool blitz)
{
    if (mode == Mode::Pvp) {
        if (players >= 2 && players <= 4)
            return blitz ? 2 : 3;
        if (players == 5 || players == 6)
            return 2;
        return std::nullopt;
    }
    if (mode != Mode::Team)
        return std::nullopt;
    if (players == 4 && teams == 2)
        return blitz ? 2 : 3;
    if (players == 6 && (teams == 2 || teams == 3) && !blitz)
        return 2;
    return std::nullopt;
}

const std::vector<Encounter> &encounters()
{
    static const std::vector<Encounter> table{
        {1, 2, 1, 5, 0},  {1, 3, 1, 6, 0},  {1, 4, 1, 7, 0},  {2, 2, 1, 8, 0},  {2, 3, 1, 9, 0},
        {3, 2, 1, 11, 0}, {2, 4, 1, 10, 0}, {4, 2, 2, 5, 0},  {3, 3, 2, 5, 0},  {5, 2, 2, 6, 0},
        {3, 4, 3, 3, 8},  {4, 3, 3, 4, 9},  {6, 2, 3, 4, 10},
    };
    return table;
}

const Encounter *findEncounter(int players, int heroesEach)
{
    for (const Encounter &e : encounters())
        if (e.players == players && e.heroesEach == heroesEach)
            return &e;
    return nullptr;
}

} // namespace arbiter::theosis
