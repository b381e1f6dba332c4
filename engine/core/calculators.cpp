#include "core/calculation.h"

#include "core/hex_calculators.h"
#include "games/exiled_legends/el_attack.h"
#include "games/super_fantasy_brawl/sfb_attack.h"
#include "games/super_fantasy_brawl/sfb_displace.h"
#include "games/the_banishing/banishing_calc.h"
#include "games/theosis/theosis_combat.h"

namespace arbiter {

const std::vector<CalculatorEntry> &allCalculators()
{
    static const std::vector<CalculatorEntry> calculators{
        {QStringLiteral("hex.reach"), hexReach},
        {QStringLiteral("hex.path"), hexPath},
        {QStringLiteral("hex.area"), hexArea},
        {QStringLiteral("theosis.combat"), [](const QJsonObject &request) { return theosisCombat(request); }},
        {QStringLiteral("super-fantasy-brawl.attack"), sfbAttack},
        {QStringLiteral("super-fantasy-brawl.displace"), sfbDisplace},
        {QStringLiteral("exiled-legends.attack"), exiledLegendsAttack},
        {QStringLiteral("the-banishing.status"), banishingStatus},
        {QStringLiteral("the-banishing.match"), banishingMatch},
    };
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
