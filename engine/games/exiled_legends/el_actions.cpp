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

void finishAction(Table &table, const QString &type)
{
    table.data().turn.used << type;
    spendMythPoints(table, table.data().turn.player, kActionCost);
}

} // namespace

Status mayTakeAction(const Table &table, const QString &type)
{
    if (Status turn = requireTurnInProgress(table); !turn)
        return turn;
    if (Status in = requireCurrentPlayerIn(table); !in)
        return in;
    if (Status phase = requireActionPhase(table, rule::kActions); !phase)
        return phase;
    if (Status unused = requireUnused(table, type, alreadyUsed(type), rule::kActions); !unused)
        return unused;
    return requireMythPoints(table, table.data().turn.player, kActionCost);
}

Status addBaneAction(Table &table, const AddBane &action)
{
    const QString type = QLatin1String(AddBane::kType);
    if (Status known = requireCard(table, action.hero, QStringLiteral("hero")); !known)
        return known;
    const QJsonObject effect{{QStringLiteral("effect"), QStringLiteral("add_bane")}, {QStringLiteral("hero"), action.hero}};
    if (Status added = applyEffects(table, QJsonArray{effect}, table.data().turn.player); !added)
        return added;
    finishAction(table, type);
    return Done{};
}

Status removeBaneAction(Table &table, const RemoveBane &action)
{
    const QString type = QLatin1String(RemoveBane::kType);
    if (Status known = requireCard(table, action.hero, QStringLiteral("hero")); !known)
        return known;
    if (Status inPlay = requireInPlay(table, action.hero); !inPlay)
        return inPlay;
    // The effect rule reads the kind from the fields as an effect names it.
    QJsonObject kind;
    if (action.legend)
        kind.insert(QStringLiteral("legend"), *action.legend);
    if (Status removed = removeBane(table, action.hero, kind, {}); !removed)
        return removed;
    finishAction(table, type);
    return Done{};
}

Status removeDamageAction(Table &table, const RemoveDamage &action)
{
    const QString type = QLatin1String(RemoveDamage::kType);
    if (Status known = requireCard(table, action.hero, QStringLiteral("hero")); !known)
        return known;
    if (Status own = requireOwnSupport(table, action.hero); !own)
        return own;
    if (table.damageOf(action.hero) == 0)
        return RuleError::invalid(QStringLiteral("el.no_damage"), rule::kActions,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 carries no damage counter."), table.nameOf(action.hero)));
    const QJsonObject effect{{QStringLiteral("effect"), QStringLiteral("damage")},
                             {QStringLiteral("hero"), action.hero},
                             {QStringLiteral("amount"), -1}};
    if (Status removed = applyEffects(table, QJsonArray{effect}, table.data().turn.player); !removed)
        return removed;
    finishAction(table, type);
    return Done{};
}

Status switchAction(Table &table, const SwitchHeroes &action)
{
    const QString type = QLatin1String(SwitchHeroes::kType);
    if (Status known = requireCard(table, action.hero, QStringLiteral("hero")); !known)
        return known;
    if (Status own = requireOwnSupport(table, action.hero); !own)
        return own;
    switchWithChampion(table, action.hero);
    finishAction(table, type);
    return Done{};
}

Status returnSupportAction(Table &table, const ReturnSupport &action)
{
    const QString type = QLatin1String(ReturnSupport::kType);
    if (Status known = requireCard(table, action.hero, QStringLiteral("hero")); !known)
        return known;
    if (Status own = requireOwnSupport(table, action.hero); !own)
        return own;
    if (table.damageOf(action.hero) > 0 || table.baneCount(action.hero) > 0)
        return RuleError::invalid(QStringLiteral("el.support_marked"), rule::kActions,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 carries damage counters or bane tokens and cannot go "
                                                                     "back to the deck."),
                                         table.nameOf(action.hero)));
    const QString playerId = table.data().turn.player;
    PlayerData &p = table.player(playerId);
    clearMarks(table, action.hero);
    p.deck << action.hero;
    const QString drawn = p.deck.takeFirst();
    p.supports[p.supports.indexOf(action.hero)] = drawn;
    p.drawn << drawn;
    table.event(QStringLiteral("support.returned"),
                {{QStringLiteral("player"), playerId}, {QStringLiteral("hero"), action.hero}, {QStringLiteral("drawn"), drawn}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 goes to the bottom of %2's Team deck; %3 is turned up in its place."),
                       table.nameOf(action.hero), table.nameOf(playerId), table.nameOf(drawn)));
    finishAction(table, type);
    return Done{};
}

Status mayApplyEffects(const Table &table)
{
    return requireTurnInProgress(table);
}

Status applyEffectsAction(Table &table, const EffectsApply &action)
{
    if (action.effects.isEmpty())
        return json::fieldError(QStringLiteral("effects"), QT_TRANSLATE_NOOP("Engine", "%1 must list at least one effect."));
    const QString source = action.source.value_or(QString());
    table.event(QStringLiteral("effects.applied"), {{QStringLiteral("source"), source.left(60)}},
                source.isEmpty() ? phrase(QT_TRANSLATE_NOOP("Engine", "The table applies an effect."))
                                 : phrase(QT_TRANSLATE_NOOP("Engine", "The table applies an effect of %1."), source.left(60)));
    return applyEffects(table, action.effects, table.data().turn.player);
}

} // namespace arbiter::exiled_legends
