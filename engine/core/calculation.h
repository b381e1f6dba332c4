#pragma once

#include "phrase.h"
#include "rule_error.h"

#include <QJsonObject>
#include <QString>
#include <functional>
#include <vector>

namespace arbiter {

// The outcome of a pure calculator: the response fields of the CLI spec
// (without "ok" and "steps") plus the steps that explain the arithmetic, in
// order. The CLI renders the steps in English, the app in the user's language.
struct Calculation {
    QJsonObject fields;
    std::vector<Phrase> steps;
};

using Calculator = std::function<Result<Calculation>(const QJsonObject &request)>;

struct CalculatorEntry {
    QString name; // "theosis.combat", "hex.reach", ...
    Calculator run;
};

// Every calculator of the engine, core and games alike.
const std::vector<CalculatorEntry> &allCalculators();
const Calculator *findCalculator(const QString &name);

} // namespace arbiter
