#include "games/exiled_legends/el_effects.h"

#include "core/json_fields.h"
#include "games/exiled_legends/el_checks.h"
#include "games/exiled_legends/el_destruction.h"

#include <algorithm>

namespace arbiter::exiled_legends {

namespace {

constexpr int kMaxAmount = 20;
constexpr int kMaxEffects = 20;

Result<QString> heroIn(const Table &table, const QJsonObject &o, const QString &path, const QString &key = QStringLiteral("hero"))
{
    auto hero = json::requiredString(o, key, path);
    if (!hero)
        return hero.error();
    if (!table.isCard(hero.value()))
        return RuleError::badRequest(QStringLiteral("request.unknown_id"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1 names \"%2\", which is no hero or Legend of this game."),
                                            json::childPath(path, key), hero.value()));
    if (Status inPlay = requireInPlay(table, hero.value()); !inPlay)
        return inPlay.error();
    return hero;
}

Result<int> nonZero(const QJsonObject &o, const QString &key, const QString &path)
{
    auto amount = json::requiredInt(o, key, path, -kMaxAmount, kMaxAmount);
    if (amount && amount.value() == 0)
        return json::fieldError(json::childPath(path, key), QT_TRANSLATE_NOOP("Engine", "%1 must not be 0."));
    return amount;
}

// The legend whose token kind an effect names, or the default kind.
Result<QString> baneKind(const Table &table, const QJsonObject &o, const QString &path, const QString &fallback)
{
    auto legend = json::optionalString(o, QStringLiteral("legend"), path, fallback);
    if (!legend)
        return legend.error();
    if (!table.legendsInGame().contains(legend.value()))
        return RuleError::badRequest(QStringLiteral("request.unknown_id"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1 must name the Legend of one of the players."),
                                            json::childPath(path, QStringLiteral("legend"))));
    return legend;
}

Status damageEffect(Table &table, const QJsonObject &o, const QString &path)
{
    auto hero = heroIn(table, o, path);
    if (!hero)
        return hero.error();
    auto amount = nonZero(o, QStringLiteral("amount"), path);
    if (!amount)
        return amount.error();
    if (amount.value() > 0) {
        addDamage(table, hero.value(), amount.value());
        return Done{};
    }
    const int before = table.damageOf(hero.value());
    const int after = std::max(0, before + amount.value());
    table.setCounter(hero.value(), counters::kDamage, after);
    table.event(QStringLiteral("damage.removed"),
                {{QStringLiteral("hero"), hero.value()}, {QStringLiteral("removed"), before - after}, {QStringLiteral("damage"), after}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1: %2 damage removed, %3 left."), table.nameOf(hero.value()),
                       before - after, after));
    return Done{};
}

Status preventEffect(Table &table, const QJsonObject &o, const QString &path)
{
    auto hero = heroIn(table, o, path);
    if (!hero)
        return hero.error();
    std::optional<AttackData> &attack = table.data().attack;
    if (!attack || attack->step != AttackStep::Reactions)
        return RuleError::invalid(QStringLiteral("el.prevent_outside_reactions"), rule::kAttackPhase,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Damage can be reduced or negated only in step 2 of an "
                                                                     "attack, before it is dealt.")));
    auto pending = std::find_if(attack->pending.begin(), attack->pending.end(),
                                [&](const PendingDamage &p) { return p.hero == hero.value(); });
    if (pending == attack->pending.end() || pending->counters == 0)
        return RuleError::invalid(QStringLiteral("el.prevent_not_targeted"), rule::kAttackPhase,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "No damage counters wait beside %1."),
                                         table.nameOf(hero.value())));
    auto amount = json::optionalInt(o, QStringLiteral("amount"), path, pending->counters, 1, kMaxAmount);
    if (!amount)
        return amount.error();
    const int prevented = std::min(amount.value(), pending->counters);
    pending->counters -= prevented;
    table.event(QStringLiteral("damage.prevented"),
                {{QStringLiteral("hero"), hero.value()}, {QStringLiteral("prevented"), prevented},
                 {QStringLiteral("pending"), pending->counters}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%2: %1 damage prevented, %3 still waiting beside it."), prevented,
                       table.nameOf(hero.value()), pending->counters));
    return Done{};
}

// Step 2: counters waiting beside one hero are dealt to another instead.
Status redirectEffect(Table &table, const QJsonObject &o, const QString &path)
{
    auto from = heroIn(table, o, path);
    if (!from)
        return from.error();
    auto to = heroIn(table, o, path, QStringLiteral("to"));
    if (!to)
        return to.error();
    std::optional<AttackData> &attack = table.data().attack;
    if (!attack || attack->step != AttackStep::Reactions)
        return RuleError::invalid(QStringLiteral("el.redirect_outside_reactions"), rule::kAttackPhase,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Damage can be moved to another hero only in step 2 of "
                                                                     "an attack, before it is dealt.")));
    if (from.value() == to.value())
        return RuleError::invalid(QStringLiteral("el.redirect_same_hero"), rule::kAttackPhase,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The damage waiting beside %1 must go to another hero."),
                                         table.nameOf(from.value())));
    auto pending = std::find_if(attack->pending.begin(), attack->pending.end(),
                                [&](const PendingDamage &p) { return p.hero == from.value(); });
    if (pending == attack->pending.end() || pending->counters == 0)
        return RuleError::invalid(QStringLiteral("el.prevent_not_targeted"), rule::kAttackPhase,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "No damage counters wait beside %1."),
                                         table.nameOf(from.value())));
    auto amount = json::optionalInt(o, QStringLiteral("amount"), path, pending->counters, 1, kMaxAmount);
    if (!amount)
        return amount.error();
    const int moved = std::min(amount.value(), pending->counters);
    pending->counters -= moved;
    const int left = pending->counters;
    auto receiving = std::find_if(attack->pending.begin(), attack->pending.end(),
                                  [&](const PendingDamage &p) { return p.hero == to.value(); });
    if (receiving == attack->pending.end()) {
        attack->pending.push_back({to.value(), moved});
        receiving = attack->pending.end() - 1;
    } else {
        receiving->counters += moved;
    }
    table.event(QStringLiteral("damage.redirected"),
                {{QStringLiteral("hero"), from.value()}, {QStringLiteral("to"), to.value()}, {QStringLiteral("moved"), moved},
                 {QStringLiteral("pending"), left}, {QStringLiteral("to_pending"), receiving->counters}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 damage waiting beside %2 goes to %3 instead (%4 and %5 still waiting)."),
                       moved, table.nameOf(from.value()), table.nameOf(to.value()), left, receiving->counters));
    return Done{};
}

Status mythPointEffect(Table &table, const QJsonObject &o, const QString &path)
{
    auto playerId = json::requiredString(o, QStringLiteral("player"), path);
    if (!playerId)
        return playerId.error();
    if (!table.playersIn().contains(playerId.value()))
        return RuleError::badRequest(QStringLiteral("request.unknown_id"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1 names \"%2\", which is not a player in the game."),
                                            json::childPath(path, QStringLiteral("player")), playerId.value()));
    auto amount = nonZero(o, QStringLiteral("amount"), path);
    if (!amount)
        return amount.error();
    if (amount.value() < 0)
        if (Status enough = requireMythPoints(table, playerId.value(), -amount.value()); !enough)
            return enough;
    const int after = table.counter(playerId.value(), counters::kMythPoints) + amount.value();
    table.setCounter(playerId.value(), counters::kMythPoints, after);
    table.event(QStringLiteral("mp.changed"),
                {{QStringLiteral("player"), playerId.value()}, {QStringLiteral("delta"), amount.value()}, {QStringLiteral("mp"), after}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 now has %2 Myth Points."), table.nameOf(playerId.value()), after));
    return Done{};
}

Status addBaneEffect(Table &table, const QJsonObject &o, const QString &path, const QString &actingPlayer)
{
    auto hero = heroIn(table, o, path);
    if (!hero)
        return hero.error();
    auto legend = baneKind(table, o, path, table.player(actingPlayer).legend);
    if (!legend)
        return legend.error();
    if (table.tokensInSupply(legend.value()) == 0)
        return RuleError::invalid(QStringLiteral("el.no_bane_tokens"), rule::kBaneTokens,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Every bane token of %1 is already on a hero."),
                                         table.nameOf(legend.value())));
    const QString name = counters::bane(legend.value());
    const int count = table.counter(hero.value(), name) + 1;
    table.setCounter(hero.value(), name, count);
    table.event(QStringLiteral("bane.added"),
                {{QStringLiteral("hero"), hero.value()}, {QStringLiteral("legend"), legend.value()}, {QStringLiteral("count"), count}},
                phrase(QT_TRANSLATE_NOOP("Engine", "A bane token of %1 goes on %2 (%3 of that kind there)."),
                       table.nameOf(legend.value()), table.nameOf(hero.value()), count));
    return Done{};
}

Status gainEffect(Table &table, const QJsonObject &o, const QString &path, const QString &actingPlayer)
{
    auto hero = heroIn(table, o, path);
    if (!hero)
        return hero.error();
    auto strength = json::optionalInt(o, QStringLiteral("strength"), path, 0, -kMaxAmount, kMaxAmount);
    if (!strength)
        return strength.error();
    auto maxHp = json::optionalInt(o, QStringLiteral("max_hp"), path, 0, -kMaxAmount, kMaxAmount);
    if (!maxHp)
        return maxHp.error();
    if (strength.value() == 0 && maxHp.value() == 0)
        return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must change \"strength\" or \"max_hp\"."));
    table.setCounter(hero.value(), counters::kGainStrength, table.counter(hero.value(), counters::kGainStrength) + strength.value());
    table.setCounter(hero.value(), counters::kGainMaxHp, table.counter(hero.value(), counters::kGainMaxHp) + maxHp.value());
    table.data().temporary.push_back({hero.value(), strength.value(), maxHp.value(), false, actingPlayer});
    table.event(QStringLiteral("hero.gained"),
                {{QStringLiteral("hero"), hero.value()}, {QStringLiteral("strength"), strength.value()},
                 {QStringLiteral("max_hp"), maxHp.value()}, {QStringLiteral("until"), actingPlayer}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 gains %2 Strength and %3 Max HP until the end of %4's turn."),
                       table.nameOf(hero.value()), strength.value(), maxHp.value(), table.nameOf(actingPlayer)));
    return Done{};
}

Status reverseEffect(Table &table, const QJsonObject &o, const QString &path, const QString &actingPlayer)
{
    auto hero = heroIn(table, o, path);
    if (!hero)
        return hero.error();
    const int reversed = table.counter(hero.value(), counters::kReversed) ? 0 : 1;
    table.setCounter(hero.value(), counters::kReversed, reversed);
    table.data().temporary.push_back({hero.value(), 0, 0, true, actingPlayer});
    table.event(QStringLiteral("hero.reversed"),
                {{QStringLiteral("hero"), hero.value()}, {QStringLiteral("until"), actingPlayer},
                 {QStringLiteral("strength"), table.strengthOf(hero.value())}, {QStringLiteral("max_hp"), table.maxHpOf(hero.value())}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1's Strength and Max HP are reversed (now %2 and %3) until the end of "
                                                   "%4's turn."),
                       table.nameOf(hero.value()), table.strengthOf(hero.value()), table.maxHpOf(hero.value()),
                       table.nameOf(actingPlayer)));
    return Done{};
}

Status switchEffect(Table &table, const QJsonObject &o, const QString &path)
{
    auto support = heroIn(table, o, path, QStringLiteral("support"));
    if (!support)
        return support.error();
    if (table.placeOf(support.value()) != Place::Support)
        return RuleError::invalid(QStringLiteral("el.not_a_support"), rule::kHeroes,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not in a Support position."),
                                         table.nameOf(support.value())));
    switchWithChampion(table, support.value());
    return Done{};
}

} // namespace

Status applyEffects(Table &table, const QJsonArray &effects, const QString &actingPlayer)
{
    if (effects.size() > kMaxEffects)
        return json::fieldError(QStringLiteral("effects"), QT_TRANSLATE_NOOP("Engine", "%1 holds more than 20 effects."));
    for (qsizetype i = 0; i < effects.size(); ++i) {
        const QString path = json::indexedPath(QStringLiteral("effects"), i);
        if (!effects.at(i).isObject())
            return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be an object with an \"effect\"."));
        const QJsonObject o = effects.at(i).toObject();
        auto kind = json::requiredChoice(o, QStringLiteral("effect"), path,
                                         {QStringLiteral("damage"), QStringLiteral("prevent"), QStringLiteral("redirect"), QStringLiteral("mp"),
                                          QStringLiteral("add_bane"), QStringLiteral("remove_bane"), QStringLiteral("gain"),
                                          QStringLiteral("reverse"), QStringLiteral("switch")});
        if (!kind)
            return kind.error();
        Status applied = Done{};
        if (kind.value() == QLatin1String("damage"))
            applied = damageEffect(table, o, path);
        else if (kind.value() == QLatin1String("prevent"))
            applied = preventEffect(table, o, path);
        else if (kind.value() == QLatin1String("redirect"))
            applied = redirectEffect(table, o, path);
        else if (kind.value() == QLatin1String("mp"))
            applied = mythPointEffect(table, o, path);
        else if (kind.value() == QLatin1String("add_bane"))
            applied = addBaneEffect(table, o, path, actingPlayer);
        else if (kind.value() == QLatin1String("remove_bane")) {
            auto hero = heroIn(table, o, path);
            applied = hero ? removeBane(table, hero.value(), o, path) : Status(hero.error());
        } else if (kind.value() == QLatin1String("gain"))
            applied = gainEffect(table, o, path, actingPlayer);
        else if (kind.value() == QLatin1String("reverse"))
            applied = reverseEffect(table, o, path, actingPlayer);
        else
            applied = switchEffect(table, o, path);
        if (!applied)
            return applied;
    }
    if (!table.data().attack)
        destroyDefeated(table);
    return Done{};
}

Status removeBane(Table &table, const QString &hero, const QJsonObject &o, const QString &path)
{
    QStringList present;
    for (const QString &legend : table.legendsInGame())
        if (table.counter(hero, counters::bane(legend)) > 0)
            present << legend;
    if (present.isEmpty())
        return RuleError::invalid(QStringLiteral("el.no_such_bane"), rule::kBaneTokens,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 carries no bane token."), table.nameOf(hero)));
    if (present.size() > 1 && !o.contains(QStringLiteral("legend")))
        return json::fieldError(json::childPath(path, QStringLiteral("legend")),
                                QT_TRANSLATE_NOOP("Engine", "%1 must say whose kind of token to remove: the hero carries "
                                                            "several kinds."));
    auto legend = baneKind(table, o, path, present.front());
    if (!legend)
        return legend.error();
    const QString name = counters::bane(legend.value());
    const int count = table.counter(hero, name) - 1;
    if (count < 0)
        return RuleError::invalid(QStringLiteral("el.no_such_bane"), rule::kBaneTokens,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 carries no bane token of %2."), table.nameOf(hero),
                                         table.nameOf(legend.value())));
    if (count == 0)
        table.dropCounter(hero, name);
    else
        table.setCounter(hero, name, count);
    table.event(QStringLiteral("bane.removed"),
                {{QStringLiteral("hero"), hero}, {QStringLiteral("legend"), legend.value()}, {QStringLiteral("count"), count}},
                phrase(QT_TRANSLATE_NOOP("Engine", "A bane token of %1 comes off %2 (%3 of that kind left)."),
                       table.nameOf(legend.value()), table.nameOf(hero), count));
    return Done{};
}

int addDamage(Table &table, const QString &hero, int amount)
{
    if (amount <= 0)
        return 0;
    const int extra = table.baneExtraDamage(hero);
    const int after = table.damageOf(hero) + amount + extra;
    table.setCounter(hero, counters::kDamage, after);
    table.event(QStringLiteral("damage.added"),
                {{QStringLiteral("hero"), hero}, {QStringLiteral("counters"), amount}, {QStringLiteral("bane_extra"), extra},
                 {QStringLiteral("damage"), after}, {QStringLiteral("max_hp"), table.maxHpOf(hero)}},
                extra > 0 ? phrase(QT_TRANSLATE_NOOP("Engine", "%1 takes %2 damage and %3 more from bane tokens: now %4 of "
                                                               "%5 Max HP."),
                                   table.nameOf(hero), amount, extra, after, table.maxHpOf(hero))
                          : phrase(QT_TRANSLATE_NOOP("Engine", "%1 takes %2 damage: now %3 of %4 Max HP."),
                                   table.nameOf(hero), amount, after, table.maxHpOf(hero)));
    return amount + extra;
}

void expireTemporaries(Table &table, const QString &player)
{
    std::vector<Temporary> &ledger = table.data().temporary;
    for (const Temporary &t : ledger) {
        if (t.until != player)
            continue;
        if (t.reverse)
            table.setCounter(t.hero, counters::kReversed, table.counter(t.hero, counters::kReversed) ? 0 : 1);
        table.setCounter(t.hero, counters::kGainStrength, table.counter(t.hero, counters::kGainStrength) - t.strength);
        table.setCounter(t.hero, counters::kGainMaxHp, table.counter(t.hero, counters::kGainMaxHp) - t.maxHp);
        for (const QString &name : {counters::kReversed, counters::kGainStrength, counters::kGainMaxHp})
            if (table.counter(t.hero, name) == 0)
                table.dropCounter(t.hero, name);
        table.event(QStringLiteral("hero.effect_ended"), {{QStringLiteral("hero"), t.hero}},
                    phrase(QT_TRANSLATE_NOOP("Engine", "%1's gained or reversed values end with %2's turn."),
                           table.nameOf(t.hero), table.nameOf(player)));
    }
    std::erase_if(ledger, [&](const Temporary &t) { return t.until == player; });
}

void switchWithChampion(Table &table, const QString &support)
{
    const QString playerId = table.ownerOf(support);
    PlayerData &p = table.player(playerId);
    const qsizetype i = p.supports.indexOf(support);
    const QString champion = p.champion;
    p.champion = support;
    p.supports[i] = champion;
    table.event(QStringLiteral("heroes.switched"),
                {{QStringLiteral("player"), playerId}, {QStringLiteral("champion"), support}, {QStringLiteral("support"), champion}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 becomes %2's Champion and %3 moves to a Support position."),
                       table.nameOf(support), table.nameOf(playerId), table.nameOf(champion)));
}

} // namespace arbiter::exiled_legends
