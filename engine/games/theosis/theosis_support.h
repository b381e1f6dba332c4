#pragma once

// Small helpers shared by the Theosis rules files.

#include <QString>

// Evaluates a Result-returning expression into `name`, or returns its error
// from the enclosing function (which must return a Result or a Status).
#define THEOSIS_TRY(name, expr)                                                                                        \
    auto name = (expr);                                                                                                \
    if (!name)                                                                                                         \
    return name.error()

// Returns the error of a Status-returning expression, if any.
#define THEOSIS_CHECK(expr)                                                                                            \
    do {                                                                                                               \
        if (auto status_ = (expr); !status_)                                                                           \
            return status_.error();                                                                                    \
    } while (false)

namespace arbiter::theosis {

// The rules-reference id of an entry of this game: rule("quests") is "theosis.quests".
inline QString rule(const char *slug) { return QStringLiteral("theosis.") + QLatin1String(slug); }

} // namespace arbiter::theosis
