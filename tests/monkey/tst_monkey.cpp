#include "WindowTaps.h"
#include "core/session.h"
#include "session/SessionService.h"
#include "storage/SessionStore.h"
#include "ui/ActiveSession.h"
#include "ui/AppContext.h"
#include "ui/SessionLibrary.h"
#include "ui/SessionLogModel.h"
#include "ui/WarningCounter.h"

#include <QGuiApplication>
#include <QJsonDocument>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QWheelEvent>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(ArbiterPlugin)

using namespace Qt::Literals::StringLiterals;

namespace {

// How many taps each seed plays; ARBITER_MONKEY_TAPS overrides it, and
// ARBITER_MONKEY_SEED plays that one seed instead of the fixed ones.
constexpr int kDefaultTaps = 1200;
constexpr int kReplayEvery = 100;
// Taps in a row that take the game no further than it has been (undo and
// redo, or the same actions again after an undo, do not count) after which
// the screen is taken to offer no way on.
constexpr int kDeadEndTaps = 500;

// What a finger can hit: a control, a MouseArea, an item with a TapHandler,
// a painted board. Containers that only scroll or block are not targets.
bool isTappable(const QQuickItem *item)
{
    static const char *const notTargets[] = {"QQuickFlickable", "QQuickPopupItem", "QQuickOverlay",
                                             "QQuickScrollBar", "QQuickScrollIndicator", "QQuickTextInput",
                                             "QQuickTextEdit", "QQuickPane", "QQuickPage", "QQuickDialog"};
    for (const char *type : notTargets)
        if (item->inherits(type))
            return false;
    if (item->inherits("QQuickAbstractButton") || (item->acceptedMouseButtons() & Qt::LeftButton))
        return true;
    const QObjectList children = item->children();
    return std::any_of(children.cbegin(), children.cend(),
                       [](const QObject *child) { return child->inherits("QQuickTapHandler"); });
}

// The part of `item` a player can see: clipped by every clipping ancestor and
// by the window; empty when it is hidden, disabled or transparent.
QRectF visibleRect(const QQuickItem *item, const QRectF &windowRect)
{
    if (!item->isVisible() || !item->isEnabled() || item->width() < 1 || item->height() < 1)
        return {};
    QRectF rect = item->mapRectToScene(QRectF(0, 0, item->width(), item->height())) & windowRect;
    for (const QQuickItem *ancestor = item; ancestor && !rect.isEmpty(); ancestor = ancestor->parentItem()) {
        if (ancestor->opacity() <= 0.01)
            return {};
        if (ancestor != item && ancestor->clip())
            rect &= ancestor->mapRectToScene(QRectF(0, 0, ancestor->width(), ancestor->height()));
    }
    return rect;
}

struct Target {
    QQuickItem *item = nullptr;
    QRectF rect;
};

void collect(QQuickItem *root, const QRectF &windowRect, std::vector<Target> &targets,
             std::vector<Target> &scrollers)
{
    if (!root->isVisible())
        return;
    const QRectF rect = visibleRect(root, windowRect);
    if (!rect.isEmpty()) {
        if (root->inherits("QQuickFlickable"))
            scrollers.push_back({root, rect});
        else if (isTappable(root) && rect.width() >= 4 && rect.height() >= 4)
            targets.push_back({root, rect});
    }
    const QList<QQuickItem *> children = root->childItems();
    for (QQuickItem *child : children)
        collect(child, windowRect, targets, scrollers);
}

// The open popups (dialogs, menus, sheets): while one is open, a tap
// anywhere else only closes it, so the monkey plays inside it.
QList<QQuickItem *> openPopups(QQuickWindow *window)
{
    QList<QQuickItem *> popups;
    const QList<QQuickItem *> children = window->contentItem()->childItems();
    for (QQuickItem *child : children) {
        if (!child->inherits("QQuickOverlay"))
            continue;
        const QList<QQuickItem *> popupItems = child->childItems();
        for (QQuickItem *popup : popupItems)
            if (popup->isVisible() && popup->inherits("QQuickPopupItem") && popup->opacity() > 0.01)
                popups << popup;
    }
    return popups;
}

// Whether the game has ended, read from its state until the engine answers it
// itself: a winner named, or a result recorded, at the top of the game's data
// or one level down.
bool looksOver(const QJsonObject &data, int depth = 0)
{
    for (auto it = data.begin(); it != data.end(); ++it) {
        const QString key = it.key();
        if ((key == u"winner"_s || key == u"winners"_s || key == u"result"_s)
            && !it.value().isNull() && !it.value().isUndefined()
            && !(it.value().isString() && it.value().toString().isEmpty())
            && !(it.value().isArray() && it.value().toArray().isEmpty()))
            return true;
        if (key == u"stage"_s && it.value().toString() == u"over"_s)
            return true;
        if (depth == 0 && it.value().isObject() && looksOver(it.value().toObject(), 1))
            return true;
    }
    return false;
}

QByteArray stateJson(const arbiter::SessionState &state)
{
    return QJsonDocument(arbiter::toJson(state)).toJson(QJsonDocument::Compact);
}

} // namespace

// Opens each game's table from its demo session and taps random visible,
// enabled controls and board points through the window, as a player's finger
// would. Fails on a crash (the sanitizer build runs it), any QML warning, a
// state that differs from a replay of the stored log, and a table that
// offers nothing to tap or lets the game go nowhere.
class Monkey : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void play_data();
    void play();
    void cleanup();
    void cleanupTestCase();

private:
    void openTable(const QString &gameId);
    [[nodiscard]] bool tableShowing();
    void settle();
    void checkReplay(const QString &where);

    std::unique_ptr<QQmlApplicationEngine> m_engine;
    arbiter::AppContext *m_context = nullptr;
    QQuickWindow *m_window = nullptr;
    QTemporaryDir m_replayFolder;
};

void Monkey::initTestCase()
{
    arbiter::WarningCounter::install();
    QQuickStyle::setStyle(u"Basic"_s);
    m_engine = std::make_unique<QQmlApplicationEngine>();
    m_context = new arbiter::AppContext(arbiter::AppConfig{{}, true, true}, m_engine.get());
    QVERIFY2(m_context->demoProblem().isEmpty(), qPrintable(m_context->demoProblem()));
    m_engine->addImportPath(u"qrc:/"_s);
    m_engine->load(QUrl(u"qrc:/Arbiter/Main.qml"_s));
    QVERIFY(!m_engine->rootObjects().isEmpty());
    m_window = qobject_cast<QQuickWindow *>(m_engine->rootObjects().constFirst());
    QVERIFY(m_window);
    QMetaObject::invokeMethod(m_window, "prepareTour"); // no animations: each tap settles at once
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void Monkey::play_data()
{
    QTest::addColumn<QString>("gameId");
    QTest::addColumn<quint32>("seed");
    const QStringList games{u"exiled-legends"_s, u"super-fantasy-brawl"_s, u"theosis"_s, u"the-banishing"_s};
    const bool seedGiven = qEnvironmentVariableIsSet("ARBITER_MONKEY_SEED");
    const quint32 givenSeed = qEnvironmentVariable("ARBITER_MONKEY_SEED").toUInt();
    for (const QString &game : games) {
        if (seedGiven) {
            QTest::addRow("%s", qPrintable(game)) << game << givenSeed;
            continue;
        }
        // A fixed seed a game, so a failure in CI replays here.
        QTest::addRow("%s", qPrintable(game)) << game << quint32(qHash(game) % 100000);
    }
}

void Monkey::openTable(const QString &gameId)
{
    QMetaObject::invokeMethod(m_window, "resetViews");
    const qint64 demo = m_context->demoSessionFor(gameId);
    QVERIFY2(demo > 0, qPrintable(u"no demo session for "_s + gameId));
    if (m_context->activeSession()->sessionId() != demo)
        QVERIFY2(m_context->activeSession()->open(demo), qPrintable(m_context->activeSession()->error()));
    QMetaObject::invokeMethod(m_window, "openSession");
    settle();
    QTRY_VERIFY2(tableShowing(), "the game's table did not show");
}

bool Monkey::tableShowing()
{
    QQuickItem *table = arbiter::testing::findVisible(m_window->contentItem(), u"gameTable"_s);
    return table && table->isVisible();
}

void Monkey::settle()
{
    // A tap is delivered at once; what it changes lays out in the polish
    // pass and draws in the next frame, which the next tap must meet.
    QCoreApplication::processEvents();
    QVERIFY(QQuickTest::qWaitForPolish(m_window));
    QCoreApplication::processEvents();
}

// The state on screen must be what folding the stored records gives: the
// session is exported and imported into a database of its own, which
// replays every record through the engine.
void Monkey::checkReplay(const QString &where)
{
    arbiter::ActiveSession *session = m_context->activeSession();
    QVERIFY(session->state());
    // QVERIFY2 builds its message even when it passes: errors are read only on failure.
    auto exported = m_context->library()->service()->exportSession(session->sessionId());
    if (!exported)
        QFAIL(qPrintable(arbiter::renderEnglish(exported.error().message)));
    static int replays = 0;
    ++replays;
    auto store = arbiter::SessionStore::open(m_replayFolder.filePath(u"replay-%1.sqlite"_s.arg(replays)),
                                             u"monkey-replay-%1"_s.arg(replays));
    if (!store)
        QFAIL(qPrintable(arbiter::renderEnglish(store.error().message)));
    arbiter::SessionService replayService(**store);
    auto imported = replayService.importSession(*exported);
    if (!imported)
        QFAIL(qPrintable(u"%1: the stored log does not replay: %2"_s.arg(where, arbiter::renderEnglish(imported.error().message))));
    auto replayed = replayService.open(*imported);
    if (!replayed)
        QFAIL(qPrintable(arbiter::renderEnglish(replayed.error().message)));
    const QByteArray onScreen = stateJson(*session->state());
    const QByteArray fromLog = stateJson((*replayed)->state());
    if (onScreen != fromLog)
        QFAIL(qPrintable(u"%1: the state differs from a replay of the stored log\n  shown:    %2\n  replayed: %3"_s
                             .arg(where, QString::fromUtf8(onScreen.left(2000)), QString::fromUtf8(fromLog.left(2000)))));
}

void Monkey::play()
{
    QFETCH(QString, gameId);
    QFETCH(quint32, seed);
    const int taps = qEnvironmentVariableIsSet("ARBITER_MONKEY_TAPS")
        ? qEnvironmentVariableIntValue("ARBITER_MONKEY_TAPS") : kDefaultTaps;
    qInfo("monkey %s: seed %u, %d taps (rerun with ARBITER_MONKEY_SEED=%u)", qPrintable(gameId), seed, taps, seed);
    QRandomGenerator random(seed);

    for (const QSize size : {QSize(1280, 800), QSize(800, 1280)}) {
        m_window->resize(size);
        openTable(gameId);
        if (QTest::currentTestFailed())
            return;
        int sinceProgress = 0;
        int reopened = 0;
        std::int64_t furthest = m_context->activeSession()->state()->actionCount;
        for (int tap = 0; tap < taps / 2; ++tap) {
            const QString where = u"%1 %2x%3, tap %4"_s.arg(gameId).arg(size.width()).arg(size.height()).arg(tap);
            if (!tableShowing()) {
                // A page pushed over the table (an editor, a rules entry) or
                // the table left: back to it, as a player would go back.
                ++reopened;
                openTable(gameId);
                if (QTest::currentTestFailed())
                    return;
            }
            const QRectF windowRect(QPointF(0, 0), QSizeF(m_window->size()));
            std::vector<Target> targets;
            std::vector<Target> scrollers;
            const QList<QQuickItem *> popups = openPopups(m_window);
            if (!popups.isEmpty()) {
                collect(popups.constLast(), windowRect, targets, scrollers);
            } else {
                collect(arbiter::testing::findVisible(m_window->contentItem(), u"gameTable"_s), windowRect, targets, scrollers);
                const bool tableHasTargets = !targets.empty();
                QVERIFY2(tableHasTargets, qPrintable(where + u": the table offers nothing to tap"_s));
                for (const QString &name : {u"undoButton"_s, u"redoButton"_s})
                    if (QQuickItem *button = arbiter::testing::findVisible(m_window->contentItem(), name))
                        collect(button, windowRect, targets, scrollers);
            }
            if (targets.empty() && popups.isEmpty())
                QFAIL(qPrintable(where + u": nothing to tap"_s));

            if (!scrollers.empty() && random.bounded(10) == 0) {
                const Target &scroller = scrollers[random.bounded(int(scrollers.size()))];
                const QPointF at = scroller.rect.center();
                QWheelEvent wheel(at, m_window->mapToGlobal(at), QPoint(), QPoint(0, random.bounded(2) ? -240 : 240),
                                  Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
                QGuiApplication::sendEvent(m_window, &wheel);
            } else if (targets.empty()) {
                // A popup with nothing enabled in it: a tap outside closes it.
                QTest::keyClick(m_window, Qt::Key_Escape);
            } else {
                const Target &target = targets[random.bounded(int(targets.size()))];
                // Small controls are hit in the middle; a board anywhere on it.
                const bool large = target.rect.width() > 150 && target.rect.height() > 150;
                const QPointF at = large ? QPointF(target.rect.left() + random.bounded(target.rect.width()),
                                                   target.rect.top() + random.bounded(target.rect.height()))
                                         : target.rect.center();
                QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, at.toPoint());
            }
            settle();
            if (QTest::currentTestFailed())
                return;

            if (arbiter::WarningCounter::count() > 0)
                QFAIL(qPrintable(where + u": QML warning: "_s + arbiter::WarningCounter::messages().join(u"\n  "_s)));
            const arbiter::SessionState *state = m_context->activeSession()->state();
            const bool progressed = state->actionCount > furthest;
            furthest = std::max(furthest, state->actionCount);
            sinceProgress = progressed || looksOver(state->data) ? 0 : sinceProgress + 1;
            QVERIFY2(sinceProgress < kDeadEndTaps,
                     qPrintable(u"%1: %2 taps in a row took the game no further (a dead end?)"_s.arg(where).arg(kDeadEndTaps)));
            if (tap % kReplayEvery == kReplayEvery - 1) {
                checkReplay(where);
                if (QTest::currentTestFailed())
                    return;
            }
        }
        checkReplay(gameId + u" at the end"_s);
        const arbiter::SessionLogModel *log = m_context->activeSession()->log();
        qInfo("monkey %s %dx%d: %d records, furthest %lld actions, table reopened %d times, last: %s", qPrintable(gameId),
              size.width(), size.height(), log->count(), static_cast<long long>(furthest), reopened,
              qPrintable(log->data(log->index(0), arbiter::SessionLogModel::TextRole).toString().left(160)));
    }
}

// What the screen showed when a game failed, to see the dead end or the
// warning as the player would have.
void Monkey::cleanup()
{
    if (!QTest::currentTestFailed() || !m_window)
        return;
    const QString picture = QDir::temp().filePath(u"monkey-%1.png"_s.arg(QString::fromLatin1(QTest::currentDataTag())));
    if (m_window->grabWindow().save(picture))
        qInfo("the screen at the failure: %s", qPrintable(picture));
}

void Monkey::cleanupTestCase()
{
    m_engine.reset();
}

int main(int argc, char **argv)
{
    QCoreApplication::setOrganizationName(u"Arbiter"_s);
    QCoreApplication::setApplicationName(u"arbiter-monkey"_s);
    QGuiApplication app(argc, argv);
    Monkey monkey;
    return QTest::qExec(&monkey, argc, argv);
}

#include "tst_monkey.moc"
