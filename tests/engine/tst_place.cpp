#include "core/place.h"
#include "core/phrase.h"

#include <QtTest>

using namespace arbiter;

Q_DECLARE_METATYPE(arbiter::Hex)

// A hex named in table words: by the nearest figure or feature, with a
// compass word as the board is drawn, never by its grid coordinates.
class TestPlace : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void compassFollowsTheDrawnBoard_data();
    void compassFollowsTheDrawnBoard();
    void nearestLandmarkNamesTheHex();
    void featuresNameTheirOwnHex();
    void withoutLandmarksTheCentreIsTheReference();
    void aPlaceInsideASentenceRendersWhole();
};

void TestPlace::compassFollowsTheDrawnBoard_data()
{
    QTest::addColumn<Hex>("offset");
    QTest::addColumn<QString>("word");
    // Pointy-top hexes: the six neighbours, then two off the rows.
    QTest::newRow("east") << Hex{1, 0} << QStringLiteral("east");
    QTest::newRow("north-east") << Hex{1, -1} << QStringLiteral("north-east");
    QTest::newRow("north-west") << Hex{0, -1} << QStringLiteral("north-west");
    QTest::newRow("west") << Hex{-1, 0} << QStringLiteral("west");
    QTest::newRow("south-west") << Hex{-1, 1} << QStringLiteral("south-west");
    QTest::newRow("south-east") << Hex{0, 1} << QStringLiteral("south-east");
    QTest::newRow("straight up") << Hex{1, -2} << QStringLiteral("north");
    QTest::newRow("straight down") << Hex{-4, 8} << QStringLiteral("south");
}

void TestPlace::compassFollowsTheDrawnBoard()
{
    QFETCH(Hex, offset);
    QFETCH(QString, word);
    const Hex from{2, -1};
    QCOMPARE(compassWord(from, from + offset), word);
    QVERIFY(compassWord(from, from).isEmpty());
}

void TestPlace::nearestLandmarkNamesTheHex()
{
    const std::vector<Landmark> figures{{QStringLiteral("Lug"), Hex{0, 0}}, {QStringLiteral("Rac"), Hex{3, 0}}};
    QCOMPARE(renderEnglish(placeOf(Hex{0, 0}, figures)), QStringLiteral("the hex of Lug"));
    QCOMPARE(renderEnglish(placeOf(Hex{1, -1}, figures)), QStringLiteral("the hex north-east of Lug"));
    QCOMPARE(renderEnglish(placeOf(Hex{3, 2}, figures)), QStringLiteral("the hex 2 hexes south-east of Rac"));
    // A tie goes to the first listed.
    QCOMPARE(renderEnglish(placeOf(Hex{2, -1}, {{QStringLiteral("Lug"), Hex{1, -1}}, {QStringLiteral("Rac"), Hex{3, -1}}})),
             QStringLiteral("the hex east of Lug"));
}

void TestPlace::featuresNameTheirOwnHex()
{
    const std::vector<Landmark> centre{{QStringLiteral("the centre of the Arena"), Hex{0, 0}, true}};
    QCOMPARE(renderEnglish(placeOf(Hex{0, 0}, centre)), QStringLiteral("the centre of the Arena"));
    QCOMPARE(renderEnglish(placeOf(Hex{-1, 0}, centre)), QStringLiteral("the hex west of the centre of the Arena"));
}

void TestPlace::withoutLandmarksTheCentreIsTheReference()
{
    QCOMPARE(renderEnglish(placeOf(Hex{0, 0}, {})), QStringLiteral("the centre hex of the board"));
    QCOMPARE(renderEnglish(placeOf(Hex{0, 3}, {})), QStringLiteral("the hex 3 hexes south-east of the centre hex"));
}

void TestPlace::aPlaceInsideASentenceRendersWhole()
{
    const Phrase line = phrase(QT_TRANSLATE_NOOP("Engine", "%1 moves to %2."), QStringLiteral("Tzu Xiao"),
                               placeOf(Hex{-1, 2}, {{QStringLiteral("Deryn"), Hex{-3, 4}}}));
    const QString text = renderEnglish(line);
    QCOMPARE(text, QStringLiteral("Tzu Xiao moves to the hex 2 hexes north-east of Deryn."));
    QVERIFY(!text.contains(u'[') && !text.contains(u']'));
}

QTEST_GUILESS_MAIN(TestPlace)
#include "tst_place.moc"
