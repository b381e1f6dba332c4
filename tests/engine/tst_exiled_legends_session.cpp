#ifndef ARBITER_SOURCE_DIR
#define ARBITER_SOURCE_DIR "/work/main"
#endif

#include "core/session.h"
#include "core/session_log.h"
#include "games/exiled_legends/el_content.h"
#include "core/session_story.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>
#include <algorithm>
#include <map>

using namespace arbiter;

namespace {

QJsonObject shippedPack()
{
    QFile file(QStringLiteral(ARBITER_SOURCE_DIR "/resources/content/exiled-legends.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open the shipped Exiled Legends pack");
    return QJsonDocument::fromJson(file.readAll()).object();
}

QJsonObject obj(const QByteArray &json)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        qFatal("test JSON does not parse: %s", json.constData());
    return doc.object();
}

const GameDefinition &game() { return *findGame(QStringLiteral("exiled-legends")); }

QString failure(const Result<Transition> &r)
{
    return r.ok() ? QString() : r.error().code + QStringLiteral(": ") + renderEnglish(r.error().message);
}

QByteArray fingerprint(const SessionState &state)
{
    return QJsonDocument(toJson(state)).toJson(QJsonDocument::Compact);
}

// Ann (Cindrel, Fire), Ben (Maren, Water) and Cat (Solace, Light), seated in that order.
QJsonObject threePlayerSetup()
{
    QJsonObject setup = obj(R"({"players":[
        {"player":"ann","legend":"cindrel","spheres":["molten-caldera","ashfall-plain","ember-steppe"]},
        {"player":"ben","legend":"maren","spheres":["sunken-reef","frozen-fjord","shadow-vale"]},
        {"player":"cat","legend":"solace","spheres":["radiant-spire","dawn-meadow","shifting-maze"]}]})");
    setup.insert(QStringLiteral("content"), shippedPack());
    return setup;
}

const QJsonArray kThreePlayers{QStringLiteral("ann"), QStringLiteral("ben"), QStringLiteral("cat")};

Result<SessionState> newGame(const QJsonObject &setup, std::uint64_t seed = 2024, const QJsonArray &players = kThreePlayers)
{
    return newSession(game(), players, setup, seed);
}

// For fixtures only: a step that must succeed.
SessionState must(const SessionState &state, const QByteArray &json)
{
    auto r = apply(game(), state, obj(json));
    if (!r)
        qFatal("fixture step %s refused: %s", json.constData(), qPrintable(failure(r)));
    return r->state;
}

// Seed 2024 shuffles the Team decks to (top first):
//   ann: ash-warden, ember-duelist, flare-runner, magma-sentinel, kiln-brute, cinder-squire
//   ben: reef-guard, tide-caller, mist-walker, brine-hunter, current-sage, frost-adept
//   cat: dawn-knight, halo-archer, lumen-cleric, prism-monk, sun-herald, beacon-guard
// and the Sphere deck to shifting-maze, sunken-reef, dawn-meadow, ...
SessionState setUp()
{
    auto state = newGame(threePlayerSetup());
    if (!state)
        qFatal("setup refused: %s", qPrintable(renderEnglish(state.error().message)));
    return state.value();
}

// Line-ups chosen and Ann rolled highest: round 1 waits for its Sphere card.
//   ann: Champion ember-duelist (S3, HP4); Supports ash-warden (S1, HP6), flare-runner (S2, HP3)
//   ben: Champion brine-hunter (S3, HP5); Supports current-sage (S1, HP5), tide-caller (S2, HP5)
//   cat: Champion dawn-knight (S3, HP5); Supports halo-archer (S2, HP4), lumen-cleric (S1, HP5)
SessionState started()
{
    SessionState s = setUp();
    s = must(s, R"({"type":"lineup.choose","player":"ann","champion":"ember-duelist"})");
    s = must(s, R"({"type":"lineup.choose","player":"ben","champion":"brine-hunter","supports":["current-sage","tide-caller"]})");
    s = must(s, R"({"type":"lineup.choose","player":"cat","champion":"dawn-knight"})");
    s = must(s, R"({"type":"order.roll","player":"ann","face":6})");
    s = must(s, R"({"type":"order.roll","player":"ben","face":3})");
    return must(s, R"({"type":"order.roll","player":"cat","face":2})");
}

// The shipped pack with one card's field set, for the optional computed
// effects the shipped example cards do not give: `list` is "heroes", "legends"
// or "spheres", `path` a field of the card ("strength") or of one of its
// abilities ("champion.trigger").
QJsonObject packWith(QJsonObject pack, const QString &list, const QString &id, const QString &path, const QJsonValue &value)
{
    QJsonArray cards = pack.value(list).toArray();
    for (qsizetype i = 0; i < cards.size(); ++i) {
        QJsonObject card = cards.at(i).toObject();
        if (card.value(QStringLiteral("id")).toString() != id)
            continue;
        const QStringList keys = path.split(QLatin1Char('.'));
        if (keys.size() == 1) {
            card.insert(keys.at(0), value);
        } else {
            QJsonObject ability = card.value(keys.at(0)).toObject();
            ability.insert(keys.at(1), value);
            card.insert(keys.at(0), ability);
        }
        cards[i] = card;
        pack.insert(list, cards);
        return pack;
    }
    qFatal("packWith: no card %s in %s", qPrintable(id), qPrintable(list));
}

// As started(), with another pack (same line-ups and order).
SessionState startedWith(const QJsonObject &pack, const QByteArray &benLineup =
                             R"({"type":"lineup.choose","player":"ben","champion":"brine-hunter","supports":["current-sage","tide-caller"]})",
                         const QByteArray &annLineup = R"({"type":"lineup.choose","player":"ann","champion":"ember-duelist"})",
                         const QByteArray &catLineup = R"({"type":"lineup.choose","player":"cat","champion":"dawn-knight"})")
{
    QJsonObject setup = threePlayerSetup();
    setup.insert(QStringLiteral("content"), pack);
    auto state = newGame(setup);
    if (!state)
        qFatal("setup refused: %s", qPrintable(renderEnglish(state.error().message)));
    SessionState s = state.value();
    s = must(s, annLineup);
    s = must(s, benLineup);
    s = must(s, catLineup);
    s = must(s, R"({"type":"order.roll","player":"ann","face":6})");
    s = must(s, R"({"type":"order.roll","player":"ben","face":3})");
    return must(s, R"({"type":"order.roll","player":"cat","face":2})");
}

SessionState begun() { return must(started(), R"({"type":"sphere.flip"})"); } // Ann's Beginning phase
SessionState inAction() { return must(begun(), R"({"type":"phase.next"})"); } // Ann's Action phase

QStringList ids(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *id : list)
        out << QString::fromLatin1(id);
    return out;
}
QJsonObject playerData(const SessionState &s, const QString &player)
{
    return s.data.value(QStringLiteral("players")).toObject().value(player).toObject();
}
QString champion(const SessionState &s, const QString &player)
{
    return playerData(s, player).value(QStringLiteral("champion")).toString();
}
QStringList listOf(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &item : v.toArray())
        out << item.toString();
    return out;
}
QStringList supports(const SessionState &s, const QString &player)
{
    return listOf(playerData(s, player).value(QStringLiteral("supports")));
}
QStringList deck(const SessionState &s, const QString &player)
{
    return listOf(playerData(s, player).value(QStringLiteral("deck")));
}
int counter(const SessionState &s, const QString &entity, const QString &name)
{
    const Entity *e = s.entity(entity);
    return e ? e->counter(name).value_or(0) : -1;
}
QJsonObject turn(const SessionState &s) { return s.data.value(QStringLiteral("turn")).toObject(); }
QString phase(const SessionState &s) { return turn(s).value(QStringLiteral("phase")).toString(); }

QStringList eventTypes(const Transition &t)
{
    QStringList types;
    for (const Event &e : t.events)
        types << e.type;
    return types;
}

} // namespace

// The action succeeds; `st` becomes its outcome and `outcome` (a Transition)
// holds the events.
#define STEP(st, json)                                                                                                 \
    do {                                                                                                               \
        auto r_ = apply(game(), (st), obj(json));                                                                      \
        QVERIFY2(r_.ok(), qPrintable(failure(r_)));                                                                    \
        outcome = r_.value();                                                                                          \
        (st) = outcome.state;                                                                                          \
    } while (false)

// The action is refused with this code and rule id (and changes nothing).
#define REFUSE(st, json, errorCode, ruleId)                                                                            \
    do {                                                                                                               \
        auto r_ = apply(game(), (st), obj(json));                                                                      \
        QVERIFY2(!r_.ok(), "expected a refusal: " json);                                                               \
        QCOMPARE(r_.error().code, QStringLiteral(errorCode));                                                          \
        QCOMPARE(r_.error().rule, QStringLiteral(ruleId));                                                             \
    } while (false)

// A refusal that must also name the cards and players as the table knows them.
#define REFUSE_SAYING(st, json, errorCode, ruleId, text)                                                               \
    do {                                                                                                               \
        auto r_ = apply(game(), (st), obj(json));                                                                      \
        QVERIFY2(!r_.ok(), "expected a refusal: " json);                                                               \
        QCOMPARE(r_.error().code, QStringLiteral(errorCode));                                                          \
        QCOMPARE(r_.error().rule, QStringLiteral(ruleId));                                                             \
        QCOMPARE(renderEnglish(r_.error().message), QStringLiteral(text));                                             \
    } while (false)

#define BAD_REQUEST(st, json, errorCode)                                                                               \
    do {                                                                                                               \
        auto r_ = apply(game(), (st), obj(json));                                                                      \
        QVERIFY2(!r_.ok(), "expected a bad request: " json);                                                           \
        QCOMPARE(r_.error().kind, ErrorKind::BadRequest);                                                              \
        QCOMPARE(r_.error().code, QStringLiteral(errorCode));                                                          \
    } while (false)

#define PLAY(json) QVERIFY(play(log, obj(json)))
#define UNDO() QVERIFY(step(log, RecordKind::Undo))
#define REDO() QVERIFY(step(log, RecordKind::Redo))

class TestExiledLegendsSession : public QObject {
    Q_OBJECT

private:
    Transition outcome; // of the last STEP
    QStringList m_events; // event types of the last action played through a log
    QStringList m_allEvents;

    // Plays through the log the way the app does (compute, then accept), and
    // checks that the new state survives JSON and that undo gives back the old one.
    bool play(SessionLog &log, const QJsonObject &action)
    {
        const QByteArray before = fingerprint(log.state());
        const QByteArray compact = QJsonDocument(action).toJson(QJsonDocument::Compact);
        auto result = log.tryApply(action);
        if (!result) {
            qWarning("refused %s: %s", compact.constData(), qPrintable(failure(result)));
            return false;
        }
        log.accept(Record{log.nextSeq(), RecordKind::Action, compact}, result.value());
        m_events = eventTypes(result.value());
        m_allEvents << m_events;
        auto back = sessionStateFromJson(toJson(log.state()));
        if (!back || fingerprint(back.value()) != fingerprint(log.state())) {
            qWarning("the state after %s does not survive JSON", compact.constData());
            return false;
        }
        auto undone = log.tryUndo();
        if (!undone || fingerprint(undone->state) != before) {
            qWarning("undoing %s does not give back the state before it", compact.constData());
            return false;
        }
        return true;
    }

    bool step(SessionLog &log, RecordKind kind)
    {
        auto result = kind == RecordKind::Undo ? log.tryUndo() : log.tryRedo();
        if (!result)
            return false;
        log.accept(Record{log.nextSeq(), kind, {}}, result.value());
        return true;
    }

private Q_SLOTS:

    // Counted by hand from the fixture's line-ups: Ember Duelist (Strength
    // 3) hits Brine Hunter (Max HP 5) for 3, Brine Hunter's answer on Ben's
    // turn takes 3 of Ember Duelist's 4; then the table corrects Brine
    // Hunter's damage up to 5 by hand, which destroys it (credited to
    // nobody: no attack is being made).
    void storyOfTwoAttacksAndADestructionByHand()
    {
        const SessionState initial = started();
        SessionState s = initial;
        std::vector<QJsonObject> actions;
        const auto play = [&](const QByteArray &json) {
            auto r = apply(game(), s, obj(json));
            if (!r)
                return false;
            actions.push_back(obj(json));
            s = r->state;
            return true;
        };
        QVERIFY(play(R"({"type":"sphere.flip"})"));
        QVERIFY(play(R"({"type":"phase.next"})"));
        QVERIFY(play(R"({"type":"attack.declare","attack":"precise","targets":["brine-hunter"]})"));
        while (s.data.contains(QStringLiteral("attack")))
            QVERIFY(play(R"({"type":"attack.continue"})"));
        QVERIFY(play(R"({"type":"turn.end"})"));
        QVERIFY(play(R"({"type":"phase.next"})"));
        QVERIFY(play(R"({"type":"attack.declare","attack":"precise","targets":["ember-duelist"]})"));
        while (s.data.contains(QStringLiteral("attack")))
            QVERIFY(play(R"({"type":"attack.continue"})"));
        QCOMPARE(counter(s, QStringLiteral("brine-hunter"), QStringLiteral("damage")), 3);
        QCOMPARE(counter(s, QStringLiteral("ember-duelist"), QStringLiteral("damage")), 3);
        QVERIFY(play(R"({"type":"counter.adjust","entity":"brine-hunter","counter":"damage","delta":2})"));

        auto story = tellStory(game(), initial, actions);
        QVERIFY2(story.ok(), qPrintable(story.ok() ? QString() : renderEnglish(story.error().message)));
        QCOMPARE(story->actions, static_cast<int>(actions.size()));
        QVERIFY(!story->over);
        const auto figure = [&](const char *id) -> const FigureStory & {
            for (const FigureStory &f : story->figures)
                if (f.last.id == QLatin1String(id))
                    return f;
            qFatal("no figure %s", id);
        };
        const FigureStory &ember = figure("ember-duelist");
        const FigureStory &brine = figure("brine-hunter");
        QCOMPARE(ember.damageDealt, 3);
        QCOMPARE(ember.damageTaken, 3);
        QCOMPARE(ember.knockOuts, 0);
        QCOMPARE(ember.last.health, 1);
        QCOMPARE(ember.last.maxHealth, 4);
        QCOMPARE(brine.damageDealt, 3);
        QCOMPARE(brine.damageTaken, 5); // 3, then the 2 left when it was destroyed
        QCOMPARE(brine.knockedOut, 1);
        QVERIFY(brine.last.out);
        QVERIFY(!figure("cindrel").last.out);
        QVERIFY(figure("cindrel").last.lead);
        QVERIFY(!ember.last.lead);
        // Myth Points per player, in seating order.
        QCOMPARE(story->tracks.size(), std::size_t{3});
        QCOMPARE(story->tracks[1].side, QStringLiteral("ben"));
        QCOMPARE(story->tracks[1].last, counter(s, QStringLiteral("ben"), QStringLiteral("mp")));
        QCOMPARE(story->rounds, (std::vector<int>{0, 1}));
    }
    void gameIsRegistered()
    {
        QVERIFY(game().rulesBuilt);
        QCOMPARE(game().minPlayers, 2);
        QCOMPARE(game().maxPlayers, 5);
        QVERIFY(game().actionTypes().contains(QStringLiteral("attack.declare")));
        QVERIFY(game().validateContent);
    }

    void shippedPackIsValidAndMarkedAsExamples()
    {
        const QJsonObject pack = shippedPack();
        QVERIFY(game().validateContent(pack).ok());
        QCOMPARE(pack.value(QStringLiteral("check")).toString(),
                 QStringLiteral("Made-up example values: check against your own cards"));
        QCOMPARE(pack.value(QStringLiteral("heroes")).toArray().size(), 18);
        QCOMPARE(pack.value(QStringLiteral("legends")).toArray().size(), 5);
        QCOMPARE(pack.value(QStringLiteral("spheres")).toArray().size(), 9);
    }

    void brokenPacksAreRefusedPrecisely_data()
    {
        QTest::addColumn<QByteArray>("change"); // a JSON object merged into the first hero, legend, Sphere card or the pack
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("max_hp 0") << QByteArray(R"({"max_hp":0})") << "hero" << "content.range"
                                  << "heroes[0].max_hp must be between 1 and 50.";
        QTest::newRow("strength as text") << QByteArray(R"({"strength":"two"})") << "hero" << "content.field"
                                          << "heroes[0].strength must be a whole number.";
        QTest::newRow("unknown type") << QByteArray(R"({"type":"metal"})") << "hero" << "content.choice"
                                      << "heroes[0].type must be one of: fire, water, light, dark, unknown.";
        QTest::newRow("id with spaces") << QByteArray(R"({"id":"Cinder Squire"})") << "hero" << "content.field"
                                        << "heroes[0].id must use lower-case letters, digits and hyphens only.";
        QTest::newRow("duplicate id") << QByteArray(R"({"id":"ember-duelist"})") << "hero" << "content.duplicate_id"
                                      << "heroes[1] uses the id \"ember-duelist\", which another card has already.";
        QTest::newRow("unknown ability kind") << QByteArray(R"({"champion":{"name":"X","kind":"passive","text":"Y"}})") << "hero"
                                              << "content.choice"
                                              << "heroes[0].champion.kind must be one of: triggered, functional, continuous.";
        QTest::newRow("trigger on a functional ability")
            << QByteArray(R"({"support":{"name":"X","kind":"functional","trigger":"damaged","text":"Y"}})") << "hero"
            << "content.field" << "heroes[0].support.trigger is only for triggered abilities.";
        QTest::newRow("unknown trigger") << QByteArray(R"({"support":{"name":"X","kind":"triggered","trigger":"sunrise","text":"Y"}})")
                                         << "hero" << "content.choice"
                                         << "heroes[0].support.trigger must be one of: attacked, precise_attacked, mass_attacked, "
                                            "attacking, precise_attacking, mass_attacking, damaged, destroyed, turn_start, other.";
        QTest::newRow("unknown ability targets")
            << QByteArray(R"({"support":{"name":"X","kind":"functional","targets":"everyone","text":"Y"}})") << "hero"
            << "content.choice" << "heroes[0].support.targets must be one of: any, team, self.";
        QTest::newRow("targets on a continuous ability")
            << QByteArray(R"({"support":{"name":"X","kind":"continuous","targets":"self","text":"Y"}})") << "hero"
            << "content.field" << "heroes[0].support.targets is only for triggered and functional abilities.";
        QTest::newRow("computed effect with an unknown role")
            << QByteArray(R"({"support":{"name":"X","kind":"functional","effects":[{"effect":"gain","hero":"ben","strength":1}],"text":"Y"}})")
            << "hero" << "content.choice" << "heroes[0].support.effects[0].hero must be one of: self, champion, attacker.";
        QTest::newRow("roll without effects")
            << QByteArray(R"({"support":{"name":"X","kind":"functional","roll_min":4,"text":"Y"}})") << "hero"
            << "content.field" << "heroes[0].support.roll_min needs \"effects\" to apply on the roll.";
        QTest::newRow("roll beyond a d6")
            << QByteArray(R"({"support":{"name":"X","kind":"functional","roll_min":7,"effects":[{"effect":"reverse","hero":"champion"}],"text":"Y"}})")
            << "hero" << "content.range" << "heroes[0].support.roll_min must be between 1 and 6.";
        QTest::newRow("empty ability text") << QByteArray(R"({"support":{"name":"X","kind":"continuous","text":"  "}})") << "hero"
                                            << "content.field" << "heroes[0].support.text must hold 1 to 1000 characters.";
        QTest::newRow("legend with one champion ability")
            << QByteArray(R"({"hero":{"strength":3,"max_hp":7,"champion":[{"name":"X","kind":"continuous","text":"Y"}],"support":[]}})")
            << "legend" << "content.field" << "legends[0].hero.champion must list exactly 2 abilities.";
        QTest::newRow("bane extra damage that is always on")
            << QByteArray(R"({"bane":{"text":"X","timing":"always","extra_damage":1}})") << "legend" << "content.field"
            << "legends[0].bane.extra_damage needs the timing \"damaged\".";
        QTest::newRow("sphere strength out of range") << QByteArray(R"({"strength":11})") << "sphere" << "content.range"
                                                      << "spheres[0].strength must be between -10 and 10.";
        QTest::newRow("unknown correction")
            << QByteArray(R"({"support":{"name":"X","kind":"functional","by_hand":["teleport"],"text":"Y"}})") << "hero"
            << "content.field"
            << "heroes[0].support.by_hand[0] must be one of add_bane, remove_bane, damage, heal, prevent, mp, lose_mp, strength, "
               "weaken, switch.";
        QTest::newRow("correction named twice")
            << QByteArray(R"({"support":{"name":"X","kind":"functional","by_hand":["damage","damage"],"text":"Y"}})") << "hero"
            << "content.field" << "heroes[0].support.by_hand[1] names a correction twice.";
        QTest::newRow("by_hand not a list") << QByteArray(R"({"by_hand":"mp","text":"Y"})") << "sphere" << "content.field"
                                            << "spheres[0].by_hand must be a list of corrections.";
        QTest::newRow("no legends") << QByteArray(R"({"legends":[]})") << "pack" << "content.field"
                                    << "legends must list at least one card.";
        QTest::newRow("no spheres") << QByteArray(R"({"spheres":null})") << "pack" << "content.field"
                                    << "The field spheres is missing.";
        QTest::newRow("another game") << QByteArray(R"({"game":"theosis"})") << "pack" << "content.field"
                                      << "game must be \"exiled-legends\" for this game.";
    }

    void brokenPacksAreRefusedPrecisely()
    {
        QFETCH(QByteArray, change);
        QFETCH(QString, where);
        QFETCH(QString, code);
        QFETCH(QString, message);
        QJsonObject pack = shippedPack();
        const QJsonObject patch = obj(change);
        const auto merge = [&](const QString &key) {
            QJsonArray cards = pack.value(key).toArray();
            QJsonObject first = cards.at(0).toObject();
            for (auto it = patch.begin(); it != patch.end(); ++it)
                first.insert(it.key(), it.value());
            cards[0] = first;
            pack.insert(key, cards);
        };
        if (where == QLatin1String("hero"))
            merge(QStringLiteral("heroes"));
        else if (where == QLatin1String("legend"))
            merge(QStringLiteral("legends"));
        else if (where == QLatin1String("sphere"))
            merge(QStringLiteral("spheres"));
        else
            for (auto it = patch.begin(); it != patch.end(); ++it) {
                if (it.value().isNull())
                    pack.remove(it.key());
                else
                    pack.insert(it.key(), it.value());
            }
        const Status checked = game().validateContent(pack);
        QVERIFY(!checked.ok());
        QCOMPARE(checked.error().kind, ErrorKind::BadRequest);
        QCOMPARE(checked.error().code, code);
        QCOMPARE(renderEnglish(checked.error().message), message);

        // The session's setup runs the same check and names the field under setup.content.
        QJsonObject setup = threePlayerSetup();
        setup.insert(QStringLiteral("content"), pack);
        auto refused = newGame(setup);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, code);
        QVERIFY(renderEnglish(refused.error().message).contains(QStringLiteral("setup.content.")));
    }

    void setupBuildsTheTable()
    {
        const SessionState s = setUp();
        QCOMPARE(s.data.value(QStringLiteral("stage")).toString(), QStringLiteral("setup"));
        QCOMPARE(counter(s, QStringLiteral("ann"), QStringLiteral("mp")), 2);
        // Every player: a Legend entity and six heroes with the pack's numbers.
        QCOMPARE(s.entities.size(), std::size_t{3 + 3 * 7});
        const Entity *legend = s.entity(QStringLiteral("maren"));
        QVERIFY(legend);
        QCOMPARE(legend->kind, QStringLiteral("legend"));
        QCOMPARE(legend->owner, QStringLiteral("ben"));
        QCOMPARE(counter(s, QStringLiteral("maren"), QStringLiteral("max_hp")), 8);
        const Entity *hero = s.entity(QStringLiteral("kiln-brute"));
        QCOMPARE(hero->kind, QStringLiteral("hero"));
        QCOMPARE(hero->owner, QStringLiteral("ann"));
        QCOMPARE(counter(s, QStringLiteral("kiln-brute"), QStringLiteral("strength")), 4);
        QCOMPARE(counter(s, QStringLiteral("kiln-brute"), QStringLiteral("max_hp")), 5);
        QCOMPARE(counter(s, QStringLiteral("kiln-brute"), QStringLiteral("damage")), 0);
        QCOMPARE(deck(s, QStringLiteral("ann")),
                 (QStringList{QStringLiteral("ash-warden"), QStringLiteral("ember-duelist"), QStringLiteral("flare-runner"),
                              QStringLiteral("magma-sentinel"), QStringLiteral("kiln-brute"), QStringLiteral("cinder-squire")}));
        QCOMPARE(listOf(s.data.value(QStringLiteral("sphere_deck"))).size(), 9);
        QCOMPARE(listOf(s.data.value(QStringLiteral("rolloff"))), ids({"ann", "ben", "cat"}));
        // The same seed shuffles alike; another seed differently.
        QCOMPARE(fingerprint(setUp()), fingerprint(s));
        QVERIFY(deck(newGame(threePlayerSetup(), 7).value(), QStringLiteral("ann")) != deck(s, QStringLiteral("ann")));
    }

    void setupRefusals()
    {
        QJsonObject noContent = threePlayerSetup();
        noContent.remove(QStringLiteral("content"));
        auto missing = newGame(noContent);
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().code, QStringLiteral("content.missing"));

        const auto refusedWith = [](const QByteArray &players, const char *code, const char *rule) {
            QJsonObject setup = threePlayerSetup();
            setup.insert(QStringLiteral("players"), QJsonDocument::fromJson(players).array());
            auto r = newGame(setup);
            if (r.ok())
                return QStringLiteral("accepted");
            if (r.error().code != QLatin1String(code) || r.error().rule != QLatin1String(rule))
                return r.error().code + QLatin1Char(' ') + r.error().rule;
            return QString();
        };
        const QByteArray spheresB = R"("spheres":["sunken-reef","frozen-fjord","shadow-vale"])";
        const QByteArray spheresC = R"("spheres":["radiant-spire","dawn-meadow","shifting-maze"])";
        const QByteArray annOk = R"({"player":"ann","legend":"cindrel","spheres":["molten-caldera","ashfall-plain","ember-steppe"]})";
        QCOMPARE(refusedWith("[" + annOk + R"(,{"player":"ben","legend":"cindrel",)" + spheresB + R"(},{"player":"cat","legend":"solace",)" + spheresC + "}]",
                             "el.legend_taken", "exiled-legends.legends"), QString());
        QCOMPARE(refusedWith("[" + annOk + R"(,{"player":"ben","legend":"maren","team":["tide-caller"],)" + spheresB + R"(},{"player":"cat","legend":"solace",)" + spheresC + "}]",
                             "el.team_size", "exiled-legends.team-deck"), QString());
        QCOMPARE(refusedWith("[" + annOk + R"(,{"player":"ben","legend":"noctis",)" + spheresB + R"(},{"player":"cat","legend":"solace",)" + spheresC + "}]",
                             "el.team_size", "exiled-legends.team-deck"), QString()); // no Dark heroes in the example pack
        QCOMPARE(refusedWith("[" + annOk + R"(,{"player":"ben","legend":"maren","team":["tide-caller","frost-adept","reef-guard","mist-walker","brine-hunter","dawn-knight"],)" + spheresB + R"(},{"player":"cat","legend":"solace",)" + spheresC + "}]",
                             "el.team_wrong_type", "exiled-legends.team-deck"), QString());
        QCOMPARE(refusedWith("[" + annOk + R"(,{"player":"ben","legend":"maren","team":["tide-caller","tide-caller","reef-guard","mist-walker","brine-hunter","frost-adept"],)" + spheresB + R"(},{"player":"cat","legend":"solace",)" + spheresC + "}]",
                             "el.hero_taken", "exiled-legends.team-deck"), QString());
        QCOMPARE(refusedWith("[" + annOk + R"(,{"player":"ben","legend":"maren","spheres":["sunken-reef","frozen-fjord"]},{"player":"cat","legend":"solace",)" + spheresC + "}]",
                             "el.sphere_count", "exiled-legends.sphere-deck"), QString());
        QCOMPARE(refusedWith("[" + annOk + R"(,{"player":"ben","legend":"maren","spheres":["sunken-reef","frozen-fjord","molten-caldera"]},{"player":"cat","legend":"solace",)" + spheresC + "}]",
                             "el.sphere_taken", "exiled-legends.sphere-deck"), QString());

        QJsonObject twoEntries = threePlayerSetup();
        QJsonArray players = twoEntries.value(QStringLiteral("players")).toArray();
        players.removeLast();
        twoEntries.insert(QStringLiteral("players"), players);
        auto incomplete = newGame(twoEntries);
        QVERIFY(!incomplete.ok());
        QCOMPARE(incomplete.error().kind, ErrorKind::BadRequest);
        QCOMPARE(renderEnglish(incomplete.error().message), QStringLiteral("setup.players must hold one entry per player."));

        auto clash = newGame(threePlayerSetup(), 1, QJsonArray{QStringLiteral("ann"), QStringLiteral("ben"), QStringLiteral("maren")});
        QVERIFY(!clash.ok());
        QCOMPARE(clash.error().code, QStringLiteral("request.duplicate_id"));

        auto tooMany = newGame(threePlayerSetup(), 1,
                               QJsonArray::fromStringList(ids({"a", "b", "c", "d", "e", "f"})));
        QVERIFY(!tooMany.ok());
        QCOMPARE(tooMany.error().code, QStringLiteral("session.player_count"));
    }

    void lineupAndTurnOrder()
    {
        SessionState s = setUp();
        REFUSE(s, R"({"type":"phase.next"})", "el.game_not_started", "exiled-legends.setup");
        // Without Supports the Champion comes from the top three and the other two support it.
        STEP(s, R"({"type":"lineup.choose","player":"ann","champion":"ember-duelist"})");
        QCOMPARE(champion(s, QStringLiteral("ann")), QStringLiteral("ember-duelist"));
        QCOMPARE(supports(s, QStringLiteral("ann")), ids({"ash-warden", "flare-runner"}));
        QCOMPARE(deck(s, QStringLiteral("ann")), ids({"magma-sentinel", "kiln-brute", "cinder-squire"}));
        REFUSE(s, R"({"type":"lineup.choose","player":"ann","champion":"kiln-brute"})", "el.lineup_done", "exiled-legends.setup");
        REFUSE(s, R"({"type":"lineup.choose","player":"ben","champion":"frost-adept"})", "el.lineup_not_in_top", "exiled-legends.setup");
        REFUSE(s, R"({"type":"lineup.choose","player":"ben","champion":"frost-adept","supports":["dawn-knight","reef-guard"]})",
               "el.lineup_not_in_deck", "exiled-legends.setup");
        REFUSE(s, R"({"type":"lineup.choose","player":"ben","champion":"frost-adept","supports":["frost-adept","reef-guard"]})",
               "el.lineup_duplicate", "exiled-legends.setup");
        // The real deck may differ from the app's shuffle: any three cards of the deck can be named.
        STEP(s, R"({"type":"lineup.choose","player":"ben","champion":"brine-hunter","supports":["current-sage","tide-caller"]})");
        QCOMPARE(deck(s, QStringLiteral("ben")), ids({"reef-guard", "mist-walker", "frost-adept"}));

        // Rolls: a tie at the top rolls again, only between the tied players.
        STEP(s, R"({"type":"order.roll","player":"ann","face":5})");
        REFUSE(s, R"({"type":"order.roll","player":"ann","face":2})", "el.order_not_rolling", "exiled-legends.turn-order");
        REFUSE(s, R"({"type":"order.roll","player":"ben","face":7})", "dice.face_out_of_range", "core.physical-dice");
        STEP(s, R"({"type":"order.roll","player":"ben","face":2})");
        STEP(s, R"({"type":"order.roll","player":"cat","face":5})");
        QVERIFY(eventTypes(outcome).contains(QStringLiteral("order.tied")));
        QCOMPARE(listOf(s.data.value(QStringLiteral("rolloff"))), ids({"ann", "cat"}));
        REFUSE(s, R"({"type":"order.roll","player":"ben"})", "el.order_not_rolling", "exiled-legends.turn-order");
        STEP(s, R"({"type":"order.roll","player":"ann","face":1})");
        const std::size_t rollsBefore = s.rolls.size();
        STEP(s, R"({"type":"order.roll","player":"cat"})"); // the app rolls this one
        QCOMPARE(s.rolls.size(), rollsBefore + 1);
        QVERIFY(!s.rolls.back().physical);
        QCOMPARE(s.rolls.back().purpose, QStringLiteral("first player"));
        const int catRoll = s.rolls.back().total;
        if (catRoll == 1) { // a second tie: settle it for the test's sake with real dice
            STEP(s, R"({"type":"order.roll","player":"ann","face":2})");
            STEP(s, R"({"type":"order.roll","player":"cat","face":6})");
        }
        QCOMPARE(listOf(s.data.value(QStringLiteral("order"))), ids({"cat", "ann", "ben"}));
        // Cat still has to field heroes: the game has not started.
        QCOMPARE(s.data.value(QStringLiteral("stage")).toString(), QStringLiteral("setup"));
        STEP(s, R"({"type":"lineup.choose","player":"cat","champion":"dawn-knight"})");
        QCOMPARE(s.data.value(QStringLiteral("stage")).toString(), QStringLiteral("play"));
        QCOMPARE(s.data.value(QStringLiteral("round")).toInt(), 1);
        QCOMPARE(turn(s).value(QStringLiteral("player")).toString(), QStringLiteral("cat"));
        QCOMPARE(phase(s), QStringLiteral("sphere"));
        REFUSE(s, R"({"type":"order.roll","player":"ben","face":4})", "el.setup_over", "exiled-legends.setup");
        REFUSE(s, R"({"type":"lineup.choose","player":"ben","champion":"reef-guard"})", "el.setup_over", "exiled-legends.setup");
        BAD_REQUEST(s, R"({"type":"order.roll","player":"zed","face":4})", "request.unknown_id");
    }

    void draftPicksAndPassesLeft()
    {
        QJsonObject setup = threePlayerSetup();
        setup.insert(QStringLiteral("deck_mode"), QStringLiteral("draft"));
        setup.insert(QStringLiteral("hands"), obj(R"({
            "ann":["cinder-squire","ember-duelist","ash-warden","tide-caller","dawn-knight","halo-archer"],
            "ben":["kiln-brute","flare-runner","magma-sentinel","frost-adept","reef-guard","lumen-cleric"],
            "cat":["mist-walker","brine-hunter","current-sage","prism-monk","beacon-guard","sun-herald"]})"));
        auto created = newGame(setup);
        QVERIFY2(created.ok(), created.ok() ? "" : qPrintable(renderEnglish(created.error().message)));
        SessionState s = created.value();
        QCOMPARE(s.data.value(QStringLiteral("stage")).toString(), QStringLiteral("draft"));
        QCOMPARE(s.entities.size(), std::size_t{3 + 3}); // heroes join the table once drafted
        REFUSE(s, R"({"type":"lineup.choose","player":"ann","champion":"cinder-squire"})", "el.draft_in_progress",
               "exiled-legends.draft");
        REFUSE(s, R"({"type":"draft.pick","player":"ann","hero":"kiln-brute"})", "el.draft_card_not_in_hand", "exiled-legends.draft");
        STEP(s, R"({"type":"draft.pick","player":"ann","hero":"tide-caller"})");
        REFUSE(s, R"({"type":"draft.pick","player":"ann","hero":"dawn-knight"})", "el.draft_already_picked", "exiled-legends.draft");
        STEP(s, R"({"type":"draft.pick","player":"ben","hero":"kiln-brute"})");
        QVERIFY(!eventTypes(outcome).contains(QStringLiteral("draft.passed")));
        STEP(s, R"({"type":"draft.pick","player":"cat","hero":"sun-herald"})");
        QVERIFY(eventTypes(outcome).contains(QStringLiteral("draft.passed")));
        // Each hand moved on to the next player in seating order: Ann's to Ben, Cat's to Ann.
        QCOMPARE(listOf(playerData(s, QStringLiteral("ben")).value(QStringLiteral("hand"))),
                 ids({"cinder-squire", "ember-duelist", "ash-warden", "dawn-knight", "halo-archer"}));
        QCOMPARE(listOf(playerData(s, QStringLiteral("ann")).value(QStringLiteral("hand"))),
                 ids({"mist-walker", "brine-hunter", "current-sage", "prism-monk", "beacon-guard"}));
        // Everyone keeps the first card of the hand in front of them until the hands run out.
        for (int pass = 1; pass < 6; ++pass)
            for (const char *player : {"ann", "ben", "cat"}) {
                const QString first = listOf(playerData(s, QString::fromLatin1(player)).value(QStringLiteral("hand"))).front();
                const QJsonObject pick{{QStringLiteral("type"), QStringLiteral("draft.pick")},
                                       {QStringLiteral("player"), QString::fromLatin1(player)},
                                       {QStringLiteral("hero"), first}};
                auto r = apply(game(), s, pick);
                QVERIFY2(r.ok(), qPrintable(failure(r)));
                s = r->state;
            }
        QCOMPARE(s.data.value(QStringLiteral("stage")).toString(), QStringLiteral("setup"));
        QCOMPARE(s.entities.size(), std::size_t{3 + 3 + 18});
        QCOMPARE(deck(s, QStringLiteral("ann")).size(), 6);
        QVERIFY(deck(s, QStringLiteral("ann")).contains(QStringLiteral("tide-caller"))); // a Water hero in a Fire team
        QCOMPARE(s.entity(QStringLiteral("tide-caller"))->owner, QStringLiteral("ann"));
        REFUSE(s, R"({"type":"draft.pick","player":"ann","hero":"tide-caller"})", "el.not_drafting", "exiled-legends.draft");

        // The app deals from the whole pack when the table did not enter hands;
        // 18 example heroes are not enough for four players.
        setup.remove(QStringLiteral("hands"));
        auto dealt = newGame(setup);
        QVERIFY(dealt.ok());
        QCOMPARE(listOf(playerData(dealt.value(), QStringLiteral("cat")).value(QStringLiteral("hand"))).size(), 6);
        // Four players need 24 heroes; the example pack (given three more Sphere cards) has 18.
        QJsonObject pack = shippedPack();
        QJsonArray spheres = pack.value(QStringLiteral("spheres")).toArray();
        for (const char *id : {"extra-a", "extra-b", "extra-c"})
            spheres.append(QJsonObject{{QStringLiteral("id"), QString::fromLatin1(id)}, {QStringLiteral("name"), QString::fromLatin1(id)},
                                       {QStringLiteral("type"), QStringLiteral("dark")}, {QStringLiteral("text"), QStringLiteral("Test card.")}});
        pack.insert(QStringLiteral("spheres"), spheres);
        setup.insert(QStringLiteral("content"), pack);
        QJsonArray four = setup.value(QStringLiteral("players")).toArray();
        four.append(obj(R"({"player":"dan","legend":"noctis","spheres":["extra-a","extra-b","extra-c"]})"));
        setup.insert(QStringLiteral("players"), four);
        auto short4 = newGame(setup, 1, QJsonArray::fromStringList(ids({"ann", "ben", "cat", "dan"})));
        QVERIFY(!short4.ok());
        QCOMPARE(short4.error().code, QStringLiteral("el.draft_not_enough_heroes"));
        QCOMPARE(short4.error().rule, QStringLiteral("exiled-legends.draft"));
        // Listing a Team deck in a draft is a mistake in the request.
        setup = threePlayerSetup();
        setup.insert(QStringLiteral("deck_mode"), QStringLiteral("draft"));
        QJsonArray withTeam = setup.value(QStringLiteral("players")).toArray();
        QJsonObject first = withTeam.at(0).toObject();
        first.insert(QStringLiteral("team"), QJsonArray::fromStringList(ids({"cinder-squire"})));
        withTeam[0] = first;
        setup.insert(QStringLiteral("players"), withTeam);
        auto listed = newGame(setup);
        QVERIFY(!listed.ok());
        QCOMPARE(listed.error().kind, ErrorKind::BadRequest);
    }

    void roundsFlipSpheresAndRebuildTheDeck()
    {
        SessionState s = started();
        QCOMPARE(phase(s), QStringLiteral("sphere"));
        REFUSE(s, R"({"type":"phase.next"})", "el.sphere_flip_due", "exiled-legends.rounds");
        REFUSE(s, R"({"type":"action.switch","hero":"ash-warden"})", "el.sphere_flip_due", "exiled-legends.rounds");
        BAD_REQUEST(s, R"({"type":"sphere.flip","sphere":"no-such-sphere"})", "request.unknown_id");
        // The table turned up a card that is not the app's top card: recorded as given.
        STEP(s, R"({"type":"sphere.flip","sphere":"radiant-spire"})");
        QCOMPARE(s.data.value(QStringLiteral("active_sphere")).toString(), QStringLiteral("radiant-spire"));
        QCOMPARE(phase(s), QStringLiteral("beginning"));
        QCOMPARE(turn(s).value(QStringLiteral("player")).toString(), QStringLiteral("ann"));
        REFUSE(s, R"({"type":"sphere.flip"})", "el.sphere_not_due", "exiled-legends.rounds");
        STEP(s, R"({"type":"turn.end"})");
        STEP(s, R"({"type":"turn.end"})");
        QCOMPARE(turn(s).value(QStringLiteral("player")).toString(), QStringLiteral("cat"));
        STEP(s, R"({"type":"turn.end"})");
        QVERIFY(eventTypes(outcome).contains(QStringLiteral("round.started")));
        QCOMPARE(s.data.value(QStringLiteral("round")).toInt(), 2);
        REFUSE(s, R"({"type":"sphere.flip","sphere":"radiant-spire"})", "el.sphere_not_in_deck", "exiled-legends.sphere-deck");
        // Nine cards last nine rounds; the tenth round shuffles the face-up cards into a new deck.
        for (int round = 2; round <= 9; ++round) {
            STEP(s, R"({"type":"sphere.flip"})");
            for (int t = 0; t < 3; ++t)
                STEP(s, R"({"type":"turn.end"})");
        }
        QCOMPARE(s.data.value(QStringLiteral("round")).toInt(), 10);
        QCOMPARE(listOf(s.data.value(QStringLiteral("sphere_deck"))).size(), 0);
        QCOMPARE(listOf(s.data.value(QStringLiteral("face_up_spheres"))).size(), 9);
        STEP(s, R"({"type":"sphere.flip"})");
        QVERIFY(eventTypes(outcome).contains(QStringLiteral("sphere.deck_rebuilt")));
        QCOMPARE(listOf(s.data.value(QStringLiteral("sphere_deck"))).size(), 8);
        QCOMPARE(listOf(s.data.value(QStringLiteral("face_up_spheres"))).size(), 1);
    }

    // Rulebook, THE ROUND: "The effect of that Sphere card is active until the
    // round is over. Once every player has taken their turn, a new round begins,
    // and the first player flips a new Sphere card face up."
    void theSphereCardIsInForceOnlyDuringItsRound()
    {
        SessionState s = started();
        QCOMPARE(s.data.value(QStringLiteral("active_sphere")).toString(), QString()); // none flipped yet
        STEP(s, R"({"type":"sphere.flip","sphere":"radiant-spire"})");
        QCOMPARE(s.data.value(QStringLiteral("active_sphere")).toString(), QStringLiteral("radiant-spire"));
        STEP(s, R"({"type":"turn.end"})");
        STEP(s, R"({"type":"turn.end"})");
        QCOMPARE(s.data.value(QStringLiteral("active_sphere")).toString(), QStringLiteral("radiant-spire")); // Cat's turn, same round
        STEP(s, R"({"type":"turn.end"})");
        // Round 2 waits for its flip: Radiant Spire is face up but its round is over.
        QCOMPARE(phase(s), QStringLiteral("sphere"));
        QCOMPARE(listOf(s.data.value(QStringLiteral("face_up_spheres"))), ids({"radiant-spire"}));
        QCOMPARE(s.data.value(QStringLiteral("active_sphere")).toString(), QString());
        STEP(s, R"({"type":"sphere.flip","sphere":"dawn-meadow"})");
        QCOMPARE(s.data.value(QStringLiteral("active_sphere")).toString(), QStringLiteral("dawn-meadow"));
    }

    // Rulebook, SPHERE CARDS: "Each Sphere card has a type and grants a benefit
    // to Hero cards of that type." Card text (Molten Caldera): "Fire heroes have
    // 1 extra Strength this round." The pack gives that as "strength": 1.
    void theSphereCardsStrengthIsInTheAttack()
    {
        const QJsonObject pack = packWith(shippedPack(), QStringLiteral("spheres"), QStringLiteral("molten-caldera"),
                                          QStringLiteral("strength"), 1);
        SessionState s = startedWith(pack);
        STEP(s, R"({"type":"sphere.flip","sphere":"molten-caldera"})");
        STEP(s, R"({"type":"phase.next"})");
        // Ember Duelist (Fire, Strength 3) attacks with 4, and the explanation names the card.
        STEP(s, R"({"type":"attack.declare","attack":"precise","targets":["brine-hunter"]})");
        const Event &declared = outcome.events.at(1);
        QCOMPARE(declared.type, QStringLiteral("attack.declared"));
        QCOMPARE(declared.data.value(QStringLiteral("strength")).toInt(), 4);
        QCOMPARE(declared.data.value(QStringLiteral("sphere")).toString(), QStringLiteral("molten-caldera"));
        QCOMPARE(declared.data.value(QStringLiteral("sphere_strength")).toInt(), 1);
        QCOMPARE(renderEnglish(declared.text),
                 QStringLiteral("Ember Duelist makes a precise attack with Strength 4 (1 of it from the Sphere card Molten Caldera)."));
        QCOMPARE(s.data.value(QStringLiteral("attack")).toObject().value(QStringLiteral("pending")).toArray().at(0).toObject()
                     .value(QStringLiteral("counters")).toInt(), 4);

        // Not for another type: Ben's Brine Hunter (Water) keeps Strength 3.
        SessionState b = s;
        while (b.data.contains(QStringLiteral("attack")))
            STEP(b, R"({"type":"attack.continue"})");
        STEP(b, R"({"type":"turn.end"})");
        STEP(b, R"({"type":"phase.next"})");
        STEP(b, R"({"type":"attack.declare","attack":"precise","targets":["dawn-knight"]})");
        QCOMPARE(outcome.events.at(1).data.value(QStringLiteral("strength")).toInt(), 3);
        QVERIFY(!outcome.events.at(1).data.contains(QStringLiteral("sphere")));

        // The card's round over, its Strength is gone: round 2 waits for its flip.
        while (b.data.contains(QStringLiteral("attack")))
            STEP(b, R"({"type":"attack.continue"})");
        STEP(b, R"({"type":"turn.end"})");
        STEP(b, R"({"type":"turn.end"})");
        QCOMPARE(phase(b), QStringLiteral("sphere"));
        STEP(b, R"({"type":"sphere.flip","sphere":"sunken-reef"})");
        STEP(b, R"({"type":"phase.next"})");
        STEP(b, R"({"type":"attack.declare","attack":"precise","targets":["brine-hunter"]})");
        QCOMPARE(outcome.events.at(1).data.value(QStringLiteral("strength")).toInt(), 3);

        // A Strength the table sets for the attack is taken as it is.
        SessionState t = startedWith(pack);
        STEP(t, R"({"type":"sphere.flip","sphere":"molten-caldera"})");
        STEP(t, R"({"type":"phase.next"})");
        STEP(t, R"({"type":"attack.declare","attack":"precise","targets":["brine-hunter"],"strength":2})");
        QCOMPARE(outcome.events.at(1).data.value(QStringLiteral("strength")).toInt(), 2);
        QVERIFY(!outcome.events.at(1).data.contains(QStringLiteral("sphere")));
    }

    void phasesRunInOrderAndMythPointsRefresh()
    {
        SessionState s = begun();
        QVERIFY(eventTypes(apply(game(), started(), obj(R"({"type":"sphere.flip"})")).value()).contains(QStringLiteral("turn.started")));
        REFUSE(s, R"({"type":"action.add_bane","hero":"brine-hunter"})", "el.wrong_phase", "exiled-legends.turn-phases");
        REFUSE(s, R"({"type":"attack.declare","attack":"precise","targets":["brine-hunter"]})", "el.wrong_phase",
               "exiled-legends.turn-phases");
        STEP(s, R"({"type":"phase.next"})");
        QCOMPARE(phase(s), QStringLiteral("action"));
        STEP(s, R"({"type":"action.add_bane","hero":"dawn-knight"})");
        QCOMPARE(counter(s, QStringLiteral("ann"), QStringLiteral("mp")), 1);
        STEP(s, R"({"type":"phase.next"})");
        QCOMPARE(phase(s), QStringLiteral("attack"));
        // Moving on to the Attack phase closes the Action phase for this turn.
        REFUSE(s, R"({"type":"action.switch","hero":"ash-warden"})", "el.action_phase_over", "exiled-legends.actions");
        STEP(s, R"({"type":"phase.next"})");
        QCOMPARE(phase(s), QStringLiteral("end"));
        STEP(s, R"({"type":"phase.next"})");
        QCOMPARE(turn(s).value(QStringLiteral("player")).toString(), QStringLiteral("ben"));
        QCOMPARE(phase(s), QStringLiteral("beginning"));
        QVERIFY(!eventTypes(outcome).contains(QStringLiteral("mp.refreshed"))); // Ben spent nothing
        STEP(s, R"({"type":"turn.end"})");
        STEP(s, R"({"type":"turn.end"})");
        STEP(s, R"({"type":"sphere.flip"})");
        QVERIFY(eventTypes(outcome).contains(QStringLiteral("mp.refreshed")));
        QCOMPARE(counter(s, QStringLiteral("ann"), QStringLiteral("mp")), 2);
        QCOMPARE(playerData(s, QStringLiteral("ann")).value(QStringLiteral("spent_mp")).toBool(), false);
    }

    void theFiveMythPointActions()
    {
        SessionState s = inAction();
        // Add a bane token of your Legend to any hero, even your own.
        STEP(s, R"({"type":"action.add_bane","hero":"brine-hunter"})");
        QCOMPARE(counter(s, QStringLiteral("brine-hunter"), QStringLiteral("bane:cindrel")), 1);
        QCOMPARE(counter(s, QStringLiteral("ann"), QStringLiteral("mp")), 1);
        REFUSE_SAYING(s, R"({"type":"action.add_bane","hero":"tide-caller"})", "el.action_used", "exiled-legends.actions",
                      "Adding a bane token has been done already this turn.");
        // Take 1 damage off an own Support.
        SessionState hurt = s;
        STEP(hurt, R"({"type":"counter.set","entity":"ash-warden","counter":"damage","value":2})");
        STEP(hurt, R"({"type":"action.remove_damage","hero":"ash-warden"})");
        QCOMPARE(counter(hurt, QStringLiteral("ash-warden"), QStringLiteral("damage")), 1);
        QCOMPARE(counter(hurt, QStringLiteral("ann"), QStringLiteral("mp")), 0);
        REFUSE(hurt, R"({"type":"action.switch","hero":"ash-warden"})", "el.not_enough_mp", "exiled-legends.myth-points");
        // Switch the Champion with a Support.
        SessionState switched = s;
        STEP(switched, R"({"type":"action.switch","hero":"flare-runner"})");
        QCOMPARE(champion(switched, QStringLiteral("ann")), QStringLiteral("flare-runner"));
        QCOMPARE(supports(switched, QStringLiteral("ann")), ids({"ash-warden", "ember-duelist"}));
        // Return an unmarked Support under the deck and turn up the top card.
        SessionState returned = s;
        STEP(returned, R"({"type":"action.return_support","hero":"ash-warden"})");
        QCOMPARE(supports(returned, QStringLiteral("ann")), ids({"magma-sentinel", "flare-runner"}));
        QCOMPARE(deck(returned, QStringLiteral("ann")), ids({"kiln-brute", "cinder-squire", "ash-warden"}));
        // Remove a bane token from any hero.
        SessionState cleaned = s;
        STEP(cleaned, R"({"type":"action.remove_bane","hero":"brine-hunter"})");
        QCOMPARE(counter(cleaned, QStringLiteral("brine-hunter"), QStringLiteral("bane:cindrel")), 0);
        QVERIFY(!cleaned.entity(QStringLiteral("brine-hunter"))->counter(QStringLiteral("bane:cindrel")).has_value());

        SessionState fresh = inAction();
        REFUSE(fresh, R"({"type":"action.remove_bane","hero":"brine-hunter"})", "el.no_such_bane", "exiled-legends.bane-tokens");
        REFUSE(fresh, R"({"type":"action.remove_damage","hero":"ash-warden"})", "el.no_damage", "exiled-legends.actions");
        REFUSE(fresh, R"({"type":"action.remove_damage","hero":"current-sage"})", "el.not_your_support", "exiled-legends.actions");
        REFUSE(fresh, R"({"type":"action.switch","hero":"ember-duelist"})", "el.not_your_support", "exiled-legends.actions");
        REFUSE(fresh, R"({"type":"action.add_bane","hero":"maren"})", "el.legend_not_flipped", "exiled-legends.legends");
        REFUSE(fresh, R"({"type":"action.add_bane","hero":"kiln-brute"})", "el.not_in_play", "exiled-legends.heroes");
        BAD_REQUEST(fresh, R"({"type":"action.add_bane","hero":"nobody"})", "request.unknown_id");
        STEP(fresh, R"({"type":"counter.set","entity":"flare-runner","counter":"bane:maren","value":1})");
        REFUSE(fresh, R"({"type":"action.return_support","hero":"flare-runner"})", "el.support_marked", "exiled-legends.actions");
        // Five tokens per Legend: with all of Cindrel's on the table, none is left to add.
        STEP(fresh, R"({"type":"counter.set","entity":"tide-caller","counter":"bane:cindrel","value":5})");
        REFUSE(fresh, R"({"type":"action.add_bane","hero":"dawn-knight"})", "el.no_bane_tokens", "exiled-legends.bane-tokens");
        // Two kinds on one hero: the kind to remove must be named.
        STEP(fresh, R"({"type":"counter.set","entity":"flare-runner","counter":"bane:solace","value":1})");
        BAD_REQUEST(fresh, R"({"type":"action.remove_bane","hero":"flare-runner"})", "request.field");
        STEP(fresh, R"({"type":"action.remove_bane","hero":"flare-runner","legend":"solace"})");
        QCOMPARE(counter(fresh, QStringLiteral("flare-runner"), QStringLiteral("bane:maren")), 1);
    }

    void banesApplyWithoutStacking()
    {
        // Fire: one extra counter each time the hero takes damage, however many Fire tokens it carries.
        SessionState s = inAction();
        STEP(s, R"({"type":"counter.set","entity":"dawn-knight","counter":"bane:cindrel","value":2})");
        STEP(s, R"({"type":"attack.declare","attack":"precise","targets":["dawn-knight"]})");
        STEP(s, R"({"type":"attack.continue"})");
        QCOMPARE(counter(s, QStringLiteral("dawn-knight"), QStringLiteral("damage")), 3 + 1);
        // Water: 1 less Strength, so Ember Duelist's mass attack takes two targets, not three.
        SessionState w = inAction();
        STEP(w, R"({"type":"counter.set","entity":"ember-duelist","counter":"bane:maren","value":3})");
        REFUSE(w, R"({"type":"attack.declare","attack":"mass","targets":["brine-hunter","current-sage","tide-caller"]})",
               "el.mass_too_many", "exiled-legends.mass-attack");
        STEP(w, R"({"type":"attack.declare","attack":"mass","targets":["brine-hunter","current-sage"]})");
        QCOMPARE(s.data.value(QStringLiteral("attack")).isUndefined(), true);
        // Light: a reminder at the start of the turn of the hero's owner.
        SessionState l = inAction();
        STEP(l, R"({"type":"counter.set","entity":"brine-hunter","counter":"bane:solace","value":1})");
        STEP(l, R"({"type":"turn.end"})");
        const QJsonArray reminders = turn(l).value(QStringLiteral("bane_reminders")).toArray();
        QCOMPARE(reminders.size(), 1);
        QCOMPARE(reminders.at(0).toObject().value(QStringLiteral("hero")).toString(), QStringLiteral("brine-hunter"));
        QCOMPARE(reminders.at(0).toObject().value(QStringLiteral("legend")).toString(), QStringLiteral("solace"));
    }

    void attackStepsWithWindows()
    {
        SessionState s = inAction();
        // Step 1: the counters wait beside the target; step 2 opens a window for Ben's abilities.
        STEP(s, R"({"type":"attack.declare","attack":"precise","targets":["brine-hunter"]})");
        QCOMPARE(phase(s), QStringLiteral("attack"));
        const QJsonObject attack = s.data.value(QStringLiteral("attack")).toObject();
        QCOMPARE(attack.value(QStringLiteral("step")).toString(), QStringLiteral("reactions"));
        QCOMPARE(attack.value(QStringLiteral("pending")).toArray().at(0).toObject().value(QStringLiteral("counters")).toInt(), 3);
        const QJsonArray window = attack.value(QStringLiteral("window")).toArray();
        QCOMPARE(window.size(), 2);
        QCOMPARE(window.at(0).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Ebb"));
        QCOMPARE(window.at(0).toObject().value(QStringLiteral("hero")).toString(), QStringLiteral("tide-caller"));
        QCOMPARE(window.at(1).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Tidal Ward"));
        QCOMPARE(window.at(1).toObject().value(QStringLiteral("ability")).toString(), QStringLiteral("team"));
        QCOMPARE(counter(s, QStringLiteral("brine-hunter"), QStringLiteral("damage")), 0);

        REFUSE(s, R"({"type":"phase.next"})", "el.attack_in_progress", "exiled-legends.attack-phase");
        REFUSE(s, R"({"type":"attack.declare","attack":"precise","targets":["dawn-knight"]})", "el.attack_in_progress",
               "exiled-legends.attack-phase");
        REFUSE(s, R"({"type":"hero.destroy","hero":"dawn-knight"})", "el.attack_in_progress", "exiled-legends.attack-phase");
        REFUSE(s, R"({"type":"ability.use","hero":"current-sage","ability":"support"})", "el.ability_not_triggered_now",
               "exiled-legends.triggered-abilities");
        REFUSE(s, R"({"type":"ability.use","hero":"tide-caller","ability":"support","effects":[{"effect":"prevent","hero":"current-sage"}]})",
               "el.prevent_not_targeted", "exiled-legends.attack-phase");
        // Tidal Ward's computed effect takes the 1 counter off Ben's Champion by itself.
        STEP(s, R"({"type":"ability.use","hero":"maren","ability":"team"})");
        QCOMPARE(s.data.value(QStringLiteral("attack")).toObject().value(QStringLiteral("pending")).toArray().at(0).toObject()
                     .value(QStringLiteral("counters")).toInt(), 2);
        QCOMPARE(s.data.value(QStringLiteral("attack")).toObject().value(QStringLiteral("window")).toArray().size(), 1);
        REFUSE(s, R"({"type":"ability.use","hero":"maren","ability":"team"})", "el.ability_not_triggered_now",
               "exiled-legends.triggered-abilities");
        // Step 3 adds the counters; nobody has a damage trigger, so steps 4 and 5 follow at once.
        STEP(s, R"({"type":"attack.continue"})");
        QCOMPARE(counter(s, QStringLiteral("brine-hunter"), QStringLiteral("damage")), 2);
        QVERIFY(eventTypes(outcome).contains(QStringLiteral("attack.resolved")));
        QVERIFY(!s.data.contains(QStringLiteral("attack")));
        REFUSE(s, R"({"type":"attack.continue"})", "el.no_attack_in_progress", "exiled-legends.attack-phase");
        REFUSE(s, R"({"type":"attack.declare","attack":"precise","targets":["dawn-knight"]})", "el.already_attacked",
               "exiled-legends.turn-phases");
        REFUSE(s, R"({"type":"effects.apply","effects":[{"effect":"prevent","hero":"brine-hunter"}]})",
               "el.prevent_outside_reactions", "exiled-legends.attack-phase");
    }

    // "Dealt to this hero instead" (Shelter): step 2 moves waiting counters
    // to another hero, who takes them in step 3 like a target.
    void redirectMovesWaitingCountersToAnotherHero()
    {
        SessionState s = inAction();
        REFUSE(s, R"({"type":"effects.apply","effects":[{"effect":"redirect","hero":"brine-hunter","to":"tide-caller"}]})",
               "el.redirect_outside_reactions", "exiled-legends.attack-phase");
        STEP(s, R"({"type":"attack.declare","attack":"precise","targets":["brine-hunter"]})");
        REFUSE(s, R"({"type":"ability.use","hero":"tide-caller","ability":"support","effects":[{"effect":"redirect","hero":"brine-hunter","to":"brine-hunter"}]})",
               "el.redirect_same_hero", "exiled-legends.attack-phase");
        REFUSE(s, R"({"type":"ability.use","hero":"tide-caller","ability":"support","effects":[{"effect":"redirect","hero":"current-sage","to":"tide-caller"}]})",
               "el.prevent_not_targeted", "exiled-legends.attack-phase");
        BAD_REQUEST(s, R"({"type":"ability.use","hero":"tide-caller","ability":"support","effects":[{"effect":"redirect","hero":"brine-hunter"}]})",
                    "request.field");
        STEP(s, R"({"type":"ability.use","hero":"tide-caller","ability":"support","effects":[{"effect":"redirect","hero":"brine-hunter","to":"tide-caller","amount":1}]})");
        QVERIFY(eventTypes(outcome).contains(QStringLiteral("damage.redirected")));
        const QJsonArray pending = s.data.value(QStringLiteral("attack")).toObject().value(QStringLiteral("pending")).toArray();
        QCOMPARE(pending.size(), 2);
        QCOMPARE(pending.at(0).toObject().value(QStringLiteral("counters")).toInt(), 2);
        QCOMPARE(pending.at(1).toObject().value(QStringLiteral("hero")).toString(), QStringLiteral("tide-caller"));
        QCOMPARE(pending.at(1).toObject().value(QStringLiteral("counters")).toInt(), 1);
        STEP(s, R"({"type":"attack.continue"})");
        QCOMPARE(counter(s, QStringLiteral("brine-hunter"), QStringLiteral("damage")), 2);
        QCOMPARE(counter(s, QStringLiteral("tide-caller"), QStringLiteral("damage")), 1);
    }

    // The resolved attack stays readable in the turn until the next turn.
    void aResolvedAttackLeavesItsOutcomeUntilTheTurnEnds()
    {
        SessionState s = inAction();
        QVERIFY(!turn(s).contains(QStringLiteral("last_attack")));
        STEP(s, R"({"type":"attack.declare","attack":"mass","strength":2,"targets":["brine-hunter","tide-caller"]})");
        QVERIFY(!turn(s).contains(QStringLiteral("last_attack")));
        // Tide Caller brought to the brink by hand: the attack destroys it.
        STEP(s, R"({"type":"counter.adjust","entity":"tide-caller","counter":"damage","delta":4})");
        for (int i = 0; i < 2 && s.data.contains(QStringLiteral("attack")); ++i)
            STEP(s, R"({"type":"attack.continue"})");
        QVERIFY(!s.data.contains(QStringLiteral("attack")));
        const QJsonObject last = turn(s).value(QStringLiteral("last_attack")).toObject();
        QCOMPARE(last.value(QStringLiteral("type")).toString(), QStringLiteral("mass"));
        QCOMPARE(last.value(QStringLiteral("attacker")).toString(), QStringLiteral("ember-duelist"));
        QCOMPARE(last.value(QStringLiteral("strength")).toInt(), 2);
        const QJsonArray dealt = last.value(QStringLiteral("dealt")).toArray();
        QCOMPARE(dealt.size(), 2);
        QCOMPARE(dealt.at(0).toObject().value(QStringLiteral("hero")).toString(), QStringLiteral("brine-hunter"));
        QCOMPARE(dealt.at(0).toObject().value(QStringLiteral("counters")).toInt(), 1);
        QCOMPARE(dealt.at(1).toObject().value(QStringLiteral("counters")).toInt(), 1);
        QCOMPARE(listOf(last.value(QStringLiteral("destroyed"))), ids({"tide-caller"}));
        // It survives the log's JSON and stays through the End phase.
        auto back = sessionStateFromJson(toJson(s));
        QVERIFY(back.ok());
        QCOMPARE(fingerprint(back.value()), fingerprint(s));
        STEP(s, R"({"type":"phase.next"})");
        QCOMPARE(phase(s), QStringLiteral("end"));
        QVERIFY(turn(s).contains(QStringLiteral("last_attack")));
        STEP(s, R"({"type":"phase.next"})");
        QCOMPARE(turn(s).value(QStringLiteral("player")).toString(), QStringLiteral("ben"));
        QVERIFY(!turn(s).contains(QStringLiteral("last_attack")));
    }

    void attackTargetsFollowTheCalculatorsRules()
    {
        const SessionState s = inAction();
        REFUSE_SAYING(s, R"({"type":"attack.declare","attack":"precise","targets":["ember-duelist"]})", "el.own_hero",
                      "exiled-legends.precise-attack", "Ember Duelist belongs to the attacking player and cannot be targeted.");
        REFUSE_SAYING(s, R"({"type":"attack.declare","attack":"precise","targets":["current-sage"]})", "el.precise_not_champion",
                      "exiled-legends.precise-attack",
                      "A precise attack may only target a Champion, and Current Sage is a Support (unless an ability allows it).");
        REFUSE(s, R"({"type":"attack.declare","attack":"precise","targets":["brine-hunter","dawn-knight"]})",
               "el.precise_one_target", "exiled-legends.precise-attack");
        REFUSE_SAYING(s, R"({"type":"attack.declare","attack":"mass","targets":["brine-hunter","current-sage","lumen-cleric"]})",
                      "el.mass_support_without_champion", "exiled-legends.mass-attack",
                      "Lumen Cleric is a Support: it can be chosen only together with cat's Champion.");
        REFUSE(s, R"({"type":"attack.declare","attack":"mass","targets":["brine-hunter","dawn-knight"]})", "el.mass_too_few",
               "exiled-legends.mass-attack");
        REFUSE(s, R"({"type":"attack.declare","attack":"mass","targets":["brine-hunter","brine-hunter","dawn-knight"]})",
               "el.mass_duplicate_target", "exiled-legends.mass-attack");
        REFUSE(s, R"({"type":"attack.declare","attack":"mass","targets":["brine-hunter","dawn-knight","halo-archer","current-sage"]})",
               "el.mass_too_many", "exiled-legends.mass-attack");
        REFUSE(s, R"({"type":"attack.declare","attack":"precise","targets":["reef-guard"]})", "el.target_unavailable",
               "exiled-legends.precise-attack");
        REFUSE(s, R"({"type":"attack.declare","attack":"precise","targets":["maren"]})", "el.legend_not_flipped",
               "exiled-legends.legends");
        BAD_REQUEST(s, R"({"type":"attack.declare","attack":"precise","targets":["nobody"]})", "request.unknown_id");
        BAD_REQUEST(s, R"({"type":"attack.declare","attack":"sneaky","targets":["brine-hunter"]})", "request.choice");

        // An ability may allow precise attacks on Supports, or set the Strength: the table says so.
        SessionState allowed = s;
        STEP(allowed, R"({"type":"attack.declare","attack":"precise","targets":["current-sage"],"can_precise_support":true,"strength":5})");
        QCOMPARE(allowed.data.value(QStringLiteral("attack")).toObject().value(QStringLiteral("strength")).toInt(), 5);
        // A mass attack across two players, each Support with its own Champion.
        SessionState mass = s;
        STEP(mass, R"({"type":"attack.declare","attack":"mass","targets":["brine-hunter","dawn-knight","halo-archer"]})");
        QCOMPARE(mass.data.value(QStringLiteral("attack")).toObject().value(QStringLiteral("pending")).toArray().size(), 3);
    }

    void abilitiesByKind()
    {
        SessionState s = inAction();
        REFUSE(s, R"({"type":"ability.use","hero":"ember-duelist","ability":"champion"})", "el.ability_continuous",
               "exiled-legends.continuous-abilities");
        REFUSE(s, R"({"type":"ability.use","hero":"flare-runner","ability":"champion"})", "el.ability_wrong_position",
               "exiled-legends.hero-cards");
        REFUSE(s, R"({"type":"ability.use","hero":"lumen-cleric","ability":"support"})", "el.not_your_turn",
               "exiled-legends.functional-abilities");
        REFUSE(s, R"({"type":"ability.use","hero":"cindrel","ability":"champion"})", "el.legend_not_flipped",
               "exiled-legends.legends");
        REFUSE(s, R"({"type":"ability.use","hero":"tide-caller","ability":"support"})", "el.ability_not_triggered_now",
               "exiled-legends.triggered-abilities");
        BAD_REQUEST(s, R"({"type":"ability.use","hero":"flare-runner","ability":"team"})", "request.field");
        // Quick Relay (1 MP): its computed effect switches it with the Champion.
        STEP(s, R"({"type":"ability.use","hero":"flare-runner","ability":"support"})");
        QCOMPARE(champion(s, QStringLiteral("ann")), QStringLiteral("flare-runner"));
        QCOMPARE(counter(s, QStringLiteral("ann"), QStringLiteral("mp")), 1);
        const Event &used = outcome.events.front();
        QCOMPARE(used.type, QStringLiteral("ability.used"));
        QCOMPARE(used.data.value(QStringLiteral("name")).toString(), QStringLiteral("Quick Relay"));
        QCOMPARE(used.data.value(QStringLiteral("kind")).toString(), QStringLiteral("functional"));
        // Ember Duelist is a Support now: its free functional ability, once per turn.
        STEP(s, R"({"type":"ability.use","hero":"ember-duelist","ability":"support","effects":[{"effect":"switch","support":"tide-caller"}]})");
        QCOMPARE(champion(s, QStringLiteral("ben")), QStringLiteral("tide-caller"));
        REFUSE(s, R"({"type":"ability.use","hero":"ember-duelist","ability":"support"})", "el.action_used",
               "exiled-legends.functional-abilities");
        STEP(s, R"({"type":"action.switch","hero":"ember-duelist"})");
        REFUSE(s, R"({"type":"action.switch","hero":"flare-runner"})", "el.action_used", "exiled-legends.actions");
        STEP(s, R"({"type":"phase.next"})");
        REFUSE(s, R"({"type":"ability.use","hero":"flare-runner","ability":"support"})", "el.action_phase_over",
               "exiled-legends.functional-abilities");

        // A functional Team ability with a cost, in its owner's turn.
        SessionState c = inAction();
        STEP(c, R"({"type":"turn.end"})");
        STEP(c, R"({"type":"turn.end"})");
        STEP(c, R"({"type":"phase.next"})");
        STEP(c, R"({"type":"counter.set","entity":"cat","counter":"mp","value":0})");
        REFUSE(c, R"({"type":"ability.use","hero":"solace","ability":"team"})", "el.not_enough_mp", "exiled-legends.myth-points");
        STEP(c, R"({"type":"counter.set","entity":"cat","counter":"mp","value":1})");
        STEP(c, R"({"type":"counter.set","entity":"halo-archer","counter":"damage","value":2})");
        STEP(c, R"({"type":"ability.use","hero":"solace","ability":"team","effects":[{"effect":"damage","hero":"halo-archer","amount":-1}]})");
        QCOMPARE(counter(c, QStringLiteral("halo-archer"), QStringLiteral("damage")), 1);
        QCOMPARE(counter(c, QStringLiteral("cat"), QStringLiteral("mp")), 0);
    }

    // Card text (Rime Shell, Frost Adept's Champion ability): "As a mass attack
    // targets this Champion, none of its damage is dealt to it." The pack says
    // so with "targets": "self": its effects may name Frost Adept only, not
    // another hero of Ben's nor another player's hero.
    void anAbilityActsOnlyOnTheHeroesItsCardAllows()
    {
        const QJsonObject pack = packWith(shippedPack(), QStringLiteral("heroes"), QStringLiteral("frost-adept"),
                                          QStringLiteral("champion.targets"), QStringLiteral("self"));
        SessionState s = startedWith(
            pack, R"({"type":"lineup.choose","player":"ben","champion":"frost-adept","supports":["current-sage","tide-caller"]})");
        STEP(s, R"({"type":"sphere.flip"})");
        STEP(s, R"({"type":"phase.next"})");
        STEP(s, R"({"type":"attack.declare","attack":"mass","targets":["frost-adept","current-sage","dawn-knight"]})");
        REFUSE_SAYING(s, R"({"type":"ability.use","hero":"frost-adept","ability":"champion","effects":[{"effect":"prevent","hero":"dawn-knight"}]})",
                      "el.ability_target", "exiled-legends.hero-cards", "Rime Shell acts on Frost Adept only, not on Dawn Knight.");
        REFUSE(s, R"({"type":"ability.use","hero":"frost-adept","ability":"champion","effects":[{"effect":"prevent","hero":"current-sage"}]})",
               "el.ability_target", "exiled-legends.hero-cards");
        // Its computed effect (prevent on "self") negates the counters on Frost Adept by itself.
        STEP(s, R"({"type":"ability.use","hero":"frost-adept","ability":"champion"})");
        const QJsonArray pending = s.data.value(QStringLiteral("attack")).toObject().value(QStringLiteral("pending")).toArray();
        QCOMPARE(pending.at(0).toObject().value(QStringLiteral("hero")).toString(), QStringLiteral("frost-adept"));
        QCOMPARE(pending.at(0).toObject().value(QStringLiteral("counters")).toInt(), 0);
        QCOMPARE(pending.at(2).toObject().value(QStringLiteral("counters")).toInt(), 1); // Dawn Knight's stay

        // "team": the heroes of the ability's own player (Ebb, Tide Caller: "As a hero of yours is attacked ...").
        const QJsonObject teamPack = packWith(shippedPack(), QStringLiteral("heroes"), QStringLiteral("tide-caller"),
                                              QStringLiteral("support.targets"), QStringLiteral("team"));
        SessionState t = startedWith(teamPack);
        STEP(t, R"({"type":"sphere.flip"})");
        STEP(t, R"({"type":"phase.next"})");
        STEP(t, R"({"type":"attack.declare","attack":"mass","targets":["brine-hunter","current-sage","dawn-knight"]})");
        REFUSE_SAYING(t, R"({"type":"ability.use","hero":"tide-caller","ability":"support","effects":[{"effect":"prevent","hero":"dawn-knight"}]})",
                      "el.ability_target", "exiled-legends.hero-cards", "Ebb acts on ben's heroes only, not on Dawn Knight.");
        STEP(t, R"({"type":"ability.use","hero":"tide-caller","ability":"support","effects":[{"effect":"prevent","hero":"current-sage"}]})");
    }

    // Card text (Glint, Halo Archer's Support ability): "As a hero of yours
    // takes damage, put 1 of your bane tokens on the attacking Champion." With
    // its computed effect in the pack, using it puts the token there.
    void aTriggeredAbilitysComputedEffectIsApplied()
    {
        QJsonArray glint{obj(R"({"effect":"add_bane","hero":"attacker"})")};
        const QJsonObject pack = packWith(shippedPack(), QStringLiteral("heroes"), QStringLiteral("halo-archer"),
                                          QStringLiteral("support.effects"), glint);
        SessionState s = startedWith(pack);
        STEP(s, R"({"type":"sphere.flip"})");
        STEP(s, R"({"type":"turn.end"})"); // Ben's turn
        STEP(s, R"({"type":"phase.next"})");
        STEP(s, R"({"type":"attack.declare","attack":"precise","targets":["dawn-knight"]})");
        STEP(s, R"({"type":"attack.continue"})"); // Salt Wound not used; Dawn Knight takes 3
        QCOMPARE(counter(s, QStringLiteral("dawn-knight"), QStringLiteral("damage")), 3);
        // Step 4's window offers Glint to Cat; used without any effect entered, it acts by itself.
        STEP(s, R"({"type":"ability.use","hero":"halo-archer","ability":"support"})");
        QCOMPARE(counter(s, QStringLiteral("brine-hunter"), QStringLiteral("bane:solace")), 1);
        QCOMPARE(outcome.events.at(1).type, QStringLiteral("bane.added"));
        QCOMPARE(renderEnglish(outcome.events.at(1).text),
                 QStringLiteral("A bane token of Solace the Radiant goes on Brine Hunter (1 of that kind there)."));

        // Outside an attack there is no attacking Champion: an "other" trigger with that role is refused.
        const QJsonObject otherPack = packWith(pack, QStringLiteral("heroes"), QStringLiteral("halo-archer"),
                                               QStringLiteral("support.trigger"), QStringLiteral("other"));
        SessionState o = startedWith(otherPack);
        STEP(o, R"({"type":"sphere.flip"})");
        REFUSE(o, R"({"type":"ability.use","hero":"halo-archer","ability":"support"})", "el.no_attack_in_progress",
               "exiled-legends.attack-phase");
    }

    // The shipped pack's computed texts do what they say when used.
    // Rally (Dawn Knight's Support): "Pay 1 MP: your Champion has 1 extra
    // Strength this turn." Quick Relay (Flare Runner's Support): "Pay 1 MP:
    // swap your Champion with this Support." Shelter (Reef Guard's Support):
    // "As your Champion is precise attacked, 1 of that damage is dealt to this
    // Support instead."
    void shippedComputedTextsDoWhatTheySay()
    {
        const QByteArray benLineup =
            R"({"type":"lineup.choose","player":"ben","champion":"brine-hunter","supports":["reef-guard","current-sage"]})";
        const QByteArray annLineup =
            R"({"type":"lineup.choose","player":"ann","champion":"ember-duelist","supports":["kiln-brute","flare-runner"]})";
        const QByteArray catLineup =
            R"({"type":"lineup.choose","player":"cat","champion":"lumen-cleric","supports":["dawn-knight","sun-herald"]})";
        SessionState s = startedWith(shippedPack(), benLineup, annLineup, catLineup);
        STEP(s, R"({"type":"sphere.flip"})");
        STEP(s, R"({"type":"phase.next"})");

        SessionState relay = s;
        STEP(relay, R"({"type":"ability.use","hero":"flare-runner","ability":"support"})");
        QCOMPARE(champion(relay, QStringLiteral("ann")), QStringLiteral("flare-runner"));
        QCOMPARE(counter(relay, QStringLiteral("ann"), QStringLiteral("mp")), 1);

        // Ember Duelist (Strength 3) precise-attacks Brine Hunter; Shelter takes 1 of the 3.
        STEP(s, R"({"type":"attack.declare","attack":"precise","targets":["brine-hunter"]})");
        STEP(s, R"({"type":"ability.use","hero":"reef-guard","ability":"support"})");
        const QJsonArray pending = s.data.value(QStringLiteral("attack")).toObject().value(QStringLiteral("pending")).toArray();
        QCOMPARE(pending.size(), 2);
        QCOMPARE(pending.at(0).toObject().value(QStringLiteral("counters")).toInt(), 2);
        QCOMPARE(pending.at(1).toObject().value(QStringLiteral("hero")).toString(), QStringLiteral("reef-guard"));
        QCOMPARE(pending.at(1).toObject().value(QStringLiteral("counters")).toInt(), 1);
        for (int i = 0; i < 2 && s.data.value(QStringLiteral("attack")).isObject(); ++i)
            STEP(s, R"({"type":"attack.continue"})");
        QCOMPARE(counter(s, QStringLiteral("reef-guard"), QStringLiteral("damage")), 1);

        STEP(s, R"({"type":"turn.end"})");
        STEP(s, R"({"type":"turn.end"})"); // Cat's turn
        STEP(s, R"({"type":"phase.next"})");
        STEP(s, R"({"type":"ability.use","hero":"dawn-knight","ability":"support"})");
        QCOMPARE(counter(s, QStringLiteral("lumen-cleric"), QStringLiteral("gain_strength")), 1);
        QCOMPARE(counter(s, QStringLiteral("cat"), QStringLiteral("mp")), 1);
    }

    // A by-hand text (Kindle, Cinder Squire's Support: "Pay 1 MP: 1 damage
    // counter goes on a Champion of your choice.", marked "by_hand":
    // ["damage"]): used, the step names it and its text, and the options offer
    // its correction on every hero in play, through effects.apply naming
    // Kindle; once the phase moves on, neither is offered any more.
    void aByHandTextOffersItsCorrectionsUntilPlayMovesOn()
    {
        const QByteArray annLineup =
            R"({"type":"lineup.choose","player":"ann","champion":"ember-duelist","supports":["cinder-squire","kiln-brute"]})";
        SessionState s = startedWith(shippedPack(), R"({"type":"lineup.choose","player":"ben","champion":"brine-hunter","supports":["current-sage","tide-caller"]})", annLineup);
        STEP(s, R"({"type":"sphere.flip"})");
        STEP(s, R"({"type":"phase.next"})");
        auto before = gameOptions(game(), s);
        QVERIFY(before.ok());
        QVERIFY(!before->step.contains(QStringLiteral("by_hand")));

        STEP(s, R"({"type":"ability.use","hero":"cinder-squire","ability":"support"})");
        QCOMPARE(counter(s, QStringLiteral("ann"), QStringLiteral("mp")), 1);
        auto options = gameOptions(game(), s);
        QVERIFY(options.ok());
        const QJsonObject byHand = options->step.value(QStringLiteral("by_hand")).toObject();
        QCOMPARE(byHand.value(QStringLiteral("name")).toString(), QStringLiteral("Kindle"));
        QCOMPARE(byHand.value(QStringLiteral("hero")).toString(), QStringLiteral("cinder-squire"));
        QCOMPARE(byHand.value(QStringLiteral("text")).toString(),
                 QStringLiteral("Pay 1 MP: 1 damage counter goes on a Champion of your choice."));
        QCOMPARE(byHand.value(QStringLiteral("corrections")).toArray(), QJsonArray{QStringLiteral("damage")});
        const QJsonObject onBrine = obj(
            R"({"type":"effects.apply","effects":[{"effect":"damage","hero":"brine-hunter","amount":1}],"source":"Kindle"})");
        QStringList labels;
        for (const OfferedAction &option : options->options)
            if (option.action.value(QStringLiteral("type")).toString() == QLatin1String("effects.apply"))
                labels << renderEnglish(option.label);
        QCOMPARE(labels.size(), 9); // every hero in play, each player's three
        QVERIFY(labels.contains(QStringLiteral("1 damage counter on Brine Hunter")));
        QVERIFY(std::any_of(options->options.begin(), options->options.end(),
                            [&](const OfferedAction &o) { return o.action == onBrine; }));

        auto tapped = apply(game(), s, onBrine);
        QVERIFY(tapped.ok());
        s = tapped->state;
        QCOMPARE(counter(s, QStringLiteral("brine-hunter"), QStringLiteral("damage")), 1);
        QCOMPARE(renderEnglish(tapped->events.at(0).text), QStringLiteral("The table applies an effect of Kindle."));

        STEP(s, R"({"type":"phase.next"})");
        auto after = gameOptions(game(), s);
        QVERIFY(after.ok());
        QVERIFY(!after->step.contains(QStringLiteral("by_hand")));
        for (const OfferedAction &option : after->options)
            QVERIFY(option.action.value(QStringLiteral("type")).toString() != QLatin1String("effects.apply"));
    }

    // Card text (Stoke, Kiln Brute's Support ability): "Roll 1d6: with 4 or
    // more, your Champion has 1 extra Strength this turn." Rulebook: "Roll 1d6.
    // On 4-6, your Champion gains 1 Strength." is a functional ability, and
    // gains "last only until the end of your turn".
    // Rulebook: bane tokens and Sphere cards carry texts the players apply.
    // A by-hand Sphere card in force offers its corrections for the heroes
    // and players of its type all round (Dawn Meadow: Light players start
    // their turns with 1 extra Myth Point); a by-hand bane token due at the
    // start of a turn offers its own for the hero carrying it and that hero's
    // player, in the Beginning phase (Solace: the player loses 1 Myth Point).
    void byHandSphereCardsAndBanesOfferTheirCorrections()
    {
        SessionState s = started();
        STEP(s, R"({"type":"counter.set","entity":"ember-duelist","counter":"bane:solace","value":1})");
        STEP(s, R"({"type":"sphere.flip","sphere":"dawn-meadow"})");
        QCOMPARE(phase(s), QStringLiteral("beginning"));
        const auto corrections = [](const SessionState &state) {
            std::map<QString, QStringList> bySource;
            const GameOptions now = gameOptions(game(), state).value();
            for (const OfferedAction &option : now.options)
                if (option.action.value(QStringLiteral("type")) == QLatin1String("effects.apply"))
                    bySource[option.action.value(QStringLiteral("source")).toString()] << renderEnglish(option.label);
            return bySource;
        };
        auto now = corrections(s);
        QCOMPARE(now[QStringLiteral("Dawn Meadow")], QStringList{QStringLiteral("1 Myth Point for cat")});
        QCOMPARE(now[QStringLiteral("Solace the Radiant")], QStringList{QStringLiteral("ann loses 1 Myth Point")});
        const QJsonArray texts = gameOptions(game(), s).value().step.value(QStringLiteral("by_hand_texts")).toArray();
        QCOMPARE(texts.size(), 2);
        QCOMPARE(texts.at(1).toObject().value(QStringLiteral("hero")).toString(), QStringLiteral("ember-duelist"));

        const int mp = counter(s, QStringLiteral("ann"), QStringLiteral("mp"));
        STEP(s, R"({"type":"effects.apply","source":"Solace the Radiant","effects":[{"effect":"mp","player":"ann","amount":-1}]})");
        QCOMPARE(counter(s, QStringLiteral("ann"), QStringLiteral("mp")), mp - 1);
        // The Beginning phase over, the bane's moment has passed; the card's round goes on.
        STEP(s, R"({"type":"phase.next"})");
        now = corrections(s);
        QVERIFY(now.find(QStringLiteral("Solace the Radiant")) == now.end());
        QCOMPARE(now[QStringLiteral("Dawn Meadow")], QStringList{QStringLiteral("1 Myth Point for cat")});
    }

    void anAbilityThatRollsTakesTheDieOrRollsIt()
    {
        QJsonObject pack = packWith(shippedPack(), QStringLiteral("heroes"), QStringLiteral("kiln-brute"),
                                    QStringLiteral("support.roll_min"), 4);
        pack = packWith(pack, QStringLiteral("heroes"), QStringLiteral("kiln-brute"), QStringLiteral("support.effects"),
                        QJsonArray{obj(R"({"effect":"gain","hero":"champion","strength":1})")});
        const QByteArray benLineup =
            R"({"type":"lineup.choose","player":"ben","champion":"brine-hunter","supports":["current-sage","tide-caller"]})";
        const QByteArray annLineup =
            R"({"type":"lineup.choose","player":"ann","champion":"ember-duelist","supports":["kiln-brute","flare-runner"]})";
        SessionState s = startedWith(pack, benLineup, annLineup);
        STEP(s, R"({"type":"sphere.flip"})");
        STEP(s, R"({"type":"phase.next"})");
        const std::size_t rollsBefore = s.rolls.size();

        // The real die showed 5: Ember Duelist has 1 more Strength until Ann's turn ends.
        SessionState five = s;
        STEP(five, R"({"type":"ability.use","hero":"kiln-brute","ability":"support","face":5})");
        QCOMPARE(outcome.events.at(1).type, QStringLiteral("ability.rolled"));
        QCOMPARE(outcome.events.at(1).data.value(QStringLiteral("roll")).toInt(), 5);
        QVERIFY(outcome.events.at(1).data.value(QStringLiteral("works")).toBool());
        QCOMPARE(renderEnglish(outcome.events.at(1).text), QStringLiteral("ann rolls 5 for Stoke (4 or more needed): it takes effect."));
        QCOMPARE(counter(five, QStringLiteral("ember-duelist"), QStringLiteral("gain_strength")), 1);
        QCOMPARE(five.rolls.size(), rollsBefore + 1);
        QVERIFY(five.rolls.back().physical);
        QCOMPARE(five.rolls.back().purpose, QStringLiteral("Stoke"));
        STEP(five, R"({"type":"attack.declare","attack":"precise","targets":["brine-hunter"]})");
        QCOMPARE(outcome.events.at(1).data.value(QStringLiteral("strength")).toInt(), 4);

        // A 3 does nothing, and the ability is used for the turn.
        SessionState three = s;
        STEP(three, R"({"type":"ability.use","hero":"kiln-brute","ability":"support","face":3})");
        QVERIFY(!outcome.events.at(1).data.value(QStringLiteral("works")).toBool());
        QCOMPARE(counter(three, QStringLiteral("ember-duelist"), QStringLiteral("gain_strength")), 0);
        REFUSE(three, R"({"type":"ability.use","hero":"kiln-brute","ability":"support"})", "el.action_used",
               "exiled-legends.functional-abilities");

        // No face: the session's generator rolls, and the outcome follows the face it drew.
        SessionState drawn = s;
        STEP(drawn, R"({"type":"ability.use","hero":"kiln-brute","ability":"support"})");
        QCOMPARE(drawn.rolls.size(), rollsBefore + 1);
        QVERIFY(!drawn.rolls.back().physical);
        const int face = drawn.rolls.back().total;
        QVERIFY(face >= 1 && face <= 6);
        QCOMPARE(counter(drawn, QStringLiteral("ember-duelist"), QStringLiteral("gain_strength")), face >= 4 ? 1 : 0);

        // A face the die cannot show, and a face for an ability that rolls nothing.
        REFUSE(s, R"({"type":"ability.use","hero":"kiln-brute","ability":"support","face":7})", "dice.face_out_of_range",
               "core.physical-dice");
        BAD_REQUEST(s, R"({"type":"ability.use","hero":"flare-runner","ability":"support","face":5})", "request.field");
    }

    void startOfTurnAbilitiesAreOfferedOnce()
    {
        SessionState s = setUp();
        s = must(s, R"({"type":"lineup.choose","player":"ann","champion":"ember-duelist","supports":["magma-sentinel","ash-warden"]})");
        s = must(s, R"({"type":"lineup.choose","player":"ben","champion":"reef-guard"})");
        s = must(s, R"({"type":"lineup.choose","player":"cat","champion":"dawn-knight"})");
        s = must(s, R"({"type":"order.roll","player":"ann","face":6})");
        s = must(s, R"({"type":"order.roll","player":"ben","face":1})");
        s = must(s, R"({"type":"order.roll","player":"cat","face":1})");
        s = must(s, R"({"type":"counter.set","entity":"magma-sentinel","counter":"damage","value":2})");
        STEP(s, R"({"type":"sphere.flip"})");
        const QJsonArray reminders = turn(s).value(QStringLiteral("reminders")).toArray();
        QCOMPARE(reminders.size(), 1);
        QCOMPARE(reminders.at(0).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Molten Core"));
        SessionState late = s;
        // Molten Core: "At the start of your turn, take 1 damage counter off this Support." (computed)
        STEP(s, R"({"type":"ability.use","hero":"magma-sentinel","ability":"support"})");
        QCOMPARE(counter(s, QStringLiteral("magma-sentinel"), QStringLiteral("damage")), 1);
        QCOMPARE(turn(s).value(QStringLiteral("reminders")).toArray().size(), 0);
        REFUSE(s, R"({"type":"ability.use","hero":"magma-sentinel","ability":"support"})", "el.ability_not_triggered_now",
               "exiled-legends.triggered-abilities");
        // Its moment is the Beginning phase: once past it, the chance is gone.
        STEP(late, R"({"type":"phase.next"})");
        REFUSE(late, R"({"type":"ability.use","hero":"magma-sentinel","ability":"support"})", "el.ability_not_triggered_now",
               "exiled-legends.triggered-abilities");
    }

    // Issue 24: a hand correction stays within what the cards allow, and one
    // that brings a hero's damage to its Max HP destroys it as an attack would
    // ("Heroes are destroyed when the number of damage counters on them equals
    // or exceeds their max HP", the rulebook's Destroyed Heroes).
    void handCorrectionsStayInRangeAndDestroy()
    {
        SessionState s = inAction();
        QCOMPARE(counter(s, QStringLiteral("ash-warden"), QStringLiteral("max_hp")), 6);
        REFUSE_SAYING(s, R"({"type":"counter.adjust","entity":"ash-warden","counter":"damage","delta":-3})", "counter.out_of_range",
                      "core.counters", "Ash Warden: damage can be 0 to 6, not -3.");
        REFUSE(s, R"({"type":"counter.set","entity":"ash-warden","counter":"damage","value":99})", "counter.out_of_range",
               "core.counters");
        REFUSE(s, R"({"type":"counter.set","entity":"ann","counter":"mp","value":-1})", "counter.out_of_range", "core.counters");
        // One short of Max HP: only the counter changes.
        STEP(s, R"({"type":"counter.set","entity":"ash-warden","counter":"damage","value":5})");
        QCOMPARE(counter(s, QStringLiteral("ash-warden"), QStringLiteral("damage")), 5);
        QVERIFY(supports(s, QStringLiteral("ann")).contains(QStringLiteral("ash-warden")));
        // The last counter: Ash Warden goes to the Graveyard and the deck fills its place.
        STEP(s, R"({"type":"counter.adjust","entity":"ash-warden","counter":"damage","delta":1})");
        QCOMPARE(listOf(playerData(s, QStringLiteral("ann")).value(QStringLiteral("graveyard"))), ids({"ash-warden"}));
        QCOMPARE(supports(s, QStringLiteral("ann")), ids({"flare-runner", "magma-sentinel"}));
        // A table's own counter is its own business: any value.
        STEP(s, R"({"type":"counter.set","entity":"ann","counter":"scratch","value":-5})");
    }

    // Rulebook: "Look at the top three cards of your Team deck and select
    // one to place face down in your Champion position." The real deck may
    // hold a card the pack lacks: the table types it whole, it joins the
    // session's pack and the player's Team deck, and it is chosen like any
    // other card; the next game's pack has it too.
    void aHeroTheListLacksIsTypedWhole()
    {
        SessionState s = setUp();
        auto now = gameOptions(game(), s);
        QVERIFY(now.ok());
        const OfferedAction *offer = nullptr;
        for (const OfferedAction &option : now.value().options)
            if (option.action.value(QStringLiteral("type")) == QLatin1String("deck.add_hero")
                && option.action.value(QStringLiteral("player")) == QLatin1String("ben"))
                offer = &option;
        QVERIFY(offer);
        QVERIFY(!offer->action.contains(QStringLiteral("hero")));
        QCOMPARE(offer->open.size(), std::size_t(1));
        QCOMPARE(offer->open.front().field, QStringLiteral("hero"));
        QStringList keys;
        for (const CardField &field : offer->open.front().card)
            keys << field.key;
        QCOMPARE(keys.join(QLatin1Char(',')),
                 QStringLiteral("name,type,strength,max_hp,champion_name,champion_text,support_name,support_text"));

#define TIDE_WARDEN                                                                                                    \
    R"({"type":"deck.add_hero","player":"ben","hero":{"name":"Tide Wärden","type":"water","strength":2,"max_hp":6,)"    \
    R"("champion_name":"Undertow","champion_text":"Pull a foe under.","support_name":"Shallows",)"                   \
    R"("support_text":"Calm the waters."}})"
        BAD_REQUEST(s, R"({"type":"deck.add_hero","player":"ben","hero":{"name":"Broken","type":"water","strength":2,"max_hp":0,
            "champion_name":"A","champion_text":"B","support_name":"C","support_text":"D"}})", "content.range");
        STEP(s, TIDE_WARDEN);
        QCOMPARE(eventTypes(outcome), QStringList{QStringLiteral("deck.hero_added")});
        QVERIFY(deck(s, QStringLiteral("ben")).contains(QStringLiteral("tide-warden")));
        QCOMPARE(counter(s, QStringLiteral("tide-warden"), QStringLiteral("max_hp")), 6);
        QCOMPARE(counter(s, QStringLiteral("tide-warden"), QStringLiteral("strength")), 2);
        STEP(s, R"({"type":"lineup.choose","player":"ben","champion":"tide-warden","supports":["current-sage","tide-caller"]})");
        QCOMPARE(champion(s, QStringLiteral("ben")), QStringLiteral("tide-warden"));
        // Its texts are the players': by hand, with every correction.
        const QJsonObject card = s.setup.value(QStringLiteral("content")).toObject().value(QStringLiteral("heroes")).toArray().last().toObject();
        QCOMPARE(card.value(QStringLiteral("champion")).toObject().value(QStringLiteral("text")).toString(), QStringLiteral("Pull a foe under."));
        QCOMPARE(card.value(QStringLiteral("champion")).toObject().value(QStringLiteral("by_hand")).toArray().size(),
                 exiled_legends::correctionNames().size());
        // Ben has lined up: his deck is not looked at again until it is drawn from.
        REFUSE(s, TIDE_WARDEN, "el.deck_not_looked_at", "exiled-legends.team-deck");

        // Kept for next time: in the table's pack once, however often typed.
        const QJsonObject action = obj(TIDE_WARDEN);
#undef TIDE_WARDEN
        const QJsonObject kept = game().keepInPack(shippedPack(), action);
        QCOMPARE(kept.value(QStringLiteral("heroes")).toArray().size(), shippedPack().value(QStringLiteral("heroes")).toArray().size() + 1);
        QCOMPARE(game().keepInPack(kept, action), kept);
        QCOMPARE(game().keepInPack(shippedPack(), obj(R"({"type":"turn.end"})")), shippedPack());
        QVERIFY(exiled_legends::validateContent(kept));
    }

    void destructionReplacementAndTheLegendFlip()
    {
        SessionState s = inAction();
        REFUSE(s, R"({"type":"hero.destroy","hero":"kiln-brute"})", "el.not_in_play", "exiled-legends.heroes");
        // A destroyed Support is replaced from the top of the deck.
        STEP(s, R"({"type":"hero.destroy","hero":"ash-warden"})");
        QCOMPARE(supports(s, QStringLiteral("ann")), ids({"flare-runner", "magma-sentinel"}));
        QCOMPARE(listOf(playerData(s, QStringLiteral("ann")).value(QStringLiteral("graveyard"))), ids({"ash-warden"}));
        // The table turned up Cinder Squire, not Magma Sentinel.
        SessionState corrected = s;
        STEP(corrected, R"({"type":"deck.correct_draw","hero":"magma-sentinel","actual":"cinder-squire"})");
        QCOMPARE(supports(corrected, QStringLiteral("ann")), ids({"flare-runner", "cinder-squire"}));
        QCOMPARE(deck(corrected, QStringLiteral("ann")), ids({"kiln-brute", "magma-sentinel"}));
        REFUSE(s, R"({"type":"deck.correct_draw","hero":"magma-sentinel","actual":"dawn-knight"})", "el.not_in_deck",
               "exiled-legends.team-deck");
        REFUSE(s, R"({"type":"deck.correct_draw","hero":"cindrel","actual":"kiln-brute"})", "el.not_in_play",
               "exiled-legends.team-deck");
        // Flare Runner came from the line-up, not from this turn's draw.
        REFUSE(s, R"({"type":"deck.correct_draw","hero":"flare-runner","actual":"kiln-brute"})", "el.not_drawn",
               "exiled-legends.team-deck");
        SessionState marked = s;
        STEP(marked, R"({"type":"counter.set","entity":"magma-sentinel","counter":"damage","value":1})");
        REFUSE(marked, R"({"type":"deck.correct_draw","hero":"magma-sentinel","actual":"kiln-brute"})", "el.correct_draw_marked",
               "exiled-legends.team-deck");

        // A destroyed Champion with two Supports: the player chooses which steps up.
        STEP(s, R"({"type":"hero.destroy","hero":"ember-duelist"})");
        QVERIFY(eventTypes(outcome).contains(QStringLiteral("champion.choice")));
        QCOMPARE(champion(s, QStringLiteral("ann")), QString());
        QCOMPARE(listOf(playerData(s, QStringLiteral("ann")).value(QStringLiteral("candidates"))), ids({"flare-runner", "magma-sentinel"}));
        QCOMPARE(supports(s, QStringLiteral("ann")), ids({"kiln-brute"}));
        REFUSE(s, R"({"type":"phase.next"})", "el.replacement_pending", "exiled-legends.destroyed-heroes");
        REFUSE(s, R"({"type":"replace.choose","hero":"kiln-brute"})", "el.not_a_candidate", "exiled-legends.destroyed-heroes");
        STEP(s, R"({"type":"replace.choose","hero":"magma-sentinel"})");
        QCOMPARE(champion(s, QStringLiteral("ann")), QStringLiteral("magma-sentinel"));
        QCOMPARE(supports(s, QStringLiteral("ann")), ids({"flare-runner", "kiln-brute"}));
        REFUSE(s, R"({"type":"replace.choose","hero":"magma-sentinel"})", "el.no_replacement_pending",
               "exiled-legends.destroyed-heroes");

        // Damage from an effect outside an attack destroys at once.
        STEP(s, R"({"type":"effects.apply","source":"test","effects":[{"effect":"damage","hero":"flare-runner","amount":3}]})");
        QCOMPARE(supports(s, QStringLiteral("ann")), ids({"kiln-brute", "cinder-squire"}));
        QCOMPARE(deck(s, QStringLiteral("ann")).size(), 0);
        // The deck is empty: the next destroyed hero brings the Legend in as the final Hero.
        STEP(s, R"({"type":"hero.destroy","hero":"kiln-brute"})");
        QVERIFY(eventTypes(outcome).contains(QStringLiteral("legend.flipped")));
        QCOMPARE(supports(s, QStringLiteral("ann")), ids({"cinder-squire", "cindrel"}));
        QVERIFY(playerData(s, QStringLiteral("ann")).value(QStringLiteral("flipped")).toBool());
        REFUSE(s, R"({"type":"ability.use","hero":"cindrel","ability":"team"})", "el.team_ability_inactive",
               "exiled-legends.final-hero");
        // Its Hero side: only one of its four abilities per turn.
        STEP(s, R"({"type":"ability.use","hero":"cindrel","ability":"support","index":0,"effects":[{"effect":"gain","hero":"magma-sentinel","strength":1}]})");
        STEP(s, R"({"type":"action.switch","hero":"cindrel"})");
        REFUSE(s, R"({"type":"ability.use","hero":"cindrel","ability":"champion","index":0})", "el.legend_one_ability",
               "exiled-legends.final-hero");
        // Now a Hero, the Legend can be attacked and carry bane tokens.
        STEP(s, R"({"type":"effects.apply","effects":[{"effect":"add_bane","hero":"cindrel","legend":"maren"}]})");
        QCOMPARE(counter(s, QStringLiteral("cindrel"), QStringLiteral("bane:maren")), 1);
        // The Legend destroyed: Ann is out, her team retreats.
        STEP(s, R"({"type":"hero.destroy","hero":"cindrel"})");
        QVERIFY(eventTypes(outcome).contains(QStringLiteral("player.out")));
        QVERIFY(playerData(s, QStringLiteral("ann")).value(QStringLiteral("out")).toBool());
        QCOMPARE(champion(s, QStringLiteral("ann")), QString());
        QCOMPARE(counter(s, QStringLiteral("cindrel"), QStringLiteral("bane:maren")), 0);
        REFUSE(s, R"({"type":"ability.use","hero":"magma-sentinel","ability":"support"})", "el.player_out", "exiled-legends.winning");
        REFUSE(s, R"({"type":"attack.declare","attack":"precise","targets":["brine-hunter"]})", "el.player_out",
               "exiled-legends.winning");
        REFUSE(s, R"({"type":"action.add_bane","hero":"brine-hunter"})", "el.player_out", "exiled-legends.winning");
        // Ann's turn can still be ended; Ben plays next, and Ann is skipped from now on.
        STEP(s, R"({"type":"turn.end"})");
        QCOMPARE(turn(s).value(QStringLiteral("player")).toString(), QStringLiteral("ben"));
        STEP(s, R"({"type":"turn.end"})");
        STEP(s, R"({"type":"turn.end"})");
        STEP(s, R"({"type":"sphere.flip"})");
        QCOMPARE(turn(s).value(QStringLiteral("player")).toString(), QStringLiteral("ben"));
    }

    void temporaryEffectsEndWithTheActingPlayersTurn()
    {
        SessionState s = inAction();
        STEP(s, R"({"type":"effects.apply","effects":[{"effect":"gain","hero":"ember-duelist","strength":2}]})");
        QCOMPARE(counter(s, QStringLiteral("ember-duelist"), QStringLiteral("gain_strength")), 2);
        STEP(s, R"({"type":"attack.declare","attack":"precise","targets":["brine-hunter"]})");
        QCOMPARE(s.data.value(QStringLiteral("attack")).toObject().value(QStringLiteral("strength")).toInt(), 5);
        // Ben's reaction lasts until the end of Ben's own turn, not Ann's.
        STEP(s, R"({"type":"ability.use","hero":"tide-caller","ability":"support","effects":[{"effect":"gain","hero":"brine-hunter","max_hp":2}]})");
        STEP(s, R"({"type":"attack.continue"})");
        QCOMPARE(counter(s, QStringLiteral("brine-hunter"), QStringLiteral("damage")), 5);
        QCOMPARE(champion(s, QStringLiteral("ben")), QStringLiteral("brine-hunter")); // 5 of 7 Max HP
        STEP(s, R"({"type":"turn.end"})");
        QCOMPARE(counter(s, QStringLiteral("ember-duelist"), QStringLiteral("gain_strength")), 0);
        QCOMPARE(counter(s, QStringLiteral("brine-hunter"), QStringLiteral("gain_max_hp")), 2);
        // A reversal of Strength and Max HP lasts until the acting player's turn ends, too.
        STEP(s, R"({"type":"phase.next"})");
        STEP(s, R"({"type":"effects.apply","effects":[{"effect":"reverse","hero":"current-sage"}]})");
        QCOMPARE(counter(s, QStringLiteral("current-sage"), QStringLiteral("reversed")), 1);
        STEP(s, R"({"type":"turn.end"})");
        // When Ben's turn ends, the gain ends and Brine Hunter's 5 damage reach its 5 Max HP: destroyed.
        QVERIFY(eventTypes(outcome).contains(QStringLiteral("hero.effect_ended")));
        QVERIFY(listOf(playerData(s, QStringLiteral("ben")).value(QStringLiteral("graveyard"))).contains(QStringLiteral("brine-hunter")));
        QCOMPARE(counter(s, QStringLiteral("current-sage"), QStringLiteral("reversed")), 0);
        QVERIFY(!s.entity(QStringLiteral("current-sage"))->counter(QStringLiteral("reversed")).has_value());
    }

    void effectsAreCheckedLikeActions()
    {
        SessionState s = inAction();
        REFUSE(s, R"({"type":"effects.apply","effects":[{"effect":"mp","player":"ben","amount":-3}]})", "el.not_enough_mp",
               "exiled-legends.myth-points");
        STEP(s, R"({"type":"effects.apply","effects":[{"effect":"mp","player":"ben","amount":1}]})");
        QCOMPARE(counter(s, QStringLiteral("ben"), QStringLiteral("mp")), 3);
        BAD_REQUEST(s, R"({"type":"effects.apply","effects":[{"effect":"teleport","hero":"ben"}]})", "request.choice");
        BAD_REQUEST(s, R"({"type":"effects.apply","effects":[]})", "request.field");
        BAD_REQUEST(s, R"({"type":"effects.apply","effects":[{"effect":"damage","hero":"dawn-knight","amount":0}]})", "request.field");
        REFUSE(s, R"({"type":"effects.apply","effects":[{"effect":"switch","support":"dawn-knight"}]})", "el.not_a_support",
               "exiled-legends.heroes");
        // A refused list changes nothing, even when its first effects were fine.
        auto partly = apply(game(), s, obj(R"({"type":"effects.apply","effects":[{"effect":"damage","hero":"dawn-knight","amount":1},{"effect":"damage","hero":"maren","amount":1}]})"));
        QVERIFY(!partly.ok());
        QCOMPARE(partly.error().code, QStringLiteral("el.legend_not_flipped"));
        QCOMPARE(counter(s, QStringLiteral("dawn-knight"), QStringLiteral("damage")), 0);
    }

    void wholeThreePlayerGameToTheWinner()
    {
        SessionLog log(game(), setUp());
        const auto state = [&] { return log.state(); };
        const auto stateData = [&] { return log.state().data; };

        // Setup: line-ups (Ben names his from deeper in the deck), then a tie at the top rolls again.
        PLAY(R"({"type":"lineup.choose","player":"ann","champion":"ember-duelist"})");
        PLAY(R"({"type":"lineup.choose","player":"ben","champion":"brine-hunter","supports":["current-sage","tide-caller"]})");
        PLAY(R"({"type":"lineup.choose","player":"cat","champion":"dawn-knight"})");
        PLAY(R"({"type":"order.roll","player":"ann","face":5})");
        PLAY(R"({"type":"order.roll","player":"ben","face":3})");
        PLAY(R"({"type":"order.roll","player":"cat","face":5})");
        QVERIFY(m_events.contains(QStringLiteral("order.tied")));
        PLAY(R"({"type":"order.roll","player":"ann","face":6})");
        PLAY(R"({"type":"order.roll","player":"cat","face":2})");
        QVERIFY(m_events.contains(QStringLiteral("game.started")));
        QCOMPARE(listOf(stateData().value(QStringLiteral("order"))), ids({"ann", "ben", "cat"}));

        // Round 1.
        PLAY(R"({"type":"sphere.flip"})");
        QCOMPARE(stateData().value(QStringLiteral("active_sphere")).toString(), QStringLiteral("shifting-maze"));
        PLAY(R"({"type":"phase.next"})");
        PLAY(R"({"type":"action.add_bane","hero":"dawn-knight"})");
        PLAY(R"({"type":"attack.declare","attack":"mass","targets":["brine-hunter","current-sage","tide-caller"]})");
        QCOMPARE(stateData().value(QStringLiteral("attack")).toObject().value(QStringLiteral("window")).toArray().size(), 1); // Ebb
        PLAY(R"({"type":"attack.continue"})");
        for (const char *hero : {"brine-hunter", "current-sage", "tide-caller"})
            QCOMPARE(counter(state(), QString::fromLatin1(hero), QStringLiteral("damage")), 1);
        PLAY(R"({"type":"turn.end"})");
        PLAY(R"({"type":"phase.next"})");
        PLAY(R"({"type":"attack.declare","attack":"precise","targets":["ember-duelist"]})");
        // Brine Hunter's "when it attacks" ability is offered to Ben: its target's owner loses 1 MP.
        PLAY(R"({"type":"ability.use","hero":"brine-hunter","ability":"champion","effects":[{"effect":"mp","player":"ann","amount":-1}]})");
        QCOMPARE(counter(state(), QStringLiteral("ann"), QStringLiteral("mp")), 0);
        PLAY(R"({"type":"attack.continue"})");
        QCOMPARE(counter(state(), QStringLiteral("ember-duelist"), QStringLiteral("damage")), 3);
        PLAY(R"({"type":"turn.end"})");
        PLAY(R"({"type":"phase.next"})");
        PLAY(R"({"type":"attack.declare","attack":"mass","targets":["brine-hunter","current-sage","tide-caller"]})");
        PLAY(R"({"type":"attack.continue"})");
        PLAY(R"({"type":"turn.end"})");

        // Round 2.
        QCOMPARE(stateData().value(QStringLiteral("round")).toInt(), 2);
        PLAY(R"({"type":"sphere.flip"})");
        QVERIFY(m_events.contains(QStringLiteral("mp.refreshed")));
        QCOMPARE(counter(state(), QStringLiteral("ann"), QStringLiteral("mp")), 2);
        PLAY(R"({"type":"phase.next"})");
        PLAY(R"({"type":"attack.declare","attack":"mass","targets":["brine-hunter","current-sage","tide-caller"]})");
        PLAY(R"({"type":"attack.continue"})");
        PLAY(R"({"type":"turn.end"})");
        PLAY(R"({"type":"phase.next"})");
        PLAY(R"({"type":"attack.declare","attack":"precise","targets":["dawn-knight"]})");
        PLAY(R"({"type":"attack.continue"})"); // Ben lets Salt Wound pass
        // The Fire bane adds a counter: 3 + 1. Halo Archer's damage trigger is offered to Cat.
        QCOMPARE(counter(state(), QStringLiteral("dawn-knight"), QStringLiteral("damage")), 4);
        QCOMPARE(stateData().value(QStringLiteral("attack")).toObject().value(QStringLiteral("step")).toString(), QStringLiteral("aftermath"));
        // Glint's computed effect in the shipped pack puts Cat's token on the attacker by itself:
        // nothing is entered by hand (an entered token would be a second one).
        PLAY(R"({"type":"ability.use","hero":"halo-archer","ability":"support"})");
        QCOMPARE(counter(state(), QStringLiteral("brine-hunter"), QStringLiteral("bane:solace")), 1);
        PLAY(R"({"type":"attack.continue"})");
        PLAY(R"({"type":"turn.end"})");
        PLAY(R"({"type":"phase.next"})");
        PLAY(R"({"type":"attack.declare","attack":"mass","targets":["brine-hunter","current-sage","tide-caller"]})");
        PLAY(R"({"type":"attack.continue"})");
        for (const char *hero : {"brine-hunter", "current-sage", "tide-caller"})
            QCOMPARE(counter(state(), QString::fromLatin1(hero), QStringLiteral("damage")), 4);
        PLAY(R"({"type":"turn.end"})");

        // Round 3: Ann's mass attack destroys Ben's Champion and both Supports in one Attack phase.
        PLAY(R"({"type":"sphere.flip"})");
        PLAY(R"({"type":"phase.next"})");
        PLAY(R"({"type":"attack.declare","attack":"mass","targets":["brine-hunter","current-sage","tide-caller"]})");
        PLAY(R"({"type":"attack.continue"})");
        // Step 4: all three stand at their Max HP, not yet in the Graveyard; Still Water may trigger.
        QCOMPARE(champion(state(), QStringLiteral("ben")), QStringLiteral("brine-hunter"));
        QCOMPARE(stateData().value(QStringLiteral("attack")).toObject().value(QStringLiteral("window")).toArray().at(0).toObject()
                     .value(QStringLiteral("name")).toString(), QStringLiteral("Still Water"));
        PLAY(R"({"type":"ability.use","hero":"current-sage","ability":"support"})"); // Still Water's 1 MP is computed
        const QByteArray beforeAllThree = fingerprint(state());
        PLAY(R"({"type":"attack.continue"})");
        const QByteArray afterAllThree = fingerprint(state());
        QCOMPARE(m_events.count(QStringLiteral("hero.destroyed")), 3);
        QCOMPARE(m_events.count(QStringLiteral("hero.drawn")), 3);
        QCOMPARE(listOf(playerData(state(), QStringLiteral("ben")).value(QStringLiteral("candidates"))),
                 ids({"reef-guard", "mist-walker", "frost-adept"}));
        QCOMPARE(supports(state(), QStringLiteral("ben")), QStringList());
        QCOMPARE(deck(state(), QStringLiteral("ben")), QStringList());
        QCOMPARE(counter(state(), QStringLiteral("brine-hunter"), QStringLiteral("bane:solace")), 0); // gone with the hero
        // The all-three replacement undoes and redoes exactly.
        UNDO();
        QCOMPARE(fingerprint(state()), beforeAllThree);
        REDO();
        QCOMPARE(fingerprint(state()), afterAllThree);
        PLAY(R"({"type":"replace.choose","hero":"mist-walker"})");
        QCOMPARE(champion(state(), QStringLiteral("ben")), QStringLiteral("mist-walker"));
        QCOMPARE(supports(state(), QStringLiteral("ben")), ids({"reef-guard", "frost-adept"}));
        PLAY(R"({"type":"turn.end"})");
        // Ben spent no Myth Point: the one Still Water gave him stays.
        QCOMPARE(counter(state(), QStringLiteral("ben"), QStringLiteral("mp")), 3);
        PLAY(R"({"type":"phase.next"})");
        PLAY(R"({"type":"attack.declare","attack":"precise","targets":["ember-duelist"]})");
        // Ember Duelist is destroyed: Last Ember and Cindrel's Team ability may trigger.
        QCOMPARE(stateData().value(QStringLiteral("attack")).toObject().value(QStringLiteral("window")).toArray().size(), 2);
        PLAY(R"({"type":"ability.use","hero":"ash-warden","ability":"support","effects":[{"effect":"damage","hero":"halo-archer","amount":1},{"effect":"damage","hero":"lumen-cleric","amount":1}]})");
        PLAY(R"({"type":"attack.continue"})");
        PLAY(R"({"type":"replace.choose","hero":"flare-runner"})");
        QCOMPARE(supports(state(), QStringLiteral("ann")), ids({"ash-warden", "magma-sentinel"}));
        PLAY(R"({"type":"turn.end"})");

        // From here each player precise-attacks an opponent's Champion every turn (Ann and
        // Cat go for Ben first), lets every window pass and picks the first candidate.
        int safety = 0;
        bool sawFlipUndo = false;
        QStringList outInOrder;
        while (stateData().value(QStringLiteral("stage")).toString() != QLatin1String("over") && safety++ < 600) {
            const SessionState s = state();
            QString pending;
            for (const QString &p : ids({"ann", "ben", "cat"})) {
                const QStringList candidates = listOf(playerData(s, p).value(QStringLiteral("candidates")));
                if (!candidates.isEmpty())
                    pending = candidates.front();
            }
            QJsonObject next;
            if (!pending.isEmpty()) {
                next = QJsonObject{{QStringLiteral("type"), QStringLiteral("replace.choose")}, {QStringLiteral("hero"), pending}};
            } else if (s.data.contains(QStringLiteral("attack"))) {
                next = obj(R"({"type":"attack.continue"})");
            } else if (phase(s) == QLatin1String("sphere")) {
                next = obj(R"({"type":"sphere.flip"})");
            } else if (phase(s) == QLatin1String("beginning")) {
                next = obj(R"({"type":"phase.next"})");
            } else if (phase(s) == QLatin1String("action")) {
                const QString me = turn(s).value(QStringLiteral("player")).toString();
                const QStringList preference = me == QLatin1String("ben") ? ids({"ann", "cat"}) : ids({"ben", me == QLatin1String("ann") ? "cat" : "ann"});
                QString victim;
                for (const QString &p : preference)
                    if (victim.isEmpty() && !playerData(s, p).value(QStringLiteral("out")).toBool())
                        victim = p;
                next = QJsonObject{{QStringLiteral("type"), QStringLiteral("attack.declare")},
                                   {QStringLiteral("attack"), QStringLiteral("precise")},
                                   {QStringLiteral("targets"), QJsonArray{champion(s, victim)}}};
            } else {
                next = obj(R"({"type":"turn.end"})");
            }
            QVERIFY(play(log, next));
            if (m_events.contains(QStringLiteral("player.out")))
                for (const QString &p : ids({"ann", "ben", "cat"}))
                    if (playerData(state(), p).value(QStringLiteral("out")).toBool() && !outInOrder.contains(p))
                        outInOrder << p;
            if (m_events.contains(QStringLiteral("legend.flipped")) && !sawFlipUndo) {
                // The Legend flip undoes and redoes exactly.
                const QByteArray flipped = fingerprint(state());
                UNDO();
                QVERIFY(!playerData(state(), QStringLiteral("ben")).value(QStringLiteral("flipped")).toBool());
                REDO();
                QCOMPARE(fingerprint(state()), flipped);
                sawFlipUndo = true;
            }
        }
        QVERIFY(sawFlipUndo);
        QCOMPARE(stateData().value(QStringLiteral("stage")).toString(), QStringLiteral("over"));
        // Ben falls first, then Ann: Cat is the last one standing.
        QCOMPARE(stateData().value(QStringLiteral("winner")).toString(), QStringLiteral("cat"));
        QCOMPARE(m_allEvents.count(QStringLiteral("player.out")), 2);
        QCOMPARE(m_allEvents.count(QStringLiteral("game.won")), 1);
        QCOMPARE(m_allEvents.count(QStringLiteral("legend.flipped")), 3); // Cat fights on with her Legend too
        QCOMPARE(outInOrder, ids({"ben", "ann"}));
        QVERIFY(playerData(state(), QStringLiteral("ben")).value(QStringLiteral("out")).toBool());
        QCOMPARE(listOf(playerData(state(), QStringLiteral("ben")).value(QStringLiteral("graveyard"))).size(), 7);
        auto over = log.tryApply(obj(R"({"type":"phase.next"})"));
        QVERIFY(!over.ok());
        QCOMPARE(over.error().code, QStringLiteral("el.game_over"));
        QCOMPARE(over.error().rule, QStringLiteral("exiled-legends.winning"));

        // The stored log replays to the very same state.
        auto replayed = SessionLog::replay(game(), setUp(), log.records());
        QVERIFY(replayed.ok());
        QCOMPARE(fingerprint(replayed->state()), fingerprint(state()));
        qInfo("whole game: %d records, %d rounds", static_cast<int>(log.records().size()),
              stateData().value(QStringLiteral("round")).toInt());
    }
};

QTEST_APPLESS_MAIN(TestExiledLegendsSession)
#include "tst_exiled_legends_session.moc"
