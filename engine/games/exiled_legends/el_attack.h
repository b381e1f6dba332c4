#pragma once

#include "core/calculation.h"

#include <QJsonObject>

namespace arbiter {

// "exiled-legends.attack": checks the targets of a precise or mass attack
// against the targeting rules and hands out the damage counters, or refuses
// (InvalidMove) naming the rule the choice breaks.
Result<Calculation> exiledLegendsAttack(const QJsonObject &request);

} // namespace arbiter
