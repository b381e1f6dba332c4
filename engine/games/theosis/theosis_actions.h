#pragma once

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
Result<Transition> heroPass(const SessionState &state, const QJsonObject &action);
Result<Transition> heroMana(const SessionState &state, const QJsonObject &action);
Result<Transition> heroBless(const SessionState &state, const QJsonObject &action);
Result<Transition> heroSpell(const SessionState &state, const QJsonObject &action);
Result<Transition> heroAttack(const SessionState &state, const QJsonObject &action);
Result<Transition> heroSkill(const SessionState &state, const QJsonObject &action);

} // namespace arbiter::theosis
