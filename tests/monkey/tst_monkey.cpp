#include "PlayerWords.h"
#include "WindowTaps.h"
#include "core/session.h"
#include "session/SessionService.h"
#include "storage/SessionStore.h"
#include "ui/ActiveSession.h"
#include "ui/AppContext.h"
#include "ui/LanguageController.h"
#include "ui/SessionLibrary.h"
#include "ui/SessionLogModel.h"
#include "ui/WarningCounter.h"

#include <QGuiApplication>
#include <QJsonDocument>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
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

// Each game is played from several fixed seeds (one ctest entry each), each
// for so many taps, half of them in landscape and half in portrait;
// ARBITER_MONKEY_TAPS overrides the taps, and ARBITER_MONKEY_SEED plays that
// one seed instead of the fixed ones.
constexpr int kSeedsPerGame = 3;
constexpr int kDefaultTaps = 1000;
// A replay costs the whole log again (seconds for a long Brawl log under the
// sanitizer), so it is checked every so often and at the end.
constexpr int kReplayEvery = 250;
// Taps in a row that apply no new action to the game (undo and redo do not
// count) after which the screen is taken to offer no way on.
// The longest stretch seen without one in a passing run was about 250 taps
// (Theosis, where a move takes an action, a power, a target and "Play it").
constexpr int kDeadEndTaps = 400;
// How many taps on a game's table may still move a control within a step,
// in one run of a seed (both orientations): a ratchet, lowered as each table
// is laid out to keep its controls in place, until every one is 0. A run
// over it fails and names every move (docs/status.md lists what is left).
const QHash<QString, int> kTableMovesAllowed{{QStringLiteral("super-fantasy-brawl"), 4},
                                             {QStringLiteral("the-banishing"), 6},
                                             {QStringLiteral("exiled-legends"), 50},
                                             {QStringLiteral("theosis"), 60}};

// How a target is worked: tapped, typed into, or stepped up or down.
enum class Kind { Tap, Field, Spin };

struct Target {
    QQuickItem *item = nullptr;
    QRectF rect;
    Kind kind = Kind::Tap;
};

// What a finger can hit: a control, a MouseArea, an item with a TapHandler,
// a painted board, a link in a text. Containers that only scroll or block,
// and plain text (a tap on it lands on whatever lies under it, which is a
// target of its own), are not targets.
bool isTappable(const QQuickItem *item)
{
    static const char *const notTargets[] = {"QQuickFlickable", "QQuickPopupItem", "QQuickOverlay",
                                             "QQuickScrollBar", "QQuickScrollIndicator", "QQuickTextInput",
                                             "QQuickTextEdit", "QQuickPane", "QQuickPage", "QQuickDialog"};
    for (const char *type : notTargets)
        if (item->inherits(type))
            return false;
    if (item->inherits("QQuickText"))
        return item->property("text").toString().contains(u"<a "_s);
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

void collect(QQuickItem *root, const QRectF &windowRect, std::vector<Target> &targets,
             std::vector<Target> &scrollers)
{
    if (!root->isVisible())
        return;
    const QRectF rect = visibleRect(root, windowRect);
    const bool editable = (root->inherits("QQuickTextInput") || root->inherits("QQuickTextEdit"))
        && !root->property("readOnly").toBool();
    // A spin box is stepped with its buttons, a text field typed into; what
    // they are built of is no target of its own.
    if (root->inherits("QQuickSpinBox") || editable) {
        if (rect.width() >= 4 && rect.height() >= 4)
            targets.push_back({root, rect, editable ? Kind::Field : Kind::Spin});
        return;
    }
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

// How likely a player is to tap a target, relative to the others: the button
// a screen marks as its next step (an ActionButton of kind Primary) more
// often, undo and redo seldom (a player mostly plays on; the monkey tapping
// them as often as anything else spent its taps walking back and forth).
// Undo and redo are known by their icons (the log page's own pair shows no
// text in a narrow window).
double weightOf(const Target &target, const QStringList &undoIcons, const QString &rulesIcon,
                const QSet<const QQuickItem *> &before)
{
    const QQuickItem *item = target.item;
    // A control that the last tap brought up (the powers after an action,
    // the targets after a power) is what the screen asks for next.
    const double fresh = before.contains(item) ? 1.0 : 3.0;
    const QString icon = item->property("iconPath").toString();
    if (!icon.isEmpty() && undoIcons.contains(icon))
        return 0.15;
    // A rule is read now and then; each of the many book buttons tapped as
    // often as a move left the game standing while the rule sheet opened and closed.
    if (!icon.isEmpty() && icon == rulesIcon)
        return 0.3;
    constexpr int primaryKind = 0; // ActionButton.Primary
    const QVariant kind = item->property("kind");
    if (item->inherits("QQuickAbstractButton") && kind.isValid() && kind.toInt() == primaryKind)
        return 4.0 * fresh;
    return fresh;
}

const Target &pick(const std::vector<Target> &targets, const QStringList &undoIcons, const QString &rulesIcon,
                   const QSet<const QQuickItem *> &before, QRandomGenerator &random)
{
    std::vector<double> weights;
    weights.reserve(targets.size());
    double total = 0;
    for (const Target &target : targets)
        total += weights.emplace_back(weightOf(target, undoIcons, rulesIcon, before));
    double at = random.generateDouble() * total;
    for (std::size_t i = 0; i < targets.size(); ++i) {
        at -= weights[i];
        if (at < 0)
            return targets[i];
    }
    return targets.back();
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

// What a tap hit, for the trace: the type, the name, and the words on it or
// on the nearest named ancestor.
QString describe(const QQuickItem *item)
{
    QString text;
    for (const QQuickItem *it = item; it && text.isEmpty(); it = it->parentItem()) {
        text = it->property("text").toString();
        if (text.isEmpty() && !it->objectName().isEmpty())
            text = u"#"_s + it->objectName();
    }
    return u"%1 %2 \"%3\""_s.arg(QString::fromLatin1(item->metaObject()->className()), item->objectName(), text.left(60));
}

// Where a control stood before a tap, in the window (its whole rectangle,
// not the part a clip leaves visible), and how far each of its scrolling
// ancestors was scrolled.
struct Placed {
    QPointer<QQuickItem> item;
    QRectF rect;
};

QRectF placeOf(const QQuickItem *item)
{
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

// The controls and every item they sit in, each once.
std::vector<Placed> placesOf(const std::vector<Target> &targets)
{
    std::vector<Placed> places;
    QSet<const QQuickItem *> seen;
    for (const Target &target : targets)
        for (QQuickItem *item = target.item; item && !seen.contains(item); item = item->parentItem()) {
            seen.insert(item);
            places.push_back({item, placeOf(item)});
        }
    return places;
}

// Where a move comes from, for the failure: the outermost item that moved
// with the control, and the scrolling one it sits in if that was scrolled.
QString originOf(QQuickItem *control, const QPointF &shift, const QHash<const QQuickItem *, QRectF> &before)
{
    QQuickItem *outermost = control;
    for (QQuickItem *item = control->parentItem(); item; item = item->parentItem()) {
        const auto was = before.constFind(item);
        if (was == before.constEnd())
            break;
        const QPointF itemShift = placeOf(item).topLeft() - was->topLeft();
        if (std::abs(itemShift.x() - shift.x()) > 1 || std::abs(itemShift.y() - shift.y()) > 1)
            break;
        outermost = item;
    }
    QQuickItem *parent = outermost->parentItem();
    const bool scrolled = parent && parent->inherits("QQuickFlickable");
    return u"moving with %1 in %2"_s.arg(describe(outermost), parent ? describe(parent) : u"the window"_s)
        + (scrolled ? u" (scrolled by the app)"_s : QString());
}

// The controls a player could see and hit both before and after a tap that
// moved by more than 2 px: a finger on its way to one of them lands on
// something else. What the tap opened or closed (a control new or gone) is
// no offence.
QStringList movedControls(const std::vector<Placed> &before, const std::vector<Target> &after)
{
    constexpr qreal kSlack = 2.0;
    QHash<const QQuickItem *, QRectF> was;
    for (const Placed &placed : before)
        if (placed.item)
            was.insert(placed.item.data(), placed.rect);
    QStringList moved;
    for (const Target &target : after) {
        const auto it = was.constFind(target.item);
        if (it == was.constEnd())
            continue;
        const QPointF shift = placeOf(target.item).topLeft() - it->topLeft();
        if (std::abs(shift.x()) <= kSlack && std::abs(shift.y()) <= kSlack)
            continue;
        QString line = u"%1 moved by (%2, %3) from (%4, %5)"_s.arg(describe(target.item))
                           .arg(shift.x(), 0, 'f', 0).arg(shift.y(), 0, 'f', 0)
                           .arg(it->x(), 0, 'f', 0).arg(it->y(), 0, 'f', 0);
        if (moved.isEmpty())
            line += u", "_s + originOf(target.item, shift, was);
        moved << line;
    }
    return moved;
}

// The step of the game as the engine names it: its phase or stage (not the
// round or what is due within it) and whose choice it is.
QString stepOf(const QString &gameId, const arbiter::SessionState &state)
{
    const arbiter::GameDefinition *game = arbiter::findGame(gameId);
    if (!game)
        return {};
    const auto options = arbiter::gameOptions(*game, state);
    if (!options)
        return {};
    return options->step.value(u"phase"_s).toString() + u"/"_s + options->step.value(u"stage"_s).toString()
        + u"/"_s + options->actor + (options->over ? u"/over"_s : QString());
}

QByteArray stateJson(const arbiter::SessionState &state)
{
    return QJsonDocument(arbiter::toJson(state)).toJson(QJsonDocument::Compact);
}

} // namespace

// Opens each game's table from its demo session and taps random visible,
// enabled controls and board points through the window, as a player's finger
// would. Fails on a crash (the sanitizer build runs it), any QML warning, a
// state that differs from a replay of the stored log, a table that offers
// nothing to tap or lets the game go nowhere, and words no player should read
// (PlayerWords.h).
class Monkey : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void play_data();
    void play();
    void cleanup();
    void cleanupTestCase();

private:
    // Where the player is: a popup open over everything, a page pushed over
    // the table (the combat sheet, an editor, a rule entry, the log), the
    // table, or somewhere the monkey does not play.
    enum class Where { Popup, Page, Table, Away };
    struct Screen {
        Where where = Where::Away;
        QQuickItem *root = nullptr;
    };

    void openTable(const QString &gameId);
    [[nodiscard]] Screen currentScreen();
    void work(const Target &target, QRandomGenerator &random);
    void leave(const Screen &screen);
    [[nodiscard]] bool tableShowing();
    void settle();
    void checkReplay(const QString &where);
    [[nodiscard]] QString currentStep(const QString &gameId);
    void collectOn(const Screen &screen, std::vector<Target> &targets, std::vector<Target> &scrollers);
    void checkNothingMoved(const QString &where, const QString &tapped, const Screen &screen,
                           const std::vector<Placed> &before);

    std::unique_ptr<QQmlApplicationEngine> m_engine;
    arbiter::AppContext *m_context = nullptr;
    QQuickWindow *m_window = nullptr;
    QPointer<QQuickItem> m_sessionPage;
    QPointer<QQuickItem> m_sessionStack;
    int m_sessionDepth = 0;
    // The step last asked of the engine and the state it was asked for:
    // most taps change nothing, and the options query is not run again.
    QJsonObject m_stepData;
    std::int64_t m_stepCount = -1;
    QString m_step;
    QStringList m_tableMoves;
    int m_otherMoves = 0;
    QStringList m_undoIcons;
    QString m_rulesIcon;
    arbiter::testing::PlayerWords m_words;
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
    QQmlComponent iconReader(m_engine.get());
    iconReader.setData("import QtQml\nimport Arbiter\nQtObject { readonly property string rules: Icons.rules }", QUrl());
    const std::unique_ptr<QObject> icons(iconReader.create());
    m_rulesIcon = icons ? icons->property("rules").toString() : QString();
    QVERIFY2(!m_rulesIcon.isEmpty(), "the rules icon is not known");
    QVERIFY2(m_words.readPatterns(QStringLiteral(ARBITER_PLAYER_WORDS)), ARBITER_PLAYER_WORDS);
    QVERIFY2(m_words.readGermanSources(QStringLiteral(ARBITER_GERMAN_TS)), ARBITER_GERMAN_TS);
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
        // Fixed seeds, so a failure in CI replays here. Each entry plays the
        // demo session on from where the one before left it when they run in
        // one process; ctest runs each alone, from the demo as it is stored.
        for (int n = 1; n <= kSeedsPerGame; ++n)
            QTest::addRow("%s-%d", qPrintable(game), n) << game << quint32(qHash(game) % 100000 + 7919 * (n - 1));
    }
}

void Monkey::openTable(const QString &gameId)
{
    m_window->setProperty("section", 0);
    QMetaObject::invokeMethod(m_window, "resetViews");
    const qint64 demo = m_context->demoSessionFor(gameId);
    QVERIFY2(demo > 0, qPrintable(u"no demo session for "_s + gameId));
    if (m_context->activeSession()->sessionId() != demo)
        QVERIFY2(m_context->activeSession()->open(demo), qPrintable(m_context->activeSession()->error()));
    QMetaObject::invokeMethod(m_window, "openSession");
    settle();
    QTRY_VERIFY2(tableShowing(), "the game's table did not show");
    m_sessionPage = arbiter::testing::findVisible(m_window->contentItem(), u"gameTable"_s);
    while (m_sessionPage && m_sessionPage->parentItem() && !m_sessionPage->parentItem()->inherits("QQuickStackView"))
        m_sessionPage = m_sessionPage->parentItem();
    m_sessionStack = m_sessionPage ? m_sessionPage->parentItem() : nullptr;
    QVERIFY2(m_sessionStack, "the table is on no page stack");
    m_sessionDepth = m_sessionStack->property("depth").toInt();
    m_words.setContentIds(m_context->activeSession()->state()->setup.value(u"content"_s));
    m_undoIcons.clear();
    for (const QString &name : {u"undoButton"_s, u"redoButton"_s})
        if (QQuickItem *button = arbiter::testing::findVisible(m_window->contentItem(), name))
            m_undoIcons << button->property("iconPath").toString();
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
    QElapsedTimer clock;
    clock.start();
    const auto timed = qScopeGuard([&] {
        if (qEnvironmentVariableIsSet("ARBITER_MONKEY_TRACE"))
            qInfo("replay check: %lld ms", static_cast<long long>(clock.elapsed()));
    });
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
    qInfo("monkey %s: seed %u, %d taps (rerun with ARBITER_MONKEY_SEED=%u ARBITER_MONKEY_TAPS=%d tst_monkey play:%s)",
          qPrintable(gameId), seed, taps, seed, taps, qPrintable(gameId));
    QRandomGenerator random(seed);
    m_tableMoves.clear();
    m_otherMoves = 0;
    const bool trace = qEnvironmentVariableIsSet("ARBITER_MONKEY_TRACE");
    // ARBITER_MONKEY_SHOTS=N keeps what the screen shows after each of the first N taps.
    const int shots = qEnvironmentVariableIntValue("ARBITER_MONKEY_SHOTS");
    QElapsedTimer clock;
    clock.start();

    // Counted across the turn of the window: a dead end stays one.
    int sinceProgress = 0;
    // Landscape in English, portrait in German: the words on every screen are
    // checked in both.
    for (const QSize size : {QSize(1280, 800), QSize(800, 1280)}) {
        const bool german = size.height() > size.width();
        m_context->language()->setLanguage(german ? u"de"_s : u"en"_s);
        m_words.setGerman(german);
        m_window->resize(size);
        openTable(gameId);
        if (QTest::currentTestFailed())
            return;
        int reopened = 0;
        int pageTaps = 0;
        int popupTaps = 0;
        QPointer<QQuickItem> shownRoot;
        // The targets the last tap was chosen from (compared by address, never used).
        QSet<const QQuickItem *> offered;
        const QQuickItem *offeredOn = nullptr;
        int tapsShown = 0;
        int stayFor = 0;
        std::int64_t furthest = m_context->activeSession()->state()->actionCount;
        std::int64_t applied = 0;
        for (int tap = 0; tap < taps / 2; ++tap) {
            const QString where = u"%1 %2x%3, tap %4"_s.arg(gameId).arg(size.width()).arg(size.height()).arg(tap);
            Screen screen = currentScreen();
            if (screen.where == Where::Away) {
                // The table left by a way the monkey does not play (the
                // session closed, another section shown): back to it.
                ++reopened;
                openTable(gameId);
                if (QTest::currentTestFailed())
                    return;
                screen = currentScreen();
                QVERIFY2(screen.where == Where::Table, qPrintable(where + u": the table did not come back"_s));
            }
            if (screen.root != shownRoot) {
                // A player reads a page or a dialog for a while and then
                // goes back; the table is played until the game moves away.
                shownRoot = screen.root;
                tapsShown = 0;
                stayFor = screen.where == Where::Page ? 10 + int(random.bounded(50))
                    : screen.where == Where::Popup ? 3 + int(random.bounded(10)) : -1;
            }
            ++tapsShown;
            if (screen.where == Where::Page)
                ++pageTaps;
            else if (screen.where == Where::Popup)
                ++popupTaps;

            std::vector<Target> targets;
            std::vector<Target> scrollers;
            collectOn(screen, targets, scrollers);
            if (screen.where == Where::Table)
                QVERIFY2(!targets.empty(), qPrintable(where + u": the table offers nothing to tap"_s));
            const std::vector<Placed> placedBefore = placesOf(targets);
            const QString stepBefore = currentStep(gameId);
            QString tapped;
            QVERIFY2(!targets.empty() || screen.where == Where::Popup, qPrintable(where + u": nothing to tap"_s));

            QSet<const QQuickItem *> offeredBefore = std::exchange(offered, {});
            for (const Target &target : targets)
                offered.insert(target.item);
            // On a screen just come to (or come back to: the table after a
            // rule sheet), nothing stands out yet.
            if (screen.root != offeredOn)
                offeredBefore = offered;
            offeredOn = screen.root;

            const std::int64_t countBefore = m_context->activeSession()->state()->actionCount;
            bool walkingBack = false;
            if (stayFor >= 0 && tapsShown > stayFor) {
                if (trace)
                    qInfo("tap %d [%lld] leave %s", tap, static_cast<long long>(countBefore), qPrintable(describe(screen.root)));
                leave(screen);
                // Another try later if it stays: its own buttons may close it.
                tapsShown = 0;
            } else if (!scrollers.empty() && random.bounded(7) == 0) {
                // A player scrolls to see what lies beyond the edge: a few
                // notches, back up once at the end.
                const Target &scroller = scrollers[random.bounded(int(scrollers.size()))];
                const QPointF at = scroller.rect.center();
                const bool atEnd = scroller.item->property("atYEnd").toBool();
                const bool atStart = scroller.item->property("atYBeginning").toBool();
                const bool down = atStart || (!atEnd && random.bounded(3) != 0);
                const int notches = 1 + int(random.bounded(4));
                if (trace)
                    qInfo("tap %d scroll %s %d notches: %s", tap, down ? "down" : "up", notches, qPrintable(describe(scroller.item)));
                QWheelEvent wheel(at, m_window->mapToGlobal(at), QPoint(), QPoint(0, (down ? -120 : 120) * notches),
                                  Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
                QGuiApplication::sendEvent(m_window, &wheel);
                // A wheel scrolls on for a moment; the player taps once it stands
                // (or is gone: what the scroll reached may close the page).
                const QPointer<QQuickItem> scrolled = scroller.item;
                QTRY_VERIFY_WITH_TIMEOUT(!scrolled || !scrolled->property("moving").toBool(), 3000);
            } else if (targets.empty()) {
                // A popup with nothing enabled in it: a player closes it.
                leave(screen);
            } else {
                const Target &target = pick(targets, m_undoIcons, m_rulesIcon, offeredBefore, random);
                walkingBack = m_undoIcons.contains(target.item->property("iconPath").toString());
                // Described before the tap: the tap may delete it.
                if (trace)
                    qInfo("%lld ms: tap %d [%lld%s] %s%s", static_cast<long long>(clock.elapsed()), tap,
                          static_cast<long long>(countBefore), screen.where == Where::Popup ? " popup" : screen.where == Where::Page ? " page" : "",
                          target.kind == Kind::Field ? "type into " : target.kind == Kind::Spin ? "step " : "",
                          qPrintable(describe(target.item)));
                tapped = describe(target.item);
                work(target, random);
            }
            settle();
            if (QTest::currentTestFailed())
                return;
            // A tap that took the game to another step lays the table out for
            // that step: only taps within a step must leave everything standing.
            if (!tapped.isEmpty() && currentStep(gameId) == stepBefore) {
                checkNothingMoved(where, tapped, screen, placedBefore);
                if (QTest::currentTestFailed())
                    return;
            }
            if (tap < shots)
                m_window->grabWindow().save(QDir::temp().filePath(u"monkey-%1-%2x%3-%4.png"_s.arg(gameId).arg(size.width()).arg(size.height()).arg(tap)));

            if (arbiter::WarningCounter::count() > 0)
                QFAIL(qPrintable(where + u": QML warning: "_s + arbiter::WarningCounter::messages().join(u"\n  "_s)));
            if (const QStringList wrong = m_words.offences(m_window->contentItem(), QRectF(QPointF(0, 0), QSizeF(m_window->size())));
                !wrong.isEmpty()) {
                m_window->grabWindow().save(QDir::temp().filePath(u"monkey-%1-words.png"_s.arg(gameId)));
                QFAIL(qPrintable(where + u": words no player should read (the screen: monkey-"_s + gameId + u"-words.png):\n  "_s
                                 + wrong.mid(0, 10).join(u"\n  "_s)));
            }
            const arbiter::SessionState *state = m_context->activeSession()->state();
            // A new action moves the game on, also one that differs from
            // what an undo took back; a redo is the old one again.
            const bool progressed = state->actionCount > countBefore && !walkingBack;
            applied += progressed ? 1 : 0;
            furthest = std::max(furthest, state->actionCount);
            sinceProgress = progressed || looksOver(state->data) ? 0 : sinceProgress + 1;
            if (sinceProgress >= kDeadEndTaps) {
                // The screen as it is, and the table under whatever covers it.
                m_window->grabWindow().save(QDir::temp().filePath(u"monkey-%1-dead-end.png"_s.arg(gameId)));
                for (int closing = 0; closing < 3 && currentScreen().where == Where::Popup; ++closing) {
                    QTest::keyClick(m_window, Qt::Key_Escape);
                    settle();
                }
                m_window->grabWindow().save(QDir::temp().filePath(u"monkey-%1-dead-end-under.png"_s.arg(gameId)));
                QFAIL(qPrintable(u"%1: %2 taps in a row took the game no further (a dead end?)"_s.arg(where).arg(kDeadEndTaps)));
            }
            if (tap % kReplayEvery == kReplayEvery - 1) {
                checkReplay(where);
                if (QTest::currentTestFailed())
                    return;
            }
        }
        checkReplay(gameId + u" at the end"_s);
        qInfo("monkey %s: %lld taps on the table moved controls within a step (%d allowed), %d on pages and dialogs",
              qPrintable(gameId), static_cast<long long>(m_tableMoves.size()), kTableMovesAllowed.value(gameId), m_otherMoves);
        if (m_tableMoves.size() > kTableMovesAllowed.value(gameId))
            QFAIL(qPrintable(u"%1: %2 taps on the table moved controls under the finger, %3 allowed:\n%4"_s
                                 .arg(gameId).arg(m_tableMoves.size()).arg(kTableMovesAllowed.value(gameId))
                                 .arg(m_tableMoves.join(u"\n"_s))));
        const arbiter::SessionLogModel *log = m_context->activeSession()->log();
        qInfo("monkey %s %dx%d: %d records, %lld actions applied, furthest %lld, taps on pages %d, in popups %d, table "
              "reopened %d times, last: %s",
              qPrintable(gameId), size.width(), size.height(), log->count(), static_cast<long long>(applied),
              static_cast<long long>(furthest), pageTaps,
              popupTaps, reopened, qPrintable(log->data(log->index(0), arbiter::SessionLogModel::TextRole).toString().left(160)));
    }
}

QString Monkey::currentStep(const QString &gameId)
{
    const arbiter::SessionState &state = *m_context->activeSession()->state();
    // Copies of a state share their data: unchanged, this is a pointer check.
    if (m_step.isEmpty() || state.actionCount != m_stepCount || !(state.data == m_stepData)) {
        m_stepData = state.data;
        m_stepCount = state.actionCount;
        m_step = stepOf(gameId, state);
    }
    return m_step;
}

// What a finger can hit on the screen: its controls, and on the table the
// undo and redo buttons of the page around it.
void Monkey::collectOn(const Screen &screen, std::vector<Target> &targets, std::vector<Target> &scrollers)
{
    const QRectF windowRect(QPointF(0, 0), QSizeF(m_window->size()));
    collect(screen.root, windowRect, targets, scrollers);
    if (screen.where == Where::Table)
        for (const QString &name : {u"undoButton"_s, u"redoButton"_s})
            if (QQuickItem *button = arbiter::testing::findVisible(m_window->contentItem(), name))
                collect(button, windowRect, targets, scrollers);
}

// Nothing moves under a finger: after a tap that left the same screen up,
// every control that was there before and still is stands where it stood.
// Moves on the table count against kTableMovesAllowed (checked at the end of
// each orientation's run); elsewhere (pages, dialogs) they are counted and
// told. ARBITER_MONKEY_MOVES=report names each one as it happens, =strict
// fails on the first.
void Monkey::checkNothingMoved(const QString &where, const QString &tapped, const Screen &screen,
                               const std::vector<Placed> &before)
{
    const Screen now = currentScreen();
    if (now.where != screen.where || now.root != screen.root)
        return;
    std::vector<Target> targets;
    std::vector<Target> scrollers;
    collectOn(now, targets, scrollers);
    const QStringList moved = movedControls(before, targets);
    if (moved.isEmpty())
        return;
    const QString message = u"%1: after a tap on %2, controls moved:\n  %3"_s.arg(where, tapped, moved.mid(0, 8).join(u"\n  "_s));
    const QString mode = qEnvironmentVariable("ARBITER_MONKEY_MOVES");
    if (mode != u"strict"_s) {
        if (screen.where == Where::Table)
            m_tableMoves << message;
        else
            ++m_otherMoves;
        if (mode == u"report"_s)
            qInfo("%s", qPrintable(message));
        return;
    }
    m_window->grabWindow().save(QDir::temp().filePath(u"monkey-moved.png"_s));
    QFAIL(qPrintable(message + u"\n(the screen after the tap: monkey-moved.png)"_s));
}

Monkey::Screen Monkey::currentScreen()
{
    const QList<QQuickItem *> popups = openPopups(m_window);
    if (!popups.isEmpty())
        return {Where::Popup, popups.constLast()};
    if (!m_sessionPage || !m_sessionStack || m_window->property("section").toInt() != 0 || !m_sessionStack->isVisible())
        return {Where::Away, nullptr};
    const int depth = m_sessionStack->property("depth").toInt();
    auto *top = m_sessionStack->property("currentItem").value<QQuickItem *>();
    if (depth == m_sessionDepth && top == m_sessionPage)
        return {tableShowing() ? Where::Table : Where::Away, arbiter::testing::findVisible(m_sessionPage, u"gameTable"_s)};
    if (depth > m_sessionDepth && top)
        return {Where::Page, top};
    return {Where::Away, nullptr};
}

// Taps the target as a finger would: a button in its middle, a board
// anywhere on it; a text field is tapped and typed into, a spin box stepped
// with its up or down button.
void Monkey::work(const Target &target, QRandomGenerator &random)
{
    switch (target.kind) {
    case Kind::Tap: {
        const bool large = target.rect.width() > 150 && target.rect.height() > 150;
        const QPointF at = large ? QPointF(target.rect.left() + random.bounded(target.rect.width()),
                                           target.rect.top() + random.bounded(target.rect.height()))
                                 : target.rect.center();
        QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, at.toPoint());
        return;
    }
    case Kind::Spin: {
        auto *button = target.item->property(random.bounded(2) ? "up" : "down").value<QObject *>();
        auto *indicator = button ? button->property("indicator").value<QQuickItem *>() : nullptr;
        if (indicator && indicator->isVisible())
            arbiter::testing::tap(m_window, indicator);
        else
            QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, target.rect.center().toPoint());
        return;
    }
    case Kind::Field: {
        const auto hints = Qt::InputMethodHints(target.item->property("inputMethodHints").toInt());
        const bool numeric = (hints & (Qt::ImhDigitsOnly | Qt::ImhFormattedNumbersOnly | Qt::ImhPreferNumbers))
            || target.item->property("validator").value<QObject *>();
        static const QStringList numbers{u"0"_s, u"1"_s, u"2"_s, u"3"_s, u"5"_s, u"9"_s, u"12"_s, u"99"_s, u"-1"_s, u""_s};
        static const QStringList words{u"Ann"_s, u"Ork chief"_s, u"x"_s, u"Zoë Ærø"_s, u"7"_s, u""_s,
                                       u"A long name that runs on and on past any field's end"_s};
        const QString text = numeric ? numbers[random.bounded(int(numbers.size()))] : words[random.bounded(int(words.size()))];
        QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, target.rect.center().toPoint());
        QTest::keyClick(m_window, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(m_window, Qt::Key_Backspace);
        for (const QChar letter : text)
            QTest::sendKeyEvent(QTest::Click, m_window, Qt::Key_unknown, QString(letter), Qt::NoModifier);
        if (random.bounded(2))
            QTest::keyClick(m_window, Qt::Key_Return);
        return;
    }
    }
}

// Leaves a page by its back button, a dialog by a tap beside it (or the
// Escape key when it covers the window), as a player does when done there.
void Monkey::leave(const Screen &screen)
{
    if (screen.where == Where::Page) {
        // Named now: going back deletes the page.
        const QString page = describe(screen.root);
        QQuickItem *back = arbiter::testing::findVisible(screen.root, u"pageBack"_s);
        if (!back)
            QFAIL(qPrintable(page + u": a page with no way back to the table"_s));
        arbiter::testing::tap(m_window, back);
        settle();
        const Screen after = currentScreen();
        if (after.where == Where::Page && after.root == screen.root)
            QFAIL(qPrintable(page + u": its back button does not leave it (a dead end)"_s));
        return;
    }
    const QRectF covered = screen.root->mapRectToScene(QRectF(0, 0, screen.root->width(), screen.root->height()));
    const QSizeF window = m_window->size();
    for (const QPointF at : {QPointF(window.width() / 2, 3), QPointF(window.width() / 2, window.height() - 3),
                             QPointF(3, window.height() / 2), QPointF(window.width() - 3, window.height() / 2)}) {
        if (!covered.contains(at) && screen.root->parent() && screen.root->parent()->property("modal").toBool()) {
            QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, at.toPoint());
            return;
        }
    }
    QTest::keyClick(m_window, Qt::Key_Escape);
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
    // What the monkey writes from an editor (a card pack exported to the
    // Documents folder, a file under a typed name) lands in a folder of the
    // run's own, never in the home or the build folder. Caches stay shared.
    QTemporaryDir home;
    if (qEnvironmentVariableIsEmpty("XDG_CACHE_HOME"))
        qputenv("XDG_CACHE_HOME", QFile::encodeName(QDir::homePath() + u"/.cache"_s));
    qputenv("HOME", QFile::encodeName(home.path()));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(u".config"_s)));
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(u".local/share"_s)));
    QDir::setCurrent(home.path());
    QCoreApplication::setOrganizationName(u"Arbiter"_s);
    QCoreApplication::setApplicationName(u"arbiter-monkey"_s);
    QGuiApplication app(argc, argv);
    Monkey monkey;
    // The trace is one line a tap, more than the default cap on messages.
    QStringList arguments = app.arguments();
    if (qEnvironmentVariableIsSet("ARBITER_MONKEY_TRACE"))
        arguments << u"-maxwarnings"_s << u"0"_s;
    return QTest::qExec(&monkey, arguments);
}

#include "tst_monkey.moc"
