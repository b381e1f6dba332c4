#pragma once

#include <vector>

namespace arbiter::banishing {

// Armor is permanent and raises stamina by this much.
constexpr int kArmorStamina = 1;

// Where a character stands: total wound damage against stamina (exhaustion)
// and health (death).
struct CharacterStatus {
    int damage = 0;
    int stamina = 0; // effective: the sheet's stamina plus Armor
    int health = 0;
    bool armor = false;
    bool exhausted = false; // damage >= effective stamina: shared abilities only
    bool dead = false; // damage >= health: the game is lost
};

CharacterStatus characterStatus(int stamina, int health, const std::vector<int> &woundDamage, bool armor);

} // namespace arbiter::banishing
