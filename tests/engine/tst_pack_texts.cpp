#include "core/session.h"

#include <QFile>
#include <QJsonDocument>
#include <QtTest>

using namespace arbiter;

// The pack walk: every rules text in every shipped pack is either carried out
// by the engine or marked "by hand" with what the screen offers, never silent.
class PackTextsTest : public QObject {
    Q_OBJECT

    static QJsonObject shippedPack(const QString &game)
    {
        QFile file(QStringLiteral(ARBITER_SOURCE_DIR "/resources/content/%1.json").arg(game));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return QJsonDocument::fromJson(file.readAll()).object();
    }

private Q_SLOTS:
    void everyTextIsAppliedOrByHand_data()
    {
        QTest::addColumn<QString>("game");
        for (const GameDefinition &game : allGames())
            QTest::newRow(qPrintable(game.id)) << game.id;
    }

    void everyTextIsAppliedOrByHand()
    {
        QFETCH(QString, game);
        const GameDefinition *definition = findGame(game);
        QVERIFY(definition);
        const QJsonObject pack = shippedPack(game);
        QVERIFY2(!pack.isEmpty(), qPrintable(QStringLiteral("no shipped pack for %1").arg(game)));
        QVERIFY2(definition->packTexts, qPrintable(QStringLiteral("%1 lists no pack texts").arg(game)));

        const QList<PackText> texts = definition->packTexts(pack);
        QVERIFY2(!texts.isEmpty(), qPrintable(QStringLiteral("%1: the walk found no text at all").arg(game)));
        QStringList silent;
        QStringList unnamed;
        for (const PackText &text : texts) {
            if (text.handling == PackText::Handling::Silent)
                silent << QStringLiteral("%1 (%2)").arg(text.path, text.name);
            if (text.name.isEmpty())
                unnamed << text.path;
        }
        QVERIFY2(silent.isEmpty(), qPrintable(QStringLiteral("%1 silent text(s) in %2: %3")
                                                  .arg(silent.size()).arg(game, silent.join(QStringLiteral("; ")))));
        QVERIFY2(unnamed.isEmpty(), qPrintable(QStringLiteral("texts without a name: ") + unnamed.join(u' ')));
    }
};

QTEST_GUILESS_MAIN(PackTextsTest)
#include "tst_pack_texts.moc"
