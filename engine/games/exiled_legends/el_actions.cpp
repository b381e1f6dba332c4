#include "games/exiled_legends/el_actions.h"

#include "core/json_fields.h"
#include "games/exiled_legends/el_checks.h"
#include "games/exiled_legends/el_destruction.h"
#include "games/exiled_legends/el_effects.h"

namespace arbiter::exiled_legends {

namespace {

constexpr int kActionCost = 1;

// One phrase per action rather than the action's type as a placeholder, so
// the refusal reads as the table calls the action, in every language.
Phrase alreadyUsed(const QString &type)
{
    if (type == QLatin1String("action.add_bane"))
        return phrase(QT_TRANSLATE_NOOP("Engine", "Adding a bane token has been done already this turn."));
    if (type == QLatin1String("action.remove_bane"))
        return phrase(QT_TRANSLATE_NOOP("Engine", "Removing a bane token has been done already this turn."));
    if (type == QLatin1String("action.remove_damage"))
        return phrase(QT_TRANSLATE_NOOP("Engine", "Removing 1 damage from a Support has been done already this turn."));
    if (type == QLatin1String("action.switch"))
        return phrase(QT_TRANSLATE_NOOP("Engine", "Switching the Champion and a Support has been done already this turn."));
    return phrase(QT_TRANSLATE_NOOP("Engine", "Returning a clean Support to the Team deck has been done already this turn."));
}

// The common part of the five actions: the acting player's Action phase, not
// used yet this turn, 1 MP to spend. Returns the hero the action names.
Result<QString> startAction(Table &table, const QJsonObject &action, const QString &type)
{
    if (Status turn = requireTurnInProgress(table); !turn)
        return turn.error();
    if (Status in = requireCurrentPlayerIn(table); !in)
        return in.error();
    if (Status phase = requireActionPhase(table, rule::kActions); !phase)
        return phase.error();
    if (Status unused = requireUnused(table, type, alreadyUsed(type), rule::kActions); !unused)
        return unused.error();
    if (Status mp = requireMythPoints(table, table.data().turn.player, kActionCost); !mp)
        return mp.error();
    return cardField(table, action, QStringLiteral("hero"));
}

void finishAction(Table &table, const QString &type)
{
    table.data().turn.used << type;
    spendMythPoints(table, table.data().turn.player, kActionCost);
}

} // namespace

Status addBaneAction(Table &table, const QJsonObject &action)
{
    const QString type = QStringLiteral("action.add_bane");
    auto hero = startAction(table, action, type);
    if (!hero)
        return hero.error();
    const QJsonObject effect{{QStringLiteral("effect"), QStringLiteral("add_bane")}, {QStringLiteral("hero"), hero.value()}};
    if (Status added = applyEffects(table, QJsonArray{effect}, table.data().turn.player); !added)
        return added;
    finishAction(table, type);
    return Done{};
}

Status removeBaneAction(Table &table, const QJsonObject &action)
{
    const QString type = QStringLiteral("action.remove_bane");
    auto hero = startAction(table, action, type);
    if (!hero)
        return hero.error();
    if (Status inPlay = requireInPlay(table, hero.value()); !inPlay)
        return inPlay;
    if (Status removed = removeBane(table, hero.value(), action, {}); !removed)
        return removed;
    finishAction(table, type);
    return Done{};
}

Status removeDamageAction(Table &table, const QJsonObject &action)
{
    const QString type = QStringLiteral("action.remove_damage");
    auto hero = startAction(table, action, type);
    if (!hero)
        return hero.error();
    if (Status own = requireOwnSupport(table, hero.value()); !own)
        return own;
    if (table.damageOf(hero.value()) == 0)
        return RuleError::invalid(QStringLiteral("el.no_damage"), rule::kActions,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 carries no damage counter."), table.nameOf(hero.value())));
    const QJsonObject effect{{QStringLiteral("effect"), QStringLiteral("damage")},
                             {QStringLiteral("hero"), hero.value()},
                             {QStringLiteral("amount"), -1}};
    if (Status removed = applyEffects(table, QJsonArray{effect}, table.data().turn.player); !removed)
        return removed;
    finishAction(table, type);
    return Done{};
}

Status switchAction(Table &table, const QJsonObject &action)
{
    const QString type = QStringLiteral("action.switch");
    auto hero = startAction(table, action, type);
    if (!hero)
        return hero.error();
    if (Status own = requireOwnSupport(table, hero.value()); !own)
        return own;
    switchWithChampion(table, hero.value());
    finishAction(table, type);
    return Done{};
}

Status returnSupportAction(Table &table, const QJsonObject &action)
{
    const QString type = QStringLiteral("action.return_support");
    auto hero = startAction(table, action, type);
    if (!hero)
        return hero.error();
    if (Status own = requireOwnSupport(table, hero.value()); !own)
        return own;
    if (table.damageOf(hero.value()) > 0 || table.baneCount(hero.value()) > 0)
        return RuleError::invalid(QStringLiteral("el.support_marked"), rule::kActions,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 carries damage counters or bane tokens and cannot go "
                                                                     "back to the deck."),
                                         table.nameOf(hero.value())));
    const QString playerId = table.data().turn.player;
    PlayerData &p = table.player(playerId);
    clearMarks(table, hero.value());
    p.deck << hero.value();
    const QString drawn = p.deck.takeFirst();
    p.supports[p.supports.indexOf(hero.value())] = drawn;
    table.event(QStringLiteral("support.returned"),
                {{QStringLiteral("player"), playerId}, {QStringLiteral("hero"), hero.value()}, {QStringLiteral("drawn"), drawn}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 goes to the bottom of %2's Team deck; %3 is turned up in its place."),
                       table.nameOf(hero.value()), table.nameOf(playerId), table.nameOf(drawn)));
    finishAction(table, type);
    return Done{};
}

Status applyEffectsAction(Table &table, const QJsonObject &action)
{
    if (Status turn = requireTurnInProgress(table); !turn)
        return turn;
    auto effects = json::requiredArray(action, QStringLiteral("effects"), {});
    if (!effects)
        return effects.error();
    if (effects->isEmpty())
        return json::fieldError(QStringLiteral("effects"), QT_TRANSLATE_NOOP("Engine", "%1 must list at least one effect."));
    auto source = json::optionalString(action, QStringLiteral("source"), {}, {});
    if (!source)
        return source.error();
    table.event(QStringLiteral("effects.applied"), {{QStringLiteral("source"), source->left(60)}},
                source->isEmpty() ? phrase(QT_TRANSLATE_NOOP("Engine", "The table applies an effect."))
                                  : phrase(QT_TRANSLATE_NOOP("Engine", "The table applies an effect of %1."), source->left(60)));
    return applyEffects(table, effects.value(), table.data().turn.player);
}

} // namespace arbiter::exiled_legends
