#include "games/exiled_legends/el_targets.h"

#include "core/phrase.h"

#include <set>

namespace arbiter::exiled_legends {

namespace {

const QString kPreciseRule = QStringLiteral("exiled-legends.precise-attack");
const QString kMassRule = QStringLiteral("exiled-legends.mass-attack");
const QString kLegendRule = QStringLiteral("exiled-legends.legends");

const std::optional<TargetHero> &heroAt(const AttackPlan &a, const TargetChoice &t) { return a.players[t.player].heroes[t.slot]; }

Status checkEachTarget(const AttackPlan &a)
{
    const QString &rule = a.type == AttackType::Precise ? kPreciseRule : kMassRule;
    for (const TargetChoice &t : a.targets) {
        if (t.player == a.attacker)
            return RuleError::invalid(QStringLiteral("el.own_hero"), rule,
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 belongs to the attacking player and cannot be "
                                                            "targeted."),
                                             targetLabel(a, t)));
        if (!heroAt(a, t) || !heroAt(a, t)->available())
            return RuleError::invalid(QStringLiteral("el.target_unavailable"), rule,
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not available: the position is empty or its "
                                                            "hero is destroyed."),
                                             targetLabel(a, t)));
    }
    return Done{};
}

Status checkPrecise(const AttackPlan &a)
{
    if (a.targets.size() != 1)
        return RuleError::invalid(QStringLiteral("el.precise_one_target"), kPreciseRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "A precise attack has exactly one target, not %1."),
                                         static_cast<int>(a.targets.size())));
    const TargetChoice &t = a.targets.front();
    if (t.slot != kChampionSlot && !a.canPreciseSupport)
        return RuleError::invalid(QStringLiteral("el.precise_not_champion"), kPreciseRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "A precise attack may only target a Champion, and %1 is a "
                                                        "Support (unless an ability allows it)."),
                                         targetLabel(a, t)));
    return checkEachTarget(a);
}

Status checkMass(const AttackPlan &a)
{
    std::set<std::pair<std::size_t, std::size_t>> chosen;
    for (const TargetChoice &t : a.targets)
        if (!chosen.insert({t.player, t.slot}).second)
            return RuleError::invalid(QStringLiteral("el.mass_duplicate_target"), kMassRule,
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 is chosen twice: mass attack targets must be "
                                                            "distinct."),
                                             targetLabel(a, t)));
    if (static_cast<int>(a.targets.size()) > a.strength)
        return RuleError::invalid(QStringLiteral("el.mass_too_many"), kMassRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "A mass attack with strength %1 takes at most %1 targets, not %2."),
                                         a.strength, static_cast<int>(a.targets.size())));
    if (Status each = checkEachTarget(a); !each)
        return each;
    for (const TargetChoice &t : a.targets)
        if (t.slot != kChampionSlot && !chosen.count({t.player, kChampionSlot}))
            return RuleError::invalid(QStringLiteral("el.mass_support_without_champion"), kMassRule,
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 is a Support: it can be chosen only together "
                                                            "with %2's Champion."),
                                             targetLabel(a, t), playerLabel(a.players[t.player])));
    const int available = massTargetsAvailable(a);
    const int required = std::min(a.strength, available);
    if (static_cast<int>(a.targets.size()) < required)
        return RuleError::invalid(QStringLiteral("el.mass_too_few"), kMassRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "A mass attack with strength %1 must take %2 targets (%3 can "
                                                        "be targeted), not %4."),
                                         a.strength, required, available, static_cast<int>(a.targets.size())));
    return Done{};
}

} // namespace

const std::array<QString, kSlotCount> &slotNames()
{
    static const std::array<QString, kSlotCount> names{QStringLiteral("champion"), QStringLiteral("support1"),
                                                       QStringLiteral("support2")};
    return names;
}

std::optional<std::size_t> slotIndex(const QString &name)
{
    for (std::size_t i = 0; i < kSlotCount; ++i)
        if (slotNames()[i] == name)
            return i;
    return std::nullopt;
}

QString playerLabel(const TargetPlayer &player)
{
    return player.name.isEmpty() ? player.id : player.name;
}

QString targetLabel(const AttackPlan &plan, const TargetChoice &target)
{
    const std::optional<TargetHero> &hero = heroAt(plan, target);
    if (hero && !hero->name.isEmpty())
        return hero->name;
    // Only the calculator gets here (the session always knows card names), and
    // it answers in English; the position words stay plain.
    static const std::array<QString, kSlotCount> positions{QStringLiteral("Champion"), QStringLiteral("Support 1"),
                                                           QStringLiteral("Support 2")};
    return QStringLiteral("%1's %2").arg(playerLabel(plan.players[target.player]), positions[target.slot]);
}

int massTargetsAvailable(const AttackPlan &a)
{
    int count = 0;
    for (std::size_t p = 0; p < a.players.size(); ++p) {
        const TargetPlayer &player = a.players[p];
        if (p == a.attacker || !player.heroes[kChampionSlot] || !player.heroes[kChampionSlot]->available())
            continue;
        for (const std::optional<TargetHero> &hero : player.heroes)
            if (hero && hero->available())
                ++count;
    }
    return count;
}

Status checkAttackTargets(const AttackPlan &plan)
{
    return plan.type == AttackType::Precise ? checkPrecise(plan) : checkMass(plan);
}

RuleError legendNotFlipped(const QString &playerName)
{
    return RuleError::invalid(QStringLiteral("el.legend_not_flipped"), kLegendRule,
                              phrase(QT_TRANSLATE_NOOP("Engine", "%1's Legend has not been flipped: it cannot be attacked yet."),
                                     playerName));
}

} // namespace arbiter::exiled_legends
