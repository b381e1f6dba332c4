#pragma once

#include "LegendsTableRows.h"
#include "core/session.h"

#include <QJsonObject>

namespace arbiter::exiled_legends {
class Table;
struct Ability;
} // namespace arbiter::exiled_legends

// What the Exiled Legends views show of a card in play, read from the engine's
// Table so Strength and Max HP include gains, reversals and bane tokens.
namespace arbiter::legends_view {

// An empty name for no ability.
LegendsAbility abilityView(const exiled_legends::Ability *ability);

// A hero or a flipped Legend in a play area, or a candidate Champion.
LegendsHero heroView(const exiled_legends::Table &table, const QString &hero);

// Tries an action without keeping the outcome: the refusal, if any.
std::optional<RuleError> refusal(const SessionState &state, const QJsonObject &action);

} // namespace arbiter::legends_view
