#include "DemoSessions.h"
#include "session/SessionService.h"

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {
constexpr quint64 kDemoSeed = 20240611;
}

// A second, shorter session for the generic session screen's demo
// (GameScreens::sessionDemo), so the home screen lists more than one.
Result<qint64> createBrawlSessionDemo(SessionService &service)
{
    using namespace demo;
    auto brawl = service.create(u"super-fantasy-brawl"_s, QJsonArray{u"Mara"_s, u"Tobias"_s}, {}, kDemoSeed + 1);
    if (!brawl)
        return brawl.error();
    if (const Status played = applyAll(service, brawl.value(),
                                       {setCounter(u"Mara"_s, u"Tokens"_s, 3), adjustCounter(u"Mara"_s, u"Tokens"_s, -1),
                                        note(u"Mara takes the first turn."_s)});
        !played)
        return played.error();
    return brawl;
}

} // namespace arbiter
