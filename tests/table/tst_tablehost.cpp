// Table mode's host driven over real WebSockets on loopback: phones join,
// claim seats and send intents while the tablet (another connection to the
// same database) acts too; refusals store nothing; a resend is applied once;
// a phone that slept catches up; a new host keeps the code, the seats and the
// answers; undo from phones only when allowed; each phone's language.
#include "StoredLog.h"
#include "TableClient.h"

#include "content/ContentLibrary.h"
#include "session/SessionService.h"
#include "storage/SessionStore.h"
#include "table/IntentLedger.h"
#include "table/RateLimiter.h"
#include "table/SeatView.h"
#include "table/TableHost.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;

namespace {

QJsonObject note(const QString &text)
{
    return {{QStringLiteral("type"), QStringLiteral("note")}, {QStringLiteral("text"), text}};
}

QJsonObject gold(const QString &player, int delta)
{
    return {{QStringLiteral("type"), QStringLiteral("counter.adjust")},
            {QStringLiteral("entity"), player},
            {QStringLiteral("counter"), QStringLiteral("gold")},
            {QStringLiteral("delta"), delta}};
}

QString errorReason(const QJsonObject &message)
{
    return message.value(QStringLiteral("error")).toObject().value(QStringLiteral("reason")).toString();
}

} // namespace

class TestTableHost : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<ContentLibrary> m_content;
    std::unique_ptr<SessionStore> m_store; // the tablet's own connection
    std::unique_ptr<SessionService> m_tablet;
    qint64 m_session = 0;
    std::unique_ptr<TableHost> m_host;

    qint64 storedRecords() { return m_store->lastSeq(m_session).value(); }

    QJsonArray storedLog() const { return ::storedLog(*m_store, m_session); }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("table-%1.sqlite").arg(QLatin1String(QTest::currentTestFunction())));
        auto store = SessionStore::open(m_path, QStringLiteral("tablet-%1").arg(QLatin1String(QTest::currentTestFunction())));
        QVERIFY2(store, store ? "" : qPrintable(renderEnglish(store.error().message)));
        m_store = std::move(store).value();
        m_content = std::make_unique<ContentLibrary>(m_dir.filePath(QStringLiteral("content")));
        m_tablet = std::make_unique<SessionService>(*m_store, m_content.get());
        auto id = m_tablet->create(QStringLiteral("theosis"), QJsonArray{QStringLiteral("Ann"), QStringLiteral("Ben")}, {}, 7);
        QVERIFY2(id, id ? "" : qPrintable(renderEnglish(id.error().message)));
        m_session = id.value();
        m_host = std::make_unique<TableHost>(m_path, m_session);
        QCOMPARE(m_host->start(QHostAddress::LocalHost, 0), QString());
        QVERIFY(m_host->port() > 0);
    }

    void cleanup()
    {
        m_host.reset();
        m_tablet.reset();
        m_store.reset();
    }

    void twoPhonesAndTheTabletInterleaved()
    {
        TableClient ann(m_host->port());
        TableClient ben(m_host->port());
        QVERIFY(ann.joinAndClaim(m_host->tableToken(), QStringLiteral("Ann")));
        QVERIFY(ben.joinAndClaim(m_host->tableToken(), QStringLiteral("Ben")));
        QCOMPARE(m_host->devices().size(), std::size_t(2));
        // Ann acts now in Theosis: the options she sees offer her heroes' places.
        QVERIFY(!ann.options.value(QStringLiteral("options")).toArray().isEmpty());
        QCOMPARE(ann.options.value(QStringLiteral("actor")).toString(), QStringLiteral("Ann"));
        QVERIFY(ben.options.value(QStringLiteral("options")).toArray().isEmpty());

        QCOMPARE(ann.intent(QStringLiteral("a1"), QStringLiteral("Ann"), note(QStringLiteral("from Ann"))).value(QStringLiteral("seq")).toInt(), 1);
        QVERIFY(ben.catchUpTo(1));
        QVERIFY(m_tablet->apply(m_session, note(QStringLiteral("from the tablet"))));
        QVERIFY(ann.catchUpTo(2));
        QVERIFY(ben.catchUpTo(2));
        QCOMPARE(ben.intent(QStringLiteral("b1"), QStringLiteral("Ben"), gold(QStringLiteral("Ben"), 2)).value(QStringLiteral("ok")).toBool(), true);
        QVERIFY(ann.catchUpTo(3));
        QVERIFY(m_tablet->apply(m_session, gold(QStringLiteral("Ann"), 1)));
        QVERIFY(ben.catchUpTo(4));
        QVERIFY(ann.catchUpTo(4));
        // A game action from the options Ann was offered.
        const QJsonObject place = ann.options.value(QStringLiteral("options")).toArray().at(1).toObject().value(QStringLiteral("action")).toObject();
        QCOMPARE(ann.intent(QStringLiteral("a2"), QStringLiteral("Ann"), place).value(QStringLiteral("seq")).toInt(), 5);
        QVERIFY(ben.catchUpTo(5));
        QVERIFY(ann.catchUpTo(5));
        QCOMPARE(storedRecords(), 5);
        QCOMPARE(withoutEvents(ann.log), storedLog());
        QCOMPARE(withoutEvents(ben.log), storedLog());
        // The updates carry the engine's events too.
        QVERIFY(ben.log.at(2).toObject().value(QStringLiteral("events")).toArray().size() == 1);
    }

    void aWatcherSeesThePublicLogOnly()
    {
        TableClient screen(m_host->port());
        QVERIFY(screen.waitConnected());
        screen.sendJson({{QStringLiteral("type"), QStringLiteral("join")}, {QStringLiteral("table"), m_host->tableToken()}});
        QVERIFY(!screen.next(QStringLiteral("welcome")).isEmpty());
        screen.sendJson({{QStringLiteral("type"), QStringLiteral("watch")}});
        screen.absorb(screen.next(QStringLiteral("snapshot")));
        QVERIFY(screen.options.value(QStringLiteral("options")).toArray().isEmpty());
        QVERIFY(m_tablet->apply(m_session, note(QStringLiteral("seen by all"))));
        QVERIFY(screen.catchUpTo(1));
        // Without a seat it cannot act.
        screen.sendJson({{QStringLiteral("type"), QStringLiteral("intent")}, {QStringLiteral("id"), QStringLiteral("w1")},
                         {QStringLiteral("seat"), QString()}, {QStringLiteral("since"), 1}, {QStringLiteral("action"), note(QStringLiteral("x"))}});
        QCOMPARE(errorReason(screen.next(QStringLiteral("refused"))), QStringLiteral("table.no_seat"));
        QCOMPARE(storedRecords(), 1);
    }

    void aResentIntentIsAppliedOnce()
    {
        TableClient ann(m_host->port());
        QVERIFY(ann.joinAndClaim(m_host->tableToken(), QStringLiteral("Ann")));
        const QJsonObject first = ann.intent(QStringLiteral("same"), QStringLiteral("Ann"), note(QStringLiteral("once")), 0);
        QVERIFY(first.value(QStringLiteral("ok")).toBool());
        // The same intent again, as if the answer had been lost: the first answer, nothing new stored.
        QCOMPARE(ann.intent(QStringLiteral("same"), QStringLiteral("Ann"), note(QStringLiteral("once")), 0), first);
        // And from a new connection after the socket dropped, with the seat taken back by its token.
        ann.socket.abort();
        TableClient again(m_host->port());
        QVERIFY(again.joinAndClaim(m_host->tableToken(), QStringLiteral("Ann"), ann.seatToken));
        QCOMPARE(again.intent(QStringLiteral("same"), QStringLiteral("Ann"), note(QStringLiteral("once")), 0), first);
        QCOMPARE(storedRecords(), 1);
    }

    void refusalsStoreNothing()
    {
        TableClient ann(m_host->port());
        TableClient ben(m_host->port());
        QVERIFY(ann.joinAndClaim(m_host->tableToken(), QStringLiteral("Ann")));
        QVERIFY(ann.options.value(QStringLiteral("options")).toArray().size() > 1);
        const QJsonObject annsPlace = ann.options.value(QStringLiteral("options")).toArray().at(1).toObject().value(QStringLiteral("action")).toObject();

        // Before joining: nothing but a join is heard.
        QVERIFY(ben.waitConnected());
        ben.sendJson({{QStringLiteral("type"), QStringLiteral("claim")}, {QStringLiteral("seat"), QStringLiteral("Ben")}});
        QCOMPARE(errorReason(ben.next(QStringLiteral("refused"))), QStringLiteral("table.not_joined"));
        QVERIFY(ben.joinAndClaim(m_host->tableToken(), QStringLiteral("Ben")));

        // A seat already held, without its token.
        TableClient thief(m_host->port());
        QVERIFY(thief.waitConnected());
        thief.sendJson({{QStringLiteral("type"), QStringLiteral("join")}, {QStringLiteral("table"), m_host->tableToken()}});
        QVERIFY(!thief.next(QStringLiteral("welcome")).isEmpty());
        thief.sendJson({{QStringLiteral("type"), QStringLiteral("claim")}, {QStringLiteral("seat"), QStringLiteral("Ann")}});
        QCOMPARE(errorReason(thief.next(QStringLiteral("refused"))), QStringLiteral("table.seat_taken"));
        thief.sendJson({{QStringLiteral("type"), QStringLiteral("claim")}, {QStringLiteral("seat"), QStringLiteral("Ann")},
                        {QStringLiteral("seat_token"), QStringLiteral("guess")}});
        QCOMPARE(errorReason(thief.next(QStringLiteral("refused"))), QStringLiteral("table.seat_taken"));
        // An intent before a seat.
        thief.sendJson({{QStringLiteral("type"), QStringLiteral("intent")}, {QStringLiteral("id"), QStringLiteral("t1")},
                        {QStringLiteral("seat"), QStringLiteral("Ann")}, {QStringLiteral("since"), 0}, {QStringLiteral("action"), note(QStringLiteral("x"))}});
        QCOMPARE(errorReason(thief.next(QStringLiteral("refused"))), QStringLiteral("table.no_seat"));

        // Ben acting as Ann, and Ben sending Ann's move under his own seat.
        QCOMPARE(errorReason(ben.intent(QStringLiteral("b1"), QStringLiteral("Ann"), note(QStringLiteral("as Ann")))), QStringLiteral("table.not_your_seat"));
        QCOMPARE(errorReason(ben.intent(QStringLiteral("b2"), QStringLiteral("Ben"), annsPlace)), QStringLiteral("table.not_your_seat"));
        QCOMPARE(errorReason(ben.intent(QStringLiteral("b3"), QStringLiteral("Ben"), gold(QStringLiteral("Ann"), 5))), QStringLiteral("table.not_your_seat"));
        // An engine refusal comes with its code, message and rules entry.
        const QJsonObject refusedForAnn = ann.options.value(QStringLiteral("refused")).toArray().at(0).toObject();
        QVERIFY(!refusedForAnn.isEmpty());
        const QJsonObject engineNo = ann.intent(QStringLiteral("a1"), QStringLiteral("Ann"), refusedForAnn.value(QStringLiteral("action")).toObject());
        QCOMPARE(engineNo.value(QStringLiteral("ok")).toBool(true), false);
        QCOMPARE(engineNo.value(QStringLiteral("error")).toObject(), refusedForAnn.value(QStringLiteral("error")).toObject());
        QCOMPARE(engineNo.value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toString(), QStringLiteral("invalid_move"));
        QVERIFY(!engineNo.value(QStringLiteral("error")).toObject().value(QStringLiteral("message")).toString().isEmpty());
        QVERIFY(!engineNo.value(QStringLiteral("error")).toObject().value(QStringLiteral("rule")).toString().isEmpty());
        // The rules entry it names, for the phone to show.
        ann.sendJson({{QStringLiteral("type"), QStringLiteral("rule")}, {QStringLiteral("id"), engineNo.value(QStringLiteral("error")).toObject().value(QStringLiteral("rule"))}});
        QVERIFY(!ann.next(QStringLiteral("rule")).value(QStringLiteral("text")).toString().isEmpty());
        // An intent made on a view older than the log.
        QVERIFY(m_tablet->apply(m_session, note(QStringLiteral("tablet"))));
        QCOMPARE(errorReason(ann.intent(QStringLiteral("a2"), QStringLiteral("Ann"), note(QStringLiteral("late")), 0)), QStringLiteral("table.stale"));
        QVERIFY(ann.catchUpTo(1));

        // Oversized: refused, and the connection stays.
        const QString big(20 * 1024, QLatin1Char('x'));
        ann.sendJson({{QStringLiteral("type"), QStringLiteral("intent")}, {QStringLiteral("id"), QStringLiteral("a3")},
                      {QStringLiteral("seat"), QStringLiteral("Ann")}, {QStringLiteral("since"), 1}, {QStringLiteral("action"), note(big)}});
        QCOMPARE(errorReason(ann.next(QStringLiteral("refused"))), QStringLiteral("table.too_large"));
        // Malformed: not JSON, not an object, an unknown kind, an intent without its fields.
        for (const QString &text : {QStringLiteral("{"), QStringLiteral("[1,2]"), QStringLiteral("{\"type\":\"shout\"}"),
                                    QStringLiteral("{\"type\":\"intent\",\"seat\":\"Ann\"}")}) {
            ann.socket.sendTextMessage(text);
            QCOMPARE(errorReason(ann.next(QStringLiteral("refused"))), QStringLiteral("table.bad_message"));
        }
        ann.sendJson({{QStringLiteral("type"), QStringLiteral("ping")}});
        QVERIFY(!ann.next(QStringLiteral("pong")).isEmpty());
        QVERIFY(!ann.closed);
        QCOMPARE(storedRecords(), 1); // the tablet's note alone

        // A wrong table token: refused and the socket closed.
        TableClient stranger(m_host->port());
        QVERIFY(stranger.waitConnected());
        stranger.sendJson({{QStringLiteral("type"), QStringLiteral("join")}, {QStringLiteral("table"), QStringLiteral("wrong")}});
        QCOMPARE(errorReason(stranger.next(QStringLiteral("refused"))), QStringLiteral("table.wrong_token"));
        QTRY_VERIFY(stranger.closed);
        QCOMPARE(storedRecords(), 1);
    }

    void aHugeMessageClosesTheSocketCleanly()
    {
        TableClient ann(m_host->port());
        QVERIFY(ann.joinAndClaim(m_host->tableToken(), QStringLiteral("Ann")));
        ann.socket.sendTextMessage(QString(TableHost::kMaxSocketMessageBytes * 2, QLatin1Char('x')));
        QTRY_VERIFY(ann.closed);
        QCOMPARE(int(ann.socket.closeCode()), 1009); // RFC 6455: too big to process
        QCOMPARE(storedRecords(), 0);
    }

    void aFloodIsRefused()
    {
        TableClient ann(m_host->port());
        QVERIFY(ann.joinAndClaim(m_host->tableToken(), QStringLiteral("Ann")));
        for (int i = 0; i < 100; ++i)
            ann.sendJson({{QStringLiteral("type"), QStringLiteral("ping")}});
        QCOMPARE(errorReason(ann.next(QStringLiteral("refused"))), QStringLiteral("table.rate_limited"));
    }

    void aPhoneCatchesUpAfter50Records()
    {
        TableClient ben(m_host->port());
        TableClient awake(m_host->port());
        QVERIFY(ben.joinAndClaim(m_host->tableToken(), QStringLiteral("Ben")));
        QVERIFY(awake.joinAndClaim(m_host->tableToken(), QStringLiteral("Ann")));
        const QString benToken = ben.seatToken;
        ben.socket.abort(); // the phone sleeps
        for (int i = 0; i < 50; ++i)
            QVERIFY(m_tablet->apply(m_session, note(QStringLiteral("record %1").arg(i + 1))));
        // A phone that stayed awake got them as they came.
        QVERIFY(awake.catchUpTo(50));
        QCOMPARE(withoutEvents(awake.log), storedLog());

        TableClient back(m_host->port());
        QVERIFY(back.waitConnected());
        back.sendJson({{QStringLiteral("type"), QStringLiteral("join")}, {QStringLiteral("table"), m_host->tableToken()}});
        QVERIFY(!back.next(QStringLiteral("welcome")).isEmpty());
        back.sendJson({{QStringLiteral("type"), QStringLiteral("claim")}, {QStringLiteral("seat"), QStringLiteral("Ben")},
                       {QStringLiteral("seat_token"), benToken}});
        QVERIFY(!back.next(QStringLiteral("claimed")).isEmpty());
        back.sendJson({{QStringLiteral("type"), QStringLiteral("since"), }, {QStringLiteral("seq"), 0}});
        const QJsonObject update = back.next(QStringLiteral("update"));
        QCOMPARE(update.value(QStringLiteral("records")).toArray().size(), 50);
        QCOMPARE(update.value(QStringLiteral("last_seq")).toInt(), 50);
        back.absorb(update);
        QCOMPARE(withoutEvents(back.log), storedLog());
        // Caught up, it acts on the current state.
        QVERIFY(back.intent(QStringLiteral("b1"), QStringLiteral("Ben"), gold(QStringLiteral("Ben"), 1)).value(QStringLiteral("ok")).toBool());
    }

    void removingADeviceFreesItsSeat()
    {
        TableClient ann(m_host->port());
        QVERIFY(ann.joinAndClaim(m_host->tableToken(), QStringLiteral("Ann")));
        const QString oldToken = ann.seatToken;
        QCOMPARE(m_host->devices().size(), std::size_t(1));
        QVERIFY(m_host->removeDevice(m_host->devices().front().id));
        QVERIFY(!ann.next(QStringLiteral("removed")).isEmpty());
        QTRY_VERIFY(ann.closed);
        QTRY_COMPARE(m_host->devices().size(), std::size_t(0));
        TableClient other(m_host->port());
        QVERIFY(other.joinAndClaim(m_host->tableToken(), QStringLiteral("Ann")));
        QVERIFY(other.seatToken != oldToken);
    }

    void aSeatWhoseDeviceIsAwayCanBeFreed()
    {
        {
            TableClient ann(m_host->port());
            QVERIFY(ann.joinAndClaim(m_host->tableToken(), QStringLiteral("Ann")));
            ann.socket.abort();
        }
        QTRY_VERIFY(m_host->devices().size() == 1 && m_host->devices().front().address.isEmpty());
        const TableHost::Device away = m_host->devices().front();
        QCOMPARE(away.seat, QStringLiteral("Ann"));
        QVERIFY(away.address.isEmpty());
        TableClient other(m_host->port());
        QVERIFY(other.waitConnected());
        other.sendJson({{QStringLiteral("type"), QStringLiteral("join")}, {QStringLiteral("table"), m_host->tableToken()}});
        other.sendJson({{QStringLiteral("type"), QStringLiteral("claim")}, {QStringLiteral("seat"), QStringLiteral("Ann")}});
        QCOMPARE(errorReason(other.next(QStringLiteral("refused"))), QStringLiteral("table.seat_taken")); // still Ann's phone's
        QVERIFY(m_host->removeDevice(away.id));
        TableClient again(m_host->port());
        QVERIFY(again.joinAndClaim(m_host->tableToken(), QStringLiteral("Ann")));
    }

    void stoppingClosesEverything()
    {
        TableClient ann(m_host->port());
        QVERIFY(ann.joinAndClaim(m_host->tableToken(), QStringLiteral("Ann")));
        const quint16 port = m_host->port();
        const QString token = m_host->tableToken();
        m_host->stop();
        QTRY_VERIFY(ann.closed);
        QVERIFY(!m_host->isRunning());
        TableClient late(port);
        QSignalSpy failed(&late.socket, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error));
        QVERIFY(failed.wait(5000));
        QVERIFY(late.socket.state() != QAbstractSocket::ConnectedState);
        // The session keeps its code: phones that joined come back by themselves.
        QCOMPARE(m_host->start(QHostAddress::LocalHost, 0), QString());
        QCOMPARE(m_host->tableToken(), token);
        // Unless the tablet asks for a new one: the old code no longer works.
        QCOMPARE(m_host->start(QHostAddress::LocalHost, 0, TableHost::Code::New), QString());
        QVERIFY(m_host->tableToken() != token);
        TableClient old(m_host->port());
        QVERIFY(old.waitConnected());
        old.sendJson({{QStringLiteral("type"), QStringLiteral("join")}, {QStringLiteral("table"), token}});
        QCOMPARE(errorReason(old.next(QStringLiteral("refused"))), QStringLiteral("table.wrong_token"));
    }

    // The host ended (the app closed, or the process died) and a new one
    // started on the same session: the code, the seat and the answers stay.
    void aNewHostKeepsTheCodeTheSeatsAndTheAnswers()
    {
        TableClient ann(m_host->port());
        QVERIFY(ann.joinAndClaim(m_host->tableToken(), QStringLiteral("Ann")));
        const QJsonObject first = ann.intent(QStringLiteral("kept"), QStringLiteral("Ann"), note(QStringLiteral("before")));
        QVERIFY(first.value(QStringLiteral("ok")).toBool());
        const QString token = m_host->tableToken();
        const quint16 port = m_host->port();
        m_host.reset();
        QTRY_VERIFY(ann.closed);

        m_host = std::make_unique<TableHost>(m_path, m_session);
        QCOMPARE(m_host->start(QHostAddress::LocalHost, 0), QString());
        QCOMPARE(m_host->tableToken(), token);
        // "Any port" is the last one while it is free: the phones' address has it.
        QCOMPARE(m_host->port(), port);
        // Ann's seat waits for her phone, and nobody else may take it.
        QCOMPARE(m_host->devices().size(), std::size_t(1));
        QCOMPARE(m_host->devices().front().seat, QStringLiteral("Ann"));
        TableClient thief(m_host->port());
        QVERIFY(thief.waitConnected());
        thief.sendJson({{QStringLiteral("type"), QStringLiteral("join")}, {QStringLiteral("table"), token}});
        thief.sendJson({{QStringLiteral("type"), QStringLiteral("claim")}, {QStringLiteral("seat"), QStringLiteral("Ann")}});
        QCOMPARE(errorReason(thief.next(QStringLiteral("refused"))), QStringLiteral("table.seat_taken"));

        TableClient back(m_host->port());
        QVERIFY(back.joinAndClaim(token, QStringLiteral("Ann"), ann.seatToken));
        QCOMPARE(back.seatToken, ann.seatToken);
        // The resend gets the first answer from the database, not a second record.
        QCOMPARE(back.intent(QStringLiteral("kept"), QStringLiteral("Ann"), note(QStringLiteral("before")), 0), first);
        QCOMPARE(storedRecords(), 1);
    }

    void aNewCodeSendsEveryPhoneAway()
    {
        TableClient ann(m_host->port());
        QVERIFY(ann.joinAndClaim(m_host->tableToken(), QStringLiteral("Ann")));
        const QString token = m_host->tableToken();
        QCOMPARE(m_host->newCode(), QString());
        QVERIFY(m_host->tableToken() != token);
        QVERIFY(!ann.next(QStringLiteral("removed")).isEmpty());
        QTRY_VERIFY(ann.closed);
        QTRY_COMPARE(m_host->devices().size(), std::size_t(0)); // the seat tokens are gone too
        // Kept for the next start as well.
        const QString fresh = m_host->tableToken();
        m_host->stop();
        QCOMPARE(m_host->start(QHostAddress::LocalHost, 0), QString());
        QCOMPARE(m_host->tableToken(), fresh);
        TableClient other(m_host->port());
        QVERIFY(other.joinAndClaim(fresh, QStringLiteral("Ann")));
    }

    void undoFromPhonesOnlyWhenTheTabletAllowsIt()
    {
        TableClient ann(m_host->port());
        TableClient ben(m_host->port());
        QVERIFY(ann.waitConnected());
        ann.sendJson({{QStringLiteral("type"), QStringLiteral("join")}, {QStringLiteral("table"), m_host->tableToken()}});
        QCOMPARE(ann.next(QStringLiteral("welcome")).value(QStringLiteral("undo_from_phones")).toBool(true), false);
        ann.sendJson({{QStringLiteral("type"), QStringLiteral("claim")}, {QStringLiteral("seat"), QStringLiteral("Ann")}});
        ann.seatToken = ann.next(QStringLiteral("claimed")).value(QStringLiteral("seat_token")).toString();
        const QJsonObject snapshot = ann.next(QStringLiteral("snapshot"));
        QCOMPARE(snapshot.value(QStringLiteral("can_undo")).toBool(true), false);
        QCOMPARE(snapshot.value(QStringLiteral("can_redo")).toBool(true), false);
        QVERIFY(ben.joinAndClaim(m_host->tableToken(), QStringLiteral("Ben")));
        QVERIFY(ann.intent(QStringLiteral("a1"), QStringLiteral("Ann"), note(QStringLiteral("to undo"))).value(QStringLiteral("ok")).toBool());
        QVERIFY(ben.catchUpTo(1));

        const auto undo = [](const QString &type, const QString &id, const QString &seat, qint64 since) {
            return QJsonObject{{QStringLiteral("type"), type}, {QStringLiteral("id"), id}, {QStringLiteral("seat"), seat},
                               {QStringLiteral("since"), static_cast<double>(since)}};
        };
        ben.sendJson(undo(QStringLiteral("undo"), QStringLiteral("u1"), QStringLiteral("Ben"), 1));
        const QJsonObject refused = ben.next(QStringLiteral("answer"));
        QCOMPARE(refused.value(QStringLiteral("ok")).toBool(true), false);
        QCOMPARE(errorReason(refused), QStringLiteral("table.undo_not_allowed"));
        QCOMPARE(storedRecords(), 1);

        m_host->setUndoFromPhones(true);
        QCOMPARE(ann.next(QStringLiteral("settings")).value(QStringLiteral("undo_from_phones")).toBool(), true);
        QCOMPARE(ben.next(QStringLiteral("settings")).value(QStringLiteral("undo_from_phones")).toBool(), true);
        // Still only on the newest view, and only for one's own seat.
        ben.sendJson(undo(QStringLiteral("undo"), QStringLiteral("u2"), QStringLiteral("Ben"), 0));
        QCOMPARE(errorReason(ben.next(QStringLiteral("answer"))), QStringLiteral("table.stale"));
        ben.sendJson(undo(QStringLiteral("undo"), QStringLiteral("u3"), QStringLiteral("Ann"), 1));
        QCOMPARE(errorReason(ben.next(QStringLiteral("answer"))), QStringLiteral("table.not_your_seat"));
        // Without its id it is no undo at all.
        ben.sendJson({{QStringLiteral("type"), QStringLiteral("undo")}, {QStringLiteral("seat"), QStringLiteral("Ben")}, {QStringLiteral("since"), 1}});
        QCOMPARE(errorReason(ben.next(QStringLiteral("refused"))), QStringLiteral("table.bad_message"));
        QCOMPARE(storedRecords(), 1);

        ben.sendJson(undo(QStringLiteral("undo"), QStringLiteral("u4"), QStringLiteral("Ben"), 1));
        const QJsonObject undone = ben.next(QStringLiteral("answer"));
        QCOMPARE(undone.value(QStringLiteral("ok")).toBool(), true);
        QCOMPARE(undone.value(QStringLiteral("seq")).toInt(), 2);
        // Once, however often it is sent.
        ben.sendJson(undo(QStringLiteral("undo"), QStringLiteral("u4"), QStringLiteral("Ben"), 1));
        QCOMPARE(ben.next(QStringLiteral("answer")), undone);
        QCOMPARE(storedRecords(), 2);
        QVERIFY(ann.catchUpTo(2));
        QCOMPARE(ann.log.at(1).toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("undo"));
        QCOMPARE(withoutEvents(ann.log), storedLog());
        // Nothing left to undo: the engine's own refusal.
        ann.sendJson(undo(QStringLiteral("undo"), QStringLiteral("a2"), QStringLiteral("Ann"), 2));
        QCOMPARE(errorReason(ann.next(QStringLiteral("answer"))), QStringLiteral("session.nothing_to_undo"));
        // The update says a redo is possible, and a phone may redo.
        ann.sendJson({{QStringLiteral("type"), QStringLiteral("since")}, {QStringLiteral("seq"), 2}});
        const QJsonObject now = ann.next(QStringLiteral("update"));
        QCOMPARE(now.value(QStringLiteral("can_redo")).toBool(), true);
        QCOMPARE(now.value(QStringLiteral("can_undo")).toBool(true), false);
        ann.sendJson(undo(QStringLiteral("redo"), QStringLiteral("a3"), QStringLiteral("Ann"), 2));
        QCOMPARE(ann.next(QStringLiteral("answer")).value(QStringLiteral("seq")).toInt(), 3);
        QVERIFY(ben.catchUpTo(3));
        QCOMPARE(withoutEvents(ben.log), storedLog());
        QCOMPARE(storedLog().at(2).toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("redo"));

        // Switched off again: refused, and every phone is told.
        m_host->setUndoFromPhones(false);
        QCOMPARE(ann.next(QStringLiteral("settings")).value(QStringLiteral("undo_from_phones")).toBool(true), false);
        ann.sendJson(undo(QStringLiteral("undo"), QStringLiteral("a4"), QStringLiteral("Ann"), 3));
        QCOMPARE(errorReason(ann.next(QStringLiteral("answer"))), QStringLiteral("table.undo_not_allowed"));
        QCOMPARE(storedRecords(), 3);
    }

    void aGermanPhoneReadsTheEngineInGerman()
    {
        m_host->setLanguage(QStringLiteral("de"));
        m_host->setTheme(QStringLiteral("dark"));
        TableClient ann(m_host->port());
        TableClient ben(m_host->port());
        QVERIFY(ann.waitConnected());
        ann.sendJson({{QStringLiteral("type"), QStringLiteral("join")}, {QStringLiteral("table"), m_host->tableToken()}});
        const QJsonObject welcome = ann.next(QStringLiteral("welcome"));
        QCOMPARE(welcome.value(QStringLiteral("language")).toString(), QStringLiteral("de"));
        QCOMPARE(welcome.value(QStringLiteral("theme")).toString(), QStringLiteral("dark"));
        // Ben's phone reads English, whatever the tablet does.
        QVERIFY(ben.waitConnected());
        ben.sendJson({{QStringLiteral("type"), QStringLiteral("language")}, {QStringLiteral("lang"), QStringLiteral("en")}});
        QCOMPARE(errorReason(ben.next(QStringLiteral("refused"))), QStringLiteral("table.not_joined"));
        QVERIFY(ben.joinAndClaim(m_host->tableToken(), QStringLiteral("Ben")));
        ben.sendJson({{QStringLiteral("type"), QStringLiteral("language")}, {QStringLiteral("lang"), QStringLiteral("en")}});
        ben.sendJson({{QStringLiteral("type"), QStringLiteral("language")}, {QStringLiteral("lang"), QStringLiteral("fr")}});
        QCOMPARE(errorReason(ben.next(QStringLiteral("refused"))), QStringLiteral("table.bad_message"));

        ann.sendJson({{QStringLiteral("type"), QStringLiteral("claim")}, {QStringLiteral("seat"), QStringLiteral("Ann")}});
        ann.seatToken = ann.next(QStringLiteral("claimed")).value(QStringLiteral("seat_token")).toString();
        ann.absorb(ann.next(QStringLiteral("snapshot")));
        QVERIFY(ann.intent(QStringLiteral("a1"), QStringLiteral("Ann"), note(QStringLiteral("hallo"))).value(QStringLiteral("ok")).toBool());
        QVERIFY(ann.catchUpTo(1));
        QVERIFY(ben.catchUpTo(1));
        const auto eventText = [](const TableClient &phone) {
            return phone.log.at(0).toObject().value(QStringLiteral("events")).toArray().at(0).toObject().value(QStringLiteral("text")).toString();
        };
        QCOMPARE(eventText(ann), QStringLiteral("Notiz: hallo"));
        QCOMPARE(eventText(ben), QStringLiteral("Note: hallo"));
        // The table's refusals, the engine's and the offered choices too.
        const QJsonObject stale = ann.intent(QStringLiteral("a2"), QStringLiteral("Ann"), note(QStringLiteral("spät")), 0);
        QCOMPARE(stale.value(QStringLiteral("error")).toObject().value(QStringLiteral("message")).toString(),
                 QStringLiteral("Am Tisch ist seit deiner Wahl etwas geschehen: sieh nochmals hin und wähle neu."));
        const QJsonObject refused = ann.options.value(QStringLiteral("refused")).toArray().at(0).toObject();
        QVERIFY(!refused.isEmpty());
        const QJsonObject engineNo = ann.intent(QStringLiteral("a3"), QStringLiteral("Ann"), refused.value(QStringLiteral("action")).toObject());
        QCOMPARE(engineNo.value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toString(), QStringLiteral("invalid_move"));
        const QString germanNo = engineNo.value(QStringLiteral("error")).toObject().value(QStringLiteral("message")).toString();
        QCOMPARE(germanNo, refused.value(QStringLiteral("error")).toObject().value(QStringLiteral("message")).toString());
        const QString germanLabel = ann.options.value(QStringLiteral("options")).toArray().at(0).toObject().value(QStringLiteral("label")).toString();
        // The same phone asks for English and looks again.
        ann.sendJson({{QStringLiteral("type"), QStringLiteral("language")}, {QStringLiteral("lang"), QStringLiteral("en")}});
        ann.sendJson({{QStringLiteral("type"), QStringLiteral("since")}, {QStringLiteral("seq"), 0}});
        const QJsonObject english = ann.next(QStringLiteral("update"));
        QCOMPARE(english.value(QStringLiteral("records")).toArray().at(0).toObject().value(QStringLiteral("events")).toArray().at(0).toObject()
                     .value(QStringLiteral("text")).toString(), QStringLiteral("Note: hallo"));
        const QJsonObject options = english.value(QStringLiteral("options")).toObject();
        const QString englishNo = options.value(QStringLiteral("refused")).toArray().at(0).toObject().value(QStringLiteral("error")).toObject()
                                      .value(QStringLiteral("message")).toString();
        const QString englishLabel = options.value(QStringLiteral("options")).toArray().at(0).toObject().value(QStringLiteral("label")).toString();
        QCOMPARE(englishNo, QStringLiteral("A player's first hero each turn goes to the gold space of a Quest."));
        QCOMPARE(germanNo, QStringLiteral("Der erste Held eines Spielers geht in jedem Zug auf das Goldfeld einer Quest."));
        QCOMPARE(englishLabel, QStringLiteral("Curunir the Elemental Witch to the gold space of the warmonger Quest"));
        QCOMPARE(germanLabel, QStringLiteral("Curunir die Elementarhexe auf das Goldfeld der Quest warmonger"));
    }

    // The tablet switches language or theme after the phones joined: they
    // follow, except a phone whose player picked its own language.
    void phonesFollowTheTabletsLaterSwitch()
    {
        TableClient ann(m_host->port());
        TableClient ben(m_host->port());
        QVERIFY(ann.joinAndClaim(m_host->tableToken(), QStringLiteral("Ann")));
        QVERIFY(ben.joinAndClaim(m_host->tableToken(), QStringLiteral("Ben")));
        ben.sendJson({{QStringLiteral("type"), QStringLiteral("language")}, {QStringLiteral("lang"), QStringLiteral("en")}});
        QVERIFY(ann.intent(QStringLiteral("a0"), QStringLiteral("Ann"), note(QStringLiteral("first"))).value(QStringLiteral("ok")).toBool());
        QVERIFY(ben.catchUpTo(1));

        m_host->setLanguage(QStringLiteral("de"));
        const QJsonObject annSettings = ann.next(QStringLiteral("settings"));
        QCOMPARE(annSettings.value(QStringLiteral("language")).toString(), QStringLiteral("de"));
        // Ann's page is told its choices again, now in German.
        const QJsonObject update = ann.next(QStringLiteral("update"));
        const QString label = update.value(QStringLiteral("options")).toObject().value(QStringLiteral("options")).toArray().at(0).toObject()
                                  .value(QStringLiteral("label")).toString();
        QVERIFY2(label.contains(QStringLiteral("Goldfeld")) || label.contains(QStringLiteral("auf")), qPrintable(label));

        m_host->setTheme(QStringLiteral("dark"));
        QCOMPARE(ann.next(QStringLiteral("settings")).value(QStringLiteral("theme")).toString(), QStringLiteral("dark"));
        const QJsonObject benSettings = ben.next(QStringLiteral("settings"));
        QCOMPARE(benSettings.value(QStringLiteral("theme")).toString(), QStringLiteral("dark"));
        // Ben picked English on his phone: the tablet's German passed him by.
        QVERIFY(!benSettings.contains(QStringLiteral("language")));
        QVERIFY(ann.intent(QStringLiteral("a1"), QStringLiteral("Ann"), note(QStringLiteral("zwei"))).value(QStringLiteral("ok")).toBool());
        QVERIFY(ben.catchUpTo(2));
        QVERIFY(ann.catchUpTo(2));
        const auto eventText = [](const TableClient &phone, int at) {
            return phone.log.at(at).toObject().value(QStringLiteral("events")).toArray().at(0).toObject().value(QStringLiteral("text")).toString();
        };
        QCOMPARE(eventText(ann, 1), QStringLiteral("Notiz: zwei"));
        QCOMPARE(eventText(ben, 1), QStringLiteral("Note: zwei"));
    }

    void anotherSeatsSealedBidStaysHidden()
    {
        const QJsonObject record{{QStringLiteral("seq"), 3},
                                 {QStringLiteral("action"), QJsonObject{{QStringLiteral("type"), QStringLiteral("bid")},
                                                                        {QStringLiteral("player"), QStringLiteral("Ann")},
                                                                        {QStringLiteral("amount"), 4}}}};
        QCOMPARE(SeatView::record(record, QStringLiteral("Ann")), record);
        QVERIFY(!SeatView::record(record, QStringLiteral("Ben")).value(QStringLiteral("action")).toObject().contains(QStringLiteral("amount")));
    }

    void theLedgerForgetsOnlyTheOldest()
    {
        IntentLedger ledger(2);
        ledger.remember(QStringLiteral("Ann"), QStringLiteral("1"), {{QStringLiteral("seq"), 1}});
        ledger.remember(QStringLiteral("Ann"), QStringLiteral("2"), {{QStringLiteral("seq"), 2}});
        ledger.remember(QStringLiteral("Ann"), QStringLiteral("2"), {{QStringLiteral("seq"), 9}}); // a first answer stays
        QCOMPARE(ledger.find(QStringLiteral("Ann"), QStringLiteral("2"))->value(QStringLiteral("seq")).toInt(), 2);
        QVERIFY(!ledger.find(QStringLiteral("Ben"), QStringLiteral("2")));
        ledger.remember(QStringLiteral("Ann"), QStringLiteral("3"), {});
        QVERIFY(!ledger.find(QStringLiteral("Ann"), QStringLiteral("1")));
        QVERIFY(ledger.find(QStringLiteral("Ann"), QStringLiteral("3")));
    }

    void theRateLimiterRefillsOverTime()
    {
        RateLimiter limiter(10, 2);
        const auto t0 = RateLimiter::Clock::now();
        QVERIFY(limiter.take(t0));
        QVERIFY(limiter.take(t0));
        QVERIFY(!limiter.take(t0));
        QVERIFY(limiter.take(t0 + std::chrono::milliseconds(150)));
    }
};

QTEST_GUILESS_MAIN(TestTableHost)
#include "tst_tablehost.moc"
