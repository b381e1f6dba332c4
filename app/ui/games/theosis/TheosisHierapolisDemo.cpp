#include "TheosisHierapolisDemo.h"

#include "session/SessionService.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

// A placeholder until the Hierapolis screens fill it: a fresh two-player game.
Result<qint64> createTheosisHierapolisDemo(SessionService &service)
{
    const QJsonArray players{QJsonObject{{u"id"_s, u"ann"_s}, {u"name"_s, u"Ann"_s}},
                             QJsonObject{{u"id"_s, u"ben"_s}, {u"name"_s, u"Ben"_s}}};
    return service.create(u"theosis"_s, players, QJsonObject{{u"mode"_s, u"pvp"_s}}, 4, u"Theosis"_s);
}

QStringList theosisHierapolisStops()
{
    return {u"theosis-hierapolis"_s};
}

} // namespace arbiter
