#include "calc_test_support.h"

#include <QtTest>

using namespace arbiter;
using namespace arbiter::testing;

namespace {

// Two players: p1 attacks; p2's heroes carry some damage already.
QByteArray twoPlayers(const QByteArray &attack)
{
    return R"({"calc":"exiled-legends.attack","attacker":"p1",
        "players":[{"id":"p1","champion":{"max_hp":5,"damage":0},"supports":[{"max_hp":4,"damage":0},{"max_hp":3,"damage":0}]},
                   {"id":"p2","champion":{"max_hp":6,"damage":4},"supports":[{"max_hp":4,"damage":3},{"max_hp":5,"damage":0}]}],
        )" + attack + "}";
}

// Three players; p3 has a flipped Legend standing in its first Support position.
QByteArray threePlayers(const QByteArray &attack)
{
    return R"({"calc":"exiled-legends.attack","attacker":"p1",
        "players":[{"id":"p1","champion":{"max_hp":5},"supports":[{"max_hp":4},{"max_hp":3}]},
                   {"id":"p2","champion":{"max_hp":6,"damage":1},"supports":[{"max_hp":4},{"max_hp":5,"destroyed":true}],
                    "legend":{"flipped":false}},
                   {"id":"p3","champion":{"max_hp":4},"supports":[{"max_hp":7,"damage":6},{"max_hp":3}],
                    "legend":{"flipped":true,"slot":"support1"}}],
        )" + attack + "}";
}

} // namespace

class TstCalcExiledLegends : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void preciseFromBasics();
    void specSampleNeedsAsManyTargetsAsStrength();
    void massHandsOneCounterEach();
    void massSupportNeedsItsChampion();
    void massTakesEveryTargetWhenStrengthExceedsThem();
    void massTargetsMustBeDistinct();
    void massTargetsAtMostStrength();
    void massAcrossPlayers();
    void preciseOnlyHitsAChampion();
    void preciseHasExactlyOneTarget();
    void ownHeroesAreNoTargets();
    void destroyedOrMissingHeroesAreNoTargets();
    void unflippedLegendIsNoTarget();
    void flippedLegendIsAHero();
    void zeroStrengthMassAttack();
    void namesReplacePositionsWhenGiven();
    void malformedRequests_data();
    void malformedRequests();
};

// With the optional names the steps and refusals call the cards and players
// as the table does instead of by id and position.
void TstCalcExiledLegends::namesReplacePositionsWhenGiven()
{
    const QByteArray players = R"("attacker":"a",
        "players":[{"id":"a","name":"Ada","champion":{"max_hp":4,"name":"Ash Warden"},"supports":[{"max_hp":3},{"max_hp":3}]},
                   {"id":"b","name":"Ben","champion":{"max_hp":5,"damage":4,"name":"Brine Hunter"},
                    "supports":[{"max_hp":3,"name":"Current Sage"},{"max_hp":3}]}])";
    const auto hit = runCalc((R"({"calc":"exiled-legends.attack","type":"precise","strength":2,)" + players
                              + R"(,"targets":[{"player":"b","slot":"champion"}]})").constData());
    QVERIFY(hit.ok());
    QVERIFY(renderedSteps(hit.value()).contains(QStringLiteral("Brine Hunter: 4 + 2 = 6 damage counters on 5 max HP.")));
    QVERIFY(renderedSteps(hit.value()).contains(QStringLiteral("Brine Hunter reaches its max HP and is destroyed.")));
    const auto alone = runCalc((R"({"calc":"exiled-legends.attack","type":"mass","strength":1,)" + players
                                + R"(,"targets":[{"player":"b","slot":"support1"}]})").constData());
    ARBITER_EXPECT_REFUSAL(alone, ErrorKind::InvalidMove, "el.mass_support_without_champion", "exiled-legends.mass-attack");
    QCOMPARE(renderEnglish(alone.error().message),
             QStringLiteral("Current Sage is a Support: it can be chosen only together with Ben's Champion."));
}

void TstCalcExiledLegends::preciseFromBasics()
{
    const auto result = runCalc(R"({"op":"calc","calc":"exiled-legends.attack","type":"precise","strength":2,"attacker":"a","players":[{"id":"a","champion":{"max_hp":4,"damage":0},"supports":[{"max_hp":3,"damage":0},{"max_hp":3,"damage":0}]},{"id":"b","champion":{"max_hp":5,"damage":1},"supports":[{"max_hp":3,"damage":0},{"max_hp":3,"damage":0}]}],"targets":[{"player":"b","slot":"champion"}]})");
    ARBITER_EXPECT_FIELDS(result, R"({"assignments":[{"player":"b","slot":"champion","counters":2,"damage_after":3,"destroyed":false}]})");
    QCOMPARE(renderedSteps(result.value()),
             (QStringList{QStringLiteral("Precise attack: the target takes damage counters equal to the strength, 2."),
                          QStringLiteral("b's Champion: 1 + 2 = 3 damage counters on 5 max HP.")}));
}

// The spec's sample picks 2 targets with strength 3 while p2 has 3 heroes
// available: the rules want all three.
void TstCalcExiledLegends::specSampleNeedsAsManyTargetsAsStrength()
{
    const QByteArray request = twoPlayers(R"("type":"mass","strength":3,
        "targets":[{"player":"p2","slot":"champion"},{"player":"p2","slot":"support1"}])");
    ARBITER_EXPECT_REFUSAL(runCalc(request.constData()),
                           ErrorKind::InvalidMove, "el.mass_too_few", "exiled-legends.mass-attack");
}

void TstCalcExiledLegends::massHandsOneCounterEach()
{
    const QByteArray request = twoPlayers(R"("type":"mass","strength":3,
        "targets":[{"player":"p2","slot":"champion"},{"player":"p2","slot":"support1"},{"player":"p2","slot":"support2"}])");
    const auto result = runCalc(request.constData());
    ARBITER_EXPECT_FIELDS(result, R"({"assignments":[
        {"player":"p2","slot":"champion","counters":1,"damage_after":5,"destroyed":false},
        {"player":"p2","slot":"support1","counters":1,"damage_after":4,"destroyed":true},
        {"player":"p2","slot":"support2","counters":1,"damage_after":1,"destroyed":false}]})");
    QVERIFY(renderedSteps(result.value()).contains(QStringLiteral("p2's Support 1 reaches its max HP and is destroyed.")));
}

// The rulebook's diagram note: Supports without their Champion are invalid.
void TstCalcExiledLegends::massSupportNeedsItsChampion()
{
    const QByteArray request = threePlayers(R"("type":"mass","strength":3,
        "targets":[{"player":"p2","slot":"champion"},{"player":"p3","slot":"support2"},{"player":"p2","slot":"support1"}])");
    const auto result = runCalc(request.constData());
    ARBITER_EXPECT_REFUSAL(result, ErrorKind::InvalidMove, "el.mass_support_without_champion", "exiled-legends.mass-attack");
    QCOMPARE(renderEnglish(result.error().message),
             QStringLiteral("p3's Support 2 is a Support: it can be chosen only together with p3's Champion."));
}

void TstCalcExiledLegends::massTakesEveryTargetWhenStrengthExceedsThem()
{
    const QByteArray request = twoPlayers(R"("type":"mass","strength":5,
        "targets":[{"player":"p2","slot":"champion"},{"player":"p2","slot":"support1"}])");
    const QByteArray allThree = R"("type":"mass","strength":5,
        "targets":[{"player":"p2","slot":"support2"},{"player":"p2","slot":"champion"},{"player":"p2","slot":"support1"}])";
    ARBITER_EXPECT_FIELDS(runCalc(twoPlayers(allThree).constData()),
                          R"({"assignments":[{"slot":"support2","counters":1},{"slot":"champion"},{"slot":"support1"}]})");
    ARBITER_EXPECT_REFUSAL(runCalc(request.constData()),
                           ErrorKind::InvalidMove, "el.mass_too_few", "exiled-legends.mass-attack");
}

void TstCalcExiledLegends::massTargetsMustBeDistinct()
{
    const QByteArray request = twoPlayers(R"("type":"mass","strength":2,
        "targets":[{"player":"p2","slot":"champion"},{"player":"p2","slot":"champion"}])");
    ARBITER_EXPECT_REFUSAL(runCalc(request.constData()),
                           ErrorKind::InvalidMove, "el.mass_duplicate_target", "exiled-legends.mass-attack");
}

void TstCalcExiledLegends::massTargetsAtMostStrength()
{
    const QByteArray request = twoPlayers(R"("type":"mass","strength":2,
        "targets":[{"player":"p2","slot":"champion"},{"player":"p2","slot":"support1"},{"player":"p2","slot":"support2"}])");
    ARBITER_EXPECT_REFUSAL(runCalc(request.constData()),
                           ErrorKind::InvalidMove, "el.mass_too_many", "exiled-legends.mass-attack");
}

void TstCalcExiledLegends::massAcrossPlayers()
{
    const QByteArray request = threePlayers(R"("type":"mass","strength":4,
        "targets":[{"player":"p2","slot":"champion"},{"player":"p3","slot":"champion"},
                   {"player":"p3","slot":"support2"},{"player":"p2","slot":"support1"}])");
    const QByteArray secondRequest = threePlayers(R"("type":"mass","strength":6,
        "targets":[{"player":"p2","slot":"champion"},{"player":"p3","slot":"champion"},
                   {"player":"p3","slot":"support2"},{"player":"p2","slot":"support1"}])");
    // p2's destroyed Support is not available; strength 4 among 5 available heroes.
    ARBITER_EXPECT_FIELDS(runCalc(request.constData()),
                          R"({"assignments":[{"player":"p2","slot":"champion","damage_after":2},
                                             {"player":"p3","slot":"champion","damage_after":1},
                                             {"player":"p3","slot":"support2","damage_after":1},
                                             {"player":"p2","slot":"support1","damage_after":1}]})");
    // Strength 6 but only 5 available: all five must be chosen.
    ARBITER_EXPECT_REFUSAL(runCalc(secondRequest.constData()),
                           ErrorKind::InvalidMove, "el.mass_too_few", "exiled-legends.mass-attack");
}

void TstCalcExiledLegends::preciseOnlyHitsAChampion()
{
    const QByteArray atSupport = R"("type":"precise","strength":2,"targets":[{"player":"p2","slot":"support2"}])";
    ARBITER_EXPECT_REFUSAL(runCalc(twoPlayers(atSupport).constData()), ErrorKind::InvalidMove, "el.precise_not_champion",
                           "exiled-legends.precise-attack");
    const QByteArray allowedAtSupport = twoPlayers(atSupport + R"(,"can_precise_support":true)");
    ARBITER_EXPECT_FIELDS(runCalc(allowedAtSupport.constData()),
                          R"({"assignments":[{"player":"p2","slot":"support2","counters":2,"damage_after":2,"destroyed":false}]})");
}

void TstCalcExiledLegends::preciseHasExactlyOneTarget()
{
    const QByteArray request = twoPlayers(R"("type":"precise","strength":2,"targets":[])");
    const QByteArray secondRequest = threePlayers(R"("type":"precise","strength":2,
        "targets":[{"player":"p2","slot":"champion"},{"player":"p3","slot":"champion"}])");
    ARBITER_EXPECT_REFUSAL(runCalc(request.constData()),
                           ErrorKind::InvalidMove, "el.precise_one_target", "exiled-legends.precise-attack");
    ARBITER_EXPECT_REFUSAL(runCalc(secondRequest.constData()),
                           ErrorKind::InvalidMove, "el.precise_one_target", "exiled-legends.precise-attack");
}

void TstCalcExiledLegends::ownHeroesAreNoTargets()
{
    const QByteArray request = twoPlayers(R"("type":"precise","strength":2,"targets":[{"player":"p1","slot":"champion"}])");
    const QByteArray secondRequest = twoPlayers(R"("type":"mass","strength":2,
        "targets":[{"player":"p2","slot":"champion"},{"player":"p1","slot":"champion"}])");
    ARBITER_EXPECT_REFUSAL(runCalc(request.constData()),
                           ErrorKind::InvalidMove, "el.own_hero", "exiled-legends.precise-attack");
    ARBITER_EXPECT_REFUSAL(runCalc(secondRequest.constData()),
                           ErrorKind::InvalidMove, "el.own_hero", "exiled-legends.mass-attack");
}

void TstCalcExiledLegends::destroyedOrMissingHeroesAreNoTargets()
{
    const QByteArray request = threePlayers(R"("type":"mass","strength":2,
        "targets":[{"player":"p2","slot":"champion"},{"player":"p2","slot":"support2"}])");
    ARBITER_EXPECT_REFUSAL(runCalc(request.constData()),
                           ErrorKind::InvalidMove, "el.target_unavailable", "exiled-legends.mass-attack");
    // A player whose deck ran out may have only one Support left.
    ARBITER_EXPECT_REFUSAL(runCalc(R"({"calc":"exiled-legends.attack","attacker":"a","type":"precise","strength":1,
        "can_precise_support":true,
        "players":[{"id":"a","champion":{"max_hp":3}},{"id":"b","champion":{"max_hp":3},"supports":[{"max_hp":2}]}],
        "targets":[{"player":"b","slot":"support2"}]})"),
                           ErrorKind::InvalidMove, "el.target_unavailable", "exiled-legends.precise-attack");
}

void TstCalcExiledLegends::unflippedLegendIsNoTarget()
{
    const QByteArray request = threePlayers(R"("type":"precise","strength":2,"targets":[{"player":"p2","slot":"legend"}])");
    const QByteArray secondRequest = twoPlayers(R"("type":"precise","strength":2,"targets":[{"player":"p2","slot":"legend"}])");
    const auto result = runCalc(request.constData());
    ARBITER_EXPECT_REFUSAL(result, ErrorKind::InvalidMove, "el.legend_not_flipped", "exiled-legends.legends");
    // A player without any legend entry has an unflipped Legend too.
    ARBITER_EXPECT_REFUSAL(runCalc(secondRequest.constData()),
                           ErrorKind::InvalidMove, "el.legend_not_flipped", "exiled-legends.legends");
}

void TstCalcExiledLegends::flippedLegendIsAHero()
{
    const QByteArray request = threePlayers(R"("type":"mass","strength":2,
        "targets":[{"player":"p3","slot":"champion"},{"player":"p3","slot":"legend"}])");
    const auto result = runCalc(request.constData());
    ARBITER_EXPECT_FIELDS(result, R"({"assignments":[{"player":"p3","slot":"champion","damage_after":1},
        {"player":"p3","slot":"support1","counters":1,"damage_after":7,"destroyed":true,"legend":true}]})");
    QVERIFY(renderedSteps(result.value()).contains(QStringLiteral("p3's Legend is destroyed: p3 is out of the game.")));
}

void TstCalcExiledLegends::zeroStrengthMassAttack()
{
    const QByteArray request = twoPlayers(R"("type":"mass","strength":0,"targets":[])");
    ARBITER_EXPECT_FIELDS(runCalc(request.constData()),
                          R"({"assignments":[]})");
}

void TstCalcExiledLegends::malformedRequests_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::newRow("unknown type") << twoPlayers(R"("type":"sneaky","strength":1,"targets":[{"player":"p2","slot":"champion"}])");
    QTest::newRow("no strength") << twoPlayers(R"("type":"precise","targets":[{"player":"p2","slot":"champion"}])");
    QTest::newRow("negative strength") << twoPlayers(R"("type":"precise","strength":-1,"targets":[{"player":"p2","slot":"champion"}])");
    QTest::newRow("no targets") << twoPlayers(R"("type":"precise","strength":1)");
    QTest::newRow("unknown player") << twoPlayers(R"("type":"precise","strength":1,"targets":[{"player":"p9","slot":"champion"}])");
    QTest::newRow("unknown slot") << twoPlayers(R"("type":"precise","strength":1,"targets":[{"player":"p2","slot":"support3"}])");
    QTest::newRow("target as text") << twoPlayers(R"("type":"precise","strength":1,"targets":["p2"])");
    QTest::newRow("unknown attacker") << QByteArray(R"({"calc":"exiled-legends.attack","attacker":"x","type":"precise","strength":1,
        "players":[{"id":"a","champion":{"max_hp":3}},{"id":"b","champion":{"max_hp":3}}],"targets":[{"player":"b","slot":"champion"}]})");
    QTest::newRow("duplicate player") << QByteArray(R"({"calc":"exiled-legends.attack","attacker":"a","type":"precise","strength":1,
        "players":[{"id":"a","champion":{"max_hp":3}},{"id":"a","champion":{"max_hp":3}}],"targets":[{"player":"a","slot":"champion"}]})");
    QTest::newRow("champion missing") << QByteArray(R"({"calc":"exiled-legends.attack","attacker":"a","type":"precise","strength":1,
        "players":[{"id":"a","champion":{"max_hp":3}},{"id":"b"}],"targets":[{"player":"b","slot":"champion"}]})");
    QTest::newRow("max_hp 0") << QByteArray(R"({"calc":"exiled-legends.attack","attacker":"a","type":"precise","strength":1,
        "players":[{"id":"a","champion":{"max_hp":3}},{"id":"b","champion":{"max_hp":0}}],"targets":[{"player":"b","slot":"champion"}]})");
    QTest::newRow("three supports") << QByteArray(R"({"calc":"exiled-legends.attack","attacker":"a","type":"precise","strength":1,
        "players":[{"id":"a","champion":{"max_hp":3}},{"id":"b","champion":{"max_hp":3},"supports":[{"max_hp":1},{"max_hp":1},{"max_hp":1}]}],
        "targets":[{"player":"b","slot":"champion"}]})");
    QTest::newRow("flipped legend without slot") << QByteArray(R"({"calc":"exiled-legends.attack","attacker":"a","type":"precise","strength":1,
        "players":[{"id":"a","champion":{"max_hp":3}},{"id":"b","champion":{"max_hp":3},"legend":{"flipped":true}}],
        "targets":[{"player":"b","slot":"legend"}]})");
    QTest::newRow("flipped as text") << QByteArray(R"({"calc":"exiled-legends.attack","attacker":"a","type":"precise","strength":1,
        "players":[{"id":"a","champion":{"max_hp":3}},{"id":"b","champion":{"max_hp":3},"legend":{"flipped":"yes"}}],
        "targets":[{"player":"b","slot":"champion"}]})");
}

void TstCalcExiledLegends::malformedRequests()
{
    QFETCH(QByteArray, request);
    ARBITER_EXPECT_BAD_REQUEST(runCalc(request.constData()));
}

QTEST_GUILESS_MAIN(TstCalcExiledLegends)
#include "tst_calc_exiled_legends.moc"
