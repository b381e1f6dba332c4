#include "games/theosis/theosis_drawn.h"

#include "core/json_fields.h"
#include "games/theosis/theosis_market.h"
#include "games/theosis/theosis_support.h"

#include <QJsonArray>

#include <algorithm>

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
    play.table.marketFromTable = chosen;
    play.table.pouch = available;
    play.note(QStringLiteral("market.refilled"), {{QStringLiteral("market"), QJsonArray::fromStringList(chosen)}},
              phrase(QT_TRANSLATE_NOOP("Engine", "The Market holds what the table drew: %1 items."), static_cast<int>(chosen.size())));
    return Done{};
}

namespace {

// The app's draw `shown` of which the real table entered `fromTable` (a part
// of it, counted per id): the token `id` the table drew takes the place of
// the last one the app drew of its kind, and that one goes into the pouch.
// A draw of fewer than `size` tokens of the kind (a pouch running low) just
// takes it in.
enum class Entered { Yes, Complete, NotThere };
Entered enterDrawn(Play &play, QStringList &shown, QStringList &fromTable, const QString &id, int size)
{
    const auto kind = [&](const QString &item) {
        const Item *card = play.content.item(item);
        return card && card->artifact;
    };
    const bool artifact = kind(id);
    const auto appDrawn = [&](const QString &item) { return shown.count(item) > fromTable.count(item); };
    if (appDrawn(id)) {
        fromTable << id;
        return Entered::Yes;
    }
    if (!play.table.pouch.contains(id))
        return Entered::NotThere;
    qsizetype ofKind = 0;
    qsizetype replaced = -1;
    for (qsizetype i = shown.size() - 1; i >= 0; --i) {
        if (kind(shown.at(i)) != artifact)
            continue;
        ++ofKind;
        if (replaced < 0 && appDrawn(shown.at(i)))
            replaced = i;
    }
    if (replaced < 0 && ofKind >= size)
        return Entered::Complete;
    if (replaced >= 0)
        play.table.pouch << shown.takeAt(replaced);
    removeOne(play.table.pouch, id);
    shown << id;
    fromTable << id;
    return Entered::Yes;
}

RuleError notDrawable(const QString &id, const char *entry)
{
    return RuleError::invalid(QStringLiteral("theosis.not_in_pouch"), rule(entry),
                              phrase(QT_TRANSLATE_NOOP("Engine", "%1 is neither in the pouch nor among the tokens the app drew."), id));
}

} // namespace

namespace {

QStringList drawable(const Play &play, const QStringList &shown, const QStringList &fromTable, std::optional<bool> artifacts)
{
    QStringList out;
    const auto fits = [&](const QString &id) {
        const Item *item = play.content.item(id);
        return item && (!artifacts || item->artifact == *artifacts) && !out.contains(id);
    };
    for (const QString &id : shown)
        if (shown.count(id) > fromTable.count(id) && fits(id))
            out << id;
    for (const QString &id : play.table.pouch)
        if (fits(id))
            out << id;
    return out;
}

bool offerTaken(const Table &table)
{
    return std::any_of(table.heroes.begin(), table.heroes.end(), [](const HeroState &h) { return !h.items.isEmpty(); });
}

} // namespace

namespace {

// The Market was just drawn (at setup or after the bidding): no hero of the
// turn is placed yet.
bool marketJustDrawn(const Table &t)
{
    return t.phase == Phase::Hierapolis && !t.pending
           && std::none_of(t.heroes.begin(), t.heroes.end(), [](const HeroState &h) { return !h.location.isEmpty(); });
}

} // namespace

QStringList marketDrawCandidates(const Play &play)
{
    const Table &t = play.table;
    if (!marketJustDrawn(t) || t.marketFromTable.size() >= t.market.size())
        return {};
    return drawable(play, t.market, t.marketFromTable, false);
}

QStringList fastDrawCandidates(const Play &play)
{
    const Table &t = play.table;
    if (!t.fast || t.phase != Phase::Allocation || offerTaken(t) || t.fastOfferFromTable.size() >= t.fastOffer.size())
        return {};
    return drawable(play, t.fastOffer, t.fastOfferFromTable, std::nullopt);
}

Status drawForMarket(Play &play, const MarketDraw &action)
{
    if (play.table.phase != Phase::Hierapolis && play.table.phase != Phase::Bidding)
        return RuleError::invalid(QStringLiteral("theosis.not_in_hierapolis"), rule("market"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The Market is only set in Hierapolis.")));
    if (!marketJustDrawn(play.table))
        return RuleError::invalid(QStringLiteral("theosis.market_drawn_before"), rule("market"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The table enters the Market it drew at the start of the turn, before the first placement.")));
    const Item *item = play.content.item(action.item);
    if (item && item->artifact)
        return RuleError::invalid(QStringLiteral("theosis.artifact_not_for_market"), rule("market"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is an artifact: it is shown to everyone and goes back into the pouch."), item->name));
    const Entered entered = !item ? Entered::NotThere
                            : play.table.marketFromTable.size() >= kMarketSize
                                ? Entered::Complete
                                : enterDrawn(play, play.table.market, play.table.marketFromTable, action.item, kMarketSize);
    if (entered == Entered::NotThere)
        return notDrawable(action.item, "market");
    if (entered == Entered::Complete)
        return RuleError::invalid(QStringLiteral("theosis.draw_complete"), rule("market"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The table has already entered all six Market tokens it drew.")));
    play.note(QStringLiteral("market.drawn"), {{QStringLiteral("item"), action.item}, {QStringLiteral("market"), QJsonArray::fromStringList(play.table.market)}},
              phrase(QT_TRANSLATE_NOOP("Engine", "The table drew %1 for the Market (%2 of %3 entered)."), item->name,
                     static_cast<int>(play.table.marketFromTable.size()), kMarketSize));
    return Done{};
}

Status drawForFastOffer(Play &play, const FastDraw &action)
{
    if (!play.table.fast || play.table.phase != Phase::Allocation)
        return RuleError::invalid(QStringLiteral("theosis.not_fast_offer"), rule("fast-preparation"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Items are handed out like this only in the fast-action preparation, before the ranking.")));
    if (offerTaken(play.table))
        return RuleError::invalid(QStringLiteral("theosis.offer_taken"), rule("fast-preparation"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The offer is drawn before anyone takes from it.")));
    const Item *item = play.content.item(action.item);
    const Entered entered = item ? enterDrawn(play, play.table.fastOffer, play.table.fastOfferFromTable, action.item, fastOfferSize(play.table, item->artifact))
                                 : Entered::NotThere;
    if (entered == Entered::NotThere)
        return notDrawable(action.item, "fast-preparation");
    if (entered == Entered::Complete)
        return RuleError::invalid(QStringLiteral("theosis.draw_complete"), rule("fast-preparation"),
                                  item->artifact ? phrase(QT_TRANSLATE_NOOP("Engine", "The table has already entered every artifact of the offer."))
                                                 : phrase(QT_TRANSLATE_NOOP("Engine", "The table has already entered every item of the offer.")));
    play.note(QStringLiteral("offer.drawn"), {{QStringLiteral("item"), action.item}, {QStringLiteral("offer"), QJsonArray::fromStringList(play.table.fastOffer)}},
              phrase(QT_TRANSLATE_NOOP("Engine", "The table drew %1 for the offer."), item->name));
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
