// Measures the targets of the foundation issue and prints them as JSON.
// Timing is reported, never asserted: this is a benchmark, not a test.
#include "content/ContentLibrary.h"
#include "core/dice.h"
#include "core/hex.h"
#include "core/session.h"
#include "core/session_log.h"
#include "games/super_fantasy_brawl/sfb_arena.h"
#include "games/super_fantasy_brawl/sfb_queries.h"
#include "games/super_fantasy_brawl/sfb_table.h"
#include "games/theosis/theosis_combat.h"
#include "session/SessionService.h"
#include "storage/SessionStore.h"
#include "tap_to_frame.h"
#include "history_bench.h"
#include "table_latency.h"
#include "theosis_worked_examples.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <memory>
#include <vector>

using namespace arbiter;

namespace {

using Clock = std::chrono::steady_clock;

// Keeps the optimiser from deleting the work being measured.
template <typename T>
void keep(const T &value)
{
    asm volatile("" : : "g"(&value) : "memory");
}

double nsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::nano>(Clock::now() - start).count();
}

struct Sizes {
    int hexRepeats;
    int reachRepeats;
    int commitActions;
    int replayActions;
};

double percentile(std::vector<double> values, double p)
{
    std::sort(values.begin(), values.end());
    const auto index = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(index, values.size() - 1)];
}

QJsonObject hexBenchmarks(const Sizes &sizes)
{
    const Board board = Board::withRadius(6);
    const std::vector<Hex> &hexes = board.hexes();
    long long sum = 0;

    auto start = Clock::now();
    for (int rep = 0; rep < sizes.hexRepeats; ++rep)
        for (Hex a : hexes)
            sum += distance(a, hexes[static_cast<std::size_t>(rep) % hexes.size()]);
    const double distanceNs = nsSince(start) / (double(sizes.hexRepeats) * double(hexes.size()));
    keep(sum);

    start = Clock::now();
    for (int rep = 0; rep < sizes.hexRepeats; ++rep) {
        const auto l = line(hexes[static_cast<std::size_t>(rep) % hexes.size()], rep % 6, 5);
        keep(l);
    }
    const double lineNs = nsSince(start) / sizes.hexRepeats;

    start = Clock::now();
    for (int rep = 0; rep < sizes.hexRepeats; ++rep) {
        const auto r = ring(hexes[static_cast<std::size_t>(rep) % hexes.size()], 1);
        keep(r);
    }
    const double ringNs = nsSince(start) / sizes.hexRepeats;

    Board arena = Board::withRadius(6);
    arena.setBlocked({1, 1});
    arena.setBlocked({-2, 1});
    arena.setCost({0, 2}, 2);
    const std::vector<Piece> pieces{{QStringLiteral("a"), {0, 0}, QStringLiteral("red")},
                                    {QStringLiteral("b"), {1, -1}, QStringLiteral("red")},
                                    {QStringLiteral("c"), {-1, 0}, QStringLiteral("blue")},
                                    {QStringLiteral("d"), {2, -2}, QStringLiteral("blue")}};
    start = Clock::now();
    for (int rep = 0; rep < sizes.reachRepeats; ++rep) {
        const auto r = reach(arena, pieces, pieces[0], 4, MoveMode::Walk);
        keep(r);
    }
    const double reachNs = nsSince(start) / sizes.reachRepeats;

    return {{QStringLiteral("hex_distance_ns"), distanceNs},
            {QStringLiteral("hex_line5_ns"), lineNs},
            {QStringLiteral("hex_ring_ns"), ringNs},
            {QStringLiteral("hex_reach_walk_move4_radius6_ns"), reachNs}};
}

QJsonObject oddsBenchmark()
{
    const auto expr = parseDice(QStringLiteral("30d6")).value();
    std::vector<double> ms;
    for (int i = 0; i < 5; ++i) {
        const auto start = Clock::now();
        const auto dist = distribution(expr);
        keep(dist);
        ms.push_back(nsSince(start) / 1e6);
    }
    return {{QStringLiteral("odds_30d6_ms"), percentile(ms, 0.5)}};
}

QJsonObject counterAction(int i)
{
    return {{QStringLiteral("type"), QStringLiteral("counter.adjust")},
            {QStringLiteral("entity"), i % 2 ? QStringLiteral("ann") : QStringLiteral("ben")},
            {QStringLiteral("counter"), QStringLiteral("health")},
            {QStringLiteral("delta"), i % 3 ? -1 : 1}};
}

// The sessions measured are Theosis games set up with the shipped pack, as
// the app starts them.
const ContentLibrary &shippedContent()
{
    static const QTemporaryDir userFolder;
    static const ContentLibrary library(userFolder.path());
    return library;
}

QJsonObject applyInMemory(const Sizes &sizes)
{
    const GameDefinition &game = *findGame(QStringLiteral("theosis"));
    const QJsonObject setup = shippedContent().withContent(game.id, {}).value();
    SessionLog log(game, newSession(game, QJsonArray{QStringLiteral("ann"), QStringLiteral("ben")}, setup, 1).value());
    std::vector<QJsonObject> actions;
    for (int i = 0; i < sizes.commitActions; ++i)
        actions.push_back(counterAction(i));
    std::vector<double> us;
    for (const QJsonObject &action : actions) {
        const auto start = Clock::now();
        auto outcome = log.tryApply(action);
        log.accept(Record{log.nextSeq(), RecordKind::Action, {}}, std::move(outcome).value());
        us.push_back(nsSince(start) / 1e3);
    }
    return {{QStringLiteral("apply_no_storage_us_median"), percentile(us, 0.5)},
            {QStringLiteral("apply_no_storage_us_p99"), percentile(us, 0.99)}};
}

QJsonObject storageBenchmarks(const Sizes &sizes, const QString &dir)
{
    QJsonObject out;
    {
        auto store = SessionStore::open(dir + QStringLiteral("/commit.sqlite"), QStringLiteral("bench-commit")).value();
        SessionService service(*store, &shippedContent());
        const qint64 id = service.create(QStringLiteral("theosis"), QJsonArray{QStringLiteral("ann"), QStringLiteral("ben")}, {}, 1).value();
        std::vector<double> us;
        for (int i = 0; i < sizes.commitActions; ++i) {
            const QJsonObject action = counterAction(i);
            const auto start = Clock::now();
            const bool ok = service.apply(id, action).ok();
            us.push_back(nsSince(start) / 1e3);
            if (!ok)
                qFatal("apply failed during the benchmark");
        }
        out.insert(QStringLiteral("apply_durable_commit_us_median"), percentile(us, 0.5));
        out.insert(QStringLiteral("apply_durable_commit_us_p99"), percentile(us, 0.99));
    }

    const QString replayPath = dir + QStringLiteral("/replay.sqlite");
    qint64 id = 0;
    {
        auto store = SessionStore::open(replayPath, QStringLiteral("bench-fill")).value();
        SessionService service(*store, &shippedContent());
        id = service.create(QStringLiteral("theosis"), QJsonArray{QStringLiteral("ann"), QStringLiteral("ben")}, {}, 1).value();
        // Filling through the service keeps its snapshots; only the resume is timed.
        for (int i = 0; i < sizes.replayActions; ++i)
            (void)service.apply(id, counterAction(i));
    }
    std::vector<double> ms;
    for (int i = 0; i < 5; ++i) {
        auto store = SessionStore::open(replayPath, QStringLiteral("bench-replay-%1").arg(i)).value();
        SessionService service(*store, &shippedContent());
        const auto start = Clock::now();
        const bool ok = service.open(id).ok();
        ms.push_back(nsSince(start) / 1e6);
        if (!ok)
            qFatal("resume failed during the benchmark");
    }
    out.insert(QStringLiteral("replay_actions"), sizes.replayActions);
    out.insert(QStringLiteral("replay_from_database_ms"), percentile(ms, 0.5));

    // The worst case: no snapshot at all, every action folded.
    {
        auto store = SessionStore::open(replayPath, QStringLiteral("bench-full")).value();
        const GameDefinition &game = *findGame(QStringLiteral("theosis"));
        auto summary = store->session(id).value();
        const auto start = Clock::now();
        auto stored = store->records(id).value();
        std::vector<Record> records;
        records.reserve(stored.size());
        for (StoredRecord &r : stored)
            records.push_back(Record{r.seq, RecordKind::Action, std::move(r.action)});
        auto log = SessionLog::replay(game, newSession(game, summary.players, summary.setup, summary.seed).value(),
                                      std::move(records));
        out.insert(QStringLiteral("replay_without_snapshot_ms"), nsSince(start) / 1e6);
        keep(log);
    }
    return out;
}

// Starts the app offscreen in its measuring mode; it prints its own JSON line.
QJsonObject startupBenchmark()
{
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    app.setProcessEnvironment(env);
    QTemporaryDir dir;
    app.start(QStringLiteral(ARBITER_APP_PATH),
              {QStringLiteral("--measure-startup"), QStringLiteral("--db"), dir.filePath(QStringLiteral("s.sqlite"))});
    if (!app.waitForFinished(30000))
        return {{QStringLiteral("startup_error"), QStringLiteral("the app did not finish")}};
    const QByteArray output = app.readAllStandardOutput().trimmed();
    const QJsonObject measured = QJsonDocument::fromJson(output.split('\n').constLast()).object();
    if (measured.isEmpty())
        return {{QStringLiteral("startup_error"), QString::fromUtf8(app.readAllStandardError().left(300))}};
    return measured;
}

// Resident memory of a running process, from /proc (Linux), in MiB.
double residentMb(qint64 pid)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').constFirst().toDouble() / 1024.0;
    }
    return -1;
}

// One arbiter-cli process creating `count` sessions: its memory must stay
// flat (issue target: within 10 MB over 3,000). Measured after the first
// 1,000, when caches and the content packs are warm, and at the end.
QJsonObject cliMemoryBenchmark(int count, const QString &dir)
{
    QProcess cli;
    cli.start(QStringLiteral(ARBITER_CLI_PATH), {QStringLiteral("--db"), dir + QStringLiteral("/memory.sqlite")});
    cli.waitForStarted();
    const QByteArray request = R"({"op":"session.new","game":"theosis","players":["Ann","Ben"],"seed":1})" "\n";
    const int warm = std::min(1000, count / 3);
    double rssWarm = 0;
    for (int i = 0; i < count; ++i) {
        cli.write(request);
        while (!cli.canReadLine())
            if (!cli.waitForReadyRead(30000))
                return {{QStringLiteral("cli_memory_error"), QStringLiteral("arbiter-cli stopped answering")}};
        cli.readLine();
        if (i + 1 == warm)
            rssWarm = residentMb(cli.processId());
    }
    const double rssEnd = residentMb(cli.processId());
    cli.closeWriteChannel();
    cli.waitForFinished(10000);
    const double perThousand = (rssEnd - rssWarm) / (count - warm) * 1000.0;
    return {{QStringLiteral("cli_session_new_count"), count},
            {QStringLiteral("cli_rss_mb_after_warmup"), rssWarm},
            {QStringLiteral("cli_rss_mb_at_end"), rssEnd},
            {QStringLiteral("cli_rss_growth_mb_per_1000_session_new"), perThousand}};
}

// Runs the app in its measuring mode on `path` `runs` times: first frame and
// peak RSS of each run, with the median and fastest first frame and the
// highest peak (the machine's speed swings, so one run says little).
QJsonObject measureStartupRuns(const QString &path, int runs, const QString &prefix)
{
    QJsonArray frames;
    QJsonArray peaks;
    std::vector<double> sortedFrames;
    std::vector<double> cpu;
    std::vector<double> databaseOpen;
    double highestPeak = 0;
    const auto median = [](std::vector<double> values) {
        std::sort(values.begin(), values.end());
        return values.empty() ? -1.0 : values[values.size() / 2];
    };
    for (int run = 0; run < runs; ++run) {
        QProcess app;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        app.setProcessEnvironment(env);
        app.start(QStringLiteral(ARBITER_APP_PATH), {QStringLiteral("--measure-startup"), QStringLiteral("--db"), path});
        if (!app.waitForFinished(60000))
            return {{prefix + QStringLiteral("error"), QStringLiteral("the app did not finish")}};
        const QJsonObject measured =
            QJsonDocument::fromJson(app.readAllStandardOutput().trimmed().split('\n').constLast()).object();
        if (measured.isEmpty())
            return {{prefix + QStringLiteral("error"), QString::fromUtf8(app.readAllStandardError().left(300))}};
        const double frame = measured.value(QStringLiteral("first_frame_ms")).toDouble();
        const double peak = measured.value(QStringLiteral("peak_rss_mb")).toDouble();
        frames.append(frame);
        peaks.append(peak);
        sortedFrames.push_back(frame);
        cpu.push_back(measured.value(QStringLiteral("cpu_ms")).toDouble());
        databaseOpen.push_back(measured.value(QStringLiteral("database_open_ms")).toDouble());
        highestPeak = std::max(highestPeak, peak);
    }
    std::sort(sortedFrames.begin(), sortedFrames.end());
    return {{prefix + QStringLiteral("first_frame_ms"), sortedFrames[sortedFrames.size() / 2]},
            // Processor time to the first frame and the wall time until the
            // store is open: less swayed by a busy machine than the frame.
            {prefix + QStringLiteral("first_frame_cpu_ms"), median(cpu)},
            {prefix + QStringLiteral("database_open_ms"), median(databaseOpen)},
            {prefix + QStringLiteral("first_frame_ms_fastest"), sortedFrames.front()},
            {prefix + QStringLiteral("peak_rss_mb"), highestPeak},
            {prefix + QStringLiteral("first_frame_ms_runs"), frames},
            {prefix + QStringLiteral("peak_rss_mb_runs"), peaks}};
}

// The app's first frame over a database with `count` saved sessions of three
// games (issue target with 10,000: <= 100 ms and <= 110 MB peak), the
// median of `runs` starts. $ARBITER_BENCH_MANY_DB names a file to fill once
// and reuse (filling 10,000 sessions takes minutes).
QJsonObject startupWithSessions(int count, const QString &dir, int runs)
{
    const QString kept = qEnvironmentVariable("ARBITER_BENCH_MANY_DB");
    const QString path = kept.isEmpty() ? dir + QStringLiteral("/many.sqlite") : kept;
    if (!QFileInfo::exists(path)) {
        auto store = SessionStore::open(path, QStringLiteral("bench-many")).value();
        SessionService service(*store, &shippedContent());
        const QStringList games{QStringLiteral("theosis"), QStringLiteral("the-banishing"),
                                QStringLiteral("super-fantasy-brawl")};
        for (int i = 0; i < count; ++i) {
            const QString game = games[i % games.size()];
            auto id = service.create(game, QJsonArray{QStringLiteral("Ann %1").arg(i), QStringLiteral("Ben")}, {},
                                     static_cast<quint64>(i + 1));
            if (!id)
                qFatal("creating session %d of %s failed: %s", i, qPrintable(game),
                       qPrintable(renderEnglish(id.error().message)));
        }
    }
    QJsonObject result{{QStringLiteral("startup_many_sessions"), count}};
    // The store's own share of the start, in this process: opening with the
    // full page check (what the app did before) and with the deferred one
    // (what it does now), and reading the home list's first page.
    const auto medianMs = [&](auto &&once) {
        std::vector<double> times;
        for (int run = 0; run < 5; ++run) {
            QElapsedTimer timer;
            timer.start();
            once();
            times.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
        std::sort(times.begin(), times.end());
        return times[times.size() / 2];
    };
    result.insert(QStringLiteral("startup_many_store_open_full_check_ms"), medianMs([&] {
        keep(SessionStore::open(path, QStringLiteral("bench-open-full")).ok());
    }));
    result.insert(QStringLiteral("startup_many_store_open_deferred_check_ms"), medianMs([&] {
        keep(SessionStore::open(path, QStringLiteral("bench-open-deferred"), SessionStore::kDefaultBusyTimeout,
                                SessionStore::OpenCheck::Deferred)
                 .ok());
    }));
    {
        auto store = SessionStore::open(path, QStringLiteral("bench-first-page")).value();
        result.insert(QStringLiteral("startup_many_home_first_page_ms"), medianMs([&] {
            keep(store->listSessions(nullptr, 60, 0).ok());
        }));
        result.insert(QStringLiteral("many_sessions_search_rare_ms"), medianMs([&] {
            keep(store->listSessions(nullptr, 60, 0, SessionFilter{QStringLiteral("ann 9999"), {}}).ok());
        }));
        result.insert(QStringLiteral("many_sessions_search_common_ms"), medianMs([&] {
            keep(store->listSessions(nullptr, 60, 0, SessionFilter{QStringLiteral("ben"), {}}).ok());
        }));
    }
    const QJsonObject measured = measureStartupRuns(path, runs, QStringLiteral("startup_many_"));
    for (auto it = measured.begin(); it != measured.end(); ++it)
        result.insert(it.key(), it.value());
    return result;
}

void merge(QJsonObject &into, const QJsonObject &from)
{
    for (auto it = from.begin(); it != from.end(); ++it)
        into.insert(it.key(), it.value());
}

// The questions the arena view asks on every tap, on the shipped board with
// both teams deployed (issue target: at most 5 µs each).
QJsonObject brawlQueryBenchmarks(const Sizes &sizes)
{
    const GameDefinition &game = *findGame(QStringLiteral("super-fantasy-brawl"));
    const QJsonObject pack = ContentLibrary().shippedPack(game.id).value();
    QJsonObject setup = QJsonDocument::fromJson(R"({"first_player":"ann","deployment":"north",
        "champions":{"ann":["goldarr","gwaien","kilgore"],"ben":["deryn","tzu-xiao","dugrun"]}})").object();
    setup.insert(QStringLiteral("content"), pack);
    SessionLog log(game, newSession(game, QJsonArray{QStringLiteral("ann"), QStringLiteral("ben")}, setup, 42).value());
    const char *actions[] = {
        R"({"type":"track.deal","drawn":["Hold the Centre","Statue Dance"]})",
        R"({"type":"trap.place","at":[-1,-1]})", R"({"type":"trap.place","at":[1,1]})",
        R"({"type":"trap.place","at":[3,-2]})", R"({"type":"trap.place","at":[-3,2]})",
        R"({"type":"champion.deploy","champion":"ann:goldarr","at":[1,-4]})",
        R"({"type":"champion.deploy","champion":"ann:gwaien","at":[2,-4]})",
        R"({"type":"champion.deploy","champion":"ann:kilgore","at":[3,-4]})",
        R"({"type":"champion.deploy","champion":"ben:deryn","at":[-3,4]})",
        R"({"type":"champion.deploy","champion":"ben:tzu-xiao","at":[-2,4]})",
        R"({"type":"champion.deploy","champion":"ben:dugrun","at":[-1,4]})"};
    for (const char *text : actions) {
        const QJsonObject action = QJsonDocument::fromJson(text).object();
        auto outcome = log.tryApply(action);
        if (!outcome)
            qFatal("the brawl benchmark's setup was refused at %s", text);
        log.accept(Record{log.nextSeq(), RecordKind::Action, QJsonDocument(action).toJson(QJsonDocument::Compact)},
                   outcome.value());
    }
    const SfbContent content = sfbContentFrom(pack).value();
    const SfbTable table = sfbTableFrom(log.state().data).value();

    auto start = Clock::now();
    for (int rep = 0; rep < sizes.reachRepeats / 10; ++rep)
        keep(sfbArena(log.state(), content, table));
    const double arenaNs = nsSince(start) / (sizes.reachRepeats / 10);

    const SfbArena arena = sfbArena(log.state(), content, table);
    const int mover = arena.index(QStringLiteral("ann:goldarr"));
    std::vector<SfbHexVerdict> verdicts;
    start = Clock::now();
    for (int rep = 0; rep < sizes.reachRepeats; ++rep) {
        sfbMoveVerdictsInto(arena, mover, 3, MoveMode::Walk, verdicts);
        keep(verdicts);
    }
    const double moveNs = nsSince(start) / sizes.reachRepeats;

    const auto card = std::find_if(content.cards.begin(), content.cards.end(),
                                   [](const SfbCard &c) { return c.targeting != SfbTargeting::None; });
    std::vector<SfbTargetOption> targets;
    start = Clock::now();
    for (int rep = 0; rep < sizes.reachRepeats; ++rep) {
        sfbTargetVerdictsInto(arena, mover, *card, targets);
        keep(targets);
    }
    const double targetNs = nsSince(start) / sizes.reachRepeats;

    return {{QStringLiteral("brawl_arena_snapshot_ns"), arenaNs},
            {QStringLiteral("brawl_move_verdicts_all_hexes_ns"), moveNs},
            {QStringLiteral("brawl_target_verdicts_ns"), targetNs}};
}

// Theosis combat as the Arena screen asks for it on every choice of power:
// the rulebook's worked example (hero against hero, a known outcome), and the
// exact odds over a monster's d4 when the roll is not known yet. Each is
// timed twice: from sides held as values (the calculator itself, steps and
// result object included) and from a JSON request (what the CLI pays on top
// for reading the request).
QJsonObject theosisCombatBenchmarks(const Sizes &sizes)
{
    const testing::TheosisWorkedExample worked = testing::theosisSwordAgainstFireProtection();
    const testing::TheosisWorkedExample odds = testing::theosisSlayerAgainstUnrolledMonster();
    const QJsonObject resolutionRequest = QJsonDocument::fromJson(worked.request).object();
    const QJsonObject oddsRequest = QJsonDocument::fromJson(odds.request).object();
    const TheosisAttacker &swordsman = worked.attacker;
    const TheosisDefender &warded = worked.defender;
    const TheosisAttacker &slayer = odds.attacker;
    const TheosisDefender &monster = odds.defender;

    // Both entry points must agree before either is timed.
    if (theosisCombat(swordsman, warded)->fields != theosisCombat(resolutionRequest)->fields
        || theosisCombat(slayer, monster)->fields != theosisCombat(oddsRequest)->fields)
        qFatal("the Theosis combat benchmark's sides and requests disagree");
    auto timeNs = [&](auto &&resolveOnce) {
        const auto start = Clock::now();
        for (int rep = 0; rep < sizes.reachRepeats; ++rep) {
            auto result = resolveOnce();
            keep(result);
        }
        return nsSince(start) / sizes.reachRepeats;
    };
    return {{QStringLiteral("theosis_combat_resolution_ns"), timeNs([&] { return theosisCombat(swordsman, warded); })},
            {QStringLiteral("theosis_combat_odds_over_d4_ns"), timeNs([&] { return theosisCombat(slayer, monster); })},
            {QStringLiteral("theosis_combat_resolution_json_request_ns"),
             timeNs([&] { return theosisCombat(resolutionRequest); })},
            {QStringLiteral("theosis_combat_odds_json_request_ns"), timeNs([&] { return theosisCombat(oddsRequest); })}};
}

// The tap-to-frame figures come from a child process (this executable with
// --taps): it needs a GUI application and the offscreen platform, which the
// rest of the benchmark does without.
QJsonObject tapToFrameInChild(bool smoke)
{
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(env);
    QStringList arguments{QStringLiteral("--taps")};
    if (smoke)
        arguments << QStringLiteral("--smoke");
    child.start(QCoreApplication::applicationFilePath(), arguments);
    if (!child.waitForFinished(600000) || child.exitCode() != 0)
        return {{QStringLiteral("tap_to_frame_error"), QString::fromUtf8(child.readAllStandardError().right(600))}};
    return QJsonDocument::fromJson(child.readAllStandardOutput()).object();
}

// --taps: only the tap-to-frame figures, in this process. Settings and data
// the app would write go to a folder of the run's own.
int tapsOnly(int argc, char **argv, bool smoke)
{
    QTemporaryDir home;
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(QStringLiteral("config"))));
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(QStringLiteral("data"))));
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Arbiter"));
    QCoreApplication::setApplicationName(QStringLiteral("arbiter-bench"));
    QJsonObject result{{QStringLiteral("benchmark"), QStringLiteral("arbiter-taps")}, {QStringLiteral("smoke"), smoke}};
    // A few hundred taps a screen: enough for a p99 that is not the single
    // slowest tap, and the three screens stay within about a minute.
    // $ARBITER_BENCH_TAPS sets another count (fewer, to profile one screen's taps).
    const int taps = qEnvironmentVariableIsSet("ARBITER_BENCH_TAPS") ? qEnvironmentVariableIntValue("ARBITER_BENCH_TAPS")
                                                                      : smoke ? 12 : 250;
    merge(result, bench::tapToFrameBenchmarks(taps));
    std::puts(QJsonDocument(result).toJson(QJsonDocument::Indented).constData());
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    const auto given = [&](const char *flag) {
        return std::any_of(argv + 1, argv + argc, [&](const char *arg) { return std::strcmp(arg, flag) == 0; });
    };
    if (given("--taps"))
        return tapsOnly(argc, argv, given("--smoke"));
    QCoreApplication app(argc, argv);
    const bool smoke = app.arguments().contains(QStringLiteral("--smoke"));
    const Sizes sizes = smoke ? Sizes{200, 100, 50, 250} : Sizes{200000, 20000, 2000, 10000};
    QTemporaryDir dir;

    QJsonObject result{{QStringLiteral("benchmark"), QStringLiteral("arbiter")},
                       {QStringLiteral("version"), QStringLiteral(ARBITER_VERSION)},
                       {QStringLiteral("smoke"), smoke}};
    // Only table mode's latency (docs/table-mode.md).
    if (app.arguments().contains(QStringLiteral("--table"))) {
        QJsonObject table{{QStringLiteral("benchmark"), QStringLiteral("arbiter-table")}};
        merge(table, bench::tableLatencyBenchmark(dir.path(), smoke ? 5 : 300));
        std::puts(QJsonDocument(table).toJson(QJsonDocument::Indented).constData());
        return 0;
    }
    // Only the history's figures (issue 26).
    if (app.arguments().contains(QStringLiteral("--history"))) {
        QJsonObject history{{QStringLiteral("benchmark"), QStringLiteral("arbiter-history")}};
        merge(history, bench::historyBenchmarks(smoke ? 30 : 10000, smoke ? 100 : 10000, dir.path()));
        std::puts(QJsonDocument(history).toJson(QJsonDocument::Indented).constData());
        return 0;
    }
    // Only the app's start-up figures (the slow part of a full run is not needed to compare them).
    if (app.arguments().contains(QStringLiteral("--startup"))) {
        QJsonObject startup{{QStringLiteral("benchmark"), QStringLiteral("arbiter-startup")}};
        {
            QTemporaryDir empty;
            merge(startup, measureStartupRuns(empty.filePath(QStringLiteral("s.sqlite")), 5, QString()));
        }
        merge(startup, startupWithSessions(10000, dir.path(), 5));
        std::puts(QJsonDocument(startup).toJson(QJsonDocument::Indented).constData());
        return 0;
    }
    merge(result, hexBenchmarks(sizes));
    merge(result, oddsBenchmark());
    merge(result, brawlQueryBenchmarks(sizes));
    merge(result, theosisCombatBenchmarks(sizes));
    merge(result, applyInMemory(sizes));
    merge(result, storageBenchmarks(sizes, dir.path()));
    merge(result, cliMemoryBenchmark(smoke ? 60 : 3000, dir.path()));
    merge(result, bench::historyBenchmarks(smoke ? 30 : 10000, smoke ? 100 : 10000, dir.path()));
    merge(result, bench::tableLatencyBenchmark(dir.path(), smoke ? 5 : 300));
    {
        QJsonObject taps = tapToFrameInChild(smoke);
        taps.remove(QStringLiteral("benchmark"));
        taps.remove(QStringLiteral("smoke"));
        merge(result, taps);
    }
    if (!smoke) {
        merge(result, startupBenchmark());
        merge(result, startupWithSessions(10000, dir.path(), 5));
    }
    std::puts(QJsonDocument(result).toJson(QJsonDocument::Indented).constData());
    return 0;
}
