#include "core/session.h"
#include "games/exiled_legends/el_game.h"
#include "games/super_fantasy_brawl/sfb_game.h"
#include "games/the_banishing/banishing_game.h"
#include "games/theosis/theosis_game.h"

namespace arbiter {

// The four games. Their own rules land game by game; until a game's rules are
// built its sessions still track players, counters, notes and dice.
const std::vector<GameDefinition> &allGames()
{
    static const std::vector<GameDefinition> games{
        exiledLegendsGame(),
        superFantasyBrawlGame(),
        theosisGame(),
        theBanishingGame(),
    };
    return games;
}

const GameDefinition *findGame(const QString &id)
{
    for (const GameDefinition &game : allGames())
        if (game.id == id)
            return &game;
    return nullptr;
}

} // namespace arbiter
