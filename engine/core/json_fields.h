#pragma once

#include "hex.h"
#include "rational.h"
#include "rule_error.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <optional>
#include <vector>

namespace arbiter::json {

// Reading request fields with precise refusals: each helper returns the value
// or a BadRequest naming the field and what was wrong with it. `path` is the
// field's name as the user wrote it ("attacker.rank").

Result<int> requiredInt(const QJsonObject &o, const QString &key, const QString &path, int min, int max);
Result<int> optionalInt(const QJsonObject &o, const QString &key, const QString &path, int fallback, int min,
                        int max);
Result<bool> optionalBool(const QJsonObject &o, const QString &key, const QString &path, bool fallback);
Result<QString> requiredString(const QJsonObject &o, const QString &key, const QString &path);
Result<QString> optionalString(const QJsonObject &o, const QString &key, const QString &path,
                               const QString &fallback);
Result<QJsonObject> requiredObject(const QJsonObject &o, const QString &key, const QString &path);
Result<QJsonArray> optionalArray(const QJsonObject &o, const QString &key, const QString &path);
Result<QJsonArray> requiredArray(const QJsonObject &o, const QString &key, const QString &path);
// A string that must be one of `allowed`.
Result<QString> requiredChoice(const QJsonObject &o, const QString &key, const QString &path,
                               const QStringList &allowed);

// [q, r] with integers in a sane range (|q|,|r| <= 1000).
Result<Hex> hexFrom(const QJsonValue &v, const QString &path);
Result<std::vector<Hex>> hexListFrom(const QJsonValue &v, const QString &path);
QJsonArray toJson(Hex h);
QJsonArray toJson(const std::vector<Hex> &hexes);

// A board per the CLI spec: {"radius": R} or {"hexes": [...]}, plus optional
// "blocked", "traps", "costs". Radius is limited to 0..50.
Result<Board> boardFrom(const QJsonValue &v, const QString &path);
// [{"id":..,"at":[q,r],"side":..}, ...]: ids unique, hexes on the board and distinct.
Result<std::vector<Piece>> piecesFrom(const QJsonValue &v, const QString &path, const Board &board);

// Field paths for messages: childPath("attacker", "rank") is "attacker.rank"
// (just "rank" at the top level), indexedPath("cards", 2) is "cards[2]".
QString childPath(const QString &path, const QString &key);
QString indexedPath(const QString &path, qsizetype index);

// Exact numbers as the CLI writes them: a JSON integer while a double holds it
// exactly (|v| <= 2^53), a decimal string beyond.
QJsonValue exactInteger(Rational::Int v);
// {"num", "den", "p"}: the exact fraction and its nearest double.
QJsonObject toJson(const Rational &r);

// A refusal for a malformed field: BadRequest, code "request.field".
RuleError fieldError(const QString &path, const char *whatIsWrong);

} // namespace arbiter::json
