#pragma once

// The Theosis combats that the calculator's tests and the benchmark share:
// each as sides held as values and as the JSON request that reads into the
// same sides, so both entry points are checked (and timed) on one example.

#include "games/theosis/theosis_combat.h"

namespace arbiter::testing {

struct TheosisWorkedExample {
    TheosisAttacker attacker;
    TheosisDefender defender;
    const char *request; // the same sides as a calc request
};

// The rulebook's worked example: rank 6 with a +1 artifact sword and 4 fire
// damage, attack 4 against defense 4 of rank 3 with protection from ice and
// fire and resistance to light. Known answer: 5 beats 4, 5 raw damage, all
// stopped, yet the loser drops from 9 to 8 Health.
inline TheosisWorkedExample theosisSwordAgainstFireProtection()
{
    TheosisWorkedExample example;
    example.attacker.rank = 6;
    example.attacker.value = 4;
    example.attacker.modifiers = {TheosisModifier{QStringLiteral("Artifact sword"), 1}};
    example.attacker.damage = 4;
    example.attacker.damageType = QStringLiteral("fire");
    example.defender.rank = 3;
    example.defender.value = 4;
    example.defender.mitigation.protections = {QStringLiteral("ice"), QStringLiteral("fire")};
    example.defender.mitigation.resistances = {QStringLiteral("light")};
    example.defender.health = 9;
    example.request = R"({"calc":"theosis.combat",
        "attacker":{"kind":"hero","rank":6,"attack":4,"modifiers":[{"source":"Artifact sword","value":1}],"weapon_damage":4,"damage_type":"fire"},
        "defender":{"kind":"hero","rank":3,"defense":4,"protections":["ice","fire"],"resistances":["light"],"health":9}})";
    return example;
}

// A hero with a slaying 2-damage weapon attacks 5 against a monster's base
// defense 2 whose d4 is not rolled yet; the stamina token (threshold 3) is
// protected from fire and resists physical damage. Known answer: the hero
// wins on faces 1-3 (face 3 by the tie); only face 1 removes the token
// (difference 2 + the doubled weapon 4 = 6, resisted to 3), so 3/4 and 1/4.
inline TheosisWorkedExample theosisSlayerAgainstUnrolledMonster()
{
    TheosisWorkedExample example;
    example.attacker.rank = 2;
    example.attacker.value = 5;
    example.attacker.damage = 2;
    example.attacker.damageType = QStringLiteral("physical");
    example.attacker.slaying = true;
    example.defender.kind = TheosisCombatKind::Monster;
    example.defender.value = 2;
    example.defender.threshold = 3;
    example.defender.mitigation.protections = {QStringLiteral("fire")};
    example.defender.mitigation.resistances = {QStringLiteral("physical")};
    example.request = R"({"calc":"theosis.combat",
        "attacker":{"kind":"hero","rank":2,"attack":5,"weapon_damage":2,"damage_type":"physical","slaying":true},
        "defender":{"kind":"monster","base_defense":2,"token":{"threshold":3,"protections":["fire"],"resistances":["physical"]}}})";
    return example;
}

} // namespace arbiter::testing
