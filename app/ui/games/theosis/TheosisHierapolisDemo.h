#pragma once

#include "core/rule_error.h"

#include <QStringList>

namespace arbiter {

class SessionService;

// A Theosis session in the middle of Hierapolis for the app tour (turn 3,
// Ann to place, gold, gems, items and a ritual already won). Beside it the
// same table at two later moments, for the stops that need them (the view
// opens them by their titles): every hero of turn 3 placed and the artifact
// up for a sealed bid, and the gold allocation after the sixth turn.
Result<qint64> createTheosisHierapolisDemo(SessionService &service);
// The tour stops that show Hierapolis (placement, bidding, allocation).
QStringList theosisHierapolisStops();

} // namespace arbiter
