#pragma once

#include "core/calculation.h"
#include "core/hex.h"
#include "core/phrase.h"
#include "games/theosis/theosis_table.h"

#include <QJsonObject>

#include <cstdint>
#include <vector>

namespace arbiter::theosis {

// The read-only questions an Arena screen asks on every tap, answered exactly
// as the session's own validation answers them: where a hero may move and
// why not elsewhere, whom an attack shape can reach and why not the others,
// and the combat calculator's preview for an attacker and a defender.

enum class MoveVerdict : std::uint8_t {
    Legal,
    OwnHex,
    Occupied, // a hero or a monster stands there
    Blocked, // a ritual token's closed hex
    TooFar, // more hexes away than the hero's speed
    NoPath, // close enough, but walls, enemies or the swamp's cost are in the way
};

struct HexVerdict {
    Hex at;
    MoveVerdict verdict = MoveVerdict::Legal;
};

// For every Arena hex (sorted by q then r), whether `hero` may end its move there.
std::vector<HexVerdict> moveVerdicts(const Play &play, const QString &hero);
MoveVerdict moveVerdictAt(const Play &play, const QString &hero, Hex to);
// The hexes entered on the cheapest legal way there (start excluded); empty when not legal.
std::vector<Hex> movePath(const Play &play, const QString &hero, Hex to);
QString moveVerdictCode(MoveVerdict verdict); // "theosis.move.too_far", ...
Phrase moveVerdictPhrase(const Play &play, const QString &hero, Hex to, MoveVerdict verdict);

enum class TargetVerdict : std::uint8_t {
    Legal,
    Self,
    Down, // fallen, or swallowed
    NotAdjacent, // melee
    NotRanged, // a hero without a bow or staff has no ranged attack
    TooFar, // beyond five hexes
    OutsideArea, // not covered by the ring, line, cone or spell
    SparedOnTurnOne, // a spell spares the starting hexes on turn 1
};

struct TargetOption {
    QString target; // hero or monster id
    TargetVerdict verdict = TargetVerdict::Legal;
};

// Whether an attack of `shape` by `attacker` reaches `target`. For area
// shapes `direction` (line, cone) or `centre` (spell) place the area.
TargetVerdict targetVerdict(const Play &play, const QString &attacker, const QString &shape, const QString &target, int direction = 0,
                            Hex centre = {});
// Every other hero in the Arena and every monster with its verdict, the
// enemy first (heroes in ranking order, then monsters), then the heroes of
// allied players; the attacker's own player's heroes only for an area shape
// (a single attack on them is left out, as in the options).
std::vector<TargetOption> targetVerdicts(const Play &play, const QString &attacker, const QString &shape, int direction = 0, Hex centre = {});
QString targetVerdictCode(TargetVerdict verdict); // "theosis.target.too_far", ...
Phrase targetVerdictPhrase(const Play &play, const QString &attacker, const QString &target, TargetVerdict verdict);
// The heroes and monsters an area attack covers (the attacker excluded; allies included).
QStringList areaTargets(const Play &play, const QString &attacker, const QString &shape, int direction, Hex centre);

// Whether a monster centred on `monsterAt` may strike `hero` with `attack`:
// Legal, Down (fallen, swallowed or not in the Arena), NotAdjacent or TooFar
// (measured from the nearest of its seven hexes). Attacks on all heroes and
// attacks of any range reach everyone standing.
TargetVerdict monsterStrikeVerdict(const Play &play, Hex monsterAt, const MonsterAttack &attack, const QString &hero);
Phrase monsterStrikePhrase(const Play &play, const QString &hero, TargetVerdict verdict);

// Whether `monster` may put its centre on `to` before its action: Legal,
// OwnHex, TooFar (beyond its speed, 1 under Entangling Roots) or Occupied (one
// of its seven hexes off the Arena or on a hero or another monster). The
// session's monster.act checks its `to` with this very verdict.
// How far `monster` may move this turn: its sheet's speed, 1 under Entangling Roots.
int monsterSpeed(const MonsterState &monster, const MonsterSheet &sheet);
MoveVerdict monsterMoveVerdictAt(const Play &play, const QString &monster, Hex to);
// Every centre `monster` may move to (its own excluded), sorted by q then r.
std::vector<Hex> monsterReachableHexes(const Play &play, const QString &monster);
Phrase monsterMoveVerdictPhrase(const Play &play, const QString &monster, Hex to, MoveVerdict verdict);

// The combat calculator's answer for `attacker` using `power` (and skill slot
// `skill`, or -1) against `target` defending with `defensePower`; against a
// monster without `roll` the answer carries the exact odds over its d4.
Result<Calculation> combatPreview(const SessionState &state, const QString &attacker, const QString &power, int skill,
                                  const QString &target, const QString &defensePower, int roll = 0);
// The same answer for a hero.attack or hero.skill action as the session would
// take it: the hero stands on the action's "to" first, the defence power and
// the monster's d4 come from its "defenses" and "rolls" for `target`.
Result<Calculation> combatPreview(const SessionState &state, const QJsonObject &action, const QString &target);

} // namespace arbiter::theosis
