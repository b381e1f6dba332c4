#include "games/theosis/theosis_locations.h"

#include "core/json_fields.h"
#include "games/theosis/theosis_alignment.h"
#include "games/theosis/theosis_bidding.h"
#include "games/theosis/theosis_equipment.h"
#include "games/theosis/theosis_hand.h"
#include "games/theosis/theosis_hierapolis.h"
#include "games/theosis/theosis_market.h"
#include "games/theosis/theosis_support.h"

namespace arbiter::theosis {

namespace {

constexpr int kQuestSteal = 3;
constexpr int kThievesDamage = 3;
constexpr int kGemsPerVisit = 2;

void gainGold(Play &play, const QString &player, int amount, const Phrase &why)
{
    play.setGold(player, play.gold(player) + amount);
    play.note(QStringLiteral("gold.gained"), {{QStringLiteral("player"), player}, {QStringLiteral("gold"), amount}}, why);
}

void takeInitiative(Play &play, const QString &player)
{
    play.table.initiativeNext = player;
    play.note(QStringLiteral("initiative.taken"), {{QStringLiteral("player"), player}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 takes the initiative marker; it counts from the next turn."), play.name(player)));
}

Status stealGold(Play &play, const QString &thief, const QJsonObject &action, int most, const QString &rulePage)
{
    ARBITER_TRY(from, playerField(play, action, QStringLiteral("from")));
    if (from.value() == thief)
        return RuleError::invalid(QStringLiteral("theosis.steal_from_self"), rulePage,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "A player cannot steal from themselves.")));
    const int available = std::min(most, play.gold(from.value()));
    ARBITER_TRY(amount, json::optionalInt(action, QStringLiteral("amount"), {}, available, 0, most));
    if (amount.value() > available)
        return RuleError::invalid(QStringLiteral("theosis.not_enough_gold"), rulePage,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 has only %2 gold."), play.name(from.value()), play.gold(from.value())));
    play.setGold(from.value(), play.gold(from.value()) - amount.value());
    play.setGold(thief, play.gold(thief) + amount.value());
    play.note(QStringLiteral("gold.stolen"),
              {{QStringLiteral("player"), thief}, {QStringLiteral("from"), from.value()}, {QStringLiteral("gold"), amount.value()}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 steals %2 gold from %3."), play.name(thief), amount.value(), play.name(from.value())));
    return Done{};
}

Result<QString> enemyHeroField(Play &play, const QString &player, const QJsonObject &action, const QString &key, const QString &rulePage)
{
    ARBITER_TRY(target, heroField(play, action, key));
    const HeroState &hero = *play.table.hero(target.value());
    if (play.allied(hero.player, player))
        return RuleError::invalid(QStringLiteral("theosis.not_enemy"), rulePage,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not an enemy hero."), play.name(hero.id)));
    if (!play.alive(hero.id))
        return RuleError::invalid(QStringLiteral("theosis.hero_down"), rule("health"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 has no Health left and is out of the game."), play.name(hero.id)));
    return target;
}

bool anyEnemyHero(const Play &play, const QString &player)
{
    for (const HeroState &h : play.table.heroes)
        if (!play.allied(h.player, player) && play.alive(h.id))
            return true;
    return false;
}

Status equipFromAction(Play &play, const QString &player, const QString &item, const QJsonObject &action)
{
    ARBITER_TRY(heroId, ownHeroField(play, action, QStringLiteral("equip_hero"), player));
    ARBITER_TRY(slot, json::requiredString(action, QStringLiteral("slot"), {}));
    return equipItem(play, *play.table.hero(heroId.value()), item, slot.value());
}

Status questReward(Play &play, const QString &player, const QString &alignment, const QJsonObject &action)
{
    const PowerCard *power = play.content.questPower(alignment, play.table.turn);
    if (power) {
        gainPower(*play.table.player(player), power->id);
        play.note(QStringLiteral("power.gained"), {{QStringLiteral("player"), player}, {QStringLiteral("power"), power->id}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 gains the power %2 (%3/%4)."), play.name(player), power->name, power->attack,
                         power->defense));
    }
    play.table.questsTaken << alignment;
    const QString page = rule("quest-rewards");
    if (alignment == QLatin1String("warmonger")) {
        gainGold(play, player, 4, phrase(QT_TRANSLATE_NOOP("Engine", "%1 gains %2 gold from the Quest."), play.name(player), 4));
        // A target named where no enemy hero stands is refused, not ignored.
        if (anyEnemyHero(play, player) || action.contains(QStringLiteral("target"))) {
            ARBITER_TRY(target, enemyHeroField(play, player, action, QStringLiteral("target"), page));
            woundHero(play, target.value(), 1, QStringLiteral("Warmonger Quest"));
        } else {
            // Against monsters every hero of the session is an ally. With nine
            // heroes or fewer the table plays hindering enemy heroes, which the
            // session does not keep; with more there is no enemy hero at all.
            const bool hindering = !play.table.closedLocations.isEmpty();
            play.note(QStringLiteral("quest.no_enemy"), {{QStringLiteral("player"), player}, {QStringLiteral("hindering"), hindering}},
                      hindering ? phrase(QT_TRANSLATE_NOOP("Engine", "The Warmonger Quest's 1 damage goes to a hindering enemy hero: "
                                                                     "carry it out at the table."))
                                : phrase(QT_TRANSLATE_NOOP("Engine", "No enemy hero is in play: the Warmonger Quest's 1 damage goes to nobody.")));
        }
    } else if (alignment == QLatin1String("guardian")) {
        gainGold(play, player, 4, phrase(QT_TRANSLATE_NOOP("Engine", "%1 gains %2 gold from the Quest."), play.name(player), 4));
        takeInitiative(play, player);
    } else if (alignment == QLatin1String("deceitful")) {
        if (action.contains(QStringLiteral("from")))
            ARBITER_CHECK(stealGold(play, player, action, kQuestSteal, page));
    } else if (alignment == QLatin1String("righteous")) {
        gainGold(play, player, 3, phrase(QT_TRANSLATE_NOOP("Engine", "%1 gains %2 gold from the Quest."), play.name(player), 3));
        ARBITER_TRY(item, drawFromPouch(play, action, QStringLiteral("drawn")));
        play.table.pending = Pending{QStringLiteral("offer"), player, item.value(), QStringLiteral("righteous-quest"), {}};
        const Item *drawn = play.content.item(item.value());
        play.note(QStringLiteral("item.drawn"), {{QStringLiteral("player"), player}, {QStringLiteral("item"), item.value()}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 draws %2 from the pouch: equip it now or put it back."),
                         play.name(player), drawn ? drawn->name : item.value()));
    } else if (alignment == QLatin1String("vengeful")) {
        gainGold(play, player, 2, phrase(QT_TRANSLATE_NOOP("Engine", "%1 gains %2 gold from the Quest."), play.name(player), 2));
        if (action.contains(QStringLiteral("item"))) {
            ARBITER_TRY(item, json::requiredString(action, QStringLiteral("item"), {}));
            if (!takeFromMarket(play.table, item.value()))
                return RuleError::invalid(QStringLiteral("theosis.not_in_market"), page,
                                          phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not in the Market."), item.value()));
            ARBITER_CHECK(equipFromAction(play, player, item.value(), action));
        }
    } else if (alignment == QLatin1String("merciful")) {
        gainGold(play, player, 3, phrase(QT_TRANSLATE_NOOP("Engine", "%1 gains %2 gold from the Quest."), play.name(player), 3));
        ARBITER_CHECK(placeMana(play, player, action, QStringLiteral("mana"), kGemsPerVisit));
    }
    return Done{};
}

Status mageTower(Play &play, const QString &player, const QJsonObject &action)
{
    const QString page = rule("mage-tower");
    if (play.table.ritualDeck.isEmpty())
        return RuleError::invalid(QStringLiteral("theosis.no_rituals"), page,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "No ritual is left in the Mage Tower.")));
    ARBITER_TRY(ritual, json::requiredString(action, QStringLiteral("ritual"), {}));
    if (!play.table.ritualDeck.contains(ritual.value()))
        return RuleError::invalid(QStringLiteral("theosis.ritual_taken"), page,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The ritual %1 is not in the Mage Tower's deck."), ritual.value()));
    ARBITER_TRY(turn, json::requiredInt(action, QStringLiteral("turn"), {}, 1, kArenaTurns));
    for (const PlayerState &p : play.table.players)
        for (const PreparedRitual &r : p.rituals)
            if (r.turn == turn.value())
                return RuleError::invalid(QStringLiteral("theosis.turn_token_taken"), rule("app-session"),
                                          phrase(QT_TRANSLATE_NOOP("Engine", "The turn token %1 already lies on another ritual."), turn.value()));
    removeOne(play.table.ritualDeck, ritual.value());
    play.table.player(player)->rituals.push_back({ritual.value(), turn.value(), false});
    play.note(QStringLiteral("ritual.prepared"), {{QStringLiteral("player"), player}, {QStringLiteral("turn"), turn.value()}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 prepares a ritual for Arena turn %2."), play.name(player), turn.value()));
    return Done{};
}

Status thievesGuild(Play &play, const QString &player, const QJsonObject &action)
{
    if (play.content.thievesGuildCost > 0) {
        if (play.gold(player) < play.content.thievesGuildCost)
            return RuleError::invalid(QStringLiteral("theosis.not_enough_gold"), rule("thieves-guild"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "The Thieves' Guild costs %1 gold; %2 has %3."),
                                             play.content.thievesGuildCost, play.name(player), play.gold(player)));
        play.setGold(player, play.gold(player) - play.content.thievesGuildCost);
    }
    ARBITER_TRY(face, play.rollDie(action, QStringLiteral("face"), 6, QStringLiteral("Thieves' Guild")));
    const QString outcome = play.content.thievesGuild.at(face.value() - 1);
    play.note(QStringLiteral("thieves.rolled"), {{QStringLiteral("player"), player}, {QStringLiteral("face"), face.value()}, {QStringLiteral("outcome"), outcome}},
              phrase(QT_TRANSLATE_NOOP("Engine", "The Thieves' Guild die shows %1: %2."), face.value(), outcome));
    if (outcome == QLatin1String("initiative")) {
        takeInitiative(play, player);
        return Done{};
    }
    bool possible = true;
    if (outcome == QLatin1String("steal-mana")) {
        possible = false;
        for (const HeroState &h : play.table.heroes)
            possible = possible || (!play.allied(h.player, player) && h.mana.contains(true));
    } else if (outcome == QLatin1String("damage")) {
        possible = anyEnemyHero(play, player);
    }
    if (!possible) {
        play.note(QStringLiteral("thieves.nothing"), {{QStringLiteral("player"), player}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "There is nothing to take: the Thieves' Guild gives nothing this time.")));
        return Done{};
    }
    play.table.pending = Pending{QStringLiteral("thieves"), player, {}, {}, outcome};
    return Done{};
}

} // namespace

QStringList locationNames()
{
    return {QStringLiteral("quest"), QStringLiteral("tavern"), QStringLiteral("mage-tower"), QStringLiteral("thieves-guild"),
            QStringLiteral("cathedral"), QStringLiteral("mercenary-camp"), QStringLiteral("market")};
}

QString locationTitle(const QString &location)
{
    static const QStringList titles{QStringLiteral("Quest"), QStringLiteral("Tavern"), QStringLiteral("Mage Tower"), QStringLiteral("Thieves' Guild"),
                                    QStringLiteral("Cathedral"), QStringLiteral("Mercenary Camp"), QStringLiteral("Market")};
    const auto at = locationNames().indexOf(location);
    return at < 0 ? location : titles.at(at);
}

void woundHero(Play &play, const QString &hero, int amount, const QString &cause)
{
    if (amount <= 0) {
        play.note(QStringLiteral("hero.unharmed"), {{QStringLiteral("hero"), hero}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 takes no damage from %2."), play.name(hero), cause));
        return;
    }
    const int before = play.health(hero);
    const int after = before - amount;
    play.setHealth(hero, after);
    play.note(QStringLiteral("hero.wounded"), {{QStringLiteral("hero"), hero}, {QStringLiteral("damage"), amount}, {QStringLiteral("health"), after}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 loses %2 Health (%3): %4 left."), play.name(hero), amount, cause, after));
    if (before >= 1 && after < 1)
        play.note(QStringLiteral("hero.fell"), {{QStringLiteral("hero"), hero}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 falls: below 1 Health the hero is out of the game."), play.name(hero)));
}

Result<int> skillSlot(const Play &play, const HeroState &hero, const QJsonObject &o, const QString &key)
{
    const QJsonValue v = o.value(key);
    if (v.isDouble() && v.toInt() >= 0 && v.toInt() < kSkillSlots)
        return v.toInt();
    const int index = play.sheet(hero).skillIndex(v.toString());
    if (index < 0)
        return RuleError::badRequest(QStringLiteral("theosis.unknown_skill"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1: %2 has no skill \"%3\"."), key, play.name(hero.id), v.toString()));
    return index;
}

Status placeMana(Play &play, const QString &player, const QJsonObject &action, const QString &key, int most, GemReceivers receivers)
{
    ARBITER_TRY(list, json::optionalArray(action, key, {}));
    if (list->size() > most)
        return RuleError::invalid(QStringLiteral("theosis.too_many_gems"), rule("mana-skills"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Here a player takes at most %1 Mana gems."), most));
    for (qsizetype i = 0; i < list->size(); ++i) {
        const QJsonObject gem = list->at(i).toObject();
        ARBITER_TRY(heroId, receivers == GemReceivers::OwnHeroes ? ownHeroField(play, gem, QStringLiteral("hero"), player)
                                                                 : alliedHeroField(play, gem, QStringLiteral("hero"), player));
        HeroState &hero = *play.table.hero(heroId.value());
        ARBITER_TRY(slot, skillSlot(play, hero, gem, QStringLiteral("skill")));
        if (hero.mana.at(slot.value()))
            return RuleError::invalid(QStringLiteral("theosis.skill_has_mana"), rule("mana-skills"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1's skill %2 already holds a Mana gem."), play.name(hero.id),
                                             play.sheet(hero).skills.at(static_cast<std::size_t>(slot.value())).name));
        hero.mana[slot.value()] = true;
        play.note(QStringLiteral("mana.placed"), {{QStringLiteral("hero"), hero.id}, {QStringLiteral("skill"), slot.value()}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 puts a Mana gem into %2."), play.name(hero.id),
                         play.sheet(hero).skills.at(static_cast<std::size_t>(slot.value())).name));
    }
    return Done{};
}

Status visitLocation(Play &play, const QString &player, const QString &location, const QString &alignment, bool gold,
                     const QJsonObject &action)
{
    if (location == QLatin1String("quest")) {
        moveTrack(play, alignment);
        return gold ? questReward(play, player, alignment, action) : Status{Done{}};
    }
    if (location == QLatin1String("tavern")) {
        takeInitiative(play, player);
        return Done{};
    }
    if (location == QLatin1String("mage-tower"))
        return mageTower(play, player, action);
    if (location == QLatin1String("thieves-guild"))
        return thievesGuild(play, player, action);
    if (location == QLatin1String("cathedral")) {
        ARBITER_CHECK(placeMana(play, player, action, QStringLiteral("mana"), kGemsPerVisit));
        if (action.contains(QStringLiteral("heal"))) {
            ARBITER_TRY(healed, heroField(play, action, QStringLiteral("heal")));
            if (!play.alive(healed.value()))
                return RuleError::invalid(QStringLiteral("theosis.hero_down"), rule("cathedral"),
                                          phrase(QT_TRANSLATE_NOOP("Engine", "%1 has no Health left and is out of the game."), play.name(healed.value())));
            play.setHealth(healed.value(), kFullHealth);
            play.note(QStringLiteral("hero.healed"), {{QStringLiteral("hero"), healed.value()}, {QStringLiteral("health"), kFullHealth}},
                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 is healed to full Health."), play.name(healed.value())));
        }
        return Done{};
    }
    if (location == QLatin1String("mercenary-camp")) {
        ARBITER_TRY(face, play.rollDie(action, QStringLiteral("face"), 4, QStringLiteral("Mercenary Camp")));
        gainGold(play, player, face.value(),
                 phrase(QT_TRANSLATE_NOOP("Engine", "The Mercenary Camp's d4 shows %1: %2 gains %1 gold."), face.value(), play.name(player)));
        return Done{};
    }
    // market
    ARBITER_TRY(item, json::requiredString(action, QStringLiteral("item"), {}));
    if (!takeFromMarket(play.table, item.value()))
        return RuleError::invalid(QStringLiteral("theosis.not_in_market"), rule("market"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not in the Market."), item.value()));
    return equipFromAction(play, player, item.value(), action);
}

Status takeOffer(Play &play, const OfferTake &typedAction)
{
    // The helpers below still read fields by key from the action's JSON form.
    const QJsonObject action = typed::encode(typedAction);
    if (!play.table.pending || play.table.pending->kind != QLatin1String("offer"))
        return RuleError::invalid(QStringLiteral("theosis.no_offer"), rule("app-session"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "No drawn or won item is waiting to be equipped.")));
    ARBITER_CHECK(onlyFields(action, {"type", "hero", "slot"}));
    const Pending offer = *play.table.pending;
    ARBITER_CHECK(equipFromAction(play, offer.player, offer.item, QJsonObject{{QStringLiteral("equip_hero"), action.value(QStringLiteral("hero"))},
                                                                              {QStringLiteral("slot"), action.value(QStringLiteral("slot"))}}));
    play.table.pending.reset();
    if (offer.source == QLatin1String("artifact"))
        endHierapolisTurn(play);
    else
        afterPlacement(play);
    return Done{};
}

Status declineOffer(Play &play, const OfferDecline &typedAction)
{
    // The helpers below still read fields by key from the action's JSON form.
    const QJsonObject action = typed::encode(typedAction);
    ARBITER_CHECK(onlyFields(action, {"type"}));
    if (!play.table.pending || play.table.pending->kind != QLatin1String("offer"))
        return RuleError::invalid(QStringLiteral("theosis.no_offer"), rule("app-session"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "No drawn or won item is waiting to be equipped.")));
    const Pending offer = *play.table.pending;
    play.table.pouch << offer.item;
    play.table.pending.reset();
    play.note(QStringLiteral("item.declined"), {{QStringLiteral("player"), offer.player}, {QStringLiteral("item"), offer.item}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 puts %2 back into the pouch."), play.name(offer.player),
                     play.content.item(offer.item) ? play.content.item(offer.item)->name : offer.item));
    if (offer.source == QLatin1String("artifact"))
        endHierapolisTurn(play);
    else
        afterPlacement(play);
    return Done{};
}

Status resolveThieves(Play &play, const ThievesResolve &typedAction)
{
    // The helpers below still read fields by key from the action's JSON form.
    const QJsonObject action = typed::encode(typedAction);
    if (!play.table.pending || play.table.pending->kind != QLatin1String("thieves"))
        return RuleError::invalid(QStringLiteral("theosis.no_thieves_roll"), rule("app-session"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "No Thieves' Guild outcome is waiting.")));
    const Pending pending = *play.table.pending;
    const QString player = pending.player;
    const QString page = rule("thieves-guild");
    if (pending.outcome == QLatin1String("damage")) {
        ARBITER_CHECK(onlyFields(action, {"type", "target"}));
        ARBITER_TRY(target, enemyHeroField(play, player, action, QStringLiteral("target"), page));
        woundHero(play, target.value(), kThievesDamage, QStringLiteral("Thieves' Guild"));
    } else if (pending.outcome == QLatin1String("steal-2-gold") || pending.outcome == QLatin1String("steal-4-gold")) {
        ARBITER_CHECK(onlyFields(action, {"type", "from", "amount"}));
        ARBITER_CHECK(stealGold(play, player, action, pending.outcome == QLatin1String("steal-2-gold") ? 2 : 4, page));
    } else {
        ARBITER_CHECK(onlyFields(action, action.contains(QStringLiteral("to")) ? std::initializer_list<const char *>{"type", "from", "skill", "to", "to_skill"}
                                                                               : std::initializer_list<const char *>{"type", "from", "skill"}));
        ARBITER_TRY(from, enemyHeroField(play, player, action, QStringLiteral("from"), page));
        HeroState &victim = *play.table.hero(from.value());
        ARBITER_TRY(slot, skillSlot(play, victim, action, QStringLiteral("skill")));
        if (!victim.mana.at(slot.value()))
            return RuleError::invalid(QStringLiteral("theosis.no_mana_there"), page,
                                      phrase(QT_TRANSLATE_NOOP("Engine", "That skill of %1 holds no Mana gem."), play.name(victim.id)));
        victim.mana[slot.value()] = false;
        play.note(QStringLiteral("mana.stolen"), {{QStringLiteral("hero"), victim.id}, {QStringLiteral("skill"), slot.value()}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "A Mana gem is taken from %1."), play.name(victim.id)));
        if (action.contains(QStringLiteral("to")))
            ARBITER_CHECK(placeMana(play, player, QJsonObject{{QStringLiteral("mana"), QJsonArray{QJsonObject{
                                                                  {QStringLiteral("hero"), action.value(QStringLiteral("to"))},
                                                                  {QStringLiteral("skill"), action.value(QStringLiteral("to_skill"))}}}}},
                                    QStringLiteral("mana"), 1));
        else
            play.note(QStringLiteral("mana.discarded"), {{QStringLiteral("player"), player}},
                      phrase(QT_TRANSLATE_NOOP("Engine", "The stolen gem has no empty skill to go to and is discarded.")));
    }
    play.table.pending.reset();
    afterPlacement(play);
    return Done{};
}

} // namespace arbiter::theosis
