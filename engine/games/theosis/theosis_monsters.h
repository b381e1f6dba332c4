#pragma once

#include "games/theosis/theosis_action_types.h"
#include "games/theosis/theosis_table.h"

#include "core/session.h"

namespace arbiter::theosis {

// The monsters' turn, after every hero has acted: the skullduggery die picks
// one of the monster's six actions; its attacks roll a d4 plus the attack
// bonus against each target's face-down defence power (a hero always
// outranks a monster, so ties go to the hero).
// {"type":"monster.act","monster":"kotronas","face":1,"to":[0,0],
//  "targets":[["ann:lug"]],"defenses":[{"ann:lug":"blind"}],"rolls":[3]}
// "targets" and "defenses" hold one entry per attack of the action; an attack
// "against all heroes" needs no targets. "table": "rider" for the Godslayer's rider.
Status monsterAct(Play &play, const MonsterAct &action);

} // namespace arbiter::theosis
