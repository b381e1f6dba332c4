#ifndef ARBITER_SOURCE_DIR
#define ARBITER_SOURCE_DIR "/work/main"
#endif

#include "options_contract.h"

#include "core/session.h"
#include "games/super_fantasy_brawl/sfb_table.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace arbiter;

namespace {

QJsonObject obj(const char *json)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        qFatal("test JSON does not parse: %s", json);
    return doc.object();
}

QJsonArray arr(const char *json) { return QJsonDocument::fromJson(QByteArray(json)).array(); }

QJsonObject shippedContent()
{
    static const QJsonObject content = [] {
        QFile file(QStringLiteral(ARBITER_SOURCE_DIR "/resources/content/super-fantasy-brawl.json"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read the shipped content pack");
        return QJsonDocument::fromJson(file.readAll()).object();
    }();
    return content;
}

// The shipped pack with a short Challenge deck (one name twice), so the
// ordered draws of Super Team Tornado stay few and the deck runs out in play.
QJsonObject shortDeckContent()
{
    QJsonObject content = shippedContent();
    QJsonObject track = content.value(QStringLiteral("challenge_track")).toObject();
    const QStringList names{QStringLiteral("Hold the Centre"), QStringLiteral("Statue Dance"), QStringLiteral("Spotlight"),
                            QStringLiteral("Crowd Pleaser"), QStringLiteral("First Blood"), QStringLiteral("Gate Crasher"),
                            QStringLiteral("Front Line"), QStringLiteral("Front Line")};
    track.insert(QStringLiteral("cards"), QJsonArray::fromStringList(names));
    track.insert(QStringLiteral("deck_size"), static_cast<int>(names.size()));
    content.insert(QStringLiteral("challenge_track"), track);
    return content;
}

// The shipped pack with Gold'arr and Deryn twice more under other ids: eight
// different champions, so a casual Super Team Tornado draft has a pool
// without duplicates. (With duplicates the last drafter may find only
// champions their team already has; the rulebook says nothing for that case.)
QJsonObject eightChampionContent()
{
    QJsonObject content = shortDeckContent();
    QJsonArray champions = content.value(QStringLiteral("champions")).toArray();
    for (const QJsonValue &v : QJsonArray(champions)) {
        QJsonObject champion = v.toObject();
        const QString id = champion.value(QStringLiteral("id")).toString();
        if (id != QLatin1String("goldarr") && id != QLatin1String("deryn"))
            continue;
        champion.insert(QStringLiteral("id"), id + QStringLiteral("-twin"));
        champion.insert(QStringLiteral("name"), champion.value(QStringLiteral("name")).toString() + QStringLiteral(" Twin"));
        QJsonArray cards;
        for (const QJsonValue &c : champion.value(QStringLiteral("cards")).toArray()) {
            QJsonObject card = c.toObject();
            card.insert(QStringLiteral("id"), card.value(QStringLiteral("id")).toString() + QStringLiteral("-twin"));
            cards.append(card);
        }
        champion.insert(QStringLiteral("cards"), cards);
        champions.append(champion);
    }
    content.insert(QStringLiteral("champions"), champions);
    return content;
}

const GameDefinition &sfbGame() { return *findGame(QStringLiteral("super-fantasy-brawl")); }

SessionState started(const QStringList &players, QJsonObject setup, std::uint64_t seed = 1)
{
    if (!setup.contains(QStringLiteral("content")))
        setup.insert(QStringLiteral("content"), shippedContent());
    auto state = newSession(sfbGame(), QJsonArray::fromStringList(players), setup, seed);
    if (!state)
        qFatal("setup refused: %s", qPrintable(renderEnglish(state.error().message)));
    return state.value();
}

GameOptions optionsOf(const SessionState &state)
{
    auto options = gameOptions(sfbGame(), state);
    if (!options)
        qFatal("options refused");
    return options.value();
}

SessionState act(const SessionState &state, const QJsonObject &action)
{
    auto next = apply(sfbGame(), state, action);
    if (!next)
        qFatal("refused %s: %s", qPrintable(testing::OptionsContract::compact(action)), qPrintable(renderEnglish(next.error().message)));
    return std::move(next).value().state;
}

// Takes the first option (first listed input value) until `done` says stop.
template <typename Done>
SessionState playFirstOptions(SessionState state, Done done, int most = 500)
{
    for (int i = 0; i < most && !done(state); ++i) {
        const GameOptions options = optionsOf(state);
        if (options.options.empty())
            qFatal("no options before the goal");
        const OfferedAction &first = options.options.front();
        QJsonObject action = first.action;
        for (auto it = first.inputs.begin(); it != first.inputs.end(); ++it)
            action.insert(it.key(), it.value().toArray().first());
        state = act(state, action);
    }
    return state;
}

QString phaseOf(const SessionState &state) { return state.data.value(QStringLiteral("phase")).toString(); }

const OfferedAction *findOption(const GameOptions &options, const QJsonObject &action)
{
    for (const OfferedAction &o : options.options)
        if (o.action == action)
            return &o;
    return nullptr;
}

const RefusedAction *findRefused(const GameOptions &options, const QJsonObject &action)
{
    for (const RefusedAction &r : options.refused)
        if (r.action == action)
            return &r;
    return nullptr;
}

int countType(const GameOptions &options, const QString &type)
{
    int n = 0;
    for (const OfferedAction &o : options.options)
        n += o.action.value(QStringLiteral("type")).toString() == type ? 1 : 0;
    return n;
}

QJsonObject duelSetup()
{
    return obj(R"({"first_player":"ann","deployment":"north",
        "champions":{"ann":["goldarr","gwaien","kilgore"],"ben":["deryn","tzu-xiao","dugrun"]}})");
}

// Dealt, trapped on four chosen hexes, deployed: round 1, Ann to play.
SessionState duelInRoundOne()
{
    SessionState s = started({QStringLiteral("ann"), QStringLiteral("ben")}, duelSetup());
    s = act(s, obj(R"({"type":"track.deal","drawn":["Hold the Centre","Statue Dance"]})"));
    for (const char *at : {"[-1,-1]", "[1,1]", "[3,-2]", "[-3,2]"})
        s = act(s, QJsonObject{{QStringLiteral("type"), QStringLiteral("trap.place")},
                               {QStringLiteral("at"), QJsonDocument::fromJson(QByteArray(at)).array()}});
    const char *deploys[] = {R"({"type":"champion.deploy","champion":"ann:goldarr","at":[1,-4]})",
                             R"({"type":"champion.deploy","champion":"ann:gwaien","at":[2,-4]})",
                             R"({"type":"champion.deploy","champion":"ann:kilgore","at":[3,-4]})",
                             R"({"type":"champion.deploy","champion":"ben:deryn","at":[-3,4]})",
                             R"({"type":"champion.deploy","champion":"ben:tzu-xiao","at":[-2,4]})",
                             R"({"type":"champion.deploy","champion":"ben:dugrun","at":[-1,4]})"};
    for (const char *d : deploys)
        s = act(s, obj(d));
    return s;
}

QJsonObject counterSet(const QString &entity, const QString &counter, int value)
{
    return {{QStringLiteral("type"), QStringLiteral("counter.set")},
            {QStringLiteral("entity"), entity},
            {QStringLiteral("counter"), counter},
            {QStringLiteral("value"), value}};
}

} // namespace

class TestOptionsSfb : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void draftsFollowTheRulebookOrder();
    void setupStepsSayWhoActs();
    void roundOneHasNoScoreboard();
    void refusalsCarryTheRulesReason();
    void scoreboardClaimsOnlyScoringSlots();
    void aTrapLeavesItsFaceToTheTable();
    void winnerAtFiveVpOrSevenForATeam();
    void deployRefusesAnotherPlayersName();
    void aFieldTheCardDoesNotUseIsRefused();
    void contractHoldsInRandomPlayouts();
};

void TestOptionsSfb::draftsFollowTheRulebookOrder()
{
    const QStringList duo{QStringLiteral("ann"), QStringLiteral("ben")};
    // Casual: the second player drafts first.
    GameOptions casual = optionsOf(started(duo, obj(R"({"first_player":"ann","draft":"casual"})")));
    QCOMPARE(casual.actor, QStringLiteral("ben"));
    QCOMPARE(casual.step.value(QStringLiteral("due")).toString(), QStringLiteral("draft.pick"));
    QCOMPARE(countType(casual, QStringLiteral("draft.pick")), 6);
    // Competitive: the first player bans one of the second player's champions.
    GameOptions competitive = optionsOf(started(duo, obj(R"({"first_player":"ann","draft":"competitive",
        "brought":{"ann":["goldarr","gwaien","kilgore","deryn","dugrun"],"ben":["deryn","tzu-xiao","dugrun","goldarr","gwaien"]}})")));
    QCOMPARE(competitive.actor, QStringLiteral("ann"));
    QCOMPARE(competitive.step.value(QStringLiteral("due")).toString(), QStringLiteral("draft.ban"));
    QVERIFY(findOption(competitive, obj(R"({"type":"draft.ban","player":"ann","champion":"tzu-xiao"})")));
    QVERIFY(!findOption(competitive, obj(R"({"type":"draft.ban","player":"ann","champion":"kilgore"})"))); // not brought by ben
    // Free choice: both at once, nobody in particular; 20 teams of 3 from 6 each.
    GameOptions free = optionsOf(started(duo, obj(R"({"first_player":"ann"})")));
    QVERIFY(free.actor.isEmpty());
    QCOMPARE(countType(free, QStringLiteral("team.choose")), 40);
    // Super Team Tornado casual: 2, 1, 4, 3.
    const QStringList four{QStringLiteral("ann"), QStringLiteral("ben"), QStringLiteral("cy"), QStringLiteral("di")};
    GameOptions tornado = optionsOf(started(four, obj(R"({"first_player":"ann","second_player":"ben","draft":"casual",
        "pool":["goldarr","gwaien","kilgore","deryn","tzu-xiao","dugrun","goldarr","gwaien"]})")));
    QCOMPARE(tornado.actor, QStringLiteral("ben"));
}

void TestOptionsSfb::setupStepsSayWhoActs()
{
    SessionState s = started({QStringLiteral("ann"), QStringLiteral("ben")}, duelSetup());
    GameOptions o = optionsOf(s);
    QCOMPARE(o.step.value(QStringLiteral("phase")).toString(), QStringLiteral("challenges"));
    QVERIFY(o.actor.isEmpty()); // the table draws
    QCOMPARE(o.options.size(), std::size_t(1));
    QCOMPARE(o.options[0].action, obj(R"({"type":"track.deal"})"));
    // Two cards from 22, in order: 22 * 21 draws.
    QCOMPARE(o.options[0].inputs.value(QStringLiteral("drawn")).toArray().size(), 22 * 21);
    s = act(s, obj(R"({"type":"track.deal","drawn":["Hold the Centre","Statue Dance"]})"));
    o = optionsOf(s);
    QCOMPARE(o.actor, QStringLiteral("ann")); // the first player places two traps, then the second
    QCOMPARE(countType(o, QStringLiteral("trap.place")), 6);
    s = act(s, obj(R"({"type":"trap.place","at":[-1,-1]})"));
    s = act(s, obj(R"({"type":"trap.place","at":[1,1]})"));
    o = optionsOf(s);
    QCOMPARE(o.actor, QStringLiteral("ben"));
    QCOMPARE(countType(o, QStringLiteral("trap.place")), 4);
    QVERIFY(!findOption(o, obj(R"({"type":"trap.place","player":"ben","at":[1,1]})")));
    s = act(s, obj(R"({"type":"trap.place","at":[3,-2]})"));
    s = act(s, obj(R"({"type":"trap.place","at":[-3,2]})"));
    o = optionsOf(s);
    QCOMPARE(o.step.value(QStringLiteral("phase")).toString(), QStringLiteral("deploy"));
    QCOMPARE(o.actor, QStringLiteral("ann")); // the first player deploys all three first
    QCOMPARE(countType(o, QStringLiteral("champion.deploy")), 3 * 5);
}

void TestOptionsSfb::roundOneHasNoScoreboard()
{
    const GameOptions o = optionsOf(duelInRoundOne());
    QCOMPARE(o.actor, QStringLiteral("ann"));
    QCOMPARE(o.step.value(QStringLiteral("phase")).toString(), QStringLiteral("activation"));
    QCOMPARE(o.step.value(QStringLiteral("round")).toInt(), 1);
    QCOMPARE(o.step.value(QStringLiteral("winning_vp")).toInt(), 5);
    QCOMPARE(countType(o, QStringLiteral("challenge.claim")), 0);
    QVERIFY(findOption(o, obj(R"({"type":"turn.end","player":"ann"})")));
    QVERIFY(findOption(o, obj(R"({"type":"card.play","player":"ann","card":"goldarr-horn-charge","champion":"ann:goldarr"})")));
    QVERIFY(findOption(o, obj(R"({"type":"standard.use","player":"ann","action":"move","champion":"ann:kilgore","core":"creation"})")));
    QCOMPARE(countType(o, QStringLiteral("move")), 0); // no activation open yet
    QVERIFY(o.refused.empty());
}

void TestOptionsSfb::refusalsCarryTheRulesReason()
{
    SessionState s = duelInRoundOne();
    s = act(s, obj(R"({"type":"standard.use","action":"heal","champion":"ann:goldarr"})"));
    GameOptions o = optionsOf(s);
    // The creation Core is spent: every creation card and the Heal are greyed with their reason.
    const RefusedAction *heal = findRefused(o, obj(R"({"type":"standard.use","player":"ann","action":"heal","champion":"ann:gwaien"})"));
    QVERIFY(heal);
    QCOMPARE(heal->error.code, QStringLiteral("sfb.standard_used"));
    const RefusedAction *secondWind =
        findRefused(o, obj(R"({"type":"card.play","player":"ann","card":"goldarr-second-wind","champion":"ann:goldarr"})"));
    QVERIFY(secondWind);
    QCOMPARE(secondWind->error.code, QStringLiteral("sfb.core_exhausted"));
    QCOMPARE(secondWind->error.rule, QStringLiteral("super-fantasy-brawl.cores-of-magic"));
    // The open Heal moves 1 (Move 1 of the Standard Action) and resolves as a skill.
    QCOMPARE(o.step.value(QStringLiteral("due")).toString(), QStringLiteral("skill"));
    QVERIFY(countType(o, QStringLiteral("move")) > 0);
    QVERIFY(findOption(o, obj(R"({"type":"skill","player":"ann"})")));
    QVERIFY(findOption(o, obj(R"({"type":"activation.end","player":"ann"})")));
}

void TestOptionsSfb::scoreboardClaimsOnlyScoringSlots()
{
    SessionState s = duelInRoundOne();
    s = act(s, obj(R"({"type":"turn.end"})"));
    s = act(s, obj(R"({"type":"turn.end"})"));
    GameOptions o = optionsOf(s);
    QCOMPARE(o.step.value(QStringLiteral("phase")).toString(), QStringLiteral("advance"));
    QVERIFY(o.actor.isEmpty());
    QCOMPARE(o.options.size(), std::size_t(1));
    QCOMPARE(o.options[0].inputs.value(QStringLiteral("drawn")).toArray().size(), 20); // 22 less the two on the track
    s = act(s, obj(R"({"type":"track.advance","drawn":["Spotlight"]})"));
    o = optionsOf(s);
    // Round 2: Hold the Centre moved on into the 2 VP slot, Statue Dance into the 1 VP slot, Spotlight cannot be scored yet.
    QCOMPARE(o.step.value(QStringLiteral("phase")).toString(), QStringLiteral("scoreboard"));
    QCOMPARE(o.actor, QStringLiteral("ann"));
    QVERIFY(findOption(o, obj(R"({"type":"challenge.claim","player":"ann","slot":1})")));
    QVERIFY(findOption(o, obj(R"({"type":"challenge.claim","player":"ann","slot":2})")));
    const RefusedAction *blocked = findRefused(o, obj(R"({"type":"challenge.claim","player":"ann","slot":0})"));
    QVERIFY(blocked);
    QCOMPARE(blocked->error.code, QStringLiteral("sfb.cannot_be_scored"));
}

void TestOptionsSfb::aTrapLeavesItsFaceToTheTable()
{
    SessionState s = duelInRoundOne();
    s = act(s, obj(R"({"type":"card.play","card":"goldarr-second-wind"})"));
    GameOptions o = optionsOf(s);
    // Walking onto the face-down trap at [-1,-1] needs what it shows and where the new one goes.
    const OfferedAction *onTrap = findOption(o, obj(R"({"type":"move","player":"ann","to":[-1,-1],"mode":"walk"})"));
    QVERIFY(onTrap);
    const QJsonArray faces = onTrap->inputs.value(QStringLiteral("traps")).toArray();
    QVERIFY(!faces.isEmpty());
    QVERIFY(faces.contains(QJsonArray{obj(R"({"effect":"damage","amount":2,"new_at":[1,2]})")}));
    QVERIFY(faces.contains(QJsonArray{obj(R"({"effect":"stun","new_at":[-1,-2]})")}));
    QVERIFY(!faces.contains(QJsonArray{obj(R"({"effect":"root","new_at":[1,1]})")})); // a trap already lies there
    // A hex without a trap needs nothing from the table.
    const OfferedAction *plain = findOption(o, obj(R"({"type":"move","player":"ann","to":[0,-2],"mode":"walk"})"));
    QVERIFY(plain);
    QVERIFY(plain->inputs.isEmpty());
}

void TestOptionsSfb::winnerAtFiveVpOrSevenForATeam()
{
    SessionState s = duelInRoundOne();
    s = act(s, obj(R"({"type":"turn.end"})"));
    s = act(s, obj(R"({"type":"turn.end"})"));
    s = act(s, obj(R"({"type":"track.advance","drawn":["Spotlight"]})"));
    s = act(s, counterSet(QStringLiteral("ann"), QStringLiteral("vp"), 3));
    s = act(s, obj(R"({"type":"challenge.claim","slot":2})")); // 2 VP: 5 in all
    GameOptions o = optionsOf(s);
    QVERIFY(o.over);
    QCOMPARE(o.winner.toString(), QStringLiteral("ann"));
    QVERIFY(o.options.empty());
    QVERIFY(o.actor.isEmpty());

    // Super Team Tornado: the team holds the VP and needs 7.
    const QStringList four{QStringLiteral("ann"), QStringLiteral("ben"), QStringLiteral("cy"), QStringLiteral("di")};
    QJsonObject setup = obj(R"({"first_player":"ann","second_player":"ben",
        "champions":{"ann":["goldarr","gwaien"],"ben":["deryn","tzu-xiao"],"cy":["kilgore","dugrun"],"di":["goldarr","dugrun"]}})");
    SessionState t = started(four, setup);
    t = playFirstOptions(t, [](const SessionState &x) { return phaseOf(x) == QLatin1String("scoreboard"); });
    o = optionsOf(t);
    QCOMPARE(o.step.value(QStringLiteral("winning_vp")).toInt(), 7);
    QCOMPARE(o.step.value(QStringLiteral("vp")).toObject().value(QStringLiteral("team-1")).toInt(), 0);
    t = act(t, counterSet(QStringLiteral("team-1"), QStringLiteral("vp"), 5));
    o = optionsOf(t);
    QVERIFY(!o.over); // 5 is not enough for a team
    QJsonObject claim;
    for (const OfferedAction &option : o.options)
        if (option.action.value(QStringLiteral("type")).toString() == QLatin1String("challenge.claim"))
            claim = option.action;
    QVERIFY(!claim.isEmpty());
    t = act(t, counterSet(QStringLiteral("team-1"), QStringLiteral("vp"), 6));
    t = act(t, claim);
    o = optionsOf(t);
    QVERIFY(o.over);
    QCOMPARE(o.winner.toString(), QStringLiteral("team-1"));
}

void TestOptionsSfb::deployRefusesAnotherPlayersName()
{
    SessionState s = started({QStringLiteral("ann"), QStringLiteral("ben")}, duelSetup());
    s = playFirstOptions(s, [](const SessionState &x) { return phaseOf(x) == QLatin1String("deploy"); });
    // Ann deploys first; an action naming Ben as the player is not hers to take.
    auto refused = apply(sfbGame(), s, obj(R"({"type":"champion.deploy","player":"ben","champion":"ann:goldarr","at":[1,-4]})"));
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, QStringLiteral("sfb.not_your_turn"));
    QVERIFY(apply(sfbGame(), s, obj(R"({"type":"champion.deploy","player":"ann","champion":"ann:goldarr","at":[1,-4]})")));
}

void TestOptionsSfb::aFieldTheCardDoesNotUseIsRefused()
{
    SessionState s = duelInRoundOne();
    // Heal has its own Core: naming another was silently dropped before.
    auto paidOtherwise = apply(sfbGame(), s, obj(R"({"type":"standard.use","action":"heal","champion":"ann:goldarr","core":"manipulation"})"));
    QVERIFY(!paidOtherwise);
    QCOMPARE(paidOtherwise.error().code, QStringLiteral("request.field"));
    QVERIFY(apply(sfbGame(), s, obj(R"({"type":"standard.use","action":"move","champion":"ann:goldarr","core":"manipulation"})")));
    // The Standard Heal is a skill without targets: naming some was silently dropped before.
    s = act(s, obj(R"({"type":"standard.use","action":"heal","champion":"ann:goldarr"})"));
    auto withTargets = apply(sfbGame(), s, obj(R"({"type":"skill","targets":["ben:deryn"]})"));
    QVERIFY(!withTargets);
    QCOMPARE(withTargets.error().code, QStringLiteral("request.field"));
    auto turned = apply(sfbGame(), s, obj(R"({"type":"skill","orientation":2})"));
    QVERIFY(!turned);
    QVERIFY(apply(sfbGame(), s, obj(R"({"type":"skill"})")));
}

namespace {

struct Start {
    SessionState state;
    int maxSteps = 0;
};

// A random game to play: two or four players, a draft mode, a content pack,
// sometimes taken on to round 1 and set close to the end (VP and damage
// corrected by hand, as the table may) so that many games finish.
Start randomStart(std::mt19937_64 &random)
{
    const auto chance = [&random](int percent) { return std::uniform_int_distribution<int>(0, 99)(random) < percent; };
    const bool tornado = chance(35);
    const QStringList players = tornado ? QStringList{QStringLiteral("ann"), QStringLiteral("ben"), QStringLiteral("cy"), QStringLiteral("di")}
                                        : QStringList{QStringLiteral("ann"), QStringLiteral("ben")};
    QJsonObject setup;
    setup.insert(QStringLiteral("content"), tornado || chance(50) ? shortDeckContent() : shippedContent());
    if (chance(70))
        setup.insert(QStringLiteral("first_player"), players[static_cast<qsizetype>(random() % static_cast<std::uint64_t>(players.size()))]);
    if (chance(50))
        setup.insert(QStringLiteral("deployment"), chance(50) ? QStringLiteral("north") : QStringLiteral("south"));
    const int draft = std::uniform_int_distribution<int>(0, 3)(random);
    if (draft == 1) {
        setup.insert(QStringLiteral("draft"), QStringLiteral("casual"));
        if (tornado)
            setup.insert(QStringLiteral("content"), eightChampionContent());
    } else if (draft == 2) {
        setup.insert(QStringLiteral("draft"), QStringLiteral("competitive"));
        setup.insert(QStringLiteral("brought"),
                     tornado ? obj(R"({"ann":["goldarr","gwaien","kilgore"],"cy":["deryn","tzu-xiao","dugrun"],
                                       "ben":["goldarr","deryn","kilgore"],"di":["gwaien","tzu-xiao","dugrun"]})")
                             : obj(R"({"ann":["goldarr","gwaien","kilgore","deryn","dugrun"],"ben":["deryn","tzu-xiao","dugrun","goldarr","gwaien"]})"));
    } else if (draft == 3) {
        setup.insert(QStringLiteral("champions"),
                     tornado ? obj(R"({"ann":["goldarr","gwaien"],"ben":["deryn","tzu-xiao"],"cy":["kilgore","dugrun"],"di":["goldarr","dugrun"]})")
                             : obj(R"({"ann":["goldarr","gwaien","kilgore"],"ben":["deryn","tzu-xiao","dugrun"]})"));
    }
    if (tornado && draft <= 1 && chance(50)) // the fixed lists above assume the default teams
        setup.insert(QStringLiteral("teams"), arr(R"([["ann","ben"],["cy","di"]])"));
    return {started(players, setup, random()), 10};
}

// Round 1 of a random setup, reached by random options; kept and reused, as
// walking there costs more than a short playout.
SessionState roundOneOf(std::mt19937_64 &random)
{
    static std::vector<SessionState> kept;
    constexpr std::size_t kKept = 16;
    if (kept.size() >= kKept)
        return kept[random() % kept.size()];
    SessionState s = randomStart(random).state;
    for (int i = 0; i < 200 && phaseOf(s) != QLatin1String("activation"); ++i) {
        const GameOptions options = optionsOf(s);
        const OfferedAction &o = options.options[random() % options.options.size()];
        QJsonObject action = o.action;
        for (auto it = o.inputs.begin(); it != o.inputs.end(); ++it) {
            const QJsonArray values = it.value().toArray();
            action.insert(it.key(), values.at(static_cast<qsizetype>(random() % static_cast<std::uint64_t>(values.size()))));
        }
        s = act(s, action);
    }
    kept.push_back(s);
    return s;
}

// Close to the end, as the table may set it by hand: each side a VP or two
// short, and most champions a hit away from out of action, so that many playouts finish.
Start lateStart(std::mt19937_64 &random)
{
    SessionState s = roundOneOf(random);
    const auto table = sfbTableFrom(s.data);
    const int winning = table.value().winningVp();
    for (const SfbSide &side : table.value().sides)
        s = act(s, counterSet(side.id, QStringLiteral("vp"), winning - 1 - static_cast<int>(random() % 4 == 0)));
    // Everyone in a scrum around the centre (on the shipped board: no statue
    // or trap hex), the two sides taking turns, so attacks are at hand.
    const char *scrum[] = {"[0,0]", "[1,0]", "[0,1]", "[-1,1]", "[-1,0]", "[0,-1]", "[1,-1]", "[2,-1]", "[-2,1]", "[0,2]", "[0,-2]"};
    std::array<QStringList, 2> bySide;
    for (const Entity &e : s.entities)
        if (e.kind == QLatin1String("champion"))
            bySide[static_cast<std::size_t>(table.value().sideOfPlayer(e.owner))] << e.id;
    for (auto &side : bySide)
        std::shuffle(side.begin(), side.end(), random);
    std::size_t spot = 0;
    for (qsizetype i = 0; i < std::max(bySide[0].size(), bySide[1].size()); ++i)
        for (const QStringList &side : bySide)
            if (i < side.size())
                s = act(s, QJsonObject{{QStringLiteral("type"), QStringLiteral("champion.place")},
                                       {QStringLiteral("champion"), side[i]},
                                       {QStringLiteral("at"), arr(scrum[spot++])}});
    for (const Entity &e : std::vector<Entity>(s.entities))
        if (e.kind == QLatin1String("champion") && random() % 100 < 85)
            s = act(s, counterSet(e.id, QStringLiteral("damage"), 6)); // 1 hitpoint left of the fewest printed (7)
    return {s, 22};
}

} // namespace

void TestOptionsSfb::contractHoldsInRandomPlayouts()
{
    const std::uint64_t seed = qEnvironmentVariableIsSet("ARBITER_SEED") ? qEnvironmentVariable("ARBITER_SEED").toULongLong() : 20261126;
#if defined(ARBITER_SANITIZED)
    constexpr int kDefaultGames = 30; // the sanitizer build (Debug) runs some 30 times slower; 30 so that a quarter reach the end
#else
    constexpr int kDefaultGames = 80; // the label slow plays 1000 (engine.options_long.*)
#endif
    const int games = qEnvironmentVariableIsSet("ARBITER_PLAYOUTS") ? qEnvironmentVariableIntValue("ARBITER_PLAYOUTS") : kDefaultGames;
    qInfo("super-fantasy-brawl options contract: seed %llu, %d games", static_cast<unsigned long long>(seed), games);
    testing::OptionsContract contract(sfbGame(), seed);
    QElapsedTimer timer;
    qint64 queryNanos = 0;
    int queries = 0;
    for (int game = 0; game < games; ++game) {
        const Start start = game % 3 == 0 ? randomStart(contract.random()) : lateStart(contract.random());
        if (!contract.play(start.state, start.maxSteps)) {
            if (qEnvironmentVariableIsSet("ARBITER_DEBUG"))
                qInfo("start: %s", QJsonDocument(toJson(start.state)).toJson(QJsonDocument::Compact).constData());
            QFAIL(qPrintable(contract.failure()));
        }
        // A rough figure for the query alone, on the start states.
        timer.start();
        (void)optionsOf(start.state);
        queryNanos += timer.nsecsElapsed();
        ++queries;
    }
    const auto &t = contract.totals();
    qInfo("games %d, finished %d, steps %d, options checked %d, refusals checked %d, strangers refused %d; "
          "options query about %.2f ms on a start state",
          t.games, t.finished, t.steps, t.optionsChecked, t.refusalsChecked, t.strangersRefused,
          queries ? static_cast<double>(queryNanos) / queries / 1e6 : 0.0);
    // A playout that stops after a step or two checks nothing: these last some 15 steps each.
    QVERIFY2(t.steps >= 10 * t.games, "the playouts end too early to test the contract");
    QVERIFY2(t.finished * 4 >= t.games, "too few games reach the end");
}

QTEST_GUILESS_MAIN(TestOptionsSfb)
#include "tst_options_super_fantasy_brawl.moc"
