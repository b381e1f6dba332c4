#include "RawDatabase.h"
#include "history/HistoryCsv.h"
#include "history/HistoryStats.h"
#include "storage/SessionStore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <limits>

using namespace Qt::Literals::StringLiterals;
using namespace arbiter;

namespace {

QByteArray sha256Of(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

// The refusal's code, or "ok": comparing this never throws, whichever way
// the call went.
template <typename T>
QString codeOf(const Result<T> &result)
{
    return result.ok() ? u"ok"_s : result.error().code;
}

QDateTime utc(qint64 msecsSinceEpoch) { return QDateTime::fromMSecsSinceEpoch(msecsSinceEpoch, Qt::UTC); }

StoredRecord actionRecord(qint64 seq, const QDateTime &at = {})
{
    return {seq, u"action"_s, R"({"type":"note","text":"record )" + QByteArray::number(seq) + "\"}",
            R"([{"type":"noted"}])", at};
}

// Fills a store with enough rows to span many pages, then closes it.
void writeRealDatabase(const QString &path)
{
    auto store = SessionStore::open(path, u"filler"_s);
    QVERIFY(store.ok());
    const auto id = store.value()->createSession(u"theosis"_s, u"filler"_s, {}, {}, 1);
    QVERIFY(id.ok());
    StoredRecord record = actionRecord(0);
    record.events = QByteArray(300, 'x').prepend("[\"").append("\"]");
    for (qint64 seq = 1; seq <= 400; ++seq) {
        record.seq = seq;
        QVERIFY(store.value()->append(*id, record, seq % 50 == 0 ? std::optional<QByteArray>("{}") : std::nullopt));
    }
}

// Builds a database the way Arbiter's format version 1 laid it out.
void writeVersionOneDatabase(const QString &path)
{
    RawDatabase raw(path);
    QVERIFY(createVersionOneTables(raw));
    QVERIFY(raw.exec(u"INSERT INTO sessions VALUES (5, 'the-banishing', 'Old game', '[\"Ann\",\"Bo\"]', "
                     "'{\"board\":\"a\"}', '18446744073709551615', '2024-03-01T10:00:00.000Z')"_s));
    QVERIFY(raw.exec(u"INSERT INTO records VALUES (5, 1, 'action', '{\"type\":\"note\",\"text\":\"x\"}', '[]', "
                     "'2024-03-01T10:05:00.000Z')"_s));
    QVERIFY(raw.exec(u"INSERT INTO records VALUES (5, 2, 'undo', NULL, '[]', '2024-03-01T10:06:00.250Z')"_s));
}

} // namespace

class TestSessionStore : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void roundTripKeepsEveryField();
    void dataSurvivesReopening();
    void nullTitleIsStoredAsEmpty();
    void listIsMostRecentlyUpdatedFirst();
    void searchFindsTitlesGamesAndPlayersIgnoringCase();
    void searchPagesThroughThousandsOfSessions();
    void searchSkipsNothingForADamagedRow();
    void deferredOpenLeavesThePageCheckToVerifyIntegrity();
    void deleteRemovesRecordsAndSnapshots();
    void duplicateCopiesRecordsAndSnapshots();
    void appendOutOfSequenceWritesNothing();
    void appendRefusesUnknownSessionAndKind();
    void importIsAllOrNothing();
    void emptyFileIsInitialised();
    void randomBytesAreForeignAndUntouched();
    void shortTextFileIsForeign();
    void overwrittenPagesAreCorruptAndUntouched();
    void truncatedFileIsCorruptAndUntouched();
    void otherProgramsDatabaseIsForeignAndUntouched();
    void newerFormatIsRefusedAndUntouched();
    void versionOneIsMigratedWithBackup();
    void versionTwoGainsTableModesTables();
    void versionThreeGainsTheHistoryWithBackup();
    void historyRowsRoundTripAndFilter();
    void mergedPlayersFollowEachOther();
    void statsCountWinsRivalsAndNemeses();
    void csvQuotesWhatNeedsIt();
    void tableModeKeepsCodeSeatsAndIntents();
    void busyDatabaseIsReportedLocked();
    void connectionNameInUseIsRefused();
    void unusualCharactersInPathAreHandled();
    void defaultPathHonoursEnvironment();
    void manyAppendsKeepTheirOrder();

private:
    QString freshPath(const QString &name) const { return m_dir->filePath(name); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestSessionStore::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestSessionStore::roundTripKeepsEveryField()
{
    auto opened = SessionStore::open(freshPath(u"a.sqlite"_s), u"store"_s);
    QVERIFY(opened.ok());
    SessionStore &store = *opened.value();

    const QJsonArray players{QJsonObject{{u"name"_s, u"Ann"_s}, {u"hero"_s, u"Röd"_s}}, u"Bo"_s};
    const QJsonObject setup{{u"board"_s, u"arena-2"_s}, {u"rounds"_s, 6}};
    const quint64 seed = std::numeric_limits<quint64>::max();
    const QDateTime before = QDateTime::currentDateTimeUtc().addMSecs(-1);
    const auto id = store.createSession(u"super-fantasy-brawl"_s, u"Friday"_s, players, setup, seed);
    QVERIFY(id.ok());

    const std::vector<StoredRecord> written{
        actionRecord(1, utc(1700000000123)),
        {2, u"undo"_s, {}, R"([{"type":"undone","seq":1}])", utc(1700000000456)},
        {3, u"redo"_s, {}, R"([{"type":"redone","seq":1}])", utc(1700000000789)},
    };
    QVERIFY(store.append(*id, written[0]).ok());
    QVERIFY(store.append(*id, written[1], QByteArray(R"({"state":2})")).ok());
    QVERIFY(store.append(*id, written[2]).ok());

    const auto summary = store.session(*id);
    QVERIFY(summary.ok());
    QCOMPARE(summary->id, *id);
    QCOMPARE(summary->game, u"super-fantasy-brawl"_s);
    QCOMPARE(summary->title, u"Friday"_s);
    QCOMPARE(summary->players, players);
    QCOMPARE(summary->setup, setup);
    QCOMPARE(summary->seed, seed);
    QVERIFY(summary->createdAt >= before && summary->createdAt <= QDateTime::currentDateTimeUtc());
    QCOMPARE(summary->createdAt.timeSpec(), Qt::UTC);
    QCOMPARE(summary->updatedAt, utc(1700000000789));
    QCOMPARE(summary->recordCount, 3);

    const auto records = store.records(*id);
    QVERIFY(records.ok());
    QCOMPARE(records->size(), written.size());
    for (std::size_t i = 0; i < written.size(); ++i) {
        QCOMPARE(records->at(i).seq, written[i].seq);
        QCOMPARE(records->at(i).kind, written[i].kind);
        QCOMPARE(records->at(i).action, written[i].action);
        QCOMPARE(records->at(i).events, written[i].events);
        QCOMPARE(records->at(i).at, written[i].at);
    }

    const auto snapshot = store.latestSnapshot(*id);
    QVERIFY(snapshot.ok() && snapshot->has_value());
    QCOMPARE((*snapshot)->seq, 2);
    QCOMPARE((*snapshot)->state, QByteArray(R"({"state":2})"));

    QVERIFY(store.renameSession(*id, u"Saturday"_s).ok());
    QCOMPARE(store.session(*id)->title, u"Saturday"_s);
    QCOMPARE(codeOf(store.renameSession(*id + 100, u"x"_s)), u"session.not_found"_s);
    QCOMPARE(codeOf(store.session(*id + 100)), u"session.not_found"_s);
    QCOMPARE(store.session(*id + 100).error().kind, ErrorKind::NotFound);
}

void TestSessionStore::dataSurvivesReopening()
{
    const QString path = freshPath(u"reopen.sqlite"_s);
    qint64 id = 0;
    {
        auto store = SessionStore::open(path, u"first"_s);
        QVERIFY(store.ok());
        id = store.value()->createSession(u"theosis"_s, u"Kept"_s, {}, {}, 42).value();
        QVERIFY(store.value()->append(id, actionRecord(1), QByteArray("{}")).ok());
        QVERIFY(store.value()->append(id, actionRecord(2)).ok());
    }
    QVERIFY(!QSqlDatabase::contains(u"first"_s));
    auto store = SessionStore::open(path, u"second"_s);
    QVERIFY(store.ok());
    QCOMPARE(store.value()->session(id)->seed, 42u);
    QCOMPARE(store.value()->records(id)->size(), 2u);
    QCOMPARE(store.value()->latestSnapshot(id)->value().seq, 1);

    RawDatabase raw(path);
    QCOMPARE(raw.value(u"PRAGMA application_id"_s).toInt(), SessionStore::kApplicationId);
    QCOMPARE(raw.value(u"PRAGMA user_version"_s).toInt(), SessionStore::kSchemaVersion);
    QCOMPARE(raw.value(u"PRAGMA journal_mode"_s).toString(), u"wal"_s);
}

void TestSessionStore::nullTitleIsStoredAsEmpty()
{
    auto store = SessionStore::open(freshPath(u"a.sqlite"_s), u"store"_s);
    QVERIFY(store.ok());
    const auto id = store.value()->createSession(u"theosis"_s, QString(), {}, {}, 0);
    QVERIFY(id.ok());
    QCOMPARE(store.value()->session(*id)->title, QString(u""_s));
    QCOMPARE(store.value()->session(*id)->seed, 0u);
}

void TestSessionStore::listIsMostRecentlyUpdatedFirst()
{
    auto opened = SessionStore::open(freshPath(u"a.sqlite"_s), u"store"_s);
    QVERIFY(opened.ok());
    SessionStore &store = *opened.value();
    const qint64 a = store.createSession(u"theosis"_s, u"A"_s, {}, {}, 1).value();
    const qint64 b = store.createSession(u"theosis"_s, u"B"_s, {}, {}, 2).value();
    const qint64 c = store.createSession(u"theosis"_s, u"C"_s, {}, {}, 3).value();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QVERIFY(store.append(b, actionRecord(1, now.addSecs(3600))).ok());
    QVERIFY(store.append(a, actionRecord(1, now.addSecs(7200))).ok());
    QVERIFY(store.append(a, actionRecord(2, now.addSecs(7300))).ok());

    const auto list = store.listSessions();
    QVERIFY(list.ok());
    QCOMPARE(list->size(), 3u);
    QCOMPARE(list->at(0).id, a);
    QCOMPARE(list->at(0).recordCount, 2);
    QCOMPARE(list->at(0).updatedAt, now.addSecs(7300));
    QCOMPARE(list->at(1).id, b);
    QCOMPARE(list->at(1).recordCount, 1);
    QCOMPARE(list->at(2).id, c);
    QCOMPARE(list->at(2).recordCount, 0);
    QCOMPARE(list->at(2).title, u"C"_s);
}

namespace {

QList<qint64> idsOf(const Result<std::vector<SessionSummary>> &list)
{
    QList<qint64> ids;
    if (list.ok()) {
        for (const SessionSummary &session : list.value())
            ids << session.id;
    }
    return ids;
}

QJsonArray namedPlayers(const QStringList &names)
{
    QJsonArray players;
    for (const QString &name : names)
        players.append(QJsonObject{{u"id"_s, name.toLower()}, {u"name"_s, name}});
    return players;
}

} // namespace

void TestSessionStore::searchFindsTitlesGamesAndPlayersIgnoringCase()
{
    auto opened = SessionStore::open(freshPath(u"search.sqlite"_s), u"store"_s);
    QVERIFY(opened.ok());
    SessionStore &store = *opened.value();
    const qint64 friday = store.createSession(u"theosis"_s, u"Friday league"_s, namedPlayers({u"Ada"_s, u"Bruno"_s}), {}, 1).value();
    const qint64 banishing = store.createSession(u"the-banishing"_s, u"Rematch"_s, namedPlayers({u"Özil"_s, u"Cleo"_s}), {}, 2).value();
    // Plain names, as version 1 stored them.
    const qint64 plain = store.createSession(u"super-fantasy-brawl"_s, u"Cup final"_s, QJsonArray{u"Dora"_s, u"ada"_s}, {}, 3).value();
    const auto search = [&](const QString &text, const QStringList &games = {}) {
        const auto named = [games](const QString &) { return games; };
        return idsOf(store.listSessions(nullptr, -1, 0, SessionFilter{text, named}));
    };

    // Newest first, as the unfiltered list.
    QCOMPARE(search(u""_s), (QList<qint64>{plain, banishing, friday}));
    QCOMPARE(search(u"   "_s), (QList<qint64>{plain, banishing, friday}));
    // Title, any case.
    QCOMPARE(search(u"LEAGUE"_s), QList<qint64>{friday});
    QCOMPARE(search(u"cup FIN"_s), QList<qint64>{plain});
    // Game id.
    QCOMPARE(search(u"Banish"_s), QList<qint64>{banishing});
    QCOMPARE(search(u"brawl"_s), QList<qint64>{plain});
    // Games named by the caller (a translated name it matched).
    QCOMPARE(search(u"Kampf"_s, {u"super-fantasy-brawl"_s}), QList<qint64>{plain});
    // Player names, objects and plain strings, beyond ASCII too.
    QCOMPARE(search(u"ADA"_s), (QList<qint64>{plain, friday}));
    QCOMPARE(search(u"özil"_s), QList<qint64>{banishing});
    QCOMPARE(search(u"ÖZ"_s), QList<qint64>{banishing});
    // The JSON around the names is not searched: every player object has
    // an "id" and a "name" key.
    QCOMPARE(search(u"name"_s), QList<qint64>{});
    QCOMPARE(search(u"\"id\""_s), QList<qint64>{});
    // A quote is escaped in the stored JSON ("Mo \"the axe\""): still found.
    const qint64 quoted = store.createSession(u"theosis"_s, u"Quotes"_s, namedPlayers({u"Mo \"the axe\""_s}), {}, 4).value();
    QCOMPARE(search(u"o \"THE A"_s), QList<qint64>{quoted});
    QVERIFY(store.deleteSession(quoted).ok());
    // Every word must match, each anywhere: a game and a player, a title
    // and a player.
    QCOMPARE(search(u"brawl DORA"_s), QList<qint64>{plain});
    QCOMPARE(search(u"  ada   theosis "_s), QList<qint64>{friday});
    QCOMPARE(search(u"ada rematch"_s), QList<qint64>{});
    // Characters that mean something to LIKE or SQL are plain text.
    QCOMPARE(search(u"%"_s), QList<qint64>{});
    QCOMPARE(search(u"_"_s), QList<qint64>{});
    QCOMPARE(search(u"'); DROP TABLE sessions; --"_s), QList<qint64>{});
    QCOMPARE(search(u""_s).size(), 3);
}

void TestSessionStore::searchPagesThroughThousandsOfSessions()
{
    auto opened = SessionStore::open(freshPath(u"many.sqlite"_s), u"store"_s);
    QVERIFY(opened.ok());
    SessionStore &store = *opened.value();
    const QStringList games{u"theosis"_s, u"the-banishing"_s, u"super-fantasy-brawl"_s};
    QList<qint64> withZoe;
    for (int i = 0; i < 3000; ++i) {
        // Every seventh session has Zoë at the table.
        const QStringList names = i % 7 == 0 ? QStringList{u"Ann %1"_s.arg(i), u"Zoë"_s} : QStringList{u"Ann %1"_s.arg(i), u"Ben"_s};
        const qint64 id = store.createSession(games[i % 3], u"Game %1"_s.arg(i), namedPlayers(names), {}, 1).value();
        if (i % 7 == 0)
            withZoe.prepend(id); // created later is listed first
    }
    const SessionFilter zoe{u"zOË"_s, {}};
    const SessionFilter zoeInTheosis{u"theosis zoë"_s, {}};
    // Read a page at a time, as the home list does, until a short page.
    QList<qint64> paged;
    for (qint64 offset = 0;; offset += 60) {
        const QList<qint64> page = idsOf(store.listSessions(nullptr, 60, offset, zoe));
        paged << page;
        if (page.size() < 60)
            break;
    }
    QCOMPARE(paged.size(), withZoe.size());
    QCOMPARE(paged, withZoe);
    QCOMPARE(idsOf(store.listSessions(nullptr, -1, 0, SessionFilter{u"GAME 2999"_s, {}})).size(), 1);
    QCOMPARE(idsOf(store.listSessions(nullptr, -1, 0, SessionFilter{u"theosis"_s, {}})).size(), 1000);
    QCOMPARE(idsOf(store.listSessions(nullptr, -1, 0, SessionFilter{u"ANN 1299"_s, {}})).size(), 1);
    // Zoë is at every seventh table, Theosis every third: every 21st.
    QCOMPARE(idsOf(store.listSessions(nullptr, -1, 0, zoeInTheosis)).size(), (3000 + 20) / 21);
}

void TestSessionStore::searchSkipsNothingForADamagedRow()
{
    const QString path = freshPath(u"damaged-search.sqlite"_s);
    qint64 damagedId = 0;
    qint64 goodId = 0;
    {
        auto opened = SessionStore::open(path, u"store"_s);
        QVERIFY(opened.ok());
        goodId = opened.value()->createSession(u"theosis"_s, u"Kept"_s, namedPlayers({u"Ada"_s}), {}, 1).value();
        damagedId = opened.value()->createSession(u"theosis"_s, u"Broken Ada"_s, namedPlayers({u"Ada"_s}), {}, 1).value();
    }
    {
        RawDatabase raw(path);
        QVERIFY(raw.exec(u"UPDATE sessions SET players = '[{\"name\":' WHERE id = %1"_s.arg(damagedId)));
    }
    auto opened = SessionStore::open(path, u"store"_s);
    QVERIFY(opened.ok());
    // Unreadable players must not fail the query for everyone: the damaged
    // row is still found by its title, and named as damaged.
    std::vector<SessionStore::DamagedSession> damaged;
    const auto found = opened.value()->listSessions(&damaged, -1, 0, SessionFilter{u"ada"_s, {}});
    QVERIFY2(found.ok(), found.ok() ? "" : qPrintable(found.error().code));
    QCOMPARE(idsOf(found), QList<qint64>{goodId});
    QCOMPARE(damaged.size(), 1u);
    QCOMPARE(damaged.front().id, damagedId);
}

void TestSessionStore::deferredOpenLeavesThePageCheckToVerifyIntegrity()
{
    const QString path = freshPath(u"late.sqlite"_s);
    writeRealDatabase(path);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(SessionStore::verifyIntegrity(path, u"verify-good"_s).ok());
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        const qint64 size = file.size();
        // The last pages hold the records' leaves: the schema stays readable.
        QVERIFY(file.seek(size - 8 * 4096));
        file.write(QByteArray(6 * 4096, char(0xA5)));
    }
    const QByteArray before = sha256Of(path);
    // The full open refuses it, the deferred one lets it through ...
    QCOMPARE(codeOf(SessionStore::open(path, u"full"_s)), u"storage.corrupt"_s);
    QCOMPARE(sha256Of(path), before);
    auto deferred = SessionStore::open(path, u"deferred"_s, SessionStore::kDefaultBusyTimeout, SessionStore::OpenCheck::Deferred);
    QVERIFY(deferred.ok());
    // ... and the check it deferred finds the damage while it is open.
    const Status verified = SessionStore::verifyIntegrity(path, u"verify-bad"_s);
    QVERIFY(!verified.ok());
    QCOMPARE(verified.error().code, u"storage.corrupt"_s);
    deferred.value().reset();
    QCOMPARE(sha256Of(path), before);
    // Not even a file Arbiter can read at all passes the check.
    QFile::remove(path);
    QFile text(path);
    QVERIFY(text.open(QIODevice::WriteOnly));
    text.write("shopping list\n");
    text.close();
    QCOMPARE(SessionStore::verifyIntegrity(path, u"verify-text"_s).error().code, u"storage.foreign"_s);
}

void TestSessionStore::deleteRemovesRecordsAndSnapshots()
{
    const QString path = freshPath(u"a.sqlite"_s);
    auto opened = SessionStore::open(path, u"store"_s);
    QVERIFY(opened.ok());
    SessionStore &store = *opened.value();
    const qint64 doomed = store.createSession(u"theosis"_s, u"doomed"_s, {}, {}, 1).value();
    const qint64 kept = store.createSession(u"theosis"_s, u"kept"_s, {}, {}, 2).value();
    for (const qint64 id : {doomed, kept}) {
        QVERIFY(store.append(id, actionRecord(1), QByteArray("{}")).ok());
        QVERIFY(store.append(id, actionRecord(2), QByteArray("{}")).ok());
    }

    QVERIFY(store.deleteSession(doomed).ok());
    QCOMPARE(codeOf(store.session(doomed)), u"session.not_found"_s);
    QCOMPARE(codeOf(store.records(doomed)), u"session.not_found"_s);
    QCOMPARE(codeOf(store.latestSnapshot(doomed)), u"session.not_found"_s);
    QCOMPARE(codeOf(store.deleteSession(doomed)), u"session.not_found"_s);
    {
        RawDatabase raw(path);
        QCOMPARE(raw.value(u"SELECT COUNT(*) FROM records WHERE session_id = %1"_s.arg(doomed)).toInt(), 0);
        QCOMPARE(raw.value(u"SELECT COUNT(*) FROM snapshots WHERE session_id = %1"_s.arg(doomed)).toInt(), 0);
        QCOMPARE(raw.value(u"SELECT COUNT(*) FROM records"_s).toInt(), 2);
        QCOMPARE(raw.value(u"SELECT COUNT(*) FROM snapshots"_s).toInt(), 2);
    }
    QCOMPARE(store.records(kept)->size(), 2u);
    QCOMPARE(store.listSessions()->size(), 1u);
}

void TestSessionStore::duplicateCopiesRecordsAndSnapshots()
{
    auto opened = SessionStore::open(freshPath(u"a.sqlite"_s), u"store"_s);
    QVERIFY(opened.ok());
    SessionStore &store = *opened.value();
    const QJsonArray players{u"Ann"_s, u"Bo"_s};
    const QJsonObject setup{{u"board"_s, u"b"_s}};
    const qint64 original = store.createSession(u"exiled-legends"_s, u"Original"_s, players, setup, 99).value();
    QVERIFY(store.append(original, actionRecord(1, utc(1000))).ok());
    QVERIFY(store.append(original, actionRecord(2, utc(2000)), QByteArray(R"({"s":2})")).ok());
    QVERIFY(store.append(original, {3, u"undo"_s, {}, "[]", utc(3000)}).ok());

    const auto copy = store.duplicateSession(original, u"Copy"_s);
    QVERIFY(copy.ok());
    QVERIFY(*copy != original);
    const auto summary = store.session(*copy);
    QCOMPARE(summary->title, u"Copy"_s);
    QCOMPARE(summary->game, u"exiled-legends"_s);
    QCOMPARE(summary->players, players);
    QCOMPARE(summary->setup, setup);
    QCOMPARE(summary->seed, 99u);
    QCOMPARE(summary->recordCount, 3);

    const auto originalRecords = store.records(original).value();
    const auto copiedRecords = store.records(*copy).value();
    QCOMPARE(copiedRecords.size(), 3u);
    for (std::size_t i = 0; i < copiedRecords.size(); ++i) {
        QCOMPARE(copiedRecords[i].seq, originalRecords[i].seq);
        QCOMPARE(copiedRecords[i].kind, originalRecords[i].kind);
        QCOMPARE(copiedRecords[i].action, originalRecords[i].action);
        QCOMPARE(copiedRecords[i].events, originalRecords[i].events);
        QCOMPARE(copiedRecords[i].at, originalRecords[i].at);
    }
    QCOMPARE(store.latestSnapshot(*copy)->value().seq, 2);
    QCOMPARE(store.latestSnapshot(*copy)->value().state, QByteArray(R"({"s":2})"));

    // The two logs go their own ways from here.
    QVERIFY(store.append(*copy, actionRecord(4)).ok());
    QCOMPARE(store.records(original)->size(), 3u);
    QCOMPARE(codeOf(store.duplicateSession(original + 100, u"x"_s)), u"session.not_found"_s);
    QCOMPARE(store.listSessions()->size(), 2u);
}

void TestSessionStore::appendOutOfSequenceWritesNothing()
{
    auto opened = SessionStore::open(freshPath(u"a.sqlite"_s), u"store"_s);
    QVERIFY(opened.ok());
    SessionStore &store = *opened.value();
    const qint64 id = store.createSession(u"theosis"_s, u"t"_s, {}, {}, 1).value();
    QVERIFY(store.append(id, actionRecord(1, utc(5000))).ok());
    const QDateTime updatedBefore = store.session(id)->updatedAt;

    for (const qint64 wrongSeq : {qint64(3), qint64(1), qint64(0), qint64(-1)}) {
        const auto refused = store.append(id, actionRecord(wrongSeq, utc(9000)), QByteArray("{}"));
        QVERIFY(!refused.ok());
        QCOMPARE(codeOf(refused), u"storage.sequence"_s);
        QCOMPARE(refused.error().kind, ErrorKind::Storage);
        QCOMPARE(refused.error().message.args, (QStringList{QString::number(wrongSeq), QString::number(id), u"2"_s}));
    }
    QCOMPARE(store.records(id)->size(), 1u);
    QVERIFY(!store.latestSnapshot(id)->has_value());
    QCOMPARE(store.session(id)->updatedAt, updatedBefore);
    QVERIFY(store.append(id, actionRecord(2)).ok());
}

void TestSessionStore::appendRefusesUnknownSessionAndKind()
{
    auto opened = SessionStore::open(freshPath(u"a.sqlite"_s), u"store"_s);
    QVERIFY(opened.ok());
    SessionStore &store = *opened.value();
    const qint64 id = store.createSession(u"theosis"_s, u"t"_s, {}, {}, 1).value();
    QCOMPARE(codeOf(store.append(id + 1, actionRecord(1))), u"session.not_found"_s);
    StoredRecord odd = actionRecord(1);
    odd.kind = u"rewind"_s;
    QCOMPARE(codeOf(store.append(id, odd)), u"storage.bad_record"_s);
    QCOMPARE(store.records(id)->size(), 0u);
}

void TestSessionStore::importIsAllOrNothing()
{
    const QString path = freshPath(u"a.sqlite"_s);
    auto opened = SessionStore::open(path, u"store"_s);
    QVERIFY(opened.ok());
    SessionStore &store = *opened.value();

    SessionSummary summary;
    summary.game = u"the-banishing"_s;
    summary.title = u"Imported"_s;
    summary.players = QJsonArray{u"Cy"_s};
    summary.setup = QJsonObject{{u"mode"_s, u"coop"_s}};
    summary.seed = 12345678901234567890ull;
    summary.createdAt = utc(1000);
    const std::vector<StoredRecord> log{actionRecord(1, utc(2000)), {2, u"undo"_s, {}, "[]", utc(3000)},
                                        actionRecord(3, utc(4000))};

    const auto id = store.importSession(summary, log);
    QVERIFY(id.ok());
    const auto imported = store.session(*id);
    QCOMPARE(imported->game, summary.game);
    QCOMPARE(imported->seed, summary.seed);
    QCOMPARE(imported->createdAt, utc(1000));
    QCOMPARE(imported->updatedAt, utc(4000));
    QCOMPARE(imported->recordCount, 3);
    QCOMPARE(store.records(*id)->at(1).kind, u"undo"_s);
    QCOMPARE(store.records(*id)->at(2).action, log[2].action);

    // A gap is refused before anything is written.
    const std::vector<StoredRecord> gap{actionRecord(1), actionRecord(2), actionRecord(4)};
    QCOMPARE(codeOf(store.importSession(summary, gap)), u"storage.sequence"_s);
    QCOMPARE(store.listSessions()->size(), 1u);

    // A failure halfway through the inserts leaves no half session behind.
    {
        RawDatabase raw(path);
        QVERIFY(raw.exec(u"CREATE TRIGGER refuse_third BEFORE INSERT ON records WHEN NEW.seq = 3 "
                         "BEGIN SELECT RAISE(ABORT, 'refused by test'); END"_s));
    }
    const auto failed = store.importSession(summary, log);
    QVERIFY(!failed.ok());
    QCOMPARE(codeOf(failed), u"storage.io"_s);
    QCOMPARE(store.listSessions()->size(), 1u);
    RawDatabase raw(path);
    QCOMPARE(raw.value(u"SELECT COUNT(*) FROM records"_s).toInt(), 3);
}

void TestSessionStore::emptyFileIsInitialised()
{
    const QString path = freshPath(u"empty.sqlite"_s);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    auto store = SessionStore::open(path, u"store"_s);
    QVERIFY(store.ok());
    QVERIFY(store.value()->createSession(u"theosis"_s, u"t"_s, {}, {}, 1).ok());
    RawDatabase raw(path);
    QCOMPARE(raw.value(u"PRAGMA application_id"_s).toInt(), SessionStore::kApplicationId);
}

void TestSessionStore::randomBytesAreForeignAndUntouched()
{
    const QString path = freshPath(u"noise.sqlite"_s);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QRandomGenerator generator(20240601);
        QByteArray noise(64 * 1024, Qt::Uninitialized);
        generator.fillRange(reinterpret_cast<quint32 *>(noise.data()), noise.size() / 4);
        file.write(noise);
    }
    const QByteArray before = sha256Of(path);
    const auto refused = SessionStore::open(path, u"store"_s);
    QVERIFY(!refused.ok());
    QCOMPARE(codeOf(refused), u"storage.foreign"_s);
    QCOMPARE(refused.error().kind, ErrorKind::Storage);
    QVERIFY(refused.error().message.args.contains(QDir::toNativeSeparators(path)));
    QCOMPARE(sha256Of(path), before);
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files), QStringList{u"noise.sqlite"_s});
    QVERIFY(!QSqlDatabase::contains(u"store"_s));
}

void TestSessionStore::shortTextFileIsForeign()
{
    const QString path = freshPath(u"notes.txt"_s);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("hello");
    }
    QCOMPARE(codeOf(SessionStore::open(path, u"store"_s)), u"storage.foreign"_s);
    QCOMPARE(QFileInfo(path).size(), 5);
    // A folder is not a database either.
    QCOMPARE(codeOf(SessionStore::open(m_dir->path(), u"store"_s)), u"storage.foreign"_s);
}

void TestSessionStore::overwrittenPagesAreCorruptAndUntouched()
{
    const QString path = freshPath(u"damaged.sqlite"_s);
    writeRealDatabase(path);
    if (QTest::currentTestFailed())
        return;
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        const qint64 size = file.size();
        QVERIFY(size > 20 * 4096);
        // Pages 2.. hold the tables' b-tree nodes; scribble over a run of
        // them while leaving the header and schema page intact.
        QVERIFY(file.seek(size / 4));
        file.write(QByteArray(size / 2, char(0xA5)));
    }
    const QByteArray before = sha256Of(path);
    const auto refused = SessionStore::open(path, u"store"_s);
    QVERIFY(!refused.ok());
    QCOMPARE(codeOf(refused), u"storage.corrupt"_s);
    QVERIFY(refused.error().message.args.contains(QDir::toNativeSeparators(path)));
    QCOMPARE(sha256Of(path), before);
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files), QStringList{u"damaged.sqlite"_s});
}

void TestSessionStore::truncatedFileIsCorruptAndUntouched()
{
    const QString path = freshPath(u"cut.sqlite"_s);
    writeRealDatabase(path);
    if (QTest::currentTestFailed())
        return;
    {
        QFile file(path);
        QVERIFY(file.resize(file.size() / 2));
    }
    const QByteArray before = sha256Of(path);
    const auto refused = SessionStore::open(path, u"store"_s);
    QVERIFY(!refused.ok());
    QCOMPARE(codeOf(refused), u"storage.corrupt"_s);
    QCOMPARE(sha256Of(path), before);
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files), QStringList{u"cut.sqlite"_s});
}

void TestSessionStore::otherProgramsDatabaseIsForeignAndUntouched()
{
    const QString path = freshPath(u"other.db"_s);
    {
        RawDatabase raw(path);
        QVERIFY(raw.exec(u"CREATE TABLE contacts (id INTEGER PRIMARY KEY, name TEXT)"_s));
        QVERIFY(raw.exec(u"INSERT INTO contacts (name) VALUES ('Dee')"_s));
    }
    const QByteArray before = sha256Of(path);
    const auto refused = SessionStore::open(path, u"store"_s);
    QVERIFY(!refused.ok());
    QCOMPARE(codeOf(refused), u"storage.foreign"_s);
    QCOMPARE(sha256Of(path), before);
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files), QStringList{u"other.db"_s});
}

void TestSessionStore::newerFormatIsRefusedAndUntouched()
{
    const QString path = freshPath(u"future.sqlite"_s);
    {
        RawDatabase raw(path);
        QVERIFY(raw.exec(u"CREATE TABLE sessions (id INTEGER PRIMARY KEY, hologram BLOB)"_s));
        QVERIFY(raw.exec(u"PRAGMA application_id = %1"_s.arg(SessionStore::kApplicationId)));
        QVERIFY(raw.exec(u"PRAGMA user_version = 99"_s));
    }
    const QByteArray before = sha256Of(path);
    const auto refused = SessionStore::open(path, u"store"_s);
    QVERIFY(!refused.ok());
    QCOMPARE(codeOf(refused), u"storage.newer"_s);
    QCOMPARE(refused.error().message.args,
             (QStringList{QDir::toNativeSeparators(path), u"99"_s, QString::number(SessionStore::kSchemaVersion)}));
    QVERIFY(QByteArray(refused.error().message.source).contains("newer Arbiter"));
    QCOMPARE(sha256Of(path), before);
}

void TestSessionStore::versionOneIsMigratedWithBackup()
{
    const QString path = freshPath(u"old.sqlite"_s);
    writeVersionOneDatabase(path);
    if (QTest::currentTestFailed())
        return;
    {
        auto opened = SessionStore::open(path, u"store"_s);
        QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().message.args.join(u" | "_s)));
        SessionStore &store = *opened.value();
        const auto summary = store.session(5);
        QVERIFY(summary.ok());
        QCOMPARE(summary->title, u"Old game"_s);
        QCOMPARE(summary->players, (QJsonArray{u"Ann"_s, u"Bo"_s}));
        QCOMPARE(summary->seed, std::numeric_limits<quint64>::max());
        QCOMPARE(summary->createdAt, QDateTime::fromString(u"2024-03-01T10:00:00.000Z"_s, Qt::ISODateWithMs));
        // The migration dates each session by its last record.
        QCOMPARE(summary->updatedAt, QDateTime::fromString(u"2024-03-01T10:06:00.250Z"_s, Qt::ISODateWithMs));
        const auto records = store.records(5);
        QCOMPARE(records->size(), 2u);
        QCOMPARE(records->at(0).action, QByteArray(R"({"type":"note","text":"x"})"));
        QCOMPARE(records->at(1).kind, u"undo"_s);
        QVERIFY(records->at(1).action.isEmpty());
        QVERIFY(store.append(5, actionRecord(3), QByteArray("{}")).ok());
        QCOMPARE(store.latestSnapshot(5)->value().seq, 3);
    }
    {
        RawDatabase raw(path);
        QCOMPARE(raw.value(u"PRAGMA user_version"_s).toInt(), SessionStore::kSchemaVersion);
    }

    const QStringList backups = QDir(m_dir->path()).entryList({u"old.sqlite.v1-*.bak"_s}, QDir::Files);
    QCOMPARE(backups.size(), 1);
    QVERIFY(QRegularExpression(u"^old\\.sqlite\\.v1-\\d{8}T\\d{6}Z\\.bak$"_s).match(backups.front()).hasMatch());
    RawDatabase backup(m_dir->filePath(backups.front()));
    QCOMPARE(backup.value(u"PRAGMA user_version"_s).toInt(), 1);
    QCOMPARE(backup.value(u"PRAGMA application_id"_s).toInt(), SessionStore::kApplicationId);
    QCOMPARE(backup.value(u"SELECT COUNT(*) FROM records"_s).toInt(), 2);
    QCOMPARE(backup.value(u"SELECT COUNT(*) FROM sqlite_master WHERE name = 'snapshots'"_s).toInt(), 0);

    // Opening again finds version 2: no second backup.
    QVERIFY(SessionStore::open(path, u"store"_s).ok());
    QCOMPARE(QDir(m_dir->path()).entryList({u"*.bak"_s}, QDir::Files).size(), 1);
}

// Version 2 is version 1 migrated; version 3 adds table mode's tables.
void TestSessionStore::versionTwoGainsTableModesTables()
{
    const QString path = freshPath(u"two.sqlite"_s);
    writeVersionOneDatabase(path);
    {
        RawDatabase raw(path);
        QVERIFY(raw.exec(u"CREATE TABLE snapshots (session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE, "
                         "seq INTEGER NOT NULL, state TEXT NOT NULL, PRIMARY KEY (session_id, seq))"_s));
        QVERIFY(raw.exec(u"ALTER TABLE sessions ADD COLUMN updated_at TEXT"_s));
        QVERIFY(raw.exec(u"PRAGMA user_version = 2"_s));
    }
    {
        auto opened = SessionStore::open(path, u"store"_s);
        QVERIFY(opened.ok());
        QVERIFY(opened.value()->saveSeatToken(5, u"Ann"_s, u"seat"_s).ok());
        QCOMPARE(opened.value()->tableSeating(5)->seatTokens.at(u"Ann"_s), u"seat"_s);
        QCOMPARE(opened.value()->records(5)->size(), 2u);
    }
    RawDatabase raw(path);
    QCOMPARE(raw.value(u"PRAGMA user_version"_s).toInt(), SessionStore::kSchemaVersion);
    QCOMPARE(raw.value(u"SELECT COUNT(*) FROM sqlite_master WHERE name LIKE 'table\\_%' ESCAPE '\\'"_s).toInt(), 3);
    QCOMPARE(QDir(m_dir->path()).entryList({u"two.sqlite.v2-*.bak"_s}, QDir::Files).size(), 1);
}

namespace {

SessionResult finishedResult(qint64 id, const QString &game, const QDateTime &ended, const QStringList &names,
                             const QString &winner)
{
    SessionResult r;
    r.sessionId = id;
    r.game = game;
    r.startedAt = ended.addSecs(-45 * 60);
    r.endedAt = ended;
    r.rounds = 4;
    r.actions = 120;
    r.outcome = winner.isEmpty() ? u"tie"_s : u"won"_s;
    r.story = R"({"game":")" + game.toUtf8() + R"(","figures":[]})";
    int seat = 0;
    for (const QString &name : names) {
        ResultPlayer p;
        p.player = name.toLower();
        p.name = name;
        p.seat = seat++;
        p.side = p.player;
        p.won = name == winner;
        p.characters = {u"goldarr"_s};
        p.rolls = 3;
        p.rollTotal = 12;
        p.rollExpected = 10.5;
        p.rollVariance = 8.75;
        p.luck = 0.75;
        r.players.push_back(p);
    }
    return r;
}

} // namespace

// Version 3 (table mode) gains the history's tables; the file is first
// copied aside with VACUUM INTO, as for every upgrade.
void TestSessionStore::versionThreeGainsTheHistoryWithBackup()
{
    const QString path = freshPath(u"three.sqlite"_s);
    {
        auto created = SessionStore::open(path, u"maker"_s);
        QVERIFY(created.ok());
        QVERIFY(created.value()->createSession(u"theosis"_s, u"Before"_s, {}, {}, 3).ok());
    }
    {
        RawDatabase raw(path);
        for (const char *table : {"session_result_players", "session_results", "player_aliases"})
            QVERIFY(raw.exec(u"DROP TABLE %1"_s.arg(QLatin1String(table))));
        QVERIFY(raw.exec(u"PRAGMA user_version = 3"_s));
    }
    {
        auto opened = SessionStore::open(path, u"store"_s);
        QVERIFY2(opened.ok(), qPrintable(opened.ok() ? QString() : renderEnglish(opened.error().message)));
        QVERIFY(opened.value()->results()->empty());
        const qint64 id = opened.value()->listSessions()->front().id;
        QVERIFY(opened.value()->writeResult(finishedResult(id, u"theosis"_s, utc(1'700'000'000'000), {u"Ann"_s}, u"Ann"_s)).ok());
        QCOMPARE(opened.value()->results()->size(), 1u);
    }
    RawDatabase raw(path);
    QCOMPARE(raw.value(u"PRAGMA user_version"_s).toInt(), 4);
    const QStringList backups = QDir(m_dir->path()).entryList({u"three.sqlite.v3-*.bak"_s}, QDir::Files);
    QCOMPARE(backups.size(), 1);
    RawDatabase backup(m_dir->filePath(backups.front()));
    QCOMPARE(backup.value(u"PRAGMA user_version"_s).toInt(), 3);
    QCOMPARE(backup.value(u"SELECT COUNT(*) FROM sqlite_master WHERE name = 'session_results'"_s).toInt(), 0);
    QCOMPARE(backup.value(u"SELECT title FROM sessions"_s).toString(), u"Before"_s);
}

void TestSessionStore::historyRowsRoundTripAndFilter()
{
    auto opened = SessionStore::open(freshPath(u"h.sqlite"_s), u"store"_s);
    QVERIFY(opened.ok());
    SessionStore &store = *opened.value();
    const qint64 a = store.createSession(u"super-fantasy-brawl"_s, u"a"_s, {}, {}, 1).value();
    const qint64 b = store.createSession(u"theosis"_s, u"b"_s, {}, {}, 2).value();
    const qint64 c = store.createSession(u"super-fantasy-brawl"_s, u"c"_s, {}, {}, 3).value();
    const SessionResult first = finishedResult(a, u"super-fantasy-brawl"_s, utc(1'767'225'600'000), {u"Ann"_s, u"Ben"_s}, u"Ann"_s); // 2026-01-01
    SessionResult second = finishedResult(b, u"theosis"_s, utc(1'767'312'000'000), {u"Ann"_s, u"Cy"_s}, {}); // 2026-01-02
    second.players[1].luck.reset();
    second.players[1].rolls = 0;
    second.cooperative = true;
    second.outcome = u"lost"_s;
    const SessionResult third = finishedResult(c, u"super-fantasy-brawl"_s, utc(1'767'484'800'000), {u"ben"_s, u"Cy"_s}, u"Cy"_s); // 2026-01-04
    for (const SessionResult &r : {first, second, third})
        QVERIFY(store.writeResult(r).ok());

    // Every field back as written, stories included only when asked.
    auto one = store.result(b);
    QVERIFY(one.ok() && one->has_value());
    QCOMPARE(one->value(), second);
    auto all = store.results();
    QVERIFY(all.ok());
    QCOMPARE(all->size(), 3u);
    QVERIFY(all->at(0).story.isEmpty());
    SessionResult withoutStory = first;
    withoutStory.story.clear();
    QCOMPARE(all->at(0), withoutStory);
    QCOMPARE(store.results({}, true)->at(2).story, third.story);

    // Filters: the game, and the days the games ended, both ends included.
    QCOMPARE(store.results(ResultFilter{u"super-fantasy-brawl"_s, {}, {}})->size(), 2u);
    QCOMPARE(store.results(ResultFilter{{}, QDate(2026, 1, 2), QDate(2026, 1, 4)})->size(), 2u);
    QCOMPARE(store.results(ResultFilter{{}, QDate(2026, 1, 2), QDate(2026, 1, 2)})->front().sessionId, b);
    QCOMPARE(store.results(ResultFilter{u"theosis"_s, QDate(2026, 1, 3), {}})->size(), 0u);

    // Written again: replaced, not added; removed; gone with its session.
    SessionResult changed = first;
    changed.rounds = 9;
    changed.players.pop_back();
    QVERIFY(store.writeResult(changed).ok());
    QCOMPARE(store.result(a)->value(), changed);
    QVERIFY(store.removeResult(a).ok());
    QVERIFY(!store.result(a)->has_value());
    QVERIFY(store.deleteSession(c).ok());
    QCOMPARE(store.results()->size(), 1u);
    QCOMPARE(codeOf(store.writeResult(finishedResult(999, u"theosis"_s, utc(0), {}, {}))), u"session.not_found"_s);
    RawDatabase raw(freshPath(u"h.sqlite"_s));
    QCOMPARE(raw.value(u"SELECT COUNT(*) FROM session_result_players"_s).toInt(), 2); // only b's
}

void TestSessionStore::mergedPlayersFollowEachOther()
{
    auto opened = SessionStore::open(freshPath(u"m.sqlite"_s), u"store"_s);
    QVERIFY(opened.ok());
    SessionStore &store = *opened.value();
    QVERIFY(store.mergePlayer(u" ann "_s, u"Ann"_s).ok());
    QCOMPARE(store.playerAliases().value(), (std::map<QString, QString>{{u"ann"_s, u"Ann"_s}}));
    // Ann merged into Annie takes ann along; merging into an alias counts as its name.
    QVERIFY(store.mergePlayer(u"Ann"_s, u"Annie"_s).ok());
    QVERIFY(store.mergePlayer(u"A."_s, u"ann"_s).ok());
    QCOMPARE(store.playerAliases().value(),
             (std::map<QString, QString>{{u"A."_s, u"Annie"_s}, {u"Ann"_s, u"Annie"_s}, {u"ann"_s, u"Annie"_s}}));
    // A name merged into itself stands alone again.
    QVERIFY(store.mergePlayer(u"A."_s, u"A."_s).ok());
    QCOMPARE(store.playerAliases()->count(u"A."_s), 0u);
    QCOMPARE(codeOf(store.mergePlayer(u""_s, u"Ann"_s)), u"history.player_name"_s);
}

// Counted by hand over four rows: Ann beats Ben, Ben beats Ann, Ann beats
// Cy, and a co-op game Ann and "ann" (merged) lose together.
void TestSessionStore::statsCountWinsRivalsAndNemeses()
{
    const QDateTime t = utc(1'767'225'600'000);
    std::vector<SessionResult> rows{
        finishedResult(1, u"super-fantasy-brawl"_s, t, {u"Ann"_s, u"Ben"_s}, u"Ann"_s),
        finishedResult(2, u"super-fantasy-brawl"_s, t.addDays(1), {u"Ann"_s, u"Ben"_s}, u"Ben"_s),
        finishedResult(3, u"theosis"_s, t.addDays(2), {u"Ann"_s, u"Cy"_s}, u"Ann"_s),
        finishedResult(4, u"the-banishing"_s, t.addDays(3), {u"Ann"_s, u"ann"_s}, {}),
    };
    rows[3].cooperative = true;
    rows[3].outcome = u"lost"_s;
    rows[3].players[1].player = u"ann2"_s; // two seats, one person, as typed
    for (ResultPlayer &p : rows[3].players)
        p.side = u"table"_s;
    const std::map<QString, QString> aliases{{u"ann"_s, u"Ann"_s}};
    const HistoryStats stats = statsOf(rows, aliases);
    QCOMPARE(stats.plays, 4);
    QCOMPARE(stats.games.size(), 3u);
    QCOMPARE(stats.games[0].game, u"super-fantasy-brawl"_s);
    QCOMPARE(stats.games[0].plays, 2);
    QCOMPARE(stats.games[0].averageMinutes, 45.0);
    QCOMPARE(stats.games[0].averageRounds, 4.0);
    const auto banishing = std::find_if(stats.games.begin(), stats.games.end(),
                                        [](const GameStats &g) { return g.game == u"the-banishing"_s; });
    QCOMPARE(banishing->cooperative.plays, 1);
    QCOMPARE(banishing->cooperative.wins, 0);
    QCOMPARE(stats.players.size(), 3u);
    const PlayerStats &ann = stats.players[0];
    QCOMPARE(ann.name, u"Ann"_s);
    QCOMPARE(ann.plays, 5); // both seats of the co-op game count
    QCOMPARE(ann.competitive.plays, 3);
    QCOMPARE(ann.competitive.wins, 2);
    QVERIFY(std::abs(ann.competitive.winRate - 2.0 / 3.0) < 1e-12);
    QCOMPARE(ann.cooperative.plays, 2);
    QCOMPARE(ann.cooperative.wins, 0);
    QCOMPARE(ann.rival, u"Ben"_s);
    QCOMPARE(ann.rivalGames, 2);
    QCOMPARE(ann.nemesis, u"Ben"_s);
    QCOMPARE(ann.nemesisWins, 1);
    QCOMPARE(ann.characters.size(), 3u); // goldarr in three games
    QCOMPARE(ann.characters[0].plays, 2);
    QCOMPARE(ann.characters[0].wins, 1);
    QCOMPARE(ann.luck.rolls, 15);
    QCOMPARE(ann.luck.total, 60);
    const PlayerStats &cy = stats.players[2];
    QCOMPARE(cy.name, u"Cy"_s);
    QCOMPARE(cy.nemesis, u"Ann"_s);
    QVERIFY(cy.luck.better > 0.5); // 12 against 10.5 each time
    // Filtered to a player: only the sessions they played in.
    QCOMPARE(statsOf(rows, aliases, u"Cy"_s).plays, 1);
    QCOMPARE(statsOf(rows, aliases, u"ann"_s).plays, 4);
    QCOMPARE(statsOf(rows, {}, u"ann"_s).plays, 1);
}

void TestSessionStore::csvQuotesWhatNeedsIt()
{
    SessionResult r = finishedResult(7, u"theosis"_s, utc(1'767'225'600'000), {u"Ann, the \"Bold\""_s, u"Ben"_s}, u"Ben"_s);
    r.players[1].luck.reset();
    r.story = R"({"figures":[{"id":"ann:lug","name":"Lug","character":"lug","player":"ann, the \"bold\"","side":"x","damage_dealt":3,"damage_taken":9,"knock_outs":1,"knocked_out":1,"health":0,"max_health":9}]})";
    QCOMPARE(playsCsv({r}, {{u"Ben"_s, u"Benedict"_s}}),
             u"session,game,ended_at,minutes,rounds,cooperative,outcome,player,name,counted_as,side,won,characters,rolls,luck\r\n"
             "7,theosis,2026-01-01T00:00:00.000Z,45.0,4,0,won,\"ann, the \"\"bold\"\"\",\"Ann, the \"\"Bold\"\"\",\"Ann, the \"\"Bold\"\"\","
             "\"ann, the \"\"bold\"\"\",0,goldarr,3,0.7500\r\n"
             "7,theosis,2026-01-01T00:00:00.000Z,45.0,4,0,won,ben,Ben,Benedict,ben,1,goldarr,3,\r\n"_s);
    QCOMPARE(figuresCsv({r}, {}),
             u"session,game,ended_at,figure,name,character,player,counted_as,side,damage_dealt,damage_taken,knock_outs,"
             "knocked_out,health,max_health\r\n"
             "7,theosis,2026-01-01T00:00:00.000Z,ann:lug,Lug,lug,\"ann, the \"\"bold\"\"\",\"Ann, the \"\"Bold\"\"\",x,3,9,1,1,0,9\r\n"_s);
}

void TestSessionStore::tableModeKeepsCodeSeatsAndIntents()
{
    auto opened = SessionStore::open(freshPath(u"a.sqlite"_s), u"store"_s);
    QVERIFY(opened.ok());
    SessionStore &store = *opened.value();
    const qint64 id = store.createSession(u"theosis"_s, u"t"_s, {}, {}, 1).value();
    QVERIFY(store.tableSeating(id)->tableToken.isEmpty());
    QVERIFY(store.replaceTableToken(id, u"code"_s).ok());
    QVERIFY(store.saveSeatToken(id, u"Ann"_s, u"a"_s).ok());
    QVERIFY(store.saveSeatToken(id, u"Ben"_s, u"b"_s).ok());
    QVERIFY(store.saveSeatToken(id, u"Ben"_s, u"b2"_s).ok());
    QVERIFY(store.forgetSeatToken(id, u"Ann"_s).ok());
    TableSeating seating = store.tableSeating(id).value();
    QCOMPARE(seating.tableToken, u"code"_s);
    QCOMPARE(seating.seatTokens, (std::map<QString, QString>{{u"Ben"_s, u"b2"_s}}));
    QCOMPARE(seating.port, 0);
    QVERIFY(store.saveTablePort(id, 41234).ok());
    QCOMPARE(store.tableSeating(id)->port, 41234);

    // The intent goes in with its record, and only once: a second append for
    // the same intent writes neither.
    const TableIntentKey intent{u"Ben"_s, u"7f3a"_s};
    QVERIFY(!store.tableIntentSeq(id, intent)->has_value());
    QVERIFY(store.append(id, actionRecord(1), {}, intent).ok());
    QCOMPARE(store.tableIntentSeq(id, intent)->value(), 1);
    QVERIFY(!store.tableIntentSeq(id, TableIntentKey{u"Ann"_s, u"7f3a"_s})->has_value());
    QVERIFY(!store.append(id, actionRecord(2), {}, intent).ok());
    QCOMPARE(store.records(id)->size(), 1u);
    QVERIFY(store.append(id, actionRecord(2), {}, TableIntentKey{u"Ben"_s, u"other"_s}).ok());

    // A new code forgets every seat token.
    QVERIFY(store.replaceTableToken(id, u"new"_s).ok());
    seating = store.tableSeating(id).value();
    QCOMPARE(seating.tableToken, u"new"_s);
    QVERIFY(seating.seatTokens.empty());
    // All of it goes with the session.
    QVERIFY(store.saveSeatToken(id, u"Ann"_s, u"a"_s).ok());
    QVERIFY(store.deleteSession(id).ok());
    seating = store.tableSeating(id).value();
    QVERIFY(seating.tableToken.isEmpty() && seating.seatTokens.empty());
    QVERIFY(!store.tableIntentSeq(id, intent)->has_value());
}

void TestSessionStore::busyDatabaseIsReportedLocked()
{
    using namespace std::chrono_literals;
    const QString path = freshPath(u"busy.sqlite"_s);
    auto opened = SessionStore::open(path, u"store"_s, 150ms);
    QVERIFY(opened.ok());
    SessionStore &store = *opened.value();
    const qint64 id = store.createSession(u"theosis"_s, u"t"_s, {}, {}, 1).value();

    auto other = std::make_unique<RawDatabase>(path);
    QVERIFY(other->exec(u"BEGIN EXCLUSIVE"_s));
    QElapsedTimer waited;
    waited.start();
    const auto refused = store.append(id, actionRecord(1));
    QVERIFY(!refused.ok());
    QCOMPARE(codeOf(refused), u"storage.locked"_s);
    QVERIFY(refused.error().message.args.contains(QDir::toNativeSeparators(path)));
    QVERIFY2(waited.elapsed() >= 100, qPrintable(QString::number(waited.elapsed())));
    // A second program opening the file meanwhile is told the same.
    QCOMPARE(codeOf(SessionStore::open(path, u"second"_s, 50ms)), u"storage.locked"_s);
    QVERIFY(!QSqlDatabase::contains(u"second"_s));
    QVERIFY(!QSqlDatabase::contains(u"second#probe"_s));

    QVERIFY(other->exec(u"ROLLBACK"_s));
    other.reset();
    QVERIFY(store.append(id, actionRecord(1)).ok());
    QCOMPARE(store.records(id)->size(), 1u);
}

void TestSessionStore::connectionNameInUseIsRefused()
{
    auto first = SessionStore::open(freshPath(u"a.sqlite"_s), u"store"_s);
    QVERIFY(first.ok());
    const auto second = SessionStore::open(freshPath(u"b.sqlite"_s), u"store"_s);
    QCOMPARE(codeOf(second), u"storage.io"_s);
    QVERIFY(first.value()->createSession(u"theosis"_s, u"t"_s, {}, {}, 1).ok());
    QVERIFY(!QFileInfo::exists(freshPath(u"b.sqlite"_s)));
}

void TestSessionStore::unusualCharactersInPathAreHandled()
{
    // The read-only check reaches the file through a URI: these characters
    // must survive the encoding, or it would look at some other file.
    const QString ours = freshPath(u"Spiele #1 100% ?ä.sqlite"_s);
    {
        auto store = SessionStore::open(ours, u"store"_s);
        QVERIFY(store.ok());
        QVERIFY(store.value()->createSession(u"theosis"_s, u"t"_s, {}, {}, 1).ok());
    }
    QVERIFY(!QFileInfo::exists(ours + u"-wal"_s));
    auto reopened = SessionStore::open(ours, u"store"_s);
    QVERIFY(reopened.ok());
    QCOMPARE(reopened.value()->listSessions()->size(), 1u);

    const QString theirs = freshPath(u"their #2 50% ?.db"_s);
    {
        RawDatabase raw(theirs);
        QVERIFY(raw.exec(u"CREATE TABLE notes (body TEXT)"_s));
    }
    QCOMPARE(codeOf(SessionStore::open(theirs, u"other"_s)), u"storage.foreign"_s);
}

void TestSessionStore::defaultPathHonoursEnvironment()
{
    const QString chosen = m_dir->filePath(u"nested/deeper/chosen.sqlite"_s);
    qputenv("ARBITER_DB", chosen.toUtf8());
    QCOMPARE(SessionStore::defaultPath(), chosen);
    QVERIFY(QFileInfo(m_dir->filePath(u"nested/deeper"_s)).isDir());

    qunsetenv("ARBITER_DB");
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"Arbiter"_s);
    QCoreApplication::setApplicationName(u"arbiter"_s);
    const QString fallback = SessionStore::defaultPath();
    QCOMPARE(fallback,
             QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/arbiter.sqlite"_s);
    QVERIFY(fallback.endsWith(u"/Arbiter/arbiter/arbiter.sqlite"_s));
    QVERIFY(QFileInfo(QFileInfo(fallback).absolutePath()).isDir());
}

// Speed is the benchmark's business (arbiter-bench); this only checks that a
// long run of appends with snapshots in between stays complete and in order.
void TestSessionStore::manyAppendsKeepTheirOrder()
{
    auto opened = SessionStore::open(freshPath(u"many.sqlite"_s), u"store"_s);
    QVERIFY(opened.ok());
    SessionStore &store = *opened.value();
    const qint64 id = store.createSession(u"theosis"_s, u"t"_s, {}, {}, 1).value();
    constexpr int kAppends = 300;
    for (qint64 seq = 1; seq <= kAppends; ++seq)
        QVERIFY(store.append(id, actionRecord(seq), seq % 50 == 0 ? std::optional<QByteArray>("{}") : std::nullopt));
    QCOMPARE(store.session(id)->recordCount, kAppends);
    const auto records = store.records(id).value();
    QCOMPARE(records.size(), std::size_t{kAppends});
    QCOMPARE(records.back().seq, kAppends);
    QCOMPARE(store.latestSnapshot(id).value()->seq, 300);
}

QTEST_GUILESS_MAIN(TestSessionStore)
#include "tst_sessionstore.moc"
