// Tap to frame: how long a player waits, on the heaviest table screens, from
// touching the glass to seeing the screen answer. The app's own window is
// built as main.cpp builds it (Main.qml over a session database), each table
// opened on a session played into the middle of a game through the real
// store and engine, and the window is tapped with real mouse presses and
// releases at a control's centre, as tst_monkey does.
//
// What a tap costs is measured from just before the press is delivered to
// QQuickWindow::frameSwapped of the first frame after it. frameSwapped is
// the last thing the scene graph does for a frame: the frame has been
// rendered and handed to the platform (swapBuffers, or the backing store
// flushed by the software renderer). On a device that is when the
// compositor can show it; afterRendering and afterFrameEnd come before
// that hand-over, so they would leave out the copy the player waits for
// too. On the offscreen platform the hand-over is a copy into memory, so
// the figure is the app's share of the wait: the display's refresh (up to
// one more frame) comes on top on a real screen.
//
// The press and the release are delivered with QTest (what mouseClick does),
// and the handlers (the controller's choice, the engine's apply and the
// store's commit) run inside that delivery; the window then asks for a
// frame. The software renderer draws on this thread between events, so the
// first frame begun after the release is delivered is the first one drawn
// with the answer. Before each tap the window is left alone until no frame
// has come for a while (the last tap's animations done, nothing waiting to
// be laid out), at most kSettleMs. A tap that brings no frame within
// kNoFrameMs is counted as missed, never timed.
//
// The controls are the ones a player uses at that table and that change
// the screen: hexes and figures on the board, action and attack choices,
// the combat sheet and the log page opened and closed, the counters view
// with +1 and -1 (each records an action), Legends' Myth Point and damage
// buttons. Each screen's controls are tapped round and round.
#include "tap_to_frame.h"

#include "WindowTaps.h"
#include "content/ContentLibrary.h"
#include "session/SessionService.h"
#include "storage/SessionStore.h"
#include "ui/ActiveSession.h"
#include "ui/AppContext.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QThread>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>
#include <algorithm>
#include <atomic>
#include <ctime>
#include <functional>
#include <map>
#include <optional>

Q_IMPORT_QML_PLUGIN(ArbiterPlugin)

using namespace Qt::Literals::StringLiterals;

namespace arbiter::bench {

namespace {

// Long enough for the slowest frame seen (the first use of a sheet builds
// its QML); a tap without a frame in that time changed nothing on screen.
constexpr int kNoFrameMs = 2000;
// The window counts as settled after this long without a frame: more than
// two frames of an animation (16 ms apart), and short enough for a few
// hundred taps a screen to take well under a minute.
constexpr int kQuietMs = 40;
// The longest wait for a window to get quiet before a tap (see waitUntilQuiet).
constexpr int kSettleMs = 400;
// The window of a tablet in landscape, as the screenshots and the monkey use.
constexpr QSize kWindowSize(1280, 800);

QJsonObject parsed(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

[[noreturn]] void fail(const QString &what)
{
    qFatal("tap-to-frame benchmark: %s", qPrintable(what));
}

void applyAll(SessionService &service, qint64 id, std::initializer_list<const char *> actions)
{
    for (const char *action : actions)
        if (auto applied = service.apply(id, parsed(action)); !applied)
            fail(u"setting up refused %1: %2"_s.arg(QString::fromUtf8(action), renderEnglish(applied.error().message)));
}

// Co-op Theosis against Kotronas: three equipped heroes entered into the
// Arena with the monster in its centre, the first hero to act.
qint64 theosisWithMonster(SessionService &service)
{
    auto created = service.create(u"theosis"_s, QJsonArray{QJsonObject{{u"id"_s, u"solo"_s}, {u"name"_s, u"Sam"_s}}},
                                  parsed(R"({"mode":"coop","fast":true,"heroes":{"solo":["rochon","lug","norn"]},
                                      "powers":{"solo":["fiery-purge","nova","valor","resurrection","tenacity","last-stand"]}})"),
                                  7, u"Bench: Theosis against Kotronas"_s);
    if (!created)
        fail(renderEnglish(created.error().message));
    applyAll(service, *created,
             {R"({"type":"item.equip","hero":"solo:rochon","item":"artifact-sword","slot":"main-hand"})",
              R"({"type":"item.equip","hero":"solo:lug","item":"great-sword","slot":"main-hand"})",
              R"({"type":"gold.allocate","player":"solo","gold":{}})",
              R"({"type":"ranking.set","order":["solo:rochon","solo:lug","solo:norn"]})",
              // The lowest rank enters first.
              R"({"type":"arena.enter","hero":"solo:norn","at":[3,1]})",
              R"({"type":"arena.enter","hero":"solo:lug","at":[4,0]})",
              R"({"type":"arena.enter","hero":"solo:rochon","at":[4,-1]})"});
    return *created;
}

// Super Fantasy Brawl with both teams deployed, traps set and the first
// challenges dealt: the arena as it stands for the whole game.
qint64 brawlMidGame(SessionService &service)
{
    auto created = service.create(u"super-fantasy-brawl"_s, QJsonArray{u"ann"_s, u"ben"_s},
                                  parsed(R"({"first_player":"ann","deployment":"north",
                                      "champions":{"ann":["goldarr","gwaien","kilgore"],"ben":["deryn","tzu-xiao","dugrun"]}})"),
                                  42, u"Bench: Brawl arena"_s);
    if (!created)
        fail(renderEnglish(created.error().message));
    applyAll(service, *created,
             {R"({"type":"track.deal","drawn":["Hold the Centre","Statue Dance"]})",
              R"({"type":"trap.place","at":[-1,-1]})", R"({"type":"trap.place","at":[1,1]})",
              R"({"type":"trap.place","at":[3,-2]})", R"({"type":"trap.place","at":[-3,2]})",
              R"({"type":"champion.deploy","champion":"ann:goldarr","at":[1,-4]})",
              R"({"type":"champion.deploy","champion":"ann:gwaien","at":[2,-4]})",
              R"({"type":"champion.deploy","champion":"ann:kilgore","at":[3,-4]})",
              R"({"type":"champion.deploy","champion":"ben:deryn","at":[-3,4]})",
              R"({"type":"champion.deploy","champion":"ben:tzu-xiao","at":[-2,4]})",
              R"({"type":"champion.deploy","champion":"ben:dugrun","at":[-1,4]})"});
    return *created;
}

// Exiled Legends for four: the shipped pack holds heroes and Sphere cards
// for three types, so the fourth player (Noctis, dark) brings a dark Team
// deck and three Sphere cards of the group's own (copies of the fire ones
// under new names, as a table adds its own cards); line-ups chosen, the
// order rolled, the first player in the action phase.
qint64 legendsForFour(SessionService &service, const ContentLibrary &content)
{
    QJsonObject pack = content.shippedPack(u"exiled-legends"_s).value();
    QJsonArray heroes = pack.value(u"heroes"_s).toArray();
    QJsonArray spheres = pack.value(u"spheres"_s).toArray();
    const auto darkCopies = [](const QJsonArray &cards, int count) {
        QJsonArray copies;
        for (const QJsonValue &card : cards) {
            QJsonObject copy = card.toObject();
            if (copy.value(u"type"_s).toString() != u"fire"_s || copies.size() >= count)
                continue;
            copy.insert(u"id"_s, u"shade-"_s + copy.value(u"id"_s).toString());
            copy.insert(u"name"_s, u"Shade "_s + copy.value(u"name"_s).toString());
            copy.insert(u"type"_s, u"dark"_s);
            copies.append(copy);
        }
        return copies;
    };
    for (const QJsonValue &hero : darkCopies(heroes, 6))
        heroes.append(hero);
    for (const QJsonValue &sphere : darkCopies(spheres, 3))
        spheres.append(sphere);
    pack.insert(u"heroes"_s, heroes);
    pack.insert(u"spheres"_s, spheres);
    QJsonObject setup = parsed(R"({"deck_mode":"type","players":[
        {"player":"ada","legend":"cindrel","spheres":["molten-caldera","ashfall-plain","ember-steppe"]},
        {"player":"bruno","legend":"maren","spheres":["sunken-reef","frozen-fjord","shadow-vale"]},
        {"player":"chiara","legend":"solace","spheres":["radiant-spire","dawn-meadow","shifting-maze"]},
        {"player":"dario","legend":"noctis","spheres":["shade-molten-caldera","shade-ashfall-plain","shade-ember-steppe"]}]})");
    setup.insert(u"content"_s, pack);
    QJsonArray players;
    for (const QString &id : {u"ada"_s, u"bruno"_s, u"chiara"_s, u"dario"_s}) {
        QString name = id;
        name[0] = name[0].toUpper();
        players.append(QJsonObject{{u"id"_s, id}, {u"name"_s, name}});
    }
    auto created = service.create(u"exiled-legends"_s, players, setup, 11, u"Bench: Legends for four"_s);
    if (!created)
        fail(renderEnglish(created.error().message));
    const qint64 id = *created;
    // Each player keeps the first Champion offered (the deal follows the seed).
    auto opened = service.open(id);
    if (!opened)
        fail(renderEnglish(opened.error().message));
    const QJsonObject data = (*opened)->state().data.value(u"players"_s).toObject();
    for (auto it = data.begin(); it != data.end(); ++it) {
        const QJsonObject player = it.value().toObject();
        QJsonArray offered = player.value(u"deck"_s).toArray();
        if (offered.isEmpty())
            offered = player.value(u"hand"_s).toArray();
        if (offered.isEmpty())
            fail(u"no Champion offered to "_s + it.key());
        const QJsonValue first = offered.first();
        const QString champion = first.isObject() ? first.toObject().value(u"id"_s).toString() : first.toString();
        auto chosen = service.apply(id, QJsonObject{{u"type"_s, u"lineup.choose"_s}, {u"player"_s, it.key()},
                                                    {u"champion"_s, champion}});
        if (!chosen)
            fail(u"line-up of %1: %2"_s.arg(it.key(), renderEnglish(chosen.error().message)));
    }
    applyAll(service, id,
             {R"({"type":"order.roll","player":"ada","face":6})", R"({"type":"order.roll","player":"bruno","face":4})",
              R"({"type":"order.roll","player":"chiara","face":3})", R"({"type":"order.roll","player":"dario","face":2})",
              R"({"type":"sphere.flip"})", R"({"type":"phase.next"})"});
    return id;
}

// Frames as the window hands them over, stamped on whichever thread renders.
class FrameClock {
public:
    explicit FrameClock(QQuickWindow *window)
    {
        m_clock.start();
        QObject::connect(window, &QQuickWindow::frameSwapped, window, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            m_lastNs.store(now);
            qint64 unset = -1;
            if (m_firstAfterArmNs.compare_exchange_strong(unset, now))
                m_cpuAtFirstNs.store(processCpuNs());
        }, Qt::DirectConnection);
        QObject::connect(window, &QQuickWindow::beforeFrameBegin, window, [this] {
            qint64 unset = -1;
            m_beginAfterArmNs.compare_exchange_strong(unset, m_clock.nsecsElapsed());
        }, Qt::DirectConnection);
    }

    [[nodiscard]] qint64 nowNs() const { return m_clock.nsecsElapsed(); }

    // Processor time of the whole process (all threads): what a tap costs
    // the machine, which other programs on a busy machine do not stretch
    // as they stretch the wall clock.
    static qint64 processCpuNs()
    {
        timespec t{};
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
        return qint64(t.tv_sec) * 1000000000 + t.tv_nsec;
    }

    // The processor time when the first frame since arm() was handed over.
    [[nodiscard]] qint64 cpuAtFrameNs() const { return m_cpuAtFirstNs.load(); }
    [[nodiscard]] qint64 lastFrameNs() const { return m_lastNs.load(); }

    // Runs the event loop until no frame has come for kQuietMs, or for at
    // most kSettleMs; true when it got quiet. A frame asked for comes within
    // a few ms, so a quiet window has nothing on its way. One that is not
    // quiet by then runs an idle animation: the Basic style's scroll bar
    // draws every frame for 2.45 s before it fades (the log page, the
    // counters), and a player does not wait for that either. A tap then
    // still meets no frame half-drawn: the software renderer draws on this
    // thread, between events, so the first frame after the tap is the first
    // one drawn with its answer, which comes at the animation's next tick
    // instead of the update the tap asks for.
    bool waitUntilQuiet() const
    {
        const qint64 start = nowNs();
        const qint64 quiet = qint64(kQuietMs) * 1000000;
        QCoreApplication::processEvents();
        while (nowNs() - lastFrameNs() < quiet) {
            if (nowNs() - start > qint64(kSettleMs) * 1000000)
                return false;
            QTest::qWait(5);
        }
        return true;
    }

    // From now on the next frame's stamps are kept.
    void arm()
    {
        m_firstAfterArmNs.store(-1);
        m_beginAfterArmNs.store(-1);
    }

    // When the first frame since arm() began to be drawn.
    [[nodiscard]] qint64 frameBeganNs() const { return m_beginAfterArmNs.load(); }

    // The time from `armedAtNs` to the first frame since, or nothing when
    // none came within kNoFrameMs.
    [[nodiscard]] std::optional<double> waitForFrameAfter(qint64 armedAtNs) const
    {
        QDeadlineTimer deadline(kNoFrameMs);
        while (m_firstAfterArmNs.load() < 0 && !deadline.hasExpired()) {
            QCoreApplication::processEvents(QEventLoop::AllEvents);
            if (m_firstAfterArmNs.load() < 0)
                QThread::usleep(200); // a render thread, if there is one, stamps the frame meanwhile
        }
        const qint64 first = m_firstAfterArmNs.load();
        if (first < 0)
            return std::nullopt;
        return double(first - armedAtNs) / 1e6;
    }

private:
    QElapsedTimer m_clock;
    std::atomic<qint64> m_lastNs{0};
    std::atomic<qint64> m_firstAfterArmNs{0};
    std::atomic<qint64> m_beginAfterArmNs{0};
    std::atomic<qint64> m_cpuAtFirstNs{0};
};

// One control a player taps on a screen: where it is now (an invalid point
// when it is not on screen).
struct Control {
    QString name;
    std::function<QPointF()> where;
};

QQuickItem *findShown(QQuickWindow *window, const QString &objectName)
{
    return testing::findVisible(window->contentItem(), objectName);
}

// The last visible item of that name in the window's tree: of two pages on
// a stack, the one on top.
QQuickItem *findLastShown(QQuickItem *root, const QString &objectName)
{
    if (!root || !root->isVisible())
        return nullptr;
    const QList<QQuickItem *> children = root->childItems();
    for (auto it = children.crbegin(); it != children.crend(); ++it)
        if (QQuickItem *found = findLastShown(*it, objectName))
            return found;
    return root->objectName() == objectName ? root : nullptr;
}

QPointF centreOf(const QQuickItem *item)
{
    return item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
}

// Scrolls each scrolling ancestor of `item`, innermost first, so that its
// centre lies in the middle of every one and inside the window, as a player
// scrolls to a control below the fold before tapping it. The position is
// set rather than flicked: a wheel's flick overshoots by a varying amount,
// and the scrolling is not what is timed (the tap waits until the page is
// still).
void bringIntoView(const QQuickItem *item)
{
    for (QQuickItem *page = item->parentItem(); page; page = page->parentItem()) {
        if (!page->inherits("QQuickFlickable"))
            continue;
        const qreal y = page->mapFromItem(item, QPointF(0, item->height() / 2)).y();
        if (y >= 24 && y <= page->height() - 24)
            continue;
        const qreal originY = page->property("originY").toReal();
        const qreal highest = originY + std::max<qreal>(0, page->property("contentHeight").toReal() - page->height());
        const qreal contentY = page->property("contentY").toReal() + y - page->height() / 2;
        page->setProperty("contentY", std::clamp(contentY, originY, highest));
    }
    // The scrolled page lays out its newly shown part before the tap.
    QCoreApplication::processEvents();
}

// A control found by its name, scrolled into view first if it lies below
// the fold of its page.
Control named(QQuickWindow *window, const QString &label, const QString &objectName)
{
    return {label, [window, objectName]() -> QPointF {
                QQuickItem *item = findLastShown(window->contentItem(), objectName);
                if (!item || !item->isEnabled()) {
                    if (qEnvironmentVariableIsSet("ARBITER_BENCH_TAPS_TRACE"))
                        qInfo("  %s: %s", qPrintable(objectName), item ? "disabled" : "not found");
                    return {-1, -1};
                }
                bringIntoView(item);
                const QPointF centre = centreOf(item);
                if (qEnvironmentVariableIsSet("ARBITER_BENCH_TAPS_TRACE") && !QRectF(QPointF(0, 0), QSizeF(window->size())).contains(centre))
                    qInfo("  %s: centre %.0f,%.0f outside the window", qPrintable(objectName), centre.x(), centre.y());
                return QRectF(QPointF(0, 0), QSizeF(window->size())).contains(centre) ? centre : QPointF(-1, -1);
            }};
}

// A hex of a board item (HexBoardItem::centreOf), tapped at its centre.
Control hexOf(QQuickWindow *window, const QString &label, const QString &boardName, int q, int r)
{
    return {label, [=]() -> QPointF {
                QQuickItem *board = findShown(window, boardName);
                if (!board)
                    return {-1, -1};
                QPointF centre;
                QMetaObject::invokeMethod(board, "centreOf", Q_RETURN_ARG(QPointF, centre), Q_ARG(int, q), Q_ARG(int, r));
                return board->mapToScene(centre);
            }};
}

// The session's log, a page over the table, opened from the page header
// and closed with its back button.
Control logOpen(QQuickWindow *window)
{
    return named(window, u"log page open"_s, u"logButton"_s);
}

// The back button of the page over the table; never the session page's own
// (that would leave the table).
Control pageClose(QQuickWindow *window, const QString &label)
{
    const Control back = named(window, label, u"pageBack"_s);
    return {label, [window, back]() -> QPointF {
                if (findShown(window, u"gameTable"_s))
                    return {-1, -1};
                return back.where();
            }};
}

Control logClose(QQuickWindow *window)
{
    return pageClose(window, u"log page close"_s);
}

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return -1;
    std::sort(values.begin(), values.end());
    const auto index = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(index, values.size() - 1)];
}

struct ScreenRun {
    std::vector<double> ms;
    std::map<QString, std::vector<double>> byControl;
    // The share of each tap until its frame begins (delivering the press and
    // the release: QML, the controller, the engine and the store; then the
    // platform's update timer); the rest is polishing, laying out, drawing
    // and handing the frame over.
    std::vector<double> handlingMs;
    // Processor time from the press to the frame handed over.
    std::vector<double> cpuMs;
    std::map<QString, std::vector<double>> handlingByControl;
    std::map<QString, std::vector<double>> cpuByControl;
    std::map<QString, int> missedByControl;
    double firstCycleMaxMs = 0;
    int missed = 0;
    int duringAnimation = 0;
};

// Taps `controls` round and round, `taps` times after one pass that is not
// counted (the first use of a sheet or a chip builds its QML once; that
// pass's slowest tap is reported on its own).
ScreenRun tapAround(QQuickWindow *window, FrameClock &clock, const std::vector<Control> &controls, int taps)
{
    ScreenRun run;
    // ARBITER_BENCH_TAPS_TRACE=1 prints every tap, to see which control is
    // slow or missed.
    const bool trace = qEnvironmentVariableIsSet("ARBITER_BENCH_TAPS_TRACE");
    const int warmUp = int(controls.size());
    for (int i = 0; i < warmUp + taps; ++i) {
        const Control &control = controls[std::size_t(i) % controls.size()];
        const qint64 settling = clock.nowNs();
        bool quiet = clock.waitUntilQuiet();
        if (trace)
            qInfo("  settled in %.0f ms%s", double(clock.nowNs() - settling) / 1e6, quiet ? "" : " (still drawing)");
        const QPointF at = control.where();
        if (at.x() < 0) {
            if (trace)
                qInfo("tap %d %s: not on screen", i, qPrintable(control.name));
            ++run.missed;
            ++run.missedByControl[control.name];
            continue;
        }
        // Scrolling it into view may have drawn frames of its own.
        quiet = clock.waitUntilQuiet() && quiet;
        // QTest::mouseClick is a press and a release, each followed by the
        // events pending then; a frame drawn between the two (when the press
        // takes longer than the platform's update timer) shows the pressed
        // button, not the answer, so the frame awaited is the first one
        // begun after the release is delivered.
        const qint64 cpuStart = FrameClock::processCpuNs();
        const qint64 start = clock.nowNs();
        QTest::mousePress(window, Qt::LeftButton, Qt::NoModifier, at.toPoint());
        clock.arm();
        QTest::mouseRelease(window, Qt::LeftButton, Qt::NoModifier, at.toPoint());
        const std::optional<double> ms = clock.waitForFrameAfter(start);
        const double handled = double(clock.frameBeganNs() - start) / 1e6;
        if (trace)
            qInfo("tap %d %s at %.0f,%.0f: %s", i, qPrintable(control.name), at.x(), at.y(),
                  ms ? qPrintable(QString::number(*ms, 'f', 1) + u" ms"_s) : "no frame");
        if (!ms) {
            ++run.missed;
            ++run.missedByControl[control.name];
            continue;
        }
        if (i < warmUp) {
            run.firstCycleMaxMs = std::max(run.firstCycleMaxMs, *ms);
            continue;
        }
        run.duringAnimation += quiet ? 0 : 1;
        run.ms.push_back(*ms);
        run.byControl[control.name].push_back(*ms);
        run.handlingMs.push_back(handled);
        run.cpuMs.push_back(double(clock.cpuAtFrameNs() - cpuStart) / 1e6);
        run.cpuByControl[control.name].push_back(run.cpuMs.back());
        run.handlingByControl[control.name].push_back(handled);
    }
    return run;
}

void report(QJsonObject &out, const QString &screen, const ScreenRun &run)
{
    const QString prefix = u"tap_to_frame_"_s + screen + u"_"_s;
    out.insert(prefix + u"p50_ms"_s, percentile(run.ms, 0.5));
    out.insert(prefix + u"p99_ms"_s, percentile(run.ms, 0.99));
    out.insert(prefix + u"max_ms"_s, run.ms.empty() ? -1 : *std::max_element(run.ms.begin(), run.ms.end()));
    out.insert(prefix + u"taps"_s, int(run.ms.size()));
    out.insert(prefix + u"missed"_s, run.missed);
    out.insert(prefix + u"taps_while_animating"_s, run.duringAnimation);
    out.insert(prefix + u"cpu_p50_ms"_s, percentile(run.cpuMs, 0.5));
    out.insert(prefix + u"cpu_p99_ms"_s, percentile(run.cpuMs, 0.99));
    out.insert(prefix + u"to_frame_begin_p50_ms"_s, percentile(run.handlingMs, 0.5));
    out.insert(prefix + u"to_frame_begin_p99_ms"_s, percentile(run.handlingMs, 0.99));
    out.insert(prefix + u"first_use_max_ms"_s, run.firstCycleMaxMs);
    // Which control costs the time when the p99 is high.
    QJsonObject byControl;
    for (const auto &[name, ms] : run.byControl)
        byControl.insert(name, QJsonObject{{u"p50_ms"_s, percentile(ms, 0.5)}, {u"max_ms"_s, percentile(ms, 1.0)},
                                           {u"to_frame_begin_p50_ms"_s, percentile(run.handlingByControl.at(name), 0.5)},
                                           {u"cpu_p50_ms"_s, percentile(run.cpuByControl.at(name), 0.5)},
                                           {u"taps"_s, int(ms.size())}});
    for (const auto &[name, count] : run.missedByControl) {
        QJsonObject entry = byControl.value(name).toObject();
        entry.insert(u"missed"_s, count);
        byControl.insert(name, entry);
    }
    out.insert(prefix + u"by_control"_s, byControl);
}

// The table of session `id` on the window, as Home's Resume opens it.
void openTable(QQuickWindow *window, AppContext &context, qint64 id)
{
    window->setProperty("section", 0);
    QMetaObject::invokeMethod(window, "resetViews");
    if (!context.activeSession()->open(id))
        fail(u"session %1 does not open: %2"_s.arg(id).arg(context.activeSession()->error()));
    QMetaObject::invokeMethod(window, "openSession");
    QDeadlineTimer deadline(20000);
    while (!findShown(window, u"gameTable"_s) && !deadline.hasExpired())
        QTest::qWait(10);
    if (!findShown(window, u"gameTable"_s))
        fail(u"the table of session %1 did not show"_s.arg(id));
}

// Two hexes the acting Theosis hero may move to, for taps that move the
// planned step back and forth.
std::pair<QPoint, QPoint> theosisMoves(QQuickWindow *window)
{
    // The controller is no item: it is found among the table's objects.
    QQuickItem *table = findShown(window, u"gameTable"_s);
    QObject *arena = table ? table->findChild<QObject *>(u"theosisArena"_s) : nullptr;
    if (!arena)
        fail(u"the Theosis Arena's controller is not found"_s);
    std::vector<QPoint> legal;
    for (int q = -4; q <= 4 && arena; ++q)
        for (int r = -4; r <= 4; ++r) {
            QString verdict;
            QMetaObject::invokeMethod(arena, "moveVerdictAt", Q_RETURN_ARG(QString, verdict), Q_ARG(int, q), Q_ARG(int, r));
            if (verdict.isEmpty() && std::abs(q + r) <= 4)
                legal.push_back({q, r});
        }
    if (legal.size() < 2)
        fail(u"the Theosis hero has fewer than two hexes to move to"_s);
    return {legal.front(), legal.back()};
}

} // namespace

QJsonObject tapToFrameBenchmarks(int tapsPerScreen)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"taps.sqlite"_s);
    const ContentLibrary content(dir.filePath(u"content"_s));
    qint64 theosis = 0;
    qint64 brawl = 0;
    qint64 legends = 0;
    {
        auto store = SessionStore::open(path, u"bench-taps-fill"_s);
        if (!store)
            fail(renderEnglish(store.error().message));
        SessionService service(**store, &content);
        theosis = theosisWithMonster(service);
        brawl = brawlMidGame(service);
        legends = legendsForFour(service, content);
    }

    QQuickStyle::setStyle(u"Basic"_s);
    QQmlApplicationEngine engine;
    auto *context = new AppContext(AppConfig{path, false, false}, &engine);
    engine.addImportPath(u"qrc:/"_s);
    engine.load(QUrl(u"qrc:/Arbiter/Main.qml"_s));
    if (engine.rootObjects().isEmpty())
        fail(u"Main.qml did not load"_s);
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (!window)
        fail(u"Main.qml is no window"_s);
    window->resize(kWindowSize);
    window->show();
    if (!QTest::qWaitForWindowExposed(window))
        fail(u"the window was not exposed"_s);
    FrameClock clock(window);

    const auto sharedControls = [&](std::vector<Control> controls) {
        controls.push_back(logOpen(window));
        controls.push_back(logClose(window));
        return controls;
    };
    // The counters view of the session page: +1 and -1 each record an action.
    const auto countersControls = [&](std::vector<Control> controls) {
        controls.push_back(named(window, u"counters view"_s, u"viewSwitch"_s));
        controls.push_back(named(window, u"counter +1"_s, u"plusButton"_s));
        controls.push_back(named(window, u"counter -1"_s, u"minusButton"_s));
        controls.push_back(named(window, u"table view"_s, u"viewSwitch"_s));
        return controls;
    };

    QJsonObject out{{u"tap_to_frame_window"_s, u"%1x%2"_s.arg(kWindowSize.width()).arg(kWindowSize.height())}};
    // ARBITER_BENCH_TAPS_SCREENS=legends,brawl measures only those screens (to profile one of them).
    const QStringList onlyScreens = qEnvironmentVariable("ARBITER_BENCH_TAPS_SCREENS").split(u',', Qt::SkipEmptyParts);
    const auto wanted = [&](const QString &screen) { return onlyScreens.isEmpty() || onlyScreens.contains(screen); };

    if (wanted(u"theosis"_s)) {
        openTable(window, *context, theosis);
        clock.waitUntilQuiet();
        const auto [first, second] = theosisMoves(window);
        report(out, u"theosis_arena"_s,
               tapAround(window, clock,
                         countersControls(sharedControls({
                             hexOf(window, u"move to a hex"_s, u"theosisBoard"_s, first.x(), first.y()),
                             named(window, u"action attack"_s, u"theosisAction_attack"_s),
                             named(window, u"combat sheet open"_s, u"theosisOpenCombat"_s),
                             pageClose(window, u"combat sheet close"_s),
                             hexOf(window, u"move to a hex"_s, u"theosisBoard"_s, second.x(), second.y()),
                             named(window, u"action pass"_s, u"theosisAction_pass"_s),
                         })),
                         tapsPerScreen));
    }

    if (wanted(u"brawl"_s)) {
        openTable(window, *context, brawl);
        clock.waitUntilQuiet();
        report(out, u"brawl_arena"_s,
               tapAround(window, clock,
                         countersControls(sharedControls({
                             hexOf(window, u"select a champion"_s, u"brawlBoard"_s, 1, -4),
                             hexOf(window, u"select a champion"_s, u"brawlBoard"_s, 2, -4),
                             hexOf(window, u"select an opponent"_s, u"brawlBoard"_s, -2, 4),
                             hexOf(window, u"select a champion"_s, u"brawlBoard"_s, 3, -4),
                         })),
                         tapsPerScreen));
    }

    if (wanted(u"legends"_s)) {
        openTable(window, *context, legends);
        clock.waitUntilQuiet();
        // Ada plays; Bruno's Champion is the one she aims at and the one the
        // table's damage buttons count on.
        const QJsonObject players = context->activeSession()->state()->data.value(u"players"_s).toObject();
        const QString target = players.value(u"bruno"_s).toObject().value(u"champion"_s).toString();
        report(out, u"legends_table_4p"_s,
               tapAround(window, clock,
                         sharedControls({
                             named(window, u"precise attack"_s, u"legendsPrecise"_s),
                             named(window, u"choose a target"_s, u"legendsTarget-"_s + target),
                             named(window, u"mass attack"_s, u"legendsMass"_s),
                             named(window, u"myth points -1"_s, u"mpMinus-bruno"_s),
                             named(window, u"myth points +1"_s, u"mpPlus-bruno"_s),
                             named(window, u"damage +1"_s, u"damagePlus-"_s + target),
                             named(window, u"damage -1"_s, u"damageMinus-"_s + target),
                         }),
                         tapsPerScreen));
    }
    // Which scene graph drew the frames: the software renderer when the
    // offscreen platform has no OpenGL, as on this machine.
    const QSGRendererInterface::GraphicsApi api = window->rendererInterface()->graphicsApi();
    out.insert(u"tap_to_frame_renderer"_s, api == QSGRendererInterface::Software ? u"software"_s
                                               : api == QSGRendererInterface::OpenGL ? u"opengl"_s
                                                                                      : u"other (%1)"_s.arg(int(api)));
    return out;
}

} // namespace arbiter::bench
