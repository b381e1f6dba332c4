#include "LegendsDemoSession.h"

#include "session/SessionService.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

constexpr quint64 kDemoSeed = 20240611;

QJsonObject parsed(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

QJsonObject demoSetup()
{
    return parsed(R"({"players":[
        {"player":"ada","legend":"cindrel","spheres":["molten-caldera","ashfall-plain","ember-steppe"]},
        {"player":"bruno","legend":"maren","spheres":["sunken-reef","frozen-fjord","shadow-vale"]},
        {"player":"chiara","legend":"solace","spheres":["radiant-spire","dawn-meadow","shifting-maze"]}]})");
}

// Plays an attack through to its end, letting every ability window pass
// except the ones given (applied when their window is open).
Status playOut(SessionService &service, qint64 id, const char *declaration, const std::vector<QJsonObject> &reactions = {})
{
    auto step = service.apply(id, parsed(declaration));
    if (!step)
        return step.error();
    for (const QJsonObject &reaction : reactions)
        if (auto used = service.apply(id, reaction); !used)
            return used.error();
    for (int guard = 0; guard < 4 && step->state->data.contains(u"attack"_s); ++guard) {
        step = service.apply(id, parsed(R"({"type":"attack.continue"})"));
        if (!step)
            return step.error();
    }
    return Done{};
}

Status playAll(SessionService &service, qint64 id, std::initializer_list<const char *> actions)
{
    for (const char *action : actions)
        if (auto applied = service.apply(id, parsed(action)); !applied)
            return applied.error();
    return Done{};
}

} // namespace

Result<qint64> createLegendsDemo(SessionService &service)
{
    const QJsonArray players{QJsonObject{{u"id"_s, u"ada"_s}, {u"name"_s, u"Ada"_s}},
                             QJsonObject{{u"id"_s, u"bruno"_s}, {u"name"_s, u"Bruno"_s}},
                             QJsonObject{{u"id"_s, u"chiara"_s}, {u"name"_s, u"Chiara"_s}}};
    auto created = service.create(u"exiled-legends"_s, players, demoSetup(), kDemoSeed, u"Banesphere league"_s);
    if (!created)
        return created.error();
    const qint64 id = created.value();

    // Line-ups named in full, so the demo does not depend on the shuffle.
    Status done = playAll(service, id,
                          {R"({"type":"lineup.choose","player":"ada","champion":"ember-duelist","supports":["ash-warden","flare-runner"]})",
                           R"({"type":"lineup.choose","player":"bruno","champion":"brine-hunter","supports":["current-sage","tide-caller"]})",
                           R"({"type":"lineup.choose","player":"chiara","champion":"dawn-knight","supports":["halo-archer","lumen-cleric"]})",
                           R"({"type":"order.roll","player":"ada","face":6})",
                           R"({"type":"order.roll","player":"bruno","face":3})",
                           R"({"type":"order.roll","player":"chiara","face":2})",
                           // Round 1: Ada marks Chiara's Champion, then hits Bruno's whole line.
                           R"({"type":"sphere.flip"})",
                           R"({"type":"phase.next"})",
                           R"({"type":"action.add_bane","hero":"dawn-knight"})"});
    if (!done)
        return done.error();
    if (done = playOut(service, id, R"({"type":"attack.declare","attack":"mass","targets":["brine-hunter","current-sage","tide-caller"]})");
        !done)
        return done.error();
    // Bruno answers on Ada's Champion and makes her lose a Myth Point.
    if (done = playAll(service, id, {R"({"type":"turn.end"})", R"({"type":"phase.next"})"}); !done)
        return done.error();
    if (done = playOut(service, id, R"({"type":"attack.declare","attack":"precise","targets":["ember-duelist"]})",
                       {parsed(R"({"type":"ability.use","hero":"brine-hunter","ability":"champion","effects":[{"effect":"mp","player":"ada","amount":-1}]})")});
        !done)
        return done.error();
    // Chiara finishes Ember Duelist off; Ada promotes Flare Runner.
    if (done = playAll(service, id, {R"({"type":"turn.end"})", R"({"type":"phase.next"})"}); !done)
        return done.error();
    if (done = playOut(service, id, R"({"type":"attack.declare","attack":"precise","targets":["ember-duelist"]})"); !done)
        return done.error();
    if (done = playAll(service, id,
                       {R"({"type":"replace.choose","hero":"flare-runner"})",
                        R"({"type":"turn.end"})",
                        // Round 2: Ada flips, refreshes her Myth Points and marks Bruno's Champion.
                        R"({"type":"sphere.flip"})",
                        R"({"type":"phase.next"})",
                        R"({"type":"action.add_bane","hero":"brine-hunter"})"});
        !done)
        return done.error();
    return id;
}

} // namespace arbiter
