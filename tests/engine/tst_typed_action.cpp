#include "core/game_moves.h"
#include "core/typed_action.h"
#include "games/theosis/theosis_action_types.h"

#include <QJsonDocument>
#include <QTest>

using namespace arbiter;
using namespace arbiter::typed;

namespace {

// Every kind of member the field table knows, required and optional.
struct Sample {
    static constexpr const char *kType = "sample.do";
    QString name;
    int count = 0;
    bool flag = false;
    Hex at;
    QJsonObject map;
    QJsonArray list;
    QJsonValue any;
    std::optional<QString> note;
    std::optional<int> step;
    std::optional<bool> loud;
    std::optional<Hex> to;
    std::optional<QJsonObject> extra;
    std::optional<QJsonArray> more;
    std::optional<QJsonValue> whatever;
    static const FieldTable<Sample> &fields();
};

const FieldTable<Sample> &Sample::fields()
{
    static const FieldTable<Sample> table{{
                                              required("name", &Sample::name),
                                              required("count", &Sample::count, 1, 6),
                                              required("flag", &Sample::flag),
                                              required("at", &Sample::at),
                                              required("map", &Sample::map),
                                              required("list", &Sample::list),
                                              required("any", &Sample::any),
                                              optional("note", &Sample::note),
                                              optional("step", &Sample::step, 0, 5),
                                              optional("loud", &Sample::loud),
                                              optional("to", &Sample::to),
                                              optional("extra", &Sample::extra),
                                              optional("more", &Sample::more),
                                              optional("whatever", &Sample::whatever),
                                          },
                                          "sample.field_not_used"};
    return table;
}

// The same table without the refusal of unknown fields.
struct Lenient {
    static constexpr const char *kType = "lenient";
    QString name;
    static const FieldTable<Lenient> &fields()
    {
        static const FieldTable<Lenient> table{{required("name", &Lenient::name)}};
        return table;
    }
};

QJsonObject parse(const char *json) { return QJsonDocument::fromJson(QByteArray(json)).object(); }

const char *kFull = R"({"type":"sample.do","name":"ann","count":3,"flag":true,"at":[1,-2],"map":{"a":1},"list":[1,2],"any":"x",
                       "note":"hi","step":5,"loud":false,"to":[0,0],"extra":{},"more":[],"whatever":7})";
const char *kBare = R"({"type":"sample.do","name":"ann","count":3,"flag":true,"at":[1,-2],"map":{"a":1},"list":[1,2],"any":2})";

// A counter move on a working state that is just a number: enough to see
// the dispatcher unpack once, run the move and pack once.
struct Work {
    int value = 0;
};
struct Add {
    static constexpr const char *kType = "add";
    int amount = 0;
    static const FieldTable<Add> &fields()
    {
        static const FieldTable<Add> table{{required("amount", &Add::amount, -5, 5)}, "add.field_not_used"};
        return table;
    }
};
Status addRule(Work &work, const Add &add)
{
    if (work.value + add.amount < 0)
        return RuleError::invalid(QStringLiteral("add.below_zero"), {}, phrase("below zero"));
    work.value += add.amount;
    return Done{};
}
int unpacks = 0;
Result<Work> unpackWork(const SessionState &state)
{
    ++unpacks;
    return Work{state.data.value(QStringLiteral("value")).toInt()};
}
Transition packWork(Work &&work)
{
    SessionState state;
    state.data.insert(QStringLiteral("value"), work.value);
    return Transition{state, {}};
}
const Move<Work> kMoves[] = {move<Work, Add, addRule>()};
const GameMoves<Work> kGame{unpackWork, packWork, kMoves};

} // namespace

class TestTypedAction : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void decodesEveryKind()
    {
        const auto decoded = decode<Sample>(parse(kFull));
        QVERIFY(decoded.ok());
        const Sample &s = decoded.value();
        QCOMPARE(s.name, QStringLiteral("ann"));
        QCOMPARE(s.count, 3);
        QCOMPARE(s.flag, true);
        QCOMPARE(s.at, (Hex{1, -2}));
        QCOMPARE(s.map.value(QStringLiteral("a")).toInt(), 1);
        QCOMPARE(s.list.size(), 2);
        QCOMPARE(s.any, QJsonValue(QStringLiteral("x")));
        QCOMPARE(s.note, std::optional<QString>(QStringLiteral("hi")));
        QCOMPARE(s.step, std::optional<int>(5));
        QCOMPARE(s.loud, std::optional<bool>(false));
        QCOMPARE(s.to, std::optional<Hex>(Hex{0, 0}));
        QVERIFY(s.extra && s.more && s.whatever);
    }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("json");
        QTest::newRow("every field") << QString::fromLatin1(kFull);
        QTest::newRow("required only") << QString::fromLatin1(kBare);
    }
    void roundTrip()
    {
        QFETCH(QString, json);
        const QJsonObject written = parse(json.toLatin1().constData());
        const auto decoded = decode<Sample>(written);
        QVERIFY(decoded.ok());
        QCOMPARE(encode(decoded.value()), written);
    }

    void absentOrNullOptionalsStayUnset()
    {
        QJsonObject o = parse(kBare);
        o.insert(QStringLiteral("note"), QJsonValue::Null);
        const auto decoded = decode<Sample>(o);
        QVERIFY(decoded.ok());
        QVERIFY(!decoded.value().note && !decoded.value().step && !decoded.value().to);
        QVERIFY(!encode(decoded.value()).contains(QStringLiteral("note")));
    }

    void encodeWritesTypeFirstAndHexesAsPairs()
    {
        theosis::HeroPass pass;
        pass.hero = QStringLiteral("h1");
        pass.to = Hex{2, -1};
        pass.discard = QStringLiteral("p1");
        QCOMPARE(encode(pass), parse(R"({"type":"hero.pass","hero":"h1","to":[2,-1],"discard":"p1"})"));
    }

    // Each refusal has the code and field path a field read by hand gave.
    void refusals_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value"); // undefined: the field is left out
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("message");
        const QJsonValue missing(QJsonValue::Undefined);
        QTest::newRow("missing string") << "name" << missing << "request.field" << "The field name is missing.";
        QTest::newRow("string of a number") << "name" << QJsonValue(4) << "request.field" << "name must be a string.";
        QTest::newRow("missing int") << "count" << missing << "request.field" << "The field count is missing.";
        QTest::newRow("int of a string") << "count" << QJsonValue(QStringLiteral("3")) << "request.field" << "count must be a whole number.";
        QTest::newRow("fractional int") << "count" << QJsonValue(2.5) << "request.field" << "count must be a whole number.";
        QTest::newRow("int out of range") << "count" << QJsonValue(7) << "request.range" << "count must be between 1 and 6.";
        QTest::newRow("missing bool") << "flag" << missing << "request.field" << "The field flag is missing.";
        QTest::newRow("bool of a number") << "flag" << QJsonValue(1) << "request.field" << "flag must be true or false.";
        QTest::newRow("missing hex") << "at" << missing << "request.field" << "at must be a hex written as [q, r].";
        QTest::newRow("hex of one number") << "at" << QJsonValue(QJsonArray{1}) << "request.field" << "at must be a hex written as [q, r].";
        QTest::newRow("hex with a string") << "at" << QJsonValue(QJsonArray{1, QStringLiteral("x")}) << "request.field"
                                           << "at[1] must be a whole number.";
        QTest::newRow("missing object") << "map" << missing << "request.field" << "The field map is missing.";
        QTest::newRow("object of a list") << "map" << QJsonValue(QJsonArray{}) << "request.field" << "map must be an object.";
        QTest::newRow("missing list") << "list" << missing << "request.field" << "The field list is missing.";
        QTest::newRow("list of an object") << "list" << QJsonValue(QJsonObject{}) << "request.field" << "list must be a list.";
        QTest::newRow("missing value") << "any" << missing << "request.field" << "The field any is missing.";
        QTest::newRow("optional string of a bool") << "note" << QJsonValue(true) << "request.field" << "note must be a string.";
        QTest::newRow("optional int out of range") << "step" << QJsonValue(6) << "request.range" << "step must be between 0 and 5.";
        QTest::newRow("optional bool of a string") << "loud" << QJsonValue(QStringLiteral("yes")) << "request.field" << "loud must be true or false.";
        QTest::newRow("optional hex of a string") << "to" << QJsonValue(QStringLiteral("here")) << "request.field" << "to must be a hex written as [q, r].";
        QTest::newRow("optional object of a number") << "extra" << QJsonValue(1) << "request.field" << "extra must be an object.";
        QTest::newRow("optional list of a number") << "more" << QJsonValue(1) << "request.field" << "more must be a list.";
        QTest::newRow("unknown field") << "colour" << QJsonValue(QStringLiteral("red")) << "sample.field_not_used"
                                       << "colour: this action takes no such field here.";
    }
    void refusals()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, code);
        QFETCH(QString, message);
        QJsonObject o = parse(kBare);
        if (value.isUndefined())
            o.remove(field);
        else
            o.insert(field, value);
        const auto decoded = decode<Sample>(o);
        QVERIFY(!decoded.ok());
        QCOMPARE(decoded.error().code, code);
        QCOMPARE(decoded.error().kind, ErrorKind::BadRequest);
        QCOMPARE(renderEnglish(decoded.error().message), message);
    }

    void unknownFieldsComeFirst()
    {
        // Both wrong: the stray field is named, as the hand-written checks did.
        const auto decoded = decode<Sample>(parse(R"({"type":"sample.do","colour":1})"));
        QVERIFY(!decoded.ok());
        QCOMPARE(decoded.error().code, QStringLiteral("sample.field_not_used"));
    }

    void aTableWithoutTheRefusalIgnoresOtherFields()
    {
        const auto decoded = decode<Lenient>(parse(R"({"type":"lenient","name":"a","colour":1})"));
        QVERIFY(decoded.ok());
        QCOMPARE(decoded.value().name, QStringLiteral("a"));
    }

    // offer.take once named its missing hero "equip_hero", a field it does not have.
    void theosisOfferTakeNamesItsOwnField()
    {
        const auto decoded = decode<theosis::OfferTake>(parse(R"({"type":"offer.take","slot":"hand"})"));
        QVERIFY(!decoded.ok());
        QCOMPARE(decoded.error().code, QStringLiteral("request.field"));
        QCOMPARE(renderEnglish(decoded.error().message), QStringLiteral("The field hero is missing."));
    }

    void theosisRefusesAStrayField()
    {
        const auto decoded = decode<theosis::HeroPass>(parse(R"({"type":"hero.pass","hero":"h","discard":"p","power":"p"})"));
        QVERIFY(!decoded.ok());
        QCOMPARE(decoded.error().code, QStringLiteral("theosis.field_not_used"));
    }

    // A form's fields pass through the struct: a lenient table drops what it
    // does not know, and what does not decode is left for the engine to refuse.
    void rewriteGoesThroughTheStruct()
    {
        QCOMPARE(rewrite<Lenient>(parse(R"({"type":"lenient","name":"a","colour":1})")),
                 parse(R"({"type":"lenient","name":"a"})"));
        const QJsonObject unfinished = parse(R"({"type":"sample.do","name":"ann"})");
        QCOMPARE(rewrite<Sample>(unfinished), unfinished);
        QCOMPARE(rewrite<Sample>(parse(kBare)), parse(kBare));
    }

    void dispatcherUnpacksOncePacksOnce()
    {
        SessionState state;
        state.data.insert(QStringLiteral("value"), 2);
        unpacks = 0;
        const auto done = kGame.apply(state, parse(R"({"type":"add","amount":3})"));
        QVERIFY(done.ok());
        QCOMPARE(done.value().state.data.value(QStringLiteral("value")).toInt(), 5);
        QCOMPARE(unpacks, 1);
    }

    void dispatcherRefusals()
    {
        SessionState state;
        const auto unknown = kGame.apply(state, parse(R"({"type":"subtract","amount":3})"));
        QVERIFY(!unknown.ok());
        QCOMPARE(unknown.error().code, QStringLiteral("action.unknown"));
        const auto malformed = kGame.apply(state, parse(R"({"type":"add","amount":"3"})"));
        QVERIFY(!malformed.ok());
        QCOMPARE(malformed.error().code, QStringLiteral("request.field"));
        const auto illegal = kGame.apply(state, parse(R"({"type":"add","amount":-1})"));
        QVERIFY(!illegal.ok());
        QCOMPARE(illegal.error().code, QStringLiteral("add.below_zero"));
        QCOMPARE(kGame.types(), QStringList{QStringLiteral("add")});
    }

    // The options query's trials unpack the state once and leave it as it was.
    void trialsUnpackOnce()
    {
        SessionState state;
        state.data.insert(QStringLiteral("value"), 1);
        unpacks = 0;
        const auto trial = kGame.trials(state);
        QVERIFY(trial(parse(R"({"type":"add","amount":-1})")).ok());
        QVERIFY(trial(parse(R"({"type":"add","amount":-1})")).ok()); // each trial starts from the same state
        QVERIFY(!trial(parse(R"({"type":"add","amount":-2})")).ok());
        QCOMPARE(trial(parse(R"({"type":"nope"})")).error().code, QStringLiteral("action.unknown"));
        QCOMPARE(unpacks, 1);
    }
};

QTEST_GUILESS_MAIN(TestTypedAction)
#include "tst_typed_action.moc"
