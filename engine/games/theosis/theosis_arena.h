#pragma once

#include "core/hex.h"
#include "games/theosis/theosis_table.h"

#include <optional>
#include <vector>

namespace arbiter::theosis {

// The Arena as the rules see it at one moment: the hex board with the ritual
// tokens' blocked hexes and the monsters' bodies closed, the Death Swamp's
// movement cost, and who stands where.

constexpr int kRangedReach = 5;
constexpr int kLineLength = 5;
constexpr int kConeDepth = 3;

struct ArenaView {
    Board board; // blocked: ritual walls and monsters; costs: Death Swamp
    std::vector<Piece> heroes; // standing heroes with their side (team)
};

ArenaView arenaView(const Play &play);
// The seven hexes of a monster (or of a spell): the centre and its neighbours.
std::vector<Hex> bodyOf(Hex centre);
// The monster whose body covers `h`, if any.
const MonsterState *monsterAt(const Play &play, Hex h);
// The standing hero on `h`, if any.
const HeroState *heroAt(const Play &play, Hex h);
// The hero's speed now: its sheet, or 1 under Entangling Roots.
int speedOf(const Play &play, const HeroState &hero);
bool hasToken(const HeroState &hero, const QString &effect);
// The ritual token (and which part) lying on `h`.
const ArenaRitual *ritualOn(const Play &play, Hex h);

// Hexes of an attack shape from `origin`: "ring" the six neighbours, "line"
// five hexes in `direction`, "cone" the wedge between `direction` and the
// next direction, three deep; "spell" the seven hexes around `centre`. Off-board
// hexes are dropped.
std::vector<Hex> shapeHexes(const Play &play, const QString &shape, Hex origin, int direction, Hex centre);

// Damage from a ritual token (Wall of Fire, Wall of Ice, Death Swamp) to a
// hero on it: protection stops it, resistance halves it (rounded down).
int ritualDamageTo(const Play &play, const HeroState &hero, const Ritual &ritual);
// The Health `hero` loses walking `path` (start excluded) over damaging tokens.
int damageAlong(const Play &play, const HeroState &hero, const std::vector<Hex> &path);
// Moves `hero` along `path` (start excluded), hurting it on every damaging
// token it steps onto.
void walkPath(Play &play, HeroState &hero, const std::vector<Hex> &path);

} // namespace arbiter::theosis
