#pragma once

#include "core/dice.h"

#include <QString>
#include <vector>

namespace arbiter {

// The faces of a roll term by term, as the history lists them: "[3, 5] + 1",
// "[6] − [2]". Numbers only, so it reads the same in every language.
QString describeFaces(const std::vector<TermRoll> &terms);

} // namespace arbiter
