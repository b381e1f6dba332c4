#pragma once

#include "core/calculation.h"

#include <QJsonObject>

namespace arbiter {

// "the-banishing.status": total wound damage against stamina (Armor adds 1)
// and health: exhausted, dead.
Result<Calculation> banishingStatus(const QJsonObject &request);

// "the-banishing.match": the ability level a set of cards pays for (0 none,
// 1 three of one colour, 2 three of one colour and one symbol); a wand stands
// in for any symbol card. Given more than three cards (a hand), the best set
// of three among them.
Result<Calculation> banishingMatch(const QJsonObject &request);

} // namespace arbiter
