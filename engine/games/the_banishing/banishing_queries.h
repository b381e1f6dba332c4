#pragma once

#include "core/session.h"
#include "games/the_banishing/banishing_outcome.h"

#include <optional>

namespace arbiter::banishing {

// Read-only questions about a session, for the UI: what a character can do
// now and how things stand. They never change the state.

struct AbilityOption {
    QString ability;
    QString name;
    int level = 1;
    QString color;
    QString effect;
    bool toBanishing = false;
    // The character may use an ability now: its turn, after the take, no
    // ability used yet, not exhausted.
    bool allowed = false;
    // Why not, when not allowed: the refusal useAbility would give.
    std::optional<RuleError> refusal;
    // A set from the hand (plus the Wand when `wand`) that pays for it; empty
    // when the hand holds none. A set of exactly the ability's level is
    // preferred, and one without the Wand.
    QStringList cards;
    bool wand = false;
    [[nodiscard]] bool affordable() const { return !cards.isEmpty(); }
};

std::vector<AbilityOption> abilityOptions(const SessionState &state, const QString &character);

Result<CharacterStatus> characterStatusIn(const SessionState &state, const QString &character);
Result<GameOutcome> outcomeIn(const SessionState &state);

// The rows and columns that hold at least one card: {"line","index"} pairs.
Result<QJsonArray> takeableLines(const SessionState &state);

// The recommended characters for a table of `players` (the first-game trio,
// then one extra per extra player), from a content pack.
Result<QStringList> recommendedCharactersFor(const QJsonObject &content, int players);

} // namespace arbiter::banishing
