#pragma once

#include <QSqlDatabase>
#include <QString>

namespace arbiter::storage {

// SQLite's own lower() and LIKE fold only ASCII letters: "öz" would not find
// "Özil". The store searches through a function of its own instead,
// arbiter_contains(text, needle): 1 when `text` contains `needle` once both
// are case-folded the way Qt folds them (the needle comes folded already,
// see foldedNeedle), 0 otherwise or when `text` is NULL.
//
// Registered on one connection; false when the driver does not hand out a
// SQLite handle, and the caller then falls back to instr(lower(..)).
bool registerContainsFunction(const QSqlDatabase &db);

// What the function expects as its second argument.
[[nodiscard]] QString foldedNeedle(const QString &text);

} // namespace arbiter::storage
