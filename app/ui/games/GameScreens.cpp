#include "GameScreens.h"

#include "core/session.h"

namespace arbiter {

// Each defined in its game's folder.
GameScreens banishingScreens();
GameScreens brawlScreens();
GameScreens legendsScreens();
GameScreens theosisScreens();

const std::vector<GameScreens> &allGameScreens()
{
    static const std::vector<GameScreens> screens{legendsScreens(), brawlScreens(), theosisScreens(),
                                                  banishingScreens()};
    return screens;
}

const GameScreens *gameScreensFor(const QString &gameId)
{
    for (const GameScreens &screens : allGameScreens())
        if (screens.gameId == gameId)
            return &screens;
    return nullptr;
}

bool startableInApp(const QString &gameId)
{
    const GameDefinition *game = findGame(gameId);
    const GameScreens *screens = gameScreensFor(gameId);
    return game && game->rulesBuilt && screens && screens->collectsSetup;
}

} // namespace arbiter
