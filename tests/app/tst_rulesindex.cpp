#include "core/calculation.h"
#include "rules/RulesIndex.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;

namespace {

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(content);
    return path;
}

} // namespace

class TestRulesIndex : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void shippedReferenceLoadsCleanly()
    {
        RulesIndex index;
        QVERIFY2(index.problems().isEmpty(), qPrintable(index.problems().join(QLatin1Char('\n'))));
        QVERIFY(index.size() > 50);
        for (const QString &game : {QStringLiteral("general"), QStringLiteral("exiled-legends"), QStringLiteral("super-fantasy-brawl"),
                                    QStringLiteral("theosis"), QStringLiteral("the-banishing")})
            QVERIFY2(index.games().contains(game), qPrintable(game));
    }

    void idsThatTheEngineNamesExist()
    {
        // Every rule id the engine's refusals point at must open an entry.
        RulesIndex index;
        const QStringList referenced{
            QStringLiteral("core.counters"),       QStringLiteral("core.undo"),
            QStringLiteral("core.sessions"),       QStringLiteral("core.physical-dice"),
            QStringLiteral("core.dice-notation"),  QStringLiteral("core.hex-movement"),
            QStringLiteral("core.hex-areas"),      QStringLiteral("theosis.combat"),
            QStringLiteral("super-fantasy-brawl.push"), QStringLiteral("exiled-legends.precise-attack"),
            QStringLiteral("exiled-legends.mass-attack"), QStringLiteral("the-banishing.matched-sets")};
        for (const QString &id : referenced)
            QVERIFY2(index.entry(id).has_value(), qPrintable(id));
    }

    void ruleIdsOfCalculatorStepsExist()
    {
        // A calculator step links its rules entry by id: every id that a
        // spread of Theosis combats names must open an entry.
        RulesIndex index;
        const char *const requests[] = {
            R"({"attacker":{"kind":"hero","rank":6,"attack":4,"modifiers":[{"value":1}],"weapon_damage":4,"damage_type":"fire"},
                "defender":{"kind":"hero","rank":3,"defense":4,"protections":["fire"],"health":9}})",
            R"({"attacker":{"kind":"hero","rank":5,"attack":4},"defender":{"kind":"hero","rank":3,"defense":4,"health":9}})",
            R"({"attacker":{"kind":"hero","rank":1,"attack":4},"defender":{"kind":"hero","rank":3,"defense":2,"health":9}})",
            R"({"attacker":{"kind":"hero","rank":2,"attack":4,"weapon_damage":3,"damage_type":"light"},
                "defender":{"kind":"hero","rank":7,"defense":0,"resistances":["light"],"despair":true,"health":9}})",
            R"({"attacker":{"kind":"hero","attack":5,"weapon_damage":3,"slaying":true},
                "defender":{"kind":"monster","base_defense":2,"roll":1,"token":{"threshold":8}}})",
            R"({"attacker":{"kind":"hero","attack":4,"weapon_damage":3},"defender":{"kind":"monster","base_defense":2,"roll":2,"token":{"threshold":4}}})",
            R"({"attacker":{"kind":"hero","attack":5,"weapon_damage":2},"defender":{"kind":"monster","base_defense":2,"token":{"threshold":3}}})",
            R"({"attacker":{"kind":"monster","attack_bonus":2,"roll":2,"damage":5},"defender":{"kind":"hero","rank":12,"defense":4,"health":9}})",
            R"({"attacker":{"kind":"monster","attack_bonus":3,"roll":2,"damage":5},"defender":{"kind":"hero","defense":3,"health":9}})",
            R"({"attacker":{"kind":"monster","attack_bonus":2,"damage":4},"defender":{"kind":"hero","rank":4,"defense":4,"health":9}})"};
        const Calculator *combat = findCalculator(QStringLiteral("theosis.combat"));
        QVERIFY(combat);
        QSet<QString> named;
        for (const char *request : requests) {
            const auto result = (*combat)(QJsonDocument::fromJson(request).object());
            QVERIFY2(result.ok(), request);
            QCOMPARE(result->stepRules.size(), result->steps.size());
            for (const QString &id : result->stepRules)
                named.insert(id);
        }
        QVERIFY(named.size() >= 8); // every entry the combat steps use
        for (const QString &id : std::as_const(named))
            QVERIFY2(index.entry(id).has_value(), qPrintable(id));
    }

    void prefixSearchFindsKeywords()
    {
        RulesIndex index;
        const auto blood = index.search(QStringLiteral("blood"), QStringLiteral("super-fantasy-brawl"), 5);
        QVERIFY(!blood.empty());
        QCOMPARE(blood.front().title, QStringLiteral("Bloodied"));
        const auto push = index.search(QStringLiteral("push"), {}, 5);
        QVERIFY(!push.empty());
        QCOMPARE(push.front().title, QStringLiteral("Push"));
        QCOMPARE(push.front().game, QStringLiteral("super-fantasy-brawl"));
    }

    void gameFilterAndMarks()
    {
        RulesIndex index;
        const auto hits = index.search(QStringLiteral("dice"), QStringLiteral("general"), 10, QStringLiteral("<b>"), QStringLiteral("</b>"));
        QVERIFY(!hits.empty());
        for (const RuleHit &hit : hits)
            QCOMPARE(hit.game, QStringLiteral("general"));
        QVERIFY(hits.front().snippet.contains(QStringLiteral("<b>")));
        QVERIFY(index.search(QStringLiteral("dice"), QStringLiteral("no-such-game"), 10).empty());
    }

    void hostileQueriesAreHarmless()
    {
        RulesIndex index;
        for (const QString &q : {QStringLiteral("\"unbalanced"), QStringLiteral("a OR"), QStringLiteral("NEAR(x y)"),
                                 QStringLiteral("*"), QStringLiteral("title:push"), QStringLiteral(""), QStringLiteral("-'\")(")})
            (void)index.search(q); // must neither crash nor throw
        QVERIFY(index.search(QStringLiteral("   ")).empty());
        QVERIFY(!index.search(QStringLiteral("title:push")).empty()); // read as two words
    }

    void brokenContentIsReportedNotFatal()
    {
        QTemporaryDir dir;
        const QString good = writeFile(dir, QStringLiteral("good.json"),
                                       R"({"game":"general","entries":[{"id":"x.one","title":"Gravity","text":"Things fall down."}]})");
        const QString broken = writeFile(dir, QStringLiteral("broken.json"), "{\"game\": \"general\", \"entries\": [");
        const QString partial = writeFile(dir, QStringLiteral("partial.json"),
                                          R"({"game":"general","entries":[{"id":"x.two","title":""},{"id":"x.one","title":"Again","text":"Dup"}]})");
        RulesIndex index({good, broken, partial, dir.filePath(QStringLiteral("missing.json"))});
        QCOMPARE(index.size(), 1);
        QCOMPARE(index.problems().size(), 4);
        QVERIFY(index.problems().at(0).contains(QStringLiteral("broken.json")));
        QCOMPARE(index.search(QStringLiteral("grav")).size(), std::size_t{1});
    }
};

QTEST_GUILESS_MAIN(TestRulesIndex)
#include "tst_rulesindex.moc"
