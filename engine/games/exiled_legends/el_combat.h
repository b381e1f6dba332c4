#pragma once

#include "games/exiled_legends/el_action_types.h"
#include "games/exiled_legends/el_state.h"

// The Attack phase in its five steps. Step 1 (attack.declare) checks the
// targets with the same rules as the calculator and sets the damage counters
// beside each target; step 2 is a window for the targeted players' (and the
// attacker's) triggered abilities; step 3 (attack.continue) adds the counters;
// step 4 is a window for damage and destruction triggers; step 5 (the next
// attack.continue) sends destroyed heroes to the Graveyard. A window nobody
// can use is skipped.
namespace arbiter::exiled_legends {

// Whether the current player may attack now: their Action or Attack phase,
// no attack yet this turn (checked before the fields).
Status mayDeclareAttack(const Table &table);
Status declareAttack(Table &table, const AttackDeclare &action);
// Closes the open window and resolves the next steps.
Status continueAttack(Table &table, const AttackContinue &action);

// The attack plan the targeting rules check: every player's Champion and
// Supports as positions, with damage and Max HP.
AttackPlan attackPlan(const Table &table, AttackType type, int strength, bool canPreciseSupport);

} // namespace arbiter::exiled_legends
