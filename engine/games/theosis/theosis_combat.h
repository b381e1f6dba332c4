#pragma once

#include "core/calculation.h"

#include <QJsonObject>

namespace arbiter {

// "theosis.combat": one attack in the Arena, hero or monster on either side
// (never two monsters). Totals, the winner (ties to the higher rank), raw
// damage, mitigation by protection / resistance / Despair, and the outcome:
// the hero's health or whether the monster's stamina token falls. When the
// monster's d4 is not given, the exact odds over its four faces.
Result<Calculation> theosisCombat(const QJsonObject &request);

} // namespace arbiter
