#ifndef ARBITER_SOURCE_DIR
#define ARBITER_SOURCE_DIR "/work/main"
#endif

#include "core/game_actions.h"
#include "core/session.h"
#include "core/typed_action.h"
#include "games/exiled_legends/el_action_types.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace arbiter;
using namespace arbiter::exiled_legends;

namespace {

QJsonObject parse(const char *json)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        qFatal("test JSON does not parse: %s", json);
    return doc.object();
}

// Decodes the action as the struct its type names and writes it back: a
// field the struct does not keep, or keeps in another form, shows as a
// difference.
template <typename A>
QJsonObject roundTrip(const QJsonObject &written)
{
    if (written.value(QStringLiteral("type")).toString() != QLatin1String(A::kType))
        return {};
    auto decoded = typed::decode<A>(written);
    if (!decoded)
        qFatal("%s refused: %s", A::kType, qPrintable(renderEnglish(decoded.error().message)));
    return typed::encode(decoded.value());
}

QJsonObject roundTripAny(const QJsonObject &o)
{
    for (const QJsonObject &out :
         {roundTrip<DraftPick>(o), roundTrip<LineupChoose>(o), roundTrip<OrderRoll>(o), roundTrip<SphereFlip>(o),
          roundTrip<PhaseNext>(o), roundTrip<TurnEnd>(o), roundTrip<AddBane>(o), roundTrip<RemoveBane>(o),
          roundTrip<RemoveDamage>(o), roundTrip<SwitchHeroes>(o), roundTrip<ReturnSupport>(o), roundTrip<AbilityUse>(o),
          roundTrip<EffectsApply>(o), roundTrip<AttackDeclare>(o), roundTrip<AttackContinue>(o), roundTrip<ReplaceChoose>(o),
          roundTrip<HeroDestroy>(o), roundTrip<CorrectDraw>(o), roundTrip<DeckAddHero>(o)})
        if (!out.isEmpty())
            return out;
    return {};
}

const GameDefinition &game() { return *findGame(QStringLiteral("exiled-legends")); }

QJsonObject shippedPack()
{
    QFile file(QStringLiteral(ARBITER_SOURCE_DIR "/resources/content/exiled-legends.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open the shipped Exiled Legends pack");
    return QJsonDocument::fromJson(file.readAll()).object();
}

// Three players in round 1's Action phase (as in tst_exiled_legends_session).
SessionState actionPhase()
{
    QJsonObject setup = parse(R"({"players":[
        {"player":"ann","legend":"cindrel","spheres":["molten-caldera","ashfall-plain","ember-steppe"]},
        {"player":"ben","legend":"maren","spheres":["sunken-reef","frozen-fjord","shadow-vale"]},
        {"player":"cat","legend":"solace","spheres":["radiant-spire","dawn-meadow","shifting-maze"]}]})");
    setup.insert(QStringLiteral("content"), shippedPack());
    SessionState s = newSession(game(), QJsonArray{QStringLiteral("ann"), QStringLiteral("ben"), QStringLiteral("cat")}, setup, 2024)
                         .value();
    for (const char *step : {R"({"type":"lineup.choose","player":"ann","champion":"ember-duelist"})",
                             R"({"type":"lineup.choose","player":"ben","champion":"brine-hunter","supports":["current-sage","tide-caller"]})",
                             R"({"type":"lineup.choose","player":"cat","champion":"dawn-knight"})",
                             R"({"type":"order.roll","player":"ann","face":6})", R"({"type":"order.roll","player":"ben","face":3})",
                             R"({"type":"order.roll","player":"cat","face":2})", R"({"type":"sphere.flip"})",
                             R"({"type":"phase.next"})"}) {
        auto next = apply(game(), s, parse(step));
        if (!next)
            qFatal("fixture step refused: %s", step);
        s = next->state;
    }
    return s;
}

} // namespace

class TestElActionTypes : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyActionHasAStruct()
    {
        // The dispatcher's table and the structs name the same actions.
        const QStringList types = game().actionTypes();
        QCOMPARE(types.size(), 19);
        for (const QString &type : types)
            // A hero card typed whole is the one "hero" that is not an id.
            QVERIFY2(!roundTripAny(QJsonObject{{QStringLiteral("type"), type},
                                               {QStringLiteral("player"), QStringLiteral("ann")},
                                               {QStringLiteral("hero"), type == QLatin1String("deck.add_hero")
                                                                            ? QJsonValue(QJsonObject{{QStringLiteral("name"), QStringLiteral("h")}})
                                                                            : QJsonValue(QStringLiteral("h"))},
                                               {QStringLiteral("champion"), QStringLiteral("h")},
                                               {QStringLiteral("actual"), QStringLiteral("h")},
                                               {QStringLiteral("ability"), QStringLiteral("team")},
                                               {QStringLiteral("attack"), QStringLiteral("mass")},
                                               {QStringLiteral("targets"), QJsonArray{}},
                                               {QStringLiteral("effects"), QJsonArray{}}})
                         .isEmpty(),
                     qPrintable(type));
    }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("json");
        const auto row = [](const char *name, const char *json) { QTest::newRow(name) << QString::fromUtf8(json); };
        row("draft.pick", R"({"type":"draft.pick","player":"ann","hero":"ash-warden"})");
        row("lineup.choose", R"({"type":"lineup.choose","player":"ann","champion":"ember-duelist"})");
        row("lineup.choose, supports", R"({"type":"lineup.choose","player":"ann","champion":"ember-duelist","supports":["a","b"]})");
        row("order.roll, app's die", R"({"type":"order.roll","player":"ann"})");
        row("order.roll, real die", R"({"type":"order.roll","player":"ann","face":6})");
        row("sphere.flip", R"({"type":"sphere.flip"})");
        row("sphere.flip, named", R"({"type":"sphere.flip","sphere":"molten-caldera"})");
        row("phase.next", R"({"type":"phase.next"})");
        row("turn.end", R"({"type":"turn.end"})");
        row("action.add_bane", R"({"type":"action.add_bane","hero":"dawn-knight"})");
        row("action.remove_bane", R"({"type":"action.remove_bane","hero":"dawn-knight"})");
        row("action.remove_bane, kind", R"({"type":"action.remove_bane","hero":"dawn-knight","legend":"cindrel"})");
        row("action.remove_damage", R"({"type":"action.remove_damage","hero":"ash-warden"})");
        row("action.switch", R"({"type":"action.switch","hero":"ash-warden"})");
        row("action.return_support", R"({"type":"action.return_support","hero":"ash-warden"})");
        row("ability.use", R"({"type":"ability.use","hero":"maren","ability":"team"})");
        row("ability.use, all", R"({"type":"ability.use","hero":"maren","ability":"champion","index":1,
                                    "effects":[{"effect":"mp","player":"ann","amount":-1}]})");
        row("ability.use, real die", R"({"type":"ability.use","hero":"kiln-brute","ability":"support","face":5})");
        row("effects.apply", R"({"type":"effects.apply","effects":[{"effect":"damage","hero":"a","amount":2}]})");
        row("effects.apply, source", R"({"type":"effects.apply","effects":[{"effect":"reverse","hero":"a"}],"source":"Radiant Spire"})");
        row("attack.declare", R"({"type":"attack.declare","attack":"precise","targets":["brine-hunter"]})");
        row("attack.declare, all", R"({"type":"attack.declare","attack":"mass","targets":["a","b"],"strength":4,
                                       "can_precise_support":true})");
        row("attack.continue", R"({"type":"attack.continue"})");
        row("replace.choose", R"({"type":"replace.choose","hero":"flare-runner"})");
        row("hero.destroy", R"({"type":"hero.destroy","hero":"flare-runner"})");
        row("deck.correct_draw", R"({"type":"deck.correct_draw","hero":"ash-warden","actual":"magma-sentinel"})");
        row("deck.add_hero", R"({"type":"deck.add_hero","player":"ann","hero":{"name":"Tide Warden","type":"water","strength":2,"max_hp":6}})");
    }
    void roundTrip()
    {
        QFETCH(QString, json);
        const QJsonObject written = QJsonDocument::fromJson(json.toUtf8()).object();
        QVERIFY(!written.isEmpty());
        QCOMPARE(roundTripAny(written), written);
    }

    void theEffectsWriteTheFormTheRulesRead()
    {
        QCOMPARE(effect::prevent(QStringLiteral("a")), parse(R"({"effect":"prevent","hero":"a"})"));
        QCOMPARE(effect::prevent(QStringLiteral("a"), 2), parse(R"({"effect":"prevent","hero":"a","amount":2})"));
        QCOMPARE(effect::redirect(QStringLiteral("a"), QStringLiteral("b"), 1),
                 parse(R"({"effect":"redirect","hero":"a","to":"b","amount":1})"));
        QCOMPARE(effect::damage(QStringLiteral("a"), -1), parse(R"({"effect":"damage","hero":"a","amount":-1})"));
        QCOMPARE(effect::mythPoints(QStringLiteral("ann"), 1), parse(R"({"effect":"mp","player":"ann","amount":1})"));
    }

    void unknownFieldsAreIgnoredAsBefore()
    {
        auto decoded = typed::decode<AddBane>(parse(R"({"type":"action.add_bane","hero":"a","comment":"by hand"})"));
        QVERIFY(decoded.ok());
        QCOMPARE(typed::encode(decoded.value()), parse(R"({"type":"action.add_bane","hero":"a"})"));
    }

    // One refusal per kind of field, through the game's own apply: the code
    // and the field path are the ones the hand-written reading gave.
    void refusals_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("english");
        const auto row = [](const char *name, const char *json, const char *code, const char *english) {
            QTest::newRow(name) << QString::fromUtf8(json) << QString::fromLatin1(code) << QString::fromUtf8(english);
        };
        row("string missing", R"({"type":"action.switch"})", "request.field", "The field hero is missing.");
        row("string of the wrong kind", R"({"type":"action.switch","hero":7})", "request.field", "hero must be a string.");
        row("optional string of the wrong kind", R"({"type":"action.remove_bane","hero":"brine-hunter","legend":3})",
            "request.field", "legend must be a string.");
        row("a card id the game does not know", R"({"type":"action.switch","hero":"nobody"})", "request.unknown_id",
            "hero names \"nobody\", which is no hero or Legend of this game.");
        row("a word the rules do not know", R"({"type":"ability.use","hero":"maren","ability":"legend"})", "request.choice",
            "ability must be one of: champion, support, team.");
        row("whole number of the wrong kind", R"({"type":"ability.use","hero":"maren","ability":"team","index":0.5})",
            "request.field", "index must be a whole number.");
        row("whole number out of range", R"({"type":"attack.declare","attack":"precise","targets":["brine-hunter"],"strength":21})",
            "request.range", "strength must be between 0 and 20.");
        row("true or false of the wrong kind",
            R"({"type":"attack.declare","attack":"precise","targets":["brine-hunter"],"can_precise_support":"yes"})",
            "request.field", "can_precise_support must be true or false.");
        row("list missing", R"({"type":"attack.declare","attack":"precise"})", "request.field", "The field targets is missing.");
        row("list of the wrong kind", R"({"type":"effects.apply","effects":{"effect":"reverse"}})", "request.field",
            "effects must be a list.");
        row("optional list of the wrong kind", R"({"type":"ability.use","hero":"maren","ability":"team","effects":"none"})",
            "request.field", "effects must be a list.");
        row("a list item the rules read", R"({"type":"attack.declare","attack":"precise","targets":[3]})", "request.field",
            "targets[0] must be the id of a hero.");
    }
    void refusals()
    {
        QFETCH(QString, json);
        QFETCH(QString, code);
        QFETCH(QString, english);
        static const SessionState state = actionPhase();
        auto refused = apply(game(), state, QJsonDocument::fromJson(json.toUtf8()).object());
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, code);
        QCOMPARE(refused.error().kind, ErrorKind::BadRequest);
        QCOMPARE(renderEnglish(refused.error().message), english);
    }

    // The moment comes before the fields, as it always did: a bare action
    // at the wrong moment is refused for the moment, not for its hero.
    void theMomentIsCheckedBeforeTheFields()
    {
        static const SessionState state = actionPhase();
        auto drafting = apply(game(), state, parse(R"({"type":"draft.pick"})"));
        QVERIFY(!drafting.ok());
        QCOMPARE(drafting.error().code, QStringLiteral("el.not_drafting"));
        auto flip = apply(game(), state, parse(R"({"type":"sphere.flip","sphere":5})"));
        QVERIFY(!flip.ok());
        QCOMPARE(flip.error().code, QStringLiteral("el.sphere_not_due"));
        auto continued = apply(game(), state, parse(R"({"type":"attack.continue"})"));
        QVERIFY(!continued.ok());
        QCOMPARE(continued.error().code, QStringLiteral("el.no_attack_in_progress"));
    }

    void anUnknownActionHasTheCoreRefusal()
    {
        static const SessionState state = actionPhase();
        auto unknown = apply(game(), state, parse(R"({"type":"action.teleport","hero":"ash-warden"})"));
        QVERIFY(!unknown.ok());
        QCOMPARE(unknown.error().kind, ErrorKind::BadRequest);
        QCOMPARE(unknown.error().code, unknownGameAction(QStringLiteral("action.teleport")).code);
    }
};

QTEST_GUILESS_MAIN(TestElActionTypes)
#include "tst_el_action_types.moc"
