#pragma once

#include "games/theosis/theosis_action_types.h"
#include "games/theosis/theosis_table.h"

#include "core/session.h"

namespace arbiter::theosis {

// The six things a hero may do on its Arena turn, each after an optional move
// of up to its speed ("to": [q, r]); the move always comes first.
//   hero.pass   {"hero","to"?,"discard"}                discard a power face down
//   hero.mana   {"hero","to"?,"skill","discard"}        a gem into a skill, a power away, 1 damage
//   hero.bless  {"hero","to"?,"power","target"}         a blessing face up on an ally
//   hero.spell  {"hero","to"?,"power","centre"|...}     a spell face up
//   hero.attack {"hero","to"?,"power","target"|"shape"} a power face down for combat and its text
//   hero.skill  {"hero","to"?,"skill","power",...}      a skill's text with a power's value; spends the gem
Status heroPass(Play &play, const HeroPass &action);
Status heroMana(Play &play, const HeroMana &action);
Status heroBless(Play &play, const HeroBless &action);
Status heroSpell(Play &play, const HeroSpell &action);
Status heroAttack(Play &play, const HeroAttack &action);
Status heroSkill(Play &play, const HeroSkill &action);

} // namespace arbiter::theosis
