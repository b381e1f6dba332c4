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
//
// A calculator that knows which rules entry each step applies fills
// stepRules alongside, one id per step (the CLI adds them as "step_rules"), so
// a screen can link a step to its rule without reading the step's words.
struct Calculation {
    QJsonObject fields;
    std::vector<Phrase> steps;
    std::vector<QString> stepRules; // empty, or one rules entry id per step
};

using Calculator = std::function<Result<Calculation>(const QJsonObject &request)>;

struct CalculatorEntry {
    QString name; // "theosis.combat", "hex.reach", ... (within a game's definition: "combat")
    Calculator run;
};

// Every calculator of the engine: core's own, then each game's in the order of
// allGames(), named "<game id>.<name>".
const std::vector<CalculatorEntry> &allCalculators();
const Calculator *findCalculator(const QString &name);

} // namespace arbiter
