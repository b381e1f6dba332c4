#pragma once

#include "phrase.h"

#include <QString>

namespace arbiter {

// A counter the games bound (damage, Health, Myth Points, ...) in words for
// a sentence ("Kiln Brute: damage can be 0 to 7"), never its key; a key no
// game bounds reads as it is keyed.
Phrase counterWord(const QString &key);

} // namespace arbiter
