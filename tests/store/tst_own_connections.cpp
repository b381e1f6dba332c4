// The store never lets go of SQLite's locks behind SQLite's back (see
// storage/OwnConnections.h), one case at a time: each check that reads the
// file, a second connection, a migration's copy, a restore. Another program
// opening and closing the file afterwards must leave our -wal alone, and what
// we write after that must reach the next program that opens the file.
#include "OpenFiles.h"
#include "RawDatabase.h"
#include "core/phrase.h"
#include "storage/OwnConnections.h"
#include "storage/SessionStore.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;
using namespace Qt::Literals::StringLiterals;

namespace {

StoredRecord noteRecord(qint64 seq)
{
    return {seq, u"action"_s, R"({"type":"note","text":"note )" + QByteArray::number(seq) + "\"}", "[]", {}};
}

// One request to a fresh arbiter-cli on the same file: another program that
// opens the file, answers and closes it.
QJsonObject askAnotherProgram(const QString &databasePath, const QJsonObject &request)
{
    QProcess cli;
    cli.start(QStringLiteral(ARBITER_CLI), {u"--db"_s, databasePath});
    cli.write(QJsonDocument(request).toJson(QJsonDocument::Compact) + '\n');
    cli.closeWriteChannel();
    if (!cli.waitForFinished(30000))
        return {};
    return QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
}

// How many records another program finds in the session (-1: none such).
qint64 lastSeqSeenElsewhere(const QString &databasePath, qint64 session)
{
    const QJsonObject listed = askAnotherProgram(databasePath, {{u"op"_s, u"session.list"_s}});
    for (const QJsonValue &summary : listed.value(u"sessions"_s).toArray()) {
        if (summary.toObject().value(u"session"_s).toInteger() == session)
            return summary.toObject().value(u"records"_s).toInteger();
    }
    return -1;
}

// Database files this process still writes into although they are deleted.
QStringList deletedFilesWeHold(const QString &databasePath)
{
    QStringList found;
    for (const QString &target : arbiter::testing::openFilesUnder(0, databasePath))
        if (arbiter::testing::isDeleted(target))
            found << target;
    return found;
}

QString explained(const RuleError &error) { return error.code + u": "_s + renderEnglish(error.message); }

} // namespace

class TestOwnConnections : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;

    // A store with one session of one record, open.
    std::unique_ptr<SessionStore> openWithOneRecord(qint64 &session)
    {
        auto store = SessionStore::open(m_path, u"first"_s);
        if (!store)
            return {};
        session = store.value()->createSession(u"theosis"_s, u"t"_s, QJsonArray{u"Ann"_s, u"Ben"_s}, {}, 1).value();
        if (!store.value()->append(session, noteRecord(1)))
            return {};
        return std::move(store).value();
    }

    // After another program opened and closed the file: our log is still on
    // disk, and a record appended now is what the next program reads.
    void expectOurLogSurvivesAnotherProgram(SessionStore &store, qint64 session)
    {
        QVERIFY(askAnotherProgram(m_path, {{u"op"_s, u"session.list"_s}}).value(u"ok"_s).toBool());
        QVERIFY2(deletedFilesWeHold(m_path).isEmpty(), qPrintable(deletedFilesWeHold(m_path).join(u", "_s)));
        QVERIFY(QFile::exists(m_path + u"-wal"_s));
        const qint64 next = lastSeqSeenElsewhere(m_path, session) + 1;
        QVERIFY(store.append(session, noteRecord(next)));
        QCOMPARE(lastSeqSeenElsewhere(m_path, session), next);
    }

private Q_SLOTS:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_path = m_dir->filePath(u"arbiter.sqlite"_s);
    }

    void checkingTheFileKeepsOurLocks_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("a second store (serve, table mode)") << u"second"_s;
        QTest::newRow("the page check (the app's worker thread)") << u"verify"_s;
        QTest::newRow("the check before a file is chosen") << u"check"_s;
    }

    void checkingTheFileKeepsOurLocks()
    {
        QFETCH(QString, how);
        qint64 session = 0;
        std::unique_ptr<SessionStore> store = openWithOneRecord(session);
        QVERIFY(store);
        if (how == u"second"_s) {
            auto second = SessionStore::open(m_path, u"second"_s);
            QVERIFY2(second, second ? "" : qPrintable(explained(second.error())));
        } else if (how == u"verify"_s) {
            const Status verified = SessionStore::verifyIntegrity(m_path, u"verify"_s);
            QVERIFY2(verified, verified ? "" : qPrintable(explained(verified.error())));
        } else {
            QVERIFY(SessionStore::check(m_path));
        }
        QVERIFY(storage::isOpenHere(m_path));
        expectOurLogSurvivesAnotherProgram(*store, session);
    }

    // The .bak copy before an upgrade is made through SQLite, so a program
    // that had the old file open does not take itself for its last user.
    void migratingKeepsOurLocks()
    {
        {
            RawDatabase raw(m_path);
            QVERIFY(raw.exec(u"PRAGMA journal_mode = WAL"_s));
            QVERIFY(createVersionOneTables(raw));
            QVERIFY(raw.exec(u"INSERT INTO sessions VALUES (1, 'theosis', 'Old', '[\"Ann\",\"Ben\"]', '{}', '1', "
                             "'2024-03-01T10:00:00.000Z')"_s));
        }
        auto store = SessionStore::open(m_path, u"migrating"_s);
        QVERIFY2(store, store ? "" : qPrintable(explained(store.error())));
        QCOMPARE(QDir(m_dir->path()).entryList({u"arbiter.sqlite.v1-*.bak"_s}, QDir::Files).size(), 1);
        QVERIFY(store.value()->append(1, noteRecord(1)));
        expectOurLogSurvivesAnotherProgram(*store.value(), 1);
    }

    // Table mode's host keeps a connection of its own: a restore while it
    // runs would pull the sessions from under it.
    void restoreIsRefusedWhileThisProcessHasTheFileOpen()
    {
        qint64 session = 0;
        std::unique_ptr<SessionStore> store = openWithOneRecord(session);
        QVERIFY(store);
        const Result<QString> backup = store->backup();
        QVERIFY(backup);
        QVERIFY(store->append(session, noteRecord(2)));
        const Result<QString> restored = SessionStore::restoreBackup(m_path, backup.value());
        QVERIFY(!restored);
        QCOMPARE(restored.error().code, u"storage.locked"_s);
        QVERIFY2(renderEnglish(restored.error().message).contains(u"table mode"_s), qPrintable(explained(restored.error())));
        // Nothing was replaced: the host goes on where it was.
        QVERIFY(store->append(session, noteRecord(3)));
        QCOMPARE(lastSeqSeenElsewhere(m_path, session), 3);
        // Once it has let go, the same restore goes through.
        store.reset();
        QVERIFY(!storage::isOpenHere(m_path));
        const Result<QString> again = SessionStore::restoreBackup(m_path, backup.value());
        QVERIFY2(again, again ? "" : qPrintable(explained(again.error())));
        QCOMPARE(lastSeqSeenElsewhere(m_path, session), 1);
    }

    // A backup from an older Arbiter comes back in this one's format; what it
    // replaced is kept as a backup, and a session number handed out since the
    // backup is not handed out again.
    void restoreBringsBackAnOlderBackupAndKeepsWhatItReplaced()
    {
        const QString folder = SessionStore::backupFolder(m_path);
        QVERIFY(QDir().mkpath(folder));
        const QString old = folder + u"/arbiter-20240301T100000000Z.sqlite"_s;
        {
            RawDatabase raw(old);
            QVERIFY(createVersionOneTables(raw));
            QVERIFY(raw.exec(u"INSERT INTO sessions VALUES (2, 'theosis', 'From the backup', '[\"Ann\",\"Ben\"]', '{}', "
                             "'1', '2024-03-01T10:00:00.000Z')"_s));
            QVERIFY(raw.exec(u"INSERT INTO records VALUES (2, 1, 'action', '{\"type\":\"note\",\"text\":\"old\"}', "
                             "'[]', '2024-03-01T10:05:00.000Z')"_s));
        }

        qint64 newest = 0;
        {
            auto store = SessionStore::open(m_path, u"live"_s);
            QVERIFY(store);
            for (int i = 0; i < 9; ++i)
                newest = store.value()->createSession(u"theosis"_s, u"live %1"_s.arg(i), QJsonArray{u"Ann"_s}, {}, 1).value();
            QVERIFY(store.value()->append(newest, noteRecord(1)));
        }
        const Result<QString> kept = SessionStore::restoreBackup(m_path, old);
        QVERIFY2(kept, kept ? "" : qPrintable(explained(kept.error())));

        auto store = SessionStore::open(m_path, u"after"_s);
        QVERIFY(store);
        const auto sessions = store.value()->listSessions();
        QCOMPARE(sessions->size(), 1u);
        QCOMPARE(sessions->front().title, u"From the backup"_s);
        QCOMPARE(store.value()->records(2)->size(), 1u);
        const qint64 next = store.value()->createSession(u"theosis"_s, u"after"_s, QJsonArray{u"Ann"_s}, {}, 1).value();
        QCOMPARE(next, newest + 1);
        store.value().reset();

        // What was replaced, whole, among the backups.
        QVERIFY(SessionStore::backups(m_path).contains(kept.value()));
        auto keptStore = SessionStore::open(kept.value(), u"kept"_s);
        QVERIFY(keptStore);
        QCOMPARE(keptStore.value()->listSessions()->size(), 9u);
        QCOMPARE(keptStore.value()->records(newest)->size(), 1u);
        // The restore's own copy left nothing behind.
        QCOMPARE(QDir(m_dir->path()).entryList({u"*.restoring*"_s}, QDir::Files).size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestOwnConnections)
#include "tst_own_connections.moc"
