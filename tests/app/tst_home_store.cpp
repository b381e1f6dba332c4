// The home and settings screens over a troubled database, driven by taps
// through the window: a damaged session greyed among good ones, a file the
// app cannot use, and backups listed and restored.
#include "AppWindow.h"
#include "WindowTaps.h"
#include "content/ContentLibrary.h"
#include "session/SessionService.h"
#include "storage/SessionStore.h"
#include "ui/ActiveSession.h"
#include "ui/AppContext.h"
#include "ui/SessionLibrary.h"

#include <QCryptographicHash>
#include <QGuiApplication>
#include <QPointer>
#include <QJsonArray>
#include <QProcess>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(ArbiterPlugin)

using namespace Qt::Literals::StringLiterals;
using arbiter::testing::findVisible;
using arbiter::testing::tap;

namespace {

QByteArray sha(const QString &path)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

void fill(const QString &path, int sessions)
{
    auto store = arbiter::SessionStore::open(path, u"fill"_s);
    QVERIFY(store);
    const arbiter::ContentLibrary content(QFileInfo(path).absolutePath() + u"/content"_s);
    arbiter::SessionService service(*store.value(), &content);
    for (int i = 0; i < sessions; ++i)
        QVERIFY(service.create(u"theosis"_s, QJsonArray{u"Ann"_s, u"Ben"_s}, {}, 1, u"Game %1"_s.arg(i + 1)));
}

using App = arbiter::testing::AppWindow;

} // namespace

class HomeStore : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QQuickStyle::setStyle(u"Basic"_s);
    }

    void damagedSessionIsGreyedAmongTheOthers()
    {
        QTemporaryDir temp;
        const QString path = temp.filePath(u"a.sqlite"_s);
        fill(path, 3);
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"damage"_s);
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery damage(raw);
            QVERIFY(damage.exec(u"UPDATE sessions SET setup = '{\"content\":' WHERE id = 2"_s));
            raw.close();
        }
        QSqlDatabase::removeDatabase(u"damage"_s);

        App app(path);
        QVERIFY(app.window);
        QVERIFY(app.context->library()->ready());
        QTRY_VERIFY(app.find(u"damagedSession-2"_s));
        QQuickItem *damaged = app.find(u"damagedSession-2"_s);
        QVERIFY(!damaged->isEnabled());
        QVERIFY(damaged->opacity() < 1);
        QVERIFY(app.find(u"session-1"_s) && app.find(u"session-1"_s)->isEnabled());
        QVERIFY(app.find(u"session-3"_s) && app.find(u"session-3"_s)->isEnabled());
        // A tap on its resume button opens nothing.
        tap(app.window, findVisible(damaged, u"resumeButton"_s));
        QTest::qWait(0);
        QVERIFY(!app.context->activeSession()->isOpen());
        QVERIFY(app.find(u"newSessionButton"_s)->isEnabled());
    }

    // Issue 15: a damaged row could be seen but not got rid of.
    void damagedSessionCanBeDeletedAfterConfirming()
    {
        QTemporaryDir temp;
        const QString path = temp.filePath(u"a.sqlite"_s);
        fill(path, 3);
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"damage"_s);
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery damage(raw);
            QVERIFY(damage.exec(u"UPDATE sessions SET players = '[{\"name\":' WHERE id = 2"_s));
            raw.close();
        }
        QSqlDatabase::removeDatabase(u"damage"_s);

        App app(path);
        QVERIFY(app.window);
        QTRY_VERIFY(app.find(u"damagedSession-2"_s));
        QCOMPARE(app.context->library()->sessions()->count(), 3);
        QQuickItem *deleteButton = app.find(u"deleteDamagedButton"_s);
        QVERIFY(deleteButton);
        QVERIFY(deleteButton->isEnabled());
        // A good session offers no such button: its card has its own.
        QVERIFY(!findVisible(app.find(u"session-1"_s)->parentItem(), u"deleteDamagedButton"_s));
        tap(app.window, deleteButton);
        // Nothing goes before the confirmation ...
        QTRY_VERIFY(app.find(u"confirmButton"_s));
        QCOMPARE(app.context->library()->sessions()->count(), 3);
        tap(app.window, app.find(u"confirmButton"_s));
        // ... and then only the damaged one, for good.
        QTRY_COMPARE(app.context->library()->sessions()->count(), 2);
        QTRY_VERIFY(!app.find(u"damagedSession-2"_s));
        QVERIFY(app.find(u"session-1"_s));
        QVERIFY(app.find(u"session-3"_s));
        auto store = arbiter::SessionStore::open(path, u"after-delete"_s);
        QVERIFY(store);
        std::vector<arbiter::SessionStore::DamagedSession> damaged;
        QCOMPARE(store.value()->listSessions(&damaged)->size(), 2u);
        QVERIFY(damaged.empty());
    }

    // Issue 15: the page check left out of the first frame still finds a
    // file damaged inside, shows the problem page and writes nothing.
    void damageFoundAfterTheFirstFrameShowsTheProblemPage()
    {
        QTemporaryDir temp;
        const QString path = temp.filePath(u"a.sqlite"_s);
        fill(path, 40);
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadWrite));
            const qint64 size = file.size();
            QVERIFY(size > 40 * 4096);
            // The last pages: the header and the schema stay readable.
            QVERIFY(file.seek(size - 12 * 4096));
            file.write(QByteArray(10 * 4096, char(0xA5)));
        }
        QVERIFY(!arbiter::SessionStore::verifyIntegrity(path, u"before"_s));
        const QByteArray before = sha(path);
        {
            App app(path);
            QVERIFY(app.window);
            QTRY_VERIFY(app.find(u"databaseProblem"_s));
            QVERIFY(!app.context->library()->ready());
            QCOMPARE(app.context->library()->problemReason(), u"storage.corrupt"_s);
            QVERIFY(!app.find(u"newSessionButton"_s)->isEnabled());
        }
        QCOMPARE(sha(path), before);
    }

    // A good file passes the late check and stays in use.
    void goodFilePassesTheCheckAfterTheFirstFrame()
    {
        QTemporaryDir temp;
        const QString path = temp.filePath(u"a.sqlite"_s);
        fill(path, 3);
        App app(path);
        QVERIFY(app.window);
        QVERIFY(app.context->library()->ready());
        QTRY_VERIFY(!app.context->library()->integrityCheckPending());
        QVERIFY(app.context->library()->ready());
        QCOMPARE(app.context->library()->sessions()->count(), 3);
    }

    // Issue 15: a restore must not replace the file under another process
    // that has it open; Settings says why, beside the backups.
    void restoreIsRefusedWhileAnotherProcessHasTheFile()
    {
        QTemporaryDir temp;
        const QString path = temp.filePath(u"a.sqlite"_s);
        fill(path, 2);
        {
            auto store = arbiter::SessionStore::open(path, u"backup"_s);
            QVERIFY(store);
            QVERIFY(store.value()->backup());
        }
        fill(path, 1); // three sessions now, two in the backup
        QProcess holder;
        holder.start(QStringLiteral(ARBITER_CLI_PATH), {u"--db"_s, path});
        QVERIFY(holder.waitForStarted());
        holder.write("{\"op\":\"session.list\"}\n");
        QTRY_VERIFY(holder.canReadLine() || holder.waitForReadyRead(100));

        App app(path);
        QVERIFY(app.window);
        QTRY_VERIFY(!app.context->library()->integrityCheckPending());
        tap(app.window, app.find(u"section-3"_s));
        QTRY_VERIFY(app.find(u"restoreBackup-0"_s));
        tap(app.window, app.find(u"restoreBackup-0"_s));
        QTRY_VERIFY(app.find(u"backupError"_s));
        const QString said = app.context->library()->backupError();
        QVERIFY2(said.contains(u"another program"_s), qPrintable(said));
        QVERIFY2(said.contains(QString::number(holder.processId())), qPrintable(said));
        // Nothing was replaced: the app still has its three sessions.
        QVERIFY(app.context->library()->ready());
        QCOMPARE(app.context->library()->sessions()->count(), 3);

        holder.closeWriteChannel();
        QVERIFY(holder.waitForFinished(10000));
        // With the other process gone the same tap restores.
        tap(app.window, app.find(u"restoreBackup-0"_s));
        QTRY_COMPARE(app.context->library()->sessions()->count(), 2);
        QVERIFY(app.context->library()->backupError().isEmpty());
    }

    void unusableFileShowsTheProblemAndTheWaysOut()
    {
        QTemporaryDir temp;
        const QString path = temp.filePath(u"notes.sqlite"_s);
        {
            QFile text(path);
            QVERIFY(text.open(QIODevice::WriteOnly));
            text.write("shopping list: bread, milk\n");
        }
        const QByteArray before = sha(path);

        App app(path);
        QVERIFY(app.window);
        QTRY_VERIFY(app.find(u"databaseProblem"_s));
        QCOMPARE(app.find(u"problemHeading"_s)->property("text").toString(), u"This file is not an Arbiter database"_s);
        QVERIFY(app.find(u"problemPath"_s)->property("text").toString().contains(u"notes.sqlite"_s));
        QVERIFY2(!app.find(u"newSessionButton"_s)->isEnabled(), "nothing that needs a database is enabled");
        QCOMPARE(sha(path), before);

        // Start a new database elsewhere, right there.
        QQuickItem *fresh = app.find(u"problemNewButton"_s);
        QVERIFY(fresh);
        tap(app.window, fresh);
        QTRY_VERIFY(app.context->library()->ready());
        QTRY_VERIFY(!app.find(u"databaseProblem"_s));
        QVERIFY(app.find(u"newSessionButton"_s)->isEnabled());
        QCOMPARE(sha(path), before);
    }

    void damagedFileComesBackFromItsBackup()
    {
        QTemporaryDir temp;
        const QString path = temp.filePath(u"a.sqlite"_s);
        fill(path, 2);
        {
            auto store = arbiter::SessionStore::open(path, u"backup"_s);
            QVERIFY(store);
            QVERIFY(store.value()->backup());
        }
        {
            // The file is then overwritten from its header on.
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadWrite));
            file.write(QByteArray(200, 'x'));
        }
        App app(path);
        QVERIFY(app.window);
        QTRY_VERIFY(app.find(u"databaseProblem"_s));
        QTRY_VERIFY(app.find(u"problemRestore-0"_s));
        tap(app.window, app.find(u"problemRestore-0"_s));
        QTRY_VERIFY(app.context->library()->ready());
        QTRY_COMPARE(app.context->library()->sessions()->count(), 2);
        QVERIFY(QFileInfo::exists(app.context->library()->databasePath()));
    }

    void settingsBackUpAndRestore()
    {
        QTemporaryDir temp;
        const QString path = temp.filePath(u"a.sqlite"_s);
        fill(path, 1);
        App app(path);
        QVERIFY(app.window);
        tap(app.window, app.find(u"section-3"_s));
        QTRY_VERIFY(app.find(u"backupNowButton"_s));
        QVERIFY(app.find(u"noBackups"_s));
        tap(app.window, app.find(u"backupNowButton"_s));
        QTRY_VERIFY(app.find(u"restoreBackup-0"_s));
        QCOMPARE(arbiter::SessionStore::backups(path).size(), 1);

        // A session made after the backup goes away with the restore, and
        // the file as it was is kept as a backup too.
        QVERIFY(app.context->library()->createSession(u"theosis"_s, {u"Cy"_s, u"Di"_s}) > 0);
        QCOMPARE(app.context->library()->sessions()->count(), 2);
        QQuickItem *restore = app.find(u"restoreBackup-0"_s);
        QVERIFY(restore);
        tap(app.window, restore);
        QTRY_COMPARE(app.context->library()->sessions()->count(), 1);
        QTRY_VERIFY(app.find(u"restoreBackup-1"_s));
        QCOMPARE(arbiter::SessionStore::backups(path).size(), 2);
    }

    // Restoring from Settings while a session is open in table mode: the
    // session closes and its table mode with it (the phones are sent away
    // before their sessions change), and Home shows the list again rather
    // than an empty session page.
    void restoreWithASessionOpenInTableMode()
    {
        QTemporaryDir temp;
        const QString path = temp.filePath(u"a.sqlite"_s);
        fill(path, 1);
        App app(path);
        QVERIFY(app.window);
        QVERIFY(app.resumeFromHome());
        arbiter::ActiveSession *session = app.context->activeSession();
        QVERIFY(app.tapTableMode());
        // Goes with the session page once the session closes.
        const QPointer<QObject> controller = app.window->findChild<QObject *>(u"tableSheet"_s)->property("controller").value<QObject *>();
        QTRY_VERIFY2(controller->property("running").toBool(), qPrintable(controller->property("error").toString()));
        QTRY_VERIFY(app.find(u"tableSheetClose"_s));
        tap(app.window, app.find(u"tableSheetClose"_s));

        tap(app.window, app.find(u"section-3"_s));
        QTRY_VERIFY(app.find(u"backupNowButton"_s));
        tap(app.window, app.find(u"backupNowButton"_s));
        QTRY_VERIFY(app.find(u"restoreBackup-0"_s));
        tap(app.window, app.find(u"restoreBackup-0"_s));
        QTRY_VERIFY(app.find(u"restoreBackup-1"_s));
        QVERIFY(!controller || !controller->property("running").toBool());
        QVERIFY(!session->isOpen());

        tap(app.window, app.find(u"section-0"_s));
        QTRY_VERIFY(app.find(u"sessionGrid"_s));
        QVERIFY(!app.find(u"tableModeButton"_s));
    }
};

int main(int argc, char **argv)
{
    QCoreApplication::setOrganizationName(u"Arbiter"_s);
    QCoreApplication::setApplicationName(u"arbiter-home-store-test"_s);
    QGuiApplication app(argc, argv);
    HomeStore test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_home_store.moc"
