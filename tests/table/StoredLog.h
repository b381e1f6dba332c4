#pragma once

#include "storage/SessionStore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <vector>

// What the database holds of a session, as a phone's log shows it (seq, kind,
// action), for the table tests to compare each device's log with.
inline QJsonArray storedLog(const arbiter::SessionStore &store, qint64 session)
{
    QJsonArray out;
    const std::vector<arbiter::StoredRecord> records = store.records(session).value();
    for (const arbiter::StoredRecord &r : records) {
        QJsonObject o{{QStringLiteral("seq"), static_cast<double>(r.seq)}, {QStringLiteral("kind"), r.kind}};
        if (!r.action.isEmpty())
            o.insert(QStringLiteral("action"), QJsonDocument::fromJson(r.action).object());
        out.append(o);
    }
    return out;
}

// A device's log without the events' texts, which the database does not keep.
inline QJsonArray withoutEvents(const QJsonArray &log)
{
    QJsonArray out;
    for (const QJsonValue &v : log) {
        QJsonObject o = v.toObject();
        o.remove(QStringLiteral("events"));
        out.append(o);
    }
    return out;
}
