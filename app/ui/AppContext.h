#pragma once

#include <QHash>
#include <QObject>
#include <QString>
#include <memory>

class QQmlEngine;
class QTemporaryDir;

namespace arbiter {

class ActiveSession;
class LanguageController;
class Preferences;
class RulesCatalog;
class ScreenAwake;
class SessionLibrary;

// What a run of the app works on.
struct AppConfig {
    // The database given with --db; empty: $ARBITER_DB, else the file chosen
    // in the settings, else SessionStore::defaultPath().
    QString databasePath;
    // Database and settings in a temporary folder that goes away with the
    // app: self-test, screenshots, the demo route and the Qt Quick tests.
    // The user's own database and settings are never touched then.
    bool scratch = false;
    // Fills the scratch database with demo sessions (only with `scratch`).
    bool demoSessions = false;
};

// The objects behind the QML singletons of one engine: preferences, language,
// the session library, the open session and the rules. It lives as a child
// of the engine, and each singleton's create() finds it there, so there is
// no global state and a test can give every engine its own scratch context.
class AppContext : public QObject {
    Q_OBJECT
public:
    AppContext(const AppConfig &config, QQmlEngine *engine);
    ~AppContext() override;

    // The context of `engine`; an engine nobody configured gets a scratch
    // one, so no tool or test can reach the user's data by accident.
    static AppContext *of(QQmlEngine *engine);

    [[nodiscard]] Preferences *preferences() const { return m_preferences; }
    [[nodiscard]] LanguageController *language() const { return m_language; }
    [[nodiscard]] SessionLibrary *library() const { return m_library; }
    [[nodiscard]] ActiveSession *activeSession() const { return m_activeSession; }
    [[nodiscard]] RulesCatalog *rules() const { return m_rules; }
    [[nodiscard]] ScreenAwake *screenAwake() const { return m_screenAwake; }
    // The richest demo session, or 0 without demo sessions.
    [[nodiscard]] qint64 demoSessionId() const { return m_demoSessionId; }
    // A game's own demo session (see GameScreens::createDemo), or 0.
    [[nodiscard]] qint64 demoSessionFor(const QString &gameId) const { return m_gameDemos.value(gameId); }
    // The session a tour stop opens when its game gives the stop its own demo, or 0.
    [[nodiscard]] qint64 demoSessionForStop(const QString &stop) const { return m_stopDemos.value(stop); }
    // Why the demo sessions are missing, when they were asked for and are.
    [[nodiscard]] QString demoProblem() const { return m_demoProblem; }

private:
    [[nodiscard]] QString databasePath(const AppConfig &config) const;

    std::unique_ptr<QTemporaryDir> m_scratch;
    Preferences *m_preferences = nullptr;
    LanguageController *m_language = nullptr;
    SessionLibrary *m_library = nullptr;
    ActiveSession *m_activeSession = nullptr;
    RulesCatalog *m_rules = nullptr;
    ScreenAwake *m_screenAwake = nullptr;
    qint64 m_demoSessionId = 0;
    QHash<QString, qint64> m_gameDemos;
    QHash<QString, qint64> m_stopDemos;
    QString m_demoProblem;
};

} // namespace arbiter
