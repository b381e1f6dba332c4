#include "TheosisArenaDemo.h"

#include "session/SessionService.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

constexpr quint64 kArenaDemoSeed = 20241126;

Status applyAll(SessionService &service, qint64 id, const std::vector<const char *> &actions)
{
    for (const char *json : actions) {
        const QJsonObject action = QJsonDocument::fromJson(QByteArray(json)).object();
        auto applied = service.apply(id, action);
        if (!applied)
            return applied.error();
    }
    return Done{};
}

// One quiet Hierapolis turn: the first heroes take gold quest spaces, the
// second go to the Mercenary Camp (a 2 on the real d4), nobody bids.
std::vector<const char *> quietTurn(bool annFirst)
{
    if (annFirst)
        return {R"({"type":"place","hero":"ann:curunir","location":"quest","alignment":"guardian","gold":true})",
                R"({"type":"place","hero":"ben:norn","location":"quest","alignment":"merciful","gold":true})",
                R"({"type":"place","hero":"ann:garav","location":"mercenary-camp","face":2})",
                R"({"type":"place","hero":"ben:lug","location":"mercenary-camp","face":2})", R"({"type":"bid","bids":{}})"};
    return {R"({"type":"place","hero":"ben:norn","location":"quest","alignment":"guardian","gold":true})",
            R"({"type":"place","hero":"ann:curunir","location":"quest","alignment":"merciful","gold":true})",
            R"({"type":"place","hero":"ben:lug","location":"mercenary-camp","face":2})",
            R"({"type":"place","hero":"ann:garav","location":"mercenary-camp","face":2})", R"({"type":"bid","bids":{}})"};
}

} // namespace

Result<qint64> createTheosisArenaDemo(SessionService &service)
{
    const QJsonArray players{QJsonObject{{u"id"_s, u"ann"_s}, {u"name"_s, u"Ann"_s}},
                             QJsonObject{{u"id"_s, u"ben"_s}, {u"name"_s, u"Ben"_s}}};
    auto created = service.create(u"theosis"_s, players, QJsonObject{{u"mode"_s, u"pvp"_s}, {u"blitz"_s, true}}, kArenaDemoSeed,
                                  u"Theosis: the Arena"_s);
    if (!created)
        return created.error();
    const qint64 id = created.value();
    // Hierapolis: Ben's Lug keeps the Wall of Ice for Arena turn 1.
    Status done = applyAll(service, id,
                           {R"({"type":"place","hero":"ann:curunir","location":"quest","alignment":"guardian","gold":true})",
                            R"({"type":"place","hero":"ben:norn","location":"quest","alignment":"merciful","gold":true})",
                            R"({"type":"place","hero":"ann:garav","location":"mercenary-camp","face":2})",
                            R"({"type":"place","hero":"ben:lug","location":"mage-tower","ritual":"wall-of-ice","turn":1})",
                            R"({"type":"bid","bids":{}})"});
    // The Guardian quest keeps the initiative with Ann every turn.
    for (int turn = 2; turn <= 6 && done; ++turn)
        done = applyAll(service, id, quietTurn(true));
    if (!done)
        return done.error();
    done = applyAll(
        service, id,
        {R"({"type":"gold.allocate","player":"ben","gold":{"ben:norn":5}})",
         R"({"type":"gold.allocate","player":"ann","gold":{"ann:curunir":5}})",
         R"({"type":"arena.enter","hero":"ben:norn","at":[4,0]})", R"({"type":"arena.enter","hero":"ann:curunir","at":[-4,0]})",
         R"({"type":"arena.enter","hero":"ben:lug","at":[4,-1]})", R"({"type":"arena.enter","hero":"ann:garav","at":[-4,1]})",
         R"({"type":"ritual.cast","player":"ben","ritual":"wall-of-ice","at":[-2,-2],"rotation":2})",
         // Arena turn 1.
         R"({"type":"hero.bless","hero":"ann:garav","power":"aegis","target":"ann:garav","to":[0,1]})",
         R"({"type":"hero.attack","hero":"ben:lug","power":"lightning-strike","target":"ann:garav","to":[1,0],"defenses":{"ann:garav":"healing"}})",
         R"({"type":"hero.mana","hero":"ann:curunir","skill":1,"discard":"neutralize","to":[-3,1]})",
         R"({"type":"hero.pass","hero":"ben:norn","discard":"cleansing-rain","to":[2,1]})",
         // Arena turn 2.
         R"({"type":"hero.attack","hero":"ann:garav","power":"pacify","target":"ben:lug","defenses":{"ben:lug":"hailstorm"}})",
         R"({"type":"hero.bless","hero":"ben:lug","power":"rejuvenation","target":"ben:lug"})",
         R"({"type":"hero.attack","hero":"ann:curunir","power":"equalize","shape":"ranged","target":"ben:norn","to":[-2,1],"defenses":{"ben:norn":"blazing-sun"}})",
         R"({"type":"hero.attack","hero":"ben:norn","power":"entangling-roots","target":"ann:garav","to":[1,1],"defenses":{"ann:garav":"blind"}})"});
    if (!done)
        return done.error();
    return id;
}

Result<qint64> createTheosisRitualDemo(SessionService &service)
{
    const QJsonArray players{QJsonObject{{u"id"_s, u"ann"_s}, {u"name"_s, u"Ann"_s}},
                             QJsonObject{{u"id"_s, u"ben"_s}, {u"name"_s, u"Ben"_s}}};
    auto created = service.create(u"theosis"_s, players, QJsonObject{{u"mode"_s, u"pvp"_s}, {u"blitz"_s, true}}, kArenaDemoSeed + 2,
                                  u"Theosis: Mana Surge"_s);
    if (!created)
        return created.error();
    const qint64 id = created.value();
    // Hierapolis: Ben's Lug keeps Mana Surge for Arena turn 1; the Merciful
    // quest already put a gem on Norn's first skill.
    Status done = applyAll(service, id,
                           {R"({"type":"place","hero":"ann:curunir","location":"quest","alignment":"guardian","gold":true})",
                            R"({"type":"place","hero":"ben:norn","location":"quest","alignment":"merciful","gold":true,"mana":[{"hero":"ben:norn","skill":0}]})",
                            R"({"type":"place","hero":"ann:garav","location":"mercenary-camp","face":2})",
                            R"({"type":"place","hero":"ben:lug","location":"mage-tower","ritual":"mana-surge","turn":1})",
                            R"({"type":"bid","bids":{}})"});
    for (int turn = 2; turn <= 6 && done; ++turn)
        done = applyAll(service, id, quietTurn(true));
    if (!done)
        return done.error();
    done = applyAll(service, id,
                    {R"({"type":"gold.allocate","player":"ben","gold":{"ben:norn":5}})",
                     R"({"type":"gold.allocate","player":"ann","gold":{"ann:curunir":5}})",
                     R"({"type":"arena.enter","hero":"ben:norn","at":[4,0]})", R"({"type":"arena.enter","hero":"ann:curunir","at":[-4,0]})",
                     R"({"type":"arena.enter","hero":"ben:lug","at":[4,-1]})", R"({"type":"arena.enter","hero":"ann:garav","at":[-4,1]})"});
    if (!done)
        return done.error();
    return id;
}

QStringList theosisRitualStops()
{
    return {u"theosis-ritual"_s};
}

QStringList theosisArenaStops()
{
    return {u"theosis-arena"_s, u"theosis-move"_s, u"theosis-target"_s, u"theosis-combat"_s, u"theosis-refusal"_s};
}

Result<qint64> createTheosisMonsterDemo(SessionService &service)
{
    const QJsonArray players{QJsonObject{{u"id"_s, u"sam"_s}, {u"name"_s, u"Sam"_s}}};
    const QJsonObject setup{{u"mode"_s, u"coop"_s},
                            {u"fast"_s, true},
                            {u"heroes"_s, QJsonObject{{u"sam"_s, QJsonArray{u"rochon"_s, u"lug"_s, u"norn"_s}}}},
                            {u"powers"_s, QJsonObject{{u"sam"_s, QJsonArray{u"fiery-purge"_s, u"nova"_s, u"valor"_s, u"resurrection"_s,
                                                                              u"tenacity"_s, u"last-stand"_s}}}}};
    auto created = service.create(u"theosis"_s, players, setup, kArenaDemoSeed + 1, u"Theosis: against Kotronas"_s);
    if (!created)
        return created.error();
    const Status done = applyAll(
        service, created.value(),
        {R"({"type":"item.equip","hero":"sam:rochon","item":"artifact-sword","slot":"main-hand"})",
         R"({"type":"item.equip","hero":"sam:lug","item":"great-sword","slot":"main-hand"})",
         R"({"type":"item.equip","hero":"sam:norn","item":"battle-axe","slot":"main-hand"})",
         R"({"type":"gold.allocate","player":"sam","gold":{}})",
         R"({"type":"ranking.set","order":["sam:rochon","sam:lug","sam:norn"]})",
         R"({"type":"arena.enter","hero":"sam:norn","at":[3,1]})", R"({"type":"arena.enter","hero":"sam:lug","at":[4,0]})",
         R"({"type":"arena.enter","hero":"sam:rochon","at":[4,-1]})",
         R"({"type":"hero.attack","hero":"sam:rochon","power":"fiery-purge","target":"kotronas","to":[2,-1],"rolls":{"kotronas":1}})",
         R"({"type":"hero.bless","hero":"sam:lug","power":"valor","target":"sam:lug","to":[2,0]})",
         R"({"type":"hero.attack","hero":"sam:norn","power":"nova","target":"kotronas","to":[1,1],"rolls":{"kotronas":2}})"});
    if (!done)
        return done.error();
    return created;
}

QStringList theosisMonsterStops()
{
    return {u"theosis-monster"_s};
}

} // namespace arbiter
