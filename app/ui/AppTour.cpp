#include "AppTour.h"

#include "ActiveSession.h"
#include "AppContext.h"
#include "LanguageController.h"
#include "Preferences.h"
#include "games/GameScreens.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QImage>
#include <QMetaMethod>
#include <QQuickWindow>
#include <QTimer>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

// Time for layouts, bindings and the scene graph to catch up after a change;
// animations are switched off for the tour, so this is short.
constexpr int kSettleMs = 120;

// Calls a QML function of the root object with one string argument, whether
// the engine typed its signature (QString, bool) or not (QVariant).
bool callQml(QObject *root, const char *name, const QString &argument)
{
    const QMetaObject *meta = root->metaObject();
    for (int i = meta->methodOffset(); i < meta->methodCount(); ++i) {
        const QMetaMethod method = meta->method(i);
        if (method.name() != name || method.parameterCount() != 1)
            continue;
        QVariant variantArgument(argument);
        const bool typedArgument = method.parameterMetaType(0) == QMetaType::fromType<QString>();
        QGenericArgument passed = Q_ARG(QVariant, variantArgument);
        if (typedArgument)
            passed = Q_ARG(QString, argument);
        if (method.returnMetaType() == QMetaType::fromType<bool>()) {
            bool result = false;
            return method.invoke(root, Qt::DirectConnection, Q_RETURN_ARG(bool, result), passed) && result;
        }
        QVariant result;
        return method.invoke(root, Qt::DirectConnection, Q_RETURN_ARG(QVariant, result), passed) && result.toBool();
    }
    return false;
}

} // namespace

AppTour::AppTour(QQuickWindow &window, AppContext &context) : m_window(window), m_context(context) {}

QStringList AppTour::stops()
{
    return shellStops() + gameStops();
}

QStringList AppTour::gameStops()
{
    QStringList stops;
    for (const GameScreens &screens : allGameScreens())
        stops << screens.tourStops;
    return stops;
}

QStringList AppTour::shellStops()
{
    return {u"home"_s,          u"new-session"_s,     u"new-session-players"_s, u"confirm-delete"_s,
            u"session"_s,       u"session-refusal"_s, u"counter-editor"_s,      u"add-counter"_s,
            u"session-log"_s,   u"dice"_s,            u"dice-error"_s,          u"dice-physical"_s,
            u"dice-refusal"_s,  u"rules"_s,           u"rule-entry"_s,          u"rule-sheet"_s,
            u"settings"_s,      u"counter-pad"_s,     u"dice-sheet"_s,          u"rules-sheet"_s,
            u"story"_s,         u"replay"_s,          u"history"_s};
}

void AppTour::settle(int milliseconds)
{
    QEventLoop loop;
    QTimer::singleShot(milliseconds, &loop, &QEventLoop::quit);
    loop.exec();
    // The tour runs inside one event of the main loop, where deleteLater()
    // would wait until the end: popped pages (and their dialogs) go now.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

bool AppTour::openSessionFor(const QString &stop)
{
    qint64 wanted = m_context.demoSessionId();
    for (const GameScreens &screens : allGameScreens())
        if (screens.tourStops.contains(stop))
            wanted = m_context.demoSessionFor(screens.gameId);
    if (const qint64 ownDemo = m_context.demoSessionForStop(stop); ownDemo > 0)
        wanted = ownDemo;
    ActiveSession *session = m_context.activeSession();
    if (wanted <= 0) {
        m_failures << u"No demo session for the stop \"%1\"."_s.arg(stop);
        return false;
    }
    if (session->sessionId() == wanted)
        return true;
    if (session->open(wanted))
        return true;
    m_failures << u"The demo session for \"%1\" could not be opened: %2"_s.arg(stop, session->error());
    return false;
}

bool AppTour::show(const QString &stop)
{
    if (!openSessionFor(stop))
        return false;
    const bool shown = callQml(&m_window, "showStop", stop);
    settle(kSettleMs);
    if (!shown)
        m_failures << u"The stop \"%1\" could not be shown."_s.arg(stop);
    return shown;
}

void AppTour::prepare()
{
    QMetaObject::invokeMethod(&m_window, "prepareTour");
    if (m_context.demoSessionId() <= 0 || !m_context.demoProblem().isEmpty())
        m_failures << u"The demo sessions could not be created: %1"_s.arg(m_context.demoProblem());
}

void AppTour::walk(const View &view, const QStringList &stops, const QString &screenshotFolder, const QString &suffix)
{
    m_window.resize(view.size);
    m_context.preferences()->setDarkTheme(view.dark);
    settle(kSettleMs);
    for (const QString &stop : stops) {
        if (!show(stop))
            continue;
        ++m_viewsShown;
        m_failures << m_accessibility.audit(m_window.contentItem(), stop);
        if (screenshotFolder.isEmpty())
            continue;
        const QString file =
            QDir(screenshotFolder)
                .filePath(u"%1-%2-%3%4.png"_s.arg(stop, view.orientation, view.dark ? u"dark"_s : u"light"_s, suffix));
        const QImage image = m_window.grabWindow();
        if (image.isNull() || !image.save(file))
            m_failures << u"%1 could not be written."_s.arg(file);
    }
}

bool AppTour::run(const QString &screenshotFolder, Coverage coverage)
{
    prepare();
    if (!screenshotFolder.isEmpty() && !QDir().mkpath(screenshotFolder)) {
        m_failures << u"The folder %1 could not be created."_s.arg(screenshotFolder);
        return false;
    }
    const View views[] = {{u"landscape"_s, kLandscape, false},
                          {u"portrait"_s, kPortrait, false},
                          {u"landscape"_s, kLandscape, true},
                          {u"portrait"_s, kPortrait, true}};
    const bool everyView = coverage == Coverage::EveryView || !screenshotFolder.isEmpty();
    for (const View &view : views) {
        walk(view, stops(), screenshotFolder, {});
        if (!everyView)
            break;
    }
    // Every screen in large text as well: the self-test catches what large
    // text breaks, the screenshots show whether it still fits.
    if (everyView) {
        m_context.preferences()->setLargeText(true);
        walk(views[0], stops(), screenshotFolder, u"-large"_s);
        if (!screenshotFolder.isEmpty())
            walk(views[1], stops(), screenshotFolder, u"-large"_s);
        m_context.preferences()->setLargeText(false);
    }
    // The shell's wordiest screens and every game screen in German too, where
    // the longer words must still fit and content-pack texts must be German.
    if (!screenshotFolder.isEmpty()) {
        LanguageController *language = m_context.language();
        const QString before = language->language();
        language->setLanguage(u"de"_s);
        const QStringList german = QStringList{u"session"_s, u"session-refusal"_s, u"dice"_s, u"new-session-players"_s,
                                               u"rules"_s, u"rule-entry"_s, u"settings"_s}
            + gameStops();
        for (const View &view : {views[0], views[1]})
            walk(view, german, screenshotFolder, u"-de"_s);
        language->setLanguage(before);
    }
    // Switching the language re-evaluates every binding: that must be as
    // quiet as the rest.
    if (screenshotFolder.isEmpty()) {
        LanguageController *language = m_context.language();
        const QString before = language->language();
        for (const QString &code : LanguageController::languages()) {
            language->setLanguage(code);
            // Each offered language must have its translation inside the
            // binary: an installed app shows what this shows.
            if (language->translationMissing())
                m_failures << u"The translation for \"%1\" is not in the app (:/i18n/arbiter_%1.qm)."_s.arg(code);
            settle(kSettleMs);
            show(u"settings"_s);
            show(u"home"_s);
        }
        language->setLanguage(before);
    }
    m_context.preferences()->setDarkTheme(false);
    show(u"home"_s);
    return m_failures.isEmpty();
}

bool AppTour::runInLanguage(const QString &screenshotFolder, const QString &language)
{
    if (!LanguageController::languages().contains(language)) {
        m_failures << u"The language \"%1\" is not one the app knows (%2)."_s.arg(
            language, LanguageController::languages().join(u", "_s));
        return false;
    }
    prepare();
    if (!QDir().mkpath(screenshotFolder)) {
        m_failures << u"The folder %1 could not be created."_s.arg(screenshotFolder);
        return false;
    }
    LanguageController *controller = m_context.language();
    const QString before = controller->language();
    controller->setLanguage(language);
    settle(kSettleMs);
    for (const View &view : {View{u"landscape"_s, kLandscape, false}, View{u"portrait"_s, kPortrait, false}})
        walk(view, stops(), screenshotFolder, u"-"_s + language);
    controller->setLanguage(before);
    show(u"home"_s);
    return m_failures.isEmpty();
}

} // namespace arbiter
