#include "TheosisArenaDemo.h"

#include "session/SessionService.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

// A placeholder until the Arena screens fill it: a fresh two-player game.
Result<qint64> createTheosisArenaDemo(SessionService &service)
{
    const QJsonArray players{QJsonObject{{u"id"_s, u"ann"_s}, {u"name"_s, u"Ann"_s}},
                             QJsonObject{{u"id"_s, u"ben"_s}, {u"name"_s, u"Ben"_s}}};
    return service.create(u"theosis"_s, players, QJsonObject{{u"mode"_s, u"pvp"_s}}, 4, u"Theosis"_s);
}

QStringList theosisArenaStops()
{
    return {u"theosis-arena"_s};
}

} // namespace arbiter
