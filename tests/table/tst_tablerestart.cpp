// The table's host killed with SIGKILL and started again on the same port:
// the phones come back by themselves with the code and the seat tokens they
// kept, no acknowledged action is lost, a resent intent gets its first
// answer and is never applied twice, and every log is the database's.
// The host is the real `arbiter-cli serve`, killed mid-game twice: right
// after an answer, and right after an intent was sent, before its answer.
#include "StoredLog.h"
#include "TableClient.h"

#include "content/ContentLibrary.h"
#include "session/SessionService.h"
#include "storage/SessionStore.h"

#include <QProcess>
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

QJsonObject intentMessage(const QString &id, const QString &seat, qint64 since, const QJsonObject &action)
{
    return {{QStringLiteral("type"), QStringLiteral("intent")},
            {QStringLiteral("id"), id},
            {QStringLiteral("seat"), seat},
            {QStringLiteral("since"), static_cast<double>(since)},
            {QStringLiteral("action"), action}};
}

} // namespace

class TestTableRestart : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<SessionStore> m_store;
    qint64 m_session = 0;
    std::unique_ptr<QProcess> m_host;
    quint16 m_port = 0;
    QString m_token;

    // Starts `arbiter-cli serve` and reads the line that says where it listens.
    bool startHost(quint16 port)
    {
        m_host = std::make_unique<QProcess>();
        m_host->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_host->start(QStringLiteral(ARBITER_CLI),
                      {QStringLiteral("--db"), m_path, QStringLiteral("serve"), QStringLiteral("--session"), QString::number(m_session),
                       QStringLiteral("--port"), QString::number(port), QStringLiteral("--bind"), QStringLiteral("127.0.0.1")});
        if (!m_host->waitForStarted(5000))
            return false;
        if (!QTest::qWaitFor([this] { return m_host->canReadLine(); }, 10000))
            return false;
        const QJsonObject ready = QJsonDocument::fromJson(m_host->readLine()).object();
        if (!ready.value(QStringLiteral("ok")).toBool()) {
            qWarning() << "serve did not start:" << ready;
            return false;
        }
        m_port = static_cast<quint16>(ready.value(QStringLiteral("port")).toInt());
        m_token = ready.value(QStringLiteral("table")).toString();
        return true;
    }

    void killHost()
    {
        m_host->kill(); // SIGKILL: no destructor, no closing frame, nothing flushed by the host
        QVERIFY(m_host->waitForFinished(5000));
        QCOMPARE(m_host->exitStatus(), QProcess::CrashExit);
    }

    qint64 storedRecords() { return m_store->lastSeq(m_session).value(); }

    QJsonArray storedLog() const { return ::storedLog(*m_store, m_session); }

    int storedCopiesOf(const QJsonObject &action)
    {
        int copies = 0;
        for (const QJsonValue &record : storedLog())
            copies += record.toObject().value(QStringLiteral("action")).toObject() == action ? 1 : 0;
        return copies;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("restart.sqlite"));
        auto store = SessionStore::open(m_path, QStringLiteral("tablet"));
        QVERIFY2(store, store ? "" : qPrintable(renderEnglish(store.error().message)));
        m_store = std::move(store).value();
        ContentLibrary content(m_dir.filePath(QStringLiteral("content")));
        SessionService tablet(*m_store, &content);
        auto id = tablet.create(QStringLiteral("theosis"), QJsonArray{QStringLiteral("Ann"), QStringLiteral("Ben")}, {}, 7);
        QVERIFY(id);
        m_session = id.value();
    }

    void cleanupTestCase()
    {
        if (m_host && m_host->state() != QProcess::NotRunning) {
            m_host->kill();
            m_host->waitForFinished(5000);
        }
    }

    void phonesComeBackAfterTheHostIsKilled()
    {
        QVERIFY(startHost(0));
        const quint16 port = m_port;
        const QString code = m_token;
        TableClient ann(port);
        TableClient ben(port);
        QVERIFY(ann.joinAndClaim(code, QStringLiteral("Ann")));
        QVERIFY(ben.joinAndClaim(code, QStringLiteral("Ben")));

        // Some play, every action acknowledged.
        std::map<qint64, QJsonObject> acknowledged;
        const auto play = [&](TableClient &phone, const QString &id, const QString &seat, const QJsonObject &action) {
            const QJsonObject answer = phone.intent(id, seat, action);
            if (answer.value(QStringLiteral("ok")).toBool())
                acknowledged[static_cast<qint64>(answer.value(QStringLiteral("seq")).toDouble())] = action;
            return answer;
        };
        QVERIFY(play(ann, QStringLiteral("a1"), QStringLiteral("Ann"), note(QStringLiteral("one"))).value(QStringLiteral("ok")).toBool());
        QVERIFY(ben.catchUpTo(1));
        QVERIFY(play(ben, QStringLiteral("b1"), QStringLiteral("Ben"), gold(QStringLiteral("Ben"), 2)).value(QStringLiteral("ok")).toBool());
        QVERIFY(ann.catchUpTo(2));

        // 1. Killed right after an answer.
        const qint64 sinceA2 = ann.lastSeq;
        const QJsonObject first = play(ann, QStringLiteral("a2"), QStringLiteral("Ann"), note(QStringLiteral("answered, then killed")));
        QVERIFY(first.value(QStringLiteral("ok")).toBool());
        killHost();
        QTRY_VERIFY(ann.closed && ben.closed);

        QVERIFY(startHost(port));
        QCOMPARE(m_port, port);
        QCOMPARE(m_token, code); // the QR code the phones scanned still works
        QVERIFY(ann.reconnect(code, QStringLiteral("Ann")));
        QVERIFY(ben.reconnect(code, QStringLiteral("Ben")));
        // The answer may have been lost on the way: the page sends it again.
        ann.sendJson(intentMessage(QStringLiteral("a2"), QStringLiteral("Ann"), sinceA2, note(QStringLiteral("answered, then killed"))));
        QCOMPARE(ann.next(QStringLiteral("answer")), first);
        QCOMPARE(storedCopiesOf(note(QStringLiteral("answered, then killed"))), 1);
        QVERIFY(ann.catchUpTo(3));
        QVERIFY(ben.catchUpTo(3));

        // 2. Killed after Ben sent an intent, before it could be answered.
        const qint64 sinceB2 = ben.lastSeq;
        const QJsonObject b2 = gold(QStringLiteral("Ben"), 3);
        ben.sendJson(intentMessage(QStringLiteral("b2"), QStringLiteral("Ben"), sinceB2, b2));
        ben.socket.flush();
        killHost();
        QTRY_VERIFY(ann.closed && ben.closed);
        const bool answeredInTime = ben.answers.contains(QStringLiteral("b2"));

        QVERIFY(startHost(port));
        QCOMPARE(m_token, code);
        QVERIFY(ben.reconnect(code, QStringLiteral("Ben")));
        QVERIFY(ann.reconnect(code, QStringLiteral("Ann")));
        // The page resends its pending intent with the same id and `since`:
        // stored before the kill or not, it is there once now.
        ben.sendJson(intentMessage(QStringLiteral("b2"), QStringLiteral("Ben"), sinceB2, b2));
        const QJsonObject resent = ben.next(QStringLiteral("answer"));
        QVERIFY2(resent.value(QStringLiteral("ok")).toBool(), QJsonDocument(resent).toJson().constData());
        if (answeredInTime)
            QCOMPARE(resent, ben.answers.value(QStringLiteral("b2")));
        acknowledged[static_cast<qint64>(resent.value(QStringLiteral("seq")).toDouble())] = b2;
        QCOMPARE(storedCopiesOf(b2), 1);

        // Play goes on after both restarts.
        QVERIFY(ann.catchUpTo(4));
        QVERIFY(play(ann, QStringLiteral("a3"), QStringLiteral("Ann"), note(QStringLiteral("after"))).value(QStringLiteral("ok")).toBool());
        QVERIFY(ben.catchUpTo(5));
        QVERIFY(ann.catchUpTo(5));

        // Nothing acknowledged is lost, and every log is the database's.
        QCOMPARE(storedRecords(), 5);
        const QJsonArray stored = storedLog();
        for (const auto &[seq, action] : acknowledged)
            QCOMPARE(stored.at(seq - 1).toObject().value(QStringLiteral("action")).toObject(), action);
        QCOMPARE(withoutEvents(ann.log), stored);
        QCOMPARE(withoutEvents(ben.log), stored);
        killHost();
    }
};

QTEST_GUILESS_MAIN(TestTableRestart)
#include "tst_tablerestart.moc"
