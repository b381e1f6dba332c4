#pragma once

#include "core/calculation.h"

#include <QJsonObject>

namespace arbiter {

// "super-fantasy-brawl.attack": the resolve-attack-damage step of one attack
// on one target: strength against defence, direct damage, Poison, Lifesteal,
// Double, and whether the target ends Bloodied or out of action.
Result<Calculation> sfbAttack(const QJsonObject &request);

} // namespace arbiter
