#include "GameScreens.h"

#include "core/session.h"

namespace arbiter {

// Each defined in its game's folder (app/ui/games/<game>/<Game>Screens.cpp):
// one line per game here is all the app's shell knows of the games.
GameScreens legendsScreens();
GameScreens brawlScreens();
GameScreens theosisScreens();
GameScreens banishingScreens();

const std::vector<GameScreens> &allGameScreens()
{
    static const std::vector<GameScreens> screens{
        legendsScreens(),
        brawlScreens(),
        theosisScreens(),
        banishingScreens(),
    };
    return screens;
}

const GameScreens *gameScreensFor(const QString &gameId)
{
    for (const GameScreens &screens : allGameScreens())
        if (screens.gameId == gameId)
            return &screens;
    return nullptr;
}

QUrl gameViewUrl(const QString &view)
{
    // Where qt_add_qml_module (URI Arbiter) puts the files of qml/.
    return view.isEmpty() ? QUrl() : QUrl(QStringLiteral("qrc:/Arbiter/") + view);
}

bool startableInApp(const QString &gameId)
{
    const GameDefinition *game = findGame(gameId);
    const GameScreens *screens = gameScreensFor(gameId);
    return game && game->rulesBuilt && screens && screens->collectsSetup;
}

} // namespace arbiter
