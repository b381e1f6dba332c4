#pragma once

#include "games/exiled_legends/el_action_types.h"
#include "games/exiled_legends/el_state.h"

// The five actions of the Action phase, 1 Myth Point each and each at most
// once per turn, and the table's way to apply computable effects that come
// from no hero ability (a Sphere card, a bane, a ruling).
namespace arbiter::exiled_legends {

// What each of the five needs before its hero is read: the acting player's
// Action phase, the action not used yet this turn, 1 MP to spend. A refusal
// here is the refusal of every hero the action could name.
Status mayTakeAction(const Table &table, const QString &type);
template <typename Action>
Status mayTake(const Table &table)
{
    return mayTakeAction(table, QLatin1String(Action::kType));
}

Status addBaneAction(Table &table, const AddBane &action);
Status removeBaneAction(Table &table, const RemoveBane &action);
Status removeDamageAction(Table &table, const RemoveDamage &action);
Status switchAction(Table &table, const SwitchHeroes &action);
Status returnSupportAction(Table &table, const ReturnSupport &action);

// effects.apply: while a turn is in progress (checked before the fields).
Status mayApplyEffects(const Table &table);
Status applyEffectsAction(Table &table, const EffectsApply &action);

} // namespace arbiter::exiled_legends
