#include "content/ContentLibrary.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;

class TestContentLibrary : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void userPackIsCopiedIntoNewSetups()
    {
        QTemporaryDir dir;
        ContentLibrary library(dir.path());
        const QString game = QStringLiteral("theosis");
        // The shipped pack with the table's own correction: a valid Theosis pack.
        QJsonObject pack = library.shippedPack(game).value();
        pack.insert(QStringLiteral("thieves_guild_cost"), 2);
        QVERIFY(library.saveUserPack(game, pack).ok());
        QVERIFY(library.hasUserPack(game));
        QCOMPARE(library.pack(game).value(), pack);

        const QJsonObject setup = library.withContent(game, {{QStringLiteral("mode"), QStringLiteral("duel")}}).value();
        QCOMPARE(setup.value(QStringLiteral("content")).toObject(), pack);
        QCOMPARE(setup.value(QStringLiteral("mode")).toString(), QStringLiteral("duel"));

        // A setup that brings its own content keeps it.
        const QJsonObject own{{QStringLiteral("content"), QJsonObject{{QStringLiteral("mine"), true}}}};
        QCOMPARE(library.withContent(game, own).value(), own);

        QVERIFY(library.resetUserPack(game).ok());
        QVERIFY(!library.hasUserPack(game));
    }

    void brokenUserPackIsNeverPlayed()
    {
        QTemporaryDir dir;
        ContentLibrary library(dir.path());
        const QString game = QStringLiteral("theosis");
        QFile file(library.userPackPath(game));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{ \"heroes\": [ ");
        file.close();
        auto pack = library.pack(game);
        QVERIFY(pack.ok());
        QCOMPARE(pack.value(), library.shippedPack(game).value());
    }

    void unknownGameIsRefused()
    {
        QTemporaryDir dir;
        ContentLibrary library(dir.path());
        auto saved = library.saveUserPack(QStringLiteral("chess"), {});
        QVERIFY(!saved.ok());
        QCOMPARE(saved.error().code, QStringLiteral("session.unknown_game"));
        QVERIFY(!QFile::exists(library.userPackPath(QStringLiteral("chess"))));
    }
};

QTEST_GUILESS_MAIN(TestContentLibrary)
#include "tst_contentlibrary.moc"
