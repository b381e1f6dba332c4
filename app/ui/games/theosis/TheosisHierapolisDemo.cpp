#include "TheosisHierapolisDemo.h"

#include "games/theosis/theosis_hierapolis.h"
#include "games/theosis/theosis_table.h"
#include "session/SessionService.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <functional>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

constexpr quint64 kDemoSeed = 20260611;

QJsonObject parsed(const char *json) { return QJsonDocument::fromJson(QByteArray(json)).object(); }

Result<SessionState> stateOf(SessionService &service, qint64 id)
{
    auto log = service.open(id);
    if (!log)
        return log.error();
    return log.value()->state();
}

Status applyAll(SessionService &service, qint64 id, std::initializer_list<const char *> actions)
{
    for (const char *action : actions)
        if (auto applied = service.apply(id, parsed(action)); !applied)
            return applied.error();
    return Done{};
}

// The first of `candidates` the engine accepts now (tried on a copy), applied
// for real: the demo picks Market items and slots that fit whatever the
// shuffle put on offer.
Status applyFirstAccepted(SessionService &service, qint64 id, const std::vector<QJsonObject> &candidates)
{
    auto state = stateOf(service, id);
    if (!state)
        return state.error();
    const GameDefinition *game = findGame(u"theosis"_s);
    std::optional<RuleError> last;
    for (const QJsonObject &candidate : candidates) {
        auto tried = apply(*game, state.value(), candidate);
        if (!tried) {
            last = tried.error();
            continue;
        }
        if (auto applied = service.apply(id, candidate); !applied)
            return applied.error();
        return Done{};
    }
    if (last)
        return *last;
    return Done{};
}

Result<theosis::Play> playOf(SessionService &service, qint64 id)
{
    auto state = stateOf(service, id);
    if (!state)
        return state.error();
    return theosis::startPlay(state.value());
}

// Every way to put one of the Market's items (or `item`) on one of `heroes`' slots.
// A Market visit for `hero` with whatever fits, or the Mercenary Camp when nothing does.
std::vector<QJsonObject> marketOrCamp(const theosis::Play &play, const QString &hero);

std::vector<QJsonObject> equipCandidates(const theosis::Play &play, const QJsonObject &base, const QStringList &heroes,
                                         const QString &item = {}, const QString &heroKey = u"equip_hero"_s)
{
    std::vector<QJsonObject> out;
    const QStringList items = item.isEmpty() ? play.table.market : QStringList{item};
    for (const QString &candidate : items)
        for (const QString &heroId : heroes) {
            const theosis::HeroState *hero = play.table.hero(heroId);
            if (!hero)
                continue;
            for (const theosis::ItemSlot &slot : play.sheet(*hero).slots) {
                if (!hero->items.value(slot.id).toString().isEmpty())
                    continue;
                QJsonObject action = base;
                if (item.isEmpty())
                    action.insert(u"item"_s, candidate);
                action.insert(heroKey, heroId);
                action.insert(u"slot"_s, slot.id);
                out.push_back(action);
            }
        }
    return out;
}

std::vector<QJsonObject> marketOrCamp(const theosis::Play &play, const QString &hero)
{
    std::vector<QJsonObject> out =
        equipCandidates(play, {{u"type"_s, u"place"_s}, {u"hero"_s, hero}, {u"location"_s, u"market"_s}}, {hero});
    out.push_back({{u"type"_s, u"place"_s}, {u"hero"_s, hero}, {u"location"_s, u"mercenary-camp"_s}, {u"face"_s, 2}});
    return out;
}

// The offer waiting (a drawn or won item): equipped where it fits, else
// put back into the pouch.
Status settleOffer(SessionService &service, qint64 id)
{
    auto play = playOf(service, id);
    if (!play)
        return play.error();
    if (!play->table.pending || play->table.pending->kind != u"offer"_s)
        return Done{};
    QStringList heroes;
    for (const theosis::HeroState *h : play->table.heroesOf(play->table.pending->player))
        heroes << h->id;
    std::vector<QJsonObject> candidates =
        equipCandidates(play.value(), {{u"type"_s, u"offer.take"_s}}, heroes, play->table.pending->item, u"hero"_s);
    candidates.push_back({{u"type"_s, u"offer.decline"_s}});
    return applyFirstAccepted(service, id, candidates);
}

// One quiet placement, chosen the way a table in a hurry would: the first
// hero to a free Quest gold space, the others to the Mercenary Camp.
Status quietStep(SessionService &service, qint64 id)
{
    auto play = playOf(service, id);
    if (!play)
        return play.error();
    const theosis::Table &table = play->table;
    if (table.pending)
        return settleOffer(service, id);
    if (table.phase == theosis::Phase::Bidding) {
        if (auto bid = applyAll(service, id, {R"({"type":"bid","bids":{"ann":1,"ben":0}})"}); !bid)
            return bid;
        return settleOffer(service, id);
    }
    const QString placer = theosis::nextToPlace(play.value());
    QString hero;
    bool onGold = false;
    for (const theosis::HeroState *h : table.heroesOf(placer)) {
        if (h->location.isEmpty() && play->alive(h->id) && hero.isEmpty())
            hero = h->id;
        onGold = onGold || h->location.endsWith(u":gold"_s);
    }
    const QString other = placer == u"ann"_s ? u"ben"_s : u"ann"_s;
    if (onGold)
        return applyFirstAccepted(service, id, {QJsonObject{{u"type"_s, u"place"_s}, {u"hero"_s, hero}, {u"location"_s, u"mercenary-camp"_s}, {u"face"_s, 2}}});
    std::vector<QJsonObject> quests;
    for (const QString &alignment : {u"guardian"_s, u"merciful"_s, u"vengeful"_s, u"righteous"_s, u"deceitful"_s, u"warmonger"_s}) {
        QJsonObject action{{u"type"_s, u"place"_s}, {u"hero"_s, hero}, {u"location"_s, u"quest"_s}, {u"alignment"_s, alignment}, {u"gold"_s, true}};
        if (alignment == u"deceitful"_s)
            action.insert(u"from"_s, other);
        if (alignment == u"warmonger"_s)
            action.insert(u"target"_s, other + u":norn"_s);
        quests.push_back(action);
    }
    if (auto placed = applyFirstAccepted(service, id, quests); !placed)
        return placed;
    return settleOffer(service, id);
}

Status playUntil(SessionService &service, qint64 id, const std::function<bool(const theosis::Table &)> &reached)
{
    for (int guard = 0; guard < 200; ++guard) {
        auto play = playOf(service, id);
        if (!play)
            return play.error();
        if (reached(play->table))
            return Done{};
        if (auto step = quietStep(service, id); !step)
            return step;
    }
    return RuleError::invalid(u"demo.stuck"_s, {}, phrase(QT_TRANSLATE_NOOP("Engine", "The demo game did not reach its moment.")));
}

// Turns 1 and 2 and the start of turn 3 of a two-player game: a Warmonger
// wound, the Guardian's initiative, gems from the Cathedral and a Merciful
// Quest, a ritual for Arena turn 2, an artifact won, a tie that sends the
// next one into the pouch, a Righteous draw, a theft at the Thieves' Guild.
Result<qint64> startDemo(SessionService &service, const QString &title)
{
    const QJsonArray players{QJsonObject{{u"id"_s, u"ann"_s}, {u"name"_s, u"Ann"_s}},
                             QJsonObject{{u"id"_s, u"ben"_s}, {u"name"_s, u"Ben"_s}}};
    auto created = service.create(u"theosis"_s, players, parsed(R"({"mode":"pvp","first":"ann"})"), kDemoSeed, title);
    if (!created)
        return created.error();
    const qint64 id = created.value();
    auto step = [&](std::initializer_list<const char *> actions) { return applyAll(service, id, actions); };

    // Turn 1: Ann holds the initiative.
    if (auto done = step({R"({"type":"place","hero":"ann:curunir","location":"quest","alignment":"warmonger","gold":true,"target":"ben:lug"})",
                          R"({"type":"place","hero":"ben:norn","location":"quest","alignment":"guardian","gold":true})"});
        !done)
        return done.error();
    {
        auto play = playOf(service, id);
        if (!play)
            return play.error();
        if (auto done = applyFirstAccepted(service, id, marketOrCamp(play.value(), u"ann:garav"_s)); !done)
            return done.error();
    }
    if (auto done = step({R"({"type":"place","hero":"ben:lug","location":"cathedral","mana":[{"hero":"ben:lug","skill":0},{"hero":"ben:norn","skill":1}],"heal":"ben:lug"})",
                          R"({"type":"place","hero":"ann:raug","location":"mercenary-camp","face":3})"});
        !done)
        return done.error();
    {
        auto play = playOf(service, id);
        if (!play)
            return play.error();
        const QJsonObject tower{{u"type"_s, u"place"_s}, {u"hero"_s, u"ben:rac"_s}, {u"location"_s, u"mage-tower"_s},
                                {u"ritual"_s, play->table.ritualDeck.value(0)}, {u"turn"_s, 2}};
        if (auto done = service.apply(id, tower); !done)
            return done.error();
    }
    if (auto done = step({R"({"type":"bid","bids":{"ann":3,"ben":1}})"}); !done)
        return done.error();
    if (auto done = settleOffer(service, id); !done)
        return done.error();

    // Turn 2: Ben took the initiative at the Guardian Quest.
    if (auto done = step({R"({"type":"place","hero":"ben:norn","location":"quest","alignment":"merciful","gold":true,"mana":[{"hero":"ben:rac","skill":0}]})",
                          R"({"type":"place","hero":"ann:curunir","location":"quest","alignment":"righteous","gold":true})"});
        !done)
        return done.error();
    if (auto done = settleOffer(service, id); !done)
        return done.error();
    if (auto done = step({R"({"type":"place","hero":"ben:lug","location":"tavern"})",
                          R"({"type":"place","hero":"ann:garav","location":"quest","alignment":"vengeful","gold":false})",
                          R"({"type":"place","hero":"ben:rac","location":"mercenary-camp","face":2})",
                          R"({"type":"place","hero":"ann:raug","location":"thieves-guild","face":3})",
                          R"({"type":"thieves.resolve","from":"ben"})",
                          R"({"type":"bid","bids":{"ann":2,"ben":2}})",
                          // Turn 3: Ben again, from the Tavern.
                          R"({"type":"place","hero":"ben:lug","location":"quest","alignment":"deceitful","gold":true,"from":"ann","amount":3})",
                          R"({"type":"place","hero":"ann:curunir","location":"quest","alignment":"guardian","gold":true})"});
        !done)
        return done.error();
    {
        auto play = playOf(service, id);
        if (!play)
            return play.error();
        if (auto done = applyFirstAccepted(service, id, marketOrCamp(play.value(), u"ben:norn"_s)); !done)
            return done.error();
    }
    return id;
}

} // namespace

Result<qint64> createTheosisHierapolisDemo(SessionService &service)
{
    // After the sixth turn: the gold goes on the mats.
    auto allocation = startDemo(service, u"Theosis: Hierapolis, gold on the mats"_s);
    if (!allocation)
        return allocation.error();
    if (auto done = playUntil(service, allocation.value(), [](const theosis::Table &t) { return t.phase == theosis::Phase::Allocation; }); !done)
        return done.error();

    // Turn 3 with every hero placed: the artifact is up for the sealed bid.
    auto bidding = startDemo(service, u"Theosis: Hierapolis, the sealed bid"_s);
    if (!bidding)
        return bidding.error();
    if (auto done = applyAll(service, bidding.value(),
                             {R"({"type":"place","hero":"ann:garav","location":"cathedral","mana":[{"hero":"ann:garav","skill":0},{"hero":"ann:raug","skill":1}]})",
                              R"({"type":"place","hero":"ben:rac","location":"mercenary-camp","face":4})",
                              R"({"type":"place","hero":"ann:raug","location":"mercenary-camp","face":1})"});
        !done)
        return done.error();

    // The tour's own stop: turn 3, Ann to place.
    return startDemo(service, u"Theosis: Hierapolis at Ann's"_s);
}

QStringList theosisHierapolisStops()
{
    return {u"theosis-hierapolis"_s, u"theosis-placement"_s, u"theosis-bidding"_s, u"theosis-allocation"_s};
}

} // namespace arbiter
