#include "games/theosis/theosis_drawn.h"

#include "core/json_fields.h"
#include "games/theosis/theosis_market.h"
#include "games/theosis/theosis_support.h"

#include <QJsonArray>

namespace arbiter::theosis {

Status setArtifact(Play &play, const ArtifactSet &action)
{
    if (play.table.phase != Phase::Bidding || !play.table.sealedBids.isEmpty() || play.table.pending)
        return RuleError::invalid(QStringLiteral("theosis.not_bidding"), rule("bidding"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The artifact is shown once every hero of the turn is placed, before anyone bids.")));
    const qsizetype current = play.table.turn - 1;
    const qsizetype at = play.table.artifacts.indexOf(action.item);
    // Earlier turns' artifacts are gone: won, or into the pouch.
    if (at < current || current < 0 || current >= play.table.artifacts.size())
        return RuleError::invalid(QStringLiteral("theosis.artifact_gone"), rule("bidding"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not among the face-down artifacts."), action.item));
    play.table.artifacts.swapItemsAt(at, current);
    const Item *item = play.content.item(action.item);
    play.note(QStringLiteral("artifact.revealed"), {{QStringLiteral("item"), action.item}, {QStringLiteral("turn"), play.table.turn}},
              phrase(QT_TRANSLATE_NOOP("Engine", "The table shows %1 as the artifact of turn %2."), item ? item->name : action.item, play.table.turn));
    return Done{};
}

Status setMarket(Play &play, const MarketSet &action)
{
    if (play.table.phase != Phase::Hierapolis && play.table.phase != Phase::Bidding)
        return RuleError::invalid(QStringLiteral("theosis.not_in_hierapolis"), rule("market"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The Market is only set in Hierapolis.")));
    if (action.items.size() > kMarketSize)
        return json::fieldError(QStringLiteral("items"), QT_TRANSLATE_NOOP("Engine", "%1 holds at most six items."));
    QStringList available = play.table.market + play.table.pouch;
    QStringList chosen;
    for (qsizetype i = 0; i < action.items.size(); ++i) {
        const QString id = action.items.at(i).toString();
        const Item *item = play.content.item(id);
        if (!item || item->artifact || !removeOne(available, id))
            return RuleError::invalid(QStringLiteral("theosis.not_in_pouch"), rule("market"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 is neither in the Market nor in the pouch."), id));
        chosen << id;
    }
    play.table.market = chosen;
    play.table.pouch = available;
    play.note(QStringLiteral("market.refilled"), {{QStringLiteral("market"), QJsonArray::fromStringList(chosen)}},
              phrase(QT_TRANSLATE_NOOP("Engine", "The Market holds what the table drew: %1 items."), static_cast<int>(chosen.size())));
    return Done{};
}

Status setStamina(Play &play, const StaminaSet &action)
{
    MonsterState *monster = play.table.monster(action.monster);
    if (play.table.phase != Phase::Arena)
        return RuleError::invalid(QStringLiteral("theosis.not_in_arena"), rule("monsters"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The stamina piles are in play once the Arena fight begins.")));
    if (!monster)
        return RuleError::notFound(QStringLiteral("theosis.unknown_monster"),
                                   phrase(QT_TRANSLATE_NOOP("Engine", "No monster \"%1\" stands in the Arena."), action.monster));
    const qsizetype at = monster->pile.indexOf(action.token);
    if (at < 0)
        return RuleError::invalid(QStringLiteral("theosis.not_in_pile"), rule("monsters"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not in the stamina pile of %2."), action.token, play.name(monster->id)));
    monster->pile.move(at, 0);
    play.note(QStringLiteral("stamina.shown"), {{QStringLiteral("monster"), monster->id}, {QStringLiteral("token"), action.token}},
              phrase(QT_TRANSLATE_NOOP("Engine", "The active stamina token of %1 is %2."), play.name(monster->id), action.token));
    return Done{};
}

} // namespace arbiter::theosis
