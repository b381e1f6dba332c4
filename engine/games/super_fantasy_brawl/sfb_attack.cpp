#include "games/super_fantasy_brawl/sfb_attack.h"

#include "core/json_fields.h"

#include <algorithm>
#include <optional>

namespace arbiter {

namespace {

constexpr int kMaxAttackValue = 100;
constexpr int kMaxHitpoints = 100;
const QString kOutOfActionRule = QStringLiteral("super-fantasy-brawl.out-of-action");

Result<SfbHealth> championFrom(const QJsonObject &o, const QString &path)
{
    auto hp = json::requiredInt(o, QStringLiteral("hp"), path, 1, kMaxHitpoints);
    if (!hp)
        return hp.error();
    auto damage = json::optionalInt(o, QStringLiteral("damage"), path, 0, 0, kMaxHitpoints);
    if (!damage)
        return damage.error();
    return SfbHealth{hp.value(), damage.value()};
}

Result<SfbDamageStep> attackRequestFrom(const QJsonObject &request)
{
    SfbDamageStep a;
    auto strength = json::requiredInt(request, QStringLiteral("strength"), {}, 0, kMaxAttackValue);
    if (!strength)
        return strength.error();
    a.strength = strength.value();
    // Defence, direct damage and poison are often absent from a card: 0.
    for (const auto &[key, target] : {std::pair{QStringLiteral("defence"), &a.defence},
                                      std::pair{QStringLiteral("direct"), &a.direct},
                                      std::pair{QStringLiteral("poison"), &a.poison}}) {
        auto value = json::optionalInt(request, key, {}, 0, 0, kMaxAttackValue);
        if (!value)
            return value.error();
        *target = value.value();
    }
    auto twice = json::optionalBool(request, QStringLiteral("double"), {}, false);
    if (!twice)
        return twice.error();
    a.twice = twice.value();
    auto lifesteal = json::optionalBool(request, QStringLiteral("lifesteal"), {}, false);
    if (!lifesteal)
        return lifesteal.error();
    a.lifesteal = lifesteal.value();

    auto targetObject = json::requiredObject(request, QStringLiteral("target"), {});
    if (!targetObject)
        return targetObject.error();
    auto target = championFrom(targetObject.value(), QStringLiteral("target"));
    if (!target)
        return target.error();
    a.target = target.value();

    if (request.contains(QStringLiteral("attacker"))) {
        auto attackerObject = json::requiredObject(request, QStringLiteral("attacker"), {});
        if (!attackerObject)
            return attackerObject.error();
        auto attacker = championFrom(attackerObject.value(), QStringLiteral("attacker"));
        if (!attacker)
            return attacker.error();
        a.attacker = attacker.value();
    } else if (a.lifesteal) {
        return json::fieldError(QStringLiteral("attacker"),
                                QT_TRANSLATE_NOOP("Engine", "The field %1 is needed with lifesteal: it is the champion who heals."));
    }
    return a;
}

// A champion on the Gate can neither attack nor be attacked.
Status checkInAction(const SfbDamageStep &a)
{
    if (a.target.damage >= a.target.hitpoints)
        return RuleError::invalid(QStringLiteral("sfb.target_out_of_action"), kOutOfActionRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The target already has %1 damage on %2 hitpoints: it is out of "
                                                        "action and cannot be targeted."),
                                         a.target.damage, a.target.hitpoints));
    if (a.attacker && a.attacker->damage >= a.attacker->hitpoints)
        return RuleError::invalid(QStringLiteral("sfb.attacker_out_of_action"), kOutOfActionRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The attacker already has %1 damage on %2 hitpoints: it is out "
                                                        "of action and cannot attack."),
                                         a.attacker->damage, a.attacker->hitpoints));
    return Done{};
}

} // namespace

SfbDamageOutcome sfbResolveDamage(const SfbDamageStep &a)
{
    SfbDamageOutcome outcome;
    auto &steps = outcome.steps;
    const int attackDamage = std::max(0, a.strength - a.defence);
    if (a.strength >= a.defence)
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Attack damage: strength %1 - defence %2 = %3."), a.strength, a.defence,
                               attackDamage));
    else
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Attack damage: strength %1 does not exceed defence %2, so 0."),
                               a.strength, a.defence));

    int targetDamage = a.target.damage;
    int attackerDamage = a.attacker ? a.attacker->damage : 0;
    int totalDamage = 0;
    const int damageSteps = a.twice ? 2 : 1;
    for (int round = 1; round <= damageSteps; ++round) {
        if (round == 2) {
            // Out of action means teleported to the Gate: the repeat has nobody to hit.
            if (targetDamage >= a.target.hitpoints) {
                steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Double: the target is already out of action, so the second "
                                                      "damage step has no target.")));
                break;
            }
            steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Double: the damage step resolves a second time.")));
        }
        int dealt = attackDamage + a.direct;
        if (a.direct > 0)
            steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Damage step: attack damage %1 + direct damage %2 (ignores defence) = %3."),
                                   attackDamage, a.direct, dealt));
        else
            steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Damage step: attack damage %1."), attackDamage));
        if (a.poison > 0) {
            if (dealt > 0) {
                dealt += a.poison;
                steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Poison %1: the step dealt damage, so %1 more: %2 in this step."),
                                       a.poison, dealt));
            } else {
                steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Poison %1 does nothing: the step dealt no damage."), a.poison));
            }
        }
        targetDamage += dealt;
        totalDamage += dealt;
        if (a.lifesteal) {
            const int before = attackerDamage;
            attackerDamage = std::max(0, attackerDamage - attackDamage);
            steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Lifesteal heals the attacker by the attack damage %1: its damage "
                                                  "goes from %2 to %3."),
                                   attackDamage, before, attackerDamage));
        }
    }

    const int hitpoints = a.target.hitpoints;
    const int remaining = std::max(0, hitpoints - targetDamage);
    const bool outOfAction = targetDamage >= hitpoints;
    const bool bloodied = sfbIsBloodied(hitpoints, targetDamage);
    steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Target damage: %1 + %2 = %3 on %4 hitpoints, %5 remaining."),
                           a.target.damage, totalDamage, targetDamage, hitpoints, remaining));
    if (outOfAction)
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Damage %1 reaches the %2 hitpoints: the target is out of action."),
                               targetDamage, hitpoints));
    else if (bloodied)
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "%1 remaining is at most half of %2, rounded down (%3): the target is "
                                              "Bloodied."),
                               remaining, hitpoints, hitpoints / 2));
    else
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "%1 remaining is more than half of %2, rounded down (%3): the target is "
                                              "not Bloodied."),
                               remaining, hitpoints, hitpoints / 2));

    outcome.attackDamage = attackDamage;
    outcome.totalDamage = totalDamage;
    outcome.targetDamageAfter = targetDamage;
    outcome.targetRemaining = remaining;
    outcome.outOfAction = outOfAction;
    outcome.bloodied = bloodied;
    if (a.attacker)
        outcome.attackerDamageAfter = attackerDamage;
    return outcome;
}

Result<Calculation> sfbAttack(const QJsonObject &request)
{
    auto parsed = attackRequestFrom(request);
    if (!parsed)
        return parsed.error();
    if (Status inAction = checkInAction(parsed.value()); !inAction)
        return inAction.error();

    SfbDamageOutcome outcome = sfbResolveDamage(parsed.value());
    Calculation calculation;
    calculation.steps = std::move(outcome.steps);
    QJsonObject &fields = calculation.fields;
    fields.insert(QStringLiteral("attack_damage"), outcome.attackDamage);
    fields.insert(QStringLiteral("total_damage"), outcome.totalDamage);
    fields.insert(QStringLiteral("target_damage_after"), outcome.targetDamageAfter);
    fields.insert(QStringLiteral("target_remaining"), outcome.targetRemaining);
    fields.insert(QStringLiteral("out_of_action"), outcome.outOfAction);
    fields.insert(QStringLiteral("bloodied"), outcome.bloodied);
    if (outcome.attackerDamageAfter)
        fields.insert(QStringLiteral("attacker_damage_after"), *outcome.attackerDamageAfter);
    return calculation;
}

} // namespace arbiter
