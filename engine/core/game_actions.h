#pragma once

#include "rule_error.h"

#include <QString>
#include <QStringList>
#include <QStringView>
#include <cstddef>

namespace arbiter {

// A game's own action types, each with the rule that carries it out. Every
// game keeps one table of these; `Rule` is whatever its rules take (the
// session state, or the game's working table).
template <typename Rule>
struct GameAction {
    const char *type;
    Rule run;
};

// The entry for `type`, or nullptr when the game has no such action.
template <typename Rule, std::size_t N>
const GameAction<Rule> *findGameAction(const GameAction<Rule> (&actions)[N], QStringView type)
{
    for (const GameAction<Rule> &action : actions)
        if (type == QLatin1String(action.type))
            return &action;
    return nullptr;
}

// The type names, for GameDefinition::actionTypes.
template <typename Rule, std::size_t N>
QStringList gameActionTypes(const GameAction<Rule> (&actions)[N])
{
    QStringList types;
    types.reserve(static_cast<qsizetype>(N));
    for (const GameAction<Rule> &action : actions)
        types << QString::fromLatin1(action.type);
    return types;
}

// The one refusal for a type the game's table lacks. The core's apply() names
// the known types before a game is asked, so a game meets this only when it is
// called directly (the options query's trials, tests).
inline RuleError unknownGameAction(const QString &type)
{
    return RuleError::badRequest(QStringLiteral("action.unknown"),
                                 phrase(QT_TRANSLATE_NOOP("Engine", "There is no action \"%1\" here."), type));
}

} // namespace arbiter
