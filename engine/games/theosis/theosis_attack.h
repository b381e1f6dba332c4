#pragma once

#include "core/calculation.h"
#include "games/theosis/theosis_combat.h"
#include "games/theosis/theosis_equipment.h"
#include "games/theosis/theosis_table.h"

namespace arbiter::theosis {

// One attack in the Arena worked out through the theosis.combat calculator:
// the request is built from the session (powers, skill, artifacts, blessings,
// curses, ritual tokens underfoot, armour, rank, health), and the result is
// applied back (Health, stamina tokens, curse tokens, ranking, push).

struct Strike {
    QString attacker; // hero id
    QString power; // the attacker's power (face down, or the spell face up)
    bool powerText = true; // false when a skill replaces the power's text
    int skill = -1; // skill slot used, -1 for none
    bool asSpell = false; // a spell power cast face up
    QString shape; // "melee", "ranged", "unlimited", "ring", "line", "cone", "spell"
};

// Blessing and curse tokens: a power's token lies on one figure at a time
// (liftToken takes it off wherever it is); a monster's curse list holds the
// power's effect, or the power itself when its text is carried out by hand.
QString monsterCurse(const PowerCard &power);
void liftToken(Play &play, const PowerCard &power);
void placeToken(Play &play, HeroState &target, const PowerCard &power, const QString &by);
void curseMonster(Play &play, MonsterState &target, const PowerCard &power);
// One place up (by -1) or down (+1) in the ranking; nothing at either end.
void moveInRanking(Play &play, const QString &hero, int by);

// The rules entry that explains why `power` counts with another value
// against a monster (Warcraft, Last Stand: the Ranking powers).
QString monsterValueRule(const PowerCard &power);

// A defending hero's modifiers, whoever attacks: artifact armour, Aegis,
// Poison and the ritual token it stands on (Fortifications).
std::vector<TheosisModifier> heroDefenceModifiers(const Play &play, const HeroState &hero, const Gear &gear);

// The calculator's sides for `strike` against `target` (a hero or monster
// id), defended with `defensePower` (heroes) or rolling `roll` (monsters; 0
// for the exact odds): theosisCombat(sides.attacker, sides.defender).
struct CombatSides {
    TheosisAttacker attacker;
    TheosisDefender defender;
};
CombatSides combatSides(const Play &play, const Strike &strike, const QString &target, const QString &defensePower, int roll);

// The same sides as a calculator request (what the combat.resolved event
// records, and what the CLI would take).
QJsonObject combatRequest(const CombatSides &sides);

// Resolves the strike against every target in ranking order (heroes first,
// then monsters). action["defenses"] {"<hero>": power} names each defending
// hero's power; action["rolls"] {"<monster>": face} the monsters' physical d4.
// action["push"] / ["follow"] for a won melee attack on one hero.
Status resolveStrike(Play &play, const Strike &strike, const QStringList &targets, const QJsonObject &action);

} // namespace arbiter::theosis
