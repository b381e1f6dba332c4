#pragma once

#include "core/calculation.h"

#include <QJsonObject>
#include <optional>
#include <vector>

namespace arbiter {

// A champion's hitpoints and the damage it already carries.
struct SfbHealth {
    int hitpoints = 0;
    int damage = 0;
};

// One resolve-attack-damage step on one target, as the rulebook orders it.
struct SfbDamageStep {
    int strength = 0;
    int defence = 0;
    int direct = 0; // damage that ignores defence
    int poison = 0;
    bool twice = false; // Double
    bool lifesteal = false;
    SfbHealth target;
    std::optional<SfbHealth> attacker; // needed for Lifesteal
};

struct SfbDamageOutcome {
    int attackDamage = 0; // strength - defence, never below 0
    int totalDamage = 0; // everything the target took
    int targetDamageAfter = 0;
    int targetRemaining = 0;
    bool outOfAction = false;
    bool bloodied = false;
    std::optional<int> attackerDamageAfter;
    std::vector<Phrase> steps;
};

// The arithmetic shared by the calculator and the session: strength against
// defence, direct damage, Poison, Lifesteal, Double (which stops once the
// target is out of action), then Bloodied / out of action.
SfbDamageOutcome sfbResolveDamage(const SfbDamageStep &step);

// True when `remaining` hitpoints of `hitpoints` is at most half, rounded down.
constexpr bool sfbIsBloodied(int hitpoints, int damage)
{
    return damage < hitpoints && hitpoints - damage <= hitpoints / 2;
}

// "super-fantasy-brawl.attack": the resolve-attack-damage step of one attack
// on one target: strength against defence, direct damage, Poison, Lifesteal,
// Double, and whether the target ends Bloodied or out of action.
Result<Calculation> sfbAttack(const QJsonObject &request);

} // namespace arbiter
