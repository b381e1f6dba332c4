#include "LogReplay.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

QStringList storedTexts(const QByteArray &events)
{
    QStringList texts;
    for (const QJsonValue &event : QJsonDocument::fromJson(events).array())
        texts << event.toObject().value(u"text"_s).toString();
    return texts;
}

QList<QJsonObject> storedEvents(const QByteArray &events)
{
    QList<QJsonObject> fields;
    for (const QJsonValue &event : QJsonDocument::fromJson(events).array())
        fields << event.toObject();
    return fields;
}

QJsonObject fieldsOf(const Event &event)
{
    QJsonObject fields = event.data;
    fields.insert(u"type"_s, event.type);
    return fields;
}

} // namespace

LogEntry logEntryFor(qint64 seq, RecordKind kind, const std::vector<Event> &events, const QDateTime &at)
{
    LogEntry entry{seq, kind, {}, {}, at, false, {}};
    for (const Event &event : events) {
        entry.texts.push_back(event.text);
        entry.events.push_back(fieldsOf(event));
    }
    return entry;
}

std::vector<LogEntry> replayForDisplay(const GameDefinition &game, const SessionState &initial,
                                       const std::vector<StoredRecord> &records)
{
    std::vector<LogEntry> entries;
    entries.reserve(records.size());
    SessionLog log(game, initial);
    bool replaying = true;
    for (const StoredRecord &stored : records) {
        const RecordKind kind = recordKindFromName(stored.kind).value_or(RecordKind::Action);
        LogEntry entry{stored.seq, kind, {}, storedTexts(stored.events), stored.at, false, storedEvents(stored.events)};
        // Once a record fails to replay the states after it are unknown, so
        // the rest of the log falls back to the stored texts.
        if (replaying && stored.seq == log.nextSeq()) {
            Result<Transition> outcome = kind == RecordKind::Undo ? log.tryUndo()
                : kind == RecordKind::Redo                        ? log.tryRedo()
                                                                  : log.tryApply(QJsonDocument::fromJson(stored.action).object());
            if (outcome) {
                entry.events.clear();
                for (const Event &event : outcome->events) {
                    entry.texts.push_back(event.text);
                    entry.events.push_back(fieldsOf(event));
                }
                log.accept(Record{stored.seq, kind, stored.action}, outcome.value());
            } else {
                replaying = false;
            }
        } else {
            replaying = false;
        }
        entries.push_back(std::move(entry));
    }
    return entries;
}

} // namespace arbiter
