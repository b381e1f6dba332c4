// Table mode's host under hostile or clumsy use, over real sockets on
// loopback: connections that never join or never finish their request,
// a second tab on the same seat, a phone that lost its seat token, a phone
// whose network stalled, a full table and record numbers that name no
// record. The deadlines are shortened through TableHost::setTimeouts; the
// browser test table.browser.heartbeat runs the real defaults.
#include "RawPeer.h"
#include "TableClient.h"

#include "content/ContentLibrary.h"
#include "session/SessionService.h"
#include "storage/SessionStore.h"
#include "table/ConnectionGate.h"
#include "table/TableHost.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <functional>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;
using namespace std::chrono_literals;

namespace {

QJsonObject note(const QString &text)
{
    return {{QStringLiteral("type"), QStringLiteral("note")}, {QStringLiteral("text"), text}};
}

QString errorReason(const QJsonObject &message)
{
    return message.value(QStringLiteral("error")).toObject().value(QStringLiteral("reason")).toString();
}

QJsonObject join(const QString &token)
{
    return {{QStringLiteral("type"), QStringLiteral("join")}, {QStringLiteral("table"), token}};
}

QJsonObject askSeat(const QString &seat)
{
    return {{QStringLiteral("type"), QStringLiteral("ask_seat")}, {QStringLiteral("seat"), seat}};
}

QHostAddress loopback(int third, int fourth)
{
    return QHostAddress(QStringLiteral("127.0.%1.%2").arg(third).arg(fourth));
}

// Deadlines short enough for a test: a connection must upgrade within a
// second and join within a second; a joined device silent for 2 s is gone.
// The phones answer pings from this process's event loop, which the host
// shares: the silence leaves room for a slow snapshot (sanitizer builds).
TableTimeouts quickTimeouts()
{
    TableTimeouts quick;
    quick.request = 1000ms;
    quick.join = 1000ms;
    quick.heartbeat = 100ms;
    quick.silence = 2000ms;
    return quick;
}

} // namespace

class TestTableHostile : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<ContentLibrary> m_content;
    std::unique_ptr<SessionStore> m_store;
    std::unique_ptr<SessionService> m_tablet;
    qint64 m_session = 0;
    std::unique_ptr<TableHost> m_host;

    qint64 storedRecords() { return m_store->lastSeq(m_session).value(); }

    bool anyDevice(const std::function<bool(const TableHost::Device &)> &matches) const
    {
        const std::vector<TableHost::Device> devices = m_host->devices();
        return std::any_of(devices.begin(), devices.end(), matches);
    }

    // A phone that joined, and so no longer counts against the limits on
    // connections that have not.
    std::unique_ptr<TableClient> joinedPhone()
    {
        auto phone = std::make_unique<TableClient>(m_host->port());
        if (!phone->waitConnected())
            return nullptr;
        phone->sendJson(join(m_host->tableToken()));
        if (phone->next(QStringLiteral("welcome")).isEmpty())
            return nullptr;
        return phone;
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        const QString path = m_dir.filePath(QStringLiteral("hostile-%1.sqlite").arg(QLatin1String(QTest::currentTestFunction())));
        auto store = SessionStore::open(path, QStringLiteral("tablet-%1").arg(QLatin1String(QTest::currentTestFunction())));
        QVERIFY(store);
        m_store = std::move(store).value();
        m_content = std::make_unique<ContentLibrary>(m_dir.filePath(QStringLiteral("content")));
        m_tablet = std::make_unique<SessionService>(*m_store, m_content.get());
        auto id = m_tablet->create(QStringLiteral("theosis"), QJsonArray{QStringLiteral("Ann"), QStringLiteral("Ben")}, {}, 7);
        QVERIFY(id);
        m_session = id.value();
        m_host = std::make_unique<TableHost>(path, m_session);
        m_host->setTimeouts(quickTimeouts());
        QCOMPARE(m_host->start(QHostAddress::LocalHost, 0), QString());
    }

    void cleanup()
    {
        m_host.reset();
        m_tablet.reset();
        m_store.reset();
    }

    // 16 WebSockets that never send the table's code used to fill the
    // device limit: the next phone, with the right code, was closed (1006).
    void socketsThatNeverJoinLockNobodyOut()
    {
        std::vector<std::unique_ptr<RawPeer>> strangers;
        for (int i = 0; i < 16; ++i) {
            strangers.push_back(std::make_unique<RawPeer>(loopback(0, 2), m_host->port()));
            QVERIFY(strangers.back()->waitConnected());
            strangers.back()->upgrade();
        }
        TableClient ann(m_host->port());
        QVERIFY(ann.joinAndClaim(m_host->tableToken(), QStringLiteral("Ann")));
        QVERIFY(!ann.closed);
        // The tablet lists devices that joined, and only those.
        QCOMPARE(m_host->devices().size(), std::size_t(1));

        // One address holds a few connections that have not joined; the rest
        // are refused at once (a 503, when it reaches them before the close).
        const auto upgraded = std::count_if(strangers.begin(), strangers.end(), [](const auto &s) { return s->upgraded; });
        QVERIFY2(upgraded >= 1 && upgraded <= ConnectionGate::kMaxWaitingPerAddress, qPrintable(QString::number(upgraded)));
        for (const auto &stranger : strangers)
            if (!stranger->upgraded)
                QVERIFY(stranger->closed && (stranger->httpStatus.isEmpty() || stranger->httpStatus == "503"));

        // Not joined within the deadline: told why, and closed (RFC 6455's
        // policy violation, never 1006).
        for (const auto &stranger : strangers) {
            QTRY_VERIFY(stranger->closed);
            if (stranger->upgraded) {
                QCOMPARE(errorReason(stranger->next(QStringLiteral("refused"))), QStringLiteral("table.join_timeout"));
                QCOMPARE(stranger->closeCode.value_or(0), 1008);
            }
        }
        QVERIFY(ann.intent(QStringLiteral("a1"), QStringLiteral("Ann"), note(QStringLiteral("still here"))).value(QStringLiteral("ok")).toBool());
    }

    // A connection the host closed before it joined (a wrong code) no longer
    // counts against its address: a phone that mistyped ten times gets in.
    void closedConnectionsNoLongerCount()
    {
        for (int i = 0; i < 2 * ConnectionGate::kMaxWaitingPerAddress; ++i) {
            TableClient wrong(m_host->port());
            QVERIFY2(wrong.waitConnected(), qPrintable(QString::number(i)));
            wrong.sendJson(join(QStringLiteral("not the code")));
            QCOMPARE(errorReason(wrong.next(QStringLiteral("refused"))), QStringLiteral("table.wrong_token"));
            QTRY_VERIFY(wrong.closed);
        }
        TableClient ann(m_host->port());
        QVERIFY(ann.joinAndClaim(m_host->tableToken(), QStringLiteral("Ann")));
    }

    // Connections that send half a request and wait (slowloris) used to
    // stay for ever; a thousand of them left no descriptor for a phone.
    void slowRequestsAreCappedAndClosed()
    {
        std::vector<std::unique_ptr<RawPeer>> slow;
        // Twenty from one address, seventy from as many others.
        for (int i = 0; i < 90; ++i) {
            slow.push_back(std::make_unique<RawPeer>(i < 20 ? loopback(0, 3) : loopback(2, i), m_host->port()));
            QVERIFY(slow.back()->waitConnected());
            slow.back()->sendPartialRequest();
        }
        const auto open = [&slow] { return std::count_if(slow.begin(), slow.end(), [](const auto &s) { return !s->closed; }); };
        const auto openFrom = [&slow](int third, int fourth) {
            return std::count_if(slow.begin(), slow.end(), [&](const auto &s) { return !s->closed && s->socket.localAddress() == loopback(third, fourth); });
        };
        // As soon as the host has taken in what is in flight.
        QTRY_VERIFY2(openFrom(0, 3) <= ConnectionGate::kMaxWaitingPerAddress, qPrintable(QString::number(openFrom(0, 3))));
        QTRY_VERIFY2(open() <= ConnectionGate::kMaxWaiting, qPrintable(QString::number(open())));

        // A phone still gets the page and a seat while they wait.
        RawPeer browser(QHostAddress::LocalHost, m_host->port());
        QVERIFY(browser.waitConnected());
        browser.socket.write("GET /table.js HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        QTRY_COMPARE(browser.httpStatus, QByteArray("200"));
        TableClient ann(m_host->port());
        QVERIFY(ann.joinAndClaim(m_host->tableToken(), QStringLiteral("Ann")));

        // Trickling a byte now and then does not keep a request alive:
        // the deadline counts from the accept.
        for (int i = 0; i < 6; ++i) {
            for (const auto &s : slow)
                if (!s->closed)
                    s->socket.write("x");
            QTest::qWait(100);
        }
        QTRY_COMPARE(open(), 0);
        QVERIFY(!ann.closed);
    }

    // A second tab (the QR code scanned again) brings the seat's token from
    // the browser's storage and takes the seat: the first tab is told, and
    // may take it back the same way.
    void aSecondTabTakesTheSeatAndTheFirstMayTakeItBack()
    {
        TableClient first(m_host->port());
        QVERIFY(first.joinAndClaim(m_host->tableToken(), QStringLiteral("Ann")));
        TableClient second(m_host->port());
        QVERIFY(second.joinAndClaim(m_host->tableToken(), QStringLiteral("Ann"), first.seatToken));

        const QJsonObject lost = first.next(QStringLiteral("taken_over"));
        QCOMPARE(lost.value(QStringLiteral("seat")).toString(), QStringLiteral("Ann"));
        QCOMPARE(lost.value(QStringLiteral("can_take_back")).toBool(), true);
        QVERIFY(!first.closed); // still at the table, without a seat
        first.sendJson({{QStringLiteral("type"), QStringLiteral("intent")}, {QStringLiteral("id"), QStringLiteral("f1")},
                        {QStringLiteral("seat"), QStringLiteral("Ann")}, {QStringLiteral("since"), 0}, {QStringLiteral("action"), note(QStringLiteral("x"))}});
        QCOMPARE(errorReason(first.next(QStringLiteral("refused"))), QStringLiteral("table.no_seat"));
        QVERIFY(second.intent(QStringLiteral("s1"), QStringLiteral("Ann"), note(QStringLiteral("from the second tab"))).value(QStringLiteral("ok")).toBool());
        QVERIFY(second.catchUpTo(1));
        // A seatless tab is sent no records; it takes them with the seat.
        QVERIFY(std::none_of(first.inbox.begin() + first.taken, first.inbox.end(),
                             [](const QJsonObject &m) { return m.value(QStringLiteral("type")).toString() == QLatin1String("update"); }));

        // "Take it back" on the first tab.
        first.sendJson({{QStringLiteral("type"), QStringLiteral("claim")}, {QStringLiteral("seat"), QStringLiteral("Ann")},
                        {QStringLiteral("seat_token"), first.seatToken}});
        QCOMPARE(first.next(QStringLiteral("claimed")).value(QStringLiteral("seat_token")).toString(), first.seatToken);
        QVERIFY(!first.next(QStringLiteral("snapshot")).isEmpty());
        QCOMPARE(second.next(QStringLiteral("taken_over")).value(QStringLiteral("can_take_back")).toBool(), true);
        QVERIFY(first.intent(QStringLiteral("f2"), QStringLiteral("Ann"), note(QStringLiteral("back")), 1).value(QStringLiteral("ok")).toBool());
        QCOMPARE(storedRecords(), 2);
        QCOMPARE(m_host->devices().size(), std::size_t(2));
    }

    // A phone that lost its seat token (a new phone, cleared data) asks the
    // tablet for the seat; the seat goes where the tablet's player says:
    // to the device and code the tablet showed, and nowhere else.
    void aLostSeatGoesOnlyWhereTheTabletSays()
    {
        TableClient old(m_host->port());
        QVERIFY(old.joinAndClaim(m_host->tableToken(), QStringLiteral("Ann")));
        const QString oldToken = old.seatToken;

        auto fresh = joinedPhone();
        QVERIFY(fresh);
        fresh->sendJson({{QStringLiteral("type"), QStringLiteral("claim")}, {QStringLiteral("seat"), QStringLiteral("Ann")}});
        QCOMPARE(errorReason(fresh->next(QStringLiteral("refused"))), QStringLiteral("table.seat_taken"));
        fresh->sendJson(askSeat(QStringLiteral("Ann")));
        const QJsonObject asking = fresh->next(QStringLiteral("asking"));
        QCOMPARE(asking.value(QStringLiteral("seat")).toString(), QStringLiteral("Ann"));
        const QString code = asking.value(QStringLiteral("code")).toString();
        QVERIFY2(QRegularExpression(QStringLiteral("^\\d{4}$")).match(code).hasMatch(), qPrintable(code));

        // Someone else at the table asks for the same seat.
        auto other = joinedPhone();
        QVERIFY(other);
        other->sendJson(askSeat(QStringLiteral("Ann")));
        const QString otherCode = other->next(QStringLiteral("asking")).value(QStringLiteral("code")).toString();
        QVERIFY(otherCode != code);

        // The tablet lists each request with its code.
        QString freshId;
        QString otherId;
        for (const TableHost::Device &device : m_host->devices()) {
            if (device.askCode == code)
                freshId = device.id;
            if (device.askCode == otherCode)
                otherId = device.id;
        }
        QVERIFY(!freshId.isEmpty() && !otherId.isEmpty());
        for (const TableHost::Device &device : m_host->devices())
            if (device.id == freshId)
                QCOMPARE(device.asksFor, QStringLiteral("Ann"));

        // Nothing but the exact request moves the seat.
        QVERIFY(!m_host->handOver(freshId, QStringLiteral("Ann"), otherCode));
        QVERIFY(!m_host->handOver(freshId, QStringLiteral("Ben"), code));
        QVERIFY(!m_host->handOver(otherId, QStringLiteral("Ann"), code));
        QVERIFY(!m_host->handOver(QStringLiteral("d99"), QStringLiteral("Ann"), code));
        // Asked again, the request has a new code: the old one shown no longer works.
        fresh->sendJson(askSeat(QStringLiteral("Ann")));
        const QString newCode = fresh->next(QStringLiteral("asking")).value(QStringLiteral("code")).toString();
        if (newCode != code)
            QVERIFY(!m_host->handOver(freshId, QStringLiteral("Ann"), code));
        QVERIFY(!old.closed);
        QCOMPARE(old.inbox.last().value(QStringLiteral("type")).toString(), QStringLiteral("snapshot")); // nothing happened to Ann's phone

        QVERIFY(m_host->handOver(freshId, QStringLiteral("Ann"), newCode));
        const QJsonObject claimed = fresh->next(QStringLiteral("claimed"));
        QCOMPARE(claimed.value(QStringLiteral("seat")).toString(), QStringLiteral("Ann"));
        QVERIFY(claimed.value(QStringLiteral("seat_token")).toString() != oldToken);
        QVERIFY(!fresh->next(QStringLiteral("snapshot")).isEmpty());
        fresh->seatToken = claimed.value(QStringLiteral("seat_token")).toString();
        // The phone that had it cannot take it back: its token is dead.
        const QJsonObject lost = old.next(QStringLiteral("taken_over"));
        QCOMPARE(lost.value(QStringLiteral("can_take_back")).toBool(true), false);
        old.sendJson({{QStringLiteral("type"), QStringLiteral("claim")}, {QStringLiteral("seat"), QStringLiteral("Ann")},
                      {QStringLiteral("seat_token"), oldToken}});
        QCOMPARE(errorReason(old.next(QStringLiteral("refused"))), QStringLiteral("table.seat_taken"));
        // The other request is over: it was not the one the tablet chose.
        const QJsonObject otherRefused = other->next(QStringLiteral("refused"));
        QCOMPARE(otherRefused.value(QStringLiteral("to")).toString(), QStringLiteral("ask_seat"));
        QCOMPARE(errorReason(otherRefused), QStringLiteral("table.seat_taken"));
        QVERIFY(!m_host->handOver(otherId, QStringLiteral("Ann"), otherCode));
        QVERIFY(!anyDevice([](const TableHost::Device &d) { return !d.asksFor.isEmpty(); }));

        QVERIFY(fresh->intent(QStringLiteral("n1"), QStringLiteral("Ann"), note(QStringLiteral("new phone"))).value(QStringLiteral("ok")).toBool());
        // A request taken back leaves the tablet's list; a free seat needs nobody's leave.
        other->sendJson(askSeat(QStringLiteral("Ben")));
        QCOMPARE(other->next(QStringLiteral("claimed")).value(QStringLiteral("seat")).toString(), QStringLiteral("Ben"));
        old.sendJson(askSeat(QStringLiteral("Ben")));
        QVERIFY(!old.next(QStringLiteral("asking")).isEmpty());
        old.sendJson(askSeat(QString()));
        QTRY_VERIFY(!anyDevice([](const TableHost::Device &d) { return !d.asksFor.isEmpty(); }));
        QCOMPARE(storedRecords(), 1);
    }

    // A phone whose network stalled answers no ping: the host takes it for
    // gone and its seat waits for it, while a phone that answers stays.
    void aSilentPhoneIsNoticedAndAnAnsweringOneStays()
    {
        RawPeer stalled(loopback(0, 4), m_host->port());
        QVERIFY(stalled.waitConnected());
        QVERIFY(stalled.upgrade());
        stalled.sendJson(join(m_host->tableToken()));
        QVERIFY(!stalled.next(QStringLiteral("welcome")).isEmpty());
        stalled.sendJson({{QStringLiteral("type"), QStringLiteral("claim")}, {QStringLiteral("seat"), QStringLiteral("Ann")}});
        QVERIFY(!stalled.next(QStringLiteral("claimed")).isEmpty());
        TableClient ben(m_host->port());
        QVERIFY(ben.joinAndClaim(m_host->tableToken(), QStringLiteral("Ben")));
        QElapsedTimer sinceBenSpoke;
        sinceBenSpoke.start();

        QTRY_VERIFY(stalled.closed);
        QVERIFY(stalled.pings > 0);
        QCOMPARE(stalled.closeCode.value_or(0), 1001);
        QTRY_VERIFY(anyDevice([](const TableHost::Device &d) { return d.seat == QLatin1String("Ann") && d.address.isEmpty(); }));
        // Ben's phone answers every ping (a QWebSocket does, as browsers do):
        // it stays for longer than a silent phone would.
        const auto silence = static_cast<qint64>(quickTimeouts().silence.count());
        QVERIFY(!QTest::qWaitFor([&] { return ben.closed; }, static_cast<int>(std::max<qint64>(0, silence + 500 - sinceBenSpoke.elapsed()))));
        const QJsonObject gold{{QStringLiteral("type"), QStringLiteral("counter.adjust")}, {QStringLiteral("entity"), QStringLiteral("Ben")},
                               {QStringLiteral("counter"), QStringLiteral("gold")}, {QStringLiteral("delta"), 1}};
        QVERIFY(ben.intent(QStringLiteral("b1"), QStringLiteral("Ben"), gold).value(QStringLiteral("ok")).toBool());
    }

    // The 17th device is told that the table is full before it is closed.
    void aFullTableSaysWhy()
    {
        std::vector<std::unique_ptr<TableClient>> devices;
        for (int i = 0; i < TableHost::kMaxDevices; ++i) {
            devices.push_back(joinedPhone());
            QVERIFY(devices.back());
        }
        TableClient late(m_host->port());
        QVERIFY(late.waitConnected());
        late.sendJson(join(m_host->tableToken()));
        const QJsonObject refused = late.next(QStringLiteral("refused"));
        QCOMPARE(refused.value(QStringLiteral("to")).toString(), QStringLiteral("join"));
        QCOMPARE(errorReason(refused), QStringLiteral("table.full"));
        QVERIFY(!refused.value(QStringLiteral("error")).toObject().value(QStringLiteral("message")).toString().isEmpty());
        QTRY_VERIFY(late.closed);
        QCOMPARE(int(late.socket.closeCode()), 1008);
        QCOMPARE(m_host->devices().size(), std::size_t(TableHost::kMaxDevices));
        // Once the tablet removes one, the next may join.
        QVERIFY(m_host->removeDevice(m_host->devices().front().id));
        QVERIFY(joinedPhone());
    }

    // A record number is a whole number from 0 up: anything else is a bad
    // message, never a stale view, a negative from_seq or an accepted intent.
    void recordNumbersThatNameNoRecordAreRefused()
    {
        TableClient ann(m_host->port());
        QVERIFY(ann.joinAndClaim(m_host->tableToken(), QStringLiteral("Ann")));
        QVERIFY(ann.intent(QStringLiteral("a0"), QStringLiteral("Ann"), note(QStringLiteral("one"))).value(QStringLiteral("ok")).toBool());
        QVERIFY(ann.catchUpTo(1));
        int n = 0;
        for (const QString &since : {QStringLiteral("1e300"), QStringLiteral("-1"), QStringLiteral("1.5"), QStringLiteral("-1e300"),
                                     QStringLiteral("1.0000001"), QStringLiteral("\"1\""), QStringLiteral("null")}) {
            ann.socket.sendTextMessage(QStringLiteral("{\"type\":\"intent\",\"id\":\"x%1\",\"seat\":\"Ann\",\"since\":%2,\"action\":{\"type\":\"note\",\"text\":\"no\"}}")
                                           .arg(++n)
                                           .arg(since));
            const QJsonObject refused = ann.next(QStringLiteral("refused"));
            QVERIFY2(errorReason(refused) == QLatin1String("table.bad_message"), qPrintable(since + QLatin1String(": ") + errorReason(refused)));
            ann.socket.sendTextMessage(QStringLiteral("{\"type\":\"undo\",\"id\":\"u%1\",\"seat\":\"Ann\",\"since\":%2}").arg(n).arg(since));
            QCOMPARE(errorReason(ann.next(QStringLiteral("refused"))), QStringLiteral("table.bad_message"));
            ann.socket.sendTextMessage(QStringLiteral("{\"type\":\"since\",\"seq\":%1}").arg(since));
            QCOMPARE(errorReason(ann.next(QStringLiteral("refused"))), QStringLiteral("table.bad_message"));
        }
        QCOMPARE(ann.answers.keys(), QStringList{QStringLiteral("a0")}); // refused, never answered
        QCOMPARE(storedRecords(), 1);
        // Beyond the newest record: an update from the newest, nothing more.
        ann.sendJson({{QStringLiteral("type"), QStringLiteral("since")}, {QStringLiteral("seq"), 9007199254740992.0}});
        const QJsonObject update = ann.next(QStringLiteral("update"));
        QCOMPARE(update.value(QStringLiteral("from_seq")).toInteger(), 1);
        QCOMPARE(update.value(QStringLiteral("records")).toArray().size(), 0);
        QVERIFY(!ann.closed);
    }
};

QTEST_GUILESS_MAIN(TestTableHostile)
#include "tst_tablehostile.moc"
