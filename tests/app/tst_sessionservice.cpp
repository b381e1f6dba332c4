#include "content/ContentLibrary.h"
#include "core/session.h"
#include "history/SessionHistory.h"
#include "session/SessionService.h"
#include "storage/SessionStore.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;

namespace {

QJsonObject adjust(const QString &entity, const QString &counter, int delta)
{
    return {{QStringLiteral("type"), QStringLiteral("counter.adjust")},
            {QStringLiteral("entity"), entity},
            {QStringLiteral("counter"), counter},
            {QStringLiteral("delta"), delta}};
}

QByteArray fingerprint(const SessionState &state)
{
    return QJsonDocument(toJson(state)).toJson(QJsonDocument::Compact);
}

// Theosis sessions need their content pack; the library adds the shipped one
// the way the app and the CLI do.
const ContentLibrary &shippedContent()
{
    static const QTemporaryDir userFolder;
    static const ContentLibrary library(userFolder.path());
    return library;
}

std::unique_ptr<SessionStore> openStore(const QString &path, const char *connection)
{
    auto store = SessionStore::open(path, QString::fromLatin1(connection));
    if (!store)
        qFatal("store did not open: %s", qPrintable(renderEnglish(store.error().message)));
    return std::move(store).value();
}

} // namespace

class TestSessionService : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void actionsAreStoredAndResumed()
    {
        QTemporaryDir temp;
        const QString path = temp.filePath(QStringLiteral("s.sqlite"));
        QByteArray expected;
        qint64 id = 0;
        {
            auto store = openStore(path, "first");
            SessionService service(*store, &shippedContent());
            auto created = service.create(QStringLiteral("theosis"), QJsonArray{QStringLiteral("red"), QStringLiteral("blue")}, {}, 11);
            QVERIFY(created.ok());
            id = created.value();
            for (int i = 0; i < 250; ++i)
                QVERIFY(service.apply(id, adjust(i % 2 ? QStringLiteral("red") : QStringLiteral("blue"), QStringLiteral("vp"), 1)).ok());
            QVERIFY(service.apply(id, {{QStringLiteral("type"), QStringLiteral("dice.roll")}, {QStringLiteral("dice"), QStringLiteral("3d6")}}).ok());
            QVERIFY(service.undo(id).ok());
            QVERIFY(service.undo(id).ok());
            QVERIFY(service.redo(id).ok());
            expected = fingerprint(service.open(id).value()->state());
            auto snapshot = store->latestSnapshot(id);
            QVERIFY(snapshot.ok() && snapshot->has_value());
            QCOMPARE(snapshot->value().seq, 200); // every kSnapshotEvery records
        }
        auto store = openStore(path, "second");
        SessionService service(*store, &shippedContent());
        auto resumed = service.open(id);
        QVERIFY(resumed.ok());
        QCOMPARE(fingerprint(resumed.value()->state()), expected);
        QVERIFY(resumed.value()->canRedo());
        // Undo reaches back past the snapshot the resume started from.
        for (int i = 0; i < 60; ++i)
            QVERIFY(service.undo(id).ok());
        QCOMPARE(service.open(id).value()->state().entity(QStringLiteral("red"))->counter(QStringLiteral("vp")), std::optional<int>(95));
    }

    // Whatever brings the table's card in (the tablet, a phone through the
    // table host, the CLI) goes through the service: a Challenge card the
    // real deck turned up under a name the pack lacks is kept in the table's
    // own pack, and the next game offers it in one tap.
    void aCardTheRealTableTypedIsKeptForTheNextGame()
    {
        QTemporaryDir temp;
        const ContentLibrary content(temp.filePath(QStringLiteral("content")));
        auto store = openStore(temp.filePath(QStringLiteral("s.sqlite")), "kept");
        SessionService service(*store, &content);
        const QJsonArray players{QStringLiteral("ann"), QStringLiteral("ben")};
        const QString brawl = QStringLiteral("super-fantasy-brawl");
        auto created = service.create(brawl, players, {}, 5);
        QVERIFY(created.ok());
        for (const char *action : {R"({"type":"team.choose","player":"ann","champions":["goldarr","gwaien","kilgore"]})",
                                   R"({"type":"team.choose","player":"ben","champions":["deryn","tzu-xiao","dugrun"]})"})
            QVERIFY(service.apply(created.value(), QJsonDocument::fromJson(action).object()).ok());
        QVERIFY(!content.hasUserPack(brawl));
        auto dealt = service.apply(created.value(), QJsonDocument::fromJson(R"({"type":"track.deal","drawn":["Spotlight","Moonlit Duel"]})").object());
        QVERIFY(dealt.ok());
        QVERIFY(!dealt->packNotKept);
        QVERIFY(content.hasUserPack(brawl));

        auto next = service.create(brawl, players, {}, 6);
        QVERIFY(next.ok());
        for (const char *action : {R"({"type":"team.choose","player":"ann","champions":["goldarr","gwaien","kilgore"]})",
                                   R"({"type":"team.choose","player":"ben","champions":["deryn","tzu-xiao","dugrun"]})"})
            QVERIFY(service.apply(next.value(), QJsonDocument::fromJson(action).object()).ok());
        auto log = service.open(next.value());
        QVERIFY(log.ok());
        auto now = gameOptions(*findGame(brawl), log.value()->state());
        QVERIFY(now.ok());
        bool listed = false;
        for (const OfferedAction &option : now->options)
            for (const QJsonValue &draw : option.inputs.value(QStringLiteral("drawn")).toArray())
                listed = listed || draw.toArray().contains(QStringLiteral("Moonlit Duel"));
        QVERIFY(listed);
    }

    void redoAfterResumeFoldsAnActionFromBeforeTheSnapshot()
    {
        // Records 99 and 100 are undos, so the snapshot at 100 is taken with
        // two actions waiting to be redone; the resume loads no action from
        // before the snapshot, and redo must still find them.
        QTemporaryDir temp;
        const QString path = temp.filePath(QStringLiteral("redo.sqlite"));
        qint64 id = 0;
        QByteArray beforeUndos;
        {
            auto store = openStore(path, "redo-first");
            SessionService service(*store, &shippedContent());
            id = service.create(QStringLiteral("theosis"), QJsonArray{QStringLiteral("red")}, {}, 5).value();
            for (int i = 0; i < 98; ++i)
                QVERIFY(service.apply(id, adjust(QStringLiteral("red"), QStringLiteral("vp"), i + 1)).ok());
            beforeUndos = fingerprint(service.open(id).value()->state());
            QVERIFY(service.undo(id).ok());
            QVERIFY(service.undo(id).ok());
            QCOMPARE(store->latestSnapshot(id).value()->seq, 100);
        }
        auto store = openStore(path, "redo-second");
        SessionService service(*store, &shippedContent());
        QCOMPARE(service.open(id).value()->state().entity(QStringLiteral("red"))->counter(QStringLiteral("vp")),
                 std::optional<int>(96 * 97 / 2));
        QVERIFY(service.redo(id).ok());
        QVERIFY(service.redo(id).ok());
        QCOMPARE(fingerprint(service.open(id).value()->state()), beforeUndos);
        QVERIFY(!service.redo(id).ok());
    }

    void refusedActionsWriteNothing()
    {
        QTemporaryDir temp;
        auto store = openStore(temp.filePath(QStringLiteral("r.sqlite")), "refused");
        SessionService service(*store, &shippedContent());
        const qint64 id = service.create(QStringLiteral("theosis"), QJsonArray{QStringLiteral("a")}, {}, 1).value();
        auto refused = service.apply(id, adjust(QStringLiteral("nobody"), QStringLiteral("hp"), 1));
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, ErrorKind::InvalidMove);
        auto undo = service.undo(id);
        QVERIFY(!undo.ok());
        QCOMPARE(undo.error().rule, QStringLiteral("core.undo"));
        QCOMPARE(store->records(id).value().size(), std::size_t{0});
        auto missing = service.apply(4242, adjust(QStringLiteral("a"), QStringLiteral("hp"), 1));
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().kind, ErrorKind::NotFound);
    }

    void exportImportRoundTrip()
    {
        QTemporaryDir temp;
        auto store = openStore(temp.filePath(QStringLiteral("e.sqlite")), "export");
        SessionService service(*store, &shippedContent());
        const qint64 id = service.create(QStringLiteral("theosis"), QJsonArray{QStringLiteral("p1"), QStringLiteral("p2")},
                                         {{QStringLiteral("variant"), QStringLiteral("draft")}}, 0xFFFFFFFFFFFFFFFFull)
                              .value();
        QVERIFY(service.apply(id, adjust(QStringLiteral("p1"), QStringLiteral("myth_points"), 2)).ok());
        QVERIFY(service.apply(id, {{QStringLiteral("type"), QStringLiteral("dice.roll")}, {QStringLiteral("dice"), QStringLiteral("1d6")}}).ok());
        QVERIFY(service.undo(id).ok());
        QVERIFY(service.apply(id, {{QStringLiteral("type"), QStringLiteral("note")}, {QStringLiteral("text"), QStringLiteral("first round")}}).ok());
        const QByteArray expected = fingerprint(service.open(id).value()->state());

        auto exported = service.exportSession(id);
        QVERIFY(exported.ok());
        QCOMPARE(exported->value(QStringLiteral("seed")).toString(), QStringLiteral("18446744073709551615"));
        QCOMPARE(exported->value(QStringLiteral("log")).toArray().size(), 4);
        // Through text, as a file on disk would be.
        const QJsonObject reread = QJsonDocument::fromJson(QJsonDocument(exported.value()).toJson()).object();
        auto imported = service.importSession(reread);
        QVERIFY(imported.ok());
        QVERIFY(imported.value() != id);
        service.forget(imported.value());
        QCOMPARE(fingerprint(service.open(imported.value()).value()->state()), expected);

        QJsonObject tampered = reread;
        QJsonArray log = tampered.value(QStringLiteral("log")).toArray();
        QJsonObject first = log.at(0).toObject();
        first.insert(QStringLiteral("action"), adjust(QStringLiteral("ghost"), QStringLiteral("hp"), 1));
        log.replace(0, first);
        tampered.insert(QStringLiteral("log"), log);
        const auto before = store->listSessions().value().size();
        auto refused = service.importSession(tampered);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, QStringLiteral("import.replay_failed"));
        QCOMPARE(store->listSessions().value().size(), before); // nothing half-imported
        QVERIFY(!service.importSession(QJsonObject{{QStringLiteral("format"), QStringLiteral("something-else")}}).ok());
    }

    // The Banishing is lost the moment a character's Health is set to its
    // damage (0 here): that record writes the history row in its own
    // transaction, the undo that takes it back removes it, the redo writes it again.
    void theRecordThatEndsTheGameWritesItsHistoryRow()
    {
        QTemporaryDir dir;
        auto store = openStore(dir.filePath(QStringLiteral("history.sqlite")), "history");
        SessionService service(*store, &shippedContent());
        auto id = service.create(QStringLiteral("the-banishing"), QJsonArray{QStringLiteral("ann")},
                                 QJsonObject{{QStringLiteral("mode"), QStringLiteral("app")}}, 11, QStringLiteral("Lost"));
        QVERIFY(id.ok());
        QString character;
        for (const Entity &e : service.open(*id).value()->state().entities)
            if (e.kind == QLatin1String("character"))
                character = e.id;
        QVERIFY(!character.isEmpty());
        const auto set = [&](const QString &counter, int value) {
            return QJsonObject{{QStringLiteral("type"), QStringLiteral("counter.set")}, {QStringLiteral("entity"), character},
                               {QStringLiteral("counter"), counter}, {QStringLiteral("value"), value}};
        };
        QVERIFY(service.apply(*id, set(QStringLiteral("stamina"), 1)).ok());
        QVERIFY(!store->result(*id)->has_value()); // still playing
        QVERIFY(service.apply(*id, set(QStringLiteral("health"), 0)).ok());
        auto row = store->result(*id);
        QVERIFY(row.ok() && row->has_value());
        const SessionResult &r = row->value();
        QCOMPARE(r.game, QStringLiteral("the-banishing"));
        QCOMPARE(r.outcome, QStringLiteral("lost"));
        QVERIFY(r.cooperative);
        QCOMPARE(r.actions, 2);
        QCOMPARE(r.rounds, 1);
        QCOMPARE(r.players.size(), std::size_t{1});
        QCOMPARE(r.players[0].name, QStringLiteral("ann"));
        QVERIFY(!r.players[0].won);
        QCOMPARE(r.players[0].characters, QStringList{character});
        QCOMPARE(r.endedAt, store->records(*id)->back().at); // the ending record's own time
        QCOMPARE(r.startedAt, store->session(*id)->createdAt);
        const QJsonObject story = QJsonDocument::fromJson(r.story).object();
        QCOMPARE(story.value(QStringLiteral("over")).toBool(), true);
        QCOMPARE(story.value(QStringLiteral("figures")).toArray().at(0).toObject().value(QStringLiteral("health")).toInt(), 0);

        QVERIFY(service.undo(*id).ok());
        QVERIFY(!store->result(*id)->has_value());
        QVERIFY(service.redo(*id).ok());
        QVERIFY(store->result(*id)->has_value());

        // Rebuilt from the log, the row is the same story; a session still
        // playing has none.
        QVERIFY(store->removeResult(*id).ok());
        auto playing = service.create(QStringLiteral("the-banishing"), QJsonArray{QStringLiteral("ben")},
                                      QJsonObject{{QStringLiteral("mode"), QStringLiteral("app")}}, 12);
        QVERIFY(playing.ok());
        SessionHistory history(service);
        auto rebuilt = history.rebuildAll();
        QVERIFY(rebuilt.ok());
        QCOMPARE(rebuilt->sessions, 2);
        QCOMPARE(rebuilt->finished, 1);
        QVERIFY(rebuilt->failed.isEmpty());
        QCOMPARE(store->result(*id)->value().story, r.story);
        QVERIFY(!store->result(*playing)->has_value());
        QCOMPARE(history.story(*id).value(), story);
        QCOMPARE(history.story(*playing).value().value(QStringLiteral("over")).toBool(), false);
        auto replay = history.replay(*id);
        QVERIFY(replay.ok());
        QCOMPARE(replay->steps(), 2); // the undone record and its redo leave two actions in force
        QCOMPARE(fingerprint(replay->stateAt(2).value()), fingerprint(service.open(*id).value()->state()));

        // A copy and an import of a finished game are finished games too.
        auto copy = service.duplicate(*id, QStringLiteral("Copy"));
        QVERIFY(copy.ok());
        QCOMPARE(store->result(*copy)->value().story, r.story);
        auto imported = service.importSession(service.exportSession(*id).value());
        QVERIFY(imported.ok());
        QCOMPARE(store->result(*imported)->value().story, r.story);
        QCOMPARE(store->result(*imported)->value().players, r.players);
    }

    void duplicateAndDelete()
    {
        QTemporaryDir temp;
        auto store = openStore(temp.filePath(QStringLiteral("d.sqlite")), "duplicate");
        SessionService service(*store, &shippedContent());
        const qint64 id = service.create(QStringLiteral("theosis"), QJsonArray{QStringLiteral("a"), QStringLiteral("b")}, {}, 9).value();
        QVERIFY(service.apply(id, adjust(QStringLiteral("b"), QStringLiteral("gold"), 7)).ok());
        auto copy = service.duplicate(id, QStringLiteral("Copy"));
        QVERIFY(copy.ok());
        QCOMPARE(fingerprint(service.open(copy.value()).value()->state()), fingerprint(service.open(id).value()->state()));
        QVERIFY(service.apply(copy.value(), adjust(QStringLiteral("b"), QStringLiteral("gold"), 1)).ok());
        QCOMPARE(service.open(id).value()->state().entity(QStringLiteral("b"))->counter(QStringLiteral("gold")), std::optional<int>(7));
        QVERIFY(service.remove(id).ok());
        QVERIFY(!service.open(id).ok());
        QVERIFY(service.open(copy.value()).ok());
    }
};

QTEST_GUILESS_MAIN(TestSessionService)
#include "tst_sessionservice.moc"
