#include "games/theosis/theosis_bidding.h"

#include "core/json_fields.h"
#include "games/theosis/theosis_market.h"
#include "games/theosis/theosis_ranking.h"
#include "games/theosis/theosis_support.h"

namespace arbiter::theosis {

Result<Transition> bidForArtifact(const SessionState &state, const QJsonObject &action)
{
    THEOSIS_TRY(started, startPlay(state));
    Play &play = started.value();
    if (play.table.phase != Phase::Bidding || play.table.pending)
        return RuleError::invalid(QStringLiteral("theosis.not_bidding"), rule("bidding"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The artifact is bid for once every hero of the turn is placed.")));
    THEOSIS_TRY(bids, json::requiredObject(action, QStringLiteral("bids"), {}));
    QString best;
    int highest = -1;
    bool tie = false;
    for (auto it = bids->begin(); it != bids->end(); ++it) {
        if (!play.table.player(it.key()))
            return RuleError::notFound(QStringLiteral("theosis.unknown_player"),
                                       phrase(QT_TRANSLATE_NOOP("Engine", "%1: no player \"%2\" plays in this game."), QStringLiteral("bids"), it.key()));
        THEOSIS_TRY(amount, json::requiredInt(bids.value(), it.key(), QStringLiteral("bids"), 0, 1000));
        if (amount.value() > play.gold(it.key()))
            return RuleError::invalid(QStringLiteral("theosis.bid_too_high"), rule("bidding"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 bids %2 but holds only %3 gold."), play.name(it.key()),
                                             amount.value(), play.gold(it.key())));
        if (amount.value() > highest) {
            highest = amount.value();
            best = it.key();
            tie = false;
        } else if (amount.value() == highest) {
            tie = true;
        }
    }
    for (auto it = bids->begin(); it != bids->end(); ++it)
        play.setGold(it.key(), play.gold(it.key()) - it.value().toInt());
    const QString artifact = play.table.artifacts.value(play.table.turn - 1);
    const Item *item = play.content.item(artifact);
    const QString itemName = item ? item->name : artifact;
    if (best.isEmpty() || tie) {
        play.table.pouch << artifact;
        play.note(QStringLiteral("artifact.discarded"), {{QStringLiteral("item"), artifact}, {QStringLiteral("bids"), bids.value()}},
                  best.isEmpty() ? phrase(QT_TRANSLATE_NOOP("Engine", "Nobody bids: %1 goes into the pouch."), itemName)
                                 : phrase(QT_TRANSLATE_NOOP("Engine", "The highest bids tie at %1: %2 goes into the pouch and every bid is spent."),
                                          highest, itemName));
        endHierapolisTurn(play);
        return play.finish();
    }
    play.note(QStringLiteral("artifact.won"),
              {{QStringLiteral("item"), artifact}, {QStringLiteral("player"), best}, {QStringLiteral("bids"), bids.value()}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 wins %2 with %3 gold; every bid is spent. Equip it (offer.take) or let it go (offer.decline)."),
                     play.name(best), itemName, highest));
    play.table.pending = Pending{QStringLiteral("offer"), best, artifact, QStringLiteral("artifact"), {}};
    return play.finish();
}

void endHierapolisTurn(Play &play)
{
    refillMarket(play.table, play.content, play.state.rng);
    play.note(QStringLiteral("market.refilled"), {{QStringLiteral("market"), QJsonArray::fromStringList(play.table.market)}},
              phrase(QT_TRANSLATE_NOOP("Engine", "The Market is refilled with %1 items."), static_cast<int>(play.table.market.size())));
    for (HeroState &h : play.table.heroes)
        h.location.clear();
    play.table.questsTaken.clear();
    if (!play.table.initiativeNext.isEmpty())
        play.table.initiative = play.table.initiativeNext;
    play.table.initiativeNext.clear();
    if (play.table.turn >= kHierapolisTurns) {
        startRanking(play);
        return;
    }
    ++play.table.turn;
    play.table.phase = Phase::Hierapolis;
    play.note(QStringLiteral("turn.started"), {{QStringLiteral("turn"), play.table.turn}, {QStringLiteral("initiative"), play.table.initiative}},
              phrase(QT_TRANSLATE_NOOP("Engine", "Hierapolis turn %1: %2 holds the initiative and places first."), play.table.turn,
                     play.name(play.table.initiative)));
}

} // namespace arbiter::theosis
