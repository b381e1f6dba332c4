// Hex geometry, boards and movement. Every expected hex list below was
// worked out by hand on paper, not computed with the code under test.
#include "core/hex.h"

#include <QStringList>
#include <QTest>

#include <algorithm>
#include <set>

using namespace arbiter;

namespace {

using Hexes = std::vector<Hex>;

// The CLI's notation, so a failing comparison prints something readable.
QString show(const Hexes &hexes)
{
    QStringList parts;
    for (const Hex h : hexes)
        parts << QStringLiteral("[%1,%2]").arg(h.q).arg(h.r);
    return QLatin1Char('[') + parts.join(QLatin1Char(',')) + QLatin1Char(']');
}

Hexes sorted(Hexes hexes)
{
    std::sort(hexes.begin(), hexes.end());
    return hexes;
}

Piece red(const char *id, Hex at) { return Piece{QString::fromLatin1(id), at, QStringLiteral("red")}; }
Piece blue(const char *id, Hex at) { return Piece{QString::fromLatin1(id), at, QStringLiteral("blue")}; }

// A straight strip of board along direction 0: [0,0], [1,0], ... [length-1,0].
Board corridor(int length)
{
    Hexes hexes;
    for (int q = 0; q < length; ++q)
        hexes.push_back({q, 0});
    return Board::withHexes(hexes);
}

int pathCost(const Board &board, const Hexes &steps)
{
    int total = 0;
    for (const Hex h : steps)
        total += board.cost(h);
    return total;
}

} // namespace

class TestHex : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // ---------------------------------------------------------- geometry
    void distanceTable_data()
    {
        QTest::addColumn<int>("aq");
        QTest::addColumn<int>("ar");
        QTest::addColumn<int>("bq");
        QTest::addColumn<int>("br");
        QTest::addColumn<int>("expected");
        QTest::newRow("same hex") << 0 << 0 << 0 << 0 << 0;
        QTest::newRow("neighbour") << 0 << 0 << 1 << 0 << 1;
        QTest::newRow("diagonal neighbour") << 0 << 0 << -1 << 1 << 1;
        QTest::newRow("between rows") << 0 << 0 << 2 << -1 << 2;
        QTest::newRow("q and r same sign") << 0 << 0 << 1 << 1 << 2;
        QTest::newRow("along s axis") << 0 << 0 << 3 << -3 << 3;
        QTest::newRow("across the centre") << -3 << 0 << 3 << 0 << 6;
        QTest::newRow("off origin") << 1 << 2 << -2 << 1 << 4;
        QTest::newRow("far apart") << 2 << -4 << -1 << 3 << 7;
    }
    void distanceTable()
    {
        QFETCH(int, aq);
        QFETCH(int, ar);
        QFETCH(int, bq);
        QFETCH(int, br);
        QFETCH(int, expected);
        QCOMPARE(distance({aq, ar}, {bq, br}), expected);
        QCOMPARE(distance({bq, br}, {aq, ar}), expected);
    }

    void cubeCoordinate() { QCOMPARE((Hex{2, -5}.s()), 3); }

    void directionsWrapAround()
    {
        QCOMPARE(direction(0), (Hex{1, 0}));
        QCOMPARE(direction(4), (Hex{-1, 1}));
        QCOMPARE(direction(6), (Hex{1, 0}));
        QCOMPARE(direction(-1), (Hex{0, 1}));
    }

    void neighboursInDirectionOrder()
    {
        const std::array<Hex, 6> around = neighbours({2, -1});
        const Hexes asList(around.begin(), around.end());
        QCOMPARE(show(asList), QStringLiteral("[[3,-1],[3,-2],[2,-2],[1,-1],[1,0],[2,0]]"));
        for (const Hex h : around)
            QCOMPARE(distance(h, {2, -1}), 1);
    }

    void rowDirectionAlongEachAxis()
    {
        const Hex from{1, -2};
        for (int dir = 0; dir < 6; ++dir) {
            for (int k = 1; k <= 3; ++k) {
                const Hex to = from + direction(dir) * k;
                QCOMPARE(rowDirection(from, to), dir);
                QVERIFY(onSameRow(from, to));
                QCOMPARE(rowDirection(to, from), (dir + 3) % 6);
            }
        }
        QCOMPARE(rowDirection({0, 0}, {0, 4}), 5);
        QCOMPARE(rowDirection({0, 0}, {-2, 2}), 4);
        QCOMPARE(rowDirection({0, 0}, {2, -2}), 1);
    }

    void rowDirectionOffRow()
    {
        QCOMPARE(rowDirection({0, 0}, {1, 1}), -1);
        QCOMPARE(rowDirection({0, 0}, {2, -1}), -1);
        QCOMPARE(rowDirection({3, 0}, {1, 1}), -1);
        QCOMPARE(rowDirection({1, 1}, {1, 1}), -1);
        QVERIFY(!onSameRow({1, 1}, {1, 1}));
        QVERIFY(!onSameRow({0, 0}, {1, 2}));
    }

    void lineGoesFromOriginExcluded()
    {
        QCOMPARE(show(line({1, 1}, 0, 3)), QStringLiteral("[[2,1],[3,1],[4,1]]"));
        QCOMPARE(show(line({0, 0}, 1, 2)), QStringLiteral("[[1,-1],[2,-2]]"));
        QVERIFY(line({0, 0}, 2, 0).empty());
        QVERIFY(line({0, 0}, 2, -3).empty());
    }

    void lineKnowsNoBoard()
    {
        // Clipping to a board is the caller's job.
        const Hexes hexes = line({0, 0}, 3, 5);
        QCOMPARE(hexes.size(), std::size_t{5});
        QCOMPARE(hexes.back(), (Hex{-5, 0}));
        QVERIFY(!Board::withRadius(2).contains(hexes.back()));
    }

    void ringOrderAndSizes()
    {
        QCOMPARE(show(ring({0, 0}, 1)), QStringLiteral("[[-1,1],[0,1],[1,0],[1,-1],[0,-1],[-1,0]]"));
        QCOMPARE(show(ring({2, -1}, 0)), QStringLiteral("[[2,-1]]"));
        QVERIFY(ring({0, 0}, -1).empty());
        QCOMPARE(ring({0, 0}, 2).front(), (Hex{-2, 2}));
        QCOMPARE(ring({0, 0}, 2)[1], (Hex{-1, 2}));

        const Hex centre{1, -3};
        for (int radius = 1; radius <= 4; ++radius) {
            const Hexes hexes = ring(centre, radius);
            QCOMPARE(hexes.size(), std::size_t(6 * radius));
            QCOMPARE(std::set<Hex>(hexes.begin(), hexes.end()).size(), hexes.size());
            for (const Hex h : hexes)
                QCOMPARE(distance(h, centre), radius);
        }
    }

    void ringAtBoardEdge()
    {
        const Board board = Board::withRadius(2);
        Hexes onBoard;
        for (const Hex h : ring({2, 0}, 1)) {
            if (board.contains(h))
                onBoard.push_back(h);
        }
        QCOMPARE(show(sorted(onBoard)), QStringLiteral("[[1,0],[1,1],[2,-1]]"));
    }

    void spiralIsCentreThenRings()
    {
        QCOMPARE(show(spiral({3, 3}, 0)), QStringLiteral("[[3,3]]"));
        const Hexes hexes = spiral({1, 0}, 2);
        QCOMPARE(hexes.size(), std::size_t{19});
        QCOMPARE(hexes.front(), (Hex{1, 0}));
        QCOMPARE(hexes[1], (Hex{0, 1})); // ring 1 starts at centre + direction(4)
        QCOMPARE(std::set<Hex>(hexes.begin(), hexes.end()).size(), hexes.size());
        for (const Hex h : hexes)
            QVERIFY(distance(h, {1, 0}) <= 2);
        QVERIFY(spiral({0, 0}, -1).empty());
    }

    void hexOrderIsQThenR()
    {
        QVERIFY((Hex{-1, 5}) < (Hex{0, -5}));
        QVERIFY((Hex{0, -1}) < (Hex{0, 0}));
    }

    // ---------------------------------------------------------- board
    void boardSizes()
    {
        QCOMPARE(Board::withRadius(0).hexes().size(), std::size_t{1});
        QCOMPARE(Board::withRadius(1).hexes().size(), std::size_t{7});
        QCOMPARE(Board::withRadius(2).hexes().size(), std::size_t{19});
        QCOMPARE(Board::withRadius(6).hexes().size(), std::size_t{127});
        QVERIFY(Board::withRadius(-1).hexes().empty());
        QVERIFY(Board().hexes().empty());
        QVERIFY(!Board().contains({0, 0}));
    }

    void radiusBoardListsSortedHexes()
    {
        QCOMPARE(show(Board::withRadius(1).hexes()),
                 QStringLiteral("[[-1,0],[-1,1],[0,-1],[0,0],[0,1],[1,-1],[1,0]]"));
        const Board board = Board::withRadius(3);
        QVERIFY(board.contains({3, -3}));
        QVERIFY(board.contains({-3, 0}));
        QVERIFY(!board.contains({2, 2}));
        QVERIFY(!board.contains({4, 0}));
        QVERIFY(!board.contains({-4, 2}));
    }

    void explicitBoardSortsAndDropsDuplicates()
    {
        const Board board = Board::withHexes({{5, -3}, {-2, 4}, {5, -3}, {0, 7}, {-2, 4}});
        QCOMPARE(show(board.hexes()), QStringLiteral("[[-2,4],[0,7],[5,-3]]"));
        QVERIFY(board.contains({0, 7}));
        QVERIFY(!board.contains({0, 0}));
        QVERIFY(!board.contains({0, 4})); // inside the bounding box, not on the board
        QVERIFY(!board.contains({6, -3}));
    }

    void boardMarks()
    {
        Board board = Board::withRadius(2);
        QCOMPARE(board.cost({1, 0}), 1);
        board.setCost({1, 0}, 3);
        board.setCost({0, 1}, 0); // nothing is free to enter
        QCOMPARE(board.cost({1, 0}), 3);
        QCOMPARE(board.cost({0, 1}), 1);

        board.setBlocked({1, -1});
        board.setBlocked({-1, 0});
        board.setBlocked({0, 2});
        board.setBlocked({0, 2}, false);
        board.setTrap({2, -2});
        QVERIFY(board.isBlocked({1, -1}));
        QVERIFY(!board.isBlocked({0, 2}));
        QVERIFY(board.hasTrap({2, -2}));
        QVERIFY(!board.hasTrap({1, -1}));
        QCOMPARE(show(board.blockedHexes()), QStringLiteral("[[-1,0],[1,-1]]"));
        QCOMPARE(show(board.trapHexes()), QStringLiteral("[[2,-2]]"));
    }

    void marksOffTheBoardAreIgnored()
    {
        Board board = Board::withRadius(1);
        board.setBlocked({3, 0});
        board.setTrap({3, 0});
        board.setCost({3, 0}, 4);
        QVERIFY(!board.contains({3, 0}));
        QVERIFY(!board.isBlocked({3, 0}));
        QVERIFY(!board.hasTrap({3, 0}));
        QVERIFY(board.blockedHexes().empty());
        QVERIFY(board.trapHexes().empty());
        QCOMPARE(board.hexes().size(), std::size_t{7});
    }

    // ---------------------------------------------------------- walk
    void walkOnEmptyBoard()
    {
        const Piece mover = red("a", {0, 0});
        const Hexes reachable = reach(Board::withRadius(3), {mover}, mover, 2, MoveMode::Walk);
        QCOMPARE(reachable.size(), std::size_t{18});
        QCOMPARE(show(reachable),
                 QStringLiteral("[[-2,0],[-2,1],[-2,2],[-1,-1],[-1,0],[-1,1],[-1,2],[0,-2],[0,-1],"
                                "[0,1],[0,2],[1,-2],[1,-1],[1,0],[1,1],[2,-2],[2,-1],[2,0]]"));
        QCOMPARE(reach(Board::withRadius(3), {mover}, mover, 1, MoveMode::Walk).size(), std::size_t{6});
    }

    void cliSpecExample()
    {
        const Piece a = red("a", {0, 0});
        const Piece b = blue("b", {1, 0});
        const Hexes reachable = reach(Board::withRadius(4), {a, b}, a, 2, MoveMode::Walk);
        // All 18 hexes within 2, less b's hex and [2,0], which is only 2 away through b.
        QCOMPARE(show(reachable),
                 QStringLiteral("[[-2,0],[-2,1],[-2,2],[-1,-1],[-1,0],[-1,1],[-1,2],[0,-2],[0,-1],"
                                "[0,1],[0,2],[1,-2],[1,-1],[1,1],[2,-2],[2,-1]]"));
    }

    void blockedHexForcesDetour()
    {
        Board board = Board::withRadius(3);
        board.setBlocked({1, 0});
        const Piece mover = red("a", {0, 0});
        const Hexes two = reach(board, {mover}, mover, 2, MoveMode::Walk);
        QCOMPARE(two.size(), std::size_t{16});
        QVERIFY(!std::binary_search(two.begin(), two.end(), Hex{1, 0}));
        QVERIFY(!std::binary_search(two.begin(), two.end(), Hex{2, 0}));
        QVERIFY(std::binary_search(two.begin(), two.end(), Hex{2, -1}));

        const Hexes three = reach(board, {mover}, mover, 3, MoveMode::Walk);
        QVERIFY(std::binary_search(three.begin(), three.end(), Hex{2, 0}));
        QCOMPARE(path(board, {mover}, mover, 3, MoveMode::Walk, {2, 0}).size(), std::size_t{3});
    }

    void wallWithOneGap()
    {
        // Column q = 0 of a radius-2 board is walled off except its bottom hex [0,2].
        Board board = Board::withRadius(2);
        for (int r = -2; r <= 1; ++r)
            board.setBlocked({0, r});
        const Piece mover = red("a", {-1, 0});

        QCOMPARE(show(reach(board, {mover}, mover, 3, MoveMode::Walk)),
                 QStringLiteral("[[-2,0],[-2,1],[-2,2],[-1,-1],[-1,1],[-1,2],[0,2]]"));
        const Hexes four = reach(board, {mover}, mover, 4, MoveMode::Walk);
        QVERIFY(std::binary_search(four.begin(), four.end(), Hex{1, 1}));
        QVERIFY(!std::binary_search(four.begin(), four.end(), Hex{1, 0}));
        QVERIFY(path(board, {mover}, mover, 4, MoveMode::Walk, {1, 0}).empty());

        // [1,0] is 2 away as the crow flies but 5 steps round the wall.
        QCOMPARE(show(path(board, {mover}, mover, 5, MoveMode::Walk, {1, 0})),
                 QStringLiteral("[[-1,1],[-1,2],[0,2],[1,1],[1,0]]"));
    }

    void enemyBarsTheWay()
    {
        const Board board = corridor(4);
        const Piece mover = red("a", {0, 0});
        QVERIFY(reach(board, {mover, blue("b", {1, 0})}, mover, 3, MoveMode::Walk).empty());
        QCOMPARE(show(reach(board, {mover, blue("b", {2, 0})}, mover, 3, MoveMode::Walk)),
                 QStringLiteral("[[1,0]]"));
    }

    void allyIsPassedNotEndedOn()
    {
        const Board board = corridor(4);
        const Piece mover = red("a", {0, 0});
        const std::vector<Piece> pieces{mover, red("c", {1, 0})};
        QCOMPARE(show(reach(board, pieces, mover, 2, MoveMode::Walk)), QStringLiteral("[[2,0]]"));
        QVERIFY(reach(board, pieces, mover, 1, MoveMode::Walk).empty());
        QCOMPARE(show(path(board, pieces, mover, 2, MoveMode::Walk, {2, 0})), QStringLiteral("[[1,0],[2,0]]"));
        QVERIFY(path(board, pieces, mover, 2, MoveMode::Walk, {1, 0}).empty());
    }

    void moverIsFoundByIdNotByStaleEntry()
    {
        // The pieces list may still show the mover where it was; mover.at wins.
        const Board board = corridor(4);
        const Piece moved = red("a", {1, 0});
        const std::vector<Piece> pieces{red("a", {0, 0})};
        QCOMPARE(show(reach(board, pieces, moved, 1, MoveMode::Walk)), QStringLiteral("[[0,0],[2,0]]"));
    }

    void costsAreCharged()
    {
        Board board = corridor(3);
        board.setCost({1, 0}, 2);
        const Piece mover = red("a", {0, 0});
        QVERIFY(reach(board, {mover}, mover, 1, MoveMode::Walk).empty());
        QCOMPARE(show(reach(board, {mover}, mover, 2, MoveMode::Walk)), QStringLiteral("[[1,0]]"));
        QCOMPARE(show(reach(board, {mover}, mover, 3, MoveMode::Walk)), QStringLiteral("[[1,0],[2,0]]"));
        QVERIFY(path(board, {mover}, mover, 2, MoveMode::Walk, {2, 0}).empty());
        QCOMPARE(show(path(board, {mover}, mover, 3, MoveMode::Walk, {2, 0})), QStringLiteral("[[1,0],[2,0]]"));
    }

    void trapsMayBeWalkedInto()
    {
        Board board = corridor(3);
        board.setTrap({1, 0});
        const Piece mover = red("a", {0, 0});
        QCOMPARE(show(reach(board, {mover}, mover, 2, MoveMode::Walk)), QStringLiteral("[[1,0],[2,0]]"));
    }

    void walkPathPrefersCheaperDetour()
    {
        Board board = Board::withRadius(2);
        board.setCost({1, 0}, 3);
        board.setCost({2, -1}, 3);
        const Piece mover = red("a", {0, 0});
        const Hexes steps = path(board, {mover}, mover, 3, MoveMode::Walk, {2, 0});
        QCOMPARE(show(steps), QStringLiteral("[[0,1],[1,1],[2,0]]"));
        QCOMPARE(pathCost(board, steps), 3);
        // The dear hex itself is still a legal end at its full price.
        QCOMPARE(show(path(board, {mover}, mover, 3, MoveMode::Walk, {1, 0})), QStringLiteral("[[1,0]]"));
    }

    void walkPathTieBreakIsFixed()
    {
        // Two cheapest routes of cost 3 to [2,0]: over [1,-1],[2,-1] or over [0,1],[1,1].
        // Tracing back from [2,0] takes the first neighbour in direction order: [2,-1].
        Board board = Board::withRadius(2);
        board.setCost({1, 0}, 3);
        const Piece mover = red("a", {0, 0});
        const Hexes steps = path(board, {mover}, mover, 3, MoveMode::Walk, {2, 0});
        QCOMPARE(show(steps), QStringLiteral("[[1,-1],[2,-1],[2,0]]"));
        QCOMPARE(pathCost(board, steps), 3);
    }

    void pathEmptyWhenNotALegalEnd()
    {
        Board board = Board::withRadius(2);
        board.setBlocked({0, 1});
        const Piece mover = red("a", {0, 0});
        const std::vector<Piece> pieces{mover, blue("b", {1, 0})};
        QVERIFY(path(board, pieces, mover, 2, MoveMode::Walk, {0, 0}).empty()); // own hex
        QVERIFY(path(board, pieces, mover, 2, MoveMode::Walk, {0, 1}).empty()); // blocked
        QVERIFY(path(board, pieces, mover, 2, MoveMode::Walk, {1, 0}).empty()); // enemy on it
        QVERIFY(path(board, pieces, mover, 2, MoveMode::Walk, {3, 0}).empty()); // off the board
        QVERIFY(path(board, pieces, mover, 1, MoveMode::Walk, {-2, 0}).empty()); // too far
        QCOMPARE(path(board, pieces, mover, 2, MoveMode::Walk, {-2, 0}).size(), std::size_t{2});
    }

    void noMovementNoReach()
    {
        const Board board = Board::withRadius(3);
        const Piece mover = red("a", {0, 0});
        for (const MoveMode mode : {MoveMode::Walk, MoveMode::Dash, MoveMode::Jump, MoveMode::Swoop}) {
            QVERIFY(reach(board, {mover}, mover, 0, mode).empty());
            QVERIFY(reach(board, {mover}, mover, -2, mode).empty());
            QVERIFY(path(board, {mover}, mover, 0, mode, {1, 0}).empty());
            // A mover standing off the board has nowhere to go.
            QVERIFY(reach(board, {}, red("z", {9, 9}), 3, mode).empty());
        }
    }

    // ---------------------------------------------------------- dash
    void dashStopsAtBlockersEnemiesAndEdge()
    {
        Board board = Board::withRadius(3);
        board.setBlocked({2, 0});
        board.setCost({0, 1}, 5); // costs are walk-only
        board.setTrap({-2, 0});   // traps do not stop a dash
        const Piece mover = red("a", {0, 0});
        const std::vector<Piece> pieces{mover, blue("b", {0, -2}), red("c", {-1, 1})};
        QCOMPARE(show(reach(board, pieces, mover, 5, MoveMode::Dash)),
                 QStringLiteral("[[-3,0],[-3,3],[-2,0],[-2,2],[-1,0],[0,-1],[0,1],[0,2],[0,3],"
                                "[1,-1],[1,0],[2,-2],[3,-3]]"));
        QCOMPARE(show(reach(board, pieces, mover, 1, MoveMode::Dash)),
                 QStringLiteral("[[-1,0],[0,-1],[0,1],[1,-1],[1,0]]"));
        QCOMPARE(show(path(board, pieces, mover, 5, MoveMode::Dash, {0, 3})),
                 QStringLiteral("[[0,1],[0,2],[0,3]]"));
        QCOMPARE(show(path(board, pieces, mover, 5, MoveMode::Dash, {-3, 3})),
                 QStringLiteral("[[-1,1],[-2,2],[-3,3]]"));
        QVERIFY(path(board, pieces, mover, 5, MoveMode::Dash, {3, 0}).empty());  // behind the block
        QVERIFY(path(board, pieces, mover, 5, MoveMode::Dash, {1, 1}).empty());  // off every row
        QVERIFY(path(board, pieces, mover, 2, MoveMode::Dash, {3, -3}).empty()); // too far
    }

    // ---------------------------------------------------------- jump
    void jumpOverEnemyAndBlock()
    {
        Board board = corridor(4);
        board.setBlocked({2, 0});
        const Piece mover = red("a", {0, 0});
        const std::vector<Piece> pieces{mover, blue("b", {1, 0})};
        QVERIFY(reach(board, pieces, mover, 2, MoveMode::Jump).empty());
        QCOMPARE(show(reach(board, pieces, mover, 3, MoveMode::Jump)), QStringLiteral("[[3,0]]"));
        QCOMPARE(show(path(board, pieces, mover, 3, MoveMode::Jump, {3, 0})),
                 QStringLiteral("[[1,0],[2,0],[3,0]]"));
        // Walking the same corridor gets nowhere.
        QVERIFY(reach(board, pieces, mover, 3, MoveMode::Walk).empty());
    }

    void jumpIgnoresCostsButNotTheEdge()
    {
        Board board = Board::withRadius(2);
        board.setCost({1, 0}, 4);
        const Piece mover = red("a", {0, 0});
        const std::vector<Piece> pieces{mover, blue("b", {0, 1})};
        QCOMPARE(show(reach(board, pieces, mover, 1, MoveMode::Jump)),
                 QStringLiteral("[[-1,0],[-1,1],[0,-1],[1,-1],[1,0]]"));
        // A gap in an explicit board is edge: a jump does not cross it.
        const Board gapped = Board::withHexes({{0, 0}, {2, 0}});
        QVERIFY(reach(gapped, {mover}, mover, 3, MoveMode::Jump).empty());
    }

    // ---------------------------------------------------------- swoop
    void swoopOverEverythingInALine()
    {
        Board board = corridor(5);
        board.setBlocked({2, 0});
        const Piece mover = red("a", {0, 0});
        const std::vector<Piece> pieces{mover, blue("b", {1, 0}), red("c", {3, 0})};
        QVERIFY(reach(board, pieces, mover, 3, MoveMode::Swoop).empty());
        QCOMPARE(show(reach(board, pieces, mover, 4, MoveMode::Swoop)), QStringLiteral("[[4,0]]"));
        QCOMPARE(show(path(board, pieces, mover, 4, MoveMode::Swoop, {4, 0})),
                 QStringLiteral("[[1,0],[2,0],[3,0],[4,0]]"));
        QVERIFY(reach(board, pieces, mover, 4, MoveMode::Dash).empty());
    }

    void swoopStaysOnRowsAndStopsAtEdge()
    {
        Board board = Board::withRadius(2);
        board.setBlocked({1, 0});
        const Piece mover = red("a", {0, 0});
        const std::vector<Piece> pieces{mover, blue("b", {0, 1})};
        QCOMPARE(show(reach(board, pieces, mover, 5, MoveMode::Swoop)),
                 QStringLiteral("[[-2,0],[-2,2],[-1,0],[-1,1],[0,-2],[0,-1],[0,2],[1,-1],[2,-2],[2,0]]"));
        QCOMPARE(show(path(board, pieces, mover, 5, MoveMode::Swoop, {0, 2})), QStringLiteral("[[0,1],[0,2]]"));
        QVERIFY(path(board, pieces, mover, 5, MoveMode::Swoop, {1, 1}).empty());
        const Board gapped = Board::withHexes({{0, 0}, {2, 0}});
        QVERIFY(reach(gapped, {mover}, mover, 3, MoveMode::Swoop).empty());
    }
};

QTEST_APPLESS_MAIN(TestHex)
#include "tst_hex.moc"
