#ifndef ARBITER_SOURCE_DIR
#define ARBITER_SOURCE_DIR "/work/main"
#endif

#include "core/session.h"
#include "core/typed_action.h"
#include "games/the_banishing/banishing_action_types.h"
#include "games/the_banishing/banishing_board.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace arbiter;
using namespace arbiter::banishing;

namespace {

QJsonObject parse(const QByteArray &json) { return QJsonDocument::fromJson(json).object(); }

// Decodes `o` as the action its "type" names and encodes it again; the
// decoding's refusal when it has one.
template <typename A>
bool reencodeAs(const QJsonObject &o, Result<QJsonObject> &out)
{
    if (o.value(QStringLiteral("type")).toString() != QLatin1String(A::kType))
        return false;
    auto decoded = typed::decode<A>(o);
    out = decoded ? Result<QJsonObject>(typed::encode(decoded.value())) : Result<QJsonObject>(decoded.error());
    return true;
}

Result<QJsonObject> reencode(const QJsonObject &o)
{
    Result<QJsonObject> out(RuleError::badRequest(QStringLiteral("test.no_such_struct"), phrase("no struct")));
    (reencodeAs<RevealCard>(o, out) || reencodeAs<Take>(o, out) || reencodeAs<UseShield>(o, out) || reencodeAs<UseAbility>(o, out)
     || reencodeAs<Swap>(o, out) || reencodeAs<Trade>(o, out) || reencodeAs<Rest>(o, out) || reencodeAs<EndTurn>(o, out)
     || reencodeAs<MoveCard>(o, out));
    return out;
}

const GameDefinition &game() { return *findGame(QStringLiteral("the-banishing")); }

QJsonObject shippedContent()
{
    QFile file(QStringLiteral(ARBITER_SOURCE_DIR "/resources/content/the-banishing.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("the shipped content pack is missing");
    return QJsonDocument::fromJson(file.readAll()).object();
}

// An app-deck game of three, its first character's take done: every turn
// action may be asked about.
SessionState afterFirstTake()
{
    const QJsonObject setup{{QStringLiteral("content"), shippedContent()}, {QStringLiteral("mode"), QStringLiteral("app")}};
    auto state = newSession(game(), QJsonArray{QStringLiteral("ann"), QStringLiteral("ben"), QStringLiteral("cy")}, setup, 7);
    if (!state)
        qFatal("setup refused: %s", qPrintable(renderEnglish(state.error().message)));
    for (const char *line : {"row", "column"})
        for (int index = 0; index < kVoidSide; ++index) {
            auto taken = apply(game(), state.value(), typed::encode(Take{.line = QLatin1String(line), .index = index}));
            if (taken)
                return taken->state;
        }
    qFatal("no line of the Void could be taken");
}

QJsonObject shippedCharacter(const QString &id)
{
    for (const QJsonValue &character : shippedContent().value(QStringLiteral("characters")).toArray())
        if (character.toObject().value(QStringLiteral("id")).toString() == id)
            return character.toObject();
    return {};
}

QString turnCharacter(const SessionState &state) { return boardOf(state).value().turn.character; }

} // namespace

class TestBanishingActionTypes : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Each action with every field it takes, and with only the required ones.
    void roundTrip_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("card.reveal") << QByteArray(R"({"type":"card.reveal","card":"red-sun","place":"void:4"})");
        QTest::newRow("card.reveal bare") << QByteArray(R"({"type":"card.reveal","card":"red-sun"})");
        QTest::newRow("take") << QByteArray(R"({"type":"take","character":"fighter","line":"column","index":2,"shield":"ghoul"})");
        QTest::newRow("take bare") << QByteArray(R"({"type":"take","line":"row","index":0})");
        QTest::newRow("shield") << QByteArray(R"({"type":"shield","character":"fighter","card":"ghoul"})");
        QTest::newRow("shield bare") << QByteArray(R"({"type":"shield","card":"ghoul"})");
        QTest::newRow("ability") << QByteArray(R"({"type":"ability","character":"thief","ability":"a","cards":["red-sun","red-moon"],"wand":true})");
        QTest::newRow("ability bare") << QByteArray(R"({"type":"ability","ability":"a","cards":[]})");
        QTest::newRow("swap") << QByteArray(R"({"type":"swap","character":"thief","a":0,"b":8})");
        QTest::newRow("swap bare") << QByteArray(R"({"type":"swap","a":3,"b":4})");
        QTest::newRow("trade") << QByteArray(R"({"type":"trade","character":"thief","with":"fighter","give":"red-sun","receive":"blue-moon"})");
        QTest::newRow("trade bare") << QByteArray(R"({"type":"trade","with":"fighter","give":"red-sun","receive":"blue-moon"})");
        QTest::newRow("rest") << QByteArray(R"({"type":"rest","character":"thief","wound":"zombie"})");
        QTest::newRow("rest bare") << QByteArray(R"({"type":"rest"})");
        QTest::newRow("turn.end") << QByteArray(R"({"type":"turn.end","character":"thief","discard":["red-sun","red-sun"]})");
        QTest::newRow("turn.end bare") << QByteArray(R"({"type":"turn.end"})");
        QTest::newRow("card.move") << QByteArray(R"({"type":"card.move","from":"hand:thief","to":"discard","card":"red-sun"})");
        QTest::newRow("card.move bare") << QByteArray(R"({"type":"card.move","from":"void:4","to":"banishing"})");
    }
    void roundTrip()
    {
        QFETCH(QByteArray, json);
        const QJsonObject written = parse(json);
        const auto again = reencode(written);
        QVERIFY2(again.ok(), again.ok() ? "" : qPrintable(renderEnglish(again.error().message)));
        QCOMPARE(again.value(), written);
    }

    void structsWriteWhatTheControllersSend()
    {
        QCOMPARE(typed::encode(Take{.line = QStringLiteral("row"), .index = 1}), parse(R"({"type":"take","line":"row","index":1})"));
        QCOMPARE(typed::encode(EndTurn{}), parse(R"({"type":"turn.end"})"));
        QCOMPARE(typed::encode(MoveCard{.from = QJsonValue(QStringLiteral("deck")), .to = QJsonValue(QStringLiteral("hand:thief"))}),
                 parse(R"({"type":"card.move","from":"deck","to":"hand:thief"})"));
        // An offered action leaves the table's inputs out.
        QCOMPARE(typed::encode(Trade{.character = QStringLiteral("thief"), .with = QStringLiteral("fighter")}, {"give", "receive"}),
                 parse(R"({"type":"trade","character":"thief","with":"fighter"})"));
        QCOMPARE(typed::encode(RevealCard{}, {"card"}), parse(R"({"type":"card.reveal"})"));
    }

    // The table's shape checks, one per kind of field: the code and the field
    // path (in the message) a field read by hand gave.
    void shapeRefusals_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing string") << QByteArray(R"({"type":"card.reveal"})") << "request.field" << "The field card is missing.";
        QTest::newRow("string of a number") << QByteArray(R"({"type":"shield","card":3})") << "request.field" << "card must be a string.";
        QTest::newRow("optional string of a bool") << QByteArray(R"({"type":"take","line":"row","index":0,"shield":true})")
                                                   << "request.field" << "shield must be a string.";
        QTest::newRow("character of a number") << QByteArray(R"({"type":"rest","character":1})") << "request.field"
                                               << "character must be a string.";
        QTest::newRow("missing int") << QByteArray(R"({"type":"take","line":"row"})") << "request.field" << "The field index is missing.";
        QTest::newRow("fractional int") << QByteArray(R"({"type":"swap","a":1.5,"b":2})") << "request.field" << "a must be a whole number.";
        QTest::newRow("int out of the Void") << QByteArray(R"({"type":"swap","a":3,"b":9})") << "request.range" << "b must be between 0 and 8.";
        QTest::newRow("line index out of range") << QByteArray(R"({"type":"take","line":"row","index":3})") << "request.range"
                                                 << "index must be between 0 and 2.";
        QTest::newRow("missing list") << QByteArray(R"({"type":"ability","ability":"a"})") << "request.field" << "The field cards is missing.";
        QTest::newRow("list of a string") << QByteArray(R"({"type":"turn.end","discard":"red-sun"})") << "request.field"
                                          << "discard must be a list.";
        QTest::newRow("null list") << QByteArray(R"({"type":"ability","ability":"a","cards":null})") << "request.field"
                                   << "cards must be a list.";
        QTest::newRow("bool of a string") << QByteArray(R"({"type":"ability","ability":"a","cards":[],"wand":"yes"})") << "request.field"
                                          << "wand must be true or false.";
    }
    void shapeRefusals()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, code);
        QFETCH(QString, message);
        const auto decoded = reencode(parse(json));
        QVERIFY(!decoded.ok());
        QCOMPARE(decoded.error().code, code);
        QCOMPARE(decoded.error().kind, ErrorKind::BadRequest);
        QCOMPARE(renderEnglish(decoded.error().message), message);
    }

    void otherFieldsAreIgnored()
    {
        const auto decoded = typed::decode<Rest>(parse(R"({"type":"rest","note":"tired"})"));
        QVERIFY(decoded.ok());
        QVERIFY(!decoded->wound);
    }

    // What only the game knows is checked by the rule, with the same codes
    // and field paths: a card of the pack, a character at the table, a place,
    // one of the two kinds of line.
    void ruleRefusals_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown card") << QByteArray(R"({"type":"trade","with":"OTHER","give":"dragon","receive":"red-sun"})")
                                      << "banishing.unknown_card" << "give: the content pack has no card \"dragon\".";
        QTest::newRow("card in a list of a number") << QByteArray(R"({"type":"ability","ability":"ABILITY","cards":[4,"red-sun","red-moon"]})")
                                                    << "request.field" << "cards must be a string.";
        QTest::newRow("unknown character") << QByteArray(R"({"type":"trade","with":"zed","give":"red-sun","receive":"red-sun"})")
                                           << "banishing.unknown_character" << "with: no character \"zed\" plays in this game.";
        QTest::newRow("missing place") << QByteArray(R"({"type":"card.move","to":"discard"})") << "request.field"
                                       << "from must name a place such as \"void:4\", \"hand:fighter\" or \"discard\".";
        QTest::newRow("place of a number") << QByteArray(R"({"type":"card.move","from":"discard","to":4})") << "request.field"
                                           << "to must name a place such as \"void:4\", \"hand:fighter\" or \"discard\".";
        QTest::newRow("place off the Void") << QByteArray(R"({"type":"card.move","from":"void:9","to":"discard"})") << "request.range"
                                            << "from: a Void space is numbered 0 to 8, row by row from the top left.";
        QTest::newRow("unknown action") << QByteArray(R"({"type":"banish"})") << "action.unknown" << QString();
    }
    void ruleRefusals()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, code);
        QFETCH(QString, message);
        const SessionState taken = afterFirstTake();
        const QString character = turnCharacter(taken);
        const QStringList order = boardOf(taken).value().order;
        const QString other = order.at((order.indexOf(character) + 1) % order.size());
        const QJsonArray abilities = shippedCharacter(character).value(QStringLiteral("abilities")).toArray();
        QVERIFY(!abilities.isEmpty());
        json.replace("OTHER", other.toUtf8());
        json.replace("ABILITY", abilities.first().toObject().value(QStringLiteral("id")).toString().toUtf8());
        const auto outcome = apply(game(), taken, parse(json));
        QVERIFY(!outcome.ok());
        QCOMPARE(outcome.error().code, code);
        if (!message.isEmpty())
            QCOMPARE(renderEnglish(outcome.error().message), message);
    }

    void unknownLineBeforeTheTake()
    {
        const QJsonObject setup{{QStringLiteral("content"), shippedContent()}, {QStringLiteral("mode"), QStringLiteral("app")}};
        const SessionState fresh = newSession(game(), QJsonArray{QStringLiteral("ann"), QStringLiteral("ben")}, setup, 3).value();
        const auto outcome = apply(game(), fresh, parse(R"({"type":"take","line":"diagonal","index":0})"));
        QVERIFY(!outcome.ok());
        QCOMPARE(outcome.error().code, QStringLiteral("request.choice"));
        QCOMPARE(renderEnglish(outcome.error().message), QStringLiteral("line must be one of: row, column."));
    }

    // A null optional field reads as absent, as for every typed action: a
    // null "character" no longer refuses the action (it was "must be a string").
    void nullCharacterIsAbsent()
    {
        const SessionState taken = afterFirstTake();
        QVERIFY(apply(game(), taken, parse(R"({"type":"turn.end","character":null})")).ok());
        QJsonObject named{{QStringLiteral("type"), QStringLiteral("turn.end")}, {QStringLiteral("character"), turnCharacter(taken)}};
        QVERIFY(apply(game(), taken, named).ok());
    }

    void outOfTurnCharacterIsRefused()
    {
        const SessionState taken = afterFirstTake();
        const QStringList order = boardOf(taken).value().order;
        const QString other = order.at((order.indexOf(turnCharacter(taken)) + 1) % order.size());
        const auto outcome = apply(game(), taken, typed::encode(EndTurn{.character = other}));
        QVERIFY(!outcome.ok());
        QCOMPARE(outcome.error().code, QStringLiteral("banishing.not_your_turn"));
    }
};

QTEST_GUILESS_MAIN(TestBanishingActionTypes)
#include "tst_banishing_action_types.moc"
