#include "calc_test_support.h"

#include <QtTest>

using namespace arbiter;
using namespace arbiter::testing;

class TstCalcSfb : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // super-fantasy-brawl.attack
    void attackSpecExamples_data();
    void attackSpecExamples();
    void bloodiedAtHalfRoundedDown_data();
    void bloodiedAtHalfRoundedDown();
    void defenceNeverMakesDamageNegative();
    void poisonOnlyAfterDamage();
    void doubleRepeatsTheWholeStep();
    void doubleStopsOnceOutOfAction();
    void lifestealNeverHealsBelowZero();
    void outOfActionAtHitpoints();
    void outOfActionChampionsAreRefused();
    void malformedAttacks_data();
    void malformedAttacks();
    // super-fantasy-brawl.displace
    void displaceSpecExamples_data();
    void displaceSpecExamples();
    void pullStopsBeforeTheSource();
    void pushAlongEveryAxis();
    void pushStopsAtTheEdge();
    void pushStopsBeforeAnotherChampion();
    void trapsOnEnteredHexesTrigger();
    void notOnOneRowIsIgnored();
    void rootedTargetTakesTheWholeDistance();
    void zeroDistanceDoesNothing();
    void malformedDisplacements_data();
    void malformedDisplacements();
};

void TstCalcSfb::attackSpecExamples_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("sfb plain hit (basics.jsonl)")
        << QByteArray(R"({"op":"calc","calc":"super-fantasy-brawl.attack","strength":5,"defence":2,"target":{"hp":8,"damage":0},"attacker":{"hp":7,"damage":0}})")
        << QByteArray(R"({"attack_damage":3,"total_damage":3,"target_remaining":5,"out_of_action":false,"bloodied":false})");
    QTest::newRow("spec sample")
        << QByteArray(R"({"op":"calc","calc":"super-fantasy-brawl.attack","strength":4,"defence":1,"direct":0,"poison":0,"double":false,"lifesteal":false,"target":{"hp":7,"damage":2},"attacker":{"hp":6,"damage":3}})")
        << QByteArray(R"({"attack_damage":3,"total_damage":3,"target_damage_after":5,"target_remaining":2,"out_of_action":false,"bloodied":true,"attacker_damage_after":3})");
}

void TstCalcSfb::attackSpecExamples()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, expected);
    const auto result = runCalc(request.constData());
    ARBITER_EXPECT_FIELDS(result, expected.constData());
    QVERIFY(!result->steps.empty());
}

// The rulebook's example: a 7 hitpoint champion is Bloodied at 3, 2 or 1 left.
void TstCalcSfb::bloodiedAtHalfRoundedDown_data()
{
    QTest::addColumn<int>("strength");
    QTest::addColumn<int>("remaining");
    QTest::addColumn<bool>("bloodied");
    QTest::newRow("4 left") << 3 << 4 << false;
    QTest::newRow("3 left") << 4 << 3 << true;
    QTest::newRow("1 left") << 6 << 1 << true;
    QTest::newRow("0 left") << 7 << 0 << false; // out of action instead
}

void TstCalcSfb::bloodiedAtHalfRoundedDown()
{
    QFETCH(int, strength);
    QFETCH(int, remaining);
    QFETCH(bool, bloodied);
    QJsonObject request = jsonObject(R"({"calc":"super-fantasy-brawl.attack","defence":0,"target":{"hp":7,"damage":0}})");
    request.insert(QStringLiteral("strength"), strength);
    const auto result = runCalc(request);
    QVERIFY(result.ok());
    QCOMPARE(result->fields.value(QStringLiteral("target_remaining")).toInt(), remaining);
    QCOMPARE(result->fields.value(QStringLiteral("bloodied")).toBool(), bloodied);
}

void TstCalcSfb::defenceNeverMakesDamageNegative()
{
    const auto result = runCalc(R"({"calc":"super-fantasy-brawl.attack","strength":2,"defence":5,"direct":1,
        "target":{"hp":6,"damage":0}})");
    ARBITER_EXPECT_FIELDS(result, R"({"attack_damage":0,"total_damage":1,"target_damage_after":1})");
    QVERIFY(!result->fields.contains(QStringLiteral("attacker_damage_after")));
}

void TstCalcSfb::poisonOnlyAfterDamage()
{
    // No damage dealt: the poison does nothing.
    ARBITER_EXPECT_FIELDS(runCalc(R"({"calc":"super-fantasy-brawl.attack","strength":3,"defence":3,"poison":2,
        "target":{"hp":9}})"),
                          R"({"attack_damage":0,"total_damage":0})");
    // 2 attack damage, then 2 poison.
    const auto hit = runCalc(R"({"calc":"super-fantasy-brawl.attack","strength":3,"defence":1,"poison":2,
        "target":{"hp":9}})");
    ARBITER_EXPECT_FIELDS(hit, R"({"attack_damage":2,"total_damage":4,"target_remaining":5})");
    QVERIFY(renderedSteps(hit.value()).contains(QStringLiteral("Poison 2: the step dealt damage, so 2 more: 4 in this step.")));
    // Direct damage alone is damage dealt too.
    ARBITER_EXPECT_FIELDS(runCalc(R"({"calc":"super-fantasy-brawl.attack","strength":0,"defence":2,"direct":1,"poison":2,
        "target":{"hp":9}})"),
                          R"({"attack_damage":0,"total_damage":3})");
}

void TstCalcSfb::doubleRepeatsTheWholeStep()
{
    // Each step: 3 attack damage + 1 direct + 1 poison = 5; twice is 10.
    // Lifesteal heals 3 per step: 7 damage becomes 1.
    ARBITER_EXPECT_FIELDS(runCalc(R"({"calc":"super-fantasy-brawl.attack","strength":4,"defence":1,"direct":1,"poison":1,
        "double":true,"lifesteal":true,"target":{"hp":12,"damage":0},"attacker":{"hp":9,"damage":7}})"),
                          R"({"attack_damage":3,"total_damage":10,"target_damage_after":10,"target_remaining":2,
                              "bloodied":true,"out_of_action":false,"attacker_damage_after":1})");
}

void TstCalcSfb::doubleStopsOnceOutOfAction()
{
    // The first step takes the target out of action; it is on the Gate for the second.
    const auto result = runCalc(R"({"calc":"super-fantasy-brawl.attack","strength":5,"defence":0,"double":true,
        "lifesteal":true,"target":{"hp":4,"damage":0},"attacker":{"hp":9,"damage":8}})");
    ARBITER_EXPECT_FIELDS(result, R"({"total_damage":5,"target_damage_after":5,"target_remaining":0,"out_of_action":true,
                                      "bloodied":false,"attacker_damage_after":3})");
}

void TstCalcSfb::lifestealNeverHealsBelowZero()
{
    ARBITER_EXPECT_FIELDS(runCalc(R"({"calc":"super-fantasy-brawl.attack","strength":6,"defence":1,"lifesteal":true,
        "target":{"hp":9},"attacker":{"hp":7,"damage":2}})"),
                          R"({"attack_damage":5,"attacker_damage_after":0})");
}

void TstCalcSfb::outOfActionAtHitpoints()
{
    const auto result = runCalc(R"({"calc":"super-fantasy-brawl.attack","strength":3,"defence":1,
        "target":{"hp":5,"damage":3}})");
    ARBITER_EXPECT_FIELDS(result, R"({"total_damage":2,"target_damage_after":5,"target_remaining":0,"out_of_action":true,"bloodied":false})");
    QVERIFY(renderedSteps(result.value()).contains(QStringLiteral("Damage 5 reaches the 5 hitpoints: the target is out of action.")));
}

void TstCalcSfb::outOfActionChampionsAreRefused()
{
    ARBITER_EXPECT_REFUSAL(runCalc(R"({"calc":"super-fantasy-brawl.attack","strength":3,"target":{"hp":5,"damage":5}})"),
                           ErrorKind::InvalidMove, "sfb.target_out_of_action", "super-fantasy-brawl.out-of-action");
    ARBITER_EXPECT_REFUSAL(runCalc(R"({"calc":"super-fantasy-brawl.attack","strength":3,"target":{"hp":5},
                                       "attacker":{"hp":4,"damage":4}})"),
                           ErrorKind::InvalidMove, "sfb.attacker_out_of_action", "super-fantasy-brawl.out-of-action");
}

void TstCalcSfb::malformedAttacks_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::newRow("no strength") << QByteArray(R"({"calc":"super-fantasy-brawl.attack","target":{"hp":5}})");
    QTest::newRow("negative strength") << QByteArray(R"({"calc":"super-fantasy-brawl.attack","strength":-1,"target":{"hp":5}})");
    QTest::newRow("strength 101") << QByteArray(R"({"calc":"super-fantasy-brawl.attack","strength":101,"target":{"hp":5}})");
    QTest::newRow("fractional defence") << QByteArray(R"({"calc":"super-fantasy-brawl.attack","strength":3,"defence":1.5,"target":{"hp":5}})");
    QTest::newRow("no target") << QByteArray(R"({"calc":"super-fantasy-brawl.attack","strength":3})");
    QTest::newRow("target hp 0") << QByteArray(R"({"calc":"super-fantasy-brawl.attack","strength":3,"target":{"hp":0}})");
    QTest::newRow("double as text") << QByteArray(R"({"calc":"super-fantasy-brawl.attack","strength":3,"double":"yes","target":{"hp":5}})");
    QTest::newRow("lifesteal without attacker") << QByteArray(R"({"calc":"super-fantasy-brawl.attack","strength":3,"lifesteal":true,"target":{"hp":5}})");
    QTest::newRow("attacker as number") << QByteArray(R"({"calc":"super-fantasy-brawl.attack","strength":3,"target":{"hp":5},"attacker":3})");
}

void TstCalcSfb::malformedAttacks()
{
    QFETCH(QByteArray, request);
    ARBITER_EXPECT_BAD_REQUEST(runCalc(request.constData()));
}

void TstCalcSfb::displaceSpecExamples_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("sfb push short (basics.jsonl)")
        << QByteArray(R"({"op":"calc","calc":"super-fantasy-brawl.displace","kind":"push","distance":1,"board":{"radius":3},"champions":[{"id":"x","at":[0,0],"side":"red"},{"id":"y","at":[0,-1],"side":"blue"}],"source":"x","target":"y"})")
        << QByteArray(R"({"ignored":false,"final":[0,-2],"collision_damage":0,"path":[[0,-2]]})");
    // The spec's sample: the hex behind the target is blocked, so it cannot move at all.
    QTest::newRow("spec sample")
        << QByteArray(R"({"op":"calc","calc":"super-fantasy-brawl.displace","kind":"push","distance":2,"board":{"radius":4,"blocked":[[2,0]],"traps":[]},"champions":[{"id":"a","at":[0,0],"side":"red"},{"id":"b","at":[1,0],"side":"blue"}],"source":"a","target":"b"})")
        << QByteArray(R"({"ignored":false,"path":[],"final":[1,0],"collision_damage":2,"traps_triggered":[]})");
}

void TstCalcSfb::displaceSpecExamples()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, expected);
    const auto result = runCalc(request.constData());
    ARBITER_EXPECT_FIELDS(result, expected.constData());
    QVERIFY(!result->steps.empty());
}

void TstCalcSfb::pullStopsBeforeTheSource()
{
    const char *pull2 = R"({"calc":"super-fantasy-brawl.displace","kind":"pull","distance":2,"board":{"radius":4},
        "champions":[{"id":"a","at":[0,0],"side":"red"},{"id":"b","at":[3,0],"side":"blue"}],"source":"a","target":"b"})";
    ARBITER_EXPECT_FIELDS(runCalc(pull2), R"({"path":[[2,0],[1,0]],"final":[1,0],"collision_damage":0})");

    const auto pull3 = runCalc(R"({"calc":"super-fantasy-brawl.displace","kind":"pull","distance":3,"board":{"radius":4},
        "champions":[{"id":"a","at":[0,0],"side":"red"},{"id":"b","at":[3,0],"side":"blue"}],"source":"a","target":"b"})");
    ARBITER_EXPECT_FIELDS(pull3, R"({"path":[[2,0],[1,0]],"final":[1,0],"collision_damage":1})");
    const QStringList steps = renderedSteps(pull3.value());
    QVERIFY(steps.contains(QStringLiteral("b stops before [0, 0]: a champion stands there.")));
    QVERIFY(steps.contains(QStringLiteral("1 of the 3 hexes could not be travelled: 1 damage, ignoring defence.")));
}

void TstCalcSfb::pushAlongEveryAxis()
{
    // Source at the centre, target one step away in each of the six directions.
    const QList<QPair<QByteArray, QByteArray>> cases{
        {"[1,0]", "[3,0]"},   {"[1,-1]", "[3,-3]"}, {"[0,-1]", "[0,-3]"},
        {"[-1,0]", "[-3,0]"}, {"[-1,1]", "[-3,3]"}, {"[0,1]", "[0,3]"},
    };
    for (const auto &[start, end] : cases) {
        const QByteArray request = R"({"calc":"super-fantasy-brawl.displace","kind":"push","distance":2,"board":{"radius":3},
            "champions":[{"id":"a","at":[0,0],"side":"red"},{"id":"b","at":)" + start + R"(,"side":"blue"}],"source":"a","target":"b"})";
        const QByteArray expected = R"({"final":)" + end + R"(,"collision_damage":0})";
        ARBITER_EXPECT_FIELDS(runCalc(request.constData()), expected.constData());
    }
    // Pushed from afar along a row: only the row matters, not the range.
    ARBITER_EXPECT_FIELDS(runCalc(R"({"calc":"super-fantasy-brawl.displace","kind":"push","distance":1,"board":{"radius":4},
        "champions":[{"id":"a","at":[-3,3],"side":"red"},{"id":"b","at":[0,0],"side":"blue"}],"source":"a","target":"b"})"),
                          R"({"final":[1,-1],"collision_damage":0})");
}

void TstCalcSfb::pushStopsAtTheEdge()
{
    const auto result = runCalc(R"({"calc":"super-fantasy-brawl.displace","kind":"push","distance":3,"board":{"radius":2},
        "champions":[{"id":"a","at":[0,0],"side":"red"},{"id":"b","at":[1,0],"side":"blue"}],"source":"a","target":"b"})");
    ARBITER_EXPECT_FIELDS(result, R"({"path":[[2,0]],"final":[2,0],"collision_damage":2})");
    QVERIFY(renderedSteps(result.value()).contains(QStringLiteral("b stops at the edge of the arena.")));
}

void TstCalcSfb::pushStopsBeforeAnotherChampion()
{
    // An ally of the target blocks just as an enemy would.
    ARBITER_EXPECT_FIELDS(runCalc(R"({"calc":"super-fantasy-brawl.displace","kind":"push","distance":3,"board":{"radius":4},
        "champions":[{"id":"a","at":[0,0],"side":"red"},{"id":"b","at":[1,0],"side":"blue"},{"id":"c","at":[3,0],"side":"blue"}],
        "source":"a","target":"b"})"),
                          R"({"path":[[2,0]],"final":[2,0],"collision_damage":2})");
}

void TstCalcSfb::trapsOnEnteredHexesTrigger()
{
    ARBITER_EXPECT_FIELDS(runCalc(R"({"calc":"super-fantasy-brawl.displace","kind":"push","distance":2,
        "board":{"radius":4,"traps":[[2,0],[3,0],[0,1]]},
        "champions":[{"id":"a","at":[0,0],"side":"red"},{"id":"b","at":[1,0],"side":"blue"}],"source":"a","target":"b"})"),
                          R"({"path":[[2,0],[3,0]],"final":[3,0],"traps_triggered":[[2,0],[3,0]],"collision_damage":0})");
}

void TstCalcSfb::notOnOneRowIsIgnored()
{
    ARBITER_EXPECT_FIELDS(runCalc(R"({"calc":"super-fantasy-brawl.displace","kind":"pull","distance":2,"board":{"radius":4},
        "champions":[{"id":"a","at":[0,0],"side":"red"},{"id":"b","at":[1,1],"side":"blue"}],"source":"a","target":"b"})"),
                          R"({"ignored":true,"path":[],"final":[1,1],"collision_damage":0,"traps_triggered":[]})");
}

void TstCalcSfb::rootedTargetTakesTheWholeDistance()
{
    ARBITER_EXPECT_FIELDS(runCalc(R"({"calc":"super-fantasy-brawl.displace","kind":"push","distance":2,"rooted":true,
        "board":{"radius":4},"champions":[{"id":"a","at":[0,0],"side":"red"},{"id":"b","at":[1,0],"side":"blue"}],
        "source":"a","target":"b"})"),
                          R"({"ignored":false,"path":[],"final":[1,0],"collision_damage":2})");
}

void TstCalcSfb::zeroDistanceDoesNothing()
{
    ARBITER_EXPECT_FIELDS(runCalc(R"({"calc":"super-fantasy-brawl.displace","kind":"push","distance":0,"board":{"radius":1},
        "champions":[{"id":"a","at":[0,0],"side":"red"},{"id":"b","at":[1,0],"side":"blue"}],"source":"a","target":"b"})"),
                          R"({"path":[],"final":[1,0],"collision_damage":0})");
}

void TstCalcSfb::malformedDisplacements_data()
{
    QTest::addColumn<QByteArray>("request");
    const QByteArray pieces = R"("board":{"radius":3},"champions":[{"id":"a","at":[0,0],"side":"red"},{"id":"b","at":[1,0],"side":"blue"}])";
    QTest::newRow("unknown kind") << QByteArray(R"({"calc":"super-fantasy-brawl.displace","kind":"shove","distance":1,)" + pieces + R"(,"source":"a","target":"b"})");
    QTest::newRow("negative distance") << QByteArray(R"({"calc":"super-fantasy-brawl.displace","kind":"push","distance":-1,)" + pieces + R"(,"source":"a","target":"b"})");
    QTest::newRow("no distance") << QByteArray(R"({"calc":"super-fantasy-brawl.displace","kind":"push",)" + pieces + R"(,"source":"a","target":"b"})");
    QTest::newRow("unknown source") << QByteArray(R"({"calc":"super-fantasy-brawl.displace","kind":"push","distance":1,)" + pieces + R"(,"source":"z","target":"b"})");
    QTest::newRow("no target") << QByteArray(R"({"calc":"super-fantasy-brawl.displace","kind":"push","distance":1,)" + pieces + R"(,"source":"a"})");
    QTest::newRow("source is target") << QByteArray(R"({"calc":"super-fantasy-brawl.displace","kind":"push","distance":1,)" + pieces + R"(,"source":"a","target":"a"})");
    QTest::newRow("no board") << QByteArray(R"({"calc":"super-fantasy-brawl.displace","kind":"push","distance":1,"champions":[{"id":"a","at":[0,0]},{"id":"b","at":[1,0]}],"source":"a","target":"b"})");
    QTest::newRow("champion off the board") << QByteArray(R"({"calc":"super-fantasy-brawl.displace","kind":"push","distance":1,"board":{"radius":1},"champions":[{"id":"a","at":[0,0]},{"id":"b","at":[5,0]}],"source":"a","target":"b"})");
    QTest::newRow("bad hex") << QByteArray(R"({"calc":"super-fantasy-brawl.displace","kind":"push","distance":1,"board":{"radius":3},"champions":[{"id":"a","at":[0]},{"id":"b","at":[1,0]}],"source":"a","target":"b"})");
}

void TstCalcSfb::malformedDisplacements()
{
    QFETCH(QByteArray, request);
    ARBITER_EXPECT_BAD_REQUEST(runCalc(request.constData()));
}

QTEST_GUILESS_MAIN(TstCalcSfb)
#include "tst_calc_sfb.moc"
