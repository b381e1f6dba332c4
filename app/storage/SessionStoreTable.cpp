// Table mode's rows of the store: the table code, the seat tokens and the
// intents phones sent, so that a host killed and started again lets the same
// phones back in and answers their resent intents as the first time.
#include "storage/SessionStore.h"

#include "storage/StorageErrors.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

Status exec(QSqlQuery &query, const QString &path)
{
    if (!query.exec())
        return storage::fromSqlError(query.lastError(), path);
    return Done{};
}

Status execText(const QSqlDatabase &db, const QString &sql, const QString &path)
{
    QSqlQuery query(db);
    if (!query.exec(sql))
        return storage::fromSqlError(query.lastError(), path);
    return Done{};
}

} // namespace

Result<TableSeating> SessionStore::tableSeating(qint64 sessionId) const
{
    TableSeating seating;
    QSqlQuery code(m_connection.database());
    code.setForwardOnly(true);
    code.prepare(u"SELECT token, port FROM table_codes WHERE session_id = ?"_s);
    code.addBindValue(sessionId);
    if (Status read = exec(code, m_path); !read)
        return read.error();
    if (code.next()) {
        seating.tableToken = code.value(0).toString();
        seating.port = static_cast<quint16>(std::clamp(code.value(1).toInt(), 0, 65535));
    }
    QSqlQuery seats(m_connection.database());
    seats.setForwardOnly(true);
    seats.prepare(u"SELECT seat, token FROM table_seats WHERE session_id = ?"_s);
    seats.addBindValue(sessionId);
    if (Status read = exec(seats, m_path); !read)
        return read.error();
    while (seats.next())
        seating.seatTokens[seats.value(0).toString()] = seats.value(1).toString();
    return seating;
}

Status SessionStore::replaceTableToken(qint64 sessionId, const QString &token)
{
    const QSqlDatabase &db = m_connection.database();
    if (Status began = execText(db, u"BEGIN IMMEDIATE"_s, m_path); !began)
        return began;
    const auto fail = [&](Status failed) {
        (void)execText(db, u"ROLLBACK"_s, m_path);
        return failed;
    };
    QSqlQuery code(db);
    code.prepare(u"INSERT INTO table_codes (session_id, token) VALUES (?, ?) "
                 "ON CONFLICT (session_id) DO UPDATE SET token = excluded.token"_s);
    code.addBindValue(sessionId);
    code.addBindValue(token);
    if (Status written = exec(code, m_path); !written)
        return fail(written);
    QSqlQuery seats(db);
    seats.prepare(u"DELETE FROM table_seats WHERE session_id = ?"_s);
    seats.addBindValue(sessionId);
    if (Status forgotten = exec(seats, m_path); !forgotten)
        return fail(forgotten);
    if (Status committed = execText(db, u"COMMIT"_s, m_path); !committed)
        return fail(committed);
    return Done{};
}

Status SessionStore::saveTablePort(qint64 sessionId, quint16 port)
{
    QSqlQuery query(m_connection.database());
    query.prepare(u"UPDATE table_codes SET port = ? WHERE session_id = ?"_s);
    query.addBindValue(static_cast<int>(port));
    query.addBindValue(sessionId);
    return exec(query, m_path);
}

Status SessionStore::saveSeatToken(qint64 sessionId, const QString &seat, const QString &token)
{
    QSqlQuery query(m_connection.database());
    query.prepare(u"INSERT INTO table_seats (session_id, seat, token) VALUES (?, ?, ?) "
                  "ON CONFLICT (session_id, seat) DO UPDATE SET token = excluded.token"_s);
    query.addBindValue(sessionId);
    query.addBindValue(seat);
    query.addBindValue(token);
    return exec(query, m_path);
}

Status SessionStore::forgetSeatToken(qint64 sessionId, const QString &seat)
{
    QSqlQuery query(m_connection.database());
    query.prepare(u"DELETE FROM table_seats WHERE session_id = ? AND seat = ?"_s);
    query.addBindValue(sessionId);
    query.addBindValue(seat);
    return exec(query, m_path);
}

Result<std::optional<qint64>> SessionStore::tableIntentSeq(qint64 sessionId, const TableIntentKey &intent) const
{
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    query.prepare(u"SELECT seq FROM table_intents WHERE session_id = ? AND seat = ? AND intent_id = ?"_s);
    query.addBindValue(sessionId);
    query.addBindValue(intent.seat);
    query.addBindValue(intent.id);
    if (Status read = exec(query, m_path); !read)
        return read.error();
    if (!query.next())
        return std::optional<qint64>();
    return std::optional<qint64>(query.value(0).toLongLong());
}

} // namespace arbiter
