#include "ui/AppContext.h"
#include "ui/AppTour.h"
#include "ui/WarningCounter.h"
#include "storage/SessionStore.h"
#include "text/PhraseText.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>
#include <cstdio>
#include <sys/resource.h>

Q_IMPORT_QML_PLUGIN(ArbiterPlugin)

using namespace Qt::Literals::StringLiterals;

namespace {

enum class Mode { Normal, SelfTest, Screenshots, MeasureStartup };

void report(const arbiter::AppTour &tour, Mode mode, const QString &folder)
{
    const int warnings = arbiter::WarningCounter::count();
    const QByteArray what = mode == Mode::SelfTest ? "self-test" : "screenshots";
    std::fprintf(stderr, "arbiter %s: %d views, %d failures, %d QML warnings or errors\n", what.constData(),
                 tour.viewsShown(), static_cast<int>(tour.failures().size()), warnings);
    for (const QString &failure : tour.failures())
        std::fprintf(stderr, "  failure: %s\n", qPrintable(failure));
    for (const QString &message : arbiter::WarningCounter::messages())
        std::fprintf(stderr, "  warning: %s\n", qPrintable(message));
    if (mode == Mode::Screenshots)
        std::fprintf(stderr, "  pictures in %s\n", qPrintable(folder));
}

struct CommandLine {
    QCommandLineOption database;
    QCommandLineOption selfTest;
    QCommandLineOption eachScreenOnce;
    QCommandLineOption screenshot;
    QCommandLineOption screenshotLanguage;
    QCommandLineOption measureStartup;
};

CommandLine describeCommandLine(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Arbiter: a table companion for arena board games."));
    parser.addHelpOption();
    parser.addVersionOption();
    CommandLine options{
        QCommandLineOption(u"db"_s, QCoreApplication::translate("main", "Use the session database at <path>."),
                           u"path"_s),
        QCommandLineOption(u"self-test"_s, QCoreApplication::translate(
                                                "main", "Show every screen once and exit non-zero on any QML warning.")),
        QCommandLineOption(u"each-screen-once"_s,
                           QCoreApplication::translate(
                               "main", "With --self-test: landscape in the light theme only (no portrait, dark or large text).")),
        QCommandLineOption(u"screenshot"_s,
                           QCoreApplication::translate("main", "Save every screen as PNG pictures into <folder> and exit."),
                           u"folder"_s),
        QCommandLineOption(u"screenshot-language"_s,
                           QCoreApplication::translate(
                               "main", "With --screenshot: every screen in this language only (for example de)."),
                           u"code"_s),
        QCommandLineOption(u"measure-startup"_s,
                           QCoreApplication::translate(
                               "main", "Print the time to the first frame and the peak memory as JSON, then exit.")),
    };
    parser.addOptions({options.database, options.selfTest, options.eachScreenOnce, options.screenshot,
                       options.screenshotLanguage, options.measureStartup});
    return options;
}

} // namespace

// Where the time to the first frame went, for --measure-startup: milestones
// since the start of main().
struct StartupMilestones {
    double databaseOpenMs = 0; // the session library (the store) is ready
    double qmlLoadedMs = 0; // Main.qml is built
};

// For arbiter-bench: one JSON line with the time from the start of main() to
// the first frame on screen, the peak resident memory so far, the processor
// time spent (user + system: less swayed than the wall clock by other
// programs on a busy machine) and the milestones.
void printStartupMeasurement(const QElapsedTimer &sinceStart, const StartupMilestones &milestones)
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const auto ms = [](const timeval &t) { return double(t.tv_sec) * 1e3 + double(t.tv_usec) / 1e3; };
    std::printf("{\"first_frame_ms\":%.1f,\"peak_rss_mb\":%.1f,\"cpu_ms\":%.1f,\"database_open_ms\":%.1f,"
                "\"qml_loaded_ms\":%.1f}\n",
                double(sinceStart.nsecsElapsed()) / 1e6,
                double(usage.ru_maxrss) / 1024.0, // ru_maxrss is in KiB on Linux
                ms(usage.ru_utime) + ms(usage.ru_stime), milestones.databaseOpenMs, milestones.qmlLoadedMs);
    std::fflush(stdout);
}

int main(int argc, char **argv)
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    // Installed first so that nothing logged while starting up goes uncounted;
    // the count only decides the exit status of --self-test and --screenshot.
    arbiter::WarningCounter::install();

    QCoreApplication::setOrganizationName(u"Arbiter"_s);
    QCoreApplication::setApplicationName(u"arbiter"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(ARBITER_VERSION));

    QCommandLineParser parser;
    const CommandLine options = describeCommandLine(parser);
    {
        // Help and version need no window: they are answered before the GUI
        // starts, so they work without a display. (Other mistakes wait for
        // the GUI's parse, which knows Qt's own options such as -platform.)
        QStringList arguments;
        for (int i = 0; i < argc; ++i)
            arguments << QString::fromLocal8Bit(argv[i]);
        (void)parser.parse(arguments);
        if (parser.isSet(u"help"_s) || parser.isSet(u"version"_s)) {
            QCoreApplication core(argc, argv);
            parser.process(core); // prints and exits
        }
    }

    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationDisplayName(u"Arbiter"_s);
    // The installed launcher's name (packaging/): Wayland desktops match the
    // window to its launcher, icon and name by it.
    QGuiApplication::setDesktopFileName(QStringLiteral(ARBITER_APP_ID));
    parser.process(app);
    const QCommandLineOption &databaseOption = options.database;
    const QCommandLineOption &selfTestOption = options.selfTest;
    const QCommandLineOption &screenshotOption = options.screenshot;
    const QCommandLineOption &measureOption = options.measureStartup;

    const Mode mode = parser.isSet(selfTestOption) ? Mode::SelfTest
        : parser.isSet(screenshotOption)           ? Mode::Screenshots
        : parser.isSet(measureOption)              ? Mode::MeasureStartup
                                                   : Mode::Normal;
    const bool demo = qEnvironmentVariableIntValue("ARBITER_DEMO_SESSION") == 1;

    // The self-test walks a scratch database, but a --db it was given must
    // still be one the app can use: it says what is wrong and fails, and
    // the file is only read.
    if (mode == Mode::SelfTest && parser.isSet(databaseOption)) {
        const QString path = parser.value(databaseOption);
        if (const arbiter::Status usable = arbiter::SessionStore::check(path); !usable) {
            std::fprintf(stderr, "self-test: the database %s cannot be used (%s): %s\n", qPrintable(path),
                         qPrintable(usable.error().code), qPrintable(arbiter::renderEnglish(usable.error().message)));
            return 2;
        }
    }

    arbiter::AppConfig config;
    config.scratch = mode == Mode::SelfTest || mode == Mode::Screenshots || demo;
    config.demoSessions = config.scratch;
    config.databasePath = config.scratch ? QString() : parser.value(databaseOption);

    // Screenshots: the same pixels on every machine, with or without a GPU.
    // The self-test on a real window keeps the renderer players get.
    if (mode == Mode::Screenshots || (mode == Mode::SelfTest && QGuiApplication::platformName() == u"offscreen"_s))
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    // Basic draws the same everywhere, offscreen included; the app styles
    // its own controls on top of it.
    QQuickStyle::setStyle(u"Basic"_s);

    StartupMilestones milestones;
    QQmlApplicationEngine engine;
    auto *context = new arbiter::AppContext(config, &engine);
    milestones.databaseOpenMs = double(sinceStart.nsecsElapsed()) / 1e6;
    engine.addImportPath(u"qrc:/"_s);
    engine.load(QUrl(u"qrc:/Arbiter/Main.qml"_s));
    milestones.qmlLoadedMs = double(sinceStart.nsecsElapsed()) / 1e6;
    if (engine.rootObjects().isEmpty())
        return 1;
    if (mode == Mode::Normal)
        return app.exec();

    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (!window)
        return 1;
    if (mode == Mode::MeasureStartup) {
        QObject::connect(window, &QQuickWindow::frameSwapped, &app, [&sinceStart, &milestones] {
            printStartupMeasurement(sinceStart, milestones);
            QCoreApplication::exit(0);
        }, Qt::SingleShotConnection);
        return app.exec();
    }
    arbiter::AppTour tour(*window, *context);
    const QString folder = parser.value(screenshotOption);
    QTimer::singleShot(0, &app, [&] {
        const QString language = parser.value(options.screenshotLanguage);
        const bool walked = mode == Mode::Screenshots && !language.isEmpty()
            ? tour.runInLanguage(folder, language)
            : tour.run(mode == Mode::Screenshots ? folder : QString(),
                       parser.isSet(options.eachScreenOnce) ? arbiter::AppTour::Coverage::EachStopOnce
                                                            : arbiter::AppTour::Coverage::EveryView);
        report(tour, mode, folder);
        QCoreApplication::exit(walked && arbiter::WarningCounter::count() == 0 ? 0 : 1);
    });
    return app.exec();
}
