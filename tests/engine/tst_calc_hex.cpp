#include "calc_test_support.h"

#include "core/hex_calculators.h"

#include <QtTest>

using namespace arbiter;
using namespace arbiter::testing;

namespace {

QJsonArray hexesField(const Result<Calculation> &result, const char *field)
{
    return result.ok() ? result->fields.value(QLatin1String(field)).toArray() : QJsonArray{};
}

bool listsHex(const QJsonArray &hexes, int q, int r) { return hexes.contains(QJsonArray{q, r}); }

} // namespace

class TstCalcHex : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // the registry
    void registryListsEveryCalculator();
    void everyCalculatorExplainsItself_data();
    void everyCalculatorExplainsItself();
    // hex.reach
    void reachSpecExamples();
    void reachStopsAtEnemies();
    void walkPassesAlliesWithoutEndingOnThem();
    void walkPaysHexCosts();
    void dashFollowsRowsUntilBlocked();
    void jumpAndSwoopPassOverObstacles();
    // hex.path
    void pathGoesAroundStatues();
    void pathCountsCosts();
    void pathToOwnHexIsEmpty();
    void unreachableTargetIsRefused();
    // hex.area
    void areaSpecExamples();
    void lineLengthAndDirection();
    void spellWithoutBoardKeepsAllSeven();
    // malformed input
    void malformedRequests_data();
    void malformedRequests();
};

void TstCalcHex::registryListsEveryCalculator()
{
    QStringList names;
    for (const CalculatorEntry &entry : allCalculators()) {
        names << entry.name;
        QVERIFY2(entry.run, qPrintable(entry.name));
        QCOMPARE(findCalculator(entry.name), &entry.run);
    }
    const QStringList expected{QStringLiteral("hex.reach"),
                               QStringLiteral("hex.path"),
                               QStringLiteral("hex.area"),
                               QStringLiteral("exiled-legends.attack"),
                               QStringLiteral("super-fantasy-brawl.attack"),
                               QStringLiteral("super-fantasy-brawl.displace"),
                               QStringLiteral("theosis.combat"),
                               QStringLiteral("the-banishing.status"),
                               QStringLiteral("the-banishing.match")};
    QCOMPARE(names, expected);
    QCOMPARE(findCalculator(QStringLiteral("hex.teleport")), nullptr);
    QCOMPARE(findCalculator(QString()), nullptr);
}

// One small request per calculator: each answers with fields and with steps
// that render to non-empty English with every placeholder filled.
void TstCalcHex::everyCalculatorExplainsItself_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::newRow("hex.reach") << QByteArray(R"({"calc":"hex.reach","board":{"radius":2},"champions":[{"id":"a","at":[0,0],"side":"r"}],"mover":"a","move":1})");
    QTest::newRow("hex.path") << QByteArray(R"({"calc":"hex.path","board":{"radius":2},"champions":[{"id":"a","at":[0,0],"side":"r"}],"mover":"a","move":2,"to":[2,0]})");
    QTest::newRow("hex.area") << QByteArray(R"({"calc":"hex.area","shape":"line","origin":[0,0],"board":{"radius":2}})");
    QTest::newRow("theosis.combat") << QByteArray(R"({"calc":"theosis.combat","attacker":{"kind":"hero","rank":1,"attack":3},"defender":{"kind":"hero","rank":2,"defense":1,"health":9}})");
    QTest::newRow("theosis.combat odds") << QByteArray(R"({"calc":"theosis.combat","attacker":{"kind":"hero","attack":3},"defender":{"kind":"monster","base_defense":2,"token":{"threshold":2}}})");
    QTest::newRow("super-fantasy-brawl.attack") << QByteArray(R"({"calc":"super-fantasy-brawl.attack","strength":3,"direct":1,"poison":1,"double":true,"lifesteal":true,"target":{"hp":9},"attacker":{"hp":5,"damage":2}})");
    QTest::newRow("super-fantasy-brawl.displace") << QByteArray(R"({"calc":"super-fantasy-brawl.displace","kind":"pull","distance":2,"board":{"radius":3,"traps":[[2,0]]},"champions":[{"id":"a","at":[0,0]},{"id":"b","at":[3,0]}],"source":"a","target":"b"})");
    QTest::newRow("exiled-legends.attack") << QByteArray(R"({"calc":"exiled-legends.attack","type":"mass","strength":1,"attacker":"a","players":[{"id":"a","champion":{"max_hp":3}},{"id":"b","champion":{"max_hp":1}}],"targets":[{"player":"b","slot":"champion"}]})");
    QTest::newRow("the-banishing.status") << QByteArray(R"({"calc":"the-banishing.status","stamina":2,"health":3,"wounds":[4],"armor":true})");
    QTest::newRow("the-banishing.match") << QByteArray(R"({"calc":"the-banishing.match","cards":[{"wand":true},{"color":"red","symbol":"a"},{"color":"red","symbol":"a"}]})");
}

void TstCalcHex::everyCalculatorExplainsItself()
{
    QFETCH(QByteArray, request);
    const auto result = runCalc(request.constData());
    QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(renderEnglish(result.error().message)));
    QVERIFY(!result->fields.isEmpty());
    QVERIFY(!result->steps.empty());
    for (const Phrase &step : result->steps) {
        const QString line = renderEnglish(step);
        QVERIFY(!line.isEmpty());
        QVERIFY2(!line.contains(QRegularExpression(QStringLiteral("%\\d"))), qPrintable(line));
    }
}

void TstCalcHex::reachSpecExamples()
{
    // basics.jsonl: no movement, nowhere to go.
    ARBITER_EXPECT_FIELDS(runCalc(R"({"op":"calc","calc":"hex.reach","board":{"radius":3},"champions":[{"id":"x","at":[0,0],"side":"red"}],"mover":"x","move":0,"mode":"walk"})"),
                          R"({"reachable":[]})");
}

// The spec's sample: an enemy next door. 18 hexes lie within 2; the enemy's
// hex and the hex straight behind it (reachable only through it) are out.
void TstCalcHex::reachStopsAtEnemies()
{
    const QByteArray request = R"({"op":"calc","calc":"hex.reach","board":{"radius":4,"blocked":[],"costs":[]},
        "champions":[{"id":"a","at":[0,0],"side":"red"},{"id":"b","at":[1,0],"side":"blue"}],"mover":"a","move":2,"mode":"walk"})";
    const auto result = runCalc(request.constData());
    const QJsonArray reachable = hexesField(result, "reachable");
    QCOMPARE(reachable.size(), 16);
    QVERIFY(!listsHex(reachable, 1, 0));
    QVERIFY(!listsHex(reachable, 2, 0));
    QVERIFY(!listsHex(reachable, 0, 0));
    QVERIFY(listsHex(reachable, 2, -1));
    QCOMPARE(reachable.first(), QJsonValue(QJsonArray{-2, 0})); // sorted by q then r
    QCOMPARE(reachable.last(), QJsonValue(QJsonArray{2, -1}));
    QCOMPARE(renderedSteps(result.value()).last(), QStringLiteral("16 hexes are within reach."));
}

void TstCalcHex::walkPassesAlliesWithoutEndingOnThem()
{
    const QByteArray request = R"({"calc":"hex.reach","board":{"radius":4},
        "champions":[{"id":"a","at":[0,0],"side":"red"},{"id":"b","at":[1,0],"side":"red"}],"mover":"a","move":2})";
    const QJsonArray reachable = hexesField(runCalc(request.constData()), "reachable");
    QCOMPARE(reachable.size(), 17);
    QVERIFY(!listsHex(reachable, 1, 0));
    QVERIFY(listsHex(reachable, 2, 0));
}

void TstCalcHex::walkPaysHexCosts()
{
    // A cost-3 hex cannot be entered with 2 movement; a cost-2 hex can, but
    // it spends everything, so nothing lies beyond it.
    const QByteArray request = R"({"calc":"hex.reach","board":{"radius":2,"costs":[{"at":[1,0],"cost":3},{"at":[0,1],"cost":2}]},
        "champions":[{"id":"a","at":[0,0],"side":"red"}],"mover":"a","move":2,"mode":"walk"})";
    const QJsonArray reachable = hexesField(runCalc(request.constData()), "reachable");
    QVERIFY(!listsHex(reachable, 1, 0));
    QVERIFY(!listsHex(reachable, 2, 0)); // straight behind the cost-3 hex
    QVERIFY(listsHex(reachable, 0, 1));
    QVERIFY(!listsHex(reachable, 0, 2)); // straight behind the cost-2 hex: 3 movement
    QVERIFY(!listsHex(reachable, 1, 1)); // next to both dear hexes: 3 movement at best
    QVERIFY(listsHex(reachable, 2, -1)); // through [1,-1]: 2 movement
    QCOMPARE(reachable.size(), 14);      // 18 within 2, less those four
}

void TstCalcHex::dashFollowsRowsUntilBlocked()
{
    const QByteArray request = R"({"calc":"hex.reach","board":{"radius":3,"blocked":[[0,-1]]},
        "champions":[{"id":"a","at":[0,0],"side":"red"},{"id":"e","at":[-2,0],"side":"blue"}],"mover":"a","move":2,"mode":"dash"})";
    const QJsonArray reachable = hexesField(runCalc(request.constData()), "reachable");
    // 12 row hexes, less 2 behind the statue, less the enemy's hex and nothing beyond it in reach.
    QCOMPARE(reachable.size(), 9);
    QVERIFY(listsHex(reachable, -1, 0));
    QVERIFY(!listsHex(reachable, -2, 0));
    QVERIFY(!listsHex(reachable, 0, -2));
    QVERIFY(!listsHex(reachable, 1, 1)); // not on a row
}

void TstCalcHex::jumpAndSwoopPassOverObstacles()
{
    const QByteArray jump = R"({"calc":"hex.reach","board":{"radius":3,"blocked":[[1,0]]},
        "champions":[{"id":"a","at":[0,0],"side":"red"},{"id":"e","at":[-1,0],"side":"blue"}],"mover":"a","move":2,"mode":"jump"})";
    const QJsonArray jumped = hexesField(runCalc(jump.constData()), "reachable");
    QCOMPARE(jumped.size(), 16); // 18 within 2, less the statue and the enemy
    QVERIFY(listsHex(jumped, 2, 0));
    QVERIFY(listsHex(jumped, -2, 0));
    QVERIFY(!listsHex(jumped, 1, 0));

    const QByteArray swoop = R"({"calc":"hex.reach","board":{"radius":3,"blocked":[[1,0]]},
        "champions":[{"id":"a","at":[0,0],"side":"red"},{"id":"e","at":[-1,0],"side":"blue"}],"mover":"a","move":3,"mode":"swoop"})";
    const QJsonArray swooped = hexesField(runCalc(swoop.constData()), "reachable");
    QCOMPARE(swooped.size(), 16); // 18 row hexes within 3, less the statue and the enemy
    QVERIFY(listsHex(swooped, 3, 0));
    QVERIFY(listsHex(swooped, -3, 0));
    QVERIFY(!listsHex(swooped, 1, 1));
}

void TstCalcHex::pathGoesAroundStatues()
{
    const QByteArray request = R"({"calc":"hex.path","board":{"radius":3,"blocked":[[1,0]]},
        "champions":[{"id":"a","at":[0,0],"side":"red"}],"mover":"a","move":3,"to":[2,0]})";
    const auto result = runCalc(request.constData());
    ARBITER_EXPECT_FIELDS(result, R"({"path":[[1,-1],[2,-1],[2,0]],"cost":3})");
    QVERIFY(renderedSteps(result.value()).contains(QStringLiteral("Step 3: enter [2, 0] for 1; 3 of 3 movement spent.")));
}

void TstCalcHex::pathCountsCosts()
{
    const QByteArray request = R"({"calc":"hex.path","board":{"radius":3,"costs":[{"at":[1,0],"cost":2}]},
        "champions":[{"id":"a","at":[0,0],"side":"red"}],"mover":"a","move":3,"to":[1,0]})";
    ARBITER_EXPECT_FIELDS(runCalc(request.constData()), R"({"path":[[1,0]],"cost":2})");
    const QByteArray dash = R"({"calc":"hex.path","board":{"radius":3},
        "champions":[{"id":"a","at":[0,0],"side":"red"}],"mover":"a","move":3,"mode":"dash","to":[0,3]})";
    ARBITER_EXPECT_FIELDS(runCalc(dash.constData()), R"({"path":[[0,1],[0,2],[0,3]],"cost":3})");
}

void TstCalcHex::pathToOwnHexIsEmpty()
{
    const QByteArray request = R"({"calc":"hex.path","board":{"radius":1},
        "champions":[{"id":"a","at":[0,0],"side":"red"}],"mover":"a","move":0,"to":[0,0]})";
    ARBITER_EXPECT_FIELDS(runCalc(request.constData()), R"({"path":[],"cost":0})");
}

void TstCalcHex::unreachableTargetIsRefused()
{
    const QByteArray throughEnemy = R"({"calc":"hex.path","board":{"radius":4},
        "champions":[{"id":"a","at":[0,0],"side":"red"},{"id":"b","at":[1,0],"side":"blue"}],"mover":"a","move":2,"to":[2,0]})";
    const auto result = runCalc(throughEnemy.constData());
    ARBITER_EXPECT_REFUSAL(result, ErrorKind::InvalidMove, "hex.unreachable", "core.hex-movement");
    QCOMPARE(renderEnglish(result.error().message), QStringLiteral("a cannot reach [2, 0] with 2 movement (walk)."));

    const QByteArray offBoard = R"({"calc":"hex.path","board":{"radius":1},
        "champions":[{"id":"a","at":[0,0],"side":"red"}],"mover":"a","move":5,"to":[3,0]})";
    ARBITER_EXPECT_REFUSAL(runCalc(offBoard.constData()), ErrorKind::InvalidMove, "hex.unreachable", "core.hex-movement");
    const QByteArray onAnAlly = R"({"calc":"hex.path","board":{"radius":2},
        "champions":[{"id":"a","at":[0,0],"side":"red"},{"id":"b","at":[1,0],"side":"red"}],"mover":"a","move":2,"to":[1,0]})";
    ARBITER_EXPECT_REFUSAL(runCalc(onAnAlly.constData()), ErrorKind::InvalidMove, "hex.unreachable", "core.hex-movement");
}

void TstCalcHex::areaSpecExamples()
{
    // basics.jsonl: a ring at the board's edge keeps the 3 hexes on the board.
    const auto result = runCalc(R"({"op":"calc","calc":"hex.area","shape":"ring","origin":[2,0],"board":{"radius":2}})");
    ARBITER_EXPECT_FIELDS(result, R"({"hexes":[[1,0],[1,1],[2,-1]]})");
    QCOMPARE(renderedSteps(result.value()),
             (QStringList{QStringLiteral("Ring: the 6 hexes next to [2, 0]."),
                          QStringLiteral("3 of them lie off the board and are left out."),
                          QStringLiteral("The area holds 3 hexes.")}));
}

void TstCalcHex::lineLengthAndDirection()
{
    ARBITER_EXPECT_FIELDS(runCalc(R"({"calc":"hex.area","shape":"line","origin":[0,0],"direction":0,"length":3,"board":{"radius":2}})"),
                          R"({"hexes":[[1,0],[2,0]]})");
    // Default length 5, direction 1 is [+1,-1]; sorted by q.
    ARBITER_EXPECT_FIELDS(runCalc(R"({"calc":"hex.area","shape":"line","origin":[0,0],"direction":1})"),
                          R"({"hexes":[[1,-1],[2,-2],[3,-3],[4,-4],[5,-5]]})");
    // Direction 3 goes towards -q: sorted output starts at the far end.
    ARBITER_EXPECT_FIELDS(runCalc(R"({"calc":"hex.area","shape":"line","origin":[1,1],"direction":3,"length":2})"),
                          R"({"hexes":[[-1,1],[0,1]]})");
}

void TstCalcHex::spellWithoutBoardKeepsAllSeven()
{
    ARBITER_EXPECT_FIELDS(runCalc(R"({"calc":"hex.area","shape":"spell","origin":[5,5]})"),
                          R"({"hexes":[[4,5],[4,6],[5,4],[5,5],[5,6],[6,4],[6,5]]})");
}

void TstCalcHex::malformedRequests_data()
{
    QTest::addColumn<QByteArray>("request");
    const QByteArray one = R"("board":{"radius":2},"champions":[{"id":"a","at":[0,0],"side":"r"}])";
    QTest::newRow("reach: mover not a champion") << QByteArray(R"({"calc":"hex.reach",)" + one + R"(,"mover":"z","move":1})");
    QTest::newRow("reach: no mover") << QByteArray(R"({"calc":"hex.reach",)" + one + R"(,"move":1})");
    QTest::newRow("reach: move 51") << QByteArray(R"({"calc":"hex.reach",)" + one + R"(,"mover":"a","move":51})");
    QTest::newRow("reach: negative move") << QByteArray(R"({"calc":"hex.reach",)" + one + R"(,"mover":"a","move":-1})");
    QTest::newRow("reach: mode fly") << QByteArray(R"({"calc":"hex.reach",)" + one + R"(,"mover":"a","move":1,"mode":"fly"})");
    QTest::newRow("reach: no board") << QByteArray(R"({"calc":"hex.reach","champions":[{"id":"a","at":[0,0]}],"mover":"a","move":1})");
    QTest::newRow("reach: radius 51") << QByteArray(R"({"calc":"hex.reach","board":{"radius":51},"champions":[{"id":"a","at":[0,0]}],"mover":"a","move":1})");
    QTest::newRow("reach: champions not a list") << QByteArray(R"({"calc":"hex.reach","board":{"radius":2},"champions":{"id":"a"},"mover":"a","move":1})");
    QTest::newRow("path: no destination") << QByteArray(R"({"calc":"hex.path",)" + one + R"(,"mover":"a","move":1})");
    QTest::newRow("path: destination not a hex") << QByteArray(R"({"calc":"hex.path",)" + one + R"(,"mover":"a","move":1,"to":"north"})");
    QTest::newRow("area: unknown shape") << QByteArray(R"({"calc":"hex.area","shape":"cone","origin":[0,0]})");
    QTest::newRow("area: no origin") << QByteArray(R"({"calc":"hex.area","shape":"ring"})");
    QTest::newRow("area: direction 6") << QByteArray(R"({"calc":"hex.area","shape":"line","origin":[0,0],"direction":6})");
    QTest::newRow("area: length 0") << QByteArray(R"({"calc":"hex.area","shape":"line","origin":[0,0],"length":0})");
    QTest::newRow("area: length 51") << QByteArray(R"({"calc":"hex.area","shape":"line","origin":[0,0],"length":51})");
    QTest::newRow("area: board not an object") << QByteArray(R"({"calc":"hex.area","shape":"ring","origin":[0,0],"board":3})");
}

void TstCalcHex::malformedRequests()
{
    QFETCH(QByteArray, request);
    ARBITER_EXPECT_BAD_REQUEST(runCalc(request.constData()));
}

QTEST_GUILESS_MAIN(TstCalcHex)
#include "tst_calc_hex.moc"
