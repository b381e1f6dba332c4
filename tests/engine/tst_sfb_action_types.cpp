#include "core/phrase.h"
#include "core/typed_action.h"
#include "games/super_fantasy_brawl/sfb_action_types.h"
#include "games/super_fantasy_brawl/sfb_game.h"

#include <QJsonDocument>
#include <QTest>
#include <functional>
#include <map>

using namespace arbiter;
using namespace arbiter::sfb;

namespace {

QJsonObject parse(const char *json) { return QJsonDocument::fromJson(QByteArray(json)).object(); }

// Decodes with `A`'s table and encodes the result again.
template <typename A>
Result<QJsonObject> through(const QJsonObject &written)
{
    auto decoded = typed::decode<A>(written);
    if (!decoded)
        return decoded.error();
    return typed::encode(decoded.value());
}

using Trip = std::function<Result<QJsonObject>(const QJsonObject &)>;

// Every Brawl action by its type, each with its own table.
const std::map<QString, Trip> &trips()
{
    static const std::map<QString, Trip> all{
        {QLatin1String(TeamChoose::kType), through<TeamChoose>},
        {QLatin1String(DraftBan::kType), through<DraftBan>},
        {QLatin1String(DraftPick::kType), through<DraftPick>},
        {QLatin1String(TrackDeal::kType), through<TrackDeal>},
        {QLatin1String(TrapPlace::kType), through<TrapPlace>},
        {QLatin1String(ChampionDeploy::kType), through<ChampionDeploy>},
        {QLatin1String(ChallengeClaim::kType), through<ChallengeClaim>},
        {QLatin1String(CardPlay::kType), through<CardPlay>},
        {QLatin1String(StandardUse::kType), through<StandardUse>},
        {QLatin1String(ChampionMove::kType), through<ChampionMove>},
        {QLatin1String(Attack::kType), through<Attack>},
        {QLatin1String(Skill::kType), through<Skill>},
        {QLatin1String(ActivationEnd::kType), through<ActivationEnd>},
        {QLatin1String(ChampionPlace::kType), through<ChampionPlace>},
        {QLatin1String(TurnEnd::kType), through<TurnEnd>},
        {QLatin1String(TrackAdvance::kType), through<TrackAdvance>},
    };
    return all;
}

const char *const kTraps = R"([{"effect":"damage","amount":2,"new_at":[1,0]},{"effect":"stun"}])";

} // namespace

class TestSfbActionTypes : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The game dispatches exactly the actions that have a struct here.
    void everyActionTypeHasAStruct()
    {
        const QStringList types = superFantasyBrawlGame().actionTypes();
        QCOMPARE(types.size(), static_cast<qsizetype>(trips().size()));
        for (const QString &type : types)
            QVERIFY2(trips().count(type) == 1, qPrintable(type));
    }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("json");
        const auto row = [](const char *name, const char *json) { QTest::newRow(name) << QString::fromUtf8(json); };
        row("team.choose", R"({"type":"team.choose","player":"ann","champions":["a","b","c"]})");
        row("draft.ban", R"({"type":"draft.ban","player":"ann","champion":"a"})");
        row("draft.pick bare", R"({"type":"draft.pick","champion":"a"})");
        row("track.deal", R"({"type":"track.deal","drawn":["Hold",{"name":"Dance","text":"Two statues"}]})");
        row("trap.place", R"({"type":"trap.place","player":"ann","at":[-1,2]})");
        row("champion.deploy", R"({"type":"champion.deploy","player":"ann","champion":"ann:a","at":[1,-4]})");
        row("challenge.claim", R"({"type":"challenge.claim","player":"ann","slot":2})");
        row("card.play", R"({"type":"card.play","player":"ann","card":"c1","champion":"ann:a","choose":{"heal":1}})");
        row("standard.use", R"({"type":"standard.use","player":"ann","action":"move","champion":"ann:a","core":"creation"})");
        row("move", R"({"type":"move","player":"ann","to":[0,1],"mode":"walk","path":[[0,0],[0,1]]})");
        row("move with traps", R"({"type":"move","to":[0,1],"traps":[{"effect":"root","new_at":[2,2]}],"stun_without_card":["bo:x"]})");
        row("attack", R"({"type":"attack","player":"ann","targets":["bo:x"],"reaction":{"card":"r1","on":"bo:x","player":"bo"},
                          "choose":{"push":0},"strength_bonus":-2,"defence_bonus":{"bo:x":1},"fear_to":{"bo:x":[3,0]},
                          "force_to":{"ann:a":[1,1]}})");
        row("attack by area", R"({"type":"attack","orientation":5})");
        row("skill", R"({"type":"skill","player":"ann","targets":["ann:b"],"choose":{"heal":2},"fear_to":{"ann:b":[0,0]}})");
        row("skill bare", R"({"type":"skill"})");
        row("activation.end", R"({"type":"activation.end","player":"ann"})");
        row("champion.place", R"({"type":"champion.place","champion":"ann:a","at":[2,-1],"source":"bo:x"})");
        row("champion.place gate", R"({"type":"champion.place","champion":"ann:a","gate":true})");
        row("turn.end", R"({"type":"turn.end"})");
        row("track.advance", R"({"type":"track.advance","drawn":[]})");
    }
    void roundTrip()
    {
        QFETCH(QString, json);
        const QJsonObject written = QJsonDocument::fromJson(json.toUtf8()).object();
        QVERIFY(!written.isEmpty());
        const auto trip = trips().find(written.value(QStringLiteral("type")).toString());
        QVERIFY(trip != trips().end());
        const Result<QJsonObject> again = trip->second(written);
        QVERIFY2(again.ok(), again.ok() ? "" : qPrintable(renderEnglish(again.error().message)));
        QCOMPARE(again.value(), written);
    }

    // The nested values the app and the options query write take the form the rules read.
    void nestedValuesWriteTheirJsonForm()
    {
        TrapFace damage{QStringLiteral("damage"), 2, Hex{1, 0}};
        TrapFace stun{QStringLiteral("stun"), std::nullopt, std::nullopt};
        QCOMPARE((QJsonArray{damage.toJson(), stun.toJson()}), QJsonDocument::fromJson(kTraps).array());
        ReactionAnswer answer{QStringLiteral("r1"), QStringLiteral("bo:x"), std::nullopt};
        QCOMPARE(answer.toJson(), parse(R"({"card":"r1","on":"bo:x"})"));
        answer.player = QStringLiteral("bo");
        QCOMPARE(answer.toJson(), parse(R"({"card":"r1","on":"bo:x","player":"bo"})"));
        QCOMPARE(hexChoicesJson({{QStringLiteral("bo:x"), Hex{3, 0}}}), parse(R"({"bo:x":[3,0]})"));
    }

    void structsEncodeWhatTheAppSends()
    {
        ChampionMove move;
        move.to = Hex{-3, 2};
        move.mode = QStringLiteral("jump");
        move.traps = QJsonDocument::fromJson(kTraps).array();
        QCOMPARE(typed::encode(move),
                 parse(R"({"type":"move","to":[-3,2],"mode":"jump","traps":[{"effect":"damage","amount":2,"new_at":[1,0]},{"effect":"stun"}]})"));
        // An option leaves the Challenge names to the table.
        TrackDeal deal;
        deal.drawn = QJsonArray{QStringLiteral("x")};
        QCOMPARE(typed::encode(deal, {"drawn"}), parse(R"({"type":"track.deal"})"));
    }

    // Brawl reads the fields it knows: a stray one is no refusal.
    void otherFieldsAreIgnored()
    {
        const auto decoded = typed::decode<TurnEnd>(parse(R"({"type":"turn.end","player":"ann","colour":"red"})"));
        QVERIFY(decoded.ok());
        QCOMPARE(decoded.value().player, std::optional<QString>(QStringLiteral("ann")));
        QVERIFY(!typed::encode(decoded.value()).contains(QStringLiteral("colour")));
    }

    // One refusal per kind of field, with the code and path the hand-written reads gave.
    void refusals_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("message");
        const auto row = [](const char *name, const char *json, const char *code, const char *message) {
            QTest::newRow(name) << QString::fromUtf8(json) << QString::fromLatin1(code) << QString::fromUtf8(message);
        };
        row("missing string", R"({"type":"draft.pick"})", "request.field", "The field champion is missing.");
        row("string of a number", R"({"type":"card.play","card":4})", "request.field", "card must be a string.");
        row("optional string of a bool", R"({"type":"move","player":true,"to":[0,0]})", "request.field", "player must be a string.");
        row("missing hex", R"({"type":"trap.place"})", "request.field", "at must be a hex written as [q, r].");
        row("hex with a string", R"({"type":"champion.deploy","champion":"a","at":[0,"x"]})", "request.field",
            "at[1] must be a whole number.");
        row("optional hex of a string", R"({"type":"champion.place","champion":"a","at":"here"})", "request.field",
            "at must be a hex written as [q, r].");
        row("missing int", R"({"type":"challenge.claim"})", "request.field", "The field slot is missing.");
        row("int of a string", R"({"type":"challenge.claim","slot":"1"})", "request.field", "slot must be a whole number.");
        row("optional int out of range", R"({"type":"attack","orientation":6})", "request.range",
            "orientation must be between 0 and 5.");
        row("fractional optional int", R"({"type":"attack","strength_bonus":1.5})", "request.field",
            "strength_bonus must be a whole number.");
        row("bonus out of range", R"({"type":"attack","strength_bonus":21})", "request.range",
            "strength_bonus must be between -20 and 20.");
        row("optional bool of a string", R"({"type":"champion.place","champion":"a","gate":"yes"})", "request.field",
            "gate must be true or false.");
        row("missing list", R"({"type":"track.advance"})", "request.field", "The field drawn is missing.");
        row("list of an object", R"({"type":"track.deal","drawn":{}})", "request.field", "drawn must be a list.");
        row("optional list of a string", R"({"type":"skill","targets":"bo:x"})", "request.field", "targets must be a list.");
        row("traps of an object", R"({"type":"turn.end","traps":{}})", "request.field", "traps must be a list.");
        row("stun list of a string", R"({"type":"activation.end","stun_without_card":"bo:x"})", "request.field",
            "stun_without_card must be a list.");
        row("optional object of a list", R"({"type":"card.play","card":"c","choose":[]})", "request.field",
            "choose must be an object.");
        row("reaction of a string", R"({"type":"attack","reaction":"r1"})", "request.field", "reaction must be an object.");
    }
    void refusals()
    {
        QFETCH(QString, json);
        QFETCH(QString, code);
        QFETCH(QString, message);
        const QJsonObject written = QJsonDocument::fromJson(json.toUtf8()).object();
        const auto trip = trips().find(written.value(QStringLiteral("type")).toString());
        QVERIFY(trip != trips().end());
        const Result<QJsonObject> refused = trip->second(written);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, ErrorKind::BadRequest);
        QCOMPARE(refused.error().code, code);
        QCOMPARE(renderEnglish(refused.error().message), message);
    }

    // A field whose refusal names its own form is left for the rule to read.
    void formsTheRuleReadsPassTheTable()
    {
        auto team = typed::decode<TeamChoose>(parse(R"({"type":"team.choose","player":"ann","champions":3})"));
        QVERIFY(team.ok());
        QCOMPARE(team.value().champions, std::optional<QJsonValue>(QJsonValue(3)));
        auto move = typed::decode<ChampionMove>(parse(R"({"type":"move","to":[0,0],"path":"north"})"));
        QVERIFY(move.ok());
        QVERIFY(move.value().path.has_value());
    }

    void unknownTypeGetsTheOneRefusal()
    {
        const GameDefinition game = superFantasyBrawlGame();
        const SessionState none;
        const Result<Transition> refused = game.apply(none, parse(R"({"type":"card.discard"})"));
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, QStringLiteral("action.unknown"));
    }
};

QTEST_GUILESS_MAIN(TestSfbActionTypes)
#include "tst_sfb_action_types.moc"
