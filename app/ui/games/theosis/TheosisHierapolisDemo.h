#pragma once

#include "core/rule_error.h"

#include <QStringList>

namespace arbiter {

class SessionService;

// A Theosis session in the middle of Hierapolis for the app tour.
Result<qint64> createTheosisHierapolisDemo(SessionService &service);
// The tour stops that show Hierapolis (placement, bidding, allocation).
QStringList theosisHierapolisStops();

} // namespace arbiter
