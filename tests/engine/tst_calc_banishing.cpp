#include "calc_test_support.h"

#include <QtTest>

using namespace arbiter;
using namespace arbiter::testing;

class TstCalcBanishing : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void statusSpecExamples_data();
    void statusSpecExamples();
    void armorAddsOneStamina();
    void deathAtHealth();
    void noWoundsNoDamage();
    void malformedStatus_data();
    void malformedStatus();
    void matchSpecExamples_data();
    void matchSpecExamples();
    void fighterKickAndSpear();
    void wandCannotBridgeColours();
    void bestSetInAHand();
    void namesMatchRegardlessOfCase();
    void oneWandOnly();
    void malformedMatch_data();
    void malformedMatch();
};

void TstCalcBanishing::statusSpecExamples_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("banishing status (basics.jsonl)")
        << QByteArray(R"({"op":"calc","calc":"the-banishing.status","stamina":5,"health":8,"wounds":[1,1,1],"armor":false})")
        << QByteArray(R"({"damage":3,"exhausted":false,"dead":false})");
    QTest::newRow("spec sample")
        << QByteArray(R"({"calc":"the-banishing.status","stamina":6,"health":9,"wounds":[2,3],"armor":false})")
        << QByteArray(R"({"damage":5,"stamina_effective":6,"exhausted":false,"dead":false})");
}

void TstCalcBanishing::statusSpecExamples()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, expected);
    const auto result = runCalc(request.constData());
    ARBITER_EXPECT_FIELDS(result, expected.constData());
    QVERIFY(!result->steps.empty());
}

void TstCalcBanishing::armorAddsOneStamina()
{
    // Damage matching stamina exhausts; Armor lifts stamina out of reach.
    const QByteArray bare = R"({"calc":"the-banishing.status","stamina":5,"health":9,"wounds":[2,3]})";
    ARBITER_EXPECT_FIELDS(runCalc(bare.constData()), R"({"damage":5,"stamina_effective":5,"exhausted":true,"dead":false})");
    const QByteArray armored = R"({"calc":"the-banishing.status","stamina":5,"health":9,"wounds":[2,3],"armor":true})";
    const auto result = runCalc(armored.constData());
    ARBITER_EXPECT_FIELDS(result, R"({"damage":5,"stamina_effective":6,"exhausted":false,"dead":false})");
    QCOMPARE(renderedSteps(result.value()),
             (QStringList{QStringLiteral("Wounds: 2 + 3 = 5 damage."), QStringLiteral("Stamina 5 + 1 for Armor = 6."),
                          QStringLiteral("Damage 5 is below stamina 6: not exhausted."),
                          QStringLiteral("Damage 5 is below health 9: still alive.")}));
}

void TstCalcBanishing::deathAtHealth()
{
    const QByteArray request = R"({"calc":"the-banishing.status","stamina":5,"health":8,"wounds":[5,3],"armor":true})";
    ARBITER_EXPECT_FIELDS(runCalc(request.constData()), R"({"damage":8,"exhausted":true,"dead":true})");
}

void TstCalcBanishing::noWoundsNoDamage()
{
    const QByteArray request = R"({"calc":"the-banishing.status","stamina":1,"health":1,"wounds":[]})";
    ARBITER_EXPECT_FIELDS(runCalc(request.constData()), R"({"damage":0,"exhausted":false,"dead":false})");
}

void TstCalcBanishing::malformedStatus_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::newRow("no stamina") << QByteArray(R"({"calc":"the-banishing.status","health":8,"wounds":[1]})");
    QTest::newRow("no health") << QByteArray(R"({"calc":"the-banishing.status","stamina":5,"wounds":[1]})");
    QTest::newRow("stamina 0") << QByteArray(R"({"calc":"the-banishing.status","stamina":0,"health":8,"wounds":[1]})");
    QTest::newRow("wound of 6") << QByteArray(R"({"calc":"the-banishing.status","stamina":5,"health":8,"wounds":[6]})");
    QTest::newRow("wound of 0") << QByteArray(R"({"calc":"the-banishing.status","stamina":5,"health":8,"wounds":[0]})");
    QTest::newRow("wound as text") << QByteArray(R"({"calc":"the-banishing.status","stamina":5,"health":8,"wounds":["2"]})");
    QTest::newRow("wound fraction") << QByteArray(R"({"calc":"the-banishing.status","stamina":5,"health":8,"wounds":[1.5]})");
    QTest::newRow("wounds not a list") << QByteArray(R"({"calc":"the-banishing.status","stamina":5,"health":8,"wounds":3})");
    QTest::newRow("armor as number") << QByteArray(R"({"calc":"the-banishing.status","stamina":5,"health":8,"armor":1})");
}

void TstCalcBanishing::malformedStatus()
{
    QFETCH(QByteArray, request);
    ARBITER_EXPECT_BAD_REQUEST(runCalc(request.constData()));
}

void TstCalcBanishing::matchSpecExamples_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<int>("level");
    QTest::newRow("banishing match (basics.jsonl)")
        << QByteArray(R"({"op":"calc","calc":"the-banishing.match","cards":[{"color":"green","symbol":"leaf"},{"color":"green","symbol":"leaf"},{"color":"green","symbol":"leaf"}]})")
        << 2;
    QTest::newRow("spec sample with a wand")
        << QByteArray(R"({"calc":"the-banishing.match","cards":[{"color":"red","symbol":"spear"},{"color":"red","symbol":"spear"},{"wand":true}]})")
        << 2;
}

void TstCalcBanishing::matchSpecExamples()
{
    QFETCH(QByteArray, request);
    QFETCH(int, level);
    const auto result = runCalc(request.constData());
    QVERIFY(result.ok());
    QCOMPARE(result->fields.value(QStringLiteral("level")).toInt(), level);
    QVERIFY(!result->steps.empty());
}

// The rulebook's Fighter: any three red cards pay for the level 1 ability,
// three red cards with one symbol for the level 2 one.
void TstCalcBanishing::fighterKickAndSpear()
{
    const QByteArray mixedSymbols = R"({"calc":"the-banishing.match",
        "cards":[{"color":"red","symbol":"spear"},{"color":"red","symbol":"shield"},{"color":"red","symbol":"spear"}]})";
    const auto kick = runCalc(mixedSymbols.constData());
    ARBITER_EXPECT_FIELDS(kick, R"({"level":1,"set":[0,1,2]})");
    QCOMPARE(renderedSteps(kick.value()),
             QStringList{QStringLiteral("Cards 1, 2 and 3 share the colour red but not one symbol: a level 1 ability.")});

    const QByteArray oneSymbol = R"({"calc":"the-banishing.match",
        "cards":[{"color":"red","symbol":"spear"},{"color":"red","symbol":"spear"},{"color":"red","symbol":"spear"}]})";
    ARBITER_EXPECT_FIELDS(runCalc(oneSymbol.constData()), R"({"level":2})");

    const QByteArray twoColours = R"({"calc":"the-banishing.match",
        "cards":[{"color":"red","symbol":"spear"},{"color":"blue","symbol":"spear"},{"color":"red","symbol":"spear"}]})";
    const auto nothing = runCalc(twoColours.constData());
    ARBITER_EXPECT_FIELDS(nothing, R"({"level":0})");
    QVERIFY(!nothing->fields.contains(QStringLiteral("set")));
}

void TstCalcBanishing::wandCannotBridgeColours()
{
    const QByteArray bridged = R"({"calc":"the-banishing.match",
        "cards":[{"color":"red","symbol":"spear"},{"wand":true},{"color":"blue","symbol":"spear"}]})";
    ARBITER_EXPECT_FIELDS(runCalc(bridged.constData()), R"({"level":0})");
    const QByteArray sameColour = R"({"calc":"the-banishing.match",
        "cards":[{"color":"red","symbol":"spear"},{"wand":true},{"color":"red","symbol":"axe"}]})";
    const auto result = runCalc(sameColour.constData());
    ARBITER_EXPECT_FIELDS(result, R"({"level":1})");
    QVERIFY(renderedSteps(result.value()).contains(QStringLiteral("The wand stands in for a red card.")));
}

void TstCalcBanishing::bestSetInAHand()
{
    // Three reds (one symbol differs) and three blues of one symbol: the blues win.
    const QByteArray hand = R"({"calc":"the-banishing.match","cards":[
        {"color":"red","symbol":"a"},{"color":"blue","symbol":"b"},{"color":"red","symbol":"c"},
        {"color":"red","symbol":"a"},{"color":"blue","symbol":"b"},{"color":"green","symbol":"b"},{"color":"blue","symbol":"b"}]})";
    ARBITER_EXPECT_FIELDS(runCalc(hand.constData()), R"({"level":2,"set":[1,4,6]})");
    const QByteArray twoCards = R"({"calc":"the-banishing.match","cards":[{"wand":true},{"color":"red","symbol":"a"}]})";
    ARBITER_EXPECT_FIELDS(runCalc(twoCards.constData()), R"({"level":0})");
}

void TstCalcBanishing::namesMatchRegardlessOfCase()
{
    const QByteArray request = R"({"calc":"the-banishing.match",
        "cards":[{"color":"Red","symbol":"Spear"},{"color":"red ","symbol":"spear"},{"color":"RED","symbol":"spear"}]})";
    ARBITER_EXPECT_FIELDS(runCalc(request.constData()), R"({"level":2})");
}

void TstCalcBanishing::oneWandOnly()
{
    const QByteArray request = R"({"calc":"the-banishing.match",
        "cards":[{"wand":true},{"wand":true},{"color":"red","symbol":"spear"}]})";
    ARBITER_EXPECT_REFUSAL(runCalc(request.constData()), ErrorKind::InvalidMove, "banishing.one_wand",
                           "the-banishing.matched-sets");
}

void TstCalcBanishing::malformedMatch_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::newRow("no cards") << QByteArray(R"({"calc":"the-banishing.match"})");
    QTest::newRow("cards not a list") << QByteArray(R"({"calc":"the-banishing.match","cards":{"color":"red"}})");
    QTest::newRow("card as text") << QByteArray(R"({"calc":"the-banishing.match","cards":["red spear"]})");
    QTest::newRow("card without symbol") << QByteArray(R"({"calc":"the-banishing.match","cards":[{"color":"red"}]})");
    QTest::newRow("card with empty colour") << QByteArray(R"({"calc":"the-banishing.match","cards":[{"color":" ","symbol":"a"}]})");
    QTest::newRow("wand as text") << QByteArray(R"({"calc":"the-banishing.match","cards":[{"wand":"yes"}]})");
    QByteArray tooMany = R"({"calc":"the-banishing.match","cards":[)";
    for (int i = 0; i < 21; ++i)
        tooMany += QByteArray(i ? "," : "") + R"({"color":"red","symbol":"a"})";
    QTest::newRow("21 cards") << tooMany + "]}";
}

void TstCalcBanishing::malformedMatch()
{
    QFETCH(QByteArray, request);
    ARBITER_EXPECT_BAD_REQUEST(runCalc(request.constData()));
}

QTEST_GUILESS_MAIN(TstCalcBanishing)
#include "tst_calc_banishing.moc"
