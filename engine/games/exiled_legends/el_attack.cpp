#include "games/exiled_legends/el_attack.h"

#include "core/json_fields.h"
#include "games/exiled_legends/el_targets.h"

#include <optional>
#include <set>

namespace arbiter {

namespace {

constexpr int kMaxStrength = 20;
constexpr int kMaxHp = 50;
constexpr int kMaxDamage = 99;
constexpr int kMaxPlayers = 10;
constexpr int kMaxTargets = 50;
constexpr int kMaxName = 60;

using exiled_legends::AttackType;
using exiled_legends::kChampionSlot;
using exiled_legends::kSlotCount;
using exiled_legends::slotIndex;
using exiled_legends::slotNames;
using Hero = exiled_legends::TargetHero;
using Player = exiled_legends::TargetPlayer;
using Target = exiled_legends::TargetChoice;
using AttackRequest = exiled_legends::AttackPlan;

Result<Hero> heroFrom(const QJsonValue &v, const QString &path)
{
    if (!v.isObject())
        return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be an object with \"max_hp\" and \"damage\"."));
    const QJsonObject o = v.toObject();
    auto maxHp = json::requiredInt(o, QStringLiteral("max_hp"), path, 1, kMaxHp);
    if (!maxHp)
        return maxHp.error();
    auto damage = json::optionalInt(o, QStringLiteral("damage"), path, 0, 0, kMaxDamage);
    if (!damage)
        return damage.error();
    auto destroyed = json::optionalBool(o, QStringLiteral("destroyed"), path, false);
    if (!destroyed)
        return destroyed.error();
    auto name = json::optionalString(o, QStringLiteral("name"), path, {});
    if (!name)
        return name.error();
    return Hero{maxHp.value(), damage.value(), destroyed.value(), name->left(kMaxName)};
}

Result<Player> playerFrom(const QJsonValue &v, const QString &path)
{
    if (!v.isObject())
        return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be an object with \"id\", \"champion\" and \"supports\"."));
    const QJsonObject o = v.toObject();
    Player player;
    auto id = json::requiredString(o, QStringLiteral("id"), path);
    if (!id)
        return id.error();
    player.id = id.value();
    auto name = json::optionalString(o, QStringLiteral("name"), path, {});
    if (!name)
        return name.error();
    player.name = name->left(kMaxName);

    const QString championPath = json::childPath(path, QStringLiteral("champion"));
    if (!o.contains(QStringLiteral("champion")))
        return json::fieldError(championPath, QT_TRANSLATE_NOOP("Engine", "The field %1 is missing."));
    auto champion = heroFrom(o.value(QStringLiteral("champion")), championPath);
    if (!champion)
        return champion.error();
    player.heroes[kChampionSlot] = champion.value();

    auto supports = json::optionalArray(o, QStringLiteral("supports"), path);
    if (!supports)
        return supports.error();
    const QString supportsPath = json::childPath(path, QStringLiteral("supports"));
    if (supports->size() > 2)
        return json::fieldError(supportsPath, QT_TRANSLATE_NOOP("Engine", "%1 holds at most 2 Supports."));
    for (qsizetype i = 0; i < supports->size(); ++i) {
        auto support = heroFrom(supports->at(i), json::indexedPath(supportsPath, i));
        if (!support)
            return support.error();
        player.heroes[kChampionSlot + 1 + static_cast<std::size_t>(i)] = support.value();
    }

    if (o.contains(QStringLiteral("legend"))) {
        auto legend = json::requiredObject(o, QStringLiteral("legend"), path);
        if (!legend)
            return legend.error();
        const QString legendPath = json::childPath(path, QStringLiteral("legend"));
        auto flipped = json::optionalBool(legend.value(), QStringLiteral("flipped"), legendPath, false);
        if (!flipped)
            return flipped.error();
        player.legendFlipped = flipped.value();
        if (legend->contains(QStringLiteral("slot"))) {
            auto slot = json::requiredChoice(legend.value(), QStringLiteral("slot"), legendPath,
                                             QStringList(slotNames().begin(), slotNames().end()));
            if (!slot)
                return slot.error();
            player.legendSlot = slotIndex(slot.value());
        }
    }
    return player;
}

std::optional<std::size_t> playerIndex(const std::vector<Player> &players, const QString &id)
{
    for (std::size_t i = 0; i < players.size(); ++i)
        if (players[i].id == id)
            return i;
    return std::nullopt;
}

Result<Target> targetFrom(const QJsonValue &v, const QString &path, const std::vector<Player> &players)
{
    if (!v.isObject())
        return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be an object with \"player\" and \"slot\"."));
    const QJsonObject o = v.toObject();
    auto playerId = json::requiredString(o, QStringLiteral("player"), path);
    if (!playerId)
        return playerId.error();
    const auto player = playerIndex(players, playerId.value());
    if (!player)
        return RuleError::badRequest(QStringLiteral("request.unknown_id"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1 names \"%2\", which is not one of the players."),
                                            json::childPath(path, QStringLiteral("player")), playerId.value()));
    auto slotName = json::requiredChoice(o, QStringLiteral("slot"), path,
                                         {QStringLiteral("champion"), QStringLiteral("support1"),
                                          QStringLiteral("support2"), QStringLiteral("legend")});
    if (!slotName)
        return slotName.error();
    if (slotName.value() != QLatin1String("legend"))
        return Target{*player, *slotIndex(slotName.value())};

    // The Legend is a target only once flipped, and then in the position it holds.
    const Player &owner = players[*player];
    if (!owner.legendFlipped)
        return exiled_legends::legendNotFlipped(exiled_legends::playerLabel(owner));
    if (!owner.legendSlot)
        return json::fieldError(json::childPath(path, QStringLiteral("slot")),
                                QT_TRANSLATE_NOOP("Engine", "%1 names the flipped Legend, but its player's legend.slot does not say "
                                               "which position it holds."));
    return Target{*player, *owner.legendSlot};
}

Result<AttackRequest> attackRequestFrom(const QJsonObject &request)
{
    AttackRequest a;
    auto type = json::requiredChoice(request, QStringLiteral("type"), {}, {QStringLiteral("precise"), QStringLiteral("mass")});
    if (!type)
        return type.error();
    a.type = type.value() == QLatin1String("precise") ? AttackType::Precise : AttackType::Mass;
    auto strength = json::requiredInt(request, QStringLiteral("strength"), {}, 0, kMaxStrength);
    if (!strength)
        return strength.error();
    a.strength = strength.value();
    auto canPreciseSupport = json::optionalBool(request, QStringLiteral("can_precise_support"), {}, false);
    if (!canPreciseSupport)
        return canPreciseSupport.error();
    a.canPreciseSupport = canPreciseSupport.value();

    auto players = json::requiredArray(request, QStringLiteral("players"), {});
    if (!players)
        return players.error();
    if (players->isEmpty() || players->size() > kMaxPlayers)
        return json::fieldError(QStringLiteral("players"), QT_TRANSLATE_NOOP("Engine", "%1 must list between 1 and 10 players."));
    std::set<QString> ids;
    for (qsizetype i = 0; i < players->size(); ++i) {
        auto player = playerFrom(players->at(i), json::indexedPath(QStringLiteral("players"), i));
        if (!player)
            return player.error();
        if (!ids.insert(player->id).second)
            return RuleError::badRequest(QStringLiteral("request.duplicate_id"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "Two players share the id \"%1\"."), player->id));
        a.players.push_back(player.value());
    }

    auto attackerId = json::requiredString(request, QStringLiteral("attacker"), {});
    if (!attackerId)
        return attackerId.error();
    const auto attacker = playerIndex(a.players, attackerId.value());
    if (!attacker)
        return RuleError::badRequest(QStringLiteral("request.unknown_id"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1 names \"%2\", which is not one of the players."),
                                            QStringLiteral("attacker"), attackerId.value()));
    a.attacker = *attacker;

    auto targets = json::requiredArray(request, QStringLiteral("targets"), {});
    if (!targets)
        return targets.error();
    if (targets->size() > kMaxTargets)
        return json::fieldError(QStringLiteral("targets"), QT_TRANSLATE_NOOP("Engine", "%1 holds more than 50 targets."));
    for (qsizetype i = 0; i < targets->size(); ++i) {
        auto target = targetFrom(targets->at(i), json::indexedPath(QStringLiteral("targets"), i), a.players);
        if (!target)
            return target.error();
        a.targets.push_back(target.value());
    }
    return a;
}

const std::optional<Hero> &heroAt(const AttackRequest &a, const Target &t) { return a.players[t.player].heroes[t.slot]; }

} // namespace

Result<Calculation> exiledLegendsAttack(const QJsonObject &request)
{
    auto parsed = attackRequestFrom(request);
    if (!parsed)
        return parsed.error();
    const AttackRequest &a = parsed.value();
    if (Status legal = exiled_legends::checkAttackTargets(a); !legal)
        return legal.error();

    Calculation calculation;
    const int counters = a.type == AttackType::Precise ? a.strength : 1;
    if (a.type == AttackType::Precise)
        calculation.steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Precise attack: the target takes damage counters equal to "
                                                          "the strength, %1."),
                                           a.strength));
    else
        calculation.steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Mass attack with strength %1: %2 targets, 1 damage "
                                                          "counter each."),
                                           a.strength, static_cast<int>(a.targets.size())));

    QJsonArray assignments;
    for (const Target &t : a.targets) {
        const Player &player = a.players[t.player];
        const Hero &hero = *heroAt(a, t);
        const QString &slot = slotNames()[t.slot];
        const QString label = exiled_legends::targetLabel(a, t);
        const int after = hero.damage + counters;
        const bool destroyed = after >= hero.maxHp;
        const bool isLegend = player.legendFlipped && player.legendSlot == t.slot;
        calculation.steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "%1: %2 + %3 = %4 damage counters on %5 max HP."),
                                           label, hero.damage, counters, after, hero.maxHp));
        if (destroyed && isLegend)
            calculation.steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "%1's Legend is destroyed: %1 is out of the game."),
                                               exiled_legends::playerLabel(player)));
        else if (destroyed)
            calculation.steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "%1 reaches its max HP and is destroyed."), label));
        QJsonObject assignment{{QStringLiteral("player"), player.id},
                               {QStringLiteral("slot"), slot},
                               {QStringLiteral("counters"), counters},
                               {QStringLiteral("damage_after"), after},
                               {QStringLiteral("destroyed"), destroyed}};
        if (isLegend)
            assignment.insert(QStringLiteral("legend"), true);
        assignments.append(assignment);
    }
    calculation.fields.insert(QStringLiteral("assignments"), assignments);
    return calculation;
}

} // namespace arbiter
