#pragma once

#include "games/super_fantasy_brawl/sfb_displace.h"
#include "games/super_fantasy_brawl/sfb_resolution.h"

#include <optional>

namespace arbiter {

// The effects every card, trap and Standard Action is built from. `source`
// is the champion causing the effect (empty when there is none, such as a
// champion walking into a trap): taking out an enemy levels it up.

// Damage that ignores defence; reaching the hitpoints takes the champion out of action.
void sfbDealDamage(SfbResolution &r, const QString &victim, int amount, const QString &source);
// VP to the victim's opponents, a level-up for an enemy source, back to the Gate healed and flipped.
void sfbTakeOutOfAction(SfbResolution &r, const QString &victim, const QString &source);
void sfbHeal(SfbResolution &r, const QString &champion, int amount);
void sfbRoot(SfbResolution &r, const QString &champion);
void sfbStun(SfbResolution &r, const QString &champion);

// The face-down trap at `at` triggers under `champion`: the action's next
// trap reveal says what it was; then a new face-down trap goes elsewhere.
Status sfbTriggerTrap(SfbResolution &r, const QString &champion, Hex at, const QString &source);
// Empty trap hexes where a replacement trap may go (or the hexes next to a
// trap hex when every trap hex is taken).
std::vector<Hex> sfbReplacementTrapHexes(const SfbResolution &r, Hex triggered);

// Moves the champion hex by hex along `path`. Traps trigger on every hex
// entered when `trapsOnTheWay`, otherwise only on the last. A Root or
// being taken out stops it. Returns the number of hexes travelled.
Result<int> sfbMoveAlong(SfbResolution &r, const QString &champion, const std::vector<Hex> &path, bool trapsOnTheWay,
                         const QString &source);

Status sfbPushOrPull(SfbResolution &r, SfbDisplacement kind, const QString &source, const QString &target, int distance);
// Fear X: the furthest Dash away from the source; `chosen` settles a tie between rows.
Status sfbFear(SfbResolution &r, const QString &source, const QString &target, int distance, std::optional<Hex> chosen);
// Hexes a Fear X may end on (every one equally far from the source), empty when it cannot move away.
std::vector<Hex> sfbFearEndings(const SfbResolution &r, const QString &source, const QString &target, int distance);
// Force X: the player moves the target up to X hexes; no destination means 0.
Status sfbForce(SfbResolution &r, const QString &source, const QString &target, int distance, std::optional<Hex> to);

void sfbDrawCards(SfbResolution &r, const QString &player, int count);
void sfbPlanCards(SfbResolution &r, const QString &player, int count);
void sfbLevelUp(SfbResolution &r, const QStringList &champions);
void sfbCheckVictory(SfbResolution &r);

} // namespace arbiter
