#pragma once

#include "games/exiled_legends/el_state.h"

// The five actions of the Action phase, 1 Myth Point each and each at most
// once per turn, and the table's way to apply computable effects that come
// from no hero ability (a Sphere card, a bane, a ruling).
namespace arbiter::exiled_legends {

Status addBaneAction(Table &table, const QJsonObject &action); // "action.add_bane" {hero}
Status removeBaneAction(Table &table, const QJsonObject &action); // "action.remove_bane" {hero, legend?}
Status removeDamageAction(Table &table, const QJsonObject &action); // "action.remove_damage" {hero}
Status switchAction(Table &table, const QJsonObject &action); // "action.switch" {hero}
Status returnSupportAction(Table &table, const QJsonObject &action); // "action.return_support" {hero}
Status applyEffectsAction(Table &table, const QJsonObject &action); // "effects.apply" {effects, source?}

} // namespace arbiter::exiled_legends
