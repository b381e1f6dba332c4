#include "games/GameScreens.h"

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

GameScreens theosisScreens()
{
    GameScreens screens;
    screens.gameId = u"theosis"_s;
    // Hierapolis and the Arena need their own screens (placement, quests,
    // bidding, the arena); until they exist Theosis is tracked through arbiter-cli.
    screens.collectsSetup = false;
    return screens;
}

} // namespace arbiter
