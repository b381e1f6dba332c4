#include "games/super_fantasy_brawl/sfb_queries.h"

#include "games/super_fantasy_brawl/sfb_support.h"

#include <algorithm>
#include <climits>

namespace arbiter {

namespace {

const SfbArenaChampion &at(const SfbArena &arena, int index) { return arena.champions[static_cast<std::size_t>(index)]; }

Piece pieceOf(const SfbArena &arena, const SfbArenaChampion &c, Hex where)
{
    return Piece{c.id, where, arena.sideIds[static_cast<std::size_t>(c.side)]};
}

bool straightMode(MoveMode mode) { return mode == MoveMode::Dash || mode == MoveMode::Swoop; }
bool passesOverEverything(MoveMode mode) { return mode == MoveMode::Jump || mode == MoveMode::Swoop; }

// Whether a champion on its Gate may step onto deployment hex `d` first.
bool gateEntry(const SfbArena &arena, const SfbArenaChampion &c, MoveMode mode, Hex d)
{
    if (passesOverEverything(mode))
        return true;
    const int there = arena.occupant(d);
    return !arena.board.isBlocked(d) && (there < 0 || at(arena, there).side == c.side);
}

bool endable(const SfbArena &arena, Hex h) { return !arena.board.isBlocked(h) && arena.occupant(h) < 0; }

// Marks Legal the verdicts (one per board hex, board order) of the sorted `hexes`.
void markSorted(const std::vector<Hex> &hexes, std::vector<SfbHexVerdict> &verdicts)
{
    auto next = hexes.begin();
    for (std::size_t i = 0; i < verdicts.size() && next != hexes.end(); ++i) {
        if (verdicts[i].at == *next) {
            verdicts[i].verdict = SfbMoveVerdict::Legal;
            ++next;
        }
    }
}

// Fills `verdicts` with every board hex, Legal where the champion may end and
// NoMovement (to be explained afterwards) elsewhere. From the Gate, the first
// hex is a deployment hex, then the rest of the movement from there.
void markLegalEndings(const SfbArena &arena, const SfbArenaChampion &c, int points, MoveMode mode,
                      std::vector<SfbHexVerdict> &verdicts)
{
    const std::vector<Hex> &hexes = arena.board.hexes();
    verdicts.clear();
    verdicts.reserve(hexes.size());
    for (const Hex h : hexes)
        verdicts.push_back({h, SfbMoveVerdict::NoMovement});
    if (c.rooted || points <= 0)
        return;
    if (c.onBoard) {
        markSorted(reach(arena.board, arena.pieces, pieceOf(arena, c, c.at), points, mode), verdicts);
        return;
    }
    for (const Hex d : arena.deployment[static_cast<std::size_t>(c.side)]) {
        if (!gateEntry(arena, c, mode, d))
            continue;
        if (endable(arena, d))
            verdicts[static_cast<std::size_t>(std::lower_bound(hexes.begin(), hexes.end(), d) - hexes.begin())].verdict =
                SfbMoveVerdict::Legal;
        if (points > 1)
            markSorted(reach(arena.board, arena.pieces, pieceOf(arena, c, d), points - 1, mode), verdicts);
    }
}

bool isLegalEnding(const SfbArena &arena, const SfbArenaChampion &c, int points, MoveMode mode, Hex to)
{
    const std::vector<Hex> &hexes = arena.board.hexes();
    const auto found = std::lower_bound(hexes.begin(), hexes.end(), to);
    if (found == hexes.end() || *found != to)
        return false;
    std::vector<SfbHexVerdict> verdicts;
    markLegalEndings(arena, c, points, mode, verdicts);
    return verdicts[static_cast<std::size_t>(found - hexes.begin())].verdict == SfbMoveVerdict::Legal;
}

// Why `h` is not a legal ending, given it is not one. `there` is the champion standing on it, or -1.
SfbMoveVerdict refusalAt(const SfbArena &arena, const SfbArenaChampion &c, int points, MoveMode mode, Hex h, int there)
{
    if (c.onBoard && h == c.at)
        return SfbMoveVerdict::OwnHex;
    if (arena.board.isBlocked(h))
        return SfbMoveVerdict::Statue;
    if (there >= 0)
        return at(arena, there).side == c.side ? SfbMoveVerdict::Ally : SfbMoveVerdict::Enemy;
    if (c.rooted)
        return SfbMoveVerdict::Rooted;
    if (points <= 0)
        return SfbMoveVerdict::NoMovement;
    int hexesAway = 0;
    bool inRow = true;
    if (c.onBoard) {
        hexesAway = distance(c.at, h);
        inRow = onSameRow(c.at, h);
    } else {
        hexesAway = INT_MAX;
        inRow = false;
        for (const Hex d : arena.deployment[static_cast<std::size_t>(c.side)]) {
            hexesAway = std::min(hexesAway, 1 + distance(d, h));
            inRow = inRow || d == h || onSameRow(d, h);
        }
    }
    if (straightMode(mode) && !inRow)
        return SfbMoveVerdict::NotInRow;
    if (hexesAway > points)
        return SfbMoveVerdict::TooFar;
    return SfbMoveVerdict::PathBlocked;
}

std::vector<Hex> pathOn(const Board &board, const SfbArena &arena, const SfbArenaChampion &c, int points,
                        MoveMode mode, Hex to)
{
    if (c.onBoard)
        return path(board, arena.pieces, pieceOf(arena, c, c.at), points, mode, to);
    for (const Hex d : arena.deployment[static_cast<std::size_t>(c.side)]) {
        if (!gateEntry(arena, c, mode, d))
            continue;
        if (d == to) {
            if (endable(arena, d))
                return {d};
            continue;
        }
        std::vector<Hex> rest = path(board, arena.pieces, pieceOf(arena, c, d), points - 1, mode, to);
        if (!rest.empty()) {
            rest.insert(rest.begin(), d);
            return rest;
        }
    }
    return {};
}

int rangeDistance(const SfbArenaChampion &a, const SfbArenaChampion &t) { return distance(a.at, t.at); }

bool rowClear(const SfbArena &arena, Hex from, Hex to)
{
    const int dir = rowDirection(from, to);
    Hex h = from;
    for (int step = 1; step < distance(from, to); ++step) {
        h = neighbour(h, dir);
        if (arena.board.isBlocked(h) || arena.occupant(h) >= 0)
            return false;
    }
    return true;
}

bool sideAllows(const SfbCard &card, const SfbArenaChampion &attacker, const SfbArenaChampion &target)
{
    switch (card.targetSide) {
    case SfbTargetSide::Enemy:
        return attacker.side != target.side;
    case SfbTargetSide::Ally:
        return attacker.side == target.side;
    case SfbTargetSide::Any:
        break;
    }
    return true;
}

// The verdict without the AoE membership test (done by the callers, which
// know the area options).
SfbTargetVerdict verdictBeforeArea(const SfbArena &arena, int attacker, const SfbCard &card, int target)
{
    const SfbArenaChampion &a = at(arena, attacker);
    const SfbArenaChampion &t = at(arena, target);
    if (target == attacker)
        return SfbTargetVerdict::Self;
    if (card.targeting == SfbTargeting::None)
        return SfbTargetVerdict::NoTargeting;
    if (!a.onBoard)
        return SfbTargetVerdict::AttackerOnGate;
    if (!t.onBoard)
        return SfbTargetVerdict::OnGate;
    if (!sideAllows(card, a, t))
        return card.targetSide == SfbTargetSide::Ally ? SfbTargetVerdict::NotAlly : SfbTargetVerdict::NotEnemy;
    const int d = rangeDistance(a, t);
    switch (card.targeting) {
    case SfbTargeting::Melee:
        return d == 1 ? SfbTargetVerdict::Legal : SfbTargetVerdict::NotAdjacent;
    case SfbTargeting::Direct:
        if (!onSameRow(a.at, t.at))
            return SfbTargetVerdict::NotInRow;
        [[fallthrough]];
    case SfbTargeting::Indirect:
        if (d < card.minRange)
            return SfbTargetVerdict::TooClose;
        if (d > card.maxRange)
            return SfbTargetVerdict::TooFar;
        if (card.targeting == SfbTargeting::Direct && !rowClear(arena, a.at, t.at))
            return SfbTargetVerdict::LineBlocked;
        return SfbTargetVerdict::Legal;
    case SfbTargeting::Area:
    case SfbTargeting::None:
        break;
    }
    return SfbTargetVerdict::Legal;
}

// The champions an AoE may hit, as one bit per champion index, over the
// orientations in which it is a legal target (holds a champion the card may
// target). Works without allocating: the view asks it on every tap.
std::uint64_t hittableInLegalAreas(const SfbArena &arena, int attacker, const SfbCard &card)
{
    const SfbArenaChampion &a = at(arena, attacker);
    std::uint64_t hittable = 0;
    if (!a.onBoard)
        return hittable;
    for (int orientation = 0; orientation < 6; ++orientation) {
        std::uint64_t hit = 0;
        bool legal = false;
        for (const Hex offset : card.area) {
            const int there = arena.occupant(a.at + sfbRotate(offset, orientation));
            if (there < 0 || there == attacker || there >= 64)
                continue;
            hit |= std::uint64_t{1} << there;
            legal = legal || sideAllows(card, a, at(arena, there));
        }
        if (legal)
            hittable |= hit;
    }
    return hittable;
}

bool inMask(std::uint64_t mask, int champion) { return champion < 64 && (mask >> champion & 1U) != 0; }

} // namespace

// ------------------------------------------------------------------ movement

void sfbMoveVerdictsInto(const SfbArena &arena, int champion, int points, MoveMode mode, std::vector<SfbHexVerdict> &out)
{
    const SfbArenaChampion &c = at(arena, champion);
    markLegalEndings(arena, c, points, mode, out);
    for (std::size_t i = 0; i < out.size(); ++i)
        if (out[i].verdict != SfbMoveVerdict::Legal)
            out[i].verdict = refusalAt(arena, c, points, mode, out[i].at, arena.occupants[i]);
}

std::vector<SfbHexVerdict> sfbMoveVerdicts(const SfbArena &arena, int champion, int points, MoveMode mode)
{
    std::vector<SfbHexVerdict> out;
    sfbMoveVerdictsInto(arena, champion, points, mode, out);
    return out;
}

SfbMoveVerdict sfbMoveVerdictAt(const SfbArena &arena, int champion, int points, MoveMode mode, Hex to)
{
    const SfbArenaChampion &c = at(arena, champion);
    if (isLegalEnding(arena, c, points, mode, to))
        return SfbMoveVerdict::Legal;
    return refusalAt(arena, c, points, mode, to, arena.occupant(to));
}

std::vector<Hex> sfbMovePath(const SfbArena &arena, int champion, int points, MoveMode mode, Hex to)
{
    const SfbArenaChampion &c = at(arena, champion);
    if (sfbMoveVerdictAt(arena, champion, points, mode, to) != SfbMoveVerdict::Legal)
        return {};
    if (!passesOverEverything(mode)) {
        // Traps on the way trigger, so look for a way around them first.
        Board avoiding = arena.board;
        for (const Hex h : arena.board.trapHexes())
            if (h != to)
                avoiding.setBlocked(h);
        if (std::vector<Hex> clear = pathOn(avoiding, arena, c, points, mode, to); !clear.empty())
            return clear;
    }
    return pathOn(arena.board, arena, c, points, mode, to);
}

QString sfbMoveVerdictCode(SfbMoveVerdict verdict)
{
    static const char *const codes[] = {"sfb.move.legal",      "sfb.move.own_hex",      "sfb.move.statue",
                                        "sfb.move.enemy",      "sfb.move.ally",         "sfb.move.too_far",
                                        "sfb.move.path_blocked", "sfb.move.not_in_row", "sfb.move.rooted",
                                        "sfb.move.no_movement"};
    return QLatin1String(codes[static_cast<std::size_t>(verdict)]);
}

QString sfbMoveVerdictRule(SfbMoveVerdict verdict, MoveMode mode, bool fromGate)
{
    switch (verdict) {
    case SfbMoveVerdict::Rooted:
        return sfb::rule("root");
    case SfbMoveVerdict::NotInRow:
        return sfb::rule(mode == MoveMode::Swoop ? "swoop" : "dash");
    case SfbMoveVerdict::TooFar:
    case SfbMoveVerdict::PathBlocked:
        if (fromGate)
            return sfb::rule("gate");
        if (mode == MoveMode::Jump)
            return sfb::rule("jump");
        if (mode == MoveMode::Swoop)
            return sfb::rule("swoop");
        if (mode == MoveMode::Dash)
            return sfb::rule("dash");
        break;
    default:
        break;
    }
    return sfb::rule("movement");
}

Phrase sfbMoveVerdictPhrase(const SfbArena &arena, int champion, int points, Hex to, SfbMoveVerdict verdict)
{
    const SfbArenaChampion &c = at(arena, champion);
    const QString hex = toPhraseArg(sfbPlace(arena, to, champion));
    switch (verdict) {
    case SfbMoveVerdict::Legal:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 can end its move on %2."), c.name, hex);
    case SfbMoveVerdict::OwnHex:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 already stands on %2."), c.name, hex);
    case SfbMoveVerdict::Statue:
        return phrase(QT_TRANSLATE_NOOP("Engine", "A statue stands on %1: no champion moves through or onto it."), hex);
    case SfbMoveVerdict::Enemy:
        return phrase(QT_TRANSLATE_NOOP("Engine", "An enemy stands on %1: %2 cannot move through or onto it."), hex, c.name);
    case SfbMoveVerdict::Ally:
        return phrase(QT_TRANSLATE_NOOP("Engine", "An ally stands on %1: %2 may pass through it but not stop there."), hex,
                      c.name);
    case SfbMoveVerdict::TooFar:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 is further than the %2 hexes of movement %3 has."), hex, points, c.name);
    case SfbMoveVerdict::PathBlocked:
        return phrase(QT_TRANSLATE_NOOP("Engine", "Statues, enemies or the edge close every way for %1 to %2 within %3 hexes."),
                      c.name, hex, points);
    case SfbMoveVerdict::NotInRow:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not on a straight hex row from %2: this move keeps to one row."), hex,
                      c.name);
    case SfbMoveVerdict::Rooted:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 is rooted and cannot move again this turn."), c.name);
    case SfbMoveVerdict::NoMovement:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 has no movement left for this move."), c.name);
    }
    return {};
}

// ----------------------------------------------------------------- targeting

Hex sfbRotate(Hex offset, int orientation)
{
    Hex h = offset;
    for (int turn = 0; turn < ((orientation % 6) + 6) % 6; ++turn)
        h = Hex{h.q + h.r, -h.q};
    return h;
}

std::vector<Hex> sfbAreaHexes(const SfbArena &arena, Hex origin, const SfbCard &card, int orientation)
{
    std::vector<Hex> hexes;
    hexes.reserve(card.area.size());
    for (const Hex offset : card.area) {
        const Hex h = origin + sfbRotate(offset, orientation);
        if (arena.board.contains(h))
            hexes.push_back(h);
    }
    std::sort(hexes.begin(), hexes.end());
    return hexes;
}

std::vector<SfbAreaOption> sfbAreaOptions(const SfbArena &arena, int attacker, const SfbCard &card)
{
    std::vector<SfbAreaOption> options;
    const SfbArenaChampion &a = at(arena, attacker);
    if (card.targeting != SfbTargeting::Area || !a.onBoard)
        return options;
    options.reserve(6);
    for (int orientation = 0; orientation < 6; ++orientation) {
        SfbAreaOption option;
        option.orientation = orientation;
        option.hexes = sfbAreaHexes(arena, a.at, card, orientation);
        for (const Hex h : option.hexes) {
            const int there = arena.occupant(h);
            if (there < 0 || there == attacker)
                continue;
            option.hit.push_back(there);
            option.legal = option.legal || sideAllows(card, a, at(arena, there));
        }
        options.push_back(std::move(option));
    }
    return options;
}

void sfbTargetVerdictsInto(const SfbArena &arena, int attacker, const SfbCard &card, std::vector<SfbTargetOption> &out)
{
    out.clear();
    out.reserve(arena.champions.size());
    const std::uint64_t hittable = card.targeting == SfbTargeting::Area ? hittableInLegalAreas(arena, attacker, card) : 0;
    for (int i = 0; i < static_cast<int>(arena.champions.size()); ++i) {
        if (i == attacker)
            continue;
        SfbTargetVerdict verdict = verdictBeforeArea(arena, attacker, card, i);
        if (verdict == SfbTargetVerdict::Legal && card.targeting == SfbTargeting::Area && !inMask(hittable, i))
            verdict = SfbTargetVerdict::OutsideArea;
        out.push_back({i, verdict});
    }
}

std::vector<SfbTargetOption> sfbTargetVerdicts(const SfbArena &arena, int attacker, const SfbCard &card)
{
    std::vector<SfbTargetOption> out;
    sfbTargetVerdictsInto(arena, attacker, card, out);
    return out;
}

SfbTargetVerdict sfbTargetVerdict(const SfbArena &arena, int attacker, const SfbCard &card, int target)
{
    SfbTargetVerdict verdict = verdictBeforeArea(arena, attacker, card, target);
    if (verdict == SfbTargetVerdict::Legal && card.targeting == SfbTargeting::Area
        && !inMask(hittableInLegalAreas(arena, attacker, card), target))
        verdict = SfbTargetVerdict::OutsideArea;
    return verdict;
}

QString sfbTargetVerdictCode(SfbTargetVerdict verdict)
{
    static const char *const codes[] = {"sfb.target.legal",        "sfb.target.self",          "sfb.target.not_enemy",
                                        "sfb.target.not_ally",     "sfb.target.on_gate",       "sfb.target.attacker_on_gate",
                                        "sfb.target.not_adjacent", "sfb.target.too_close",     "sfb.target.too_far",
                                        "sfb.target.not_in_row",   "sfb.target.line_blocked",  "sfb.target.outside_area",
                                        "sfb.target.no_targeting"};
    return QLatin1String(codes[static_cast<std::size_t>(verdict)]);
}

QString sfbTargetVerdictRule(SfbTargetVerdict verdict, const SfbCard &card)
{
    switch (verdict) {
    case SfbTargetVerdict::OnGate:
    case SfbTargetVerdict::AttackerOnGate:
        return sfb::rule("gate");
    case SfbTargetVerdict::Self:
    case SfbTargetVerdict::NotEnemy:
    case SfbTargetVerdict::NotAlly:
    case SfbTargetVerdict::NoTargeting:
        return sfb::rule("targeting");
    default:
        break;
    }
    switch (card.targeting) {
    case SfbTargeting::Melee:
        return sfb::rule("melee");
    case SfbTargeting::Indirect:
        return sfb::rule("indirect-shot");
    case SfbTargeting::Direct:
        return sfb::rule("direct-shot");
    case SfbTargeting::Area:
        return sfb::rule("area-of-effect");
    case SfbTargeting::None:
        break;
    }
    return sfb::rule("targeting");
}

Phrase sfbTargetVerdictPhrase(const SfbArena &arena, int attacker, const SfbCard &card, int target,
                              SfbTargetVerdict verdict)
{
    const SfbArenaChampion &a = at(arena, attacker);
    const SfbArenaChampion &t = at(arena, target);
    const int d = a.onBoard && t.onBoard ? distance(a.at, t.at) : 0;
    switch (verdict) {
    case SfbTargetVerdict::Legal:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 can target %2 with %3."), a.name, t.name, card.name);
    case SfbTargetVerdict::Self:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot target itself with %2."), a.name, card.name);
    case SfbTargetVerdict::NotEnemy:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 is on the same side as %2: %3 targets enemies only."), t.name, a.name,
                      card.name);
    case SfbTargetVerdict::NotAlly:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not an ally of %2: %3 targets allies only."), t.name, a.name, card.name);
    case SfbTargetVerdict::OnGate:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 is on its Gate and cannot be targeted."), t.name);
    case SfbTargetVerdict::AttackerOnGate:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 is on its Gate and cannot target anyone on the board."), a.name);
    case SfbTargetVerdict::NotAdjacent:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 is %2 hexes from %3: a melee attack needs an adjacent target."), t.name, d,
                      a.name);
    case SfbTargetVerdict::TooClose:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 is %2 hexes from %3, closer than the minimum range %4 of %5."), t.name, d,
                      a.name, card.minRange, card.name);
    case SfbTargetVerdict::TooFar:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 is %2 hexes from %3, beyond the maximum range %4 of %5."), t.name, d, a.name,
                      card.maxRange, card.name);
    case SfbTargetVerdict::NotInRow:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not on a hex row of %2: a direct shot needs a straight row."), t.name,
                      a.name);
    case SfbTargetVerdict::LineBlocked:
        return phrase(QT_TRANSLATE_NOOP("Engine", "A statue or a champion stands between %1 and %2: the direct shot is blocked."),
                      a.name, t.name);
    case SfbTargetVerdict::OutsideArea:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 is outside every orientation of the area of %2."), t.name, card.name);
    case SfbTargetVerdict::NoTargeting:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 declares no targets."), card.name);
    }
    return {};
}

std::vector<Hex> sfbFearEndings(const SfbArena &arena, int source, int target, int distanceLimit)
{
    if (source < 0 || target < 0 || distanceLimit <= 0)
        return {};
    const SfbArenaChampion &from = at(arena, source);
    const SfbArenaChampion &moving = at(arena, target);
    if (!from.onBoard || !moving.onBoard || moving.rooted)
        return {};
    const int before = distance(moving.at, from.at);
    std::vector<Hex> best;
    int bestDistance = before;
    for (const Hex end : reach(arena.board, arena.pieces, pieceOf(arena, moving, moving.at), distanceLimit, MoveMode::Dash)) {
        const int away = distance(end, from.at);
        if (away > bestDistance) {
            bestDistance = away;
            best.clear();
        }
        if (away == bestDistance && away > before)
            best.push_back(end);
    }
    // Along one row, the frightened champion dashes as far as it can.
    std::vector<Hex> endings;
    for (const Hex end : best) {
        const int dir = rowDirection(moving.at, end);
        const bool furthestInRow = std::none_of(best.begin(), best.end(), [&](Hex other) {
            return rowDirection(moving.at, other) == dir && distance(moving.at, other) > distance(moving.at, end);
        });
        if (furthestInRow)
            endings.push_back(end);
    }
    return endings;
}

std::vector<Hex> sfbForceEndings(const SfbArena &arena, int target, int distanceLimit)
{
    if (target < 0 || distanceLimit <= 0)
        return {};
    const SfbArenaChampion &moving = at(arena, target);
    if (!moving.onBoard || moving.rooted)
        return {};
    std::vector<Hex> endings;
    for (const SfbHexVerdict &v : sfbMoveVerdicts(arena, target, distanceLimit, MoveMode::Walk))
        if (v.verdict == SfbMoveVerdict::Legal)
            endings.push_back(v.at);
    return endings;
}

bool sfbCanPlaceAt(const SfbArena &arena, int champion, Hex to)
{
    if (!arena.board.contains(to) || arena.board.isBlocked(to))
        return false;
    const int there = arena.occupant(to);
    return there < 0 || there == champion;
}

std::vector<Hex> sfbPlaceHexes(const SfbArena &arena, int champion)
{
    std::vector<Hex> hexes;
    for (const Hex h : arena.board.hexes())
        if (sfbCanPlaceAt(arena, champion, h))
            hexes.push_back(h);
    return hexes;
}

} // namespace arbiter
