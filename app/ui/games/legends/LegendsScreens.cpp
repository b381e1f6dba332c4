#include "games/GameScreens.h"

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

GameScreens legendsScreens()
{
    GameScreens screens;
    screens.gameId = u"exiled-legends"_s;
    // Each player's Legend and Sphere cards must be chosen: not collectable until the setup form exists.
    screens.collectsSetup = false;
    return screens;
}

} // namespace arbiter
