#pragma once

#include "core/options.h"
#include "games/theosis/theosis_action_types.h"
#include "games/theosis/theosis_table.h"

#include <QJsonObject>

// A text carried out by hand came up (Table::byHand): the players do what it
// says, and the screens (the tablet's Arena panel and a phone's options)
// offer one tap for each change its pack marking names (`corrections`), a
// by_hand.correct with one effect. Each effect has its own refusals, so one that
// cannot apply now (a gem on a full skill, a heal at full Health) is never
// offered. The next action of the game's flow ends the corrections.
//
// Effects (the action's `effect` and its fields), by the correction code that
// offers them:
//   health   {"effect":"damage"|"heal","hero":H}                  1 Health
//   gold     {"effect":"gold","player":P,"amount":1|-1}
//   mana     {"effect":"gem"|"gem_off","hero":H,"skill":0..2}
//   token    {"effect":"token_off","hero":H|"monster":M,"power":id}
//            {"effect":"curse","hero":H|"monster":M,"power":id}   a curse of the text's player
//   stamina  {"effect":"stamina_off"|"stamina_under","monster":M}  the top token off, or under the pile
//            {"effect":"stamina_back","monster":M,"token":T}      a token off every pile back on top
//   move     {"effect":"move","hero":H,"to":[q,r]}                onto a free hex
//   ranking  {"effect":"rank","hero":H,"by":-1|1}                 one place up (-1) or down
//   card     {"effect":"discard"|"take_back","player":P,"power":id}
//   d4       {"effect":"d4","face":1..4}                           the real die, or the app rolls
namespace arbiter::theosis {

// Ends the corrections of the texts an earlier action brought up: every
// action of the game's flow starts with it.
void endByHandTexts(Play &play);

Status correctByHand(Play &play, const ByHandCorrect &action);

// The step's `by_hand`: the texts waiting, each {type, name, do, corrections,
// owner, involved}; empty when none waits.
QJsonArray byHandStep(const Table &table);

// Offers every correction the waiting texts name, for each hero, monster or
// player it may concern now.
void offerCorrections(const Play &play, OptionsBuilder &builder);

} // namespace arbiter::theosis
