#include "SessionLibrary.h"

#include "games/GameScreens.h"

#include "AppContext.h"
#include "GameListModel.h"
#include "LanguageChangeWatcher.h"
#include "Preferences.h"
#include "SessionExport.h"
#include "SessionListModel.h"
#include "content/ContentLibrary.h"
#include "games/GameScreens.h"
#include "session/SessionService.h"
#include "text/ContentPathWords.h"
#include "text/PhraseText.h"

#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJSEngine>
#include <QQuickWindow>
#include <QThread>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTimer>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

QString shownError(const std::optional<RuleError> &error)
{
    return error ? translated(error->message) : QString();
}

} // namespace

SessionLibrary::SessionLibrary(const QString &databasePath, bool temporaryDatabase, Preferences *remember,
                               QObject *parent)
    : QObject(parent),
      m_sessions(new SessionListModel(this)),
      m_games(new GameListModel(this)),
      m_languageWatcher(new LanguageChangeWatcher(this)),
      m_remember(remember),
      m_temporary(temporaryDatabase),
      m_databasePath(databasePath),
      m_otherWriters(new QTimer(this))
{
    connect(m_languageWatcher, &LanguageChangeWatcher::languageChanged, this, &SessionLibrary::errorChanged);
    // A poll, not a file watcher: the WAL file changes with our own commits
    // too, and data_version is one cheap read that tells them apart.
    m_otherWriters->setInterval(kOtherWritersPollMs);
    connect(m_otherWriters, &QTimer::timeout, this, &SessionLibrary::checkForOtherWriters);
    m_otherWriters->start();
    // Reading every page of a big file would hold up the first frame (74 ms
    // for 10,000 sessions); that part of the check follows it instead.
    ++m_connectionCount;
    auto store = SessionStore::open(
        databasePath, u"arbiter-ui-%1-%2"_s.arg(reinterpret_cast<quintptr>(this)).arg(m_connectionCount),
        SessionStore::kDefaultBusyTimeout, SessionStore::OpenCheck::Deferred);
    if (store) {
        use(std::move(store).value(), databasePath);
        refresh();
        m_integrityCheckDone = false;
        m_integrityCheckedPath = databasePath;
        // After the event loop has started, when the window exists.
        QTimer::singleShot(0, this, &SessionLibrary::startIntegrityCheckAfterFirstFrame);
    } else {
        m_error = store.error();
    }
}

void SessionLibrary::startIntegrityCheckAfterFirstFrame()
{
    if (m_integrityCheckDone || m_integrityCheck)
        return;
    for (QWindow *window : QGuiApplication::topLevelWindows()) {
        if (auto *quickWindow = qobject_cast<QQuickWindow *>(window); quickWindow && quickWindow->isVisible()) {
            // Emitted on the render thread: queued to this one.
            connect(quickWindow, &QQuickWindow::frameSwapped, this, &SessionLibrary::startIntegrityCheck,
                    static_cast<Qt::ConnectionType>(Qt::QueuedConnection | Qt::SingleShotConnection));
            // A window that never draws (minimised at start) must not
            // leave the file unchecked.
            QTimer::singleShot(2000, this, &SessionLibrary::startIntegrityCheck);
            return;
        }
    }
    startIntegrityCheck();
}

void SessionLibrary::startIntegrityCheck()
{
    if (m_integrityCheckDone || m_integrityCheck)
        return;
    auto failure = std::make_shared<std::optional<RuleError>>();
    m_integrityFailure = failure;
    const QString path = m_integrityCheckedPath;
    const QString connection = u"arbiter-integrity-%1"_s.arg(reinterpret_cast<quintptr>(this));
    m_integrityCheck = QThread::create([path, connection, failure] {
        if (Status verified = SessionStore::verifyIntegrity(path, connection); !verified)
            *failure = verified.error();
    });
    m_integrityCheck->setParent(this);
    connect(m_integrityCheck, &QThread::finished, this, &SessionLibrary::finishIntegrityCheck);
    m_integrityCheck->start(QThread::LowPriority);
}

void SessionLibrary::finishIntegrityCheck()
{
    if (m_integrityCheckDone || !m_integrityCheck)
        return;
    m_integrityCheck->wait();
    m_integrityCheckDone = true;
    const std::optional<RuleError> failure = *m_integrityFailure;
    m_integrityCheck->deleteLater();
    m_integrityCheck = nullptr;
    // Another file was chosen meanwhile: the verdict is about a file no
    // longer in use.
    if (!failure || !m_store || m_databasePath != m_integrityCheckedPath)
        return;
    // Let go of the file as open() would have refused it: the problem
    // page takes the home's place and nothing more is written.
    (void)m_sessions->reload(nullptr);
    m_service.reset();
    m_store.reset();
    setError(m_error, failure);
    Q_EMIT databaseChanged();
}

bool SessionLibrary::integrityCheckPending() const
{
    return !m_integrityCheckDone;
}

bool SessionLibrary::awaitIntegrityCheck()
{
    if (!m_integrityCheckDone) {
        if (!m_integrityCheck)
            startIntegrityCheck();
        finishIntegrityCheck();
    }
    return ready();
}

void SessionLibrary::use(std::unique_ptr<SessionStore> store, const QString &path)
{
    // The list reads pages from the store: it lets go of the old one first.
    (void)m_sessions->reload(nullptr);
    m_service.reset();
    m_store = std::move(store);
    auto version = m_store->dataVersion();
    m_seenDataVersion = version ? version.value() : -1;
    // The table's own card packs sit beside its database, as for arbiter-cli.
    m_content = std::make_unique<ContentLibrary>(ContentLibrary::folderBeside(path));
    m_service = std::make_unique<SessionService>(*m_store, m_content.get());
    m_databasePath = path;
}

SessionLibrary::~SessionLibrary()
{
    if (m_integrityCheck)
        m_integrityCheck->wait();
}

SessionLibrary *SessionLibrary::create(QQmlEngine *engine, QJSEngine *)
{
    SessionLibrary *library = AppContext::of(engine)->library();
    QJSEngine::setObjectOwnership(library, QJSEngine::CppOwnership);
    return library;
}

Result<std::unique_ptr<SessionStore>> SessionLibrary::openStore(const QString &path)
{
    // Each store needs its own connection name; the old one stays open until
    // the new file is known to be good.
    ++m_connectionCount;
    return SessionStore::open(path, u"arbiter-ui-%1-%2"_s.arg(reinterpret_cast<quintptr>(this)).arg(m_connectionCount));
}

QString SessionLibrary::error() const
{
    return shownError(m_error);
}

QString SessionLibrary::databaseError() const
{
    return shownError(m_databaseError);
}

QString SessionLibrary::exportError() const
{
    return shownError(m_exportError);
}

QString SessionLibrary::backupError() const
{
    return shownError(m_backupError);
}

QString SessionLibrary::defaultExportFolder()
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return documents.isEmpty() ? QDir::homePath() : documents;
}

void SessionLibrary::setError(std::optional<RuleError> &slot, std::optional<RuleError> error)
{
    if (!slot && !error)
        return;
    slot = std::move(error);
    Q_EMIT errorChanged();
}

void SessionLibrary::clearErrors()
{
    setError(m_error, std::nullopt);
    setError(m_databaseError, std::nullopt);
    setError(m_exportError, std::nullopt);
    setError(m_backupError, std::nullopt);
}

void SessionLibrary::checkForOtherWriters()
{
    if (!m_store)
        return;
    auto version = m_store->dataVersion();
    if (!version || version.value() == m_seenDataVersion)
        return;
    m_seenDataVersion = version.value();
    refresh();
    Q_EMIT changedElsewhere();
}

void SessionLibrary::refresh()
{
    if (const Status loaded = m_sessions->reload(m_store.get()); !loaded)
        setError(m_error, loaded.error());
}

qint64 SessionLibrary::createSession(const QString &gameId, const QStringList &playerNames)
{
    return createSessionWith(gameId, QJsonArray::fromStringList(playerNames), {});
}

qint64 SessionLibrary::createSessionWith(const QString &gameId, const QJsonArray &players, const QJsonObject &setup)
{
    if (!awaitIntegrityCheck())
        return -1;
    const GameDefinition *game = findGame(gameId);
    if (game && !startableInApp(game->id)) {
        setError(m_error, RuleError::invalid(u"session.rules_not_built"_s, u"core.sessions"_s,
                                             phrase(QT_TRANSLATE_NOOP("Engine", "The app cannot start this game yet."))));
        return -1;
    }
    QJsonArray named;
    for (const QJsonValue &player : players) {
        if (player.isObject()) {
            named.append(player);
            continue;
        }
        const QString name = player.toString().trimmed();
        if (!name.isEmpty())
            named.append(name);
    }
    auto id = m_service->create(gameId, named, setup,
                                QRandomGenerator::global()->generate64());
    if (!id) {
        setError(m_error, id.error());
        return -1;
    }
    setError(m_error, std::nullopt);
    refresh();
    return id.value();
}

QJsonObject SessionLibrary::contentPack(const QString &gameId)
{
    if (!m_content)
        return {};
    auto pack = m_content->pack(gameId);
    if (!pack) {
        setError(m_error, pack.error());
        return {};
    }
    return pack.value();
}

bool SessionLibrary::hasUserContentPack(const QString &gameId) const
{
    return m_content && m_content->hasUserPack(gameId);
}

bool SessionLibrary::saveContentPack(const QString &gameId, const QJsonObject &pack)
{
    if (!m_content)
        return false;
    const Status saved = m_content->saveUserPack(gameId, pack);
    std::optional<RuleError> refused;
    if (!saved) {
        refused = saved.error();
        refused->message = contentProblemInWords(pack, refused->message);
    }
    setError(m_error, refused);
    return bool(saved);
}

bool SessionLibrary::resetContentPack(const QString &gameId)
{
    if (!m_content)
        return false;
    const Status reset = m_content->resetUserPack(gameId);
    setError(m_error, reset ? std::nullopt : std::optional<RuleError>(reset.error()));
    return bool(reset);
}

qint64 SessionLibrary::duplicateSession(qint64 id)
{
    if (!awaitIntegrityCheck())
        return -1;
    auto original = m_store->session(id);
    if (!original) {
        setError(m_error, original.error());
        return -1;
    }
    auto copy = m_service->duplicate(id, tr("%1 (copy)").arg(original->title));
    if (!copy) {
        setError(m_error, copy.error());
        return -1;
    }
    setError(m_error, std::nullopt);
    refresh();
    return copy.value();
}

bool SessionLibrary::removeSession(qint64 id)
{
    if (!awaitIntegrityCheck())
        return false;
    const Status removed = m_service->remove(id);
    if (!removed) {
        setError(m_error, removed.error());
        return false;
    }
    setError(m_error, std::nullopt);
    Q_EMIT sessionRemoved(id);
    refresh();
    return true;
}

bool SessionLibrary::openDatabase(const QString &path)
{
    const QString wanted = QFileInfo(path.trimmed()).absoluteFilePath();
    if (path.trimmed().isEmpty()) {
        setError(m_databaseError, RuleError::badRequest(u"storage.no_path"_s,
                                                        phrase(QT_TRANSLATE_NOOP("Engine", "Type the path of a database file."))));
        return false;
    }
    auto store = openStore(wanted);
    if (!store) {
        setError(m_databaseError, store.error());
        return false;
    }
    use(std::move(store).value(), wanted);
    if (m_remember && !m_temporary)
        m_remember->setDatabasePath(wanted);
    setError(m_error, std::nullopt);
    setError(m_databaseError, std::nullopt);
    Q_EMIT databaseChanged();
    refresh();
    return true;
}

QString SessionLibrary::problemReason() const
{
    if (ready())
        return {};
    return m_error ? m_error->code : u"storage.io"_s;
}

QString SessionLibrary::freshDatabasePath() const
{
    const QDir folder = QFileInfo(m_databasePath).absoluteDir();
    const QString stem = u"arbiter-"_s + QDate::currentDate().toString(u"yyyy-MM-dd"_s);
    QString candidate = folder.absoluteFilePath(stem + u".sqlite"_s);
    for (int n = 2; QFileInfo::exists(candidate); ++n)
        candidate = folder.absoluteFilePath(stem + u'-' + QString::number(n) + u".sqlite"_s);
    return candidate;
}

QList<BackupFile> SessionLibrary::backups() const
{
    QList<BackupFile> out;
    // Listed without an open store too: restoring one is the way out of a
    // damaged file.
    for (const QString &path : SessionStore::backups(m_databasePath)) {
        const QFileInfo file(path);
        out.append(BackupFile{.path = path, .name = file.fileName(), .time = file.lastModified(), .size = file.size()});
    }
    return out;
}

bool SessionLibrary::backupNow()
{
    if (!awaitIntegrityCheck())
        return false;
    auto written = m_store->backup();
    if (!written) {
        setError(m_databaseError, written.error());
        setError(m_backupError, written.error());
        return false;
    }
    setError(m_backupError, std::nullopt);
    Q_EMIT backupsChanged();
    return true;
}

void SessionLibrary::backupIfDue()
{
    if (!awaitIntegrityCheck())
        return;
    auto written = m_store->backupIfDue();
    if (written && !written->isEmpty())
        Q_EMIT backupsChanged();
}

bool SessionLibrary::restoreBackup(const QString &path)
{
    // Any verdict on the file as it was comes first, so that it cannot
    // later be taken for a verdict on the restored one.
    (void)awaitIntegrityCheck();
    const QString database = m_databasePath;
    // Our own connection must be gone before the file is replaced.
    (void)m_sessions->reload(nullptr);
    m_service.reset();
    m_store.reset();
    Q_EMIT databaseChanged();
    auto kept = SessionStore::restoreBackup(database, path);
    auto store = openStore(database);
    if (store)
        use(std::move(store).value(), database);
    setError(m_backupError, kept ? std::nullopt : std::optional<RuleError>(kept.error()));
    if (!kept)
        setError(m_databaseError, kept.error());
    else if (!store)
        setError(m_databaseError, store.error());
    else
        setError(m_databaseError, std::nullopt);
    setError(m_error, store ? std::nullopt : std::optional<RuleError>(store.error()));
    Q_EMIT databaseChanged();
    Q_EMIT backupsChanged();
    refresh();
    return kept && m_store;
}

QString SessionLibrary::exportAll(const QString &folder)
{
    if (!m_service)
        return {};
    auto written = exportAllSessions(*m_service, folder);
    if (!written) {
        setError(m_exportError, written.error());
        return {};
    }
    setError(m_exportError, std::nullopt);
    m_lastExportPath = QDir::toNativeSeparators(written.value());
    Q_EMIT lastExportPathChanged();
    return m_lastExportPath;
}

} // namespace arbiter
