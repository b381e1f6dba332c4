#pragma once

#include "core/rule_error.h"

#include <QStringList>

namespace arbiter {

class SessionService;

// A Theosis session in the middle of the Arena for the app tour.
Result<qint64> createTheosisArenaDemo(SessionService &service);
// The tour stops that show the Arena, the combat sheet and the monsters.
QStringList theosisArenaStops();

} // namespace arbiter
