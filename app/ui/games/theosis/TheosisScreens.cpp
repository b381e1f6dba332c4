#include "TheosisArenaDemo.h"
#include "TheosisHierapolisDemo.h"
#include "games/GameScreens.h"

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

Result<qint64> createTheosisSessionDemo(SessionService &service);

GameScreens theosisScreens()
{
    GameScreens screens;
    screens.gameId = u"theosis"_s;
    screens.name = QT_TRANSLATE_NOOP("GameNames", "Theosis");
    // TheosisSetupForm asks for the mode, the heroes and the monsters; the
    // table follows the game from Hierapolis through the Arena.
    screens.collectsSetup = true;
    screens.setupForm = u"games/theosis/TheosisSetupForm.qml"_s;
    screens.table = u"games/theosis/TheosisTable.qml"_s;
    // The two halves of the game need sessions at two different points.
    screens.tourStops = theosisHierapolisStops() + theosisArenaStops() + theosisMonsterStops() + theosisRitualStops()
        + QStringList{u"theosis-content-editor"_s};
    screens.createDemo = createTheosisArenaDemo;
    screens.stopDemos.push_back({theosisHierapolisStops(), createTheosisHierapolisDemo});
    screens.stopDemos.push_back({theosisMonsterStops(), createTheosisMonsterDemo});
    screens.stopDemos.push_back({theosisRitualStops(), createTheosisRitualDemo});
    screens.sessionDemo = GameScreens::SessionDemo{createTheosisSessionDemo, true};
    return screens;
}

} // namespace arbiter
