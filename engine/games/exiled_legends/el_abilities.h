#pragma once

#include "games/exiled_legends/el_action_types.h"
#include "games/exiled_legends/el_state.h"

#include <functional>

// Using Hero and Legend abilities. The engine knows each ability's kind and,
// for triggered ones, its trigger; it checks when an ability may be used and
// applies the computable part of its effect (see el_effects.h).
namespace arbiter::exiled_legends {

// The triggered abilities of a player's heroes in play (by their position)
// and of the Team ability of an unflipped Legend whose trigger matches.
std::vector<AbilityPrompt> triggeredAbilities(const Table &table, const QString &player,
                                              const std::function<bool(Trigger)> &matches);

// Used-this-turn key of an ability: "<hero>/<position>/<index>".
QString abilityKey(const QString &hero, const QString &position, int index);

// Abilities are used while the game runs and no Champion choice waits
// (checked before the fields).
Status mayUseAbility(const Table &table);
Status useAbility(Table &table, const AbilityUse &action);

} // namespace arbiter::exiled_legends
