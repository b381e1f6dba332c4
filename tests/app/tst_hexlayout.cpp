#include "ui/hex/HexLayout.h"

#include <QRectF>
#include <QTest>
#include <QtMath>
#include <cmath>

namespace arbiter {

// So a failed comparison names the hexes.
char *toString(const Hex &h) { return QTest::toString(QStringLiteral("[%1, %2]").arg(h.q).arg(h.r)); }

} // namespace arbiter

using namespace arbiter;

namespace {

const qreal kSqrt3 = std::sqrt(3.0);

// A landscape and a portrait tablet, and an awkward size that fits neither way evenly.
const QList<QSizeF> kItems{QSizeF(1280, 800), QSizeF(800, 1280), QSizeF(333, 217)};

QPointF towards(QPointF centre, qreal degrees, qreal distance)
{
    const qreal angle = qDegreesToRadians(degrees);
    return centre + QPointF(distance * std::cos(angle), distance * std::sin(angle));
}

} // namespace

class TestHexLayout : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void nothingToShowGivesAnEmptyLayout()
    {
        QVERIFY(HexLayout{}.isEmpty());
        QVERIFY(HexLayout::fit({}, QSizeF(800, 600)).isEmpty());
        QVERIFY(HexLayout::fit(spiral({0, 0}, 4), QSizeF(0, 600)).isEmpty());
        QVERIFY(HexLayout::fit(spiral({0, 0}, 4), QSizeF(800, -1)).isEmpty());
        QVERIFY(!HexLayout::fit({Hex{0, 0}}, QSizeF(100, 100)).isEmpty());
    }

    void pixelsOfKnownHexes()
    {
        const HexLayout l{10, QPointF(100, 50)};
        const qreal width = 10 * kSqrt3;
        QCOMPARE(l.hexWidth(), width);
        QCOMPARE(l.toPixel({0, 0}), QPointF(100, 50));
        // Along a row the neighbour is one width away; the next row down is
        // half a width aside and one and a half corner distances below.
        QCOMPARE(l.toPixel({1, 0}), QPointF(100 + width, 50));
        QCOMPARE(l.toPixel({0, 1}), QPointF(100 + width / 2, 65));
        QCOMPARE(l.toPixel({-1, 1}), QPointF(100 - width / 2, 65));
        QCOMPARE(l.toPixel({2, -4}), QPointF(100, -10));
    }

    void cornersLieOnTheCircleAndNeighboursShareThem()
    {
        const HexLayout l{20, QPointF(7, 11)};
        const QPolygonF own = HexLayout::corners(l.toPixel({0, 0}), l.size);
        QCOMPARE(own.size(), 6);
        for (const QPointF corner : own)
            QCOMPARE(QLineF(l.toPixel({0, 0}), corner).length(), 20.0);
        // Pointy top: the first corner is up and to the right, one lies straight above.
        QCOMPARE(own.at(0), QPointF(7 + 10 * kSqrt3, 1));
        QCOMPARE(own.at(5), QPointF(7, -9));
        // The hex to the east starts where this one's right side is.
        const QPolygonF east = HexLayout::corners(l.toPixel({1, 0}), l.size);
        QCOMPARE(east.at(4), own.at(0));
        QCOMPARE(east.at(3), own.at(1));
    }

    void everyHexOfARadiusFourBoardRoundTrips()
    {
        const std::vector<Hex> board = spiral({0, 0}, 4);
        QCOMPARE(board.size(), std::size_t(61));
        for (const QSizeF item : kItems) {
            const HexLayout l = HexLayout::fit(board, item);
            for (const Hex h : board) {
                const QPointF c = l.toPixel(h);
                QCOMPARE(l.hexAt(c), h);
                // Anywhere inside the inscribed circle is still this hex.
                for (int degrees = 0; degrees < 360; degrees += 15)
                    QCOMPARE(l.hexAt(towards(c, degrees, l.size * 0.85)), h);
            }
        }
    }

    void pointsNearCornersAndSides()
    {
        const std::vector<Hex> board = spiral({0, 0}, 4);
        for (const QSizeF item : kItems) {
            const HexLayout l = HexLayout::fit(board, item);
            for (const Hex h : board) {
                const QPointF c = l.toPixel(h);
                for (int i = 0; i < 6; ++i) {
                    // Corner i points at 60 i - 30 degrees: just short of it is
                    // still this hex, just past it one of the two beyond.
                    const qreal corner = 60.0 * i - 30.0;
                    QCOMPARE(l.hexAt(towards(c, corner, l.size * 0.97)), h);
                    const Hex past = l.hexAt(towards(c, corner, l.size * 1.03));
                    QCOMPARE(distance(past, h), 1);
                    QVERIFY(past == neighbour(h, 1 - i) || past == neighbour(h, -i));
                    // Straight across a flat side (direction d lies at -60 d
                    // degrees, y growing downwards) is the neighbour there.
                    QCOMPARE(l.hexAt(towards(c, -60.0 * i, l.size * 0.9)), neighbour(h, i));
                }
            }
        }
    }

    void fitKeepsTheBoardInsideTheItem()
    {
        const std::vector<Hex> board = spiral({0, 0}, 4);
        const qreal margin = 4;
        for (const QSizeF item : kItems) {
            const HexLayout l = HexLayout::fit(board, item, margin);
            QRectF drawn;
            for (const Hex h : board)
                drawn |= HexLayout::corners(l.toPixel(h), l.size).boundingRect();
            const QRectF room = QRectF(QPointF(0, 0), item).adjusted(margin, margin, -margin, -margin);
            const qreal slack = 1e-9;
            QVERIFY2(room.adjusted(-slack, -slack, slack, slack).contains(drawn),
                     qPrintable(QStringLiteral("%1x%2").arg(item.width()).arg(item.height())));
            // As large as the room allows (touching one pair of sides), and centred.
            QVERIFY(qFuzzyCompare(drawn.width(), room.width()) || qFuzzyCompare(drawn.height(), room.height()));
            QCOMPARE(drawn.center(), room.center());
        }
    }

    void fitKnownSizes()
    {
        // One hex in a square: its height (two corner distances) is the limit.
        const HexLayout one = HexLayout::fit({Hex{0, 0}}, QSizeF(100, 100));
        QCOMPARE(one.size, 46.0);
        QCOMPARE(one.origin, QPointF(50, 50));
        // Radius 4 on a landscape tablet: nine rows are 14 corner distances tall.
        const HexLayout board = HexLayout::fit(spiral({0, 0}, 4), QSizeF(1280, 800));
        QCOMPARE(board.size, 792.0 / 14);
        QCOMPARE(board.origin, QPointF(640, 400));
        // A lopsided set is centred on its own bounds, not on hex [0, 0].
        const HexLayout row = HexLayout::fit({Hex{0, 0}, Hex{1, 0}, Hex{2, 0}}, QSizeF(300, 300), 0);
        QCOMPARE(row.size, 300 / (3 * kSqrt3));
        QCOMPARE(row.toPixel({1, 0}), QPointF(150, 150));
    }
};

QTEST_APPLESS_MAIN(TestHexLayout)

#include "tst_hexlayout.moc"
