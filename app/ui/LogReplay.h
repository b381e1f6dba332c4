#pragma once

#include "core/session_log.h"
#include "storage/SessionStore.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <vector>

namespace arbiter {

// One line of the log view: what a record did, in phrases that are
// translated when shown.
struct LogEntry {
    qint64 seq = 0;
    RecordKind kind = RecordKind::Action;
    std::vector<Phrase> texts;
    QStringList storedTexts; // the English texts the database holds, used when `texts` is empty
    QDateTime at; // UTC
    bool undone = false;
    // Each event's type and fields beside its text: what decides whether the
    // tablet may show it whole (a card dealt into a hand held on a phone).
    QList<QJsonObject> events;
};

LogEntry logEntryFor(qint64 seq, RecordKind kind, const std::vector<Event> &events, const QDateTime &at);

// The database keeps each record's events as English text only. Folding the
// records again through the engine gives back their phrases, so the log
// reads in the current language; a record that does not replay keeps its
// stored English text.
std::vector<LogEntry> replayForDisplay(const GameDefinition &game, const SessionState &initial,
                                       const std::vector<StoredRecord> &records);

} // namespace arbiter
