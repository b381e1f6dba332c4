#include "LegendsDemoSession.h"
#include "games/GameScreens.h"

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

GameScreens legendsScreens()
{
    GameScreens screens;
    screens.gameId = u"exiled-legends"_s;
    screens.name = QT_TRANSLATE_NOOP("GameNames", "Exiled Legends");
    // LegendsSetupForm asks for each player's Legend, Team deck and Sphere cards.
    screens.collectsSetup = true;
    screens.setupForm = u"games/legends/LegendsSetupForm.qml"_s;
    screens.table = u"games/legends/LegendsTable.qml"_s;
    screens.tourStops = {u"legends-table"_s, u"legends-attack"_s, u"legends-trigger"_s, u"legends-card-editor"_s};
    screens.createDemo = createLegendsDemo;
    return screens;
}

} // namespace arbiter
