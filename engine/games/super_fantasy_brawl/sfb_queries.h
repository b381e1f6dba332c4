#pragma once

#include "core/phrase.h"
#include "games/super_fantasy_brawl/sfb_arena.h"

#include <cstdint>
#include <vector>

namespace arbiter {

// The reach and targeting questions the arena view asks on every tap, and
// that the session's own validation answers the same way. All work on a
// prebuilt SfbArena; the *Into variants fill a caller's vector so a view can
// reuse one buffer.

enum class SfbMoveVerdict : std::uint8_t {
    Legal,
    OwnHex, // the mover stands there
    Statue,
    Enemy, // an enemy stands there: never entered
    Ally, // an ally stands there: passed, never a final hex
    TooFar, // more hexes away than the movement
    PathBlocked, // close enough, but statues or enemies close every way
    NotInRow, // Dash and Swoop stay on one hex row
    Rooted,
    NoMovement,
};

struct SfbHexVerdict {
    Hex at;
    SfbMoveVerdict verdict = SfbMoveVerdict::Legal;
};

// For every board hex (in board order, sorted by q then r), whether the
// champion may end a move of `points` in `mode` there, and why not. A champion
// on its Gate enters through a hex of its deployment area first.
void sfbMoveVerdictsInto(const SfbArena &arena, int champion, int points, MoveMode mode,
                         std::vector<SfbHexVerdict> &out);
std::vector<SfbHexVerdict> sfbMoveVerdicts(const SfbArena &arena, int champion, int points, MoveMode mode);
SfbMoveVerdict sfbMoveVerdictAt(const SfbArena &arena, int champion, int points, MoveMode mode, Hex to);

// The hexes entered by that move, in order (for a champion on its Gate, the
// deployment hex first). Prefers a way that enters no trap before the end
// when one exists. Empty when the move is not legal.
std::vector<Hex> sfbMovePath(const SfbArena &arena, int champion, int points, MoveMode mode, Hex to);

QString sfbMoveVerdictCode(SfbMoveVerdict verdict); // "sfb.move.statue", ...
QString sfbMoveVerdictRule(SfbMoveVerdict verdict, MoveMode mode, bool fromGate);
Phrase sfbMoveVerdictPhrase(const SfbArena &arena, int champion, int points, Hex to, SfbMoveVerdict verdict);

enum class SfbTargetVerdict : std::uint8_t {
    Legal,
    Self,
    NotEnemy, // the card targets enemies
    NotAlly, // the card targets allies
    OnGate,
    AttackerOnGate,
    NotAdjacent, // melee
    TooClose, // below the minimum range
    TooFar, // beyond the maximum range
    NotInRow, // direct shot
    LineBlocked, // direct shot: a statue or champion in between
    OutsideArea, // AoE: in no orientation of the area
    NoTargeting, // the card declares no targets
};

struct SfbTargetOption {
    int champion = -1; // index into SfbArena::champions
    SfbTargetVerdict verdict = SfbTargetVerdict::Legal;
};

// Every champion but the attacker, with whether `card` played by `attacker`
// may target it and why not.
void sfbTargetVerdictsInto(const SfbArena &arena, int attacker, const SfbCard &card, std::vector<SfbTargetOption> &out);
std::vector<SfbTargetOption> sfbTargetVerdicts(const SfbArena &arena, int attacker, const SfbCard &card);
SfbTargetVerdict sfbTargetVerdict(const SfbArena &arena, int attacker, const SfbCard &card, int target);

QString sfbTargetVerdictCode(SfbTargetVerdict verdict); // "sfb.target.too_far", ...
QString sfbTargetVerdictRule(SfbTargetVerdict verdict, const SfbCard &card);
Phrase sfbTargetVerdictPhrase(const SfbArena &arena, int attacker, const SfbCard &card, int target,
                              SfbTargetVerdict verdict);

// An AoE in one of its six orientations: the board hexes it covers and the
// champions standing there (allies included).
struct SfbAreaOption {
    int orientation = 0;
    std::vector<Hex> hexes;
    std::vector<int> hit;
    bool legal = false; // at least one champion the card may target is hit
};

// `offset` turned by `orientation` sixths of a turn (direction i becomes i + orientation).
Hex sfbRotate(Hex offset, int orientation);
std::vector<Hex> sfbAreaHexes(const SfbArena &arena, Hex origin, const SfbCard &card, int orientation);
std::vector<SfbAreaOption> sfbAreaOptions(const SfbArena &arena, int attacker, const SfbCard &card);

// The choices a card leaves to the table, answered the way the session
// checks them, so a view can offer exactly the hexes the engine accepts.

// Fear X of `target` away from `source`: the hexes it may end on, all equally
// far from the source and each the furthest of its row. More than one means
// the table chooses; none means the Fear does not move it (rooted, or no way
// further away).
std::vector<Hex> sfbFearEndings(const SfbArena &arena, int source, int target, int distance);
// Force X: the hexes the player may move `target` to (a walk of up to X, as
// the target would walk); empty when it is rooted or off the board.
std::vector<Hex> sfbForceEndings(const SfbArena &arena, int target, int distance);
// Place: whether `champion` may be put on `to` (an arena hex without a statue
// or another champion; traps allowed and triggered), and every such hex.
bool sfbCanPlaceAt(const SfbArena &arena, int champion, Hex to);
std::vector<Hex> sfbPlaceHexes(const SfbArena &arena, int champion);

} // namespace arbiter
