#include "games/theosis/theosis_bidding.h"

#include "core/json_fields.h"
#include "games/theosis/theosis_market.h"
#include "games/theosis/theosis_ranking.h"
#include "games/theosis/theosis_support.h"

namespace arbiter::theosis {

namespace {

// Reveals the bids together: the highest wins, a tie for the highest sends
// the artifact into the pouch, and every bid is spent either way.
Status settleBids(Play &play, const QJsonObject &bids)
{
    QString best;
    int highest = -1;
    bool tie = false;
    for (auto it = bids.begin(); it != bids.end(); ++it) {
        const int amount = it.value().toInt();
        if (amount > highest) {
            highest = amount;
            best = it.key();
            tie = false;
        } else if (amount == highest) {
            tie = true;
        }
    }
    for (auto it = bids.begin(); it != bids.end(); ++it)
        play.setGold(it.key(), play.gold(it.key()) - it.value().toInt());
    play.table.sealedBids = {};
    const QString artifact = play.table.artifacts.value(play.table.turn - 1);
    const Item *item = play.content.item(artifact);
    const QString itemName = item ? item->name : artifact;
    if (best.isEmpty() || tie) {
        play.table.pouch << artifact;
        play.note(QStringLiteral("artifact.discarded"), {{QStringLiteral("item"), artifact}, {QStringLiteral("bids"), bids}},
                  best.isEmpty() ? phrase(QT_TRANSLATE_NOOP("Engine", "Nobody bids: %1 goes into the pouch."), itemName)
                                 : phrase(QT_TRANSLATE_NOOP("Engine", "The highest bids tie at %1: %2 goes into the pouch and every bid is spent."),
                                          highest, itemName));
        endHierapolisTurn(play);
        return Done{};
    }
    play.note(QStringLiteral("artifact.won"),
              {{QStringLiteral("item"), artifact}, {QStringLiteral("player"), best}, {QStringLiteral("bids"), bids}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 wins %2 with %3 gold; every bid is spent. Equip it or let it go."),
                     play.name(best), itemName, highest));
    play.table.pending = Pending{QStringLiteral("offer"), best, artifact, QStringLiteral("artifact"), {}};
    return Done{};
}

Status refuseBidAbovePurse(const Play &play, const QString &player, int amount)
{
    if (amount > play.gold(player))
        return RuleError::invalid(QStringLiteral("theosis.bid_too_high"), rule("bidding"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 bids %2 but holds only %3 gold."), play.name(player), amount,
                                         play.gold(player)));
    return Done{};
}

// {"type":"bid","player":"ann","amount":3}: one player's sealed bid (0 stays
// out); the bids are revealed once every player has made one.
Status sealOneBid(Play &play, const QJsonObject &action)
{
    ARBITER_CHECK(onlyFields(action, {"type", "player", "amount"}));
    ARBITER_TRY(player, playerField(play, action, QStringLiteral("player")));
    if (play.table.sealedBids.contains(player.value()))
        return RuleError::invalid(QStringLiteral("theosis.already_bid"), rule("bidding"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 has already made a bid for this artifact."), play.name(player.value())));
    ARBITER_TRY(amount, json::requiredInt(action, QStringLiteral("amount"), {}, 0, 1000));
    ARBITER_CHECK(refuseBidAbovePurse(play, player.value(), amount.value()));
    play.table.sealedBids.insert(player.value(), amount.value());
    play.note(QStringLiteral("bid.sealed"), {{QStringLiteral("player"), player.value()}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 makes a sealed bid."), play.name(player.value())));
    if (static_cast<std::size_t>(play.table.sealedBids.size()) < play.table.players.size())
        return Done{};
    QJsonObject bids;
    for (auto it = play.table.sealedBids.begin(); it != play.table.sealedBids.end(); ++it)
        if (it.value().toInt() > 0)
            bids.insert(it.key(), it.value());
    return settleBids(play, bids);
}

} // namespace

Status bidForArtifact(Play &play, const Bid &typedAction)
{
    // The helpers below still read fields by key from the action's JSON form.
    const QJsonObject action = typed::encode(typedAction);
    if (play.table.phase != Phase::Bidding || play.table.pending)
        return RuleError::invalid(QStringLiteral("theosis.not_bidding"), rule("bidding"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The artifact is bid for once every hero of the turn is placed.")));
    if (!action.contains(QStringLiteral("bids")))
        return sealOneBid(play, action);
    ARBITER_CHECK(onlyFields(action, {"type", "bids"}));
    if (!play.table.sealedBids.isEmpty())
        return RuleError::invalid(QStringLiteral("theosis.bids_one_by_one"), rule("bidding"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Some players have already bid one at a time: the others bid the same way.")));
    ARBITER_TRY(bids, json::requiredObject(action, QStringLiteral("bids"), {}));
    for (auto it = bids->begin(); it != bids->end(); ++it) {
        if (!play.table.player(it.key()))
            return RuleError::notFound(QStringLiteral("theosis.unknown_player"),
                                       phrase(QT_TRANSLATE_NOOP("Engine", "%1: no player \"%2\" plays in this game."), QStringLiteral("bids"), it.key()));
        ARBITER_TRY(amount, json::requiredInt(bids.value(), it.key(), QStringLiteral("bids"), 0, 1000));
        ARBITER_CHECK(refuseBidAbovePurse(play, it.key(), amount.value()));
    }
    return settleBids(play, bids.value());
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
