#include "LegendsDemoSession.h"

#include "games/exiled_legends/el_action_types.h"
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

using namespace exiled_legends;
using typed::encode;

QJsonArray ids(std::initializer_list<QString> heroes)
{
    QJsonArray out;
    for (const QString &hero : heroes)
        out.append(hero);
    return out;
}

QJsonObject precise(const QString &target)
{
    return encode(AttackDeclare{u"precise"_s, ids({target}), {}, {}});
}

// Plays an attack through to its end, letting every ability window pass
// except the ones given (applied when their window is open).
Status playOut(SessionService &service, qint64 id, const QJsonObject &declaration, const std::vector<QJsonObject> &reactions = {})
{
    auto step = service.apply(id, declaration);
    if (!step)
        return step.error();
    for (const QJsonObject &reaction : reactions)
        if (auto used = service.apply(id, reaction); !used)
            return used.error();
    for (int guard = 0; guard < 4 && step->state->data.contains(u"attack"_s); ++guard) {
        step = service.apply(id, encode(AttackContinue{}));
        if (!step)
            return step.error();
    }
    return Done{};
}

Status playAll(SessionService &service, qint64 id, std::initializer_list<QJsonObject> actions)
{
    for (const QJsonObject &action : actions)
        if (auto applied = service.apply(id, action); !applied)
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
                          {encode(LineupChoose{u"ada"_s, u"ember-duelist"_s, ids({u"ash-warden"_s, u"flare-runner"_s})}),
                           encode(LineupChoose{u"bruno"_s, u"brine-hunter"_s, ids({u"current-sage"_s, u"tide-caller"_s})}),
                           encode(LineupChoose{u"chiara"_s, u"dawn-knight"_s, ids({u"halo-archer"_s, u"lumen-cleric"_s})}),
                           encode(OrderRoll{u"ada"_s, 6}),
                           encode(OrderRoll{u"bruno"_s, 3}),
                           encode(OrderRoll{u"chiara"_s, 2}),
                           // Round 1: Ada marks Chiara's Champion, then hits Bruno's whole line and
                           // Chiara's Champion (Molten Caldera makes Ada's mass attack 4 strong).
                           encode(SphereFlip{}),
                           encode(PhaseNext{}),
                           encode(AddBane{u"dawn-knight"_s})});
    if (!done)
        return done.error();
    if (done = playOut(service, id, encode(AttackDeclare{u"mass"_s, ids({u"brine-hunter"_s, u"current-sage"_s, u"tide-caller"_s, u"dawn-knight"_s}), {}, {}}));
        !done)
        return done.error();
    // Bruno answers on Ada's Champion and makes her lose a Myth Point.
    if (done = playAll(service, id, {encode(TurnEnd{}), encode(PhaseNext{})}); !done)
        return done.error();
    if (done = playOut(service, id, precise(u"ember-duelist"_s),
                       {encode(AbilityUse{u"brine-hunter"_s, u"champion"_s, {}, QJsonArray{effect::mythPoints(u"ada"_s, -1)}})});
        !done)
        return done.error();
    // Chiara finishes Ember Duelist off; Ada promotes Flare Runner.
    if (done = playAll(service, id, {encode(TurnEnd{}), encode(PhaseNext{})}); !done)
        return done.error();
    if (done = playOut(service, id, precise(u"ember-duelist"_s)); !done)
        return done.error();
    if (done = playAll(service, id,
                       {encode(ReplaceChoose{u"flare-runner"_s}),
                        encode(TurnEnd{}),
                        // Round 2: Ada flips, refreshes her Myth Points and marks Bruno's Champion.
                        encode(SphereFlip{}),
                        encode(PhaseNext{}),
                        encode(AddBane{u"brine-hunter"_s})});
        !done)
        return done.error();
    return id;
}

} // namespace arbiter
