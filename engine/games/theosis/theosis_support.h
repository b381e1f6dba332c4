#pragma once

// Small helpers shared by the Theosis rules files.

#include "core/rule_error.h"

#include <QString>

namespace arbiter::theosis {

// The rules-reference id of an entry of this game: rule("quests") is "theosis.quests".
inline QString rule(const char *slug) { return QStringLiteral("theosis.") + QLatin1String(slug); }

} // namespace arbiter::theosis
