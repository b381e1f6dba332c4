// The store's backups: rolling copies beside the database, and a restore
// that puts one back without replacing the file under anybody
// (docs/architecture.md, "Restoring").
#include "storage/SessionStore.h"

#include "storage/DatabaseUsers.h"
#include "storage/OwnConnections.h"
#include "storage/StorageErrors.h"
#include "storage/StoreSql.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <map>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

using namespace storage;

QString SessionStore::backupFolder(const QString &databasePath)
{
    return databasePath + u".backups"_s;
}

QStringList SessionStore::backups(const QString &databasePath)
{
    const QDir folder(backupFolder(databasePath));
    const QString stem = QFileInfo(databasePath).completeBaseName();
    QStringList found;
    // The UTC stamp in the name sorts by time; Name|Reversed puts the newest first.
    for (const QString &name : folder.entryList({stem + u"-*Z.sqlite"_s}, QDir::Files, QDir::Name | QDir::Reversed))
        found << folder.absoluteFilePath(name);
    return found;
}

namespace {

// A new backup's name in the folder: the UTC time to the millisecond.
QString newBackupPath(const QString &databasePath)
{
    const QString folder = SessionStore::backupFolder(databasePath);
    const auto nameNow = [&] {
        return folder + u'/' + QFileInfo(databasePath).completeBaseName() + u'-' +
            QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd'T'HHmmsszzz'Z'"_s) + u".sqlite"_s;
    };
    QString target = nameNow();
    // The name is the order: a taken one waits for the next millisecond
    // rather than get a suffix that would sort wrongly.
    while (QFileInfo::exists(target)) {
        QThread::msleep(2);
        target = nameNow();
    }
    return target;
}

Result<QString> writeBackup(const QSqlDatabase &db, const QString &databasePath)
{
    const QString folder = SessionStore::backupFolder(databasePath);
    if (!QDir().mkpath(folder))
        return storage::ioFailure(folder, u"the backup folder cannot be created"_s);
    const QString target = newBackupPath(databasePath);
    if (Status written = vacuumInto(db, databasePath, target); !written)
        return written.error();
    return target;
}

void trimBackups(const QString &databasePath)
{
    const QStringList all = SessionStore::backups(databasePath);
    for (qsizetype i = SessionStore::kBackupsKept; i < all.size(); ++i)
        QFile::remove(all[i]);
}

// A name beside the database that no other restore uses at the same time.
QString restoringPath(const QString &databasePath)
{
    return u"%1.restoring-%2-%3"_s.arg(databasePath)
        .arg(QCoreApplication::applicationPid())
        .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
}

// The restore's own copy and whatever SQLite or a migration left beside it.
void removeRestoringCopy(const QString &copyPath)
{
    const QFileInfo copy(copyPath);
    const QDir folder = copy.absoluteDir();
    for (const QString &name : folder.entryList({copy.fileName() + u"*"_s}, QDir::Files))
        QFile::remove(folder.absoluteFilePath(name));
}

// A file no SQLite connection of this process has open (the caller runs it
// inside whileNotOpenHere), copied byte for byte: QSaveFile writes under a
// temporary name and syncs before it renames.
Status copyClosedFile(const QString &from, const QString &to)
{
    QFile source(from);
    if (!source.open(QIODevice::ReadOnly))
        return storage::ioFailure(from, source.errorString());
    QSaveFile target(to);
    if (!target.open(QIODevice::WriteOnly))
        return storage::ioFailure(to, target.errorString());
    constexpr qint64 chunkSize = 1 << 20;
    while (!source.atEnd()) {
        const QByteArray chunk = source.read(chunkSize);
        if (chunk.isEmpty() && source.error() != QFileDevice::NoError)
            return storage::ioFailure(from, source.errorString());
        if (target.write(chunk) != chunk.size())
            return storage::ioFailure(to, target.errorString());
    }
    if (!target.commit())
        return storage::ioFailure(to, target.errorString());
    return Done{};
}

// Another process with the file open, asked through the lock its
// connections hold on the -shm file. Opening that file here is safe only
// while no connection of ours has the database open: storage.locked names
// whoever has it.
std::optional<RuleError> someoneElseUsing(const QString &databasePath)
{
    std::optional<RuleError> inUse;
    const bool closedHere = storage::whileNotOpenHere(databasePath, [&] {
        if (const std::optional<qint64> user = storage::otherProcessUsing(databasePath))
            inUse = storage::openElsewhere(databasePath, *user);
    });
    if (!closedHere)
        return storage::openHere(databasePath);
    return inUse;
}

// The restore's own transaction (the store's prepared statements serve the
// append path).
Status prepareTransaction(QSqlQuery &begin, QSqlQuery &commit, QSqlQuery &rollback, const QString &path)
{
    for (const auto &[query, sql] :
         {std::pair{&begin, u"BEGIN IMMEDIATE"_s}, std::pair{&commit, u"COMMIT"_s}, std::pair{&rollback, u"ROLLBACK"_s}}) {
        if (Status prepared = prepare(*query, sql, path); !prepared)
            return prepared;
    }
    return Done{};
}

// Each table's columns in `schemaName`, by table.
Result<std::map<QString, QStringList>> tableColumns(const QSqlDatabase &db, const QString &schemaName,
                                                    const QString &path)
{
    QSqlQuery tables(db);
    tables.setForwardOnly(true);
    if (!tables.exec(u"SELECT name FROM %1.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' "
                     "ESCAPE '\\' ORDER BY name"_s.arg(schemaName)))
        return storage::fromSqlError(tables.lastError(), path);
    std::map<QString, QStringList> columns;
    while (tables.next())
        columns[tables.value(0).toString()];
    for (auto &[table, names] : columns) {
        QSqlQuery info(db);
        info.setForwardOnly(true);
        if (!info.exec(u"PRAGMA %1.table_info(\"%2\")"_s.arg(schemaName, table)))
            return storage::fromSqlError(info.lastError(), path);
        while (info.next())
            names << u"\"%1\""_s.arg(info.value(1).toString());
    }
    return columns;
}

} // namespace

Result<QString> SessionStore::backup()
{
    auto written = writeBackup(m_connection.database(), m_path);
    if (written)
        trimBackups(m_path);
    return written;
}

Result<QString> SessionStore::backupIfDue()
{
    const QStringList all = backups(m_path);
    if (!all.isEmpty()) {
        const QDateTime newest = QFileInfo(all.first()).lastModified().toUTC();
        if (newest.isValid() && newest.secsTo(QDateTime::currentDateTimeUtc()) <
                std::chrono::duration_cast<std::chrono::seconds>(kBackupEvery).count())
            return QString();
    }
    return backup();
}

Result<QString> SessionStore::replaceContents(const QString &incomingPath, bool keepCurrent)
{
    const QSqlDatabase &db = m_connection.database();
    // ATTACH cannot run inside a transaction; the DETACH follows whatever happens.
    QSqlQuery attach(db);
    attach.prepare(u"ATTACH DATABASE ? AS incoming"_s);
    attach.addBindValue(incomingPath);
    if (Status attached = run(attach, m_path); !attached)
        return attached.error();
    const auto detach = qScopeGuard([&] { (void)run(db, u"DETACH DATABASE incoming"_s, m_path); });

    const Result<std::map<QString, QStringList>> incomingTables = tableColumns(db, u"incoming"_s, incomingPath);
    if (!incomingTables)
        return incomingTables.error();
    const Result<std::map<QString, QStringList>> currentTables = tableColumns(db, u"main"_s, m_path);
    if (!currentTables)
        return currentTables.error();
    if (*incomingTables != *currentTables)
        return storage::ioFailure(incomingPath, u"the backup's tables differ from this Arbiter's"_s);

    QSqlQuery begin(db);
    QSqlQuery commit(db);
    QSqlQuery rollback(db);
    if (Status prepared = prepareTransaction(begin, commit, rollback, m_path); !prepared)
        return prepared.error();
    for (int attempt = 0; attempt < kMigrationAttempts; ++attempt) {
        // The current file is kept first, with VACUUM INTO, which cannot run
        // inside a transaction; the contents are replaced only when nobody
        // committed since, so the kept copy holds everything acknowledged
        // before the restore.
        const Result<qint64> versionBefore = dataVersionOf(db, m_path);
        if (!versionBefore)
            return versionBefore.error();
        QString kept;
        if (keepCurrent) {
            auto written = writeBackup(db, m_path);
            if (!written)
                return written.error();
            kept = written.value();
        }
        WriteTransaction transaction(begin, commit, rollback, m_path);
        if (Status began = transaction.begin(); !began) {
            QFile::remove(kept);
            return began.error();
        }
        const Result<qint64> versionNow = dataVersionOf(db, m_path);
        if (!versionNow) {
            QFile::remove(kept);
            return versionNow.error();
        }
        if (*versionNow != *versionBefore) {
            QFile::remove(kept); // another program wrote after the copy
            continue;
        }
        // Rows are deleted and inserted table by table; the references
        // between them are checked once, at the commit.
        QStringList statements{u"PRAGMA defer_foreign_keys = ON"_s};
        for (const auto &[table, columns] : *currentTables)
            statements << u"DELETE FROM main.\"%1\""_s.arg(table);
        // AUTOINCREMENT's counter stays where it was if that is higher:
        // a session number handed out since the backup is not handed out
        // again.
        for (const auto &[table, columns] : *incomingTables)
            statements << u"INSERT INTO main.\"%1\" (%2) SELECT %2 FROM incoming.\"%1\""_s.arg(table, columns.join(u", "_s));
        if (Status replaced = runAll(db, statements, m_path); !replaced) {
            QFile::remove(kept);
            return replaced.error();
        }
        if (Status committed = transaction.commit(); !committed) {
            QFile::remove(kept);
            return committed.error();
        }
        return kept;
    }
    return storage::lockedFile(m_path);
}

Result<QString> SessionStore::restoreBackup(const QString &databasePath, const QString &backupPath)
{
    const QString chosen = QFileInfo(backupPath).absoluteFilePath();
    if (!backups(databasePath).contains(chosen))
        return storage::ioFailure(backupPath, u"this is not one of the database's backups"_s);
    // The chosen file must itself be a good Arbiter database before the
    // current one is touched.
    if (Status header = checkHeader(chosen); !header)
        return header.error();
    if (Status probed = probeReadOnly(chosen, u"arbiter-restore-probe"_s, kDefaultBusyTimeout); !probed)
        return probed.error();
    // Whoever has the file open keeps its own idea of the sessions in
    // memory and would go on from there: refused while anyone has it open,
    // this process (table mode) included.
    if (std::optional<RuleError> inUse = someoneElseUsing(databasePath))
        return *inUse;

    // The chosen backup is copied (through SQLite) and brought to this
    // Arbiter's format version, so that it can be read table by table.
    const QString incoming = restoringPath(databasePath);
    const auto removeIncoming = qScopeGuard([&] { removeRestoringCopy(incoming); });
    {
        const bool mayBeInUse = sideFileExists(chosen, u"-wal"_s) || sideFileExists(chosen, u"-journal"_s);
        SqlConnection backupFile(u"arbiter-restore-backup"_s, chosen,
                                 mayBeInUse ? SqlConnection::Access::ReadOnly : SqlConnection::Access::ReadOnlyImmutable,
                                 kDefaultBusyTimeout);
        if (Status opened = backupFile.open(); !opened)
            return opened.error();
        if (Status copied = vacuumInto(backupFile.database(), chosen, incoming); !copied)
            return copied.error();
    }
    if (auto migrated = open(incoming, u"arbiter-restore-incoming"_s); !migrated)
        return migrated.error();

    const bool existed = QFileInfo::exists(databasePath);
    auto current = open(databasePath, u"arbiter-restore-current"_s);
    if (current) {
        // The usual case: the contents are replaced in one transaction, so
        // another program that opens the file meanwhile reads the old or
        // the restored sessions, never a mix, and nothing is renamed under it.
        auto kept = current.value()->replaceContents(incoming, existed);
        current.value().reset();
        if (!kept)
            return kept.error();
        trimBackups(databasePath);
        return kept;
    }
    // Only a file that is damaged, foreign or from a newer Arbiter is
    // replaced whole; any other trouble (locked, busy, a read error, a full
    // disk) may pass, and the file stays as it is.
    static const QStringList damaged{u"storage.corrupt"_s, u"storage.foreign"_s, u"storage.newer"_s};
    if (!damaged.contains(current.error().code))
        return current.error();
    // The check read a file without a journal beside it as a frozen image,
    // without locks: a program that began writing meanwhile changed pages
    // under it. Before the file is replaced whole, the verdict is asked again
    // through SQLite's locks; a file that passes then is in use, not damaged.
    if (probeWith(SqlConnection::Access::ReadOnly, databasePath, u"arbiter-restore-confirm"_s, kDefaultBusyTimeout,
                  PageCheck::Every))
        return storage::lockedFile(databasePath);

    // A file Arbiter cannot open (the reason to restore) is kept byte for
    // byte beside it, outside the list of backups, and the restored copy is
    // renamed into its place: both while no connection of this process can
    // open it and, asked again, no other process has it open.
    const QString keptCurrent = databasePath + u".replaced-"_s +
        QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd'T'HHmmsszzz'Z'"_s);
    Status swapped = Done{};
    const bool closedHere = storage::whileNotOpenHere(databasePath, [&] {
        if (const std::optional<qint64> user = storage::otherProcessUsing(databasePath)) {
            swapped = storage::openElsewhere(databasePath, *user);
            return;
        }
        if (Status copied = copyClosedFile(databasePath, keptCurrent); !copied) {
            swapped = copied;
            return;
        }
        QFile::remove(databasePath + u"-wal"_s);
        QFile::remove(databasePath + u"-shm"_s);
        QFile::remove(databasePath);
        if (!QFile::rename(incoming, databasePath))
            swapped = storage::ioFailure(databasePath, u"the backup could not be put in place"_s);
    });
    if (!closedHere)
        return storage::openHere(databasePath);
    if (!swapped)
        return swapped.error();
    trimBackups(databasePath);
    return keptCurrent;
}

} // namespace arbiter
