#include "games/GameScreens.h"

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

GameScreens theosisScreens()
{
    GameScreens screens;
    screens.gameId = u"theosis"_s;
    // The session rules are not built yet.
    screens.collectsSetup = false;
    return screens;
}

} // namespace arbiter
