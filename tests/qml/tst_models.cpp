// The controllers and list models behind the QML views: every model under
// QAbstractItemModelTester, with known answers for what it shows.
#include "ui/ActiveSession.h"
#include "ui/CounterListModel.h"
#include "ui/DiceTray.h"
#include "ui/GameListModel.h"
#include "ui/GameNames.h"
#include "ui/GameViews.h"
#include "ui/games/GameScreens.h"
#include "ui/LanguageController.h"
#include "ui/OddsModel.h"
#include "ui/Preferences.h"
#include "ui/RollText.h"
#include "ui/RuleEntryView.h"
#include "ui/RuleFilterModel.h"
#include "ui/RuleTextFormat.h"
#include "ui/RulesCatalog.h"
#include "ui/RulesSearchModel.h"
#include "ui/SessionLibrary.h"
#include "ui/WarningCounter.h"
#include "rules/RulesIndex.h"
#include "text/PhraseText.h"
#include "session/SessionService.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QTranslator>
#include <QJsonDocument>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::Literals::StringLiterals;
using namespace arbiter;

namespace {

QVariant roleOf(const QAbstractItemModel &model, int row, const QByteArray &role)
{
    const QHash<int, QByteArray> roles = model.roleNames();
    return model.data(model.index(row, 0), roles.key(role, -1));
}

QStringList column(const QAbstractItemModel &model, const QByteArray &role)
{
    QStringList values;
    for (int row = 0; row < model.rowCount(); ++row)
        values << roleOf(model, row, role).toString();
    return values;
}

void tested(QAbstractItemModel *model)
{
    new QAbstractItemModelTester(model, QAbstractItemModelTester::FailureReportingMode::QtTest, model);
}

// A Theosis session for two players, made straight through the service with
// the default setup: each player has a purse ("gold") and three heroes, which
// follow the players in the entity list.
qint64 createTwoPlayerSession(SessionLibrary &library, const QString &title = {})
{
    auto id = library.service()->create(u"theosis"_s,
                                        QJsonArray{QJsonObject{{u"id"_s, u"ada"_s}, {u"name"_s, u"Ada"_s}},
                                                   QJsonObject{{u"id"_s, u"bruno"_s}, {u"name"_s, u"Bruno"_s}}},
                                        {}, 7, title);
    if (!id)
        qFatal("the test session could not be created");
    library.refresh();
    return id.value();
}

const char *const kRulesFixture = R"({
  "game": "super-fantasy-brawl",
  "entries": [
    {"id": "sfb.push", "title": "Push", "section": "Keywords", "keywords": ["shove"],
     "text": "Move the target **away** from the pusher, one hex per point.\n\nA wall stops it & <nothing> else."},
    {"id": "sfb.pull", "title": "Pull", "section": "Keywords", "keywords": [],
     "text": "Move the target towards the puller; the opposite of a push."}
  ]
})";

const char *const kGeneralFixture = R"({
  "game": "general",
  "entries": [
    {"id": "core.counters", "title": "Counters", "section": "Sessions", "keywords": [],
     "text": "Every tracked number can be changed by hand."}
  ]
})";

} // namespace

class TestModels : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_folder;
    std::unique_ptr<Preferences> m_preferences;
    std::unique_ptr<SessionLibrary> m_library;
    std::unique_ptr<ActiveSession> m_session;

    std::unique_ptr<RulesCatalog> fixtureCatalog()
    {
        const QString brawl = m_folder.filePath(u"brawl.json"_s);
        const QString general = m_folder.filePath(u"general.json"_s);
        for (const auto &[path, content] : {std::pair{brawl, kRulesFixture}, std::pair{general, kGeneralFixture}}) {
            QFile file(path);
            if (!file.open(QIODevice::WriteOnly))
                qFatal("fixture not written");
            file.write(content);
        }
        return std::make_unique<RulesCatalog>([brawl, general](const QString &) { return std::make_unique<RulesIndex>(QStringList{brawl, general}); });
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Numbers are compared as an English locale writes them.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void init()
    {
        QVERIFY(m_folder.isValid());
        static int run = 0;
        ++run;
        m_preferences = std::make_unique<Preferences>(
            std::make_unique<QSettings>(m_folder.filePath(u"settings-%1.ini"_s.arg(run)), QSettings::IniFormat));
        m_library = std::make_unique<SessionLibrary>(m_folder.filePath(u"sessions-%1.sqlite"_s.arg(run)), true,
                                                     m_preferences.get());
        QVERIFY(m_library->ready());
        m_session = std::make_unique<ActiveSession>(*m_library);
        tested(m_library->sessions());
        tested(m_session->entities());
        tested(m_session->log());
        tested(m_session->rolls());
    }

    void cleanup()
    {
        m_session.reset();
        m_library.reset();
        m_preferences.reset();
    }

    void gamesListEveryGameAndWhetherItCanStart()
    {
        GameListModel games;
        tested(&games);
        QCOMPARE(column(games, "gameId"),
                 (QStringList{u"exiled-legends"_s, u"super-fantasy-brawl"_s, u"theosis"_s, u"the-banishing"_s}));
        QCOMPARE(column(games, "name"),
                 (QStringList{u"Exiled Legends"_s, u"Super Fantasy Brawl"_s, u"Theosis"_s, u"The Banishing"_s}));
        for (int row = 0; row < games.rowCount(); ++row)
            QCOMPARE(roleOf(games, row, "startable").toBool(), startableInApp(roleOf(games, row, "gameId").toString()));
        QCOMPARE(roleOf(games, 1, "minPlayers").toInt(), 2);
        QCOMPARE(roleOf(games, 1, "maxPlayers").toInt(), 4);
    }

    // The shell names no game: each game's registration names its views, and
    // a view named there that is not in the QML module would leave the
    // new-session sheet or the session screen empty.
    void everyGameRegistersItsNameAndViews()
    {
        GameViews views;
        for (const GameDefinition &game : allGames()) {
            const GameScreens *screens = gameScreensFor(game.id);
            QVERIFY2(screens, qPrintable(game.id));
            QVERIFY2(gameDisplayName(game.id) != game.id, qPrintable(game.id));
            for (const QUrl &view : {views.setupForm(game.id), views.table(game.id)}) {
                QVERIFY2(!view.isEmpty(), qPrintable(game.id));
                QCOMPARE(view.scheme(), u"qrc"_s);
                QVERIFY2(QFile::exists(u":"_s + view.path()), qPrintable(view.toString()));
            }
        }
        QVERIFY(views.table(u"chess"_s).isEmpty());
        QVERIFY(views.setupForm(QString()).isEmpty());
        QCOMPARE(gameDisplayName(u"chess"_s), u"chess"_s);
        QCOMPARE(gameDisplayName(u"general"_s), u"General"_s);
    }

    void aGameTheAppDoesNotKnowCannotBeStarted()
    {
        QSignalSpy errors(m_library.get(), &SessionLibrary::errorChanged);
        // All four games have their setup forms; anything else (a game of a
        // newer version, a typo in a script) is refused before it is stored.
        for (const QString &game : {u"exiled-legends"_s, u"super-fantasy-brawl"_s, u"theosis"_s, u"the-banishing"_s})
            QVERIFY2(startableInApp(game), qPrintable(game));
        QVERIFY(!startableInApp(u"chess"_s));
        QCOMPARE(m_library->createSession(u"chess"_s, {u"Ada"_s, u"Bruno"_s}), -1);
        QCOMPARE(m_library->error(),
                 u"There is no game \"chess\"; the games are exiled-legends, super-fantasy-brawl, theosis and the-banishing."_s);
        QCOMPARE(errors.count(), 1);
        QCOMPARE(m_library->sessions()->count(), 0);
    }

    void libraryListsDuplicatesAndDeletesSessions()
    {
        const qint64 first = createTwoPlayerSession(*m_library, u"Friday"_s);
        QCOMPARE(m_library->sessions()->count(), 1);
        SessionListModel &sessions = *m_library->sessions();
        QCOMPARE(roleOf(sessions, 0, "sessionId").toLongLong(), first);
        QCOMPARE(roleOf(sessions, 0, "title").toString(), u"Friday"_s);
        QCOMPARE(roleOf(sessions, 0, "gameName").toString(), u"Theosis"_s);
        QCOMPARE(roleOf(sessions, 0, "players").toString(), u"Ada, Bruno"_s);
        QCOMPARE(roleOf(sessions, 0, "entryCount").toInt(), 0);
        QVERIFY(!roleOf(sessions, 0, "lastPlayed").toString().isEmpty());

        const qint64 copy = m_library->duplicateSession(first);
        QVERIFY(copy > 0 && copy != first);
        QCOMPARE(sessions.count(), 2);
        QVERIFY(column(sessions, "title").contains(u"Friday (copy)"_s));

        QVERIFY(m_library->removeSession(first));
        QCOMPARE(sessions.count(), 1);
        QCOMPARE(roleOf(sessions, 0, "sessionId").toLongLong(), copy);
        QVERIFY(!m_library->removeSession(first));
        QVERIFY(!m_library->error().isEmpty());
    }

    void exportWritesEverySessionIntoOneFile()
    {
        createTwoPlayerSession(*m_library, u"One"_s);
        createTwoPlayerSession(*m_library, u"Two"_s);
        const QString folder = m_folder.filePath(u"export/nested"_s);
        const QString written = m_library->exportAll(folder);
        QVERIFY2(!written.isEmpty(), qPrintable(m_library->exportError()));
        QCOMPARE(m_library->lastExportPath(), written);
        QFile file(written);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject document = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(document.value(u"format"_s).toString(), u"arbiter-sessions"_s);
        const QJsonArray exported = document.value(u"sessions"_s).toArray();
        QCOMPARE(exported.size(), 2);
        QStringList titles;
        for (const QJsonValue &session : exported) {
            QCOMPARE(session.toObject().value(u"format"_s).toString(), u"arbiter-session"_s);
            titles << session.toObject().value(u"title"_s).toString();
        }
        titles.sort();
        QCOMPARE(titles, (QStringList{u"One"_s, u"Two"_s}));

        QCOMPARE(m_library->exportAll(QString()), QString());
        QCOMPARE(m_library->exportError(), u"Choose a folder to export the sessions to."_s);
    }

    void aForeignFileIsRefusedAndTheDatabaseStays()
    {
        createTwoPlayerSession(*m_library);
        const QString before = m_library->databasePath();
        const QString foreign = m_folder.filePath(u"notes.txt"_s);
        {
            QFile file(foreign);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QByteArray("These are shopping notes, not a database.\n").repeated(200));
        }
        QSignalSpy changed(m_library.get(), &SessionLibrary::databaseChanged);
        QVERIFY(!m_library->openDatabase(foreign));
        QVERIFY(!m_library->databaseError().isEmpty());
        QCOMPARE(m_library->databasePath(), before);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(m_library->sessions()->count(), 1);

        const QString fresh = m_folder.filePath(u"fresh.sqlite"_s);
        QVERIFY(m_library->openDatabase(fresh));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(m_library->databasePath(), fresh);
        QCOMPARE(m_library->sessions()->count(), 0);
        QVERIFY(m_library->databaseError().isEmpty());
        QCOMPARE(m_preferences->databasePath(), QString()); // a scratch library never remembers
    }

    void countersChangeUndoAndRedo()
    {
        const qint64 id = createTwoPlayerSession(*m_library);
        QVERIFY(m_session->open(id));
        EntityListModel &entities = *m_session->entities();
        QCOMPARE(column(entities, "name").mid(0, 2), (QStringList{u"Ada"_s, u"Bruno"_s}));
        CounterListModel *ada = entities.counters(0);
        tested(ada);
        QCOMPARE(ada->count(), 1); // the purse
        QVERIFY(!m_session->canUndo());

        QVERIFY(m_session->addCounter(u"ada"_s, u"Health"_s, u"9"_s));
        QCOMPARE(ada->count(), 2);
        QCOMPARE(roleOf(*ada, 0, "name").toString(), u"Health"_s); // counters are listed by name
        QVERIFY(m_session->adjustCounter(u"ada"_s, u"Health"_s, -1));
        QVERIFY(m_session->adjustCounter(u"ada"_s, u"Health"_s, -1));
        QCOMPARE(roleOf(*ada, 0, "value").toInt(), 7);
        QVERIFY(m_session->setCounter(u"ada"_s, u"Health"_s, u" 12 "_s));
        QCOMPARE(roleOf(*ada, 0, "value").toInt(), 12);
        QCOMPARE(entities.counters(0), ada); // updated in place, not rebuilt

        QVERIFY(m_session->undo());
        QCOMPARE(roleOf(*ada, 0, "value").toInt(), 7);
        QVERIFY(m_session->canRedo());
        QVERIFY(m_session->redo());
        QCOMPARE(roleOf(*ada, 0, "value").toInt(), 12);
        QVERIFY(!m_session->canRedo());

        SessionLogModel &log = *m_session->log();
        QCOMPARE(log.count(), 6);
        QCOMPARE(column(log, "kind"),
                 (QStringList{u"redo"_s, u"undo"_s, u"action"_s, u"action"_s, u"action"_s, u"action"_s}));
        QCOMPARE(roleOf(log, 3, "text").toString(), u"Ada: Health changed from 8 to 7."_s);
        QCOMPARE(roleOf(log, 2, "text").toString(), u"Ada: Health changed from 7 to 12."_s);
        QCOMPARE(roleOf(log, 2, "kindLabel").toString(), u"Action"_s);
        QCOMPARE(roleOf(log, 2, "undone").toBool(), false);

        QVERIFY(m_session->undo());
        QCOMPARE(roleOf(log, 3, "undone").toBool(), true); // newest first: the set is now row 3
        QCOMPARE(m_library->sessions()->count(), 1);
    }

    void logReplaysAStoredSessionInPhrases()
    {
        const qint64 id = createTwoPlayerSession(*m_library);
        QVERIFY(m_session->open(id));
        QVERIFY(m_session->addCounter(u"bruno"_s, u"Gold"_s, u"2"_s));
        QVERIFY(m_session->addNote(u"The gate is open."_s));
        QVERIFY(m_session->undo());
        m_session->close();
        QCOMPARE(m_session->log()->count(), 0);

        ActiveSession reopened(*m_library);
        tested(reopened.log());
        QVERIFY(reopened.open(id));
        SessionLogModel &log = *reopened.log();
        QCOMPARE(log.count(), 3);
        QCOMPARE(roleOf(log, 0, "text").toString(), u"Undid entry 2."_s);
        QCOMPARE(roleOf(log, 1, "text").toString(), u"Note: The gate is open."_s);
        QCOMPARE(roleOf(log, 1, "undone").toBool(), true);
        QCOMPARE(roleOf(log, 2, "text").toString(), u"Bruno: Gold changed from 0 to 2."_s);
        QVERIFY(reopened.notes().isEmpty());
    }

    void refusalsShowTheirMessageAndRule()
    {
        const qint64 id = createTwoPlayerSession(*m_library);
        QVERIFY(m_session->open(id));
        QVERIFY(!m_session->adjustCounter(u"nobody"_s, u"Health"_s, 1));
        QCOMPARE(m_session->error(), u"Nothing called \"nobody\" is tracked in this session."_s);
        QCOMPARE(m_session->errorRule(), u"core.counters"_s);

        QVERIFY(!m_session->setCounter(u"ada"_s, u"Health"_s, u"lots"_s));
        QCOMPARE(m_session->error(), u"Type a whole number, such as 7 or -2."_s);
        QCOMPARE(m_session->errorRule(), QString());

        QVERIFY(m_session->addCounter(u"ada"_s, u"Health"_s, QString()));
        QVERIFY(m_session->error().isEmpty());
        QVERIFY(!m_session->addCounter(u"ada"_s, u"Health"_s, u"3"_s));
        QCOMPARE(m_session->error(), u"Ada already has a counter called Health."_s);
        QCOMPARE(m_session->log()->count(), 1); // refusals are not logged

        m_session->clearError();
        QVERIFY(m_session->error().isEmpty());
    }

    void deletingTheOpenSessionClosesIt()
    {
        const qint64 id = createTwoPlayerSession(*m_library);
        QVERIFY(m_session->open(id));
        QVERIFY(m_library->removeSession(id));
        QVERIFY(!m_session->isOpen());
        QCOMPARE(m_session->entities()->count(), 0);
    }

    void trayChecksTheNotationAsTyped()
    {
        DiceTray tray;
        QSignalSpy changed(&tray, &DiceTray::notationChanged);
        tray.setNotation(u"2d6+x"_s);
        QVERIFY(!tray.notationValid());
        QCOMPARE(tray.notationError(),
                 u"Unexpected \"x\" at column 5 of the dice: expected a number or a die such as 2d6."_s);
        QVERIFY(!tray.roll());
        QVERIFY(!tray.hasResult());
        tray.setNotation(QString());
        QVERIFY(tray.notationError().isEmpty()); // nothing typed is not an error
        QCOMPARE(changed.count(), 2);
    }

    void trayRollsWithItsOwnDiceOutsideASession()
    {
        DiceTray tray;
        tested(tray.faces());
        tested(tray.history());
        for (int i = 0; i < 40; ++i) {
            QVERIFY(tray.quickRoll(u"2d6+1"_s));
            QVERIFY(tray.total() >= 3 && tray.total() <= 13);
        }
        QCOMPARE(tray.resultNotation(), u"2d6+1"_s);
        QCOMPARE(tray.faces()->count(), 3);
        QCOMPARE(roleOf(*tray.faces(), 2, "label").toString(), u"+1"_s);
        QCOMPARE(roleOf(*tray.faces(), 0, "label").toString(), u"d6"_s);
        QCOMPARE(tray.history()->count(), 40);
        QCOMPARE(roleOf(*tray.history(), 0, "number").toInt(), 40);
        QCOMPARE(roleOf(*tray.history(), 0, "total").toInt(), tray.total());
    }

    void trayKeepsFiftyRolls()
    {
        DiceTray tray;
        tested(tray.history());
        for (int i = 0; i < 60; ++i)
            QVERIFY(tray.quickRoll(u"d4"_s));
        QCOMPARE(tray.history()->count(), RollHistoryModel::kTrayLimit);
        QCOMPARE(roleOf(*tray.history(), 0, "number").toInt(), 60);
        QCOMPARE(roleOf(*tray.history(), RollHistoryModel::kTrayLimit - 1, "number").toInt(), 11);
    }

    void trayRecordsRealDice()
    {
        DiceTray tray;
        tray.setPhysicalMode(true);
        QVERIFY(tray.quickRoll(u"2d6"_s));
        QVERIFY(!tray.hasResult()); // real-dice mode waits for the faces
        QCOMPARE(tray.physicalDice(), (QList<int>{6, 6}));

        QVERIFY(!tray.enterFaces({u"4"_s, u"7"_s}));
        QCOMPARE(tray.entryError(), u"Die 2 is a d6, so it cannot show 7."_s);
        QVERIFY(!tray.enterFaces({u"4"_s, QString()}));
        QCOMPARE(tray.entryError(), u"Die 2 has no value yet: type the face it shows."_s);
        QCOMPARE(tray.history()->count(), 0);

        QVERIFY(tray.enterFaces({u"4"_s, u"5"_s}));
        QVERIFY(tray.entryError().isEmpty());
        QCOMPARE(tray.total(), 9);
        QVERIFY(tray.resultPhysical());
        QCOMPARE(roleOf(*tray.history(), 0, "faces").toString(), u"[4, 5]"_s);
        QCOMPARE(roleOf(*tray.history(), 0, "physical").toBool(), true);

        tray.setNotation(u"30d6"_s);
        QVERIFY(!tray.physicalEntryPossible());
        QVERIFY(tray.physicalDice().isEmpty());
        QVERIFY(tray.physicalEntryProblem().contains(u"30"_s));
    }

    void trayRollsIntoTheOpenSession()
    {
        const qint64 id = createTwoPlayerSession(*m_library);
        QVERIFY(m_session->open(id));
        DiceTray tray;
        QSignalSpy historyChanged(&tray, &DiceTray::historyChanged);
        tray.setSession(m_session.get());
        QVERIFY(tray.inSession());
        QCOMPARE(tray.history(), m_session->rolls());

        QVERIFY(tray.quickRoll(u"1d4+2"_s));
        QCOMPARE(m_session->rolls()->count(), 1);
        QCOMPARE(roleOf(*m_session->rolls(), 0, "total").toInt(), tray.total());
        tray.setPhysicalMode(true);
        tray.setNotation(u"d4"_s);
        QVERIFY(!tray.enterFaces({u"5"_s}));
        QCOMPARE(tray.entryError(), u"Die 1 is a d4, so it cannot show 5."_s);
        QVERIFY(tray.enterFaces({u"3"_s}));
        QCOMPARE(m_session->rolls()->count(), 2);
        QCOMPARE(m_session->log()->count(), 2);
        QCOMPARE(roleOf(*m_session->log(), 0, "text").toString(), u"The real 1d4 showed 3."_s);

        QVERIFY(m_session->undo()); // a roll is undone like anything else
        QCOMPARE(m_session->rolls()->count(), 1);

        m_session->close();
        QVERIFY(!tray.inSession());
        QVERIFY(tray.history() != m_session->rolls());
        QVERIFY(historyChanged.count() >= 2);
    }

    void oddsAreExact()
    {
        OddsModel odds;
        tested(&odds);
        odds.setNotation(u"2d6"_s);
        QVERIFY(odds.valid());
        QCOMPARE(odds.count(), 11);
        QCOMPARE(odds.minimum(), 2);
        QCOMPARE(odds.maximum(), 12);
        QCOMPARE(odds.meanText(), u"7"_s);
        QCOMPARE(odds.peakRow(), 5);
        QCOMPARE(roleOf(odds, 5, "value").toInt(), 7);
        QCOMPARE(roleOf(odds, 5, "fraction").toString(), u"1/6"_s);
        QCOMPARE(roleOf(odds, 5, "percent").toString(), u"16.67 %"_s);
        QCOMPARE(roleOf(odds, 5, "relativeHeight").toDouble(), 1.0);
        QCOMPARE(roleOf(odds, 0, "fraction").toString(), u"1/36"_s);
        QCOMPARE(roleOf(odds, 0, "relativeHeight").toDouble(), 1.0 / 6.0);
        QCOMPARE(odds.pickedText(), u"Total 7: 1/6 (16.67 %)"_s);
        odds.setPickedRow(0);
        QCOMPARE(odds.pickedText(), u"Total 2: 1/36 (2.78 %)"_s);

        odds.setNotation(u"1d4+2"_s);
        QCOMPARE(column(odds, "fraction"), (QStringList{u"1/4"_s, u"1/4"_s, u"1/4"_s, u"1/4"_s}));
        QCOMPARE(odds.meanText(), u"4.5"_s);
        QCOMPARE(odds.pickedRow(), 0);

        odds.setNotation(u"30d6"_s);
        QVERIFY(odds.chartable());
        QCOMPARE(odds.count(), 151);
        QCOMPARE(roleOf(odds, 0, "fraction").toString(), u"1/221073919720733357899776"_s); // 6^30
        QCOMPARE(roleOf(odds, 0, "percent").toString(), u"< 0.01 %"_s);

        odds.setNotation(u"10d100"_s);
        QVERIFY(odds.valid());
        QVERIFY(!odds.chartable());
        QCOMPARE(odds.outcomeCount(), 991);
        QCOMPARE(odds.count(), 0);
        QCOMPARE(odds.meanText(), u"505"_s);

        odds.setNotation(u"2x6"_s);
        QVERIFY(!odds.valid());
        QVERIFY(odds.error().contains(u"column 2"_s));
        QCOMPARE(odds.pickedRow(), -1);
    }

    void searchMarksMatchesAndFiltersByGame()
    {
        auto catalog = fixtureCatalog();
        QCOMPARE(catalog->entryCount(), 3);
        QCOMPARE(catalog->titleOf(u"sfb.push"_s), u"Push"_s);
        QCOMPARE(catalog->titleOf(u"nope"_s), QString());

        RulesSearchModel search;
        tested(&search);
        search.setCatalog(catalog.get());
        QCOMPARE(search.count(), 3); // an empty query browses
        search.setQuery(u"push"_s);
        QCOMPARE(search.count(), 2);
        QCOMPARE(roleOf(search, 0, "title").toString(), u"Push"_s);
        QCOMPARE(roleOf(search, 0, "gameName").toString(), u"Super Fantasy Brawl"_s);
        QCOMPARE(roleOf(search, 0, "section").toString(), u"Keywords"_s);
        QVERIFY(roleOf(search, 1, "snippet").toString().contains(u"<b>push</b>"_s));
        QCOMPARE(search.entryIdAt(0), u"sfb.push"_s);
        QCOMPARE(search.entryIdAt(9), QString());

        search.setGame(u"general"_s);
        QCOMPARE(search.count(), 0);
        search.setQuery(u"hand"_s);
        QCOMPARE(column(search, "entryId"), QStringList{u"core.counters"_s});
        search.setGame(QString());
        search.setQuery(QString());
        QCOMPARE(search.count(), 3);
    }

    void entryTextIsEscapedStyledText()
    {
        auto catalog = fixtureCatalog();
        RuleEntryView entry;
        entry.setCatalog(catalog.get());
        entry.setEntryId(u"sfb.push"_s);
        QVERIFY(entry.found());
        QCOMPARE(entry.title(), u"Push"_s);
        QCOMPARE(entry.gameName(), u"Super Fantasy Brawl"_s);
        QCOMPARE(entry.text(), u"Move the target <b>away</b> from the pusher, one hex per point.<br><br>A wall stops it "
                               u"&amp; &lt;nothing&gt; else."_s);
        QCOMPARE(entry.keywords(), QStringList{u"shove"_s});
        entry.setEntryId(u"missing"_s);
        QVERIFY(!entry.found());
        QVERIFY(entry.text().isEmpty());
    }

    void filtersOfferAllGeneralAndEachGame()
    {
        RuleFilterModel filters;
        tested(&filters);
        QCOMPARE(column(filters, "filterId"), (QStringList{QString(), u"general"_s, u"exiled-legends"_s,
                                                           u"super-fantasy-brawl"_s, u"theosis"_s, u"the-banishing"_s}));
        QCOMPARE(roleOf(filters, 0, "name").toString(), u"All"_s);
        QCOMPARE(roleOf(filters, 1, "name").toString(), u"General"_s);
    }

    void rollHistoryFollowsTheSessionState()
    {
        RollHistoryModel history;
        tested(&history);
        RollEntry first{u"1d6"_s, {TermRoll{DiceTerm{1, 1, 6, 0}, {4}}}, 4, false, {}};
        RollEntry second{u"1d4+2"_s, {TermRoll{DiceTerm{1, 1, 4, 0}, {1}}, TermRoll{DiceTerm{1, 0, 0, 2}, {}}}, 3,
                         true, u"Attack"_s};
        QSignalSpy inserted(&history, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&history, &QAbstractItemModel::rowsRemoved);
        QSignalSpy reset(&history, &QAbstractItemModel::modelReset);
        history.setRolls({first});
        history.setRolls({first, second});
        QCOMPARE(inserted.count(), 2);
        QCOMPARE(roleOf(history, 0, "notation").toString(), u"1d4+2"_s);
        QCOMPARE(roleOf(history, 0, "faces").toString(), u"[1] + 2"_s);
        QCOMPARE(roleOf(history, 0, "purpose").toString(), u"Attack"_s);
        QCOMPARE(roleOf(history, 0, "number").toInt(), 2);
        history.setRolls({first}); // an undo takes the newest back
        QCOMPARE(removed.count(), 1);
        QCOMPARE(roleOf(history, 0, "notation").toString(), u"1d6"_s);
        history.setRolls({second});
        QCOMPARE(reset.count(), 1);
    }

    void facesReadTermByTerm()
    {
        QCOMPARE(describeFaces({TermRoll{DiceTerm{1, 2, 6, 0}, {3, 5}}, TermRoll{DiceTerm{1, 0, 0, 1}, {}}}),
                 u"[3, 5] + 1"_s);
        QCOMPARE(describeFaces({TermRoll{DiceTerm{1, 1, 20, 0}, {17}}, TermRoll{DiceTerm{-1, 1, 4, 0}, {2}}}),
                 u"[17] \u2212 [2]"_s);
        QCOMPARE(snippetToStyledText(u"a \x01<b>\x02 c"_s), u"a <b>&lt;b&gt;</b> c"_s);
        QCOMPARE(ruleTextToStyledText(u"Two:\n- one **1**\n- a-b"_s), u"Two:<br>\u2022 one <b>1</b><br>\u2022 a-b"_s);
        QCOMPARE(plainExcerpt(u"one **two** three four"_s, 13), u"one two three…"_s);
    }

    void languageSwitchesWithoutATranslationFile()
    {
        LanguageController language(*m_preferences, nullptr);
        QCOMPARE(language.language(), u"en"_s);
        QSignalSpy changed(&language, &LanguageController::languageChanged);
        OddsModel odds;
        odds.setNotation(u"2d6"_s);
        QSignalSpy percents(&odds, &QAbstractItemModel::dataChanged);

        language.setLanguage(u"de"_s);
        QCOMPARE(language.language(), u"de"_s);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(language.translationMissing(), !QFile::exists(u":/i18n/arbiter_de.qm"_s));
        QCOMPARE(m_preferences->language(), u"de"_s);
        QVERIFY(percents.count() >= 1); // the models hear of it
        QCOMPARE(roleOf(odds, 5, "percent").toString(), u"16,67 %"_s);

        language.setLanguage(u"xx"_s); // not offered: ignored
        QCOMPARE(language.language(), u"de"_s);
        language.setLanguage(u"en"_s);
        QVERIFY(!language.translationMissing());
        QCOMPARE(roleOf(odds, 5, "percent").toString(), u"16.67 %"_s);
        QCOMPARE(LanguageController::nativeName(u"de"_s), u"Deutsch"_s);
    }

    void wordsOfTheRulesInPhrasesAreTranslatedNamesAreNot()
    {
        // Stands in for the German file: it knows one term of the rules.
        class TermTranslator : public QTranslator {
        public:
            QString translate(const char *context, const char *source, const char *, int) const override
            {
                if (qstrcmp(context, "EngineTerm") == 0 && qstrcmp(source, "attack") == 0)
                    return u"Angriff"_s;
                return {};
            }
            bool isEmpty() const override { return false; }
        } terms;
        QCoreApplication::installTranslator(&terms);
        const Phrase turn = phrase(QT_TRANSLATE_NOOP("Engine", "%1's %2 phase."), u"Ada"_s, u"attack"_s);
        QCOMPARE(translated(turn), u"Ada's Angriff phase."_s);
        QCOMPARE(renderEnglish(turn), u"Ada's attack phase."_s);
        QCoreApplication::removeTranslator(&terms);
        QCOMPARE(translated(turn), u"Ada's attack phase."_s);
    }

    void warningCounterCountsQmlWarnings()
    {
        WarningCounter::install();
        const int before = WarningCounter::count();
        QQmlEngine engine;
        QQmlComponent component(&engine);
        component.setData("import QtQml\nQtObject { property int size: missingThing.size }", QUrl(u"qrc:/Broken.qml"_s));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"missingThing is not defined"_s));
        std::unique_ptr<QObject> broken(component.create());
        QVERIFY(broken);
        QCOMPARE(WarningCounter::count(), before + 1);
        QVERIFY(WarningCounter::messages().last().contains(u"missingThing"_s));

        QTest::ignoreMessage(QtWarningMsg, "platform noise");
        QMessageLogger(nullptr, 0, nullptr, "qt.qpa.offscreen").warning("platform noise");
        QCOMPARE(WarningCounter::count(), before + 1);
    }

    void preferencesPersist()
    {
        QSignalSpy dark(m_preferences.get(), &Preferences::darkThemeChanged);
        m_preferences->setDarkTheme(true);
        m_preferences->setDarkTheme(true);
        QCOMPARE(dark.count(), 1);
        m_preferences->setPhysicalDiceByDefault(true);
        const QString file = m_folder.filePath(u"persist.ini"_s);
        {
            Preferences written(std::make_unique<QSettings>(file, QSettings::IniFormat));
            written.setDarkTheme(true);
            written.setPhysicalDiceByDefault(true);
        }
        Preferences read(std::make_unique<QSettings>(file, QSettings::IniFormat));
        QVERIFY(read.darkTheme());
        QVERIFY(read.physicalDiceByDefault());
    }
};

QTEST_MAIN(TestModels)

#include "tst_models.moc"
