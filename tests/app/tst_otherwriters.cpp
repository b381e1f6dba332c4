// The app's view of a file that another process writes to: the open session
// and the home list follow records appended elsewhere.
#include "ui/ActiveSession.h"
#include "ui/SessionLibrary.h"
#include "session/SessionService.h"
#include "storage/SessionStore.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;

class TestOtherWriters : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void openSessionFollowsAnotherWriter()
    {
        QTemporaryDir temp;
        const QString path = temp.filePath(QStringLiteral("shared.sqlite"));
        SessionLibrary library(path, true, nullptr);
        QVERIFY(library.ready());
        ActiveSession active(library);
        const qint64 id = library.createSession(QStringLiteral("theosis"), {QStringLiteral("Ann"), QStringLiteral("Ben")});
        QVERIFY(id > 0);
        QVERIFY(active.open(id));
        QVERIFY(!active.canUndo());
        QCOMPARE(library.sessions()->count(), 1);

        // The other writer: its own connection, as arbiter-cli would have.
        auto otherStore = SessionStore::open(path, QStringLiteral("other-writer"));
        QVERIFY(otherStore);
        SessionService other(*otherStore.value());
        auto applied = other.apply(id, QJsonObject{{QStringLiteral("type"), QStringLiteral("note")},
                                                   {QStringLiteral("text"), QStringLiteral("from elsewhere")}});
        QVERIFY(applied);
        QTRY_VERIFY_WITH_TIMEOUT(active.canUndo(), 5000);
        QTRY_COMPARE_WITH_TIMEOUT(active.log()->rowCount(), 1, 5000);
        auto created = other.duplicate(id, QStringLiteral("A copy made elsewhere"));
        QVERIFY(created);
        QTRY_COMPARE_WITH_TIMEOUT(library.sessions()->count(), 2, 5000);

        // Our next change lands after the other's records, not on top of them.
        QVERIFY(active.addNote(QStringLiteral("from here")));
        QCOMPARE(active.log()->rowCount(), 2);
        otherStore.value().reset();
    }

    void homeListReadsAPageAtATime()
    {
        // Thousands of saved sessions must not all be read before the first
        // frame: the list reads a page and more as it is scrolled.
        QTemporaryDir temp;
        SessionLibrary library(temp.filePath(QStringLiteral("many.sqlite")), true, nullptr);
        const qint64 page = SessionListModel::kPageSize;
        for (qint64 i = 0; i < 2 * page + 10; ++i)
            QVERIFY(library.createSession(QStringLiteral("theosis"), {QStringLiteral("Ann"), QStringLiteral("Ben")}) > 0);
        library.refresh();
        SessionListModel &list = *library.sessions();
        QCOMPARE(list.rowCount(), page);
        QVERIFY(list.canFetchMore({}));
        list.fetchMore({});
        QCOMPARE(list.rowCount(), 2 * page);
        list.fetchMore({});
        QCOMPARE(list.rowCount(), 2 * page + 10);
        QVERIFY(!list.canFetchMore({}));
        // Newest first across the pages.
        QVERIFY(list.data(list.index(0), SessionListModel::SessionIdRole).toLongLong()
                > list.data(list.index(2 * page + 9), SessionListModel::SessionIdRole).toLongLong());
        // A refresh keeps what was read.
        library.refresh();
        QCOMPARE(list.rowCount(), 2 * page + 10);
    }
};

QTEST_MAIN(TestOtherWriters)
#include "tst_otherwriters.moc"
