#include "content/ContentLibrary.h"
#include "content/ContentText.h"
#include "rules/RulesIndex.h"

#include <QDir>
#include <QJsonArray>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace arbiter;

namespace {

// The fields of each shipped pack that a player reads. Proper names (heroes,
// Legends, champions, monsters, powers, skills and the champions' cards) stay
// as printed and are left out; everything else needs its German.
const QHash<QString, QSet<QString>> &textFields()
{
    static const QHash<QString, QSet<QString>> fields{
        {QStringLiteral("exiled-legends"),
         {QStringLiteral("check"), QStringLiteral("note"), QStringLiteral("heroes[].champion.name"),
          QStringLiteral("heroes[].champion.text"), QStringLiteral("heroes[].support.name"),
          QStringLiteral("heroes[].support.text"), QStringLiteral("legends[].team.name"),
          QStringLiteral("legends[].team.text"), QStringLiteral("legends[].bane.text"),
          QStringLiteral("legends[].hero.champion[].name"), QStringLiteral("legends[].hero.champion[].text"),
          QStringLiteral("legends[].hero.support[].name"), QStringLiteral("legends[].hero.support[].text"),
          QStringLiteral("spheres[].name"), QStringLiteral("spheres[].text")}},
        {QStringLiteral("the-banishing"),
         {QStringLiteral("check"), QStringLiteral("about"), QStringLiteral("cards[].name"), QStringLiteral("cards[].color"),
          QStringLiteral("cards[].symbol"), QStringLiteral("cards[].item"), QStringLiteral("characters[].name"),
          QStringLiteral("characters[].abilities[].name"), QStringLiteral("characters[].abilities[].color"),
          QStringLiteral("characters[].abilities[].effect")}},
        {QStringLiteral("theosis"), {QStringLiteral("check"), QStringLiteral("about"), QStringLiteral("items[].name")}},
        {QStringLiteral("super-fantasy-brawl"),
         {QStringLiteral("check"), QStringLiteral("board.check"), QStringLiteral("challenge_track.check"),
          QStringLiteral("challenge_track.cards[]"), QStringLiteral("champions[].check")}},
    };
    return fields;
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
    void everyShippedTextHasGerman_data()
    {
        QTest::addColumn<QString>("game");
        for (const QString &game : textFields().keys())
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
        const QSet<QString> &fields = textFields().value(game);
        QStringList missing;
        int checked = 0;
        for (const auto &[path, english] : strings) {
            if (!fields.contains(path))
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
