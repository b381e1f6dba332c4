#include "DemoSessions.h"

#include "session/SessionService.h"

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

constexpr quint64 kDemoSeed = 20240611;

QJsonObject setCounter(const QString &entity, const QString &counter, int value)
{
    return {{u"type"_s, u"counter.set"_s}, {u"entity"_s, entity}, {u"counter"_s, counter}, {u"value"_s, value}};
}

QJsonObject adjustCounter(const QString &entity, const QString &counter, int delta)
{
    return {{u"type"_s, u"counter.adjust"_s}, {u"entity"_s, entity}, {u"counter"_s, counter}, {u"delta"_s, delta}};
}

QJsonObject note(const QString &text)
{
    return {{u"type"_s, u"note"_s}, {u"text"_s, text}};
}

QJsonObject rollDice(const QString &dice, const QString &purpose, const QJsonArray &faces = {})
{
    QJsonObject action{{u"type"_s, u"dice.roll"_s}, {u"dice"_s, dice}, {u"purpose"_s, purpose}};
    if (!faces.isEmpty())
        action.insert(u"faces"_s, faces);
    return action;
}

Status applyAll(SessionService &service, qint64 id, const std::vector<QJsonObject> &actions)
{
    for (const QJsonObject &action : actions) {
        auto applied = service.apply(id, action);
        if (!applied)
            return applied.error();
    }
    return Done{};
}

} // namespace

Result<qint64> createDemoSessions(SessionService &service)
{
    // A second, shorter session so the home screen lists more than one. It
    // uses only generic actions, which every game accepts. A game whose own
    // setup one day wants more than its content pack must not break the
    // demo, so it falls back to a game without built rules.
    auto brawl = service.create(u"super-fantasy-brawl"_s, QJsonArray{u"Mara"_s, u"Tobias"_s}, {}, kDemoSeed + 1);
    if (!brawl)
        brawl = service.create(u"theosis"_s, QJsonArray{u"Mara"_s, u"Tobias"_s}, {}, kDemoSeed + 1);
    if (!brawl)
        return brawl.error();
    const Status brawlPlayed = applyAll(service, brawl.value(),
                                        {setCounter(u"Mara"_s, u"Tokens"_s, 3),
                                         adjustCounter(u"Mara"_s, u"Tokens"_s, -1),
                                         note(u"Mara takes the first turn."_s)});
    if (!brawlPlayed)
        return brawlPlayed.error();

    const QJsonArray players{QJsonObject{{u"id"_s, u"ada"_s}, {u"name"_s, u"Ada"_s}},
                             QJsonObject{{u"id"_s, u"bruno"_s}, {u"name"_s, u"Bruno"_s}},
                             QJsonObject{{u"id"_s, u"chiara"_s}, {u"name"_s, u"Chiara"_s}}};
    auto theosis = service.create(u"theosis"_s, players, {}, kDemoSeed, u"Friday night arena"_s);
    if (!theosis)
        return theosis.error();
    const qint64 id = theosis.value();
    const Status played = applyAll(service, id,
                                   {setCounter(u"ada"_s, u"Health"_s, 9),
                                    setCounter(u"bruno"_s, u"Health"_s, 9),
                                    setCounter(u"chiara"_s, u"Health"_s, 9),
                                    setCounter(u"ada"_s, u"Gold"_s, 3),
                                    setCounter(u"bruno"_s, u"Gold"_s, 2),
                                    rollDice(u"1d4+2"_s, u"Monster attack"_s),
                                    adjustCounter(u"bruno"_s, u"Health"_s, -4),
                                    rollDice(u"d4"_s, u"Defence"_s, QJsonArray{3}),
                                    adjustCounter(u"chiara"_s, u"Health"_s, -2),
                                    note(u"Round 2: the gate to the arena is open."_s),
                                    adjustCounter(u"ada"_s, u"Gold"_s, 2)});
    if (!played)
        return played.error();
    // One correction taken back and restored, so the log shows both kinds.
    if (auto undone = service.undo(id); !undone)
        return undone.error();
    if (auto redone = service.redo(id); !redone)
        return redone.error();
    if (auto corrected = service.apply(id, setCounter(u"bruno"_s, u"Health"_s, 6)); !corrected)
        return corrected.error();
    return id;
}

} // namespace arbiter
