#include "games/GameScreens.h"

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

GameScreens banishingScreens()
{
    GameScreens screens;
    screens.gameId = u"the-banishing"_s;
    // The engine's default setup (recommended characters, the pack's difficulty, table deck) is enough to start.
    screens.collectsSetup = true;
    return screens;
}

} // namespace arbiter
