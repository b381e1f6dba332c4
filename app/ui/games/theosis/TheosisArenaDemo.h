#pragma once

#include "core/rule_error.h"

#include <QStringList>

namespace arbiter {

class SessionService;

// A Theosis session in the middle of the Arena for the app tour: two players
// after a full Hierapolis, the Wall of Ice on the board, Arena turn 3 with
// blessings, curses and wounds on the heroes.
Result<qint64> createTheosisArenaDemo(SessionService &service);
// The tour stops that show the Arena, the combat sheet and refusals.
QStringList theosisArenaStops();

// One player's three heroes against Kotronas: a stamina token already taken,
// the monster's turn due. For GameScreens::stopDemos.
Result<qint64> createTheosisMonsterDemo(SessionService &service);

// Two players at the start of Arena turn 1 with Ben's Mana Surge due (one
// of Norn's skills already holds a gem). For GameScreens::stopDemos.
Result<qint64> createTheosisRitualDemo(SessionService &service);
QStringList theosisRitualStops();
QStringList theosisMonsterStops();

} // namespace arbiter
