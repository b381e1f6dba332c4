#ifndef ARBITER_SOURCE_DIR
#define ARBITER_SOURCE_DIR "/work/main"
#endif

#include "options_contract.h"

#include "core/session.h"
#include "games/theosis/theosis_arena.h"
#include "games/theosis/theosis_queries.h"
#include "games/theosis/theosis_table.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace arbiter;

namespace {

const GameDefinition &game() { return *findGame(QStringLiteral("theosis")); }

QJsonObject shippedContent()
{
    static const QJsonObject pack = [] {
        QFile file(QStringLiteral(ARBITER_SOURCE_DIR "/resources/content/theosis.json"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("the shipped content pack is missing");
        return QJsonDocument::fromJson(file.readAll()).object();
    }();
    return pack;
}

QJsonObject parse(const char *json) { return QJsonDocument::fromJson(QByteArray(json)).object(); }

SessionState start(QStringList players, QJsonObject setup, std::uint64_t seed)
{
    setup.insert(QStringLiteral("content"), shippedContent());
    auto state = newSession(game(), QJsonArray::fromStringList(players), setup, seed);
    if (!state)
        qFatal("setup refused: %s", qPrintable(state.error().code));
    return state.value();
}

SessionState play(const SessionState &state, const char *action)
{
    auto next = apply(game(), state, parse(action));
    if (!next)
        qFatal("refused: %s: %s", action, qPrintable(next.error().code + QStringLiteral(" ") + renderEnglish(next.error().message)));
    return next.value().state;
}

GameOptions optionsOf(const SessionState &state)
{
    auto answer = gameOptions(game(), state);
    if (!answer)
        qFatal("no options: %s", qPrintable(answer.error().code));
    return answer.value();
}

bool offers(const GameOptions &options, const QString &type)
{
    return std::any_of(options.options.begin(), options.options.end(),
                       [&](const OfferedAction &o) { return o.action.value(QStringLiteral("type")).toString() == type; });
}

const OfferedAction *findOption(const GameOptions &options, const QJsonObject &fields)
{
    for (const OfferedAction &o : options.options) {
        bool same = true;
        for (auto it = fields.begin(); same && it != fields.end(); ++it)
            same = o.action.value(it.key()) == it.value();
        if (same)
            return &o;
    }
    return nullptr;
}

// Past the fast preparation's hand-out, where a random table could swap items
// for a long time: the playout starts as the heroes enter.
SessionState throughAllocation(SessionState state)
{
    for (GameOptions options = optionsOf(state); options.step.value(QStringLiteral("due")).toString() == QStringLiteral("allocation");
         options = optionsOf(state))
        state = apply(game(), state, QJsonObject{{QStringLiteral("type"), QStringLiteral("gold.allocate")}, {QStringLiteral("player"), options.actor},
                                                 {QStringLiteral("gold"), QJsonObject{}}})
                    .value()
                    .state;
    return state;
}

// The hero's Health down to 1, by hand.
SessionState woundedToOne(const SessionState &state, const QString &hero)
{
    return play(state, qPrintable(QStringLiteral(R"({"type":"counter.set","entity":"%1","counter":"health","value":1})").arg(hero)));
}

int playoutCount(int fallback)
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("ARBITER_PLAYOUTS", &ok);
    return ok && n > 0 ? n : fallback;
}

} // namespace

class TestOptionsTheosis : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void firstPlacementIsTheInitiativeHoldersGoldSpace();
    void sealedBidsAreEachPlayersOwn();
    void arenaTurnNamesTheActingHero();
    void monstersAreDueWithTheirDie();
    void winnerAtTheEnd();
    void ignoredFieldsAreRefused();
    void aFelledHeroStaysNamedForTheSecondAttack();
    void onlyAPassMayWalkIntoAFall();
    void coopAttacksOfferTheEnemyFirst();
    void contractByRandomPlayouts();
};

void TestOptionsTheosis::firstPlacementIsTheInitiativeHoldersGoldSpace()
{
    const SessionState state = start({QStringLiteral("ann"), QStringLiteral("ben")}, parse(R"({"mode":"pvp","blitz":true,"first":"ben"})"), 11);
    const GameOptions options = optionsOf(state);
    QVERIFY(!options.over);
    QCOMPARE(options.actor, QStringLiteral("ben"));
    QCOMPARE(options.step.value(QStringLiteral("phase")).toString(), QStringLiteral("hierapolis"));
    QCOMPARE(options.step.value(QStringLiteral("due")).toString(), QStringLiteral("placement"));
    QCOMPARE(options.step.value(QStringLiteral("turn")).toInt(), 1);
    // The first hero of a turn goes to a Quest's gold space: nothing else is offered (but
    // the table's own Market draw and a token it types, which move nothing on), and the Quest without gold is
    // shown greyed with that reason.
    for (const OfferedAction &o : options.options) {
        if (o.action.value(QStringLiteral("type")).toString() == QStringLiteral("market.draw")
            || o.action.value(QStringLiteral("type")).toString() == QStringLiteral("pouch.add_item"))
            continue;
        QCOMPARE(o.action.value(QStringLiteral("type")).toString(), QStringLiteral("place"));
        QCOMPARE(o.action.value(QStringLiteral("location")).toString(), QStringLiteral("quest"));
        QCOMPARE(o.action.value(QStringLiteral("gold")).toBool(), true);
        QVERIFY(o.action.value(QStringLiteral("hero")).toString().startsWith(QStringLiteral("ben:")));
    }
    bool greyed = false;
    for (const RefusedAction &r : options.refused)
        greyed = greyed || r.error.code == QStringLiteral("theosis.first_hero_quest");
    QVERIFY(greyed);
    // The Warmonger's gold space wounds an enemy hero: the target is an input listing Ann's heroes.
    const OfferedAction *warmonger = findOption(options, parse(R"({"alignment":"warmonger","gold":true})"));
    QVERIFY(warmonger);
    for (const QJsonValue &v : warmonger->inputs.value(QStringLiteral("target")).toArray())
        QVERIFY(v.toString().startsWith(QStringLiteral("ann:")));
}

void TestOptionsTheosis::sealedBidsAreEachPlayersOwn()
{
    SessionState state = start({QStringLiteral("ann"), QStringLiteral("ben")}, parse(R"({"mode":"pvp","blitz":true})"), 11);
    state = play(state, R"({"type":"place","hero":"ann:curunir","location":"quest","alignment":"warmonger","gold":true,"target":"ben:lug"})");
    state = play(state, R"({"type":"place","hero":"ben:norn","location":"quest","alignment":"guardian","gold":true})");
    state = play(state, R"({"type":"place","hero":"ann:garav","location":"tavern"})");
    state = play(state, R"({"type":"place","hero":"ben:lug","location":"mercenary-camp","face":3})");
    GameOptions options = optionsOf(state);
    QCOMPARE(options.step.value(QStringLiteral("due")).toString(), QStringLiteral("bids"));
    QVERIFY(options.actor.isEmpty()); // bids are made at once, nobody in particular
    // A bid per player, and the artifact the real table turned up (before anyone bids), one
    // the pack lacks typed whole too.
    QCOMPARE(options.options.size(), std::size_t(4));
    QVERIFY(findOption(options, parse(R"({"type":"pouch.add_item"})")));
    const OfferedAction *shown = findOption(options, parse(R"({"type":"artifact.set"})"));
    QVERIFY(shown);
    QCOMPARE(shown->inputs.value(QStringLiteral("item")).toArray().size(), 6);
    const OfferedAction *ann = findOption(options, parse(R"({"type":"bid","player":"ann"})"));
    QVERIFY(ann);
    // Ann holds the Warmonger's 4 gold: 0 to 4 may be bid.
    QCOMPARE(ann->inputs.value(QStringLiteral("amount")).toArray(), (QJsonArray{0, 1, 2, 3, 4}));
    state = play(state, R"({"type":"bid","player":"ann","amount":3})");
    options = optionsOf(state);
    QCOMPARE(options.options.size(), std::size_t(1)); // once someone has bid the artifact stays
    QVERIFY(!findOption(options, parse(R"({"type":"artifact.set"})")));
    QCOMPARE(options.step.value(QStringLiteral("waiting")).toArray(), (QJsonArray{QStringLiteral("ben")}));
    auto twice = apply(game(), state, parse(R"({"type":"bid","player":"ann","amount":1})"));
    QVERIFY(!twice);
    QCOMPARE(twice.error().code, QStringLiteral("theosis.already_bid"));
    // Ben's bid reveals both: Ann's 3 beats Ben's 2 and she is offered the artifact.
    state = play(state, R"({"type":"bid","player":"ben","amount":2})");
    options = optionsOf(state);
    QCOMPARE(options.step.value(QStringLiteral("due")).toString(), QStringLiteral("offer"));
    QCOMPARE(options.actor, QStringLiteral("ann"));
    QVERIFY(offers(options, QStringLiteral("offer.decline")));
}

void TestOptionsTheosis::arenaTurnNamesTheActingHero()
{
    // Fast preparation: gold on nobody, the ranking falls to the initiative (Ben first).
    SessionState state = start({QStringLiteral("ann"), QStringLiteral("ben")}, parse(R"({"mode":"pvp","blitz":true,"fast":true,"first":"ben"})"), 3);
    GameOptions options = optionsOf(state);
    QCOMPARE(options.step.value(QStringLiteral("due")).toString(), QStringLiteral("allocation"));
    QVERIFY(offers(options, QStringLiteral("item.equip")));
    // The holder allocates last: Ann first.
    QCOMPARE(options.actor, QStringLiteral("ann"));
    state = play(state, R"({"type":"gold.allocate","player":"ann","gold":{}})");
    state = play(state, R"({"type":"gold.allocate","player":"ben","gold":{}})");
    options = optionsOf(state);
    QCOMPARE(options.step.value(QStringLiteral("due")).toString(), QStringLiteral("entry"));
    // The lowest rank enters first: Ann's second hero.
    const QString entering = options.step.value(QStringLiteral("hero")).toString();
    QVERIFY(entering.startsWith(QStringLiteral("ann:")));
    QCOMPARE(options.actor, QStringLiteral("ann"));
    QCOMPARE(options.options.size(), std::size_t(1));
    for (int i = 0; i < 4; ++i) {
        options = optionsOf(state);
        const OfferedAction &enter = options.options.front();
        QJsonObject action = enter.action;
        action.insert(QStringLiteral("at"), enter.inputs.value(QStringLiteral("at")).toArray().first());
        state = apply(game(), state, action).value().state;
    }
    QElapsedTimer clock;
    clock.start();
    options = optionsOf(state);
    qInfo("options on Arena turn 1: %.2f ms, %d options, %d refused", clock.nsecsElapsed() / 1e6, int(options.options.size()), int(options.refused.size()));
    QCOMPARE(options.step.value(QStringLiteral("phase")).toString(), QStringLiteral("arena"));
    QCOMPARE(options.step.value(QStringLiteral("turns")).toInt(), theosis::kArenaTurns);
    QCOMPARE(options.step.value(QStringLiteral("due")).toString(), QStringLiteral("hero"));
    QVERIFY(options.step.value(QStringLiteral("hero")).toString().startsWith(QStringLiteral("ben:")));
    QCOMPARE(options.actor, QStringLiteral("ben"));
    QVERIFY(offers(options, QStringLiteral("hero.pass")));
    QVERIFY(offers(options, QStringLiteral("hero.mana")));
    // A skill without a gem is shown greyed with its reason.
    bool noMana = false;
    for (const RefusedAction &r : options.refused)
        noMana = noMana || r.error.code == QStringLiteral("theosis.skill_no_mana");
    QVERIFY(noMana);
}

void TestOptionsTheosis::monstersAreDueWithTheirDie()
{
    SessionState state = start({QStringLiteral("sam")}, parse(R"({"mode":"coop","fast":true,"monsters":["kotronas"]})"), 5);
    state = play(state, R"({"type":"gold.allocate","player":"sam","gold":{}})");
    GameOptions options = optionsOf(state);
    QCOMPARE(options.step.value(QStringLiteral("due")).toString(), QStringLiteral("entry"));
    QVERIFY(offers(options, QStringLiteral("ranking.set"))); // against monsters the players order their heroes
    for (int i = 0; i < 3; ++i) {
        options = optionsOf(state);
        const OfferedAction *enter = findOption(options, parse(R"({"type":"arena.enter"})"));
        QJsonObject action = enter->action;
        action.insert(QStringLiteral("at"), enter->inputs.value(QStringLiteral("at")).toArray().first());
        state = apply(game(), state, action).value().state;
    }
    for (int i = 0; i < 3; ++i) {
        options = optionsOf(state);
        QCOMPARE(options.step.value(QStringLiteral("due")).toString(), QStringLiteral("hero"));
        const OfferedAction *pass = findOption(options, parse(R"({"type":"hero.pass"})"));
        QJsonObject action = pass->action;
        action.insert(QStringLiteral("to"), pass->inputs.value(QStringLiteral("to")).toArray().first());
        action.insert(QStringLiteral("discard"), pass->inputs.value(QStringLiteral("discard")).toArray().first());
        state = apply(game(), state, action).value().state;
    }
    options = optionsOf(state);
    QCOMPARE(options.step.value(QStringLiteral("due")).toString(), QStringLiteral("monsters"));
    QVERIFY(options.actor.isEmpty());
    QCOMPARE(options.step.value(QStringLiteral("monsters")).toArray(), (QJsonArray{QStringLiteral("kotronas")}));
    // Every offered monster action names a die face; the faces 1 to 6 all appear. Beside
    // them, the stamina token the real pile shows on top (its tokens as the input).
    QSet<int> faces;
    int shownTokens = 0;
    for (const OfferedAction &o : options.options) {
        if (o.action.value(QStringLiteral("type")).toString() == QLatin1String("stamina.set")) {
            ++shownTokens;
            QCOMPARE(o.action.value(QStringLiteral("monster")).toString(), QStringLiteral("kotronas"));
            QCOMPARE(o.inputs.value(QStringLiteral("token")).toArray().size(),
                     theosis::tableFrom(state.data).value().monsters.front().pile.size());
            continue;
        }
        QCOMPARE(o.action.value(QStringLiteral("type")).toString(), QStringLiteral("monster.act"));
        faces.insert(o.action.value(QStringLiteral("face")).toInt());
    }
    QCOMPARE(faces.size(), 6);
    QCOMPARE(shownTokens, 1);
}

void TestOptionsTheosis::winnerAtTheEnd()
{
    SessionState state = start({QStringLiteral("ann"), QStringLiteral("ben")}, parse(R"({"mode":"pvp","blitz":true,"fast":true})"), 3);
    // Ben's heroes fall (a correction by hand) and Ann's side is the last standing once the rules look again.
    state = play(state, R"({"type":"gold.allocate","player":"ben","gold":{}})");
    state = play(state, R"({"type":"gold.allocate","player":"ann","gold":{}})");
    for (int i = 0; i < 4; ++i) {
        const GameOptions options = optionsOf(state);
        const OfferedAction *enter = findOption(options, parse(R"({"type":"arena.enter"})"));
        QJsonObject action = enter->action;
        action.insert(QStringLiteral("at"), enter->inputs.value(QStringLiteral("at")).toArray().first());
        state = apply(game(), state, action).value().state;
    }
    // The ids first: each correction replaces the state, and with it the entity list.
    QStringList bensHeroes;
    for (const Entity &e : state.entities)
        if (e.kind == theosis::kHeroKind && e.owner == QStringLiteral("ben"))
            bensHeroes << e.id;
    for (const QString &hero : bensHeroes)
        state = play(state, qPrintable(QStringLiteral(R"({"type":"counter.set","entity":"%1","counter":"health","value":0})").arg(hero)));
    GameOptions options = optionsOf(state);
    while (!options.over) {
        const OfferedAction &pass = options.options.front();
        QJsonObject action = pass.action;
        for (auto it = pass.inputs.begin(); it != pass.inputs.end(); ++it)
            action.insert(it.key(), it.value().toArray().first());
        state = apply(game(), state, action).value().state;
        options = optionsOf(state);
    }
    QVERIFY(options.options.empty());
    QCOMPARE(options.winner, QJsonValue(QStringLiteral("ann")));
    QCOMPARE(options.step.value(QStringLiteral("reason")).toString(), QStringLiteral("last-standing"));
}

void TestOptionsTheosis::ignoredFieldsAreRefused()
{
    // Fields a form of an action does not use used to be ignored; the options
    // contract needs them refused so that only what is offered is accepted.
    SessionState state = start({QStringLiteral("ann"), QStringLiteral("ben")}, parse(R"({"mode":"pvp","blitz":true})"), 11);
    state = play(state, R"({"type":"place","hero":"ann:curunir","location":"quest","alignment":"guardian","gold":true})");
    state = play(state, R"({"type":"place","hero":"ben:norn","location":"quest","alignment":"warmonger","gold":true,"target":"ann:curunir"})");
    auto tavern = apply(game(), state, parse(R"({"type":"place","hero":"ann:garav","location":"tavern","alignment":"guardian","gold":false})"));
    QVERIFY(!tavern);
    QCOMPARE(tavern.error().code, QStringLiteral("theosis.field_not_used"));
    auto reward = apply(game(), state, parse(R"({"type":"place","hero":"ann:garav","location":"quest","alignment":"guardian","gold":false,"target":"ben:lug"})"));
    QVERIFY(!reward);
    QCOMPARE(reward.error().code, QStringLiteral("theosis.field_not_used"));
}

void TestOptionsTheosis::aFelledHeroStaysNamedForTheSecondAttack()
{
    // Found by the playouts: Fire and Ice Stalagmites names its two targets at
    // once; when the first attack felled the hero, the second was refused as
    // aimed at a fallen hero, so whether the action was legal hung on the die.
    SessionState state = start({QStringLiteral("sam")}, parse(R"({"mode":"coop","fast":true,"monsters":["kotronas"]})"), 5);
    state = play(state, R"({"type":"gold.allocate","player":"sam","gold":{}})");
    for (int i = 0; i < 6; ++i) {
        const GameOptions options = optionsOf(state);
        const OfferedAction *next = findOption(options, parse(R"({"type":"arena.enter"})"));
        if (!next)
            next = findOption(options, parse(R"({"type":"hero.pass"})"));
        QJsonObject action = next->action;
        for (auto it = next->inputs.begin(); it != next->inputs.end(); ++it)
            action.insert(it.key(), it.value().toArray().first());
        state = apply(game(), state, action).value().state;
    }
    QCOMPARE(optionsOf(state).step.value(QStringLiteral("due")).toString(), QStringLiteral("monsters"));
    const theosis::Table table = theosis::tableFrom(state.data).value();
    const QString hero = table.ranking.first();
    const QStringList hand = table.player(QStringLiteral("sam"))->hand;
    state = play(state, qPrintable(QStringLiteral(R"({"type":"counter.set","entity":"%1","counter":"health","value":1})").arg(hero)));
    const QJsonObject stalagmites{{QStringLiteral("type"), QStringLiteral("monster.act")}, {QStringLiteral("monster"), QStringLiteral("kotronas")},
                                  {QStringLiteral("face"), 2},
                                  {QStringLiteral("targets"), QJsonArray{QJsonArray{hero}, QJsonArray{hero}}},
                                  {QStringLiteral("defenses"), QJsonArray{QJsonObject{{hero, hand.at(0)}}, QJsonObject{{hero, hand.at(1)}}}},
                                  {QStringLiteral("rolls"), QJsonArray{4, 4}}};
    auto struck = apply(game(), state, stalagmites);
    QVERIFY2(struck.ok(), struck.ok() ? "" : qPrintable(struck.error().code));
    QVERIFY(std::any_of(struck->events.begin(), struck->events.end(), [](const Event &e) { return e.type == QStringLiteral("hero.fell"); }));
    // Its defence for the second attack is still a card of the hand: one
    // already discarded is refused, however the first attack goes.
    const QStringList discard = table.player(QStringLiteral("sam"))->discard;
    QVERIFY(!discard.isEmpty());
    QJsonObject wrongCard = stalagmites;
    wrongCard.insert(QStringLiteral("defenses"), QJsonArray{QJsonObject{{hero, hand.at(0)}}, QJsonObject{{hero, discard.first()}}});
    auto refused = apply(game(), state, wrongCard);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, QStringLiteral("theosis.power_not_in_hand"));
}

void TestOptionsTheosis::onlyAPassMayWalkIntoAFall()
{
    // Found by the playouts: a hero that fell on its walk over a damaging
    // token finished its turn without its power, target or discard being
    // looked at, so any nonsense was accepted.
    SessionState state = start({QStringLiteral("ann"), QStringLiteral("ben")}, parse(R"({"mode":"pvp","blitz":true,"fast":true})"), 3);
    state = throughAllocation(state);
    for (int i = 0; i < 4; ++i) {
        const GameOptions options = optionsOf(state);
        const OfferedAction *enter = findOption(options, parse(R"({"type":"arena.enter"})"));
        QJsonObject action = enter->action;
        action.insert(QStringLiteral("at"), enter->inputs.value(QStringLiteral("at")).toArray().first());
        state = apply(game(), state, action).value().state;
    }
    theosis::Play play = theosis::startPlay(state).value();
    const QString hero = play.table.actor;
    Hex fire;
    bool found = false;
    for (Hex h : neighbours(*play.table.hero(hero)->at))
        if (!found && theosis::moveVerdictAt(play, hero, h) == theosis::MoveVerdict::Legal) {
            fire = h;
            found = true;
        }
    QVERIFY(found);
    play.table.arenaRituals.push_back({QStringLiteral("wall-of-fire"), QStringLiteral("ben"), {}, {fire}});
    state.data = theosis::toJson(play.table);
    state = woundedToOne(state, hero);
    const QString to = QStringLiteral("[%1,%2]").arg(fire.q).arg(fire.r);
    const QString hand = play.table.player(play.table.hero(hero)->player)->hand.first();
    auto charge = apply(game(), state, parse(qPrintable(QStringLiteral(R"({"type":"hero.mana","hero":"%1","to":%2,"skill":2,"discard":"no-such-power"})")
                                                             .arg(hero, to))));
    QVERIFY(!charge);
    QCOMPARE(charge.error().code, QStringLiteral("theosis.falls_on_the_way"));
    auto nonsense = apply(game(), state, parse(qPrintable(QStringLiteral(R"({"type":"hero.pass","hero":"%1","to":%2,"discard":"no-such-power"})").arg(hero, to))));
    QVERIFY(!nonsense);
    auto pass = apply(game(), state, parse(qPrintable(QStringLiteral(R"({"type":"hero.pass","hero":"%1","to":%2,"discard":"%3"})").arg(hero, to, hand))));
    QVERIFY(pass.ok());
    QVERIFY(std::any_of(pass->events.begin(), pass->events.end(), [](const Event &e) { return e.type == QStringLiteral("hero.fell"); }));
    // The options offer the deadly hex to the pass only.
    const GameOptions options = optionsOf(state);
    const QJsonArray fireHex{fire.q, fire.r};
    for (const OfferedAction &o : options.options) {
        const bool reaches = o.inputs.value(QStringLiteral("to")).toArray().contains(fireHex) || o.action.value(QStringLiteral("to")) == fireHex;
        QCOMPARE(reaches, o.action.value(QStringLiteral("type")).toString() == QStringLiteral("hero.pass"));
    }
}

void TestOptionsTheosis::coopAttacksOfferTheEnemyFirst()
{
    // Rulebook, co-op: "In solo and co-op modes, the Heroes fight against monsters." The
    // single attacks listed lead with the monster; one's own heroes are left out (see
    // docs/games/theosis.md, Options) and allied heroes come last.
    SessionState state = throughAllocation(start({QStringLiteral("ann"), QStringLiteral("ben")}, parse(R"({"mode":"coop","fast":true})"), 7));
    for (GameOptions options = optionsOf(state); options.step.value(QStringLiteral("due")).toString() == QStringLiteral("entry");
         options = optionsOf(state)) {
        const OfferedAction *enter = findOption(options, parse(R"({"type":"arena.enter"})"));
        QVERIFY(enter);
        QJsonObject action = enter->action;
        action.insert(QStringLiteral("at"), enter->inputs.value(QStringLiteral("at")).toArray().first());
        state = apply(game(), state, action).value().state;
    }
    theosis::Play play = theosis::startPlay(state).value();
    const QString actor = play.table.actor;
    QVERIFY(!actor.isEmpty());
    const QString me = play.table.hero(actor)->player;
    // An ally's hero and one of the actor's own stand right beside the actor.
    QStringList placed;
    for (const QString &wanted : {QStringLiteral("ally"), QStringLiteral("own")})
        for (theosis::HeroState &h : play.table.heroes) {
            const bool fits = h.id != actor && !placed.contains(h.id) && (wanted == QStringLiteral("own")) == (h.player == me);
            if (!fits || placed.size() == (wanted == QStringLiteral("own") ? 2 : 1))
                continue;
            for (Hex n : neighbours(*play.table.hero(actor)->at))
                if (!theosis::heroAt(play, n) && !theosis::monsterAt(play, n) && distance(n, Hex{}) <= play.content.arena.radius) {
                    h.at = n;
                    placed << h.id;
                    break;
                }
        }
    QCOMPARE(placed.size(), 2);
    state.data = theosis::toJson(play.table);
    QStringList targets;
    for (const OfferedAction &o : optionsOf(state).options)
        if (o.action.value(QStringLiteral("type")).toString() == QStringLiteral("hero.attack")) {
            const QString t = o.action.value(QStringLiteral("target")).toString();
            if (!targets.contains(t))
                targets << t;
        }
    QVERIFY2(!targets.isEmpty(), "no attack offered");
    QCOMPARE(targets.first(), QStringLiteral("kotronas"));
    QVERIFY(!targets.contains(placed.at(1))); // the actor's own hero
    QVERIFY(targets.contains(placed.at(0)));  // the ally's hero, after the monster
    // The listing the Arena screen draws from says the same.
    const std::vector<theosis::TargetOption> listed = theosis::targetVerdicts(play, actor, QStringLiteral("melee"));
    QCOMPARE(listed.front().target, QStringLiteral("kotronas"));
    for (const theosis::TargetOption &o : listed)
        QVERIFY2(!play.table.hero(o.target) || play.table.hero(o.target)->player != me, qPrintable(o.target));
}

void TestOptionsTheosis::contractByRandomPlayouts()
{
    const std::uint64_t seed = 20261126;
    qInfo("seed %llu", static_cast<unsigned long long>(seed));
    arbiter::testing::OptionsContract contract(game(), seed);
#if defined(ARBITER_SANITIZED)
    const int games = playoutCount(2); // the sanitizer build (Debug) runs some 30 times slower
#else
    const int games = playoutCount(5);
#endif
    const QStringList names{QStringLiteral("ann"), QStringLiteral("ben"), QStringLiteral("cy"), QStringLiteral("dee"), QStringLiteral("eve"),
                            QStringLiteral("fay")};
    struct Start {
        int players;
        const char *setup;
    };
    // The cheap ones first: the default run plays those; ARBITER_PLAYOUTS=N goes on through the rest.
    const Start starts[] = {
        {2, R"({"mode":"pvp","blitz":true,"fast":true})"},
        {1, R"({"mode":"coop","fast":true})"},
        {2, R"({"mode":"pvp","blitz":true})"},
        {1, R"({"mode":"coop"})"},
        {2, R"({"mode":"pvp","fast":true})"},
        {3, R"({"mode":"pvp","fast":true})"},
        {4, R"({"mode":"team","blitz":true,"fast":true})"},
        {2, R"({"mode":"coop","fast":true})"},
        {3, R"({"mode":"semi-light","fast":true})"},
        {2, R"({"mode":"semi-heavy","fast":true})"},
        {3, R"({"mode":"pvp"})"},
    };
    QElapsedTimer optionsClock;
    qint64 optionsNanos = 0;
    int optionsCalls = 0;
    // ARBITER_PLAYOUT_FROM=g starts at game g (its start state does not depend on the games before).
    // Long runs need QTEST_FUNCTION_TIMEOUT raised above Qt Test's five minutes.
    for (int g = qEnvironmentVariableIntValue("ARBITER_PLAYOUT_FROM"); g < games; ++g) {
        const Start &s = starts[g % std::size(starts)];
        SessionState state = start(names.mid(0, s.players), parse(s.setup), seed + static_cast<std::uint64_t>(g));
        if (g % 3 != 2)
            state = throughAllocation(state);
        optionsClock.start();
        (void)gameOptions(game(), state);
        optionsNanos += optionsClock.nsecsElapsed();
        ++optionsCalls;
        QElapsedTimer gameClock;
        gameClock.start();
        const int stepsBefore = contract.totals().steps;
        if (!contract.play(state, 600))
            QFAIL(qPrintable(contract.failure()));
        if (qEnvironmentVariableIsSet("ARBITER_PLAYOUT_TIMES"))
            qInfo("game %d (%s): %d steps, %lld ms", g, s.setup, contract.totals().steps - stepsBefore, static_cast<long long>(gameClock.elapsed()));
    }
    const auto &t = contract.totals();
    qInfo("games %d, finished %d, steps %d, options checked %d, refusals checked %d, strangers refused %d", t.games, t.finished, t.steps,
          t.optionsChecked, t.refusalsChecked, t.strangersRefused);
    qInfo("options query at the start: %.2f ms on average", optionsNanos / 1e6 / std::max(1, optionsCalls));
    QVERIFY(t.steps >= 20 * t.games);
    QVERIFY2(t.finished * 2 >= t.games, "fewer than half the games reached the end");
}

QTEST_GUILESS_MAIN(TestOptionsTheosis)
#include "tst_options_theosis.moc"
