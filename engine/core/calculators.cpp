#include "core/calculation.h"

#include "core/hex_calculators.h"
#include "core/session.h"

namespace arbiter {

namespace {

// Core's own calculators answer questions every hex game asks.
std::vector<CalculatorEntry> collectCalculators()
{
    std::vector<CalculatorEntry> calculators{
        {QStringLiteral("hex.reach"), hexReach},
        {QStringLiteral("hex.path"), hexPath},
        {QStringLiteral("hex.area"), hexArea},
    };
    for (const GameDefinition &game : allGames())
        for (const CalculatorEntry &entry : game.calculators)
            calculators.push_back({game.id + u'.' + entry.name, entry.run});
    return calculators;
}

} // namespace

const std::vector<CalculatorEntry> &allCalculators()
{
    static const std::vector<CalculatorEntry> calculators = collectCalculators();
    return calculators;
}

const Calculator *findCalculator(const QString &name)
{
    for (const CalculatorEntry &entry : allCalculators())
        if (entry.name == name)
            return &entry.run;
    return nullptr;
}

} // namespace arbiter
