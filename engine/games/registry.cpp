#include "core/session.h"
#include "games/the_banishing/banishing_game.h"

namespace arbiter {

// The four games. Their own rules land game by game; until a game's rules are
// built its sessions still track players, counters, notes and dice.
const std::vector<GameDefinition> &allGames()
{
    static const std::vector<GameDefinition> games{
        GameDefinition{QStringLiteral("exiled-legends"), 2, 5, false, {}, {}, {}, {}},
        GameDefinition{QStringLiteral("super-fantasy-brawl"), 2, 4, false, {}, {}, {}, {}},
        GameDefinition{QStringLiteral("theosis"), 1, 6, false, {}, {}, {}, {}},
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
