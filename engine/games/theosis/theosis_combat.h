#pragma once

#include "core/calculation.h"

#include <QJsonObject>
#include <QStringList>
#include <optional>
#include <vector>

namespace arbiter {

// "theosis.combat": one attack in the Arena, hero or monster on either side
// (never two monsters). Totals, the winner (ties to the higher rank), raw
// damage, mitigation by protection / resistance / Despair, and the outcome:
// the hero's health or whether the monster's stamina token falls. When the
// monster's d4 is not given, the exact odds over its four faces.
Result<Calculation> theosisCombat(const QJsonObject &request);

// The same calculator for sides that are already values (a screen that holds
// them need not write and re-read a JSON request). The JSON entry point reads
// its request into these and calls it.
enum class TheosisCombatKind { Hero, Monster };

struct TheosisModifier {
    QString source;
    int value = 0;
};

// Whoever takes the damage: a hero's armour and powers, or the monster's
// active stamina token.
struct TheosisMitigation {
    QStringList protections;
    QStringList resistances;
    bool despair = false;
};

// A power that counts with another value against monsters than the one
// printed (Warcraft attacks as 5): named in the steps with its rules entry.
struct TheosisValueNote {
    QString power;
    int printed = 0;
    QString rule;
};

struct TheosisAttacker {
    TheosisCombatKind kind = TheosisCombatKind::Hero;
    std::optional<int> rank;                // heroes only
    int value = 0;                          // a hero's attack value, a monster's attack bonus
    std::vector<TheosisModifier> modifiers; // heroes only
    std::optional<int> roll;                // monsters only; absent when the odds are wanted
    int damage = 0;                         // a hero's weapon damage, a monster's damage
    QString damageType = QStringLiteral("physical"); // as a request without "damage_type"
    bool slaying = false;
    std::optional<TheosisValueNote> valueNote; // heroes against a monster
    // A power's text that changed a number before it reached these sides,
    // named in the steps (not part of a JSON request, like valueNote):
    // Enervation doubling a hero's weapon against a monster (`printed` is the
    // weapon's own damage), Equalize turning a monster's d4 into a 1
    // (`printed` is the face rolled, 0 when none was).
    std::optional<TheosisValueNote> weaponNote; // heroes against a monster
    std::optional<TheosisValueNote> rollNote;   // monsters
    // Damage added after protection and resistance when the attack wins
    // (request "extra_damage", heroes only): a Fiery Purge curse on a monster
    // adds 1. `extraNote` names what added it (`printed` unused).
    int extraDamage = 0;
    std::optional<TheosisValueNote> extraNote;
};

struct TheosisDefender {
    TheosisCombatKind kind = TheosisCombatKind::Hero;
    std::optional<int> rank;
    int value = 0; // a hero's defense value, a monster's base defense
    std::vector<TheosisModifier> modifiers;
    std::optional<int> roll;
    TheosisMitigation mitigation;
    int health = 0;    // heroes
    int threshold = 0; // monsters: damage that removes the active token
    std::optional<TheosisValueNote> valueNote; // heroes against a monster
    std::optional<TheosisValueNote> rollNote;  // monsters: as the attacker's
};

// Checks the sides against the same limits as a JSON request (a content pack
// may hold values no request would pass) and answers as the JSON entry does.
Result<Calculation> theosisCombat(const TheosisAttacker &attacker, const TheosisDefender &defender);

// The sides written as the "attacker" / "defender" objects of a request (what
// a session records beside its result); reading them back gives the same sides.
QJsonObject toJson(const TheosisAttacker &attacker);
QJsonObject toJson(const TheosisDefender &defender);

} // namespace arbiter
