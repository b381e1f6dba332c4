#pragma once

// Shared by the tst_calc_*.cpp tests: every calculator is reached through the
// registry, exactly as the CLI reaches it.

#include "core/calculation.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace arbiter::testing {

inline QJsonObject jsonObject(const char *json)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        qFatal("test JSON does not parse: %s", json);
    return doc.object();
}

inline Result<Calculation> runCalc(const QJsonObject &request)
{
    const QString name = request.value(QStringLiteral("calc")).toString();
    const Calculator *calculator = findCalculator(name);
    if (!calculator)
        qFatal("no calculator named %s", qPrintable(name));
    return (*calculator)(request);
}

inline Result<Calculation> runCalc(const char *json) { return runCalc(jsonObject(json)); }

inline QString compactJson(const QJsonValue &v)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

// Empty when `actual` matches `expected`, otherwise the first difference.
// Objects match when every expected field matches (the subset match of the
// spec's examples), lists element by element with equal lengths, anything
// else by equality.
inline QString valueMismatch(const QJsonValue &actual, const QJsonValue &expected, const QString &where)
{
    if (expected.isObject() && actual.isObject()) {
        const QJsonObject want = expected.toObject();
        const QJsonObject got = actual.toObject();
        for (auto it = want.begin(); it != want.end(); ++it) {
            const QString field = where.isEmpty() ? it.key() : where + QLatin1Char('.') + it.key();
            if (!got.contains(it.key()))
                return QStringLiteral("missing field %1").arg(field);
            if (QString m = valueMismatch(got.value(it.key()), it.value(), field); !m.isEmpty())
                return m;
        }
        return {};
    }
    if (expected.isArray() && actual.isArray() && expected.toArray().size() == actual.toArray().size()) {
        const QJsonArray want = expected.toArray();
        for (qsizetype i = 0; i < want.size(); ++i)
            if (QString m = valueMismatch(actual.toArray().at(i), want.at(i), QStringLiteral("%1[%2]").arg(where).arg(i));
                !m.isEmpty())
                return m;
        return {};
    }
    if (actual != expected)
        return QStringLiteral("%1: got %2, expected %3").arg(where, compactJson(actual), compactJson(expected));
    return {};
}

inline QString fieldMismatch(const QJsonObject &actual, const QJsonObject &expected)
{
    return valueMismatch(actual, expected, {});
}

inline QString fieldMismatch(const Result<Calculation> &result, const char *expectedJson)
{
    if (!result)
        return QStringLiteral("refused: %1 (%2)").arg(result.error().code, renderEnglish(result.error().message));
    return fieldMismatch(result->fields, jsonObject(expectedJson));
}

inline QStringList renderedSteps(const Calculation &calculation)
{
    QStringList lines;
    for (const Phrase &step : calculation.steps)
        lines << renderEnglish(step);
    return lines;
}

} // namespace arbiter::testing

// The request succeeds and its fields include every field of expectedJson.
#define ARBITER_EXPECT_FIELDS(result, expectedJson)                                                                    \
    do {                                                                                                               \
        const QString mismatch_ = arbiter::testing::fieldMismatch((result), (expectedJson));                           \
        QVERIFY2(mismatch_.isEmpty(), qPrintable(mismatch_));                                                          \
    } while (false)

// The request is refused with this kind, code and rule id.
#define ARBITER_EXPECT_REFUSAL(result, errorKind, errorCode, ruleId)                                                   \
    do {                                                                                                               \
        const auto &result_ = (result);                                                                                \
        QVERIFY2(!result_.ok(), "expected a refusal");                                                                 \
        QCOMPARE(result_.error().kind, (errorKind));                                                                   \
        QCOMPARE(result_.error().code, QStringLiteral(errorCode));                                                     \
        QCOMPARE(result_.error().rule, QStringLiteral(ruleId));                                                        \
    } while (false)

#define ARBITER_EXPECT_BAD_REQUEST(result)                                                                             \
    do {                                                                                                               \
        const auto &result_ = (result);                                                                                \
        QVERIFY2(!result_.ok(), "expected a bad request");                                                             \
        QCOMPARE(result_.error().kind, arbiter::ErrorKind::BadRequest);                                                \
        QVERIFY(!renderEnglish(result_.error().message).isEmpty());                                                    \
    } while (false)
