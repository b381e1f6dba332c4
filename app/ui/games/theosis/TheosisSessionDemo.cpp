#include "DemoSessions.h"
#include "session/SessionService.h"

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {
constexpr quint64 kSessionDemoSeed = 20240611;
}

// The generic session screen's demo (GameScreens::sessionDemo): a Theosis
// evening tracked with counters, dice and notes only, one correction taken
// back and restored so the log shows both kinds.
Result<qint64> createTheosisSessionDemo(SessionService &service)
{
    using namespace demo;
    const QJsonArray players{QJsonObject{{u"id"_s, u"ada"_s}, {u"name"_s, u"Ada"_s}},
                             QJsonObject{{u"id"_s, u"bruno"_s}, {u"name"_s, u"Bruno"_s}},
                             QJsonObject{{u"id"_s, u"chiara"_s}, {u"name"_s, u"Chiara"_s}}};
    auto theosis = service.create(u"theosis"_s, players, {}, kSessionDemoSeed, u"Friday night arena"_s);
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
    if (auto undone = service.undo(id); !undone)
        return undone.error();
    if (auto redone = service.redo(id); !redone)
        return redone.error();
    if (auto corrected = service.apply(id, setCounter(u"bruno"_s, u"Health"_s, 6)); !corrected)
        return corrected.error();
    return id;
}

} // namespace arbiter
