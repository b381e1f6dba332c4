#include "games/GameScreens.h"

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

GameScreens brawlScreens()
{
    GameScreens screens;
    screens.gameId = u"super-fantasy-brawl"_s;
    // The engine's default setup (the pack's board, a free team choice) is enough to start.
    screens.collectsSetup = true;
    return screens;
}

} // namespace arbiter
