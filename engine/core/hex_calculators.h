#pragma once

#include "core/calculation.h"
#include "core/hex.h"

#include <QJsonObject>
#include <QString>

namespace arbiter {

// The board geometry calculators of the CLI's `calc` op (spec: "hex.reach",
// "hex.path", "hex.area"), shared by every hex game.
Result<Calculation> hexReach(const QJsonObject &request);
Result<Calculation> hexPath(const QJsonObject &request);
Result<Calculation> hexArea(const QJsonObject &request);

// "[q, r]": how a hex is written inside a step's arguments.
QString hexLabel(Hex h);

} // namespace arbiter
