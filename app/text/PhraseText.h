#pragma once

#include "core/phrase.h"
#include "core/rule_error.h"

#include <QString>

namespace arbiter {

// The engine's phrases in the user's current language (the "Engine"
// translation context), placeholders filled.
QString translated(const Phrase &phrase);

// The CLI's error code for a refusal: bad_request, invalid_move, not_found,
// storage or internal.
QString errorCodeName(ErrorKind kind);

} // namespace arbiter
