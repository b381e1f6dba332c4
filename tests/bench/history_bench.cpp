#include "history_bench.h"

#include "content/ContentLibrary.h"
#include "core/standing.h"
#include "history/HistoryStats.h"
#include "history/LogStory.h"
#include "history/SessionHistory.h"
#include "session/SessionService.h"
#include "storage/SessionStore.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <algorithm>
#include <ctime>
#include <vector>



namespace arbiter::bench {

namespace {

template <typename T>
void keep(const T &value)
{
    asm volatile("" : : "g"(&value) : "memory");
}

// VmRSS and VmHWM (the peak) of this process, in MB.
std::pair<double, double> memoryMb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    std::pair<double, double> out{-1, -1};
    if (!status.open(QIODevice::ReadOnly))
        return out;
    for (const QByteArray &line : status.readAll().split('\n')) {
        const auto value = [&] { return line.mid(6).trimmed().split(' ').constFirst().toDouble() / 1024.0; };
        if (line.startsWith("VmRSS:"))
            out.first = value();
        else if (line.startsWith("VmHWM:"))
            out.second = value();
    }
    return out;
}

// Resets the peak so the next VmHWM is the peak from now on (Linux 4.0+).
void resetPeak()
{
    QFile clear(QStringLiteral("/proc/self/clear_refs"));
    if (clear.open(QIODevice::WriteOnly))
        clear.write("5");
}

// Processor time of this thread, in ms: less swayed by other programs on a
// busy machine than the wall clock.
double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

double percentile(std::vector<double> values, double p)
{
    std::sort(values.begin(), values.end());
    const auto index = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(index, values.size() - 1)];
}

const ContentLibrary &shippedContent()
{
    static const QTemporaryDir userFolder;
    static const ContentLibrary library(userFolder.path());
    return library;
}

// A finished session's row as the history writes it: players who met
// before, a story of the usual size.
SessionResult rowFor(qint64 id, int i)
{
    static const QStringList names{QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cy"),
                                   QStringLiteral("Dee"), QStringLiteral("Eli"), QStringLiteral("Flo")};
    static const QStringList games{QStringLiteral("theosis"), QStringLiteral("the-banishing"),
                                   QStringLiteral("super-fantasy-brawl"), QStringLiteral("exiled-legends")};
    SessionResult r;
    r.sessionId = id;
    r.game = games[i % games.size()];
    r.endedAt = QDateTime(QDate(2026, 1, 1), QTime(20, 0), Qt::UTC).addSecs(3600LL * i);
    r.startedAt = r.endedAt.addSecs(-60 * (30 + i % 60));
    r.rounds = 3 + i % 7;
    r.actions = 100 + i % 400;
    r.cooperative = r.game == QLatin1String("the-banishing");
    r.outcome = r.cooperative ? (i % 3 ? QStringLiteral("lost") : QStringLiteral("won")) : QStringLiteral("won");
    r.story = QByteArray(4000, ' ');
    for (int seat = 0; seat < 2 + i % 3; ++seat) {
        ResultPlayer p;
        p.name = names[(i + seat) % names.size()];
        p.player = p.name.toLower();
        p.seat = seat;
        p.side = r.cooperative ? QStringLiteral("table") : p.player;
        p.won = r.cooperative ? r.outcome == QLatin1String("won") : seat == i % 2;
        p.characters = {QStringLiteral("figure-%1").arg((i + seat) % 12)};
        p.rolls = 20;
        p.rollTotal = 140 + i % 9;
        p.rollExpected = 140;
        p.rollVariance = 58;
        p.luck = 0.5;
        r.players.push_back(p);
    }
    return r;
}

} // namespace

QJsonObject historyBenchmarks(int sessions, int storyActions, const QString &dir)
{
    QJsonObject out{{QStringLiteral("history_sessions"), sessions}, {QStringLiteral("history_story_actions"), storyActions}};
    // ARBITER_BENCH_HISTORY_DB=<file> keeps the filled file for the next run.
    const QString kept = qEnvironmentVariable("ARBITER_BENCH_HISTORY_DB");
    const QString path = kept.isEmpty() ? dir + QStringLiteral("/history.sqlite") : kept;
    if (!QFile::exists(path)) {
        auto store = SessionStore::open(path, QStringLiteral("bench-history-fill")).value();
        for (int i = 0; i < sessions; ++i) {
            const qint64 id = store->createSession(QStringLiteral("theosis"), QStringLiteral("s"), {}, {}, 1).value();
            if (!store->writeResult(rowFor(id, i)))
                qFatal("writing history row %d failed", i);
        }
    }

    // The across-sessions page: every row read and counted, as HistoryStatsView does.
    {
        auto store = SessionStore::open(path, QStringLiteral("bench-history-page")).value();
        std::vector<double> ms;
        std::vector<double> readMs;
        std::vector<double> cpuMs;
        double extraMb = 0;
        for (int run = 0; run < 5; ++run) {
            resetPeak();
            const double before = memoryMb().first;
            const double cpuBefore = threadCpuMs();
            QElapsedTimer timer;
            timer.start();
            auto aliases = store->playerAliases().value();
            auto rows = store->results();
            readMs.push_back(double(timer.nsecsElapsed()) / 1e6);
            const HistoryStats stats = statsOf(rows.value(), aliases);
            keep(stats);
            ms.push_back(double(timer.nsecsElapsed()) / 1e6);
            cpuMs.push_back(threadCpuMs() - cpuBefore);
            extraMb = std::max(extraMb, memoryMb().second - before);
            if (stats.plays != sessions)
                qFatal("the history counted %d of %d sessions", stats.plays, sessions);
        }
        out.insert(QStringLiteral("history_stats_page_ms"), percentile(ms, 0.5));
        out.insert(QStringLiteral("history_stats_rows_read_ms"), percentile(readMs, 0.5));
        out.insert(QStringLiteral("history_stats_page_cpu_ms"), percentile(cpuMs, 0.5));
        out.insert(QStringLiteral("history_stats_page_extra_mb"), extraMb);
    }

    // A game's story of a long session: The Banishing, 10,000 actions (a
    // roll every tenth), ended by the last. The end's own commit tells the
    // story once; the story page then reads it from the row.
    const QString storyPath = dir + QStringLiteral("/story.sqlite");
    auto store = SessionStore::open(storyPath, QStringLiteral("bench-history-story")).value();
    SessionService service(*store, &shippedContent());
    const qint64 id = service.create(QStringLiteral("the-banishing"), QJsonArray{QStringLiteral("ann")},
                                     QJsonObject{{QStringLiteral("mode"), QStringLiteral("app")}}, 1).value();
    for (int i = 0; i < storyActions - 1; ++i) {
        const QJsonObject action = i % 10 == 3
            ? QJsonObject{{QStringLiteral("type"), QStringLiteral("dice.roll")}, {QStringLiteral("dice"), QStringLiteral("2d6")}}
            : QJsonObject{{QStringLiteral("type"), QStringLiteral("counter.adjust")},
                          {QStringLiteral("entity"), QStringLiteral("ann")},
                          {QStringLiteral("counter"), QStringLiteral("tally")},
                          {QStringLiteral("delta"), i % 4 < 2 ? 1 : -1}};
        if (!service.apply(id, action))
            qFatal("filling the story's session failed at %d", i);
    }
    {
        QElapsedTimer end;
        end.start();
        const bool ended = service
                               .apply(id, QJsonObject{{QStringLiteral("type"), QStringLiteral("counter.set")},
                                                      {QStringLiteral("entity"), QStringLiteral("fighter")},
                                                      {QStringLiteral("counter"), QStringLiteral("health")},
                                                      {QStringLiteral("value"), 0}})
                               .ok();
        out.insert(QStringLiteral("history_end_commit_ms"), double(end.nsecsElapsed()) / 1e6);
        if (!ended || !store->result(id).value())
            qFatal("the story's session did not end with a row");
    }
    {
        SessionHistory history(service);
        std::vector<double> ms;
        for (int run = 0; run < 5; ++run) {
            QElapsedTimer timer;
            timer.start();
            auto story = history.story(id);
            ms.push_back(double(timer.nsecsElapsed()) / 1e6);
            if (!story)
                qFatal("the story failed");
            keep(story);
        }
        out.insert(QStringLiteral("history_story_ms"), percentile(ms, 0.5));
        // The same story told again from the log (a session still being
        // played, or history.rebuild): every action folded.
        std::vector<double> told;
        for (int run = 0; run < 3; ++run) {
            QElapsedTimer timer;
            timer.start();
            auto log = service.open(id);
            auto story = history::storyOfLog(log.value()->game(), *log.value(), *store, id);
            told.push_back(double(timer.nsecsElapsed()) / 1e6);
            if (!story)
                qFatal("telling the story failed");
            keep(story);
        }
        out.insert(QStringLiteral("history_story_told_ms"), percentile(told, 0.5));

        QElapsedTimer timer;
        timer.start();
        auto replay = history.replay(id);
        out.insert(QStringLiteral("history_replay_open_ms"), double(timer.nsecsElapsed()) / 1e6);
        if (!replay)
            qFatal("the replay failed");
        // A step as ReplayView takes it: the state before it with its action
        // applied (what the action did), and the game's standing.
        const GameDefinition &game = *findGame(QStringLiteral("the-banishing"));
        std::vector<double> stepMs;
        QRandomGenerator random(7);
        for (int i = 0; i < 200; ++i) {
            const int step = 1 + static_cast<int>(random.bounded(static_cast<quint32>(replay->steps())));
            QElapsedTimer t;
            t.start();
            auto before = replay->stateAt(step - 1);
            auto done = apply(game, before.value(), replay->action(step));
            const Standing standing = game.standing(done.value().state);
            keep(done);
            keep(standing);
            stepMs.push_back(double(t.nsecsElapsed()) / 1e6);
        }
        out.insert(QStringLiteral("history_replay_step_ms_p50"), percentile(stepMs, 0.5));
        out.insert(QStringLiteral("history_replay_step_ms_p99"), percentile(stepMs, 0.99));
        out.insert(QStringLiteral("history_replay_step_ms_max"), *std::max_element(stepMs.begin(), stepMs.end()));
    }
    return out;
}

} // namespace arbiter::bench
