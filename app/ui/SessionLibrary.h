#pragma once

#include "GameListModel.h"
#include "SessionListModel.h"
#include "core/rule_error.h"

#include <QObject>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <optional>

class QJSEngine;
class QThread;
class QTimer;
class QQmlEngine;

namespace arbiter {

class ContentLibrary;
class LanguageChangeWatcher;
class Preferences;
class SessionService;
class SessionStore;

// A backup of the database file beside it, newest first.
struct BackupFile {
    Q_GADGET
    QML_VALUE_TYPE(backupFile)
    Q_PROPERTY(QString path MEMBER path)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QDateTime time MEMBER time)
    Q_PROPERTY(qint64 size MEMBER size)

public:
    QString path;
    QString name;
    QDateTime time;
    qint64 size = 0;

    bool operator==(const BackupFile &) const = default;
};

// The database of saved sessions as the home and settings screens see it:
// the list, new / duplicate / delete, which file is in use, and the export.
// A database that cannot be opened leaves the library not ready and says
// why; choosing another file in the settings tries again.
class SessionLibrary : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(arbiter::SessionListModel *sessions READ sessions CONSTANT)
    Q_PROPERTY(arbiter::GameListModel *games READ games CONSTANT)
    Q_PROPERTY(bool ready READ ready NOTIFY databaseChanged)
    Q_PROPERTY(QString databasePath READ databasePath NOTIFY databaseChanged)
    Q_PROPERTY(bool temporaryDatabase READ temporaryDatabase CONSTANT)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    Q_PROPERTY(QString databaseError READ databaseError NOTIFY errorChanged)
    Q_PROPERTY(QString exportError READ exportError NOTIFY errorChanged)
    // Why the last backup or restore failed (also in databaseError, which the
    // problem page shows); Settings shows it beside the backups.
    Q_PROPERTY(QString backupError READ backupError NOTIFY errorChanged)
    Q_PROPERTY(QString lastExportPath READ lastExportPath NOTIFY lastExportPathChanged)
    Q_PROPERTY(QString defaultExportFolder READ defaultExportFolder CONSTANT)
    // Why the database could not be opened ("storage.corrupt", "storage.foreign",
    // "storage.newer", "storage.locked", "storage.read_only", "storage.full",
    // "storage.io"), or "" while one is open.
    Q_PROPERTY(QString problemReason READ problemReason NOTIFY databaseChanged)
    // The database's rolling backups, newest first: [{path, name, time, size}].
    Q_PROPERTY(QList<arbiter::BackupFile> backups READ backups NOTIFY backupsChanged)

public:
    // How often the file is asked whether another process wrote to it.
    static constexpr int kOtherWritersPollMs = 1000;

    // `remember` (may be null) keeps the file the user chose for next time;
    // a temporary database is never remembered.
    SessionLibrary(const QString &databasePath, bool temporaryDatabase, Preferences *remember,
                   QObject *parent = nullptr);
    ~SessionLibrary() override;
    static SessionLibrary *create(QQmlEngine *engine, QJSEngine *);

    [[nodiscard]] SessionListModel *sessions() const { return m_sessions; }
    [[nodiscard]] GameListModel *games() const { return m_games; }
    [[nodiscard]] bool ready() const { return m_service != nullptr; }
    [[nodiscard]] QString databasePath() const { return m_databasePath; }
    [[nodiscard]] bool temporaryDatabase() const { return m_temporary; }
    [[nodiscard]] QString error() const;
    [[nodiscard]] QString databaseError() const;
    [[nodiscard]] QString exportError() const;
    [[nodiscard]] QString backupError() const;
    [[nodiscard]] QString lastExportPath() const { return m_lastExportPath; }
    [[nodiscard]] static QString defaultExportFolder();

    // Null while no database is open.
    [[nodiscard]] SessionService *service() const { return m_service.get(); }

    Q_INVOKABLE void refresh();
    // Returns the new session's id, or -1 with `error` set. Games whose rules
    // are not built yet are refused here.
    Q_INVOKABLE qint64 createSession(const QString &gameId, const QStringList &playerNames);
    // With the game's own setup (a game's setup form in the new-session
    // sheet); `players` holds names or {"id", "name"} objects.
    Q_INVOKABLE qint64 createSessionWith(const QString &gameId, const QJsonArray &players, const QJsonObject &setup);

    // The card data of a game (see ContentLibrary): the table's own pack when
    // it has one, else the shipped one. Saving validates with the game's rules
    // and reports a refusal in `error`.
    Q_INVOKABLE QJsonObject contentPack(const QString &gameId);
    Q_INVOKABLE bool hasUserContentPack(const QString &gameId) const;
    Q_INVOKABLE bool saveContentPack(const QString &gameId, const QJsonObject &pack);
    Q_INVOKABLE bool resetContentPack(const QString &gameId);
    [[nodiscard]] ContentLibrary *content() const { return m_content.get(); }
    Q_INVOKABLE qint64 duplicateSession(qint64 id);
    Q_INVOKABLE bool removeSession(qint64 id);
    // Opens another database file; on refusal the current one stays in use.
    Q_INVOKABLE bool openDatabase(const QString &path);
    // Returns the written file's path, or "" with `exportError` set.
    Q_INVOKABLE QString exportAll(const QString &folder);
    Q_INVOKABLE void clearErrors();

    [[nodiscard]] QList<BackupFile> backups() const;
    [[nodiscard]] QString problemReason() const;
    // A file name beside the current database that does not exist yet, for
    // starting a new database elsewhere.
    Q_INVOKABLE QString freshDatabasePath() const;
    // A backup now; false with `databaseError` set when it fails.
    Q_INVOKABLE bool backupNow();
    // A backup unless one was written within the last day (a session was
    // just closed). Failures are left to the next try: nothing was lost.
    void backupIfDue();
    // Puts a backup in the place of the database, after backing up the
    // file as it is; the open session is closed and the list re-read.
    Q_INVOKABLE bool restoreBackup(const QString &path);

    // The file opened at start was checked only as far as its header and
    // schema, so the first frame need not wait for every page to be read;
    // the page check runs on a worker thread after that frame. Waits for it
    // when it is still running: true when the database passed it (or the
    // check is over), false when it failed and the database was let go.
    // Everything here that writes calls it first.
    Q_INVOKABLE bool awaitIntegrityCheck();
    // Whether that check is still running (for tests and the bench).
    [[nodiscard]] bool integrityCheckPending() const;

Q_SIGNALS:
    void databaseChanged();
    void errorChanged();
    void lastExportPathChanged();
    void backupsChanged();
    // A session's stored data went away or changed under its id.
    void sessionRemoved(qint64 id);
    // Another process (arbiter-cli, a second window) committed to the file:
    // the list is already re-read; an open session re-reads its records.
    void changedElsewhere();

private:
    Result<std::unique_ptr<SessionStore>> openStore(const QString &path);
    void use(std::unique_ptr<SessionStore> store, const QString &path);
    void setError(std::optional<RuleError> &slot, std::optional<RuleError> error);
    void checkForOtherWriters();
    void startIntegrityCheckAfterFirstFrame();
    void startIntegrityCheck();
    void finishIntegrityCheck();

    SessionListModel *m_sessions;
    GameListModel *m_games;
    LanguageChangeWatcher *m_languageWatcher;
    Preferences *m_remember;
    bool m_temporary;
    QString m_databasePath;
    int m_connectionCount = 0;
    // The service refers to the store and the content: declared after them,
    // so it goes first.
    std::unique_ptr<SessionStore> m_store;
    std::unique_ptr<ContentLibrary> m_content;
    std::unique_ptr<SessionService> m_service;
    std::optional<RuleError> m_error;
    std::optional<RuleError> m_databaseError;
    std::optional<RuleError> m_exportError;
    std::optional<RuleError> m_backupError;
    QString m_lastExportPath;
    // SQLite's data_version as last seen; it moves only when another
    // connection commits, so our own writes never trigger a re-read.
    qint64 m_seenDataVersion = -1;
    QTimer *m_otherWriters;
    // The deferred page check of the file opened at start (see
    // awaitIntegrityCheck); the worker writes m_integrityFailure and is
    // joined before it is read.
    QThread *m_integrityCheck = nullptr;
    QString m_integrityCheckedPath;
    std::shared_ptr<std::optional<RuleError>> m_integrityFailure;
    bool m_integrityCheckDone = true;
};

} // namespace arbiter
