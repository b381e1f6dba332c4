#include "content/ContentLibrary.h"
#include "content/ContentText.h"
#include "rules/RulesIndex.h"
#include "text/ContentPathWords.h"

#include <QDir>
#include <QJsonArray>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace arbiter;

namespace {

// Every string of a shipped pack is something a player reads, except the
// ones listed here: ids, the game's own codes (kinds, types, triggers, damage
// types: the screens name those through their own translated words) and
// proper names that read the same in German (Gold'arr, Kotronas). A field
// added to a pack is checked from the start; leaving it out needs a line here.
// Only strings are collected: number fields (Exiled Legends' "strength",
// "roll_min", "cost") never need one.

// An Exiled Legends ability's codes, wherever the pack holds an ability: its
// kind, trigger and targets, its computed effects, which name an effect of
// ability.use, roles ("self", "champion", "attacker", "owner") and ids, and
// the corrections of its by-hand marking.
QSet<QString> legendsAbilityCodes()
{
    QSet<QString> codes;
    for (const char *ability : {"heroes[].champion", "heroes[].support", "legends[].team", "legends[].hero.champion[]",
                                "legends[].hero.support[]"})
        for (const char *field : {"kind", "trigger", "targets", "effects[].effect", "effects[].hero", "effects[].to",
                                  "effects[].support", "effects[].player", "effects[].legend", "by_hand[]"})
            codes << QString::fromLatin1(ability) + QLatin1Char('.') + QString::fromLatin1(field);
    return codes;
}

const QHash<QString, QSet<QString>> &notForReading()
{
    static const QHash<QString, QSet<QString>> fields{
        {QStringLiteral("exiled-legends"),
         legendsAbilityCodes() + QSet<QString>{QStringLiteral("heroes[].type"), QStringLiteral("legends[].type"),
                                               QStringLiteral("legends[].bane.timing"), QStringLiteral("spheres[].type"),
                                               QStringLiteral("legends[].bane.by_hand[]"), QStringLiteral("spheres[].by_hand[]")}},
        {QStringLiteral("the-banishing"),
         {QStringLiteral("first_game[]"), QStringLiteral("more_players[]"), QStringLiteral("cards[].kind"),
          QStringLiteral("characters[].abilities[].cards_to"), QStringLiteral("characters[].abilities[].handling"),
          QStringLiteral("characters[].abilities[].corrections[]")}},
        {QStringLiteral("theosis"),
         {QStringLiteral("alignments[]"), QStringLiteral("tracks[][]"), QStringLiteral("thieves_guild[]"),
          QStringLiteral("heroes[].alignment"), QStringLiteral("heroes[].slots[].accepts[]"), QStringLiteral("heroes[].skills[].shape"),
          QStringLiteral("heroes[].skills[].damage_type"), QStringLiteral("heroes[].skills[].kind"), QStringLiteral("powers[].alignment"),
          QStringLiteral("powers[].type"), QStringLiteral("powers[].damage_type"), QStringLiteral("powers[].effect"),
          QStringLiteral("powers[].boosted_by"), QStringLiteral("powers[].protections[]"), QStringLiteral("items[].kind"),
          QStringLiteral("items[].type"), QStringLiteral("items[].resistances[]"), QStringLiteral("items[].protections[]"),
          QStringLiteral("rituals[].effect"), QStringLiteral("rituals[].token.damage_type"), QStringLiteral("monsters[].name"),
          QStringLiteral("monsters[].actions[].attacks[].damage_type"), QStringLiteral("monsters[].actions[].attacks[].range"),
          QStringLiteral("monsters[].actions[].effect"), QStringLiteral("monsters[].rider_actions[].attacks[].damage_type"),
          QStringLiteral("monsters[].rider_actions[].attacks[].range"),
          QStringLiteral("monsters[].rider_actions[].attacks[].destroy"), QStringLiteral("monsters[].rider_actions[].effect"),
          QStringLiteral("stamina_tokens[].resistances[]"), QStringLiteral("stamina_tokens[].protections[]"),
          // The corrections a by-hand text offers are codes; its "do" words are read.
          QStringLiteral("heroes[].skills[].by_hand.corrections[]"), QStringLiteral("powers[].by_hand.corrections[]"),
          QStringLiteral("rituals[].by_hand.corrections[]"), QStringLiteral("monsters[].actions[].by_hand.corrections[]"),
          QStringLiteral("monsters[].rider_actions[].by_hand.corrections[]")}},
        {QStringLiteral("super-fantasy-brawl"),
         {QStringLiteral("champions[].name"), QStringLiteral("champions[].cards[].core"),
          QStringLiteral("champions[].cards[].type"), QStringLiteral("champions[].cards[].targeting")}},
    };
    return fields;
}

bool isForReading(const QString &game, const QString &path)
{
    if (path == QLatin1String("game") || path == QLatin1String("id") || path.endsWith(QLatin1String(".id")))
        return false;
    return !notForReading().value(game).contains(path);
}

// Every string of the pack with its path, indices written as "[]".
void collect(const QJsonValue &value, const QString &path, QList<QPair<QString, QString>> &out)
{
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            if (it.key() != QLatin1String("translations"))
                collect(it.value(), path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key(), out);
    } else if (value.isArray()) {
        for (const QJsonValue &v : value.toArray())
            collect(v, path + QStringLiteral("[]"), out);
    } else if (value.isString()) {
        out.append({path, value.toString()});
    }
}

} // namespace

class TestContentGerman : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // An editor's refusal names the cards it went through, never the reader's path.
    void aReadersPathReadsAsTheCardsNames()
    {
        const QJsonObject pack{
            {QStringLiteral("champions"),
             QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Brute")},
                                    {QStringLiteral("cards"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Smash")}},
                                                                         QJsonObject{}}}}}}};
        QCOMPARE(contentPathInWords(pack, QStringLiteral("content.champions[0].cards[0].targeting")),
                 QStringLiteral("Brute, Smash: targeting"));
        QCOMPARE(contentPathInWords(pack, QStringLiteral("content.champions[0].cards[1].movement_mode")),
                 QStringLiteral("Brute, cards 2: movement mode"));
        QCOMPARE(contentPathInWords(pack, QStringLiteral("content.champions[0]")), QStringLiteral("Brute"));
        const Phrase refusal = phrase(QT_TRANSLATE_NOOP("Engine", "%1 must be a whole number."),
                                      QStringLiteral("content.champions[0].cards[0].damage"));
        QCOMPARE(contentProblemText(pack, refusal), QStringLiteral("Brute, Smash: damage must be a whole number."));
        // Words that are no path stay as they are.
        QCOMPARE(contentProblemText(pack, phrase(QT_TRANSLATE_NOOP("Engine", "%1 must be a whole number."), QStringLiteral("Smash"))),
                 QStringLiteral("Smash must be a whole number."));
    }

    void everyShippedTextHasGerman_data()
    {
        QTest::addColumn<QString>("game");
        for (const QString &game : notForReading().keys())
            QTest::newRow(qPrintable(game)) << game;
    }

    void everyShippedTextHasGerman()
    {
        QFETCH(QString, game);
        ContentLibrary library(QDir::tempPath() + QStringLiteral("/no-user-packs"));
        const QJsonObject pack = library.shippedPack(game).value();
        QVERIFY(!pack.isEmpty());
        QList<QPair<QString, QString>> strings;
        collect(pack, {}, strings);
        QStringList missing;
        int checked = 0;
        for (const auto &[path, english] : strings) {
            if (!isForReading(game, path))
                continue;
            ++checked;
            if (content_text::translation(pack, QStringLiteral("de"), english).isEmpty())
                missing << path + QStringLiteral(": ") + english;
        }
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("No German for:\n") + missing.join(QLatin1Char('\n'))));
        QVERIFY(checked > 0);
    }

    void localizedFollowsTheDefaultLocale()
    {
        const QString english = QStringLiteral("Pay 1 MP: swap your Champion with this Support.");
        QLocale::setDefault(QLocale(QStringLiteral("de")));
        QCOMPARE(content_text::localized(english), QStringLiteral("Zahle 1 MP: Tausche deinen Champion mit diesem Support."));
        QLocale::setDefault(QLocale(QStringLiteral("en")));
        QCOMPARE(content_text::localized(english), english);
        // Text a pack does not translate (a table's own card) stays as written.
        QCOMPARE(content_text::localized(QStringLiteral("My own card"), QStringLiteral("de")), QStringLiteral("My own card"));
    }

    void editedEnglishKeepsItsGerman()
    {
        QJsonObject pack;
        content_text::setTranslation(pack, QStringLiteral("de"), QStringLiteral("Draw 1 card."), QStringLiteral("Ziehe 1 Karte."));
        content_text::rekey(pack, QStringLiteral("Draw 1 card."), QStringLiteral("Draw one card."));
        QCOMPARE(content_text::translation(pack, QStringLiteral("de"), QStringLiteral("Draw one card.")),
                 QStringLiteral("Ziehe 1 Karte."));
        content_text::remember(pack);
        QCOMPARE(content_text::localized(QStringLiteral("Draw one card."), QStringLiteral("de")), QStringLiteral("Ziehe 1 Karte."));
    }

    // An editor that saves as the player types passes through an empty
    // English on the way to a new one: the German must still arrive.
    void retypedEnglishKeepsItsGerman()
    {
        QJsonObject pack;
        content_text::setTranslation(pack, QStringLiteral("de"), QStringLiteral("Taunt"), QStringLiteral("Spott"));
        QJsonObject carried;
        content_text::retype(pack, QStringLiteral("Taunt"), QString(), carried);
        content_text::retype(pack, QString(), QStringLiteral("J"), carried);
        content_text::retype(pack, QStringLiteral("J"), QStringLiteral("Jeer"), carried);
        QCOMPARE(content_text::translation(pack, QStringLiteral("de"), QStringLiteral("Jeer")), QStringLiteral("Spott"));
        QCOMPARE(content_text::translation(pack, QStringLiteral("de"), QStringLiteral("Taunt")), QString());
        QCOMPARE(content_text::translation(pack, QStringLiteral("de"), QStringLiteral("J")), QString());
        QVERIFY(carried.isEmpty());
    }

    // Every rule entry has a German title, section and text; the English
    // title stays searchable in German.
    void rulesHaveGermanTitles()
    {
        const RulesIndex english(RulesIndex::shippedFiles());
        const RulesIndex german(RulesIndex::shippedFiles(), QStringLiteral("de"));
        QCOMPARE(german.size(), english.size());
        QStringList untranslated;
        for (const RuleEntry &entry : english.entries()) {
            const RuleEntry de = german.entry(entry.id).value();
            // Titles that are proper names or game keywords ("Gold", "Arena") may read the same.
            if (de.text == entry.text
                || (de.title == entry.title && de.section == entry.section && entry.title.contains(QLatin1Char(' '))))
                untranslated << entry.id;
        }
        QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QLatin1Char(' '))));
        QCOMPARE(german.entry(QStringLiteral("the-banishing.exhaustion"))->title, QStringLiteral("Erschöpfung"));
        QCOMPARE(german.entry(QStringLiteral("the-banishing.exhaustion"))->section, QStringLiteral("Wunden und Erschöpfung"));
        bool found = false;
        for (const RuleHit &hit : german.search(QStringLiteral("exhaustion"), QStringLiteral("the-banishing")))
            found = found || hit.id == QLatin1String("the-banishing.exhaustion");
        QVERIFY(found);
        QCOMPARE(english.entry(QStringLiteral("the-banishing.exhaustion"))->title, QStringLiteral("Exhaustion"));
    }
};

QTEST_GUILESS_MAIN(TestContentGerman)
#include "tst_content_german.moc"
