#include "storage/TextSearch.h"

#include <QSqlDriver>
#include <QVariant>
#include <sqlite3.h>

namespace arbiter::storage {

namespace {

QString textArgument(sqlite3_value *value)
{
    const auto *bytes = reinterpret_cast<const char *>(sqlite3_value_text(value));
    return QString::fromUtf8(bytes, sqlite3_value_bytes(value));
}

void containsFolded(sqlite3_context *context, int argc, sqlite3_value **argv)
{
    if (argc != 2 || sqlite3_value_type(argv[0]) == SQLITE_NULL || sqlite3_value_type(argv[1]) == SQLITE_NULL) {
        sqlite3_result_int(context, 0);
        return;
    }
    const QString needle = textArgument(argv[1]);
    const QString text = textArgument(argv[0]);
    sqlite3_result_int(context, text.toCaseFolded().contains(needle) ? 1 : 0);
}

} // namespace

bool registerContainsFunction(const QSqlDatabase &db)
{
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return false;
    auto *connection = *static_cast<sqlite3 *const *>(handle.constData());
    if (!connection)
        return false;
    return sqlite3_create_function_v2(connection, "arbiter_contains", 2,
                                      SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, nullptr, containsFolded,
                                      nullptr, nullptr, nullptr) == SQLITE_OK;
}

QString foldedNeedle(const QString &text)
{
    return text.trimmed().toCaseFolded();
}

} // namespace arbiter::storage
