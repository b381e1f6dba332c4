#pragma once

#include "core/hex_coord.h"

#include <QString>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <vector>

namespace arbiter {

// Direction index 0..5: [+1,0] [+1,-1] [0,-1] [-1,0] [-1,+1] [0,+1].
inline constexpr std::array<Hex, 6> kHexDirections{
    Hex{1, 0}, Hex{1, -1}, Hex{0, -1}, Hex{-1, 0}, Hex{-1, 1}, Hex{0, 1}};

constexpr Hex direction(int index) { return kHexDirections[static_cast<std::size_t>(((index % 6) + 6) % 6)]; }
constexpr Hex neighbour(Hex h, int dir) { return h + direction(dir); }
constexpr int distance(Hex a, Hex b)
{
    const Hex d = a - b;
    const int dq = d.q < 0 ? -d.q : d.q;
    const int dr = d.r < 0 ? -d.r : d.r;
    const int ds = d.s() < 0 ? -d.s() : d.s();
    return (dq + dr + ds) / 2;
}

std::array<Hex, 6> neighbours(Hex h);
// The direction index from a to b when both lie on one hex row (one of the
// three axes), or -1 when they do not or a == b.
int rowDirection(Hex a, Hex b);
// True when rowDirection(a, b) names a direction (so false for a == b).
bool onSameRow(Hex a, Hex b);
// `length` hexes going from origin in `dir`, origin excluded.
std::vector<Hex> line(Hex origin, int dir, int length);
// The hexes at exactly `radius` from centre (the 6 neighbours for radius 1),
// in a fixed order: starting at centre + direction(4) * radius, then walking
// `radius` steps along each direction 0..5 in turn. ring(c, 0) is {c};
// a negative radius gives nothing.
std::vector<Hex> ring(Hex centre, int radius);
// Every hex within `radius` of centre: centre first, then rings 1..radius.
std::vector<Hex> spiral(Hex centre, int radius);

struct HexHash {
    std::size_t operator()(Hex h) const noexcept
    {
        return std::hash<std::uint64_t>{}((static_cast<std::uint64_t>(static_cast<std::uint32_t>(h.q)) << 32)
                                          | static_cast<std::uint32_t>(h.r));
    }
};

// A playing area: a set of hexes (a radius around [0,0] or an explicit list),
// some blocked (statues, walls: never entered nor passed by walking), some
// holding traps, some costing more than 1 movement point to enter. A hex not
// on the board is the arena's edge.
class Board {
public:
    static Board withRadius(int radius);
    static Board withHexes(const std::vector<Hex> &hexes);

    void setBlocked(Hex h, bool blocked = true);
    void setTrap(Hex h, bool trap = true);
    // Hexes not on the board are ignored; a cost below 1 counts as 1.
    void setCost(Hex h, int cost);

    [[nodiscard]] bool contains(Hex h) const;
    [[nodiscard]] bool isBlocked(Hex h) const;
    [[nodiscard]] bool hasTrap(Hex h) const;
    [[nodiscard]] int cost(Hex h) const; // 1 unless set
    [[nodiscard]] const std::vector<Hex> &hexes() const { return m_hexes; } // sorted
    [[nodiscard]] std::vector<Hex> blockedHexes() const;
    [[nodiscard]] std::vector<Hex> trapHexes() const;

private:
    // reach() and path() search over board positions rather than hexes.
    friend class MovementSearch;

    [[nodiscard]] int indexOf(Hex h) const; // -1 when not on the board
    void rebuildIndex();

    std::vector<Hex> m_hexes;
    int m_minQ = 0, m_minR = 0, m_width = 0, m_height = 0;
    std::vector<int> m_index; // dense grid over the bounding box -> position in m_hexes or -1
    std::vector<int> m_adjacent; // 6 per position, in direction order: the neighbour's position or -1
    std::vector<std::uint8_t> m_blocked, m_trap;
    std::vector<int> m_cost;
};

// A piece on the board and the side it plays for (allies share a side).
struct Piece {
    QString id;
    Hex at;
    QString side;
};

enum class MoveMode { Walk, Dash, Jump, Swoop };
// Their names in actions and answers, in the order of MoveMode.
inline constexpr std::array<const char *, 4> kMoveModeNames{"walk", "dash", "jump", "swoop"};

// Where a mover may legally end with `move` movement, per the CLI spec:
// walk pays each hex's cost, never enters blocked or enemy hexes, passes
// allies but does not end on them; dash is a straight line with the same
// blocking; jump passes over anything; swoop is a straight line that passes
// over anything. Every mode ends on an empty, unblocked board hex. The
// mover's own hex is excluded; the result is sorted by q then r. The mover's
// own entry in `pieces` (same id) is skipped; mover.at is where it stands.
// Nothing is reachable with move <= 0 or from a hex not on the board.
std::vector<Hex> reach(const Board &board, const std::vector<Piece> &pieces, const Piece &mover, int move,
                       MoveMode mode);

// The cheapest legal path to `to` (start excluded), or empty when `to` cannot
// be reached. walk and jump break ties between equally cheap paths by tracing
// back from `to`, each step going to the first neighbour in direction order
// that lies on a cheapest path; dash and swoop follow their straight row.
std::vector<Hex> path(const Board &board, const std::vector<Piece> &pieces, const Piece &mover, int move,
                      MoveMode mode, Hex to);

} // namespace arbiter
