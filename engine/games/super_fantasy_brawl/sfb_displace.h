#pragma once

#include "core/calculation.h"

#include <QJsonObject>

namespace arbiter {

// "super-fantasy-brawl.displace": Push X or Pull X along the hex row shared by
// the source and the target: where the target stops, the damage for every hex
// it could not travel, and the traps it enters.
Result<Calculation> sfbDisplace(const QJsonObject &request);

} // namespace arbiter
