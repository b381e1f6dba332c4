#include "games/theosis/theosis_ranking.h"

#include "core/json_fields.h"
#include "games/theosis/theosis_alignment.h"
#include "games/theosis/theosis_equipment.h"
#include "games/theosis/theosis_hand.h"
#include "games/theosis/theosis_market.h"
#include "games/theosis/theosis_support.h"

#include <set>

namespace arbiter::theosis {

namespace {

QStringList initiativeOrder(const Table &table)
{
    QStringList order;
    const auto start = table.seats.indexOf(table.initiative);
    for (qsizetype k = 0; k < table.seats.size(); ++k)
        order << table.seats.at((start + k) % table.seats.size());
    return order;
}

void finishAllocation(Play &play)
{
    play.table.ranking = rankingByGold(play);
    play.table.phase = Phase::Entry;
    QStringList names;
    for (const QString &h : play.table.ranking)
        names << play.name(h);
    play.note(QStringLiteral("ranking.made"), {{QStringLiteral("ranking"), QJsonArray::fromStringList(play.table.ranking)}},
              phrase(QT_TRANSLATE_NOOP("Engine", "The ranking, highest first: %1. The heroes enter the Arena, lowest rank first."),
                     names.join(QStringLiteral(", "))));
}

} // namespace

void startRanking(Play &play)
{
    play.table.phase = Phase::Allocation;
    payAlignmentBonus(play);
    QStringList order = initiativeOrder(play.table);
    // The holder allocates last, after everyone to their right.
    std::reverse(order.begin() + 1, order.end());
    order.append(order.takeFirst());
    play.table.allocationOrder = order;
    play.note(QStringLiteral("allocation.started"), {{QStringLiteral("order"), QJsonArray::fromStringList(order)}},
              phrase(QT_TRANSLATE_NOOP("Engine", "Hierapolis is over. %1 puts gold on the heroes' mats first; %2, who holds the initiative, goes last."),
                     play.name(order.first()), play.name(order.last())));
}

QStringList rankingByGold(const Play &play)
{
    const QStringList order = initiativeOrder(play.table);
    std::vector<const HeroState *> heroes;
    for (const HeroState &h : play.table.heroes)
        if (play.alive(h.id))
            heroes.push_back(&h);
    std::stable_sort(heroes.begin(), heroes.end(), [&](const HeroState *a, const HeroState *b) {
        const int ga = play.gold(a->id);
        const int gb = play.gold(b->id);
        if (ga != gb)
            return ga > gb;
        return order.indexOf(a->player) < order.indexOf(b->player);
    });
    QStringList out;
    for (const HeroState *h : heroes)
        out << h->id;
    return out;
}

Status allocateGold(Play &play, const GoldAllocate &typedAction)
{
    // The helpers below still read fields by key from the action's JSON form.
    const QJsonObject action = typed::encode(typedAction);
    if (play.table.phase != Phase::Allocation)
        return RuleError::invalid(QStringLiteral("theosis.not_allocating"), rule("ranking"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Gold goes on the mats only after the sixth Hierapolis turn.")));
    ARBITER_CHECK(onlyFields(action, {"type", "player", "gold"}));
    ARBITER_TRY(player, playerField(play, action, QStringLiteral("player")));
    const QString next = play.table.allocationOrder.value(0);
    if (player.value() != next)
        return RuleError::invalid(QStringLiteral("theosis.not_your_allocation"), rule("ranking"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 allocates gold now, not %2."), play.name(next), play.name(player.value())));
    if (action.contains(QStringLiteral("gold")) && !action.value(QStringLiteral("gold")).isObject())
        return json::fieldError(QStringLiteral("gold"), QT_TRANSLATE_NOOP("Engine", "%1 must be an object of hero: gold."));
    const std::optional<QJsonObject> gold = action.value(QStringLiteral("gold")).toObject();
    int total = 0;
    for (auto it = gold->begin(); it != gold->end(); ++it) {
        ARBITER_TRY(hero, ownHeroField(play, QJsonObject{{QStringLiteral("hero"), it.key()}}, QStringLiteral("hero"), player.value()));
        ARBITER_TRY(amount, json::requiredInt(gold.value(), it.key(), QStringLiteral("gold"), 0, 1000));
        total += amount.value();
    }
    if (total > play.gold(player.value()))
        return RuleError::invalid(QStringLiteral("theosis.not_enough_gold"), rule("ranking"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 hands out %2 gold but holds only %3."), play.name(player.value()), total,
                                         play.gold(player.value())));
    for (auto it = gold->begin(); it != gold->end(); ++it)
        play.setGold(it.key(), play.gold(it.key()) + it.value().toInt());
    play.setGold(player.value(), play.gold(player.value()) - total);
    play.table.player(player.value())->placedGold = true;
    play.table.allocationOrder.removeFirst();
    play.note(QStringLiteral("gold.allocated"), {{QStringLiteral("player"), player.value()}, {QStringLiteral("gold"), gold.value()}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 puts %2 gold on the heroes' mats."), play.name(player.value()), total));
    if (play.table.allocationOrder.isEmpty())
        finishAllocation(play);
    return Done{};
}

Status setRanking(Play &play, const RankingSet &typedAction)
{
    // The helpers below still read fields by key from the action's JSON form.
    const QJsonObject action = typed::encode(typedAction);
    const bool againstMonsters = !play.table.monsters.empty();
    bool anyoneIn = false;
    for (const HeroState &h : play.table.heroes)
        anyoneIn = anyoneIn || h.at.has_value();
    if (!againstMonsters || play.table.phase != Phase::Entry || anyoneIn)
        return RuleError::invalid(QStringLiteral("theosis.ranking_fixed"), rule("coop"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Only players facing monsters choose their ranking, and only before the heroes enter.")));
    ARBITER_CHECK(onlyFields(action, {"type", "order"}));
    ARBITER_TRY(order, json::requiredArray(action, QStringLiteral("order"), {}));
    QStringList ranking;
    std::set<QString> seen;
    for (const QJsonValue &v : order.value()) {
        if (!play.table.ranking.contains(v.toString()) || !seen.insert(v.toString()).second)
            return RuleError::invalid(QStringLiteral("theosis.bad_ranking"), rule("coop"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "The order must name every standing hero once.")));
        ranking << v.toString();
    }
    if (ranking.size() != play.table.ranking.size())
        return RuleError::invalid(QStringLiteral("theosis.bad_ranking"), rule("coop"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The order must name every standing hero once.")));
    play.table.ranking = ranking;
    play.note(QStringLiteral("ranking.set"), {{QStringLiteral("ranking"), QJsonArray::fromStringList(ranking)}},
              phrase(QT_TRANSLATE_NOOP("Engine", "The players set their ranking.")));
    return Done{};
}

Status fastPreparation(SessionState &state, Table &table, const Content &content)
{
    const QJsonObject powers = state.setup.value(QStringLiteral("powers")).toObject();
    std::set<QString> dealt;
    for (qsizetype seat = 0; seat < table.seats.size(); ++seat) {
        PlayerState &player = *table.player(table.seats.at(seat));
        QStringList chosen;
        if (powers.contains(player.id)) {
            for (const QJsonValue &v : powers.value(player.id).toArray())
                chosen << v.toString();
        } else {
            for (std::size_t pair = 0; pair < content.valuePairs.size(); ++pair) {
                const QString alignment = content.alignments.at((seat + static_cast<qsizetype>(pair)) % content.alignments.size());
                chosen << content.questPower(alignment, static_cast<int>(pair) + 1)->id;
            }
        }
        std::set<std::pair<int, int>> pairs;
        for (const QString &id : chosen) {
            const PowerCard *card = content.power(id);
            if (!card || !dealt.insert(id).second)
                return RuleError::badRequest(QStringLiteral("theosis.fast_powers"),
                                             phrase(QT_TRANSLATE_NOOP("Engine", "setup.powers: \"%1\" is unknown or dealt twice."), id));
            pairs.insert({card->attack, card->defense});
            gainPower(player, id);
        }
        if (chosen.size() != static_cast<qsizetype>(content.valuePairs.size()) || pairs.size() != content.valuePairs.size())
            return RuleError::badRequest(QStringLiteral("theosis.fast_powers"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "setup.powers: %1 needs one power of each value pair."), player.id));
    }
    const QJsonObject mana = state.setup.value(QStringLiteral("mana")).toObject();
    for (HeroState &hero : table.heroes) {
        int slot = 0;
        if (mana.contains(hero.id)) {
            const QJsonValue v = mana.value(hero.id);
            slot = v.isDouble() ? v.toInt() : content.hero(hero.sheet)->skillIndex(v.toString());
            if (slot < 0 || slot >= kSkillSlots)
                return RuleError::badRequest(QStringLiteral("theosis.unknown_skill"),
                                             phrase(QT_TRANSLATE_NOOP("Engine", "setup.mana: %1 has no such skill."), hero.id));
        }
        hero.mana[slot] = true;
    }
    table.pouch += table.artifacts;
    table.artifacts.clear();
    drawFastOffer(table, content);
    table.ritualDeck.clear(); // no rituals in this mode
    table.turn = kHierapolisTurns;
    table.phase = Phase::Allocation;
    QStringList order;
    const auto start = table.seats.indexOf(table.initiative);
    for (qsizetype k = 1; k <= table.seats.size(); ++k)
        order << table.seats.at((start - k + table.seats.size() * 2) % table.seats.size());
    table.allocationOrder = order;
    return Done{};
}

Status equipFast(Play &play, const ItemEquip &typedAction)
{
    // The helpers below still read fields by key from the action's JSON form.
    const QJsonObject action = typed::encode(typedAction);
    if (!play.table.fast || play.table.phase != Phase::Allocation)
        return RuleError::invalid(QStringLiteral("theosis.not_fast_offer"), rule("fast-preparation"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Items are handed out like this only in the fast-action preparation, before the ranking.")));
    ARBITER_CHECK(onlyFields(action, {"type", "hero", "item", "slot"}));
    ARBITER_TRY(hero, heroField(play, action, QStringLiteral("hero")));
    ARBITER_TRY(item, json::requiredString(action, QStringLiteral("item"), {}));
    ARBITER_TRY(slot, json::requiredString(action, QStringLiteral("slot"), {}));
    // A token from the pouch is one the real offer showed: the table leads.
    if (removeOne(play.table.fastOffer, item.value())) {
        if (play.table.fastOfferFromTable.count(item.value()) > play.table.fastOffer.count(item.value()))
            removeOne(play.table.fastOfferFromTable, item.value());
    } else if (!removeOne(play.table.pouch, item.value())) {
        return RuleError::invalid(QStringLiteral("theosis.not_in_pouch"), rule("fast-preparation"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not in the offer."), item.value()));
    }
    ARBITER_CHECK(equipItem(play, *play.table.hero(hero.value()), item.value(), slot.value()));
    return Done{};
}

} // namespace arbiter::theosis
