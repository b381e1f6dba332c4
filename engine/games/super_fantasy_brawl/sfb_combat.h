#pragma once

#include "games/super_fantasy_brawl/sfb_action_types.h"
#include "games/super_fantasy_brawl/sfb_resolution.h"

namespace arbiter {

// Resolving the text of the open activation's card once its movement is
// done: an attack (targets, one Reaction by the defender, the damage step,
// post-attack abilities) or a skill (no Reaction, direct damage only).
Status sfbAttackAction(SfbResolution &r, const sfb::Attack &action); // attack
Status sfbSkillAction(SfbResolution &r, const sfb::Skill &action); // skill

} // namespace arbiter
