#include "AppContext.h"

#include "ActiveSession.h"
#include "DemoSessions.h"
#include "LanguageController.h"
#include "Preferences.h"
#include "RulesCatalog.h"
#include "ScreenAwake.h"
#include "SessionLibrary.h"
#include "games/GameScreens.h"
#include "rules/RulesIndex.h"
#include "session/SessionService.h"
#include "text/PhraseText.h"

#include <QDBusConnection>
#include <QQmlEngine>
#include <QSettings>
#include <QTemporaryDir>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

AppContext::AppContext(const AppConfig &config, QQmlEngine *engine) : QObject(engine)
{
    if (config.scratch)
        m_scratch = std::make_unique<QTemporaryDir>();
    auto settings = m_scratch ? std::make_unique<QSettings>(m_scratch->filePath(u"settings.ini"_s), QSettings::IniFormat)
                              : std::make_unique<QSettings>();
    m_preferences = new Preferences(std::move(settings), this);
    m_language = new LanguageController(*m_preferences, engine, this);
    m_library = new SessionLibrary(databasePath(config), config.scratch, m_preferences, this);
    m_activeSession = new ActiveSession(*m_library, this);
    m_rules = new RulesCatalog(
        [](const QString &language) { return std::make_unique<RulesIndex>(RulesIndex::shippedFiles(), language); }, this);
    // Only while the home list is on screen: it reloads itself when it comes back into view, and a
    // reload of thousands of sessions after every tap at the table would be wasted.
    connect(m_activeSession, &ActiveSession::modified, m_library, [this] {
        if (m_library->sessions()->keepOrder())
            m_library->refresh();
    });
    m_screenAwake = new ScreenAwake(QDBusConnection::sessionBus(), this);
    const auto keepAwake = [this] {
        m_screenAwake->setWanted(m_activeSession->isOpen() && m_preferences->keepScreenAwake());
    };
    connect(m_activeSession, &ActiveSession::openChanged, m_screenAwake, keepAwake);
    connect(m_preferences, &Preferences::keepScreenAwakeChanged, m_screenAwake, keepAwake);
    // A closed session is a quiet moment for the daily backup.
    connect(m_activeSession, &ActiveSession::openChanged, m_library, [this] {
        if (!m_activeSession->isOpen())
            m_library->backupIfDue();
    });

    if (config.scratch && config.demoSessions) {
        auto demo = m_library->service() ? createDemoSessions(*m_library->service())
                                         : Result<qint64>(RuleError::storage(
                                             u"storage.unavailable"_s,
                                             phrase(QT_TRANSLATE_NOOP("Engine", "No database is open; choose one in the settings."))));
        if (demo)
            m_demoSessionId = demo.value();
        else
            m_demoProblem = translated(demo.error().message);
        for (const GameScreens &screens : allGameScreens()) {
            if (!m_library->service())
                break;
            if (screens.createDemo) {
                auto gameDemo = screens.createDemo(*m_library->service());
                if (gameDemo)
                    m_gameDemos.insert(screens.gameId, gameDemo.value());
                else
                    m_demoProblem = translated(gameDemo.error().message);
            }
            for (const GameScreens::StopDemo &stopDemo : screens.stopDemos) {
                auto demo = stopDemo.create(*m_library->service());
                if (!demo) {
                    m_demoProblem = translated(demo.error().message);
                    continue;
                }
                for (const QString &stop : stopDemo.stops)
                    m_stopDemos.insert(stop, demo.value());
            }
        }
        m_library->refresh();
    }
}

AppContext::~AppContext() = default;

AppContext *AppContext::of(QQmlEngine *engine)
{
    if (auto *context = engine->findChild<AppContext *>(QString(), Qt::FindDirectChildrenOnly))
        return context;
    return new AppContext(AppConfig{{}, true, false}, engine);
}

QString AppContext::databasePath(const AppConfig &config) const
{
    if (m_scratch)
        return m_scratch->filePath(u"sessions.sqlite"_s);
    if (!config.databasePath.isEmpty())
        return config.databasePath;
    if (qEnvironmentVariableIsEmpty("ARBITER_DB") && !m_preferences->databasePath().isEmpty())
        return m_preferences->databasePath();
    return SessionStore::defaultPath();
}

} // namespace arbiter
