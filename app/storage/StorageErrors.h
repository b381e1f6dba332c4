#pragma once

#include "core/rule_error.h"

#include <QString>

class QSqlError;

namespace arbiter::storage {

// The store's refusals, each a RuleError of kind Storage (or NotFound /
// Internal where noted) with a stable code and a sentence that names the file,
// so the user knows which database is meant and that it was left alone.

RuleError foreignFile(const QString &path); // "storage.foreign"
RuleError corruptFile(const QString &path, const QString &detail); // "storage.corrupt"
RuleError newerFile(const QString &path, int version, int newestReadable); // "storage.newer"
RuleError lockedFile(const QString &path); // "storage.locked"
// "storage.locked": another process has the file open, so its sessions are
// not replaced under it (a restore would leave it working from sessions that
// are no longer there).
RuleError openElsewhere(const QString &path, qint64 processId);
// "storage.locked": another part of this process (table mode's host) still
// has it open.
RuleError openHere(const QString &path);
RuleError ioFailure(const QString &path, const QString &detail); // "storage.io"
RuleError readOnlyFile(const QString &path); // "storage.read_only"
RuleError diskFull(const QString &path); // "storage.full"
RuleError outOfSequence(qint64 sessionId, qint64 given, qint64 expected); // "storage.sequence"
RuleError importOutOfSequence(qint64 given, qint64 expected); // "storage.sequence"
RuleError unknownRecordKind(const QString &kind); // Internal "storage.bad_record": a caller bug
RuleError sessionNotFound(qint64 id); // NotFound "session.not_found"

// Maps SQLite's result code (busy, corrupt, ...) to the matching refusal.
RuleError fromSqlError(const QSqlError &error, const QString &path);

} // namespace arbiter::storage
