#include "core/hex.h"

#include <algorithm>
#include <climits>
#include <functional>
#include <queue>
#include <span>
#include <utility>

namespace arbiter {

std::array<Hex, 6> neighbours(Hex h)
{
    std::array<Hex, 6> result;
    for (int dir = 0; dir < 6; ++dir)
        result[static_cast<std::size_t>(dir)] = neighbour(h, dir);
    return result;
}

int rowDirection(Hex a, Hex b)
{
    const Hex d = b - a;
    if (d == Hex{})
        return -1;
    if (d.r == 0)
        return d.q > 0 ? 0 : 3;
    if (d.s() == 0)
        return d.q > 0 ? 1 : 4;
    if (d.q == 0)
        return d.r < 0 ? 2 : 5;
    return -1;
}

bool onSameRow(Hex a, Hex b) { return rowDirection(a, b) >= 0; }

std::vector<Hex> line(Hex origin, int dir, int length)
{
    std::vector<Hex> result;
    if (length <= 0)
        return result;
    result.reserve(static_cast<std::size_t>(length));
    const Hex step = direction(dir);
    Hex at = origin;
    for (int i = 0; i < length; ++i) {
        at = at + step;
        result.push_back(at);
    }
    return result;
}

std::vector<Hex> ring(Hex centre, int radius)
{
    if (radius < 0)
        return {};
    if (radius == 0)
        return {centre};
    std::vector<Hex> result;
    result.reserve(static_cast<std::size_t>(6 * radius));
    Hex at = centre + direction(4) * radius;
    for (int dir = 0; dir < 6; ++dir) {
        for (int step = 0; step < radius; ++step) {
            result.push_back(at);
            at = neighbour(at, dir);
        }
    }
    return result;
}

std::vector<Hex> spiral(Hex centre, int radius)
{
    std::vector<Hex> result;
    for (int k = 0; k <= radius; ++k) {
        const std::vector<Hex> band = ring(centre, k);
        result.insert(result.end(), band.begin(), band.end());
    }
    return result;
}

// ---------------------------------------------------------------- Board

Board Board::withRadius(int radius)
{
    Board board;
    for (int q = -radius; q <= radius; ++q) {
        const int rFrom = std::max(-radius, -q - radius);
        const int rTo = std::min(radius, -q + radius);
        for (int r = rFrom; r <= rTo; ++r)
            board.m_hexes.push_back({q, r}); // already in (q, r) order
    }
    board.rebuildIndex();
    return board;
}

Board Board::withHexes(const std::vector<Hex> &hexes)
{
    Board board;
    board.m_hexes = hexes;
    std::sort(board.m_hexes.begin(), board.m_hexes.end());
    board.m_hexes.erase(std::unique(board.m_hexes.begin(), board.m_hexes.end()), board.m_hexes.end());
    board.rebuildIndex();
    return board;
}

void Board::rebuildIndex()
{
    const std::size_t count = m_hexes.size();
    m_blocked.assign(count, 0);
    m_trap.assign(count, 0);
    m_cost.assign(count, 1);
    m_index.clear();
    m_adjacent.clear();
    m_minQ = m_minR = m_width = m_height = 0;
    if (m_hexes.empty())
        return;

    int maxQ = m_hexes.back().q; // sorted by q first
    int minR = m_hexes.front().r;
    int maxR = minR;
    for (const Hex h : m_hexes) {
        minR = std::min(minR, h.r);
        maxR = std::max(maxR, h.r);
    }
    m_minQ = m_hexes.front().q;
    m_minR = minR;
    m_width = maxQ - m_minQ + 1;
    m_height = maxR - m_minR + 1;
    m_index.assign(static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height), -1);
    for (std::size_t i = 0; i < count; ++i) {
        const Hex h = m_hexes[i];
        m_index[static_cast<std::size_t>(h.q - m_minQ) * static_cast<std::size_t>(m_height)
                + static_cast<std::size_t>(h.r - m_minR)] = static_cast<int>(i);
    }
    // Movement searches step between positions many times per call; looking
    // the neighbours up once here keeps each step to one array read.
    m_adjacent.resize(count * 6);
    for (std::size_t i = 0; i < count; ++i) {
        for (int dir = 0; dir < 6; ++dir)
            m_adjacent[i * 6 + static_cast<std::size_t>(dir)] = indexOf(neighbour(m_hexes[i], dir));
    }
}

int Board::indexOf(Hex h) const
{
    // Unsigned comparison folds the "below the box" and "above the box" tests.
    const unsigned column = static_cast<unsigned>(h.q) - static_cast<unsigned>(m_minQ);
    const unsigned row = static_cast<unsigned>(h.r) - static_cast<unsigned>(m_minR);
    if (column >= static_cast<unsigned>(m_width) || row >= static_cast<unsigned>(m_height))
        return -1;
    return m_index[column * static_cast<std::size_t>(m_height) + row];
}

void Board::setBlocked(Hex h, bool blocked)
{
    if (const int i = indexOf(h); i >= 0)
        m_blocked[static_cast<std::size_t>(i)] = blocked ? 1 : 0;
}

void Board::setTrap(Hex h, bool trap)
{
    if (const int i = indexOf(h); i >= 0)
        m_trap[static_cast<std::size_t>(i)] = trap ? 1 : 0;
}

void Board::setCost(Hex h, int cost)
{
    if (const int i = indexOf(h); i >= 0)
        m_cost[static_cast<std::size_t>(i)] = std::max(1, cost);
}

bool Board::contains(Hex h) const { return indexOf(h) >= 0; }

bool Board::isBlocked(Hex h) const
{
    const int i = indexOf(h);
    return i >= 0 && m_blocked[static_cast<std::size_t>(i)] != 0;
}

bool Board::hasTrap(Hex h) const
{
    const int i = indexOf(h);
    return i >= 0 && m_trap[static_cast<std::size_t>(i)] != 0;
}

int Board::cost(Hex h) const
{
    const int i = indexOf(h);
    return i >= 0 ? m_cost[static_cast<std::size_t>(i)] : 1;
}

namespace {
std::vector<Hex> hexesFlagged(const std::vector<Hex> &hexes, const std::vector<std::uint8_t> &flags)
{
    std::vector<Hex> result;
    for (std::size_t i = 0; i < hexes.size(); ++i) {
        if (flags[i] != 0)
            result.push_back(hexes[i]);
    }
    return result;
}
} // namespace

std::vector<Hex> Board::blockedHexes() const { return hexesFlagged(m_hexes, m_blocked); }
std::vector<Hex> Board::trapHexes() const { return hexesFlagged(m_hexes, m_trap); }

// ---------------------------------------------------------------- movement

// One movement question (board, pieces, mover, move, mode) answered once:
// the movement spent to arrive at every board position the mover can pass
// through or over, from which both reach() and path() are read off. Works on
// board positions so each lookup is an array access.
class MovementSearch {
    // Nested, not file-local: Board names this class as a friend, so it has
    // outside linkage, and its members' types must too.
    enum class Occupant : std::uint8_t { None, Ally, Enemy };
    static constexpr int kUnreached = INT_MAX;

public:
    MovementSearch(const Board &board, const std::vector<Piece> &pieces, const Piece &mover, int move,
                   MoveMode mode)
        : m_board(board), m_start(mover.at), m_startIndex(board.indexOf(mover.at)), m_move(move), m_mode(mode),
          m_occupant(board.m_hexes.size(), Occupant::None), m_spent(board.m_hexes.size(), kUnreached)
    {
        if (m_startIndex < 0 || move <= 0)
            return;
        placePieces(pieces, mover);
        m_spent[static_cast<std::size_t>(m_startIndex)] = 0;
        switch (mode) {
        case MoveMode::Walk:
            spreadPayingCosts();
            break;
        case MoveMode::Jump:
            spreadOneStepAtATime();
            break;
        case MoveMode::Dash:
            followRows(false);
            break;
        case MoveMode::Swoop:
            followRows(true);
            break;
        }
    }

    [[nodiscard]] std::vector<Hex> endings() const
    {
        std::vector<Hex> result;
        for (std::size_t i = 0; i < m_spent.size(); ++i) {
            if (canEndAt(static_cast<int>(i)))
                result.push_back(m_board.m_hexes[i]); // board order is (q, r) order
        }
        return result;
    }

    [[nodiscard]] std::vector<Hex> pathTo(Hex to) const
    {
        const int target = m_board.indexOf(to);
        if (!canEndAt(target))
            return {};
        if (m_mode == MoveMode::Dash || m_mode == MoveMode::Swoop)
            return line(m_start, rowDirection(m_start, to), distance(m_start, to));
        return traceBack(target);
    }

private:
    [[nodiscard]] std::size_t at(int index) const { return static_cast<std::size_t>(index); }
    [[nodiscard]] std::span<const int, 6> adjacent(int index) const
    {
        return std::span<const int, 6>(m_board.m_adjacent.data() + at(index) * 6, 6);
    }
    [[nodiscard]] bool blocked(int index) const { return m_board.m_blocked[at(index)] != 0; }
    [[nodiscard]] int enterCost(int index) const
    {
        return m_mode == MoveMode::Walk ? m_board.m_cost[at(index)] : 1;
    }

    void placePieces(const std::vector<Piece> &pieces, const Piece &mover)
    {
        for (const Piece &piece : pieces) {
            if (piece.id == mover.id)
                continue;
            const int index = m_board.indexOf(piece.at);
            if (index < 0)
                continue;
            // Should two pieces share a hex, an enemy there still bars the way.
            if (piece.side != mover.side)
                m_occupant[at(index)] = Occupant::Enemy;
            else if (m_occupant[at(index)] == Occupant::None)
                m_occupant[at(index)] = Occupant::Ally;
        }
    }

    [[nodiscard]] bool canEndAt(int index) const
    {
        // The spreads never record more than m_move, so "reached" is enough.
        return index >= 0 && index != m_startIndex && m_spent[at(index)] != kUnreached && !blocked(index)
               && m_occupant[at(index)] == Occupant::None;
    }

    [[nodiscard]] bool walkableThrough(int index) const
    {
        return !blocked(index) && m_occupant[at(index)] != Occupant::Enemy;
    }

    // Dijkstra: entering a hex pays its cost; blocked and enemy hexes are walls.
    // Queue entries pack (spent, position) into one integer ordered by spent
    // first: cheaper to compare than a pair, and this loop is the hot path.
    void spreadPayingCosts()
    {
        const auto entry = [](int spent, int index) {
            return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(spent)) << 32)
                   | static_cast<std::uint32_t>(index);
        };
        std::vector<std::uint64_t> storage;
        storage.reserve(m_spent.size()); // one allocation for the usual search
        std::priority_queue<std::uint64_t, std::vector<std::uint64_t>, std::greater<>> frontier(std::greater<>{},
                                                                                                std::move(storage));
        frontier.push(entry(0, m_startIndex));
        while (!frontier.empty()) {
            const std::uint64_t top = frontier.top();
            frontier.pop();
            const int spent = static_cast<int>(top >> 32);
            const int index = static_cast<int>(top & 0xffffffffU);
            if (spent != m_spent[at(index)])
                continue; // a cheaper way here was already settled
            for (const int nextIndex : adjacent(index)) {
                if (nextIndex < 0 || !walkableThrough(nextIndex))
                    continue;
                const int price = m_board.m_cost[at(nextIndex)];
                if (price > m_move - spent)
                    continue;
                const int arrival = spent + price;
                if (arrival < m_spent[at(nextIndex)]) {
                    m_spent[at(nextIndex)] = arrival;
                    frontier.push(entry(arrival, nextIndex));
                }
            }
        }
    }

    // Breadth-first over board hexes, each step 1, nothing in the way.
    void spreadOneStepAtATime()
    {
        std::vector<int> current{m_startIndex};
        std::vector<int> next;
        for (int steps = 1; steps <= m_move && !current.empty(); ++steps) {
            next.clear();
            for (const int index : current) {
                for (const int nextIndex : adjacent(index)) {
                    if (nextIndex >= 0 && m_spent[at(nextIndex)] == kUnreached) {
                        m_spent[at(nextIndex)] = steps;
                        next.push_back(nextIndex);
                    }
                }
            }
            std::swap(current, next);
        }
    }

    // Straight rows out of the start, one hex per point of movement. A dash
    // stops short of a blocked or enemy hex; a swoop flies over them. Both
    // stop at the board's edge.
    void followRows(bool passOverEverything)
    {
        for (int dir = 0; dir < 6; ++dir) {
            int index = m_startIndex;
            for (int steps = 1; steps <= m_move; ++steps) {
                index = adjacent(index)[static_cast<std::size_t>(dir)];
                if (index < 0 || (!passOverEverything && !walkableThrough(index)))
                    break;
                m_spent[at(index)] = steps;
            }
        }
    }

    // Walks back from the target, each step to the first neighbour (in
    // direction order) that lies on a cheapest path, so ties resolve the same
    // way every time.
    [[nodiscard]] std::vector<Hex> traceBack(int target) const
    {
        std::vector<Hex> reversed;
        int index = target;
        while (index != m_startIndex) {
            reversed.push_back(m_board.m_hexes[at(index)]);
            const int arrivedWith = m_spent[at(index)] - enterCost(index);
            int previous = -1;
            for (const int candidate : adjacent(index)) {
                if (candidate >= 0 && m_spent[at(candidate)] == arrivedWith) {
                    previous = candidate;
                    break;
                }
            }
            if (previous < 0)
                return {}; // cannot happen with consistent costs; never loop
            index = previous;
        }
        std::reverse(reversed.begin(), reversed.end());
        return reversed;
    }

    const Board &m_board;
    const Hex m_start;
    const int m_startIndex;
    const int m_move;
    const MoveMode m_mode;
    std::vector<Occupant> m_occupant; // per board position, the mover itself left out
    std::vector<int> m_spent;         // movement spent to arrive, or kUnreached
};

std::vector<Hex> reach(const Board &board, const std::vector<Piece> &pieces, const Piece &mover, int move,
                       MoveMode mode)
{
    return MovementSearch(board, pieces, mover, move, mode).endings();
}

std::vector<Hex> path(const Board &board, const std::vector<Piece> &pieces, const Piece &mover, int move,
                      MoveMode mode, Hex to)
{
    return MovementSearch(board, pieces, mover, move, mode).pathTo(to);
}

} // namespace arbiter
