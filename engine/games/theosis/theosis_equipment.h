#pragma once

#include "games/theosis/theosis_table.h"

namespace arbiter::theosis {

// Items on a hero's mat: a slot takes only the item types its symbols show;
// a two-handed weapon needs every hand slot, so whatever else the hands hold
// comes off. Items that come off go into the pouch.
Status equipItem(Play &play, HeroState &hero, const QString &itemId, const QString &slotId);

// What the mat adds up to in combat.
struct Gear {
    int weaponDamage = 0;
    bool slaying = false;
    int attackBonus = 0; // artifact weapons
    int defenseBonus = 0; // artifact armor
    QStringList protections;
    QStringList resistances;
    bool shield = false;
    bool metalPhysicalProtection = false;
};
Gear gearOf(const Content &content, const HeroState &hero);

} // namespace arbiter::theosis
