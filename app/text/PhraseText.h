#pragma once

#include "core/phrase.h"
#include "core/rule_error.h"

#include <QString>

namespace arbiter {

// The engine's phrases in the user's current language (the "Engine"
// translation context), placeholders filled.
QString translated(const Phrase &phrase);

// The same in a language of its own ("en", "de"), whatever the app's is: for
// a table-mode phone that reads another language than the tablet. Uses the
// translation file the app ships (":/i18n/arbiter_<language>.qm"); English,
// or a language without a file, is the untranslated source.
QString translated(const Phrase &phrase, const QString &language);

// The CLI's error code for a refusal: bad_request, invalid_move, not_found,
// storage or internal.
QString errorCodeName(ErrorKind kind);

} // namespace arbiter
