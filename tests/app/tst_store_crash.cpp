// An acknowledged append survives the process being killed: the child
// appends as fast as it can and acknowledges each append on stdout; the
// parent kills it with SIGKILL mid-stream and then checks the file.

#include "storage/SessionStore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::Literals::StringLiterals;
using namespace arbiter;

namespace {

constexpr int kAcksBeforeKill = 200;
constexpr int kRounds = 3;

// What one child said before it died.
struct ChildReport {
    qint64 sessionId = 0;
    qint64 firstSeq = 0;
    qint64 lastAck = 0; // 0 when nothing was acknowledged
    int acks = 0;
    bool inOrder = true; // every ack was the one after the previous
};

void readLines(QByteArray &pending, ChildReport &report)
{
    for (qsizetype end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
        const QList<QByteArray> words = pending.left(end).split(' ');
        pending.remove(0, end + 1);
        if (words.size() == 4 && words[0] == "session") {
            report.sessionId = words[1].toLongLong();
            report.firstSeq = words[3].toLongLong();
        } else if (words.size() == 2 && words[0] == "ack") {
            const qint64 seq = words[1].toLongLong();
            const qint64 expected = report.acks == 0 ? report.firstSeq : report.lastAck + 1;
            report.inOrder = report.inOrder && seq == expected;
            report.lastAck = seq;
            ++report.acks;
        }
    }
}

} // namespace

class TestStoreCrash : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void killedChildLosesNoAcknowledgedRecord();
};

void TestStoreCrash::killedChildLosesNoAcknowledgedRecord()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"crash.sqlite"_s);
    const QString childPath = QCoreApplication::applicationDirPath() + u"/store_crash_child"_s;
    QVERIFY2(QFileInfo::exists(childPath), qPrintable(childPath));

    qint64 durableCount = 0; // records on disk after the previous kill
    qint64 sessionId = 0;
    for (int round = 0; round < kRounds; ++round) {
        QProcess child;
        child.start(childPath, {path});
        QVERIFY(child.waitForStarted());

        ChildReport report;
        QByteArray pending;
        QElapsedTimer timer;
        timer.start();
        while (report.acks < kAcksBeforeKill && child.state() == QProcess::Running && timer.elapsed() < 60000) {
            child.waitForReadyRead(1000);
            pending += child.readAllStandardOutput();
            readLines(pending, report);
        }
        child.kill(); // SIGKILL: no destructor, no close, no checkpoint
        QVERIFY(child.waitForFinished(10000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);
        pending += child.readAllStandardOutput();
        readLines(pending, report);
        QVERIFY2(report.acks >= kAcksBeforeKill, child.readAllStandardError().constData());
        QVERIFY(report.inOrder);

        // The child resumed exactly where the last one's durable log ended.
        if (round == 0)
            sessionId = report.sessionId;
        QCOMPARE(report.sessionId, sessionId);
        QCOMPARE(report.firstSeq, durableCount + 1);

        auto opened = SessionStore::open(path, u"crash-parent"_s);
        QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().code));
        const auto records = opened.value()->records(sessionId);
        QVERIFY(records.ok());
        const auto count = static_cast<qint64>(records->size());
        for (qint64 i = 0; i < count; ++i)
            QCOMPARE(records->at(i).seq, i + 1);
        // Every acknowledged record is there; at most the one in flight
        // when the kill landed was committed without its ack being seen.
        QVERIFY2(count >= report.lastAck, qPrintable(u"%1 stored, %2 acked"_s.arg(count).arg(report.lastAck)));
        QVERIFY2(count <= report.lastAck + 1, qPrintable(u"%1 stored, %2 acked"_s.arg(count).arg(report.lastAck)));
        QCOMPARE(records->back().events,
                 R"([{"type":"counter.changed","value":)" + QByteArray::number(count) + "}]");

        const auto snapshot = opened.value()->latestSnapshot(sessionId);
        QVERIFY(snapshot.ok() && snapshot->has_value());
        QCOMPARE((*snapshot)->seq, count - count % 25);
        QCOMPARE((*snapshot)->state, R"({"after":)" + QByteArray::number((*snapshot)->seq) + "}");
        durableCount = count;
    }
}

QTEST_GUILESS_MAIN(TestStoreCrash)
#include "tst_store_crash.moc"
