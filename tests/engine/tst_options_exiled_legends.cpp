#ifndef ARBITER_SOURCE_DIR
#define ARBITER_SOURCE_DIR "/work/main"
#endif

#include "core/session.h"
#include "options_contract.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QTest>

#include <random>

using namespace arbiter;

namespace {

const GameDefinition &game() { return *findGame(QStringLiteral("exiled-legends")); }

QJsonObject obj(const QByteArray &json)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        qFatal("test JSON does not parse: %s", json.constData());
    return doc.object();
}

QJsonObject shippedPack()
{
    QFile file(QStringLiteral(ARBITER_SOURCE_DIR "/resources/content/exiled-legends.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open the shipped Exiled Legends pack");
    return QJsonDocument::fromJson(file.readAll()).object();
}

QString failure(const Result<Transition> &r)
{
    return r.ok() ? QString() : r.error().code + QStringLiteral(": ") + renderEnglish(r.error().message);
}

SessionState must(const SessionState &state, const QJsonObject &action)
{
    auto r = apply(game(), state, action);
    if (!r)
        qFatal("fixture step %s refused: %s", qPrintable(testing::OptionsContract::compact(action)), qPrintable(failure(r)));
    return r->state;
}
SessionState must(const SessionState &state, const QByteArray &json) { return must(state, obj(json)); }

GameOptions optionsOf(const SessionState &state)
{
    auto answer = gameOptions(game(), state);
    if (!answer)
        qFatal("the options query failed: %s", qPrintable(renderEnglish(answer.error().message)));
    return answer.value();
}

// The offered actions of one type, as compact JSON (inputs left out).
QStringList offered(const GameOptions &options, const QString &type)
{
    QStringList out;
    for (const OfferedAction &option : options.options)
        if (option.action.value(QStringLiteral("type")).toString() == type)
            out << testing::OptionsContract::compact(option.action);
    return out;
}

const OfferedAction *findOption(const GameOptions &options, const QByteArray &json)
{
    const QJsonObject wanted = obj(json);
    for (const OfferedAction &option : options.options)
        if (option.action == wanted)
            return &option;
    return nullptr;
}

const RefusedAction *findRefusal(const GameOptions &options, const QByteArray &json)
{
    const QJsonObject wanted = obj(json);
    for (const RefusedAction &refused : options.refused)
        if (refused.action == wanted)
            return &refused;
    return nullptr;
}

// Ann (Cindrel, Fire), Ben (Maren, Water) and Cat (Solace, Light), as in
// tst_exiled_legends_session: seed 2024 shuffles ann's deck to ash-warden,
// ember-duelist, flare-runner, ...; ben's to reef-guard, tide-caller, mist-walker, ...;
// cat's to dawn-knight, halo-archer, lumen-cleric, ...
SessionState threePlayers()
{
    QJsonObject setup = obj(R"({"players":[
        {"player":"ann","legend":"cindrel","spheres":["molten-caldera","ashfall-plain","ember-steppe"]},
        {"player":"ben","legend":"maren","spheres":["sunken-reef","frozen-fjord","shadow-vale"]},
        {"player":"cat","legend":"solace","spheres":["radiant-spire","dawn-meadow","shifting-maze"]}]})");
    setup.insert(QStringLiteral("content"), shippedPack());
    auto state = newSession(game(), QJsonArray{QStringLiteral("ann"), QStringLiteral("ben"), QStringLiteral("cat")}, setup, 2024);
    if (!state)
        qFatal("setup refused: %s", qPrintable(renderEnglish(state.error().message)));
    return state.value();
}

SessionState linedUp()
{
    SessionState s = threePlayers();
    s = must(s, R"({"type":"lineup.choose","player":"ann","champion":"ember-duelist"})");
    s = must(s, R"({"type":"lineup.choose","player":"ben","champion":"brine-hunter","supports":["current-sage","tide-caller"]})");
    return must(s, R"({"type":"lineup.choose","player":"cat","champion":"dawn-knight"})");
}

// Ann rolled highest: round 1 waits for her Sphere card.
SessionState started()
{
    SessionState s = linedUp();
    s = must(s, R"({"type":"order.roll","player":"ann","face":6})");
    s = must(s, R"({"type":"order.roll","player":"ben","face":3})");
    return must(s, R"({"type":"order.roll","player":"cat","face":2})");
}

// The shipped pack with one field of one hero's ability set ("champion", "trigger").
QJsonObject packWithAbilityField(const QString &hero, const QString &position, const QString &field, const QJsonValue &value,
                                 QJsonObject pack = shippedPack())
{
    QJsonArray heroes = pack.value(QStringLiteral("heroes")).toArray();
    for (qsizetype i = 0; i < heroes.size(); ++i) {
        QJsonObject card = heroes.at(i).toObject();
        if (card.value(QStringLiteral("id")).toString() != hero)
            continue;
        QJsonObject ability = card.value(position).toObject();
        ability.insert(field, value);
        card.insert(position, ability);
        heroes[i] = card;
    }
    pack.insert(QStringLiteral("heroes"), heroes);
    return pack;
}

// --- random content and start states for the playouts ---------------------

const QStringList kTypes{QStringLiteral("fire"), QStringLiteral("water"), QStringLiteral("light"), QStringLiteral("dark"),
                         QStringLiteral("unknown")};
const QStringList kTriggers{QStringLiteral("attacked"), QStringLiteral("precise_attacked"), QStringLiteral("mass_attacked"),
                            QStringLiteral("attacking"), QStringLiteral("precise_attacking"), QStringLiteral("mass_attacking"),
                            QStringLiteral("damaged"),  QStringLiteral("destroyed"),
                            QStringLiteral("turn_start"), QStringLiteral("other")};

int between(std::mt19937_64 &random, int low, int high)
{
    return std::uniform_int_distribution<int>(low, high)(random);
}

QJsonObject randomAbility(std::mt19937_64 &random, const QString &name)
{
    QJsonObject ability{{QStringLiteral("name"), name}, {QStringLiteral("text"), QStringLiteral("Made up for a test.")}};
    switch (between(random, 0, 2)) {
    case 0:
        ability.insert(QStringLiteral("kind"), QStringLiteral("triggered"));
        // "other" may be used at any time: rare, or random play rarely ends a turn.
        ability.insert(QStringLiteral("trigger"), kTriggers.at(between(random, 0, 15) == 0 ? kTriggers.size() - 1 : between(random, 0, int(kTriggers.size()) - 2)));
        break;
    case 1:
        ability.insert(QStringLiteral("kind"), QStringLiteral("functional"));
        ability.insert(QStringLiteral("cost"), between(random, 0, 2));
        break;
    default:
        ability.insert(QStringLiteral("kind"), QStringLiteral("continuous"));
    }
    return ability;
}

// Six heroes, one Legend and three Sphere cards of each of the five types,
// with small Max HP so that games end within a few hundred actions.
QJsonObject randomPack(std::mt19937_64 &random)
{
    QJsonArray heroes, legends, spheres;
    for (const QString &type : kTypes) {
        for (int i = 1; i <= 6; ++i) {
            const QString id = QStringLiteral("%1-hero-%2").arg(type).arg(i);
            heroes.append(QJsonObject{{QStringLiteral("id"), id},
                                      {QStringLiteral("name"), id},
                                      {QStringLiteral("type"), type},
                                      {QStringLiteral("strength"), between(random, 1, 4)},
                                      {QStringLiteral("max_hp"), between(random, 1, 2)},
                                      {QStringLiteral("champion"), randomAbility(random, id + QStringLiteral(" lead"))},
                                      {QStringLiteral("support"), randomAbility(random, id + QStringLiteral(" aid"))}});
        }
        QJsonObject bane{{QStringLiteral("text"), QStringLiteral("Made up.")}};
        switch (between(random, 0, 2)) {
        case 0:
            bane.insert(QStringLiteral("timing"), QStringLiteral("always"));
            bane.insert(QStringLiteral("strength"), between(random, -1, 1));
            break;
        case 1:
            bane.insert(QStringLiteral("timing"), QStringLiteral("damaged"));
            bane.insert(QStringLiteral("extra_damage"), between(random, 0, 1));
            break;
        default:
            bane.insert(QStringLiteral("timing"), QStringLiteral("turn_start"));
        }
        const QString legend = type + QStringLiteral("-legend");
        legends.append(QJsonObject{
            {QStringLiteral("id"), legend},
            {QStringLiteral("name"), legend},
            {QStringLiteral("type"), type},
            {QStringLiteral("tokens"), between(random, 1, 4)},
            {QStringLiteral("team"), randomAbility(random, legend + QStringLiteral(" team"))},
            {QStringLiteral("bane"), bane},
            {QStringLiteral("hero"),
             QJsonObject{{QStringLiteral("strength"), between(random, 1, 4)},
                         {QStringLiteral("max_hp"), between(random, 1, 2)},
                         {QStringLiteral("champion"), QJsonArray{randomAbility(random, legend + QStringLiteral(" c1")),
                                                                 randomAbility(random, legend + QStringLiteral(" c2"))}},
                         {QStringLiteral("support"), QJsonArray{randomAbility(random, legend + QStringLiteral(" s1")),
                                                                randomAbility(random, legend + QStringLiteral(" s2"))}}}}});
        for (int i = 1; i <= 3; ++i) {
            const QString id = QStringLiteral("%1-sphere-%2").arg(type).arg(i);
            spheres.append(QJsonObject{{QStringLiteral("id"), id},
                                       {QStringLiteral("name"), id},
                                       {QStringLiteral("type"), type},
                                       {QStringLiteral("text"), QStringLiteral("Made up.")}});
        }
    }
    return {{QStringLiteral("heroes"), heroes}, {QStringLiteral("legends"), legends}, {QStringLiteral("spheres"), spheres}};
}

// 2 to 5 players, Team decks by type or drafted, on a random pack; one game
// in five on the shipped pack (3 players: it holds three full types).
SessionState randomStart(std::mt19937_64 &random, int maxPlayers = 5)
{
    const bool shipped = between(random, 0, 4) == 0;
    const int players = between(random, 2, shipped ? 3 : maxPlayers);
    const QJsonObject pack = shipped ? shippedPack() : randomPack(random);
    QStringList legends;
    for (const QJsonValue &legend : pack.value(QStringLiteral("legends")).toArray())
        legends << legend.toObject().value(QStringLiteral("id")).toString();
    QStringList spheres;
    for (const QJsonValue &sphere : pack.value(QStringLiteral("spheres")).toArray())
        spheres << sphere.toObject().value(QStringLiteral("id")).toString();
    if (shipped)
        legends = legends.mid(0, 3); // the three types with six heroes each
    std::shuffle(legends.begin(), legends.end(), random);
    std::shuffle(spheres.begin(), spheres.end(), random);
    QJsonArray ids, seats;
    for (int i = 0; i < players; ++i) {
        const QString id = QStringLiteral("p%1").arg(i + 1);
        ids.append(id);
        seats.append(QJsonObject{{QStringLiteral("player"), id},
                                 {QStringLiteral("legend"), legends.at(i)},
                                 {QStringLiteral("spheres"), QJsonArray::fromStringList(spheres.mid(i * 3, 3))}});
    }
    const bool draft = between(random, 0, 3) == 0;
    QJsonObject setup{{QStringLiteral("players"), seats}, {QStringLiteral("content"), pack}};
    if (draft)
        setup.insert(QStringLiteral("deck_mode"), QStringLiteral("draft"));
    auto state = newSession(game(), ids, setup, random());
    if (!state)
        qFatal("random setup refused: %s", qPrintable(renderEnglish(state.error().message)));
    return state.value();
}

// A game of 2 or 3 players later on: the setup played through by random
// options, then all but at most one card of each Team deck in the Graveyard,
// as after a few rounds of destruction, so that the playout soon reaches the
// Legends' fall.
SessionState randomEndgame(std::mt19937_64 &random)
{
    SessionState s = randomStart(random, 3);
    while (s.data.value(QStringLiteral("stage")).toString() != QLatin1String("play")) {
        // Cards the pack lacks are the contract's to type (options_contract.h), not this setup's.
        std::vector<OfferedAction> known;
        for (const OfferedAction &option : optionsOf(s).options)
            if (option.open.empty())
                known.push_back(option);
        const OfferedAction &option = known.at(static_cast<std::size_t>(between(random, 0, static_cast<int>(known.size()) - 1)));
        QJsonObject action = option.action;
        for (auto it = option.inputs.begin(); it != option.inputs.end(); ++it)
            action.insert(it.key(), it.value().toArray().first());
        s = must(s, action);
    }
    QJsonObject players = s.data.value(QStringLiteral("players")).toObject();
    for (auto it = players.begin(); it != players.end(); ++it) {
        QJsonObject player = it.value().toObject();
        QJsonArray deck = player.value(QStringLiteral("deck")).toArray();
        QJsonArray graveyard = player.value(QStringLiteral("graveyard")).toArray();
        const int keep = between(random, 0, 1);
        while (deck.size() > keep)
            graveyard.append(deck.takeAt(deck.size() - 1));
        player.insert(QStringLiteral("deck"), deck);
        player.insert(QStringLiteral("graveyard"), graveyard);
        it.value() = player;
    }
    s.data.insert(QStringLiteral("players"), players);
    return s;
}

} // namespace

class TestOptionsExiledLegends : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void setupOffersEveryPlayersLineupAndRoll()
    {
        const GameOptions options = optionsOf(threePlayers());
        QVERIFY(!options.over);
        QVERIFY(options.winner.isNull());
        QCOMPARE(options.step.value(QStringLiteral("stage")).toString(), QStringLiteral("setup"));
        QCOMPARE(options.step.value(QStringLiteral("lineup")).toArray().size(), 3);
        QCOMPARE(options.step.value(QStringLiteral("rolling")).toArray().size(), 3);
        QVERIFY(options.actor.isEmpty()); // everyone places a line-up at once
        // The Champion comes from the top three cards of the Team deck, or,
        // when the real deck showed others, any card of the deck with the two
        // Supports as input (every ordered pair of the other five cards).
        int topThree = 0, realDeck = 0;
        for (const OfferedAction &option : options.options) {
            if (option.action.value(QStringLiteral("type")).toString() != QLatin1String("lineup.choose"))
                continue;
            if (option.inputs.isEmpty()) {
                ++topThree;
                continue;
            }
            ++realDeck;
            QCOMPARE(option.inputs.keys(), QStringList{QStringLiteral("supports")});
            QCOMPARE(option.inputs.value(QStringLiteral("supports")).toArray().size(), 20);
        }
        QCOMPARE(topThree, 9);
        QCOMPARE(realDeck, 18);
        const OfferedAction *top = findOption(options, R"({"type":"lineup.choose","player":"ann","champion":"ash-warden"})");
        QVERIFY(top);
        QVERIFY(findOption(options, R"({"type":"lineup.choose","player":"ann","champion":"flare-runner"})"));
        const OfferedAction *deeper = findOption(options, R"({"type":"lineup.choose","player":"ann","champion":"magma-sentinel"})");
        QVERIFY(deeper);
        QVERIFY(!deeper->inputs.isEmpty()); // below the top three: only with the real deck's Supports
        QVERIFY(!deeper->inputs.value(QStringLiteral("supports")).toArray().contains(QJsonArray{QStringLiteral("magma-sentinel"), QStringLiteral("ash-warden")}));
        // Each roll for the first player: the app's die, or the real die's face 1..6.
        const OfferedAction *real = nullptr;
        for (const OfferedAction &option : options.options)
            if (option.action == obj(R"({"type":"order.roll","player":"ben"})") && !option.inputs.isEmpty())
                real = &option;
        QVERIFY(real);
        QCOMPARE(real->inputs.value(QStringLiteral("face")).toArray(), (QJsonArray{1, 2, 3, 4, 5, 6}));
    }

    // Rulebook, DESTROYED HEROES: a destroyed Support is replaced by the top
    // card of its Team deck. The app's deck is a guess at the real one: the
    // hero it turned up is offered for correction (input `actual`, the cards
    // still in that deck) until the turn ends.
    void aDrawnHeroIsOfferedForCorrectionFromTheDeck()
    {
        SessionState s = must(must(started(), R"({"type":"sphere.flip"})"), R"({"type":"phase.next"})");
        QVERIFY(!offered(optionsOf(s), QStringLiteral("deck.correct_draw")).size());
        const QStringList deckBefore = [&] {
            QStringList ids;
            for (const QJsonValue &id : s.data.value(QStringLiteral("players")).toObject().value(QStringLiteral("ben")).toObject().value(QStringLiteral("deck")).toArray())
                ids << id.toString();
            return ids;
        }();
        QCOMPARE(deckBefore.size(), 3);
        s = must(s, R"({"type":"hero.destroy","hero":"tide-caller"})");
        const QString drawn = deckBefore.front();
        GameOptions options = optionsOf(s);
        const OfferedAction *correction = nullptr;
        for (const OfferedAction &option : options.options)
            if (option.action.value(QStringLiteral("type")).toString() == QLatin1String("deck.correct_draw"))
                correction = &option;
        QVERIFY(correction);
        QCOMPARE(correction->action.value(QStringLiteral("hero")).toString(), drawn);
        QCOMPARE(correction->inputs.value(QStringLiteral("actual")).toArray(), QJsonArray::fromStringList(deckBefore.mid(1)));

        const QString actual = deckBefore.last();
        QJsonObject correct = correction->action;
        correct.insert(QStringLiteral("actual"), actual);
        s = must(s, correct);
        const QJsonObject ben = s.data.value(QStringLiteral("players")).toObject().value(QStringLiteral("ben")).toObject();
        QVERIFY(ben.value(QStringLiteral("supports")).toArray().contains(actual));
        QVERIFY(ben.value(QStringLiteral("deck")).toArray().contains(drawn));
        QCOMPARE(ben.value(QStringLiteral("drawn")).toArray(), (QJsonArray{actual}));

        // The next turn starts clean: nothing left to correct.
        s = must(s, R"({"type":"turn.end"})");
        QVERIFY(offered(optionsOf(s), QStringLiteral("deck.correct_draw")).isEmpty());
        QVERIFY(!s.data.value(QStringLiteral("players")).toObject().value(QStringLiteral("ben")).toObject().contains(QStringLiteral("drawn")));
    }

    void theLastPlayerToActIsTheActor()
    {
        SessionState s = linedUp();
        s = must(s, R"({"type":"order.roll","player":"ann","face":6})");
        s = must(s, R"({"type":"order.roll","player":"ben","face":3})");
        const GameOptions options = optionsOf(s);
        QCOMPARE(options.actor, QStringLiteral("cat"));
        QCOMPARE(offered(options, QStringLiteral("order.roll")).size(), 2);
        QVERIFY(offered(options, QStringLiteral("lineup.choose")).isEmpty());
    }

    void aTieAtTheTopRollsAgain()
    {
        SessionState s = linedUp();
        s = must(s, R"({"type":"order.roll","player":"ann","face":5})");
        s = must(s, R"({"type":"order.roll","player":"ben","face":5})");
        s = must(s, R"({"type":"order.roll","player":"cat","face":2})");
        const GameOptions options = optionsOf(s);
        QCOMPARE(options.step.value(QStringLiteral("rolling")).toArray(), (QJsonArray{QStringLiteral("ann"), QStringLiteral("ben")}));
        QVERIFY(findOption(options, R"({"type":"order.roll","player":"ann"})"));
        QVERIFY(!findOption(options, R"({"type":"order.roll","player":"cat"})"));
    }

    void theHighestRollFlipsTheFirstSphereCard()
    {
        const GameOptions options = optionsOf(started());
        QCOMPARE(options.actor, QStringLiteral("ann"));
        QCOMPARE(options.step.value(QStringLiteral("round")).toInt(), 1);
        QCOMPARE(options.step.value(QStringLiteral("phase")).toString(), QStringLiteral("sphere"));
        QCOMPARE(options.step.value(QStringLiteral("due")).toString(), QStringLiteral("sphere_flip"));
        QVERIFY(findOption(options, R"({"type":"sphere.flip"})"));
        QVERIFY(!findOption(options, R"({"type":"phase.next"})"));
        // The table may name the card it turned up: any of the nine in the deck.
        int named = 0;
        for (const OfferedAction &option : options.options)
            if (option.inputs.contains(QStringLiteral("sphere")))
                named = static_cast<int>(option.inputs.value(QStringLiteral("sphere")).toArray().size());
        QCOMPARE(named, 9);
        // The turn's actions show greyed until the card is flipped.
        QCOMPARE(findRefusal(options, R"({"type":"action.switch"})")->error.code, QStringLiteral("el.sphere_flip_due"));
        QCOMPARE(findRefusal(options, R"({"type":"attack.declare"})")->error.code, QStringLiteral("el.sphere_flip_due"));
    }

    // Rulebook, THE ROUND: "The effect of that Sphere card is active until the
    // round is over." The step says which card is in force: none while a round
    // waits for its flip, the round's card once flipped.
    void theStepNamesTheSphereCardInForce()
    {
        SessionState s = started();
        QCOMPARE(optionsOf(s).step.value(QStringLiteral("sphere")), QJsonValue(QJsonValue::Null));
        s = must(s, R"({"type":"sphere.flip","sphere":"molten-caldera"})");
        QCOMPARE(optionsOf(s).step.value(QStringLiteral("sphere")).toString(), QStringLiteral("molten-caldera"));
        for (int t = 0; t < 3; ++t)
            s = must(s, R"({"type":"turn.end"})");
        const GameOptions waiting = optionsOf(s);
        QCOMPARE(waiting.step.value(QStringLiteral("round")).toInt(), 2);
        QCOMPARE(waiting.step.value(QStringLiteral("due")).toString(), QStringLiteral("sphere_flip"));
        QCOMPARE(waiting.step.value(QStringLiteral("sphere")), QJsonValue(QJsonValue::Null));
    }

    void actionsWaitForTheActionPhase()
    {
        const SessionState begun = must(started(), R"({"type":"sphere.flip"})");
        const GameOptions options = optionsOf(begun);
        QCOMPARE(options.step.value(QStringLiteral("phase")).toString(), QStringLiteral("beginning"));
        QCOMPARE(options.step.value(QStringLiteral("mp")).toInt(), 2);
        const RefusedAction *addBane = findRefusal(options, R"({"type":"action.add_bane"})");
        QVERIFY(addBane);
        QCOMPARE(addBane->error.code, QStringLiteral("el.wrong_phase"));
        // Flare Runner's Support ability is functional: greyed until the Action phase.
        const RefusedAction *functional =
            findRefusal(options, R"({"type":"ability.use","hero":"flare-runner","ability":"support","index":0})");
        QVERIFY(functional);
        QCOMPARE(functional->error.code, QStringLiteral("el.wrong_phase"));
        QCOMPARE(findOption(options, R"({"type":"phase.next"})")->label.args, QStringList{QStringLiteral("action")});
    }

    void theActionPhaseOffersTheFiveActionsAndTheAttacks()
    {
        const SessionState action = must(must(started(), R"({"type":"sphere.flip"})"), R"({"type":"phase.next"})");
        const GameOptions options = optionsOf(action);
        QVERIFY(findOption(options, R"({"type":"phase.next"})"));
        QVERIFY(findOption(options, R"({"type":"turn.end"})"));
        // Ann's one functional ability (Flare Runner's Quick Relay, as a Support).
        QCOMPARE(offered(options, QStringLiteral("ability.use")),
                 QStringList{QStringLiteral(R"({"ability":"support","hero":"flare-runner","index":0,"type":"ability.use"})")});
        // A bane token may go on any of the nine heroes in play.
        QCOMPARE(offered(options, QStringLiteral("action.add_bane")).size(), 9);
        // Nobody carries a token or damage yet; with no hero to name, Ann's
        // Champion stands in for the reason.
        QVERIFY(offered(options, QStringLiteral("action.remove_bane")).isEmpty());
        QCOMPARE(findRefusal(options, R"({"type":"action.remove_bane","hero":"ember-duelist"})")->error.code,
                 QStringLiteral("el.no_such_bane"));
        QVERIFY(offered(options, QStringLiteral("action.remove_damage")).isEmpty());
        QCOMPARE(findRefusal(options, R"({"type":"action.remove_damage","hero":"ash-warden"})")->error.code,
                 QStringLiteral("el.no_damage"));
        QVERIFY(findOption(options, R"({"type":"action.switch","hero":"ash-warden"})"));
        QVERIFY(!findOption(options, R"({"type":"action.switch","hero":"ember-duelist"})")); // the Champion itself
        // Precise: the other players' Champions only.
        QCOMPARE(offered(options, QStringLiteral("attack.declare")).filter(QStringLiteral("precise")).size(), 2);
        QVERIFY(findOption(options, R"({"type":"attack.declare","attack":"precise","targets":["brine-hunter"]})"));
        // Mass with Strength 3 on six heroes: both Champions and one of four
        // Supports, or one team whole.
        const QStringList mass = offered(options, QStringLiteral("attack.declare")).filter(QStringLiteral("mass"));
        QCOMPARE(mass.size(), 6);
        QVERIFY(findOption(options,
                           R"({"type":"attack.declare","attack":"mass","targets":["brine-hunter","current-sage","tide-caller"]})"));
        QVERIFY(!findOption(options,
                            R"({"type":"attack.declare","attack":"mass","targets":["current-sage","dawn-knight","tide-caller"]})"));
    }

    void aSpentActionIsGreyedWithItsReason()
    {
        SessionState s = must(must(started(), R"({"type":"sphere.flip"})"), R"({"type":"phase.next"})");
        s = must(s, R"({"type":"action.add_bane","hero":"brine-hunter"})");
        GameOptions options = optionsOf(s);
        QVERIFY(offered(options, QStringLiteral("action.add_bane")).isEmpty());
        QCOMPARE(findRefusal(options, R"({"type":"action.add_bane"})")->error.code, QStringLiteral("el.action_used"));
        // One kind of token on Brine Hunter: with or without naming the kind.
        QVERIFY(findOption(options, R"({"type":"action.remove_bane","hero":"brine-hunter"})"));
        QVERIFY(findOption(options, R"({"type":"action.remove_bane","hero":"brine-hunter","legend":"cindrel"})"));
        s = must(s, R"({"type":"action.switch","hero":"ash-warden"})");
        options = optionsOf(s);
        QCOMPARE(options.step.value(QStringLiteral("mp")).toInt(), 0);
        QCOMPARE(findRefusal(options, R"({"type":"action.remove_bane"})")->error.code, QStringLiteral("el.not_enough_mp"));
    }

    void anAttackOpensTheTargetsReactions()
    {
        SessionState s = must(must(started(), R"({"type":"sphere.flip"})"), R"({"type":"phase.next"})");
        s = must(s, R"({"type":"attack.declare","attack":"precise","targets":["brine-hunter"]})");
        const GameOptions options = optionsOf(s);
        QCOMPARE(options.actor, QStringLiteral("ann"));
        QCOMPARE(options.step.value(QStringLiteral("due")).toString(), QStringLiteral("attack_reactions"));
        const QJsonObject attack = options.step.value(QStringLiteral("attack")).toObject();
        QCOMPARE(attack.value(QStringLiteral("step")).toInt(), 2);
        QCOMPARE(attack.value(QStringLiteral("window")).toArray().size(), 2);
        QVERIFY(findOption(options, R"({"type":"attack.continue"})"));
        QVERIFY(findOption(options, R"({"type":"ability.use","hero":"tide-caller","ability":"support","index":0})"));
        QVERIFY(findOption(options, R"({"type":"ability.use","hero":"maren","ability":"team","index":0})"));
        QVERIFY(!findOption(options, R"({"type":"phase.next"})"));
        QCOMPARE(findRefusal(options, R"({"type":"attack.declare"})")->error.code, QStringLiteral("el.attack_in_progress"));
    }

    // Card text (Salt Wound, Brine Hunter's Champion ability): "As this Champion
    // attacks, its precise target also loses 1 Myth Point." A mass attack has no
    // precise target: with the trigger "precise_attacking" the ability waits
    // for a precise attack and is not offered in a mass attack's window.
    // (Rulebook, TRIGGERED ABILITIES: they "define a specific trigger that
    // allows the ability to be used".)
    void anAbilityForPreciseAttacksIsNotOfferedInAMassAttack()
    {
        QJsonObject setup = obj(R"({"players":[
            {"player":"ann","legend":"cindrel","spheres":["molten-caldera","ashfall-plain","ember-steppe"]},
            {"player":"ben","legend":"maren","spheres":["sunken-reef","frozen-fjord","shadow-vale"]},
            {"player":"cat","legend":"solace","spheres":["radiant-spire","dawn-meadow","shifting-maze"]}]})");
        setup.insert(QStringLiteral("content"), packWithAbilityField(QStringLiteral("brine-hunter"), QStringLiteral("champion"),
                                                                     QStringLiteral("trigger"), QStringLiteral("precise_attacking")));
        auto created = newSession(game(), QJsonArray{QStringLiteral("ann"), QStringLiteral("ben"), QStringLiteral("cat")}, setup, 2024);
        QVERIFY2(created.ok(), created.ok() ? "" : qPrintable(renderEnglish(created.error().message)));
        SessionState s = created.value();
        s = must(s, R"({"type":"lineup.choose","player":"ann","champion":"ember-duelist"})");
        s = must(s, R"({"type":"lineup.choose","player":"ben","champion":"brine-hunter","supports":["current-sage","tide-caller"]})");
        s = must(s, R"({"type":"lineup.choose","player":"cat","champion":"dawn-knight"})");
        s = must(s, R"({"type":"order.roll","player":"ann","face":6})");
        s = must(s, R"({"type":"order.roll","player":"ben","face":3})");
        s = must(s, R"({"type":"order.roll","player":"cat","face":2})");
        s = must(s, R"({"type":"sphere.flip"})");
        s = must(s, R"({"type":"turn.end"})"); // Ben's turn
        s = must(s, R"({"type":"phase.next"})");
        const QByteArray saltWound = R"({"type":"ability.use","hero":"brine-hunter","ability":"champion","index":0})";

        const SessionState mass = must(s, R"({"type":"attack.declare","attack":"mass","targets":["dawn-knight","halo-archer","lumen-cleric"]})");
        const GameOptions massOptions = optionsOf(mass);
        QVERIFY(!findOption(massOptions, saltWound));
        for (const QJsonValue &prompt : massOptions.step.value(QStringLiteral("attack")).toObject().value(QStringLiteral("window")).toArray())
            QVERIFY(prompt.toObject().value(QStringLiteral("name")).toString() != QLatin1String("Salt Wound"));
        auto refused = apply(game(), mass, obj(saltWound));
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, QStringLiteral("el.ability_not_triggered_now"));

        const SessionState precise = must(s, R"({"type":"attack.declare","attack":"precise","targets":["dawn-knight"]})");
        QVERIFY(findOption(optionsOf(precise), saltWound));
    }

    // Rulebook, FUNCTIONAL ABILITIES, example: "Roll 1d6. On 4-6, your Champion
    // gains 1 Strength." (Stoke's card text: "Roll 1d6: with 4 or more, your
    // Champion has 1 extra Strength this turn.") An ability that rolls is offered
    // as the dice of the turn order are: with the app's die and with the real
    // die's face.
    void anAbilityThatRollsIsOfferedWithTheRealDiesFace()
    {
        QJsonObject pack = packWithAbilityField(QStringLiteral("kiln-brute"), QStringLiteral("support"), QStringLiteral("roll_min"), 4);
        pack = packWithAbilityField(QStringLiteral("kiln-brute"), QStringLiteral("support"), QStringLiteral("effects"),
                                    QJsonArray{obj(R"({"effect":"gain","hero":"champion","strength":1})")}, pack);
        QJsonObject setup = obj(R"({"players":[
            {"player":"ann","legend":"cindrel","spheres":["molten-caldera","ashfall-plain","ember-steppe"]},
            {"player":"ben","legend":"maren","spheres":["sunken-reef","frozen-fjord","shadow-vale"]},
            {"player":"cat","legend":"solace","spheres":["radiant-spire","dawn-meadow","shifting-maze"]}]})");
        setup.insert(QStringLiteral("content"), pack);
        auto created = newSession(game(), QJsonArray{QStringLiteral("ann"), QStringLiteral("ben"), QStringLiteral("cat")}, setup, 2024);
        QVERIFY2(created.ok(), created.ok() ? "" : qPrintable(renderEnglish(created.error().message)));
        SessionState s = created.value();
        s = must(s, R"({"type":"lineup.choose","player":"ann","champion":"ember-duelist","supports":["kiln-brute","flare-runner"]})");
        s = must(s, R"({"type":"lineup.choose","player":"ben","champion":"brine-hunter","supports":["current-sage","tide-caller"]})");
        s = must(s, R"({"type":"lineup.choose","player":"cat","champion":"dawn-knight"})");
        s = must(s, R"({"type":"order.roll","player":"ann","face":6})");
        s = must(s, R"({"type":"order.roll","player":"ben","face":3})");
        s = must(s, R"({"type":"order.roll","player":"cat","face":2})");
        s = must(must(s, R"({"type":"sphere.flip"})"), R"({"type":"phase.next"})");
        const GameOptions options = optionsOf(s);
        const QJsonObject stoke = obj(R"({"type":"ability.use","hero":"kiln-brute","ability":"support","index":0})");
        int plain = 0, withFace = 0;
        for (const OfferedAction &option : options.options) {
            if (option.action != stoke)
                continue;
            if (option.inputs.isEmpty())
                ++plain;
            else if (option.inputs.value(QStringLiteral("face")).toArray() == QJsonArray{1, 2, 3, 4, 5, 6})
                ++withFace;
        }
        QCOMPARE(plain, 1);
        QCOMPARE(withFace, 1);
    }

    void theLastPlayerStandingWins()
    {
        // Two players; the table destroys Ben's heroes one by one until his Legend falls.
        QJsonObject setup = obj(R"({"players":[
            {"player":"ann","legend":"cindrel","spheres":["molten-caldera","ashfall-plain","ember-steppe"]},
            {"player":"ben","legend":"maren","spheres":["sunken-reef","frozen-fjord","shadow-vale"]}]})");
        setup.insert(QStringLiteral("content"), shippedPack());
        SessionState s = newSession(game(), QJsonArray{QStringLiteral("ann"), QStringLiteral("ben")}, setup, 7).value();
        for (int guard = 0; guard < 20; ++guard) {
            const GameOptions options = optionsOf(s);
            if (options.over)
                break;
            QVERIFY(!options.options.empty());
            const QJsonObject data = s.data;
            const QString stage = data.value(QStringLiteral("stage")).toString();
            const QJsonObject ben = data.value(QStringLiteral("players")).toObject().value(QStringLiteral("ben")).toObject();
            if (stage == QLatin1String("play") && options.step.value(QStringLiteral("due")).toString() == QLatin1String("turn")) {
                const QJsonArray supports = ben.value(QStringLiteral("supports")).toArray();
                const QString target = supports.isEmpty() ? ben.value(QStringLiteral("champion")).toString() : supports.at(0).toString();
                s = must(s, QJsonObject{{QStringLiteral("type"), QStringLiteral("hero.destroy")}, {QStringLiteral("hero"), target}});
            } else {
                s = must(s, options.options.front().action); // line-ups, the app's rolls, the Sphere card, a Champion choice
            }
        }
        const GameOptions options = optionsOf(s);
        QVERIFY(options.over);
        QCOMPARE(options.winner, QJsonValue(QStringLiteral("ann")));
        QVERIFY(options.options.empty());
        QCOMPARE(options.step.value(QStringLiteral("stage")).toString(), QStringLiteral("over"));
    }

    void randomPlayoutsKeepTheContract()
    {
        const std::uint64_t seed = qEnvironmentVariableIsSet("ARBITER_SEED") ? qEnvironmentVariable("ARBITER_SEED").toULongLong()
                                                                             : 20261126;
#if defined(ARBITER_SANITIZED)
        constexpr int kDefaultGames = 12; // the sanitizer build (Debug) runs some 30 times slower
#else
        constexpr int kDefaultGames = 40; // the label slow plays 1000 (engine.options_long.*)
#endif
        const int games = qEnvironmentVariableIsSet("ARBITER_PLAYOUTS") ? qEnvironmentVariableIntValue("ARBITER_PLAYOUTS")
                                                                        : kDefaultGames;
        // A whole game by random options takes about 200 actions: one game in
        // ten is played from the setup, the others from a late start.
        constexpr int kMaxSteps = 400;
        qInfo("exiled-legends playouts: seed %llu, %d games (ARBITER_SEED, ARBITER_PLAYOUTS)", static_cast<unsigned long long>(seed),
              games);
        // effects.apply is the table's to use at any time; a by-hand ability's
        // corrections offer it too, so it is never a stranger.
        testing::OptionsContract contract(game(), seed, {QStringLiteral("effects.apply")});
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < games; ++i) {
            const SessionState start = i % 10 == 0 ? randomStart(contract.random()) : randomEndgame(contract.random());
            if (!contract.play(start, kMaxSteps))
                QFAIL(qPrintable(contract.failure()));
        }
        const auto &t = contract.totals();
        qInfo("games %d, finished %d, steps %d, options checked %d, refusals checked %d, strangers refused %d, %lld ms",
              t.games, t.finished, t.steps, t.optionsChecked, t.refusalsChecked, t.strangersRefused,
              static_cast<long long>(timer.elapsed()));
        QVERIFY2(t.finished * 2 >= t.games, "fewer than half of the random games reached their end");
    }

    // Rough cost of one options query on a busy state, printed, not asserted.
    void optionsQueryCost()
    {
        const SessionState action = must(must(started(), R"({"type":"sphere.flip"})"), R"({"type":"phase.next"})");
        QElapsedTimer timer;
        timer.start();
        constexpr int kRuns = 50;
        std::size_t offeredCount = 0;
        for (int i = 0; i < kRuns; ++i)
            offeredCount = optionsOf(action).options.size();
        qInfo("options query in the Action phase: %zu options, %.2f ms each", offeredCount,
              static_cast<double>(timer.nsecsElapsed()) / 1e6 / kRuns);
    }
};

QTEST_GUILESS_MAIN(TestOptionsExiledLegends)
#include "tst_options_exiled_legends.moc"
