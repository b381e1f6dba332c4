#include "storage/StorageErrors.h"

#include <QDir>
#include <QSqlError>

using namespace Qt::Literals::StringLiterals;

namespace arbiter::storage {

namespace {

// SQLite's primary result codes; an extended code keeps its primary code in
// the low byte.
constexpr int kSqliteBusy = 5;
constexpr int kSqliteLocked = 6;
constexpr int kSqliteReadOnly = 8;
constexpr int kSqliteCorrupt = 11;
constexpr int kSqliteFull = 13;
constexpr int kSqliteNotADatabase = 26;

QString shown(const QString &path) { return QDir::toNativeSeparators(path); }

} // namespace

RuleError foreignFile(const QString &path)
{
    return RuleError::storage(
        u"storage.foreign"_s,
        phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not a database Arbiter can use. The file was left as it is."), shown(path)));
}

RuleError corruptFile(const QString &path, const QString &detail)
{
    return RuleError::storage(
        u"storage.corrupt"_s,
        phrase(QT_TRANSLATE_NOOP("Engine", "The database %1 is damaged (%2). The file was left as it is; restore a backup or "
                              "choose another file."),
               shown(path), detail));
}

RuleError newerFile(const QString &path, int version, int newestReadable)
{
    return RuleError::storage(
        u"storage.newer"_s,
        phrase(QT_TRANSLATE_NOOP("Engine", "The database %1 has format version %2, written by a newer Arbiter; this Arbiter "
                              "reads up to version %3. Update Arbiter to open it. The file was left as it is."),
               shown(path), version, newestReadable));
}

RuleError lockedFile(const QString &path)
{
    return RuleError::storage(
        u"storage.locked"_s,
        phrase(QT_TRANSLATE_NOOP("Engine", "The database %1 is in use by another program. Close it there and try again."),
               shown(path)));
}

RuleError openElsewhere(const QString &path, qint64 processId)
{
    return RuleError::storage(
        u"storage.locked"_s,
        phrase(QT_TRANSLATE_NOOP("Engine", "The database %1 is open in another program (process %2). Close it there "
                                           "first: replacing the file under it would lose what it writes next."),
               shown(path), QString::number(processId)));
}

RuleError openHere(const QString &path)
{
    return RuleError::storage(
        u"storage.locked"_s,
        phrase(QT_TRANSLATE_NOOP("Engine", "The database %1 is still in use by table mode. Stop table mode first: "
                                           "replacing the sessions under it would lose what the phones send next."),
               shown(path)));
}

RuleError ioFailure(const QString &path, const QString &detail)
{
    return RuleError::storage(u"storage.io"_s,
                              phrase(QT_TRANSLATE_NOOP("Engine", "Could not read or write the database %1: %2"), shown(path), detail));
}

RuleError readOnlyFile(const QString &path)
{
    return RuleError::storage(
        u"storage.read_only"_s,
        phrase(QT_TRANSLATE_NOOP("Engine", "The database %1 can be read but not written (the file or its folder is read-only). "
                                           "The file was left as it is."),
               shown(path)));
}

RuleError diskFull(const QString &path)
{
    return RuleError::storage(
        u"storage.full"_s,
        phrase(QT_TRANSLATE_NOOP("Engine", "The disk holding the database %1 is full. Nothing more was written; free some "
                                           "space and try again."),
               shown(path)));
}

RuleError outOfSequence(qint64 sessionId, qint64 given, qint64 expected)
{
    return RuleError::storage(
        u"storage.sequence"_s,
        phrase(QT_TRANSLATE_NOOP("Engine", "Record %1 of session %2 was not stored: the log only grows one record at a time and "
                              "the next one is %3."),
               given, sessionId, expected));
}

RuleError importOutOfSequence(qint64 given, qint64 expected)
{
    return RuleError::storage(
        u"storage.sequence"_s,
        phrase(QT_TRANSLATE_NOOP("Engine", "The imported log is out of order: record %1 stands where record %2 belongs. Nothing "
                              "was imported."),
               given, expected));
}

RuleError unknownRecordKind(const QString &kind)
{
    return {ErrorKind::Internal, u"storage.bad_record"_s, {},
            phrase(QT_TRANSLATE_NOOP("Engine", "A record of kind \"%1\" cannot be stored: only action, undo and redo exist."),
                   kind)};
}

RuleError sessionNotFound(qint64 id)
{
    return RuleError::notFound(u"session.not_found"_s, phrase(QT_TRANSLATE_NOOP("Engine", "There is no session %1."), id));
}

RuleError fromSqlError(const QSqlError &error, const QString &path)
{
    bool numeric = false;
    const int primaryCode = error.nativeErrorCode().toInt(&numeric) & 0xff;
    if (numeric) {
        switch (primaryCode) {
        case kSqliteBusy:
        case kSqliteLocked:
            return lockedFile(path);
        case kSqliteReadOnly:
            return readOnlyFile(path);
        case kSqliteFull:
            return diskFull(path);
        case kSqliteCorrupt:
        case kSqliteNotADatabase:
            return corruptFile(path, error.databaseText());
        default:
            break;
        }
    }
    return ioFailure(path, error.text());
}

} // namespace arbiter::storage
