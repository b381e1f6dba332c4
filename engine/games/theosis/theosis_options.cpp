#include "games/theosis/theosis_options.h"

#include "core/json_fields.h"
#include "core/typed_action.h"
#include "games/theosis/theosis_action_types.h"
#include "games/theosis/theosis_arena.h"
#include "games/theosis/theosis_corrections.h"
#include "games/theosis/theosis_drawn.h"
#include "games/theosis/theosis_entry.h"
#include "games/theosis/theosis_hand.h"
#include "games/theosis/theosis_hierapolis.h"
#include "games/theosis/theosis_locations.h"
#include "games/theosis/theosis_new_items.h"
#include "games/theosis/theosis_queries.h"
#include "games/theosis/theosis_rituals.h"
#include "games/theosis/theosis_turns.h"

#include <QHash>

#include <algorithm>
#include <functional>

namespace arbiter::theosis {

namespace {

// Input lists are cut at this many values where the choices multiply (gem
// sets, defence sets, gold splits, orders); every value listed is still legal.
constexpr qsizetype kMostValues = 64;

const QString kHero = QStringLiteral("hero");
const QString kTo = QStringLiteral("to");
const QString kPower = QStringLiteral("power");
const QString kTarget = QStringLiteral("target");
const QString kDefenses = QStringLiteral("defenses");
const QString kRolls = QStringLiteral("rolls");

QJsonArray numbers(int from, int to)
{
    QJsonArray out;
    for (int i = from; i <= to; ++i)
        out.append(i);
    return out;
}

QJsonArray hexes(const std::vector<Hex> &list)
{
    QJsonArray out;
    for (Hex h : list)
        out.append(json::toJson(h));
    return out;
}

// Offers `action` with each of `inputs` left open when one completion of
// them all is accepted: the lists are built from the engine's own queries
// over choices that do not depend on each other.
bool offerOpen(OptionsBuilder &builder, const QJsonObject &action, const Phrase &label, const QJsonObject &inputs)
{
    QJsonObject sample = action;
    QJsonObject open;
    for (auto it = inputs.begin(); it != inputs.end(); ++it) {
        const QJsonArray values = it.value().toArray();
        if (values.isEmpty())
            return false;
        sample.insert(it.key(), values.first());
        open.insert(it.key(), values);
    }
    if (!builder.check(sample))
        return false;
    builder.add({action, label, open});
    return true;
}

// A monster's d4 may come from the real die (`rolls`, an input) or be left to
// the app (no `rolls`): both forms are offered.
bool offerRolled(OptionsBuilder &builder, const QJsonObject &action, const Phrase &label, const QJsonObject &inputs)
{
    const QString rolls = QStringLiteral("rolls");
    if (!inputs.contains(rolls))
        return offerOpen(builder, action, label, inputs);
    QJsonObject appRolls = inputs;
    appRolls.remove(rolls);
    const bool either = offerOpen(builder, action, label, appRolls);
    return offerOpen(builder, action, label, inputs) || either;
}

// Every way to pick up to `most` items of `from` (order kept), the smaller
// sets first, at most `cap` of them.
QJsonArray subsets(const QJsonArray &from, int most, qsizetype cap)
{
    // The empty set first. A list holding one list is spelled with
    // QJsonValue: clang reads QJsonArray{QJsonArray{}} as a copy of the
    // inner list (g++ as a list of one), so the two builds answered apart.
    QJsonArray out{QJsonValue(QJsonArray{})};
    std::vector<std::pair<QJsonArray, qsizetype>> level{{QJsonArray{}, 0}}; // a set and where its next item may start
    for (int size = 1; size <= most && out.size() < cap; ++size) {
        std::vector<std::pair<QJsonArray, qsizetype>> next;
        for (const auto &[set, start] : level)
            for (qsizetype i = start; i < from.size() && out.size() < cap; ++i) {
                QJsonArray more = set;
                more.append(from.at(i));
                out.append(more);
                next.emplace_back(more, i + 1);
            }
        level = std::move(next);
    }
    return out;
}

} // namespace

TurnStep turnStep(const Play &play)
{
    const Table &t = play.table;
    TurnStep now;
    QJsonObject &step = now.step;
    step = {{QStringLiteral("phase"), phaseName(t.phase)}, {QStringLiteral("turn"), t.turn}};
    if (t.phase == Phase::Hierapolis || t.phase == Phase::Bidding) {
        step.insert(QStringLiteral("turns"), kHierapolisTurns);
        step.insert(QStringLiteral("initiative"), t.initiative);
    } else if (t.phase == Phase::Arena) {
        step.insert(QStringLiteral("turns"), kArenaTurns);
    }
    if (!t.byHand.empty())
        step.insert(QStringLiteral("by_hand"), byHandStep(t));
    if (t.phase == Phase::Over) {
        if (t.result) {
            step.insert(QStringLiteral("outcome"), t.result->outcome);
            step.insert(QStringLiteral("reason"), t.result->reason);
        }
        return now;
    }
    if (t.pending) {
        now.actor = t.pending->player;
        const bool offer = t.pending->kind == QLatin1String("offer");
        step.insert(QStringLiteral("due"), offer ? QStringLiteral("offer") : QStringLiteral("thieves"));
        step.insert(QStringLiteral("player"), now.actor);
        step.insert(offer ? QStringLiteral("item") : QStringLiteral("outcome"), offer ? t.pending->item : t.pending->outcome);
    } else if (t.phase == Phase::Hierapolis) {
        now.actor = nextToPlace(play);
        step.insert(QStringLiteral("due"), QStringLiteral("placement"));
        step.insert(QStringLiteral("player"), now.actor);
    } else if (t.phase == Phase::Bidding) {
        step.insert(QStringLiteral("due"), QStringLiteral("bids"));
        step.insert(QStringLiteral("artifact"), t.artifacts.value(t.turn - 1));
        QStringList waiting;
        for (const QString &seat : t.seats)
            if (!t.sealedBids.contains(seat))
                waiting << seat;
        step.insert(QStringLiteral("waiting"), QJsonArray::fromStringList(waiting));
    } else if (t.phase == Phase::Allocation) {
        now.actor = t.allocationOrder.value(0);
        step.insert(QStringLiteral("due"), QStringLiteral("allocation"));
        step.insert(QStringLiteral("player"), now.actor);
    } else if (t.phase == Phase::Entry) {
        const QString hero = nextToEnter(play);
        step.insert(QStringLiteral("due"), QStringLiteral("entry"));
        step.insert(QStringLiteral("hero"), hero);
        if (const HeroState *h = t.hero(hero))
            now.actor = h->player;
    } else if (t.phase == Phase::Arena) {
        const auto due = ritualsDue(play);
        if (!due.empty()) {
            step.insert(QStringLiteral("due"), QStringLiteral("rituals"));
            QJsonArray list;
            QSet<QString> owners;
            for (const auto &[player, ritual] : due) {
                list.append(QJsonObject{{QStringLiteral("player"), player}, {QStringLiteral("ritual"), ritual}});
                owners.insert(player);
            }
            step.insert(QStringLiteral("rituals"), list);
            if (owners.size() == 1)
                now.actor = *owners.begin();
        } else if (const HeroState *hero = t.hero(t.actor)) {
            now.actor = hero->player;
            step.insert(QStringLiteral("due"), QStringLiteral("hero"));
            step.insert(QStringLiteral("hero"), hero->id);
        } else if (monstersDue(play)) {
            step.insert(QStringLiteral("due"), QStringLiteral("monsters"));
            QJsonArray waiting;
            for (const MonsterState &m : t.monsters) {
                const MonsterSheet *sheet = play.content.monster(m.id);
                const bool rider = sheet && !sheet->riderActions.empty();
                if (!m.pile.isEmpty() && (!m.acted || (rider && !m.riderActed)))
                    waiting.append(m.id);
            }
            step.insert(QStringLiteral("monsters"), waiting);
        }
    }
    return now;
}

namespace {

class Options {
public:
    Options(Play &play, const SessionState &state)
        : m_play(play)
        , m_builder(trials(state))
    {
    }

    GameOptions run()
    {
        const Table &t = m_play.table;
        const TurnStep now = turnStep(m_play);
        const QString due = now.step.value(QStringLiteral("due")).toString();
        if (t.phase == Phase::Over) {
            GameOptions over = m_builder.result();
            over.over = true;
            over.winner = winner();
            over.step = now.step;
            return over;
        }
        if (due == QLatin1String("offer"))
            offerItem();
        else if (due == QLatin1String("thieves"))
            thieves();
        else if (due == QLatin1String("placement")) {
            placements(now.actor);
            marketDraws();
            newItems();
        }
        else if (due == QLatin1String("bids")) {
            QStringList waiting;
            for (const QJsonValue &v : now.step.value(QStringLiteral("waiting")).toArray())
                waiting << v.toString();
            bids(waiting);
            shownArtifact();
            newItems();
        } else if (due == QLatin1String("allocation")) {
            if (t.fast) {
                fastItems();
                fastDraws();
                newItems();
            }
            allocation(now.actor);
        } else if (due == QLatin1String("entry")) {
            rankingOrders();
            entry(now.step.value(QStringLiteral("hero")).toString());
        } else if (due == QLatin1String("rituals")) {
            for (const QJsonValue &v : now.step.value(QStringLiteral("rituals")).toArray())
                ritualCast(v.toObject().value(QStringLiteral("player")).toString(), v.toObject().value(QStringLiteral("ritual")).toString());
            shownStaminaTokens();
        } else if (due == QLatin1String("hero")) {
            heroTurn(now.step.value(QStringLiteral("hero")).toString());
            shownStaminaTokens();
        } else if (due == QLatin1String("monsters")) {
            monsters();
            shownStaminaTokens();
        }
        offerCorrections(m_play, m_builder);
        GameOptions out = m_builder.result();
        out.step = now.step;
        out.actor = now.actor;
        return out;
    }

private:
    // A single winner's id, several winners as an array of ids (a team, or
    // everyone against the monsters), "monsters" when they win, "tie" when nobody does.
    QJsonValue winner() const
    {
        const auto &result = m_play.table.result;
        if (!result)
            return QJsonValue::Null;
        if (result->outcome == QLatin1String("loss"))
            return QStringLiteral("monsters");
        if (result->outcome == QLatin1String("tie") || result->winners.isEmpty())
            return QStringLiteral("tie");
        if (result->winners.size() == 1)
            return result->winners.first();
        return QJsonArray::fromStringList(result->winners);
    }

    QStringList ownHeroes(const QString &player, bool standingOnly = true) const
    {
        QStringList out;
        for (const HeroState &h : m_play.table.heroes)
            if (h.player == player && (!standingOnly || m_play.alive(h.id)))
                out << h.id;
        return out;
    }

    // {"hero", "skill"} gems on the empty skills of `heroes`.
    QJsonArray emptySkills(const QStringList &heroes) const
    {
        QJsonArray out;
        for (const QString &id : heroes) {
            const HeroState *h = m_play.table.hero(id);
            for (int slot = 0; slot < kSkillSlots; ++slot)
                if (!h->mana.at(slot))
                    out.append(QJsonObject{{kHero, id}, {QStringLiteral("skill"), slot}});
        }
        return out;
    }

    // Gem sets are cut later than other lists: every set of one or two gems
    // fits for up to 22 empty skills.
    QJsonArray gemSets(const QStringList &heroes, int most) const { return subsets(emptySkills(heroes), most, 4 * kMostValues); }

    // ---- Hierapolis --------------------------------------------------------

    void placements(const QString &player)
    {
        const Table &t = m_play.table;
        const bool first = std::none_of(t.heroes.begin(), t.heroes.end(), [&](const HeroState &h) { return h.player == player && !h.location.isEmpty(); });
        QStringList enemies;
        QStringList others;
        for (const HeroState &h : t.heroes)
            if (!m_play.allied(h.player, player) && m_play.alive(h.id))
                enemies << h.id;
        for (const QString &seat : t.seats)
            if (seat != player)
                others << seat;
        QStringList everyone;
        for (const HeroState &h : t.heroes)
            if (m_play.alive(h.id))
                everyone << h.id;
        for (const HeroState &hero : t.heroes) {
            if (hero.player != player || !hero.location.isEmpty() || !m_play.alive(hero.id))
                continue;
            for (const QString &alignment : m_play.content.alignments) {
                Place quest{.hero = hero.id, .location = QStringLiteral("quest"), .alignment = alignment, .gold = false};
                m_builder.offer(typed::encode(quest), phrase(QT_TRANSLATE_NOOP("Engine", "%1 to the %2 Quest"), m_play.name(hero.id), alignment), first);
                quest.gold = true;
                goldSpace(typed::encode(quest), hero, player, alignment, enemies, others);
            }
            if (first)
                continue; // the other locations wait for the player's gold space
            auto at = [&](const char *location) { return typed::encode(Place{.hero = hero.id, .location = QString::fromLatin1(location)}); };
            auto named = [&](const char *location) {
                return phrase(QT_TRANSLATE_NOOP("Engine", "%1 to the %2"), m_play.name(hero.id), locationTitle(QString::fromLatin1(location)));
            };
            m_builder.offer(at("tavern"), named("tavern"), true);
            for (const QString &ritual : t.ritualDeck)
                m_builder.offerWithInput(typed::encode(Place{.hero = hero.id, .location = QStringLiteral("mage-tower"), .ritual = ritual}),
                                         named("mage-tower"), QStringLiteral("turn"), numbers(1, kArenaTurns));
            if (t.ritualDeck.isEmpty())
                m_builder.offer(at("mage-tower"), named("mage-tower"), true);
            // The die's face from the real die, or the app rolls.
            if (m_builder.offer(at("thieves-guild"), named("thieves-guild"), true))
                m_builder.offerWithInput(at("thieves-guild"), named("thieves-guild"), QStringLiteral("face"), numbers(1, 6));
            if (m_builder.offer(at("mercenary-camp"), named("mercenary-camp"), true))
                m_builder.offerWithInput(at("mercenary-camp"), named("mercenary-camp"), QStringLiteral("face"), numbers(1, 4));
            // Gems and healing are each optional: every combination of the two fields is its own form.
            const QJsonArray gems = gemSets(ownHeroes(player), 2);
            m_builder.offer(at("cathedral"), named("cathedral"), true);
            offerOpen(m_builder, at("cathedral"), named("cathedral"), {{QStringLiteral("mana"), gems}});
            offerOpen(m_builder, at("cathedral"), named("cathedral"), {{QStringLiteral("heal"), QJsonArray::fromStringList(everyone)}});
            offerOpen(m_builder, at("cathedral"), named("cathedral"), {{QStringLiteral("mana"), gems}, {QStringLiteral("heal"), QJsonArray::fromStringList(everyone)}});
            for (const QString &item : t.market)
                equipOptions(at("market"), named("market"), item, player);
        }
    }

    void goldSpace(QJsonObject quest, const HeroState &hero, const QString &player, const QString &alignment, const QStringList &enemies,
                   const QStringList &others)
    {
        const Phrase label = phrase(QT_TRANSLATE_NOOP("Engine", "%1 to the gold space of the %2 Quest"), m_play.name(hero.id), alignment);
        if (alignment == QLatin1String("warmonger") && !enemies.isEmpty()) {
            m_builder.offerWithInput(quest, label, kTarget, QJsonArray::fromStringList(enemies), true);
        } else if (alignment == QLatin1String("deceitful")) {
            if (!m_builder.offer(quest, label, true))
                return;
            for (const QString &from : others) {
                QJsonObject a = quest;
                a.insert(QStringLiteral("from"), from);
                m_builder.offerWithInput(a, label, QStringLiteral("amount"), numbers(0, std::min(3, m_play.gold(from))));
            }
        } else if (alignment == QLatin1String("righteous")) {
            // The token drawn from the real pouch, or the app draws.
            if (m_builder.offer(quest, label, true)) {
                QStringList pouch = m_play.table.pouch;
                pouch.removeDuplicates();
                m_builder.offerWithInput(quest, label, QStringLiteral("drawn"), QJsonArray::fromStringList(pouch));
            }
        } else if (alignment == QLatin1String("vengeful")) {
            if (!m_builder.offer(quest, label, true))
                return;
            for (const QString &item : m_play.table.market)
                equipOptions(quest, label, item, player);
        } else if (alignment == QLatin1String("merciful")) {
            if (m_builder.offer(quest, label, true))
                offerOpen(m_builder, quest, label, {{QStringLiteral("mana"), gemSets(ownHeroes(player), 2)}});
        } else {
            m_builder.offer(quest, label, true);
        }
    }

    // An item onto one of the player's heroes: one option per hero and slot that takes it.
    void equipOptions(QJsonObject action, const Phrase &label, const QString &item, const QString &player,
                      const QString &heroKey = QStringLiteral("equip_hero"))
    {
        const Item *card = m_play.content.item(item);
        if (!card)
            return;
        action.insert(QStringLiteral("item"), item);
        for (const QString &heroId : ownHeroes(player)) {
            const HeroState &h = *m_play.table.hero(heroId);
            for (const ItemSlot &slot : m_play.sheet(h).slots) {
                if (!slot.accepts.contains(card->type) || (card->twoHanded && !slot.hand))
                    continue;
                QJsonObject a = action;
                a.insert(heroKey, heroId);
                a.insert(QStringLiteral("slot"), slot.id);
                m_builder.offer(a, label);
            }
        }
    }

    void offerItem()
    {
        const Pending &offer = *m_play.table.pending;
        const Item *card = m_play.content.item(offer.item);
        const Phrase take = phrase(QT_TRANSLATE_NOOP("Engine", "Equip %1"), card ? card->name : offer.item);
        for (const QString &heroId : ownHeroes(offer.player))
            for (const ItemSlot &slot : m_play.sheet(*m_play.table.hero(heroId)).slots)
                m_builder.offer(typed::encode(OfferTake{heroId, slot.id}), take);
        m_builder.offer(typed::encode(OfferDecline{}), phrase(QT_TRANSLATE_NOOP("Engine", "Put %1 into the pouch"), card ? card->name : offer.item));
    }

    void thieves()
    {
        const Pending &p = *m_play.table.pending;
        const QJsonObject base = typed::encode(ThievesResolve{});
        const Phrase label = phrase(QT_TRANSLATE_NOOP("Engine", "Thieves' Guild: %1"), p.outcome);
        if (p.outcome == QLatin1String("damage")) {
            QStringList enemies;
            for (const HeroState &h : m_play.table.heroes)
                if (!m_play.allied(h.player, p.player) && m_play.alive(h.id))
                    enemies << h.id;
            m_builder.offerWithInput(base, label, kTarget, QJsonArray::fromStringList(enemies));
        } else if (p.outcome == QLatin1String("steal-2-gold") || p.outcome == QLatin1String("steal-4-gold")) {
            const int most = p.outcome == QLatin1String("steal-2-gold") ? 2 : 4;
            for (const QString &seat : m_play.table.seats) {
                if (seat == p.player)
                    continue;
                m_builder.offerWithInput(typed::encode(ThievesResolve{.from = seat}), label, QStringLiteral("amount"), numbers(0, std::min(most, m_play.gold(seat))));
            }
        } else {
            for (const HeroState &victim : m_play.table.heroes) {
                if (m_play.allied(victim.player, p.player) || !m_play.alive(victim.id))
                    continue;
                for (int slot = 0; slot < kSkillSlots; ++slot) {
                    if (!victim.mana.at(slot))
                        continue;
                    m_builder.offer(typed::encode(ThievesResolve{.from = victim.id, .skill = slot}), label);
                    for (const QString &own : ownHeroes(p.player)) {
                        const QJsonObject into = typed::encode(ThievesResolve{.from = victim.id, .skill = slot, .to = own});
                        QJsonArray empty;
                        for (int s = 0; s < kSkillSlots; ++s)
                            if (!m_play.table.hero(own)->mana.at(s))
                                empty.append(s);
                        m_builder.offerWithInput(into, label, QStringLiteral("to_skill"), empty);
                    }
                }
            }
        }
    }

    void bids(const QStringList &waiting)
    {
        for (const QString &player : waiting)
            m_builder.offerWithInput(typed::encode(Bid{.player = player}),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1's sealed bid"), m_play.name(player)), QStringLiteral("amount"),
                                     numbers(0, m_play.gold(player)));
    }

    // ---- The ranking -------------------------------------------------------

    void fastItems()
    {
        QStringList seen;
        for (const QString &item : m_play.table.fastOffer) {
            if (seen.contains(item))
                continue;
            seen << item;
            const Item *card = m_play.content.item(item);
            for (const QString &player : m_play.table.seats)
                equipOptions(typed::encode(ItemEquip{}, {"hero", "item", "slot"}), phrase(QT_TRANSLATE_NOOP("Engine", "Hand out %1"), card ? card->name : item), item,
                             player, kHero);
        }
    }

    void allocation(const QString &player)
    {
        const QStringList heroes = ownHeroes(player);
        const int purse = m_play.gold(player);
        // Every split of the purse over the heroes; when there are too many,
        // those that hand out all of it (gold kept back counts for nothing).
        QJsonArray splits;
        std::function<void(qsizetype, int, QJsonObject, bool)> split = [&](qsizetype index, int left, QJsonObject so, bool all) {
            if (splits.size() >= kMostValues)
                return;
            if (index == heroes.size()) {
                if (!all || left == 0)
                    splits.append(so);
                return;
            }
            for (int g = 0; g <= left; ++g) {
                QJsonObject next = so;
                if (g > 0)
                    next.insert(heroes.at(index), g);
                split(index + 1, left - g, next, all);
            }
        };
        split(0, purse, {}, false);
        if (splits.size() >= kMostValues) {
            splits = QJsonArray{QJsonObject{}};
            if (purse > 0)
                split(0, purse, {}, true);
        }
        m_builder.offerWithInput(typed::encode(GoldAllocate{.player = player}),
                                 phrase(QT_TRANSLATE_NOOP("Engine", "%1 puts gold on the heroes' mats"), m_play.name(player)), QStringLiteral("gold"),
                                 splits.size() <= 64 ? splits : QJsonArray{splits.first()});
        // The long lists are built from the purse alone: offered as they are once one of them is accepted.
        if (splits.size() > 64) {
            OfferedAction &last = m_builder.result().options.back();
            last.inputs.insert(QStringLiteral("gold"), splits);
        }
    }

    // ---- What the real components showed (theosis_drawn.h) -----------------

    // The artifact the table turned up, before anyone bids.
    void shownArtifact()
    {
        const Table &t = m_play.table;
        if (!t.sealedBids.isEmpty() || t.pending || t.turn < 1 || t.turn > t.artifacts.size())
            return;
        const QStringList faceDown = t.artifacts.mid(t.turn - 1);
        m_builder.offerWithInput(typed::encode(ArtifactSet{}, {"item"}), phrase(QT_TRANSLATE_NOOP("Engine", "The artifact the table turned up")),
                                 QStringLiteral("item"), QJsonArray::fromStringList(faceDown));
    }

    // The Market the real pouch turned up, token by token, and the fast
    // preparation's offer as the real components show it (theosis_drawn.h).
    void marketDraws()
    {
        const QStringList candidates = marketDrawCandidates(m_play);
        if (!candidates.isEmpty())
            m_builder.offerWithInput(typed::encode(MarketDraw{}, {"item"}),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "A token the real pouch turned up for the Market")), QStringLiteral("item"),
                                     QJsonArray::fromStringList(candidates));
    }

    void fastDraws()
    {
        const QStringList candidates = fastDrawCandidates(m_play);
        if (!candidates.isEmpty())
            m_builder.offerWithInput(typed::encode(FastDraw{}, {"item"}), phrase(QT_TRANSLATE_NOOP("Engine", "A token the real offer shows")),
                                     QStringLiteral("item"), QJsonArray::fromStringList(candidates));
    }

    // While a draw is entered, a token the pack lacks is typed whole first
    // (asked of the rules with a stand-in item, or artifact for the turn's).
    void newItems()
    {
        const QJsonObject standIn{{QStringLiteral("name"), QStringLiteral("?")}, {QStringLiteral("kind"), QStringLiteral("weapon")},
                                  {QStringLiteral("type"), QStringLiteral("?")}, {QStringLiteral("damage"), 0}};
        QJsonObject artifact = standIn;
        artifact.insert(QStringLiteral("artifact"), true);
        const bool item = static_cast<bool>(m_builder.check(typed::encode(PouchAddItem{standIn})));
        if (!item && !m_builder.check(typed::encode(PouchAddItem{artifact})))
            return;
        m_builder.add({typed::encode(PouchAddItem{}, {"item"}),
                       item ? phrase(QT_TRANSLATE_NOOP("Engine", "A token the pouch turned up that the list lacks"))
                            : phrase(QT_TRANSLATE_NOOP("Engine", "The turn's artifact, a token the list lacks")),
                       {}, {OpenInput{QStringLiteral("item"), newItemFields(m_play)}}});
    }

    // The stamina token each monster's real pile shows on top.
    void shownStaminaTokens()
    {
        for (const MonsterState &m : m_play.table.monsters) {
            if (m.pile.isEmpty())
                continue;
            m_builder.offerWithInput(typed::encode(StaminaSet{.monster = m.id}, {"token"}),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "The stamina token on top of %1"), m_play.name(m.id)), QStringLiteral("token"),
                                     QJsonArray::fromStringList(m.pile));
        }
    }

    void rankingOrders()
    {
        bool anyoneIn = std::any_of(m_play.table.heroes.begin(), m_play.table.heroes.end(), [](const HeroState &h) { return h.at.has_value(); });
        if (m_play.table.monsters.empty() || anyoneIn)
            return;
        QStringList order = m_play.table.ranking;
        std::sort(order.begin(), order.end());
        QJsonArray orders;
        do {
            orders.append(QJsonArray::fromStringList(order));
        } while (orders.size() < kMostValues && std::next_permutation(order.begin(), order.end()));
        offerOpen(m_builder, typed::encode(RankingSet{}, {"order"}), phrase(QT_TRANSLATE_NOOP("Engine", "Choose the ranking")),
                  {{QStringLiteral("order"), orders}});
    }

    void entry(const QString &hero)
    {
        if (hero.isEmpty())
            return;
        m_builder.offerWithInput(typed::encode(ArenaEnter{.hero = hero}, {"at"}),
                                 phrase(QT_TRANSLATE_NOOP("Engine", "%1 enters the Arena"), m_play.name(hero)), QStringLiteral("at"),
                                 hexes(m_play.content.arena.startHexes));
    }

    // ---- The Arena: rituals ------------------------------------------------

    void ritualCast(const QString &player, const QString &ritualId)
    {
        const Ritual *ritual = m_play.content.ritual(ritualId);
        const QJsonObject base = typed::encode(RitualCast{.player = player, .ritual = ritualId});
        const QString name = ritual ? ritual->name : ritualId;
        m_builder.offer(typed::encode(RitualCast{.player = player, .ritual = ritualId, .skip = true}), phrase(QT_TRANSLATE_NOOP("Engine", "Let %1 lapse"), name));
        const Phrase cast = phrase(QT_TRANSLATE_NOOP("Engine", "Cast %1"), name);
        if (!ritual)
            return;
        if (ritual->effect == QLatin1String("token")) {
            const Board arena = Board::withRadius(m_play.content.arena.radius);
            QJsonArray anchors;
            for (Hex h : arena.hexes())
                anchors.append(json::toJson(h));
            for (int rotation = 0; rotation < 6; ++rotation) {
                m_builder.offerWithInput(typed::encode(RitualCast{.player = player, .ritual = ritualId, .rotation = rotation}), cast,
                                         QStringLiteral("at"), anchors);
            }
        } else if (ritualTakesGems(*ritual)) {
            QStringList allies;
            for (const HeroState &h : m_play.table.heroes)
                if (m_play.allied(h.player, player))
                    allies << h.id;
            m_builder.offer(base, cast);
            offerOpen(m_builder, base, cast, {{QStringLiteral("mana"), gemSets(allies, kManaSurgeGems)}});
        } else {
            m_builder.offer(base, cast);
        }
    }

    // ---- The Arena: a hero's turn ------------------------------------------

    // The hand a player defends from once `spent` has left it (the last card
    // out brings the others back).
    QStringList handAfter(const PlayerState &player, const QString &spent) const
    {
        PlayerState after = player;
        if (!spent.isEmpty())
            spendCard(after, spent);
        return after.hand;
    }

    // The defence sets for `targets` (heroes: a power each from their
    // player's hand, one card per hero; monsters: none) and the d4 faces for
    // the monsters among them, as inputs. `spent` is the attacker's power
    // when its own player's heroes are among the targets.
    void defenceInputs(const QStringList &targets, const QString &attackerPlayer, const QString &spent, QJsonObject &inputs) const
    {
        QStringList heroes;
        QStringList beasts;
        for (const QString &t : targets)
            (m_play.table.hero(t) ? heroes : beasts) << t;
        if (!heroes.isEmpty()) {
            QJsonArray sets;
            std::function<void(qsizetype, QJsonObject)> pick = [&](qsizetype index, QJsonObject so) {
                if (sets.size() >= kMostValues)
                    return;
                if (index == heroes.size()) {
                    sets.append(so);
                    return;
                }
                const HeroState &h = *m_play.table.hero(heroes.at(index));
                const PlayerState &owner = *m_play.table.player(h.player);
                QStringList hand = handAfter(owner, owner.id == attackerPlayer ? spent : QString());
                for (auto it = so.begin(); it != so.end(); ++it)
                    if (m_play.table.hero(it.key())->player == h.player)
                        removeOne(hand, it.value().toString());
                hand.removeDuplicates();
                for (const QString &power : hand) {
                    QJsonObject next = so;
                    next.insert(h.id, power);
                    pick(index + 1, next);
                }
            };
            pick(0, {});
            inputs.insert(kDefenses, sets);
        }
        if (!beasts.isEmpty()) {
            QJsonArray faces{QJsonObject{}};
            for (const QString &m : beasts) {
                QJsonArray next;
                for (const QJsonValue &so : faces)
                    for (int face = 1; face <= 4 && next.size() < kMostValues; ++face) {
                        QJsonObject o = so.toObject();
                        o.insert(m, face);
                        next.append(o);
                    }
                faces = next;
            }
            inputs.insert(kRolls, faces);
        }
    }

    bool ownTarget(const QStringList &targets, const QString &player) const
    {
        return std::any_of(targets.begin(), targets.end(), [&](const QString &t) {
            const HeroState *h = m_play.table.hero(t);
            return h && h->player == player;
        });
    }

    // Where the acting hero may end its move (its own hex included).
    std::vector<Hex> reachable(const QString &hero) const
    {
        std::vector<Hex> out;
        for (const HexVerdict &v : moveVerdicts(m_play, hero))
            if (v.verdict == MoveVerdict::Legal || v.verdict == MoveVerdict::OwnHex)
                out.push_back(v.at);
        return out;
    }

    // The targets an attack shape reaches from each hex the hero may move to.
    template <typename Visit>
    void fromEachHex(HeroState &hero, const std::vector<Hex> &spots, Visit visit)
    {
        const std::optional<Hex> home = hero.at;
        for (Hex spot : spots) {
            hero.at = spot;
            visit(spot);
        }
        hero.at = home;
    }

    // A single-target attack (a power face down, or a melee/ranged/unlimited
    // skill): one option per target with the hexes it can be struck from.
    void singleTargetAttacks(HeroState &hero, const std::vector<Hex> &spots, const QJsonObject &base, const QString &shape, const QString &fixedPower,
                             const Phrase &labelFor)
    {
        const PlayerState &player = *m_play.table.player(hero.player);
        // In the order targetVerdicts lists them: the enemy first. One's own
        // heroes are not listed (the hand they defend from depends on the power spent).
        QStringList order;
        for (const TargetOption &option : targetVerdicts(m_play, hero.id, shape))
            order << option.target;
        QHash<QString, std::vector<Hex>> from;
        fromEachHex(hero, spots, [&](Hex spot) {
            for (const TargetOption &option : targetVerdicts(m_play, hero.id, shape))
                if (option.verdict == TargetVerdict::Legal)
                    from[option.target].push_back(spot);
        });
        for (const QString &target : order) {
            const auto it = from.constFind(target);
            if (it == from.cend())
                continue;
            const HeroState *struck = m_play.table.hero(target);
            QJsonObject action = base;
            action.insert(kTarget, target);
            QJsonObject inputs{{kTo, hexes(it.value())}};
            if (fixedPower.isEmpty())
                inputs.insert(kPower, QJsonArray::fromStringList(player.hand));
            defenceInputs({target}, hero.player, {}, inputs);
            const Phrase label = phrase(labelFor.source, m_play.name(target));
            offerRolled(m_builder, action, label, inputs);
            if (shape == QLatin1String("melee") && struck) {
                QJsonObject pushing = action;
                pushing.insert(QStringLiteral("push"), true);
                inputs.insert(QStringLiteral("follow"), QJsonArray{false, true});
                offerRolled(m_builder, pushing, label, inputs);
            }
        }
    }

    // An area attack placed by `placement` (a spell's centre) from any of
    // `spots`: the power is left open unless the attacker's own player's
    // heroes defend, whose hand depends on the power spent.
    void areaAttack(const QString &heroId, const QJsonObject &base, const QJsonObject &placement, const QStringList &targets,
                    const QJsonArray &spots, const Phrase &label)
    {
        const HeroState &hero = *m_play.table.hero(heroId);
        const PlayerState &player = *m_play.table.player(hero.player);
        if (targets.isEmpty())
            return;
        QJsonObject action = base;
        for (auto it = placement.begin(); it != placement.end(); ++it)
            action.insert(it.key(), it.value());
        const bool own = ownTarget(targets, hero.player);
        if (base.contains(kPower) || !own) {
            QJsonObject inputs{{kTo, spots}};
            if (!base.contains(kPower))
                inputs.insert(kPower, QJsonArray::fromStringList(player.hand));
            defenceInputs(targets, hero.player, base.value(kPower).toString(), inputs);
            offerRolled(m_builder, action, label, inputs);
            return;
        }
        for (const QString &power : player.hand) {
            QJsonObject fixed = action;
            fixed.insert(kPower, power);
            QJsonObject inputs{{kTo, spots}};
            defenceInputs(targets, hero.player, power, inputs);
            offerRolled(m_builder, fixed, label, inputs);
        }
    }

    void spellArea(HeroState &hero, const QJsonObject &base, const QJsonArray &spots, const Phrase &label)
    {
        const Board arena = Board::withRadius(m_play.content.arena.radius);
        for (Hex centre : arena.hexes()) {
            if (m_play.table.turn == 1) {
                const auto body = bodyOf(centre);
                if (std::any_of(body.begin(), body.end(), [&](Hex h) { return m_play.table.startHexes.contains(h); }))
                    continue;
            }
            areaAttack(hero.id, base, {{QStringLiteral("centre"), json::toJson(centre)}}, areaTargets(m_play, hero.id, QStringLiteral("spell"), 0, centre),
                       spots, label);
        }
    }

    // Ring, line and cone reach from where the hero stands after its move.
    void shapedArea(HeroState &hero, const std::vector<Hex> &spots, const QJsonObject &base, const QString &shape, const Phrase &label)
    {
        const bool directed = shape == QLatin1String("line") || shape == QLatin1String("cone");
        fromEachHex(hero, spots, [&](Hex spot) {
            for (int direction = 0; direction < (directed ? 6 : 1); ++direction) {
                const QStringList targets = areaTargets(m_play, hero.id, shape, direction, {});
                if (targets.isEmpty())
                    continue;
                QJsonObject action = base;
                action.insert(kTo, json::toJson(spot));
                QJsonObject place;
                if (directed)
                    place.insert(QStringLiteral("direction"), direction);
                // `to` is fixed here: the area moves with the hero.
                areaAttackFixedSpot(hero.id, action, place, targets, label);
            }
        });
    }

    void areaAttackFixedSpot(const QString &heroId, const QJsonObject &action, const QJsonObject &placement, const QStringList &targets,
                             const Phrase &label)
    {
        const HeroState &hero = *m_play.table.hero(heroId);
        const PlayerState &player = *m_play.table.player(hero.player);
        QJsonObject full = action;
        for (auto it = placement.begin(); it != placement.end(); ++it)
            full.insert(it.key(), it.value());
        const bool own = ownTarget(targets, hero.player);
        const QStringList powers = own ? player.hand : QStringList{QString()};
        for (const QString &power : powers) {
            QJsonObject fixed = full;
            QJsonObject inputs;
            if (power.isEmpty())
                inputs.insert(kPower, QJsonArray::fromStringList(player.hand));
            else
                fixed.insert(kPower, power);
            defenceInputs(targets, hero.player, power, inputs);
            offerRolled(m_builder, fixed, label, inputs);
        }
    }

    void heroTurn(const QString &heroId)
    {
        HeroState &hero = *m_play.table.hero(heroId);
        const PlayerState &player = *m_play.table.player(hero.player);
        const HeroSheet &sheet = m_play.sheet(hero);
        const std::vector<Hex> anywhere = reachable(heroId);
        // Only a pass may walk to where the hero would fall on the way.
        std::vector<Hex> spots;
        for (Hex h : anywhere)
            if (m_play.health(heroId) - damageAlong(m_play, hero, movePath(m_play, heroId, h)) >= 1)
                spots.push_back(h);
        const QJsonArray to = hexes(spots);
        const QString name = m_play.name(heroId);
        const QJsonArray hand = QJsonArray::fromStringList(player.hand);
        offerOpen(m_builder, typed::encode(HeroPass{.hero = heroId}, {"discard"}), phrase(QT_TRANSLATE_NOOP("Engine", "%1 passes"), name),
                  {{kTo, hexes(anywhere)}, {QStringLiteral("discard"), hand}});
        QJsonArray empty;
        for (int slot = 0; slot < kSkillSlots; ++slot)
            if (!hero.mana.at(slot))
                empty.append(slot);
        offerOpen(m_builder, typed::encode(HeroMana{.hero = heroId}, {"discard"}), phrase(QT_TRANSLATE_NOOP("Engine", "%1 charges a skill"), name),
                  {{kTo, to}, {QStringLiteral("skill"), empty}, {QStringLiteral("discard"), hand}});

        QStringList blessings;
        QStringList allies;
        for (const QString &p : player.hand)
            if (const PowerCard *card = m_play.content.power(p); card && card->type == QLatin1String("blessing") && !blessings.contains(p))
                blessings << p;
        for (const HeroState &h : m_play.table.heroes)
            if (m_play.allied(h.player, hero.player) && m_play.alive(h.id))
                allies << h.id;
        if (!blessings.isEmpty())
            offerOpen(m_builder, typed::encode(HeroBless{.hero = heroId}, {"power", "target"}), phrase(QT_TRANSLATE_NOOP("Engine", "%1 blesses an ally"), name),
                      {{kTo, to}, {kPower, QJsonArray::fromStringList(blessings)}, {kTarget, QJsonArray::fromStringList(allies)}});

        QStringList spells;
        for (const QString &p : player.hand)
            if (const PowerCard *card = m_play.content.power(p); card && card->type == QLatin1String("spell") && !spells.contains(p))
                spells << p;
        for (const QString &spellId : spells)
            spellOptions(hero, spellId, to);

        const bool pacified = hasToken(hero, QStringLiteral("pacify"));
        QJsonObject attack = typed::encode(HeroAttack{.hero = heroId}, {"power"});
        if (pacified && !player.hand.isEmpty()) {
            attack.insert(kPower, player.hand.first());
            m_builder.offer(attack, phrase(QT_TRANSLATE_NOOP("Engine", "%1 attacks"), name), true);
        } else {
            attack.insert(QStringLiteral("shape"), QStringLiteral("melee"));
            singleTargetAttacks(hero, spots, attack, QStringLiteral("melee"), {}, phrase(QT_TRANSLATE_NOOP("Engine", "Melee attack on %1")));
            if (sheet.ranged) {
                attack.insert(QStringLiteral("shape"), QStringLiteral("ranged"));
                singleTargetAttacks(hero, spots, attack, QStringLiteral("ranged"), {}, phrase(QT_TRANSLATE_NOOP("Engine", "Ranged attack on %1")));
            }
        }

        for (int slot = 0; slot < kSkillSlots && slot < static_cast<int>(sheet.skills.size()); ++slot)
            skillOptions(hero, slot, spots, pacified);
    }

    void spellOptions(HeroState &hero, const QString &spellId, const QJsonArray &to)
    {
        const PowerCard &spell = *m_play.content.power(spellId);
        QJsonObject action = typed::encode(HeroSpell{.hero = hero.id, .power = spellId});
        const Phrase label = phrase(QT_TRANSLATE_NOOP("Engine", "Cast %1"), spell.name);
        if (spell.effect == QLatin1String("area-attack") || spell.effect.isEmpty()) {
            if (hasToken(hero, QStringLiteral("pacify"))) {
                m_builder.offer(action, label, true);
                return;
            }
            spellArea(hero, action, to, label);
        } else if (spell.effect == QLatin1String("resurrection")) {
            for (const HeroState &h : m_play.table.heroes) {
                if (!m_play.allied(h.player, hero.player))
                    continue;
                QJsonObject a = action;
                a.insert(kTarget, h.id);
                if (m_play.alive(h.id)) {
                    QJsonArray empty;
                    for (int slot = 0; slot < kSkillSlots; ++slot)
                        if (!h.mana.at(slot))
                            empty.append(slot);
                    offerOpen(m_builder, a, label, {{kTo, to}, {QStringLiteral("skill"), empty}});
                } else if (!h.noResurrection && !h.swallowed) {
                    offerOpen(m_builder, a, label, {{kTo, to}});
                }
            }
        } else {
            offerOpen(m_builder, action, label, {{kTo, to}});
        }
    }

    void skillOptions(HeroState &hero, int slot, const std::vector<Hex> &spots, bool pacified)
    {
        const PlayerState &player = *m_play.table.player(hero.player);
        const Skill &skill = m_play.sheet(hero).skills.at(static_cast<std::size_t>(slot));
        QJsonObject action = typed::encode(HeroSkill{.hero = hero.id, .skill = slot}, {"power"});
        const Phrase label = phrase(QT_TRANSLATE_NOOP("Engine", "Use %1"), skill.name);
        if (player.hand.isEmpty())
            return;
        if (!hero.mana.at(slot) || skill.kind == QLatin1String("defense") || (pacified && skill.kind == QLatin1String("attack"))) {
            QJsonObject shown = action;
            shown.insert(kPower, player.hand.first());
            m_builder.offer(shown, label, true);
            return;
        }
        const QJsonArray to = hexes(spots);
        if (skill.kind != QLatin1String("attack")) {
            offerOpen(m_builder, action, label, {{kTo, to}, {kPower, QJsonArray::fromStringList(player.hand)}});
            return;
        }
        const QString &shape = skill.shape;
        if (shape == QLatin1String("melee") || shape == QLatin1String("ranged") || shape == QLatin1String("unlimited")) {
            singleTargetAttacks(hero, spots, action, shape, {}, phrase(QT_TRANSLATE_NOOP("Engine", "Skill attack on %1")));
        } else if (shape == QLatin1String("spell")) {
            spellArea(hero, action, to, label);
        } else {
            shapedArea(hero, spots, action, shape, label);
        }
    }

    // ---- The Arena: monsters -----------------------------------------------

    void monsters()
    {
        for (MonsterState &m : m_play.table.monsters) {
            const MonsterSheet *sheet = m_play.content.monster(m.id);
            if (!sheet || m.pile.isEmpty())
                continue;
            if (!m.acted)
                monsterTable(m, *sheet, sheet->actions, false);
            if (!sheet->riderActions.empty() && !m.riderActed)
                monsterTable(m, *sheet, sheet->riderActions, true);
        }
    }

    // One option per face of the skullduggery die and choice of targets,
    // with the centres it may move to first, the defences and the d4s open.
    void monsterTable(MonsterState &monster, const MonsterSheet &sheet, const std::vector<MonsterAction> &actions, bool rider)
    {
        std::vector<Hex> centres{monster.at};
        for (Hex h : monsterReachableHexes(m_play, monster.id))
            centres.push_back(h);
        const Hex home = monster.at;
        QStringList standing;
        for (const HeroState &h : m_play.table.heroes)
            if (h.at && m_play.alive(h.id) && !h.swallowed)
                standing << h.id;
        for (int face = 1; face <= static_cast<int>(actions.size()) && face <= 6; ++face) {
            const MonsterAction &chosen = actions.at(static_cast<std::size_t>(face - 1));
            QJsonObject action = typed::encode(MonsterAct{.monster = monster.id,
                                                          .table = rider ? std::optional<QString>(QStringLiteral("rider")) : std::nullopt,
                                                          .face = face});
            const Phrase label = phrase(QT_TRANSLATE_NOOP("Engine", "%1: %2"), sheet.name, chosen.name);
            // The attacks that name their targets: one hero each (areas: the hero the table names first).
            std::vector<std::size_t> named;
            for (std::size_t i = 0; i < chosen.attacks.size(); ++i)
                if (chosen.attacks[i].range != QLatin1String("all"))
                    named.push_back(i);
            std::vector<QStringList> choices{{}};
            for (std::size_t k = 0; k < named.size(); ++k) {
                std::vector<QStringList> next;
                for (const QStringList &so : choices)
                    for (const QString &h : standing)
                        next.push_back(so + QStringList{h});
                choices = next;
            }
            if (!named.empty() && standing.isEmpty())
                continue;
            for (const QStringList &choice : choices) {
                QJsonArray from;
                for (Hex centre : centres) {
                    monster.at = centre;
                    bool legal = true;
                    for (std::size_t k = 0; k < named.size() && legal; ++k)
                        legal = monsterStrikeVerdict(m_play, centre, chosen.attacks[named[k]], choice.at(static_cast<qsizetype>(k))) == TargetVerdict::Legal;
                    if (legal)
                        from.append(json::toJson(centre));
                }
                monster.at = home;
                if (from.isEmpty())
                    continue;
                QJsonObject a = action;
                QJsonArray targets;
                std::vector<QStringList> struck;
                for (std::size_t i = 0, k = 0; i < chosen.attacks.size(); ++i) {
                    if (chosen.attacks[i].range == QLatin1String("all")) {
                        targets.append(QJsonArray{});
                        struck.push_back(standing);
                    } else {
                        targets.append(QJsonArray{choice.at(static_cast<qsizetype>(k))});
                        struck.push_back({choice.at(static_cast<qsizetype>(k))});
                        ++k;
                    }
                }
                if (!named.empty())
                    a.insert(QStringLiteral("targets"), targets);
                QJsonObject inputs{{kTo, from}};
                monsterDefences(struck, inputs);
                offerRolled(m_builder, a, label, inputs);
            }
        }
    }

    // Defence sets per attack (cards spent on an earlier attack are gone)
    // and the d4 of every strike, in order.
    void monsterDefences(const std::vector<QStringList> &struck, QJsonObject &inputs) const
    {
        int strikes = 0;
        bool anyone = false;
        QJsonArray sets{QJsonValue(QJsonArray{})}; // see subsets()
        for (const QStringList &heroes : struck) {
            strikes += static_cast<int>(heroes.size());
            anyone = anyone || !heroes.isEmpty();
            QJsonArray next;
            for (const QJsonValue &so : sets) {
                // The hands as the earlier attacks of this action leave them.
                QMap<QString, PlayerState> hands;
                for (const PlayerState &p : m_play.table.players)
                    hands.insert(p.id, p);
                for (const QJsonValue &earlier : so.toArray()) {
                    const QJsonObject o = earlier.toObject();
                    for (auto it = o.begin(); it != o.end(); ++it)
                        spendCard(hands[m_play.table.hero(it.key())->player], it.value().toString());
                }
                std::function<void(qsizetype, QJsonObject, QMap<QString, PlayerState>)> pick = [&](qsizetype index, QJsonObject o,
                                                                                                   QMap<QString, PlayerState> left) {
                    if (next.size() >= kMostValues)
                        return;
                    if (index == heroes.size()) {
                        QJsonArray extended = so.toArray();
                        extended.append(o);
                        next.append(extended);
                        return;
                    }
                    const QString &h = heroes.at(index);
                    const QString owner = m_play.table.hero(h)->player;
                    QStringList hand = left.value(owner).hand;
                    hand.removeDuplicates();
                    for (const QString &power : hand) {
                        QJsonObject more = o;
                        more.insert(h, power);
                        // Within one attack a card guards one hero; the hand comes back only afterwards.
                        QMap<QString, PlayerState> rest = left;
                        removeOne(rest[owner].hand, power);
                        pick(index + 1, more, rest);
                    }
                };
                pick(0, {}, hands);
            }
            sets = next;
        }
        if (anyone)
            inputs.insert(kDefenses, sets);
        // The real d4s for the first strikes, in order; the app rolls the rest.
        if (strikes > 0) {
            QJsonArray rolls{QJsonValue(QJsonArray{})}; // see subsets()
            QJsonArray level{QJsonValue(QJsonArray{})};
            for (int s = 0; s < strikes && rolls.size() < kMostValues; ++s) {
                QJsonArray next;
                for (const QJsonValue &so : level)
                    for (int face = 1; face <= 4; ++face) {
                        QJsonArray more = so.toArray();
                        more.append(face);
                        next.append(more);
                    }
                for (const QJsonValue &v : next)
                    if (rolls.size() < kMostValues)
                        rolls.append(v);
                level = next;
            }
            inputs.insert(kRolls, rolls);
        }
    }

    Play &m_play;
    OptionsBuilder m_builder;
};

} // namespace

GameOptions options(const SessionState &state)
{
    auto started = startPlay(state);
    if (!started) {
        GameOptions broken;
        broken.step = {{QStringLiteral("phase"), QStringLiteral("unreadable")}, {QStringLiteral("error"), started.error().code}};
        return broken;
    }
    Play play = std::move(started).value();
    return Options(play, state).run();
}

} // namespace arbiter::theosis
