#pragma once

#include <QString>

namespace arbiter {

// A fresh random token for the table or a seat: 128 bits from the system's
// generator, URL-safe base64, so that guessing one is hopeless.
QString newTableToken();

// Compares a token without returning early at the first different character,
// so the time taken tells nothing about how much of a guess was right.
bool sameToken(const QString &expected, const QString &given);

} // namespace arbiter
