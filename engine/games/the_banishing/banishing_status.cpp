#include "games/the_banishing/banishing_status.h"

#include <numeric>

namespace arbiter::banishing {

CharacterStatus characterStatus(int stamina, int health, const std::vector<int> &woundDamage, bool armor)
{
    CharacterStatus status;
    status.damage = std::accumulate(woundDamage.begin(), woundDamage.end(), 0);
    status.stamina = stamina + (armor ? kArmorStamina : 0);
    status.health = health;
    status.armor = armor;
    status.exhausted = status.damage >= status.stamina;
    status.dead = status.damage >= health;
    return status;
}

} // namespace arbiter::banishing
