#pragma once

#include <QString>
#include <functional>

namespace arbiter {

// An id for a card typed at the table, made from its name the way the packs
// spell ids (lower-case letters, digits, hyphens: "Ash Wärden" -> "ash-warden")
// and numbered on when `taken` says the pack has it already ("ash-warden-2").
QString freeCardId(const QString &name, const std::function<bool(const QString &)> &taken);

} // namespace arbiter
