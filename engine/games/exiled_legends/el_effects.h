#pragma once

#include "games/exiled_legends/el_state.h"

#include <QJsonArray>

// The part of an ability's (or a Sphere's, or a bane's) effect the engine can
// compute, given by the table as explicit fields; everything else the table
// applies by hand with the generic counter actions. One effect is an object:
//   {"effect":"damage","hero":H,"amount":N}        N > 0 adds counters (plus bane extras), N < 0 removes
//   {"effect":"prevent","hero":H,"amount":N}       step 2 only: fewer pending counters (no amount: all)
//   {"effect":"redirect","hero":H,"to":T,"amount":N}  step 2 only: N pending counters of H wait beside T instead (no amount: all)
//   {"effect":"mp","player":P,"amount":N}          Myth Points gained or lost
//   {"effect":"add_bane","hero":H,"legend":L}      a token of L's kind (default: the acting player's)
//   {"effect":"remove_bane","hero":H,"legend":L}   (legend may be left out when one kind is there)
//   {"effect":"gain","hero":H,"strength":N,"max_hp":M}  until the end of the acting player's turn
//   {"effect":"reverse","hero":H}                  Strength and Max HP swap until that turn ends
//   {"effect":"switch","support":H}                that Support swaps places with its Champion
namespace arbiter::exiled_legends {

// Applies the effects in order on behalf of `actingPlayer`. During an attack
// destroyed heroes wait for step 5; otherwise they are destroyed at once.
Status applyEffects(Table &table, const QJsonArray &effects, const QString &actingPlayer);

// Adds damage counters to a hero, plus the extra counters its bane tokens
// call for; returns how many were added in all.
int addDamage(Table &table, const QString &hero, int amount);

// Takes one bane token off a hero in play: of the kind `fields.legend` names,
// or of the only kind there (`path` names the fields in refusals).
Status removeBane(Table &table, const QString &hero, const QJsonObject &fields, const QString &path);

// Puts back what "gain" and "reverse" changed for heroes whose effect ends
// with `player`'s turn.
void expireTemporaries(Table &table, const QString &player);

// Swaps a player's Champion with one of their Supports.
void switchWithChampion(Table &table, const QString &support);

} // namespace arbiter::exiled_legends
