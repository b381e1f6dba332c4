#include "calc_test_support.h"
#include "games/theosis/theosis_combat.h"
#include "theosis_worked_examples.h"

#include <QtTest>

using namespace arbiter;
using namespace arbiter::testing;

class TstCalcTheosis : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void specExamples_data();
    void specExamples();
    void artifactSwordAgainstFireProtection();
    void tieGoesToTheHigherRank();
    void monsterTokenSurvivesResistedHit();
    void monsterTokenFallsToAStrongerPower();
    void despairHalvesAfterResistance();
    void despairStillLosesOneHealth();
    void slayingDoublesWeaponDamageAgainstMonstersOnly();
    void heroWinsTiesAgainstMonsters();
    void monsterAttackUsesItsDamage();
    void oddsOverMonsterDefenseRoll();
    void oddsOverMonsterAttackRoll();
    void healthNeverGoesBelowZero();
    void sidesAsValuesGiveTheWorkedExample();
    void everyStepNamesItsRule();
    void sidesWrittenAsJsonReadBackTheSame();
    void sidesAsValuesKeepTheRequestLimits();
    void oddsStepsNameTheirRules();
    void slayerOddsOverAnUnrolledMonster();
    void malformedRequests_data();
    void malformedRequests();
};

void TstCalcTheosis::specExamples_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("expected");
    // From spec/examples/basics.jsonl.
    QTest::newRow("theosis hero vs hero")
        << QByteArray(R"({"op":"calc","calc":"theosis.combat","attacker":{"kind":"hero","rank":2,"attack":3,"modifiers":[{"source":"Valor","value":1}],"weapon_damage":2,"damage_type":"physical"},"defender":{"kind":"hero","rank":7,"defense":1,"modifiers":[],"protections":[],"resistances":[],"health":9}})")
        << QByteArray(R"({"attack_total":4,"defense_total":1,"winner":"attacker","raw_damage":5,"damage":5,"health_after":4})");
    QTest::newRow("theosis defender holds")
        << QByteArray(R"({"op":"calc","calc":"theosis.combat","attacker":{"kind":"hero","rank":2,"attack":1,"modifiers":[],"weapon_damage":4},"defender":{"kind":"hero","rank":7,"defense":3,"modifiers":[],"protections":[],"resistances":[],"health":9}})")
        << QByteArray(R"({"winner":"defender","health_after":9})");
    QTest::newRow("theosis half by resistance")
        << QByteArray(R"({"op":"calc","calc":"theosis.combat","attacker":{"kind":"hero","rank":2,"attack":4,"modifiers":[],"weapon_damage":3,"damage_type":"light"},"defender":{"kind":"hero","rank":7,"defense":0,"modifiers":[],"protections":[],"resistances":["light"],"health":9}})")
        << QByteArray(R"({"raw_damage":7,"damage":3,"health_after":6})");
    // The sample request of the CLI spec and its sample response.
    QTest::newRow("spec sample")
        << QByteArray(R"({"op":"calc","calc":"theosis.combat","attacker":{"kind":"hero","rank":4,"attack":4,"modifiers":[{"source":"Artifact sword","value":1}],"weapon_damage":4,"damage_type":"fire","slaying":false},"defender":{"kind":"hero","rank":2,"defense":4,"modifiers":[],"protections":["ice","fire"],"resistances":["light"],"despair":false,"health":9}})")
        << QByteArray(R"({"attack_total":5,"defense_total":4,"winner":"attacker","raw_damage":5,"damage":1,"health_after":8})");
}

void TstCalcTheosis::specExamples()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, expected);
    const auto result = runCalc(request.constData());
    ARBITER_EXPECT_FIELDS(result, expected.constData());
    QVERIFY(!result->steps.empty());
}

// The rulebook's worked example: a +1 artifact sword with 4 damage wins 5 to 4
// with fire damage against a power granting fire protection: 5 raw damage,
// all stopped, yet the loser still drops from 9 to 8 health.
void TstCalcTheosis::artifactSwordAgainstFireProtection()
{
    const auto result = runCalc(theosisSwordAgainstFireProtection().request);
    ARBITER_EXPECT_FIELDS(result, R"({"attack_total":5,"defense_total":4,"winner":"attacker","raw_damage":5,"damage":1,"health_after":8})");
    const QStringList steps = renderedSteps(result.value());
    QCOMPARE(steps, (QStringList{
                        QStringLiteral("Attack total: attack value 4 with modifiers +1 (Artifact sword) = 5."),
                        QStringLiteral("Defense total: 4 (defense value, no modifiers)."),
                        QStringLiteral("Attack 5 beats defense 4: the attacker wins."),
                        QStringLiteral("Raw damage: difference 1 + weapon damage 4 = 5."),
                        QStringLiteral("Protection against fire damage stops it all: 5 becomes 0."),
                        QStringLiteral("A winning attacker always deals at least 1 damage to a hero: damage is 1."),
                        QStringLiteral("Health drops from 9 to 8."),
                    }));
}

// Each step links the rules entry it applies: the win by the totals to combat,
// the protection to damage types, the least-1 floor to combat, the Health to
// health; a tie between heroes to ranking, Despair to its own entry, and the
// slaying weapon and the stamina token to theirs.
void TstCalcTheosis::everyStepNamesItsRule()
{
    const auto sword = runCalc(theosisSwordAgainstFireProtection().request);
    QVERIFY(sword.ok());
    QCOMPARE(sword->stepRules, (std::vector<QString>{QStringLiteral("theosis.combat"), QStringLiteral("theosis.combat"),
                                                     QStringLiteral("theosis.combat"), QStringLiteral("theosis.combat"),
                                                     QStringLiteral("theosis.damage-types"), QStringLiteral("theosis.combat"),
                                                     QStringLiteral("theosis.health")}));

    const auto tie = runCalc(R"({"calc":"theosis.combat",
        "attacker":{"kind":"hero","rank":5,"attack":4,"weapon_damage":0},
        "defender":{"kind":"hero","rank":3,"defense":4,"despair":true,"health":9}})");
    QVERIFY(tie.ok());
    QCOMPARE(tie->stepRules.size(), tie->steps.size());
    QCOMPARE(renderEnglish(tie->steps.at(2)),
             QStringLiteral("Tie at 4: the defender's rank 3 is higher than the attacker's rank 5, so the defender holds."));
    QCOMPARE(tie->stepRules.at(2), QStringLiteral("theosis.ranking"));

    const auto despair = runCalc(R"({"calc":"theosis.combat",
        "attacker":{"kind":"hero","rank":2,"attack":4,"weapon_damage":3,"damage_type":"light"},
        "defender":{"kind":"hero","rank":7,"defense":0,"resistances":["light"],"despair":true,"health":9}})");
    QVERIFY(despair.ok());
    QCOMPARE(renderEnglish(despair->steps.at(5)), QStringLiteral("Despair halves what is left, rounded down: 3 becomes 1."));
    QCOMPARE(despair->stepRules.at(4), QStringLiteral("theosis.damage-types"));
    QCOMPARE(despair->stepRules.at(5), QStringLiteral("theosis.despair"));

    const auto slayer = runCalc(R"({"calc":"theosis.combat",
        "attacker":{"kind":"hero","attack":5,"weapon_damage":3,"slaying":true},
        "defender":{"kind":"monster","base_defense":2,"roll":1,"token":{"threshold":8}}})");
    QVERIFY(slayer.ok());
    QCOMPARE(slayer->stepRules, (std::vector<QString>{QStringLiteral("theosis.combat"), QStringLiteral("theosis.monsters"),
                                                      QStringLiteral("theosis.combat"), QStringLiteral("theosis.slaying"),
                                                      QStringLiteral("theosis.combat"), QStringLiteral("theosis.damage-types"),
                                                      QStringLiteral("theosis.monsters")}));

    // A monster's attack and its tie-to-the-hero follow the monster's own rules.
    const auto monster = runCalc(R"({"calc":"theosis.combat",
        "attacker":{"kind":"monster","attack_bonus":2,"roll":2,"damage":5},
        "defender":{"kind":"hero","rank":12,"defense":4,"health":9}})");
    QVERIFY(monster.ok());
    QCOMPARE(monster->stepRules.at(0), QStringLiteral("theosis.monster-attacks"));
    QCOMPARE(renderEnglish(monster->steps.at(2)), QStringLiteral("Tie at 4: every hero outranks a monster, so the defender holds."));
    QCOMPARE(monster->stepRules.at(2), QStringLiteral("theosis.monster-attacks"));
}

// A session records the sides it resolved as a request: read back, it gives
// the same answer, odds and all.
void TstCalcTheosis::sidesWrittenAsJsonReadBackTheSame()
{
    TheosisAttacker hero;
    hero.rank = 6;
    hero.value = 4;
    hero.modifiers = {TheosisModifier{QStringLiteral("Artifact sword"), 1}, TheosisModifier{QStringLiteral("Terror"), -1}};
    hero.damage = 4;
    hero.damageType = QStringLiteral("fire");
    hero.slaying = true;
    TheosisDefender monster;
    monster.kind = TheosisCombatKind::Monster;
    monster.value = 2;
    monster.threshold = 3;
    monster.mitigation.resistances = {QStringLiteral("fire")};
    const QJsonObject request{{QStringLiteral("calc"), QStringLiteral("theosis.combat")},
                              {QStringLiteral("attacker"), toJson(hero)},
                              {QStringLiteral("defender"), toJson(monster)}};
    QVERIFY(!request.value(QStringLiteral("defender")).toObject().contains(QStringLiteral("roll")));
    const auto typed = theosisCombat(hero, monster);
    const auto read = runCalc(request);
    QVERIFY(typed.ok() && read.ok());
    QCOMPARE(read->fields, typed->fields);
    QCOMPARE(renderedSteps(read.value()), renderedSteps(typed.value()));
    QCOMPARE(read->stepRules, typed->stepRules);

    TheosisAttacker beast;
    beast.kind = TheosisCombatKind::Monster;
    beast.value = 3;
    beast.roll = 2;
    beast.damage = 5;
    beast.damageType = QStringLiteral("acid");
    TheosisDefender guard;
    guard.rank = 4;
    guard.value = 3;
    guard.modifiers = {TheosisModifier{QStringLiteral("Aegis"), 1}};
    guard.mitigation = {{QStringLiteral("ice")}, {QStringLiteral("acid")}, true};
    guard.health = 9;
    const auto beastRead = runCalc(QJsonObject{{QStringLiteral("calc"), QStringLiteral("theosis.combat")},
                                               {QStringLiteral("attacker"), toJson(beast)},
                                               {QStringLiteral("defender"), toJson(guard)}});
    QVERIFY(beastRead.ok());
    // 3 + 2 against 3 + 1: difference 1 plus 5 acid, resisted to 3, Despair leaves 1.
    ARBITER_EXPECT_FIELDS(beastRead, R"({"attack_total":5,"defense_total":4,"raw_damage":6,"damage":1,"health_after":8})");
    QCOMPARE(beastRead->fields, theosisCombat(beast, guard)->fields);
}

// Sides held as values meet the limits a request meets (a content pack may
// carry a value no request would pass), refused with the same codes.
void TstCalcTheosis::sidesAsValuesKeepTheRequestLimits()
{
    TheosisAttacker attacker;
    attacker.rank = 1;
    attacker.value = 21;
    attacker.damageType = QStringLiteral("physical");
    TheosisDefender defender;
    defender.rank = 2;
    defender.value = 3;
    defender.health = 9;
    auto refused = theosisCombat(attacker, defender);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().code, QStringLiteral("request.range"));
    QCOMPARE(renderEnglish(refused.error().message), QStringLiteral("attacker.attack must be between 0 and 20."));

    attacker.value = 3;
    attacker.damageType = QString();
    refused = theosisCombat(attacker, defender);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().code, QStringLiteral("request.choice"));

    attacker.damageType = QStringLiteral("physical");
    defender.health = 0; // a fallen hero fights no more
    refused = theosisCombat(attacker, defender);
    QVERIFY(!refused.ok());
    QCOMPARE(renderEnglish(refused.error().message), QStringLiteral("defender.health must be between 1 and 99."));

    defender.health = 9;
    defender.mitigation.resistances = {QStringLiteral("wood")};
    refused = theosisCombat(attacker, defender);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().code, QStringLiteral("request.choice"));
    QVERIFY(renderEnglish(refused.error().message).startsWith(QStringLiteral("defender.resistances[0] must be one of")));

    defender.mitigation.resistances.clear();
    QVERIFY(theosisCombat(attacker, defender).ok());
}

void TstCalcTheosis::slayerOddsOverAnUnrolledMonster()
{
    const TheosisWorkedExample example = theosisSlayerAgainstUnrolledMonster();
    const auto typed = theosisCombat(example.attacker, example.defender);
    QVERIFY(typed.ok());
    const QJsonObject odds = typed->fields.value(QStringLiteral("odds")).toObject();
    QCOMPARE(odds.value(QStringLiteral("attacker_wins")).toObject(),
             (QJsonObject{{QStringLiteral("num"), 3}, {QStringLiteral("den"), 4}, {QStringLiteral("p"), 0.75}}));
    QCOMPARE(odds.value(QStringLiteral("token_removed")).toObject(),
             (QJsonObject{{QStringLiteral("num"), 1}, {QStringLiteral("den"), 4}, {QStringLiteral("p"), 0.25}}));
    const QJsonArray byRoll = typed->fields.value(QStringLiteral("by_roll")).toArray();
    QCOMPARE(fieldMismatch(byRoll.at(0).toObject(), jsonObject(R"({"roll":1,"raw_damage":6,"damage":3,"token_removed":true})")), QString());
    QCOMPARE(fieldMismatch(byRoll.at(2).toObject(), jsonObject(R"({"roll":3,"winner":"attacker","raw_damage":4,"damage":2})")), QString());
    QCOMPARE(runCalc(example.request)->fields, typed->fields);
}

// The odds over an unrolled d4 name the monster rules of whichever side the
// monster is on.
void TstCalcTheosis::oddsStepsNameTheirRules()
{
    const auto defending = runCalc(R"({"calc":"theosis.combat",
        "attacker":{"kind":"hero","attack":5,"weapon_damage":2},
        "defender":{"kind":"monster","base_defense":2,"token":{"threshold":3}}})");
    QVERIFY(defending.ok());
    QCOMPARE(defending->stepRules.size(), defending->steps.size());
    QCOMPARE(defending->stepRules.front(), QStringLiteral("theosis.combat"));
    for (std::size_t i = 1; i < defending->stepRules.size(); ++i)
        QCOMPARE(defending->stepRules[i], QStringLiteral("theosis.monsters"));

    const auto attacking = runCalc(R"({"calc":"theosis.combat",
        "attacker":{"kind":"monster","attack_bonus":2,"damage":4},
        "defender":{"kind":"hero","rank":4,"defense":4,"health":9}})");
    QVERIFY(attacking.ok());
    QCOMPARE(attacking->stepRules.size(), attacking->steps.size());
    QCOMPARE(attacking->stepRules.front(), QStringLiteral("theosis.combat"));
    for (std::size_t i = 1; i < attacking->stepRules.size(); ++i)
        QCOMPARE(attacking->stepRules[i], QStringLiteral("theosis.monster-attacks"));
}

// The rulebook's first combat: 4 against 4, and the defender ranks higher.
void TstCalcTheosis::tieGoesToTheHigherRank()
{
    const char *defenderHigher = R"({"calc":"theosis.combat",
        "attacker":{"kind":"hero","rank":5,"attack":4,"weapon_damage":0,"damage_type":"fire"},
        "defender":{"kind":"hero","rank":3,"defense":4,"health":9}})";
    ARBITER_EXPECT_FIELDS(runCalc(defenderHigher),
                          R"({"winner":"defender","raw_damage":0,"damage":0,"health_after":9})");

    const char *attackerHigher = R"({"calc":"theosis.combat",
        "attacker":{"kind":"hero","rank":1,"attack":4,"weapon_damage":2},
        "defender":{"kind":"hero","rank":3,"defense":4,"health":9}})";
    const auto result = runCalc(attackerHigher);
    ARBITER_EXPECT_FIELDS(result, R"({"winner":"attacker","raw_damage":2,"damage":2,"health_after":7})");
    QVERIFY(renderedSteps(result.value())
                .contains(QStringLiteral("Tie at 4: the attacker's rank 1 is higher than the defender's rank 3, so the "
                                         "attacker wins.")));
}

// The rulebook's monster example: power 3 plus four +1 bonuses is 7 against
// base 2 and a rolled 4; 5 physical damage halved by the token's resistance
// is 2, below its threshold of 3.
void TstCalcTheosis::monsterTokenSurvivesResistedHit()
{
    const auto result = runCalc(R"({"calc":"theosis.combat",
        "attacker":{"kind":"hero","attack":3,"weapon_damage":4,"modifiers":[
            {"source":"Artifact","value":1},{"source":"Blessing","value":1},{"source":"Ritual","value":1},{"source":"Skill","value":1}]},
        "defender":{"kind":"monster","base_defense":2,"roll":4,"token":{"threshold":3,"protections":[],"resistances":["physical"]}}})");
    ARBITER_EXPECT_FIELDS(result, R"({"attack_total":7,"defense_total":6,"winner":"attacker","raw_damage":5,"damage":2,"token_removed":false})");
    QVERIFY(!result->fields.contains(QStringLiteral("health_after")));
    QVERIFY(renderedSteps(result.value())
                .contains(QStringLiteral("Resistance to physical damage halves it, rounded down: 5 becomes 2.")));
}

// ...and with a (4,0) power instead the damage is 6, halved to 3: enough.
void TstCalcTheosis::monsterTokenFallsToAStrongerPower()
{
    const auto result = runCalc(R"({"calc":"theosis.combat",
        "attacker":{"kind":"hero","attack":4,"weapon_damage":4,"modifiers":[{"value":1},{"value":1},{"value":1},{"value":1}]},
        "defender":{"kind":"monster","base_defense":2,"roll":4,"token":{"threshold":3,"resistances":["physical"]}}})");
    ARBITER_EXPECT_FIELDS(result, R"({"attack_total":8,"raw_damage":6,"damage":3,"token_removed":true})");
}

void TstCalcTheosis::despairHalvesAfterResistance()
{
    // 7 light damage, resisted to 3, then Despair leaves 1.
    ARBITER_EXPECT_FIELDS(runCalc(R"({"calc":"theosis.combat",
        "attacker":{"kind":"hero","rank":2,"attack":4,"weapon_damage":3,"damage_type":"light"},
        "defender":{"kind":"hero","rank":7,"defense":0,"resistances":["light"],"despair":true,"health":9}})"),
                          R"({"raw_damage":7,"damage":1,"health_after":8})");
    // Without resistance Despair alone halves 9 to 4.
    ARBITER_EXPECT_FIELDS(runCalc(R"({"calc":"theosis.combat",
        "attacker":{"kind":"hero","rank":2,"attack":5,"weapon_damage":4,"damage_type":"void"},
        "defender":{"kind":"hero","rank":7,"defense":0,"despair":true,"health":9}})"),
                          R"({"raw_damage":9,"damage":4,"health_after":5})");
}

void TstCalcTheosis::despairStillLosesOneHealth()
{
    // 1 raw damage halved to 0 by Despair: the loser still takes 1.
    ARBITER_EXPECT_FIELDS(runCalc(R"({"calc":"theosis.combat",
        "attacker":{"kind":"hero","rank":2,"attack":3,"weapon_damage":0},
        "defender":{"kind":"hero","rank":7,"defense":2,"despair":true,"health":3}})"),
                          R"({"raw_damage":1,"damage":1,"health_after":2})");
}

void TstCalcTheosis::slayingDoublesWeaponDamageAgainstMonstersOnly()
{
    // 5 against 2 + 1: difference 2, weapon 3 doubled to 6.
    const auto againstMonster = runCalc(R"({"calc":"theosis.combat",
        "attacker":{"kind":"hero","attack":5,"weapon_damage":3,"slaying":true},
        "defender":{"kind":"monster","base_defense":2,"roll":1,"token":{"threshold":8}}})");
    ARBITER_EXPECT_FIELDS(againstMonster, R"({"raw_damage":8,"damage":8,"token_removed":true})");
    QVERIFY(renderedSteps(againstMonster.value())
                .contains(QStringLiteral("A slaying weapon doubles its damage against a monster: 3 becomes 6.")));

    ARBITER_EXPECT_FIELDS(runCalc(R"({"calc":"theosis.combat",
        "attacker":{"kind":"hero","rank":1,"attack":5,"weapon_damage":3,"slaying":true},
        "defender":{"kind":"hero","rank":2,"defense":3,"health":9}})"),
                          R"({"raw_damage":5,"damage":5,"health_after":4})");
}

void TstCalcTheosis::heroWinsTiesAgainstMonsters()
{
    // Hero attacking: 4 against 2 + 2 is a tie, and the hero wins it.
    ARBITER_EXPECT_FIELDS(runCalc(R"({"calc":"theosis.combat",
        "attacker":{"kind":"hero","attack":4,"weapon_damage":3},
        "defender":{"kind":"monster","base_defense":2,"roll":2,"token":{"threshold":4}}})"),
                          R"({"winner":"attacker","raw_damage":3,"damage":3,"token_removed":false})");
    // Monster attacking: 2 + 2 against defense 4 is a tie, and the hero holds.
    ARBITER_EXPECT_FIELDS(runCalc(R"({"calc":"theosis.combat",
        "attacker":{"kind":"monster","attack_bonus":2,"roll":2,"damage":5},
        "defender":{"kind":"hero","rank":12,"defense":4,"health":9}})"),
                          R"({"winner":"defender","damage":0,"health_after":9})");
}

void TstCalcTheosis::monsterAttackUsesItsDamage()
{
    // 3 + 2 against 3: difference 2 plus 5 acid damage, halved by acid resistance.
    const auto result = runCalc(R"({"calc":"theosis.combat",
        "attacker":{"kind":"monster","attack_bonus":3,"roll":2,"damage":5,"damage_type":"acid"},
        "defender":{"kind":"hero","defense":3,"resistances":["acid"],"health":9}})");
    ARBITER_EXPECT_FIELDS(result, R"({"attack_total":5,"defense_total":3,"winner":"attacker","raw_damage":7,"damage":3,"health_after":6})");
    QVERIFY(renderedSteps(result.value()).contains(QStringLiteral("Monster attack: bonus 3 + d4 roll 2 = 5.")));
}

// Attack 5, weapon 2, against base defense 2 + d4 (3..6), token threshold 3:
// faces 1-3 lose (face 3 by the tie), face 4 holds; damage 4, 3, 2.
void TstCalcTheosis::oddsOverMonsterDefenseRoll()
{
    const auto result = runCalc(R"({"calc":"theosis.combat",
        "attacker":{"kind":"hero","attack":5,"weapon_damage":2},
        "defender":{"kind":"monster","base_defense":2,"token":{"threshold":3}}})");
    QVERIFY(result.ok());
    const QJsonObject fields = result->fields;
    QCOMPARE(fields.value(QStringLiteral("attack_total")).toInt(), 5);
    QVERIFY(!fields.contains(QStringLiteral("winner")));
    const QJsonObject odds = fields.value(QStringLiteral("odds")).toObject();
    QCOMPARE(odds.value(QStringLiteral("attacker_wins")).toObject(),
             (QJsonObject{{QStringLiteral("num"), 3}, {QStringLiteral("den"), 4}, {QStringLiteral("p"), 0.75}}));
    QCOMPARE(odds.value(QStringLiteral("token_removed")).toObject(),
             (QJsonObject{{QStringLiteral("num"), 1}, {QStringLiteral("den"), 2}, {QStringLiteral("p"), 0.5}}));

    const QJsonArray byRoll = fields.value(QStringLiteral("by_roll")).toArray();
    QCOMPARE(byRoll.size(), 4);
    QCOMPARE(fieldMismatch(byRoll.at(0).toObject(),
                           jsonObject(R"({"roll":1,"defense_total":3,"winner":"attacker","damage":4,"token_removed":true})")),
             QString());
    QCOMPARE(fieldMismatch(byRoll.at(2).toObject(),
                           jsonObject(R"({"roll":3,"defense_total":5,"winner":"attacker","damage":2,"token_removed":false})")),
             QString());
    QCOMPARE(fieldMismatch(byRoll.at(3).toObject(), jsonObject(R"({"roll":4,"winner":"defender","damage":0})")), QString());
    const QStringList steps = renderedSteps(result.value());
    QVERIFY(steps.contains(QStringLiteral("Chance that the attacker wins: 3/4.")));
    QVERIFY(steps.contains(QStringLiteral("Chance that the stamina token is removed: 1/2.")));
}

// Bonus 2 + d4 (3..6) with 4 damage against defense 4: faces 3 and 4 win
// with 5 and 6 damage; expected damage 11/4.
void TstCalcTheosis::oddsOverMonsterAttackRoll()
{
    const auto result = runCalc(R"({"calc":"theosis.combat",
        "attacker":{"kind":"monster","attack_bonus":2,"damage":4},
        "defender":{"kind":"hero","rank":4,"defense":4,"health":9}})");
    QVERIFY(result.ok());
    const QJsonObject odds = result->fields.value(QStringLiteral("odds")).toObject();
    QCOMPARE(result->fields.value(QStringLiteral("defense_total")).toInt(), 4);
    QCOMPARE(odds.value(QStringLiteral("attacker_wins")).toObject(),
             (QJsonObject{{QStringLiteral("num"), 1}, {QStringLiteral("den"), 2}, {QStringLiteral("p"), 0.5}}));
    QCOMPARE(odds.value(QStringLiteral("expected_damage")).toObject(),
             (QJsonObject{{QStringLiteral("num"), 11}, {QStringLiteral("den"), 4}, {QStringLiteral("p"), 2.75}}));
    QVERIFY(!odds.contains(QStringLiteral("token_removed")));
    const QJsonArray byRoll = result->fields.value(QStringLiteral("by_roll")).toArray();
    QCOMPARE(fieldMismatch(byRoll.at(3).toObject(), jsonObject(R"({"roll":4,"attack_total":6,"damage":6,"health_after":3})")),
             QString());
}

void TstCalcTheosis::healthNeverGoesBelowZero()
{
    ARBITER_EXPECT_FIELDS(runCalc(R"({"calc":"theosis.combat",
        "attacker":{"kind":"hero","rank":1,"attack":5,"weapon_damage":6},
        "defender":{"kind":"hero","rank":2,"defense":0,"health":3}})"),
                          R"({"raw_damage":11,"damage":11,"health_after":0})");
}

void TstCalcTheosis::malformedRequests_data()
{
    QTest::addColumn<QByteArray>("request");
    const QByteArray hero = R"("attacker":{"kind":"hero","rank":1,"attack":3})";
    const QByteArray target = R"("defender":{"kind":"hero","rank":2,"defense":3,"health":9})";
    QTest::newRow("no attacker") << QByteArray(R"({"calc":"theosis.combat",)" + target + "}");
    QTest::newRow("no defender") << QByteArray(R"({"calc":"theosis.combat",)" + hero + "}");
    QTest::newRow("unknown kind") << QByteArray(R"({"calc":"theosis.combat","attacker":{"kind":"god","attack":3},)" + target + "}");
    QTest::newRow("attack as text") << QByteArray(R"({"calc":"theosis.combat","attacker":{"kind":"hero","rank":1,"attack":"3"},)" + target + "}");
    QTest::newRow("attack out of range") << QByteArray(R"({"calc":"theosis.combat","attacker":{"kind":"hero","rank":1,"attack":99},)" + target + "}");
    QTest::newRow("unknown damage type") << QByteArray(R"({"calc":"theosis.combat","attacker":{"kind":"hero","rank":1,"attack":3,"damage_type":"poison"},)" + target + "}");
    QTest::newRow("unknown protection") << QByteArray(R"({"calc":"theosis.combat",)" + hero + R"(,"defender":{"kind":"hero","rank":2,"defense":3,"health":9,"protections":["wood"]}})");
    QTest::newRow("modifier without value") << QByteArray(R"({"calc":"theosis.combat","attacker":{"kind":"hero","rank":1,"attack":3,"modifiers":[{"source":"Valor"}]},)" + target + "}");
    QTest::newRow("missing health") << QByteArray(R"({"calc":"theosis.combat",)" + hero + R"(,"defender":{"kind":"hero","rank":2,"defense":3}})");
    QTest::newRow("rank 0") << QByteArray(R"({"calc":"theosis.combat","attacker":{"kind":"hero","rank":0,"attack":3},)" + target + "}");
    QTest::newRow("same rank") << QByteArray(R"({"calc":"theosis.combat","attacker":{"kind":"hero","rank":2,"attack":3},)" + target + "}");
    QTest::newRow("heroes without rank") << QByteArray(R"({"calc":"theosis.combat","attacker":{"kind":"hero","attack":3},)" + target + "}");
    QTest::newRow("d4 shows 5") << QByteArray(R"({"calc":"theosis.combat",)" + hero + R"(,"defender":{"kind":"monster","base_defense":2,"roll":5,"token":{"threshold":3}}})");
    QTest::newRow("monster without token") << QByteArray(R"({"calc":"theosis.combat",)" + hero + R"(,"defender":{"kind":"monster","base_defense":2,"roll":1}})");
    QTest::newRow("two monsters") << QByteArray(R"({"calc":"theosis.combat","attacker":{"kind":"monster","attack_bonus":2,"roll":1,"damage":3},"defender":{"kind":"monster","base_defense":2,"roll":1,"token":{"threshold":3}}})");
}

void TstCalcTheosis::malformedRequests()
{
    QFETCH(QByteArray, request);
    ARBITER_EXPECT_BAD_REQUEST(runCalc(request.constData()));
}

QTEST_GUILESS_MAIN(TstCalcTheosis)
// The typed entry point (what a screen holding the sides calls) answers the
// rulebook's worked example exactly as the JSON request does, and refuses
// two heroes without ranks the same way.
void TstCalcTheosis::sidesAsValuesGiveTheWorkedExample()
{
    auto [attacker, defender, request] = theosisSwordAgainstFireProtection();
    const auto typed = theosisCombat(attacker, defender);
    QVERIFY(typed.ok());
    QCOMPARE(fieldMismatch(typed->fields,
                           jsonObject(R"({"attack_total":5,"defense_total":4,"winner":"attacker","raw_damage":5,"damage":1,"health_after":8})")),
             QString());
    QCOMPARE(typed->fields.size(), 6);
    QCOMPARE(renderedSteps(typed.value()).size(), 7);
    const auto read = runCalc(request);
    QCOMPARE(read->fields, typed->fields);
    QCOMPARE(renderedSteps(read.value()), renderedSteps(typed.value()));
    QCOMPARE(read->stepRules, typed->stepRules);

    attacker.rank.reset();
    const auto refused = theosisCombat(attacker, defender);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().code, QStringLiteral("request.field"));
}

#include "tst_calc_theosis.moc"
