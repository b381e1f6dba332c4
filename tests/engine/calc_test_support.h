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

// Empty when every field of `expected` has an equal value in `actual` (the
// subset match of the spec's examples); otherwise the first difference.
inline QString fieldMismatch(const QJsonObject &actual, const QJsonObject &expected)
{
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        if (!actual.contains(it.key()))
            return QStringLiteral("missing field \"%1\"").arg(it.key());
        if (actual.value(it.key()) != it.value())
            return QStringLiteral("field \"%1\": got %2, expected %3")
                .arg(it.key(),
                     QString::fromUtf8(QJsonDocument(QJsonArray{actual.value(it.key())}).toJson(QJsonDocument::Compact)),
                     QString::fromUtf8(QJsonDocument(QJsonArray{it.value()}).toJson(QJsonDocument::Compact)));
    }
    return {};
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
