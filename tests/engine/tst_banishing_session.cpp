#ifndef ARBITER_SOURCE_DIR
#define ARBITER_SOURCE_DIR "/work/main"
#endif

#include "calc_test_support.h"
#include "core/session.h"
#include "core/session_story.h"
#include "core/session_log.h"
#include "games/the_banishing/banishing_board.h"
#include "games/the_banishing/banishing_content.h"
#include "games/the_banishing/banishing_counters.h"
#include "games/the_banishing/banishing_moves.h"
#include "games/the_banishing/banishing_outcome.h"
#include "games/the_banishing/banishing_queries.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace arbiter;
using namespace arbiter::banishing;
using arbiter::testing::jsonObject;
// arbiter::Outcome is a dice outcome; the game's is banishing::Outcome.

namespace {

const GameDefinition &game()
{
    return *findGame(QStringLiteral("the-banishing"));
}

QJsonObject shippedContent()
{
    static const QJsonObject pack = [] {
        QFile file(QStringLiteral(ARBITER_SOURCE_DIR "/resources/content/the-banishing.json"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("the shipped content pack is missing");
        return QJsonDocument::fromJson(file.readAll()).object();
    }();
    return pack;
}

QJsonArray threePlayers()
{
    return {QStringLiteral("ann"), QStringLiteral("ben"), QStringLiteral("cy")};
}

Result<SessionState> trySetup(QJsonObject setup, const QJsonArray &players = threePlayers(), std::uint64_t seed = 1)
{
    if (!setup.contains(QStringLiteral("content")))
        setup.insert(QStringLiteral("content"), shippedContent());
    return newSession(game(), players, setup, seed);
}

QString describe(const RuleError &error)
{
    return error.code + QStringLiteral(": ") + renderEnglish(error.message);
}

SessionState mustSetup(const QJsonObject &setup, const QJsonArray &players = threePlayers(), std::uint64_t seed = 1)
{
    auto state = trySetup(setup, players, seed);
    if (!state)
        qFatal("setup refused: %s", qPrintable(describe(state.error())));
    return state.value();
}

Result<Transition> act(const SessionState &state, const QJsonObject &action)
{
    return apply(game(), state, action);
}

Result<Transition> act(const SessionState &state, const char *action)
{
    return act(state, jsonObject(action));
}

// Applies an action that must be accepted; a refusal fails the test.
#define ACCEPT(state, action)                                                                                          \
    [&]() {                                                                                                            \
        auto outcome_ = act((state), (action));                                                                        \
        if (!outcome_.ok())                                                                                            \
            QTest::qFail(qPrintable(QStringLiteral("refused: ") + describe(outcome_.error())), __FILE__, __LINE__);    \
        return outcome_;                                                                                               \
    }()

Board boardIn(const SessionState &state)
{
    return boardOf(state).value();
}

Content contentIn(const SessionState &state)
{
    return contentOf(state.setup).value();
}

const Event *eventOf(const Transition &t, const char *type)
{
    for (const Event &e : t.events)
        if (e.type == QLatin1String(type))
            return &e;
    return nullptr;
}

QStringList eventTypes(const Transition &t)
{
    QStringList types;
    for (const Event &e : t.events)
        types << e.type;
    return types;
}

QByteArray fingerprint(const SessionState &state)
{
    return QJsonDocument(toJson(state)).toJson(QJsonDocument::Compact);
}

int counterOf(const SessionState &state, const QString &entity, const QString &counter)
{
    return state.entity(entity)->counter(counter).value_or(-999);
}

QJsonObject reveal(const QString &card, const QString &place = {})
{
    QJsonObject action{{QStringLiteral("type"), QStringLiteral("card.reveal")}, {QStringLiteral("card"), card}};
    if (!place.isEmpty())
        action.insert(QStringLiteral("place"), place);
    return action;
}

QJsonObject take(const char *line, int index)
{
    return {{QStringLiteral("type"), QStringLiteral("take")}, {QStringLiteral("line"), QLatin1String(line)}, {QStringLiteral("index"), index}};
}

const QJsonObject kEndTurn{{QStringLiteral("type"), QStringLiteral("turn.end")}};

// The table-deck hands dealt one card at a time: fighter, healer, thief, ...
const QStringList kHands{
    QStringLiteral("red-sun"),   QStringLiteral("green-sun"), QStringLiteral("blue-moon"),
    QStringLiteral("red-moon"),  QStringLiteral("green-sun"), QStringLiteral("blue-moon"),
    QStringLiteral("red-star"),  QStringLiteral("green-sun"), QStringLiteral("blue-star"),
};

// A known Void, row by row.
const QStringList kVoid{
    QStringLiteral("red-sun"),  QStringLiteral("shield"),   QStringLiteral("zombie"),
    QStringLiteral("blue-moon"), QStringLiteral("ghoul"),    QStringLiteral("green-moon"),
    QStringLiteral("wand"),     QStringLiteral("red-flame"), QStringLiteral("skeleton"),
};

// A table-deck game (fighter, healer, thief; default difficulty 4) whose hands
// and Void are the given cards, fighter to play.
SessionState dealtTable(const QStringList &voidCards = kVoid, const QStringList &hands = kHands, QJsonObject setup = {})
{
    setup.insert(QStringLiteral("mode"), QStringLiteral("table"));
    SessionState state = mustSetup(setup);
    for (const QString &card : hands + voidCards) {
        auto next = act(state, reveal(card));
        if (!next)
            qFatal("reveal refused: %s", qPrintable(describe(next.error())));
        state = next->state;
    }
    return state;
}

// Reveals the cards for the places waiting after a take, in order.
SessionState revealAll(SessionState state, const QStringList &cards)
{
    for (const QString &card : cards) {
        auto next = act(state, reveal(card));
        if (!next)
            qFatal("reveal refused: %s", qPrintable(describe(next.error())));
        state = next->state;
    }
    return state;
}

QJsonObject moveAction(const QString &card, const QString &from, const QString &to)
{
    QJsonObject action{{QStringLiteral("type"), QStringLiteral("card.move")}, {QStringLiteral("from"), from}, {QStringLiteral("to"), to}};
    if (!card.isEmpty())
        action.insert(QStringLiteral("card"), card);
    return action;
}

} // namespace

class TestBanishingSession : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void shippedContentIsValid();
    void handCorrectionsStayInRange();
    void brokenContentIsRefused_data();
    void brokenContentIsRefused();
    void appDeckSetupDealsEverything();
    void appDeckSetupIsReproducible();
    void setupChoices();
    void setupRefusals_data();
    void setupRefusals();
    void tinyDeckIsRefused();
    void tableDeckSetupWaitsForTheCards();
    void tableDeckVoidWithSixUndeadIsRedealt();
    void revealRefusals();
    void aCardTheListLacksIsTypedWhole();
    void takeSortsTheCardsAndRefills();
    void takeRefusals();
    void shieldStopsAnUndeadTakenThisTurn();
    void secondItemOfAKindIsDiscarded();
    void uniqueAbilityPaidWithAMatchedSet();
    void uniqueAbilityRefusals();
    void wandCompletesABanishingSet();
    void sharedAbilities();
    void handLimitAtTheEndOfTheTurn();
    void exhaustionRecoveryAndArmor();
    void deathLosesAndACorrectionResumes();
    void everyoneExhaustedLoses();
    void tableDeckRoundsAndTimeUp();
    void appDeckRoundsAddUndeadAndTimeRunsOut();
    void cardMovesCarryOutAbilities();
    void cardMoveRefusals();
    void banishingTenCardsWins();
    void queriesForTheUi();
    void fullGameAppDeckWin();
    void fullGameAppDeckLoss();
    void fullGameTableDeckWin();
    void fullGameTableDeckLoss();
    void storyOfADeathByHand();
};

// Issue 24: the game has three rounds, and a character's Stamina and Health
// counters go from 0 to the sheet's numbers (Armor is counted on top, never
// added to them).
void TestBanishingSession::handCorrectionsStayInRange()
{
    const SessionState state = mustSetup({{QStringLiteral("mode"), QStringLiteral("app")}});
    for (const char *refused : {R"({"type":"counter.set","entity":"table","counter":"round","value":4})",
                                R"({"type":"counter.set","entity":"table","counter":"round","value":0})",
                                R"({"type":"counter.adjust","entity":"fighter","counter":"health","delta":-50})",
                                R"({"type":"counter.set","entity":"fighter","counter":"stamina","value":99})"}) {
        auto outcome = act(state, refused);
        QVERIFY2(!outcome.ok(), refused);
        QCOMPARE(outcome.error().code, QStringLiteral("counter.out_of_range"));
    }
    QVERIFY(act(state, R"({"type":"counter.set","entity":"table","counter":"round","value":2})").ok());
}

void TestBanishingSession::shippedContentIsValid()
{
    QVERIFY(game().rulesBuilt);
    QVERIFY(game().validateContent(shippedContent()).ok());
    const Content content = contentFrom(shippedContent()).value();
    QCOMPARE(content.characters.size(), std::size_t{8});
    QCOMPARE(content.firstGame, (QStringList{QStringLiteral("fighter"), QStringLiteral("healer"), QStringLiteral("thief")}));
    QCOMPARE(shippedContent().value(QStringLiteral("check")).toString(),
             QStringLiteral("Made-up example values: check against your own cards"));
    // Every character can reach the Banishing with a level 2 blue ability.
    for (const CharacterSheet &sheet : content.characters) {
        bool banishes = false;
        for (const Ability &a : sheet.abilities)
            banishes = banishes || (a.toBanishing && a.level == 2 && a.color == QLatin1String("blue"));
        QVERIFY2(banishes, qPrintable(sheet.id));
    }
    QVERIFY(content.character(QStringLiteral("fighter"))->ability(QStringLiteral("kick")));
    QCOMPARE(content.character(QStringLiteral("fighter"))->ability(QStringLiteral("spear"))->level, 2);
}

void TestBanishingSession::brokenContentIsRefused_data()
{
    QTest::addColumn<QString>("pointer"); // what to break
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("code");
    QTest::newRow("no cards") << QStringLiteral("cards") << QJsonValue() << QStringLiteral("request.field");
    QTest::newRow("empty cards") << QStringLiteral("cards") << QJsonValue(QJsonArray{}) << QStringLiteral("request.field");
    QTest::newRow("unknown kind") << QStringLiteral("cards/0/kind") << QJsonValue(QStringLiteral("monster")) << QStringLiteral("request.choice");
    QTest::newRow("count too big") << QStringLiteral("cards/0/count") << QJsonValue(101) << QStringLiteral("request.range");
    QTest::newRow("duplicate card id") << QStringLiteral("cards/1/id") << QJsonValue(QStringLiteral("red-sun")) << QStringLiteral("content.duplicate_id");
    QTest::newRow("id with a colon") << QStringLiteral("cards/0/id") << QJsonValue(QStringLiteral("red:sun")) << QStringLiteral("request.field");
    QTest::newRow("undead damage 6") << QStringLiteral("cards/12/damage") << QJsonValue(6) << QStringLiteral("request.range");
    QTest::newRow("undead level 0") << QStringLiteral("cards/12/level") << QJsonValue(0) << QStringLiteral("request.range");
    QTest::newRow("unknown item") << QStringLiteral("cards/17/item") << QJsonValue(QStringLiteral("ring")) << QStringLiteral("request.choice");
    QTest::newRow("stamina 0") << QStringLiteral("characters/0/stamina") << QJsonValue(0) << QStringLiteral("request.range");
    QTest::newRow("ability level 3") << QStringLiteral("characters/0/abilities/0/level") << QJsonValue(3) << QStringLiteral("request.range");
    QTest::newRow("cards_to elsewhere") << QStringLiteral("characters/0/abilities/0/cards_to") << QJsonValue(QStringLiteral("hand"))
                                        << QStringLiteral("request.field");
    QTest::newRow("ability without effect") << QStringLiteral("characters/0/abilities/0/effect") << QJsonValue() << QStringLiteral("request.field");
    QTest::newRow("unknown first-game character") << QStringLiteral("first_game/0") << QJsonValue(QStringLiteral("paladin"))
                                                  << QStringLiteral("request.field");
    QTest::newRow("difficulty beyond the items") << QStringLiteral("default_difficulty") << QJsonValue(10) << QStringLiteral("request.range");
}

// Sets (or with an undefined value removes) the value at a JSON pointer.
QJsonValue withValue(const QJsonValue &root, QStringList path, const QJsonValue &value)
{
    if (path.isEmpty())
        return value;
    const QString key = path.takeFirst();
    if (root.isArray()) {
        QJsonArray array = root.toArray();
        const int index = key.toInt();
        if (path.isEmpty() && value.isUndefined())
            array.removeAt(index);
        else
            array[index] = withValue(array.at(index), path, value);
        return array;
    }
    QJsonObject object = root.toObject();
    if (path.isEmpty() && value.isUndefined())
        object.remove(key);
    else
        object.insert(key, withValue(object.value(key), path, value));
    return object;
}

void TestBanishingSession::brokenContentIsRefused()
{
    QFETCH(QString, pointer);
    QFETCH(QJsonValue, value);
    QFETCH(QString, code);
    const QJsonObject content = shippedContent();
    // The indices used above must still point at what they mean to break.
    QCOMPARE(content.value(QStringLiteral("cards")).toArray().at(12).toObject().value(QStringLiteral("id")).toString(), QStringLiteral("zombie"));
    QCOMPARE(content.value(QStringLiteral("cards")).toArray().at(17).toObject().value(QStringLiteral("id")).toString(), QStringLiteral("shield"));
    const QJsonObject broken = withValue(content, pointer.split(QLatin1Char('/')), value.isNull() ? QJsonValue(QJsonValue::Undefined) : value).toObject();
    const Status status = game().validateContent(broken);
    QVERIFY(!status.ok());
    QCOMPARE(status.error().kind, ErrorKind::BadRequest);
    QCOMPARE(status.error().code, code);
    // A session cannot start with it either.
    auto session = trySetup({{QStringLiteral("content"), broken}});
    QVERIFY(!session.ok());
    QCOMPARE(session.error().code, code);
}

void TestBanishingSession::appDeckSetupDealsEverything()
{
    const SessionState state = mustSetup({{QStringLiteral("mode"), QStringLiteral("app")}});
    const Board board = boardIn(state);
    const Content content = contentIn(state);
    QCOMPARE(board.mode, DeckMode::App);
    // The recommended first-game trio, one per player in seat order.
    QCOMPARE(board.order, (QStringList{QStringLiteral("fighter"), QStringLiteral("healer"), QStringLiteral("thief")}));
    QCOMPARE(state.entity(QStringLiteral("healer"))->owner, QStringLiteral("ben"));
    QCOMPARE(state.entity(QStringLiteral("healer"))->kind, QStringLiteral("character"));
    QCOMPARE(counterOf(state, QStringLiteral("healer"), kStaminaCounter), 6);
    QCOMPARE(counterOf(state, QStringLiteral("healer"), kHealthCounter), 10);
    QCOMPARE(counterOf(state, kTableEntity, kRoundCounter), 1);
    QVERIFY(!state.entity(kTableEntity)->counter(kDeckCounter).has_value()); // the app's deck is its own list
    QVERIFY(!board.settingUp);
    QVERIFY(board.pending.isEmpty());
    QCOMPARE(board.turn.character, QStringLiteral("fighter"));
    QVERIFY(!board.turn.taken);
    // Hands: three symbol cards each, dealt before undead and items join.
    for (const QString &character : board.order) {
        QCOMPARE(board.cardsOf(character).hand.size(), 3);
        for (const QString &card : board.cardsOf(character).hand)
            QCOMPARE(content.card(card)->kind, CardKind::Symbol);
    }
    // The Void: nine single cards, fewer than six undead.
    int undead = 0;
    QStringList everything;
    for (const QStringList &stack : board.voidStacks) {
        QCOMPARE(stack.size(), 1);
        undead += content.card(stack.first())->kind == CardKind::Undead ? 1 : 0;
        everything += stack;
    }
    QVERIFY(undead < 6);
    // 60 symbol cards + 4 items (the default difficulty) + 15 undead of levels 1-3,
    // less 9 in hands and 9 in the Void.
    QCOMPARE(board.deck.size(), 60 + 4 + 15 - 18);
    everything += board.deck;
    int items = 0;
    int early = 0;
    for (const QString &card : everything) {
        items += content.card(card)->kind == CardKind::Item ? 1 : 0;
        early += content.card(card)->kind == CardKind::Undead ? 1 : 0;
        QVERIFY(content.card(card)->kind != CardKind::Undead || content.card(card)->level <= 3);
    }
    QCOMPARE(items, 4);
    QCOMPARE(early, 15);
    QCOMPARE(board.reserve.at(4), QStringList(4, QStringLiteral("wraith")));
    QCOMPARE(board.reserve.at(5), QStringList(3, QStringLiteral("lich")));
    QVERIFY(board.discard.isEmpty() && board.banishing.isEmpty());
}

void TestBanishingSession::appDeckSetupIsReproducible()
{
    const QJsonObject setup{{QStringLiteral("mode"), QStringLiteral("app")}, {QStringLiteral("difficulty"), 0}};
    const SessionState a = mustSetup(setup, threePlayers(), 77);
    const SessionState b = mustSetup(setup, threePlayers(), 77);
    QCOMPARE(fingerprint(a), fingerprint(b));
    const SessionState c = mustSetup(setup, threePlayers(), 78);
    QVERIFY(boardIn(a).deck != boardIn(c).deck);
    // Difficulty 0: no item anywhere.
    const Content content = contentIn(a);
    for (const QString &card : boardIn(a).deck)
        QVERIFY(content.card(card)->kind != CardKind::Item);
}

void TestBanishingSession::setupChoices()
{
    // Positional characters, a chosen first player, six players.
    const QJsonArray six{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d"), QStringLiteral("e"), QStringLiteral("f")};
    const SessionState defaults = mustSetup({}, six);
    QCOMPARE(boardIn(defaults).order,
             (QStringList{QStringLiteral("fighter"), QStringLiteral("healer"), QStringLiteral("thief"), QStringLiteral("sorcerer"),
                          QStringLiteral("witch"), QStringLiteral("bard")}));
    QCOMPARE(boardIn(defaults).mode, DeckMode::Table); // the real deck unless the app is asked to shuffle

    const SessionState chosen = mustSetup(jsonObject(R"({"characters":["brute","cultist","bard"],"first":"cy","difficulty":2})"));
    QCOMPARE(boardIn(chosen).order, (QStringList{QStringLiteral("bard"), QStringLiteral("brute"), QStringLiteral("cultist")}));
    QCOMPARE(boardIn(chosen).turn.character, QStringLiteral("bard"));
    QCOMPARE(boardIn(chosen).difficulty, 2);
    // Table deck: 60 symbols + 2 items + 15 undead.
    QCOMPARE(counterOf(chosen, kTableEntity, kDeckCounter), 77);

    // A solo player may run two characters; the first named by character.
    const SessionState solo = mustSetup(jsonObject(R"({"characters":[{"player":"ann","character":"witch"},{"player":"ann","character":"brute"}],"first":"brute"})"),
                                        QJsonArray{QStringLiteral("ann")});
    QCOMPARE(boardIn(solo).order, (QStringList{QStringLiteral("brute"), QStringLiteral("witch")}));
    QCOMPARE(solo.entity(QStringLiteral("witch"))->owner, QStringLiteral("ann"));
    QCOMPARE(recommendedCharactersFor(shippedContent(), 1).value(),
             (QStringList{QStringLiteral("fighter"), QStringLiteral("healer"), QStringLiteral("thief")}));
    QCOMPARE(recommendedCharactersFor(shippedContent(), 4).value().last(), QStringLiteral("sorcerer"));
}

void TestBanishingSession::setupRefusals_data()
{
    QTest::addColumn<QByteArray>("setup");
    QTest::addColumn<QJsonArray>("players");
    QTest::addColumn<QString>("code");
    QTest::newRow("unknown mode") << QByteArray(R"({"mode":"paper"})") << threePlayers() << QStringLiteral("request.field");
    QTest::newRow("difficulty above the items") << QByteArray(R"({"difficulty":10})") << threePlayers() << QStringLiteral("request.range");
    QTest::newRow("negative difficulty") << QByteArray(R"({"difficulty":-1})") << threePlayers() << QStringLiteral("request.range");
    QTest::newRow("unknown character") << QByteArray(R"({"characters":["fighter","paladin","thief"]})") << threePlayers()
                                       << QStringLiteral("banishing.unknown_character");
    QTest::newRow("character twice") << QByteArray(R"({"characters":["fighter","fighter","thief"]})") << threePlayers()
                                     << QStringLiteral("banishing.character_twice");
    QTest::newRow("too few characters") << QByteArray(R"({"characters":["fighter","thief"]})") << threePlayers()
                                        << QStringLiteral("banishing.choose_characters");
    QTest::newRow("a player without one") << QByteArray(R"({"characters":[{"player":"ann","character":"fighter"},{"player":"ben","character":"thief"}]})")
                                          << threePlayers() << QStringLiteral("banishing.choose_characters");
    QTest::newRow("a stranger's character") << QByteArray(R"({"characters":[{"player":"zed","character":"fighter"}]})") << threePlayers()
                                            << QStringLiteral("request.field");
    QTest::newRow("unknown first player") << QByteArray(R"({"first":"zed"})") << threePlayers() << QStringLiteral("request.field");
    QTest::newRow("player named like a character") << QByteArray(R"({})")
                                                   << QJsonArray{QStringLiteral("fighter"), QStringLiteral("ben")}
                                                   << QStringLiteral("banishing.id_taken");
    QTest::newRow("player named table") << QByteArray(R"({})") << QJsonArray{QStringLiteral("table")} << QStringLiteral("banishing.id_taken");
    QTest::newRow("no content") << QByteArray(R"({"content":"none"})") << threePlayers() << QStringLiteral("content.missing");
}

void TestBanishingSession::setupRefusals()
{
    QFETCH(QByteArray, setup);
    QFETCH(QJsonArray, players);
    QFETCH(QString, code);
    QJsonObject object = jsonObject(setup.constData());
    if (object.value(QStringLiteral("content")).isString())
        object.remove(QStringLiteral("content")); // really without content
    else
        object.insert(QStringLiteral("content"), shippedContent());
    auto refused = newSession(game(), players, object, 1);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().kind, ErrorKind::BadRequest);
    QCOMPARE(refused.error().code, code);
    // Seven players are beyond the box.
    QJsonArray seven;
    for (int i = 0; i < 7; ++i)
        seven.append(QStringLiteral("p%1").arg(i));
    QCOMPARE(trySetup({}, seven).error().code, QStringLiteral("session.player_count"));
}

void TestBanishingSession::tinyDeckIsRefused()
{
    // A valid pack whose deck cannot deal the hands (app deck) or the hands and the Void (table deck).
    QJsonObject content = shippedContent();
    QJsonArray cards = content.value(QStringLiteral("cards")).toArray();
    for (qsizetype i = 0; i < cards.size(); ++i) {
        QJsonObject card = cards.at(i).toObject();
        card.insert(QStringLiteral("count"), card.value(QStringLiteral("kind")).toString() == QLatin1String("symbol") ? 0 : 1);
        cards[i] = card;
    }
    content.insert(QStringLiteral("cards"), cards);
    content.insert(QStringLiteral("default_difficulty"), 0);
    QVERIFY(game().validateContent(content).ok());
    for (const char *mode : {"app", "table"}) {
        auto refused = trySetup({{QStringLiteral("content"), content}, {QStringLiteral("mode"), QLatin1String(mode)}});
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, ErrorKind::BadRequest);
        QCOMPARE(refused.error().code, QStringLiteral("banishing.deck_too_small"));
    }
}

void TestBanishingSession::tableDeckSetupWaitsForTheCards()
{
    SessionState state = mustSetup({{QStringLiteral("mode"), QStringLiteral("table")}});
    Board board = boardIn(state);
    QVERIFY(board.settingUp);
    // Hands are dealt one card at a time around the table, then the Void row by row.
    QStringList expected;
    for (int round = 0; round < 3; ++round)
        expected << QStringLiteral("hand:fighter") << QStringLiteral("hand:healer") << QStringLiteral("hand:thief");
    for (int i = 0; i < 9; ++i)
        expected << QStringLiteral("void:%1").arg(i);
    QCOMPARE(board.pending, expected);
    QCOMPARE(counterOf(state, kTableEntity, kDeckCounter), 79);

    ARBITER_EXPECT_REFUSAL(act(state, take("row", 0)), ErrorKind::InvalidMove, "banishing.setting_up", "the-banishing.deck-modes");
    ARBITER_EXPECT_REFUSAL(act(state, kEndTurn), ErrorKind::InvalidMove, "banishing.setting_up", "the-banishing.deck-modes");
    // The starting hands come from the deck before undead and items join it.
    ARBITER_EXPECT_REFUSAL(act(state, reveal(QStringLiteral("zombie"))), ErrorKind::InvalidMove, "banishing.hand_needs_symbol",
                           "the-banishing.setup");

    auto first = ACCEPT(state, reveal(QStringLiteral("red-sun")));
    QCOMPARE(first->events.size(), std::size_t{1});
    QCOMPARE(first->events[0].type, QStringLiteral("card.revealed"));
    QCOMPARE(renderEnglish(first->events[0].text), QStringLiteral("Deal Red sun to Fighter's hand."));
    QCOMPARE(counterOf(first->state, kTableEntity, kDeckCounter), 78);
    // Any waiting place may be named, in any order.
    auto named = ACCEPT(first->state, reveal(QStringLiteral("zombie"), QStringLiteral("void:8")));
    QCOMPARE(renderEnglish(named->events[0].text), QStringLiteral("Deal Zombie to the Void, row 3, column 3."));
    QVERIFY(!boardIn(named->state).pending.contains(QStringLiteral("void:8")));

    state = dealtTable();
    board = boardIn(state);
    QVERIFY(!board.settingUp);
    QVERIFY(board.pending.isEmpty());
    QCOMPARE(board.cardsOf(QStringLiteral("fighter")).hand,
             (QStringList{QStringLiteral("red-sun"), QStringLiteral("red-moon"), QStringLiteral("red-star")}));
    QCOMPARE(board.voidStacks[4], QStringList{QStringLiteral("ghoul")});
    QCOMPARE(counterOf(state, kTableEntity, kDeckCounter), 79 - 18);
    // The last reveal of the setup starts the first turn.
    SessionState almost = mustSetup({{QStringLiteral("mode"), QStringLiteral("table")}});
    almost = revealAll(almost, (kHands + kVoid).mid(0, 17));
    auto last = ACCEPT(almost, reveal(kVoid.last()));
    QCOMPARE(eventTypes(last.value()), (QStringList{QStringLiteral("card.revealed"), QStringLiteral("turn.started")}));
    QCOMPARE(renderEnglish(last->events[1].text), QStringLiteral("Setup is done. Fighter begins: take a row or a column from the Void."));
}

// Rulebook: "Draw from the Deck to fill any empty spaces in the Void." The
// real deck may hold a card the pack lacks: the table types it whole, then
// names it like any other card; the next game's pack has it too.
void TestBanishingSession::aCardTheListLacksIsTypedWhole()
{
    SessionState state = mustSetup({{QStringLiteral("mode"), QStringLiteral("table")}});
    state = revealAll(state, kHands);
    auto now = gameOptions(game(), state);
    QVERIFY(now.ok());
    QStringList kinds;
    for (const OfferedAction &option : now->options)
        if (option.action.value(QStringLiteral("type")) == QLatin1String("deck.add_card")) {
            kinds << option.action.value(QStringLiteral("kind")).toString();
            QCOMPARE(option.open.size(), std::size_t(1));
            QCOMPARE(option.open.front().field, QStringLiteral("card"));
        }
    QCOMPARE(kinds, (QStringList{QStringLiteral("symbol"), QStringLiteral("undead")}));

    const char *barrowKing = R"({"type":"deck.add_card","kind":"undead","card":{"name":"Barrow King","level":3,"damage":4}})";
    auto tooStrong = act(state, R"({"type":"deck.add_card","kind":"undead","card":{"name":"Barrow King","level":3,"damage":9}})");
    ARBITER_EXPECT_REFUSAL(tooStrong, ErrorKind::BadRequest, "request.range", "");
    QVERIFY2(renderEnglish(tooStrong.error().message).startsWith(QStringLiteral("card.damage")), qPrintable(renderEnglish(tooStrong.error().message)));
    ARBITER_EXPECT_REFUSAL(act(state, R"({"type":"deck.add_card","kind":"item","card":{"name":"Lamp"}})"), ErrorKind::BadRequest,
                           "request.bad_value", "");
    auto added = ACCEPT(state, barrowKing);
    QCOMPARE(eventTypes(added.value()), QStringList{QStringLiteral("deck.card_added")});
    auto named = ACCEPT(added->state, reveal(QStringLiteral("barrow-king")));
    QCOMPARE(renderEnglish(named->events[0].text), QStringLiteral("Deal Barrow King to the Void, row 1, column 1."));
    QCOMPARE(boardIn(named->state).voidStacks[0], QStringList{QStringLiteral("barrow-king")});

    // Nothing waits for a card: nothing to type either.
    const SessionState dealt = dealtTable();
    ARBITER_EXPECT_REFUSAL(act(dealt, barrowKing), ErrorKind::InvalidMove, "banishing.nothing_to_reveal", "the-banishing.deck-modes");

    // Kept for next time: in the table's pack once, however often typed.
    const QJsonObject pack = shippedContent();
    const QJsonObject kept = game().keepInPack(pack, QJsonDocument::fromJson(barrowKing).object());
    QCOMPARE(kept.value(QStringLiteral("cards")).toArray().size(), pack.value(QStringLiteral("cards")).toArray().size() + 1);
    QCOMPARE(game().keepInPack(kept, QJsonDocument::fromJson(barrowKing).object()), kept);
    QVERIFY(game().validateContent(kept));
}

void TestBanishingSession::tableDeckVoidWithSixUndeadIsRedealt()
{
    const QStringList grim{QStringLiteral("zombie"), QStringLiteral("zombie"), QStringLiteral("ghoul"),
                           QStringLiteral("skeleton"), QStringLiteral("red-sun"), QStringLiteral("zombie"),
                           QStringLiteral("blue-sun"), QStringLiteral("skeleton"), QStringLiteral("shield")};
    SessionState state = mustSetup({{QStringLiteral("mode"), QStringLiteral("table")}});
    state = revealAll(state, kHands + grim.mid(0, 8));
    auto redeal = ACCEPT(state, reveal(grim.last()));
    const Event *event = eventOf(redeal.value(), "void.redealt");
    QVERIFY(event);
    QCOMPARE(event->data.value(QStringLiteral("undead")).toInt(), 6);
    const Board board = boardIn(redeal->state);
    QVERIFY(board.settingUp);
    for (const QStringList &stack : board.voidStacks)
        QVERIFY(stack.isEmpty());
    QCOMPARE(board.pending.size(), 9);
    QCOMPARE(board.pending.first(), QStringLiteral("void:0"));
    // The nine go back into the deck: 79 - 9 hand cards.
    QCOMPARE(counterOf(redeal->state, kTableEntity, kDeckCounter), 70);
    // Five undead are fine.
    const SessionState dealt = revealAll(redeal->state, kVoid);
    QVERIFY(!boardIn(dealt).settingUp);
    QCOMPARE(counterOf(dealt, kTableEntity, kDeckCounter), 61);
}

void TestBanishingSession::revealRefusals()
{
    const SessionState table = dealtTable();
    ARBITER_EXPECT_REFUSAL(act(table, reveal(QStringLiteral("red-sun"))), ErrorKind::InvalidMove, "banishing.nothing_to_reveal",
                           "the-banishing.deck-modes");
    const SessionState app = mustSetup({{QStringLiteral("mode"), QStringLiteral("app")}});
    ARBITER_EXPECT_REFUSAL(act(app, reveal(QStringLiteral("red-sun"))), ErrorKind::InvalidMove, "banishing.app_deals",
                           "the-banishing.deck-modes");
    const SessionState fresh = mustSetup({{QStringLiteral("mode"), QStringLiteral("table")}});
    ARBITER_EXPECT_REFUSAL(act(fresh, reveal(QStringLiteral("red-sun"), QStringLiteral("discard"))), ErrorKind::InvalidMove,
                           "banishing.place_not_pending", "the-banishing.deck-modes");
    auto unknown = act(fresh, reveal(QStringLiteral("dragon")));
    QVERIFY(!unknown.ok());
    QCOMPARE(unknown.error().code, QStringLiteral("banishing.unknown_card"));
    QCOMPARE(unknown.error().kind, ErrorKind::BadRequest);
    QCOMPARE(act(fresh, reveal(QStringLiteral("red-sun"), QStringLiteral("void:9"))).error().code, QStringLiteral("request.range"));
    QCOMPARE(act(fresh, reveal(QStringLiteral("red-sun"), QStringLiteral("hand:rogue"))).error().code,
             QStringLiteral("banishing.unknown_character"));
    QCOMPARE(act(fresh, reveal(QStringLiteral("red-sun"), QStringLiteral("attic"))).error().code, QStringLiteral("request.field"));
}

void TestBanishingSession::takeSortsTheCardsAndRefills()
{
    const SessionState state = dealtTable();
    auto taken = ACCEPT(state, take("row", 0));
    QCOMPARE(eventTypes(taken.value()), (QStringList(3, QStringLiteral("card.taken"))));
    QStringList texts;
    for (const Event &e : taken->events)
        texts << renderEnglish(e.text);
    QCOMPARE(texts, (QStringList{QStringLiteral("Fighter takes Red sun into the hand."),
                                 QStringLiteral("Fighter puts Shield in the item slot."),
                                 QStringLiteral("Fighter takes Zombie as a wound (1 damage).")}));
    Board board = boardIn(taken->state);
    const CharacterCards &fighter = board.cardsOf(QStringLiteral("fighter"));
    QCOMPARE(fighter.hand.size(), 4);
    QCOMPARE(fighter.hand.last(), QStringLiteral("red-sun"));
    QCOMPARE(fighter.items, QStringList{QStringLiteral("shield")});
    QCOMPARE(fighter.wounds, QStringList{QStringLiteral("zombie")});
    QCOMPARE(board.turn.undeadTaken, QStringList{QStringLiteral("zombie")});
    QVERIFY(board.turn.taken);
    // The emptied spaces wait for the table's cards, left to right.
    QCOMPARE(board.pending, (QStringList{QStringLiteral("void:0"), QStringLiteral("void:1"), QStringLiteral("void:2")}));
    QCOMPARE(characterStatusIn(taken->state, QStringLiteral("fighter"))->damage, 1);

    const SessionState refilled = revealAll(taken->state, {QStringLiteral("green-star"), QStringLiteral("blue-sun"), QStringLiteral("red-sun")});
    board = boardIn(refilled);
    QCOMPARE(board.voidStacks[1], QStringList{QStringLiteral("blue-sun")});
    QCOMPARE(counterOf(refilled, kTableEntity, kDeckCounter), 58);

    // A column takes the top card of each stacked space only.
    SessionState stacked = ACCEPT(refilled, kEndTurn)->state;
    stacked = ACCEPT(stacked, moveAction(QStringLiteral("red-moon"), QStringLiteral("hand:fighter"), QStringLiteral("void:4")))->state;
    QCOMPARE(boardIn(stacked).voidStacks[4], (QStringList{QStringLiteral("ghoul"), QStringLiteral("red-moon")}));
    auto column = ACCEPT(stacked, take("column", 1));
    board = boardIn(column->state);
    QCOMPARE(board.voidStacks[4], QStringList{QStringLiteral("ghoul")}); // not empty: nothing to refill there
    QCOMPARE(board.pending, (QStringList{QStringLiteral("void:1"), QStringLiteral("void:7")}));
    QCOMPARE(board.cardsOf(QStringLiteral("healer")).hand.mid(3),
             (QStringList{QStringLiteral("blue-sun"), QStringLiteral("red-moon"), QStringLiteral("red-flame")}));

    // In app-deck mode the app deals the refill and says where.
    const SessionState app = mustSetup({{QStringLiteral("mode"), QStringLiteral("app")}}, threePlayers(), 5);
    const QStringList deckBefore = boardIn(app).deck;
    auto appTake = ACCEPT(app, take("column", 2));
    const Board after = boardIn(appTake->state);
    QVERIFY(after.pending.isEmpty());
    QCOMPARE(after.voidStacks[2], QStringList{deckBefore.at(0)});
    QCOMPARE(after.voidStacks[5], QStringList{deckBefore.at(1)});
    QCOMPARE(after.voidStacks[8], QStringList{deckBefore.at(2)});
    QCOMPARE(after.deck, deckBefore.mid(3));
    const Event *dealt = eventOf(appTake.value(), "card.dealt");
    QVERIFY(dealt);
    QCOMPARE(dealt->data.value(QStringLiteral("place")).toString(), QStringLiteral("void:2"));
    QCOMPARE(renderEnglish(dealt->text),
             QStringLiteral("Deal %1 to the Void, row 1, column 3.").arg(contentIn(app).card(deckBefore.at(0))->name));
}

void TestBanishingSession::takeRefusals()
{
    const SessionState state = dealtTable();
    ARBITER_EXPECT_REFUSAL(act(state, R"({"type":"take","line":"row","index":0,"character":"healer"})"), ErrorKind::InvalidMove,
                           "banishing.not_your_turn", "the-banishing.turn");
    QCOMPARE(act(state, R"({"type":"take","line":"diagonal","index":0})").error().code, QStringLiteral("request.choice"));
    QCOMPARE(act(state, R"({"type":"take","line":"row","index":3})").error().code, QStringLiteral("request.range"));
    QCOMPARE(act(state, R"({"type":"take","line":"row"})").error().code, QStringLiteral("request.field"));
    ARBITER_EXPECT_REFUSAL(act(state, kEndTurn), ErrorKind::InvalidMove, "banishing.take_first", "the-banishing.turn");
    ARBITER_EXPECT_REFUSAL(act(state, R"({"type":"rest"})"), ErrorKind::InvalidMove, "banishing.take_first", "the-banishing.turn");

    auto taken = ACCEPT(state, R"({"type":"take","line":"row","index":0,"character":"fighter"})");
    ARBITER_EXPECT_REFUSAL(act(taken->state, kEndTurn), ErrorKind::InvalidMove, "banishing.reveal_pending", "the-banishing.refilling");
    ARBITER_EXPECT_REFUSAL(act(taken->state, moveAction(QStringLiteral("red-sun"), QStringLiteral("hand:fighter"), QStringLiteral("discard"))),
                           ErrorKind::InvalidMove, "banishing.reveal_pending", "the-banishing.refilling");
    const SessionState refilled = revealAll(taken->state, {QStringLiteral("green-star"), QStringLiteral("blue-sun"), QStringLiteral("red-sun")});
    ARBITER_EXPECT_REFUSAL(act(refilled, take("row", 1)), ErrorKind::InvalidMove, "banishing.already_taken",
                           "the-banishing.take-row-column");

    // A line whose spaces are all empty (the deck ran dry) cannot be taken.
    SessionState app = mustSetup({{QStringLiteral("mode"), QStringLiteral("app")}});
    QJsonObject data = app.data;
    QJsonArray voidArray = data.value(QStringLiteral("void")).toArray();
    for (int i = 0; i < 3; ++i)
        voidArray[i] = QJsonArray{};
    data.insert(QStringLiteral("void"), voidArray);
    app.data = data;
    ARBITER_EXPECT_REFUSAL(act(app, take("row", 0)), ErrorKind::InvalidMove, "banishing.empty_line", "the-banishing.take-row-column");
}

void TestBanishingSession::shieldStopsAnUndeadTakenThisTurn()
{
    const SessionState state = dealtTable();
    // Column 1 holds the Shield and the Ghoul: the Shield taken now stops it.
    auto shielded = ACCEPT(state, R"({"type":"take","line":"column","index":1,"shield":"ghoul"})");
    const Event *used = eventOf(shielded.value(), "shield.used");
    QVERIFY(used);
    QCOMPARE(renderEnglish(used->text), QStringLiteral("Fighter uses the Shield: Ghoul and the Shield go to the discard pile."));
    Board board = boardIn(shielded->state);
    QVERIFY(board.cardsOf(QStringLiteral("fighter")).wounds.isEmpty());
    QVERIFY(board.cardsOf(QStringLiteral("fighter")).items.isEmpty());
    QCOMPARE(board.discard, (QStringList{QStringLiteral("ghoul"), QStringLiteral("shield")}));

    // Without a Shield, nothing to spend; the whole take is refused.
    ARBITER_EXPECT_REFUSAL(act(state, R"({"type":"take","line":"row","index":1,"shield":"ghoul"})"), ErrorKind::InvalidMove,
                           "banishing.no_shield", "the-banishing.shield");
    // Later in the same turn, as its own action.
    SessionState later = ACCEPT(state, take("row", 0))->state;
    later = revealAll(later, {QStringLiteral("green-star"), QStringLiteral("blue-sun"), QStringLiteral("red-sun")});
    ARBITER_EXPECT_REFUSAL(act(later, R"({"type":"shield","card":"ghoul"})"), ErrorKind::InvalidMove, "banishing.shield_old_wound",
                           "the-banishing.shield");
    // A wound from an earlier turn stays.
    SessionState nextTurn = ACCEPT(later, kEndTurn)->state;
    nextTurn = ACCEPT(nextTurn, take("row", 2))->state; // healer
    nextTurn = revealAll(nextTurn, {QStringLiteral("green-star"), QStringLiteral("blue-sun"), QStringLiteral("red-sun")});
    nextTurn = ACCEPT(nextTurn, kEndTurn)->state;
    nextTurn = ACCEPT(nextTurn, take("row", 1))->state; // thief
    nextTurn = revealAll(nextTurn, {QStringLiteral("green-star"), QStringLiteral("blue-sun"), QStringLiteral("red-sun")});
    nextTurn = ACCEPT(nextTurn, kEndTurn)->state;
    nextTurn = ACCEPT(nextTurn, take("row", 0))->state; // fighter again, still with the Shield
    nextTurn = revealAll(nextTurn, {QStringLiteral("green-star"), QStringLiteral("blue-sun"), QStringLiteral("red-sun")});
    ARBITER_EXPECT_REFUSAL(act(nextTurn, R"({"type":"shield","card":"zombie"})"), ErrorKind::InvalidMove, "banishing.shield_old_wound",
                           "the-banishing.shield");
    // The Shield is not an ability: one can still follow.
    SessionState fresh = ACCEPT(state, take("row", 0))->state;
    fresh = revealAll(fresh, {QStringLiteral("green-star"), QStringLiteral("blue-sun"), QStringLiteral("red-sun")});
    fresh = ACCEPT(fresh, R"({"type":"shield","card":"zombie"})")->state;
    QVERIFY(boardIn(fresh).turn.ability.isEmpty());
    QVERIFY(ACCEPT(fresh, R"({"type":"ability","ability":"kick","cards":["red-sun","red-moon","red-star"]})").ok());
}

void TestBanishingSession::secondItemOfAKindIsDiscarded()
{
    QStringList voidCards = kVoid;
    voidCards[0] = QStringLiteral("shield");
    const SessionState state = dealtTable(voidCards);
    auto taken = ACCEPT(state, take("row", 0));
    const Board board = boardIn(taken->state);
    QCOMPARE(board.cardsOf(QStringLiteral("fighter")).items, QStringList{QStringLiteral("shield")});
    QCOMPARE(board.discard, QStringList{QStringLiteral("shield")});
    QCOMPARE(renderEnglish(taken->events[1].text), QStringLiteral("Fighter already holds a Shield: the second one goes to the discard pile."));
}

namespace {

const QStringList kFiller{QStringLiteral("green-star"), QStringLiteral("blue-sun"), QStringLiteral("red-sun")};

// The fighter has taken row 2 (Wand, Red flame, Skeleton) and the Void is full again.
SessionState fighterAfterTake(const QStringList &voidCards = kVoid)
{
    SessionState state = dealtTable(voidCards);
    state = act(state, take("row", 2)).value().state;
    return revealAll(state, kFiller);
}

// Ends the turns of the others so the fighter plays next; each takes row 0.
SessionState roundTheTable(SessionState state)
{
    state = act(state, kEndTurn).value().state;
    for (int i = 0; i < 2; ++i) {
        state = act(state, take("row", 0)).value().state;
        state = revealAll(state, kFiller);
        state = act(state, kEndTurn).value().state;
    }
    return state;
}

} // namespace

void TestBanishingSession::uniqueAbilityPaidWithAMatchedSet()
{
    const SessionState state = fighterAfterTake();
    QCOMPARE(boardIn(state).cardsOf(QStringLiteral("fighter")).hand,
             (QStringList{QStringLiteral("red-sun"), QStringLiteral("red-moon"), QStringLiteral("red-star"), QStringLiteral("red-flame")}));
    auto kick = ACCEPT(state, R"({"type":"ability","ability":"kick","cards":["red-sun","red-moon","red-flame"]})");
    const Event *used = eventOf(kick.value(), "ability.used");
    QVERIFY(used);
    QCOMPARE(used->data.value(QStringLiteral("ability")).toString(), QStringLiteral("kick"));
    QCOMPARE(used->data.value(QStringLiteral("level")).toInt(), 1);
    QCOMPARE(used->data.value(QStringLiteral("to")).toString(), QStringLiteral("discard"));
    QCOMPARE(used->data.value(QStringLiteral("effect")).toString(), QStringLiteral("Discard the top card of one Void space."));
    QCOMPARE(renderEnglish(used->text),
             QStringLiteral("Fighter uses Kick with Red sun, Red moon, Red flame; the set goes to the discard pile. Now carry out: Discard "
                            "the top card of one Void space."));
    Board board = boardIn(kick->state);
    QCOMPARE(board.cardsOf(QStringLiteral("fighter")).hand, QStringList{QStringLiteral("red-star")});
    QCOMPARE(board.discard, (QStringList{QStringLiteral("red-sun"), QStringLiteral("red-moon"), QStringLiteral("red-flame")}));
    QCOMPARE(board.turn.ability, QStringLiteral("kick"));
    // Its effect is the table's to carry out: the top card of one space goes.
    auto effect = ACCEPT(kick->state, moveAction({}, QStringLiteral("void:4"), QStringLiteral("discard")));
    QCOMPARE(boardIn(effect->state).pending, QStringList{QStringLiteral("void:4")});
    QCOMPARE(boardIn(effect->state).discard.last(), QStringLiteral("ghoul"));
    // One ability a turn.
    ARBITER_EXPECT_REFUSAL(act(kick->state, R"({"type":"pass"})"), ErrorKind::BadRequest, "action.unknown", "");
    ARBITER_EXPECT_REFUSAL(act(kick->state, R"({"type":"swap","a":0,"b":1})"), ErrorKind::InvalidMove, "banishing.one_ability",
                           "the-banishing.abilities");
    ARBITER_EXPECT_REFUSAL(act(kick->state, R"({"type":"ability","ability":"kick","cards":["red-star"],"wand":true})"), ErrorKind::InvalidMove,
                           "banishing.one_ability", "the-banishing.abilities");
    // The turn ends without a pass.
    auto ended = ACCEPT(effect->state, reveal(QStringLiteral("blue-star")));
    auto next = ACCEPT(ended->state, kEndTurn);
    QVERIFY(!eventOf(next.value(), "turn.passed"));
    QCOMPARE(boardIn(next->state).turn.character, QStringLiteral("healer"));
}

void TestBanishingSession::uniqueAbilityRefusals()
{
    const SessionState before = dealtTable();
    ARBITER_EXPECT_REFUSAL(act(before, R"({"type":"ability","ability":"kick","cards":["red-sun","red-moon","red-star"]})"), ErrorKind::InvalidMove,
                           "banishing.take_first", "the-banishing.turn");
    const SessionState state = fighterAfterTake();
    ARBITER_EXPECT_REFUSAL(act(state, R"({"type":"ability","ability":"spear","cards":["red-sun","red-moon","red-star"]})"), ErrorKind::InvalidMove,
                           "banishing.set_too_weak", "the-banishing.unique-abilities");
    ARBITER_EXPECT_REFUSAL(act(state, R"({"type":"ability","ability":"rally","cards":["red-sun","red-moon","red-star"]})"), ErrorKind::InvalidMove,
                           "banishing.wrong_color", "the-banishing.unique-abilities");
    ARBITER_EXPECT_REFUSAL(act(state, R"({"type":"ability","ability":"fireball","cards":["red-sun","red-moon","red-star"]})"),
                           ErrorKind::InvalidMove, "banishing.no_such_ability", "the-banishing.unique-abilities");
    ARBITER_EXPECT_REFUSAL(act(state, R"({"type":"ability","ability":"kick","cards":["red-sun","red-moon"]})"), ErrorKind::InvalidMove,
                           "banishing.set_size", "the-banishing.matched-sets");
    ARBITER_EXPECT_REFUSAL(act(state, R"({"type":"ability","ability":"kick","cards":["red-sun","red-moon","red-star","red-flame"]})"),
                           ErrorKind::InvalidMove, "banishing.set_size", "the-banishing.matched-sets");
    ARBITER_EXPECT_REFUSAL(act(state, R"({"type":"ability","ability":"kick","cards":["red-sun","red-sun","red-moon"]})"), ErrorKind::InvalidMove,
                           "banishing.card_not_there", "the-banishing.matched-sets");
    SessionState noWand = ACCEPT(before, take("row", 0))->state;
    noWand = revealAll(noWand, kFiller);
    ARBITER_EXPECT_REFUSAL(act(noWand, R"({"type":"ability","ability":"kick","cards":["red-sun","red-moon"],"wand":true})"), ErrorKind::InvalidMove,
                           "banishing.no_wand", "the-banishing.wand");
    QCOMPARE(act(state, R"({"type":"ability","ability":"kick","cards":["red-sun","dragon","red-moon"]})").error().code,
             QStringLiteral("banishing.unknown_card"));
    QCOMPARE(act(state, R"({"type":"ability","cards":["red-sun","red-star","red-moon"]})").error().code, QStringLiteral("request.field"));

    // Mixed colours are no set at all.
    SessionState mixed = dealtTable();
    mixed = act(mixed, take("row", 1)).value().state; // Blue moon, Ghoul, Green moon
    mixed = revealAll(mixed, kFiller);
    ARBITER_EXPECT_REFUSAL(act(mixed, R"({"type":"ability","ability":"kick","cards":["red-sun","blue-moon","green-moon"]})"),
                           ErrorKind::InvalidMove, "banishing.not_a_set", "the-banishing.matched-sets");

    // Exhausted: shared abilities only.
    SessionState tired = ACCEPT(state, R"({"type":"counter.set","entity":"fighter","counter":"stamina","value":2})")->state;
    ARBITER_EXPECT_REFUSAL(act(tired, R"({"type":"ability","ability":"kick","cards":["red-sun","red-moon","red-star"]})"), ErrorKind::InvalidMove,
                           "banishing.exhausted", "the-banishing.exhaustion");
    QVERIFY(ACCEPT(tired, R"({"type":"rest"})").ok());
}

void TestBanishingSession::wandCompletesABanishingSet()
{
    // The thief takes the Wand and pays the level 2 blue Heist with two Blue moons and it.
    SessionState state = dealtTable();
    state = ACCEPT(state, take("row", 0))->state;
    state = revealAll(state, kFiller);
    state = ACCEPT(state, kEndTurn)->state;
    state = ACCEPT(state, take("row", 1))->state;
    state = revealAll(state, kFiller);
    state = ACCEPT(state, kEndTurn)->state;
    state = ACCEPT(state, take("row", 2))->state; // thief: Wand, Red flame, Skeleton
    state = revealAll(state, kFiller);
    ARBITER_EXPECT_REFUSAL(act(state, R"({"type":"ability","ability":"heist","cards":["blue-moon","blue-star"],"wand":true})"), ErrorKind::InvalidMove,
                           "banishing.set_too_weak", "the-banishing.unique-abilities");
    auto heist = ACCEPT(state, R"({"type":"ability","ability":"heist","cards":["blue-moon","blue-moon"],"wand":true})");
    const Board board = boardIn(heist->state);
    // The symbol cards go to the Banishing; the single-use Wand to the discard pile.
    QCOMPARE(board.banishing, (QStringList{QStringLiteral("blue-moon"), QStringLiteral("blue-moon")}));
    QCOMPARE(board.discard.last(), QStringLiteral("wand"));
    QVERIFY(board.cardsOf(QStringLiteral("thief")).items.isEmpty());
    QCOMPARE(renderEnglish(eventOf(heist.value(), "ability.used")->text),
             QStringLiteral("Thief uses Heist with Blue moon, Blue moon, Wand; the set goes to the Banishing (2 of 10 cards). Now carry out: "
                            "Draw 1 card from the deck."));
    // Heist draws a card: with the real deck the table says which.
    auto drawn = ACCEPT(heist->state, moveAction(QStringLiteral("green-flame"), QStringLiteral("deck"), QStringLiteral("hand:thief")));
    QCOMPARE(boardIn(drawn->state).cardsOf(QStringLiteral("thief")).hand.last(), QStringLiteral("green-flame"));
    QCOMPARE(counterOf(drawn->state, kTableEntity, kDeckCounter), counterOf(heist->state, kTableEntity, kDeckCounter) - 1);
}

void TestBanishingSession::sharedAbilities()
{
    const SessionState state = fighterAfterTake();
    // Swap exchanges the top cards of two spaces.
    auto swapped = ACCEPT(state, R"({"type":"swap","a":0,"b":4})");
    Board board = boardIn(swapped->state);
    QCOMPARE(board.voidStacks[0], QStringList{QStringLiteral("ghoul")});
    QCOMPARE(board.voidStacks[4], QStringList{QStringLiteral("red-sun")});
    QCOMPARE(board.turn.ability, QStringLiteral("swap"));
    QCOMPARE(renderEnglish(swapped->events[0].text), QStringLiteral("Fighter swaps Ghoul (space 0) and Red sun (space 4) in the Void."));
    ARBITER_EXPECT_REFUSAL(act(state, R"({"type":"swap","a":3,"b":3})"), ErrorKind::InvalidMove, "banishing.swap_places", "the-banishing.swap");
    QCOMPARE(act(state, R"({"type":"swap","a":3,"b":9})").error().code, QStringLiteral("request.range"));

    // Trade: one card each way between hands.
    auto traded = ACCEPT(state, R"({"type":"trade","with":"healer","give":"red-flame","receive":"green-sun"})");
    board = boardIn(traded->state);
    QCOMPARE(board.cardsOf(QStringLiteral("fighter")).hand.last(), QStringLiteral("green-sun"));
    QCOMPARE(board.cardsOf(QStringLiteral("healer")).hand,
             (QStringList{QStringLiteral("green-sun"), QStringLiteral("green-sun"), QStringLiteral("red-flame")}));
    QCOMPARE(board.turn.ability, QStringLiteral("trade"));
    ARBITER_EXPECT_REFUSAL(act(state, R"({"type":"trade","with":"fighter","give":"red-flame","receive":"red-sun"})"), ErrorKind::InvalidMove,
                           "banishing.trade_self", "the-banishing.trade");
    ARBITER_EXPECT_REFUSAL(act(state, R"({"type":"trade","with":"healer","give":"red-flame","receive":"blue-moon"})"), ErrorKind::InvalidMove,
                           "banishing.card_not_there", "the-banishing.trade");
    ARBITER_EXPECT_REFUSAL(act(state, R"({"type":"trade","with":"healer","give":"blue-moon","receive":"green-sun"})"), ErrorKind::InvalidMove,
                           "banishing.card_not_there", "the-banishing.trade");
    QCOMPARE(act(state, R"({"type":"trade","with":"rogue","give":"red-flame","receive":"green-sun"})").error().code,
             QStringLiteral("banishing.unknown_character"));
    // The Wand in the item slot is no hand card: items are not traded.
    ARBITER_EXPECT_REFUSAL(act(state, R"({"type":"trade","with":"healer","give":"wand","receive":"green-sun"})"), ErrorKind::InvalidMove,
                           "banishing.card_not_there", "the-banishing.trade");

    // Rest discards the least damaging wound.
    SessionState hurt = roundTheTable(state);
    hurt = ACCEPT(hurt, take("column", 2))->state; // Red sun, Green moon, Red sun (row 0 refilled by the others)
    hurt = revealAll(hurt, {QStringLiteral("zombie"), QStringLiteral("ghoul"), QStringLiteral("blue-flame")});
    hurt = ACCEPT(hurt, moveAction({}, QStringLiteral("void:2"), QStringLiteral("wounds:fighter")))->state;
    hurt = revealAll(hurt, {QStringLiteral("blue-flame")});
    QCOMPARE(boardIn(hurt).cardsOf(QStringLiteral("fighter")).wounds, (QStringList{QStringLiteral("skeleton"), QStringLiteral("zombie")}));
    ARBITER_EXPECT_REFUSAL(act(hurt, R"({"type":"rest","wound":"skeleton"})"), ErrorKind::InvalidMove, "banishing.not_least_wound",
                           "the-banishing.rest");
    ARBITER_EXPECT_REFUSAL(act(hurt, R"({"type":"rest","wound":"ghoul"})"), ErrorKind::InvalidMove, "banishing.card_not_there",
                           "the-banishing.rest");
    auto rested = ACCEPT(hurt, R"({"type":"rest"})");
    QCOMPARE(boardIn(rested->state).cardsOf(QStringLiteral("fighter")).wounds, QStringList{QStringLiteral("skeleton")});
    QCOMPARE(renderEnglish(rested->events[0].text), QStringLiteral("Fighter rests and discards Zombie (1 damage)."));
    QCOMPARE(characterStatusIn(rested->state, QStringLiteral("fighter"))->damage, 2);
    // Nothing to rest off.
    SessionState healthy = dealtTable();
    healthy = ACCEPT(healthy, take("row", 1))->state;
    healthy = revealAll(healthy, kFiller);
    healthy = ACCEPT(healthy, R"({"type":"rest"})")->state; // the Ghoul
    healthy = roundTheTable(healthy);
    healthy = ACCEPT(healthy, take("column", 0))->state;
    healthy = revealAll(healthy, kFiller);
    ARBITER_EXPECT_REFUSAL(act(healthy, R"({"type":"rest"})"), ErrorKind::InvalidMove, "banishing.no_wounds", "the-banishing.rest");
}

void TestBanishingSession::handLimitAtTheEndOfTheTurn()
{
    SessionState state = dealtTable();
    state = ACCEPT(state, take("row", 0))->state;
    state = revealAll(state, kFiller);
    // An ability's draws can push the hand over the limit during the turn.
    for (const char *card : {"blue-sun", "blue-sun", "green-moon", "green-star", "red-flame"})
        state = ACCEPT(state, moveAction(QLatin1String(card), QStringLiteral("deck"), QStringLiteral("hand:fighter")))->state;
    QCOMPARE(boardIn(state).cardsOf(QStringLiteral("fighter")).hand.size(), 9);
    ARBITER_EXPECT_REFUSAL(act(state, kEndTurn), ErrorKind::InvalidMove, "banishing.hand_limit", "the-banishing.hand-limit");
    ARBITER_EXPECT_REFUSAL(act(state, R"({"type":"turn.end","discard":["red-sun","red-moon"]})"), ErrorKind::InvalidMove, "banishing.hand_limit",
                           "the-banishing.hand-limit");
    ARBITER_EXPECT_REFUSAL(act(state, R"({"type":"turn.end","discard":["blue-star"]})"), ErrorKind::InvalidMove, "banishing.card_not_there",
                           "the-banishing.hand-limit");
    QCOMPARE(act(state, R"({"type":"turn.end","discard":"red-sun"})").error().code, QStringLiteral("request.field"));
    auto ended = ACCEPT(state, R"({"type":"turn.end","discard":["green-moon"]})");
    QCOMPARE(eventTypes(ended.value()),
             (QStringList{QStringLiteral("hand.discarded"), QStringLiteral("turn.passed"), QStringLiteral("turn.started")}));
    QCOMPARE(renderEnglish(ended->events[1].text), QStringLiteral("Fighter passes: no ability this turn."));
    QCOMPARE(renderEnglish(ended->events[2].text), QStringLiteral("Healer's turn: take a row or a column from the Void."));
    const Board board = boardIn(ended->state);
    QCOMPARE(board.cardsOf(QStringLiteral("fighter")).hand.size(), 8);
    QCOMPARE(board.discard, QStringList{QStringLiteral("green-moon")});
    QCOMPARE(board.turn.character, QStringLiteral("healer"));
    QVERIFY(!board.turn.taken);
    QVERIFY(board.turn.undeadTaken.isEmpty());
    // Within the limit nothing may be discarded this way.
    SessionState healer = ACCEPT(ended->state, take("row", 0))->state;
    healer = revealAll(healer, kFiller);
    ARBITER_EXPECT_REFUSAL(act(healer, R"({"type":"turn.end","discard":["green-sun"]})"), ErrorKind::InvalidMove,
                           "banishing.discard_not_needed", "the-banishing.hand-limit");
}

void TestBanishingSession::exhaustionRecoveryAndArmor()
{
    SessionState state = dealtTable();
    state = ACCEPT(state, R"({"type":"counter.set","entity":"fighter","counter":"stamina","value":3})")->state;
    // Column 2: Zombie (1) and Skeleton (2) make 3 damage: exhausted.
    auto tired = ACCEPT(state, take("column", 2));
    const Event *exhausted = eventOf(tired.value(), "character.exhausted");
    QVERIFY(exhausted);
    QCOMPARE(exhausted->data.value(QStringLiteral("damage")).toInt(), 3);
    QCOMPARE(renderEnglish(exhausted->text),
             QStringLiteral("Fighter is exhausted (damage 3, stamina 3): flip the sheet, only shared abilities from now on."));
    QVERIFY(!eventOf(tired.value(), "game.lost")); // the others are fresh
    QVERIFY(characterStatusIn(tired->state, QStringLiteral("fighter"))->exhausted);
    SessionState refilled = revealAll(tired->state, kFiller);
    // The options say why the unique abilities are off, as the action would.
    for (const AbilityOption &option : abilityOptions(refilled, QStringLiteral("fighter"))) {
        QVERIFY(!option.allowed);
        QVERIFY(option.refusal);
        QCOMPARE(option.refusal->code, QStringLiteral("banishing.exhausted"));
        QCOMPARE(option.refusal->rule, QStringLiteral("the-banishing.exhaustion"));
    }
    // Resting below stamina flips the sheet back.
    auto rested = ACCEPT(refilled, R"({"type":"rest"})");
    QVERIFY(eventOf(rested.value(), "character.recovered"));
    QVERIFY(!characterStatusIn(rested->state, QStringLiteral("fighter"))->exhausted);

    // Armor adds 1 stamina while held.
    QStringList voidCards = kVoid;
    voidCards[5] = QStringLiteral("armor");
    SessionState armored = dealtTable(voidCards);
    armored = ACCEPT(armored, R"({"type":"counter.set","entity":"fighter","counter":"stamina","value":3})")->state;
    auto withArmor = ACCEPT(armored, take("column", 2)); // Zombie, Armor, Skeleton
    QVERIFY(!eventOf(withArmor.value(), "character.exhausted"));
    const CharacterStatus status = characterStatusIn(withArmor->state, QStringLiteral("fighter")).value();
    QCOMPARE(status.damage, 3);
    QCOMPARE(status.stamina, 4);
    QVERIFY(status.armor && !status.exhausted);
    // Losing the Armor (moved away by hand) exhausts at once.
    SessionState noArmor = revealAll(withArmor->state, kFiller);
    auto stripped = ACCEPT(noArmor, moveAction(QStringLiteral("armor"), QStringLiteral("items:fighter"), QStringLiteral("discard")));
    QVERIFY(eventOf(stripped.value(), "character.exhausted"));
}

void TestBanishingSession::deathLosesAndACorrectionResumes()
{
    SessionState state = dealtTable();
    state = ACCEPT(state, R"({"type":"counter.set","entity":"fighter","counter":"health","value":3})")->state;
    auto dead = ACCEPT(state, take("column", 2));
    // Damage 3 is below the stamina of 7 but reaches the health of 3.
    QCOMPARE(eventTypes(dead.value()).mid(3), (QStringList{QStringLiteral("character.died"), QStringLiteral("game.lost")}));
    const Event *lost = eventOf(dead.value(), "game.lost");
    QVERIFY(lost);
    QCOMPARE(lost->data.value(QStringLiteral("reason")).toString(), QStringLiteral("death"));
    QCOMPARE(lost->data.value(QStringLiteral("character")).toString(), QStringLiteral("fighter"));
    QCOMPARE(renderEnglish(eventOf(dead.value(), "character.died")->text), QStringLiteral("Fighter has died: damage 3 reaches health 3."));
    QCOMPARE(outcomeIn(dead->state)->outcome, banishing::Outcome::Lost);
    // The dealt cards are still revealed, then only corrections remain.
    const SessionState over = revealAll(dead->state, kFiller);
    ARBITER_EXPECT_REFUSAL(act(over, kEndTurn), ErrorKind::InvalidMove, "banishing.game_over", "the-banishing.winning-losing");
    ARBITER_EXPECT_REFUSAL(act(over, R"({"type":"rest"})"), ErrorKind::InvalidMove, "banishing.game_over", "the-banishing.winning-losing");
    // The table spots a mistake: the Skeleton was never taken.
    auto corrected = ACCEPT(over, moveAction(QStringLiteral("skeleton"), QStringLiteral("wounds:fighter"), QStringLiteral("discard")));
    QVERIFY(eventOf(corrected.value(), "game.resumed"));
    QCOMPARE(outcomeIn(corrected->state)->outcome, banishing::Outcome::Playing);
    QVERIFY(ACCEPT(corrected->state, kEndTurn).ok());
}

void TestBanishingSession::everyoneExhaustedLoses()
{
    SessionState state = dealtTable();
    state = ACCEPT(state, R"({"type":"counter.set","entity":"healer","counter":"stamina","value":0})")->state;
    state = ACCEPT(state, R"({"type":"counter.set","entity":"thief","counter":"stamina","value":0})")->state;
    QCOMPARE(outcomeIn(state)->outcome, banishing::Outcome::Playing); // the fighter still stands
    state = ACCEPT(state, R"({"type":"counter.set","entity":"fighter","counter":"stamina","value":3})")->state;
    auto lost = ACCEPT(state, take("column", 2));
    const Event *event = eventOf(lost.value(), "game.lost");
    QVERIFY(event);
    QCOMPARE(event->data.value(QStringLiteral("reason")).toString(), QStringLiteral("all_exhausted"));
    QCOMPARE(renderEnglish(event->text), QStringLiteral("Every character is exhausted: the team loses."));
}

void TestBanishingSession::tableDeckRoundsAndTimeUp()
{
    SessionState state = dealtTable();
    // The real deck is smaller than the pack says: the table corrects the count.
    state = ACCEPT(state, R"({"type":"counter.set","entity":"table","counter":"deck","value":2})")->state;
    state = ACCEPT(state, take("row", 0))->state;
    state = ACCEPT(state, reveal(QStringLiteral("green-star")))->state;
    QCOMPARE(counterOf(state, kTableEntity, kDeckCounter), 1);
    auto lastCard = ACCEPT(state, reveal(QStringLiteral("blue-sun")));
    const Event *ended = eventOf(lastCard.value(), "round.ended");
    QVERIFY(ended);
    QCOMPARE(ended->data.value(QStringLiteral("level")).toInt(), 4);
    QCOMPARE(ended->data.value(QStringLiteral("added")).toInt(), 4);
    QCOMPARE(ended->data.value(QStringLiteral("deck")).toInt(), 4);
    QCOMPARE(renderEnglish(ended->text), QStringLiteral("Round 1 is over: add the 4 level 4 undead to the discard pile and shuffle it into a new "
                                                        "deck of 4 cards. Round 2 begins."));
    QCOMPARE(counterOf(lastCard->state, kTableEntity, kRoundCounter), 2);
    QCOMPARE(counterOf(lastCard->state, kTableEntity, kDeckCounter), 4);
    QVERIFY(!boardIn(lastCard->state).reserve.count(4));
    // The rest of the refill comes from the new deck.
    state = ACCEPT(lastCard->state, reveal(QStringLiteral("wraith")))->state;
    QCOMPARE(counterOf(state, kTableEntity, kDeckCounter), 3);
    QCOMPARE(boardIn(state).voidStacks[2], QStringList{QStringLiteral("wraith")});

    // Round 2: a discarded card goes into the next deck with the level 5 undead.
    state = ACCEPT(state, moveAction(QStringLiteral("red-sun"), QStringLiteral("hand:fighter"), QStringLiteral("discard")))->state;
    state = ACCEPT(state, R"({"type":"counter.set","entity":"table","counter":"deck","value":1})")->state;
    state = ACCEPT(state, kEndTurn)->state;
    state = ACCEPT(state, take("row", 1))->state;
    auto second = ACCEPT(state, reveal(QStringLiteral("red-moon")));
    QCOMPARE(eventOf(second.value(), "round.ended")->data.value(QStringLiteral("deck")).toInt(), 1 + 3);
    QCOMPARE(counterOf(second->state, kTableEntity, kRoundCounter), 3);
    QVERIFY(boardIn(second->state).discard.isEmpty());
    state = revealAll(second->state, {QStringLiteral("lich"), QStringLiteral("red-sun")});
    state = ACCEPT(state, kEndTurn)->state;

    // Round 3 ends when its deck runs out: the team loses.
    state = ACCEPT(state, R"({"type":"counter.set","entity":"table","counter":"deck","value":1})")->state;
    state = ACCEPT(state, take("row", 2))->state;
    auto timeUp = ACCEPT(state, reveal(QStringLiteral("blue-star")));
    QCOMPARE(eventTypes(timeUp.value()), (QStringList{QStringLiteral("card.revealed"), QStringLiteral("round.ended"), QStringLiteral("game.lost")}));
    QCOMPARE(renderEnglish(timeUp->events[1].text), QStringLiteral("The last card of the deck was drawn: round 3 is over."));
    QCOMPARE(timeUp->events[2].data.value(QStringLiteral("reason")).toString(), QStringLiteral("time_up"));
    QCOMPARE(renderEnglish(timeUp->events[2].text),
             QStringLiteral("The deck ran out in round 3 before the Banishing was complete: the team loses."));
    QVERIFY(boardIn(timeUp->state).pending.isEmpty()); // nothing more to deal
    ARBITER_EXPECT_REFUSAL(act(timeUp->state, kEndTurn), ErrorKind::InvalidMove, "banishing.game_over", "the-banishing.winning-losing");
}

namespace {

QStringList sorted(QStringList cards)
{
    cards.sort();
    return cards;
}

// Moves the app deck's top card to the discard pile until the round changes.
SessionState drainRound(SessionState state, std::vector<Event> *roundEvents)
{
    const int round = roundOf(state);
    while (roundOf(state) == round && !boardIn(state).timeUp) {
        auto next = act(state, moveAction({}, QStringLiteral("deck"), QStringLiteral("discard")));
        if (!next)
            qFatal("drain refused: %s", qPrintable(describe(next.error())));
        for (const Event &e : next->events)
            if (e.type.startsWith(QLatin1String("round.")) || e.type.startsWith(QLatin1String("game.")))
                roundEvents->push_back(e);
        state = next->state;
    }
    return state;
}

} // namespace

void TestBanishingSession::appDeckRoundsAddUndeadAndTimeRunsOut()
{
    SessionState state = mustSetup({{QStringLiteral("mode"), QStringLiteral("app")}}, threePlayers(), 11);
    const QStringList firstDeck = boardIn(state).deck;
    QCOMPARE(firstDeck.size(), 61);
    std::vector<Event> events;
    state = drainRound(state, &events);
    QCOMPARE(events.size(), std::size_t{1});
    QCOMPARE(renderEnglish(events[0].text), QStringLiteral("Round 1 is over: the app shuffled the discard pile and 4 level 4 undead into a new "
                                                           "deck of 65 cards. Round 2 begins."));
    Board board = boardIn(state);
    QCOMPARE(roundOf(state), 2);
    QVERIFY(board.discard.isEmpty());
    QCOMPARE(sorted(board.deck), sorted(firstDeck + QStringList(4, QStringLiteral("wraith"))));
    QVERIFY(board.deck != sorted(board.deck)); // shuffled
    const QStringList secondDeck = board.deck;

    events.clear();
    state = drainRound(state, &events);
    board = boardIn(state);
    QCOMPARE(roundOf(state), 3);
    QCOMPARE(sorted(board.deck), sorted(secondDeck + QStringList(3, QStringLiteral("lich"))));
    QVERIFY(board.reserve.empty());

    events.clear();
    state = drainRound(state, &events);
    QCOMPARE(events.size(), std::size_t{2});
    QCOMPARE(events[0].data.value(QStringLiteral("last")).toBool(), true);
    QCOMPARE(events[1].type, QStringLiteral("game.lost"));
    QCOMPARE(outcomeIn(state)->reason, LossReason::TimeUp);
    QVERIFY(boardIn(state).deck.isEmpty());
    ARBITER_EXPECT_REFUSAL(act(state, moveAction({}, QStringLiteral("deck"), QStringLiteral("discard"))), ErrorKind::InvalidMove,
                           "banishing.deck_empty", "the-banishing.card-moves");
    ARBITER_EXPECT_REFUSAL(act(state, take("row", 0)), ErrorKind::InvalidMove, "banishing.game_over", "the-banishing.winning-losing");
}

void TestBanishingSession::cardMovesCarryOutAbilities()
{
    // App deck: the top card when none is named, a named one from anywhere in it.
    const SessionState app = mustSetup({{QStringLiteral("mode"), QStringLiteral("app")}}, threePlayers(), 3);
    const QStringList deck = boardIn(app).deck;
    auto drawn = ACCEPT(app, moveAction({}, QStringLiteral("deck"), QStringLiteral("discard")));
    QCOMPARE(boardIn(drawn->state).discard, QStringList{deck.first()});
    QCOMPARE(boardIn(drawn->state).deck, deck.mid(1));
    auto shuffledIn = ACCEPT(drawn->state, moveAction(deck.first(), QStringLiteral("discard"), QStringLiteral("deck")));
    QCOMPARE(sorted(boardIn(shuffledIn->state).deck), sorted(deck));
    QVERIFY(!(shuffledIn->state.rng == drawn->state.rng)); // a random place in the deck

    SessionState state = fighterAfterTake();
    // Hand to the Banishing.
    auto banished = ACCEPT(state, moveAction(QStringLiteral("red-star"), QStringLiteral("hand:fighter"), QStringLiteral("banishing")));
    QCOMPARE(boardIn(banished->state).banishing, QStringList{QStringLiteral("red-star")});
    QCOMPARE(renderEnglish(banished->events[0].text), QStringLiteral("Red star moved from the hand of Fighter to the Banishing."));
    // A wound discarded.
    auto healed = ACCEPT(banished->state, moveAction(QStringLiteral("skeleton"), QStringLiteral("wounds:fighter"), QStringLiteral("discard")));
    QVERIFY(boardIn(healed->state).cardsOf(QStringLiteral("fighter")).wounds.isEmpty());
    // An undead of the Void stacked onto another space: nothing to refill under a stack.
    auto stacked = ACCEPT(healed->state, moveAction(QStringLiteral("zombie"), QStringLiteral("void:2"), QStringLiteral("void:4")));
    QCOMPARE(boardIn(stacked->state).voidStacks[4], (QStringList{QStringLiteral("ghoul"), QStringLiteral("zombie")}));
    QCOMPARE(boardIn(stacked->state).pending, QStringList{QStringLiteral("void:2")});
    state = revealAll(stacked->state, {QStringLiteral("blue-star")});
    // Shuffled into the real deck: the count goes up.
    auto back = ACCEPT(state, moveAction(QStringLiteral("red-sun"), QStringLiteral("hand:fighter"), QStringLiteral("deck")));
    QCOMPARE(counterOf(back->state, kTableEntity, kDeckCounter), counterOf(state, kTableEntity, kDeckCounter) + 1);
    // An item given by an ability.
    auto armed = ACCEPT(back->state, moveAction(QStringLiteral("wand"), QStringLiteral("items:fighter"), QStringLiteral("items:healer")));
    QCOMPARE(boardIn(armed->state).cardsOf(QStringLiteral("healer")).items, QStringList{QStringLiteral("wand")});
}

void TestBanishingSession::cardMoveRefusals()
{
    const SessionState state = fighterAfterTake();
    // What a move may name: a Void space's top card only, the deck nothing.
    const Board stacked = boardIn(ACCEPT(state, moveAction(QStringLiteral("zombie"), QStringLiteral("void:2"), QStringLiteral("void:4")))->state);
    QCOMPARE(stacked.voidStacks[4].size(), 2);
    QCOMPARE(movableCardsAt(stacked, Place::voidSpace(4)), QStringList{QStringLiteral("zombie")});
    const Board board = boardIn(state);
    QCOMPARE(movableCardsAt(board, Place{Place::Kind::Hand, -1, QStringLiteral("fighter")}),
             [&] { QStringList hand = board.cardsOf(QStringLiteral("fighter")).hand; hand.removeDuplicates(); return hand; }());
    QVERIFY(movableCardsAt(board, Place{Place::Kind::Deck, -1, {}}).isEmpty());
    ARBITER_EXPECT_REFUSAL(act(state, moveAction(QStringLiteral("red-sun"), QStringLiteral("hand:fighter"), QStringLiteral("hand:fighter"))),
                           ErrorKind::InvalidMove, "banishing.same_place", "the-banishing.card-moves");
    ARBITER_EXPECT_REFUSAL(act(state, moveAction(QStringLiteral("skeleton"), QStringLiteral("wounds:fighter"), QStringLiteral("hand:healer"))),
                           ErrorKind::InvalidMove, "banishing.wrong_place", "the-banishing.card-moves");
    ARBITER_EXPECT_REFUSAL(act(state, moveAction(QStringLiteral("red-sun"), QStringLiteral("hand:fighter"), QStringLiteral("wounds:healer"))),
                           ErrorKind::InvalidMove, "banishing.wrong_place", "the-banishing.card-moves");
    ARBITER_EXPECT_REFUSAL(act(state, moveAction(QStringLiteral("red-sun"), QStringLiteral("hand:fighter"), QStringLiteral("items:fighter"))),
                           ErrorKind::InvalidMove, "banishing.wrong_place", "the-banishing.card-moves");
    ARBITER_EXPECT_REFUSAL(act(state, moveAction(QStringLiteral("wand"), QStringLiteral("deck"), QStringLiteral("items:fighter"))),
                           ErrorKind::InvalidMove, "banishing.item_held", "the-banishing.items");
    ARBITER_EXPECT_REFUSAL(act(state, moveAction(QStringLiteral("blue-sun"), QStringLiteral("hand:fighter"), QStringLiteral("discard"))),
                           ErrorKind::InvalidMove, "banishing.card_not_there", "the-banishing.card-moves");
    ARBITER_EXPECT_REFUSAL(act(state, moveAction(QStringLiteral("ghoul"), QStringLiteral("void:0"), QStringLiteral("discard"))),
                           ErrorKind::InvalidMove, "banishing.not_on_top", "the-banishing.the-void");
    // With the real deck the drawn card must be named; elsewhere too, except the top of a Void space.
    QCOMPARE(act(state, moveAction({}, QStringLiteral("deck"), QStringLiteral("hand:fighter"))).error().code, QStringLiteral("request.field"));
    QCOMPARE(act(state, moveAction({}, QStringLiteral("hand:fighter"), QStringLiteral("discard"))).error().code, QStringLiteral("request.field"));
    QCOMPARE(act(state, moveAction(QStringLiteral("red-sun"), QStringLiteral("pocket"), QStringLiteral("discard"))).error().code,
             QStringLiteral("request.field"));
    QCOMPARE(act(state, moveAction(QStringLiteral("red-sun"), QStringLiteral("hand:fighter"), QStringLiteral("void:-1"))).error().code,
             QStringLiteral("request.range"));
    QCOMPARE(act(state, R"({"type":"card.move","from":"hand:fighter","card":"red-sun"})").error().code, QStringLiteral("request.field"));
}

namespace {

// The thief holds two Blue moons and has just taken the Wand.
SessionState thiefWithWand()
{
    SessionState state = dealtTable();
    state = act(state, take("row", 0)).value().state;
    state = revealAll(state, kFiller);
    state = act(state, kEndTurn).value().state;
    state = act(state, take("row", 1)).value().state;
    state = revealAll(state, kFiller);
    state = act(state, kEndTurn).value().state;
    state = act(state, take("row", 2)).value().state;
    return revealAll(state, kFiller);
}

} // namespace

void TestBanishingSession::banishingTenCardsWins()
{
    SessionState state = thiefWithWand();
    for (const char *card : {"blue-sun", "blue-sun", "blue-sun", "red-star", "red-star", "red-star", "green-flame", "green-flame"})
        state = ACCEPT(state, moveAction(QLatin1String(card), QStringLiteral("deck"), QStringLiteral("banishing")))->state;
    QCOMPARE(outcomeIn(state)->outcome, banishing::Outcome::Playing);
    auto won = ACCEPT(state, R"({"type":"ability","ability":"heist","cards":["blue-moon","blue-moon"],"wand":true})");
    const Event *event = eventOf(won.value(), "game.won");
    QVERIFY(event);
    QCOMPARE(event->data.value(QStringLiteral("banishing")).toInt(), 10);
    QCOMPARE(renderEnglish(event->text), QStringLiteral("The Banishing holds 10 cards: the Void is closed and the team wins."));
    QCOMPARE(outcomeIn(won->state)->outcome, banishing::Outcome::Won);
    ARBITER_EXPECT_REFUSAL(act(won->state, kEndTurn), ErrorKind::InvalidMove, "banishing.game_over", "the-banishing.winning-losing");
}

void TestBanishingSession::queriesForTheUi()
{
    const SessionState state = fighterAfterTake();
    const std::vector<AbilityOption> options = abilityOptions(state, QStringLiteral("fighter"));
    QCOMPARE(options.size(), std::size_t{4});
    QCOMPARE(options[0].ability, QStringLiteral("kick"));
    QVERIFY(options[0].allowed);
    QCOMPARE(options[0].cards, (QStringList{QStringLiteral("red-sun"), QStringLiteral("red-moon"), QStringLiteral("red-star")}));
    QVERIFY(!options[0].wand);
    QVERIFY(!options[1].affordable()); // Spear: no three reds of one symbol
    QVERIFY(!options[3].affordable()); // Oath: no blues
    QVERIFY(!options[0].refusal);
    // Not the healer's turn.
    QVERIFY(!abilityOptions(state, QStringLiteral("healer"))[0].allowed);
    QCOMPARE(abilityOptions(state, QStringLiteral("healer"))[0].refusal->code, QStringLiteral("banishing.not_your_turn"));
    QVERIFY(abilityOptions(state, QStringLiteral("nobody")).empty());

    const std::vector<AbilityOption> thief = abilityOptions(thiefWithWand(), QStringLiteral("thief"));
    QCOMPARE(thief[3].ability, QStringLiteral("heist"));
    QVERIFY(thief[3].toBanishing);
    QCOMPARE(thief[3].cards, (QStringList{QStringLiteral("blue-moon"), QStringLiteral("blue-moon")}));
    QVERIFY(thief[3].wand);
    // The suggestion is accepted as it stands.
    QJsonObject use{{QStringLiteral("type"), QStringLiteral("ability")},
                    {QStringLiteral("ability"), thief[3].ability},
                    {QStringLiteral("cards"), QJsonArray::fromStringList(thief[3].cards)},
                    {QStringLiteral("wand"), thief[3].wand}};
    QVERIFY(ACCEPT(thiefWithWand(), use).ok());

    QCOMPARE(takeableLines(state)->size(), 6);
    QCOMPARE(outcomeIn(state)->outcome, banishing::Outcome::Playing);
}

namespace {

// ---------------------------------------------------------------------------
// Whole games. A simple team plays through the engine the way a table would
// through the app: every action goes through SessionLog (computed, then
// accepted), ability effects are carried out with card.move, and in
// table-deck mode a simulated physical deck, shuffled by the table's own
// generator, answers every card.reveal.

enum class Style {
    Banisher, // collects blue sets for the Banishing, heals when hurt
    Idler, // never plays a unique ability: the clock runs out
};

// Follow-up actions an ability's effect asks for, carried out by hand.
enum class Effect { DrawCard, BanishFromHand, DiscardWorstWound };

struct GameRun {
    explicit GameRun(const SessionState &start) : initial(start), log(game(), start) {}

    SessionState initial;
    SessionLog log;
    std::vector<QByteArray> fingerprints; // after each accepted action
    std::vector<SessionState> states; // after each accepted action
    banishing::Outcome outcome = banishing::Outcome::Playing;
    LossReason reason = LossReason::None;
    int abilitiesUsed = 0;
    int banishingAbilities = 0;
    int roundsEnded = 0;
    int reveals = 0;
    int cardMoves = 0; // ability effects carried out by hand
    int redeals = 0;
    QString failure;
};

class TableSimulation {
public:
    TableSimulation(Style style, DeckMode mode, std::uint64_t seed)
        : m_style(style), m_mode(mode), m_physical(seed ^ 0x9e3779b97f4a7c15ULL),
          m_run(mustSetup({{QStringLiteral("mode"), mode == DeckMode::App ? QStringLiteral("app") : QStringLiteral("table")}}, threePlayers(), seed))
    {
        m_content = contentIn(m_run.initial);
        if (mode == DeckMode::Table) {
            // The table prepares its own deck exactly as the rulebook says.
            m_symbols = m_content.expand([](const CardType &c) { return c.kind == CardKind::Symbol; });
            shufflePhysical(m_symbols);
        }
    }

    GameRun play(int maxActions = 3000)
    {
        while (m_run.failure.isEmpty() && static_cast<int>(m_run.fingerprints.size()) < maxActions) {
            const GameOutcome now = outcomeIn(m_run.log.state()).value();
            if (now.outcome != banishing::Outcome::Playing && boardIn(m_run.log.state()).pending.isEmpty()) {
                m_run.outcome = now.outcome;
                m_run.reason = now.reason;
                break;
            }
            step();
        }
        return std::move(m_run);
    }

private:
    void shufflePhysical(QStringList &cards)
    {
        for (qsizetype i = cards.size() - 1; i > 0; --i)
            cards.swapItemsAt(i, static_cast<qsizetype>(m_physical.below(static_cast<std::uint64_t>(i) + 1)));
    }

    QString drawPhysical()
    {
        if (!m_deckBuilt) {
            // Hands are dealt; now the items of the difficulty and the early undead join.
            QStringList items = m_content.expand([](const CardType &c) { return c.kind == CardKind::Item; });
            shufflePhysical(items);
            m_deck = m_symbols + items.mid(0, boardIn(m_run.initial).difficulty)
                     + m_content.expand([](const CardType &c) { return c.kind == CardKind::Undead && c.level <= 3; });
            shufflePhysical(m_deck);
            m_deckBuilt = true;
        }
        return m_deck.takeFirst();
    }

    void step()
    {
        const SessionState &state = m_run.log.state();
        const Board board = boardIn(state);
        QJsonObject action;
        if (!board.pending.isEmpty()) {
            const QString place = board.pending.first();
            const QString card = place.startsWith(QLatin1String("hand:")) ? m_symbols.takeFirst() : drawPhysical();
            action = reveal(card, place);
            ++m_run.reveals;
        } else if (!m_followUps.empty()) {
            action = followUp(state, board);
        } else {
            action = decide(state, board);
        }
        const SessionState before = state;
        auto outcome = m_run.log.tryApply(action);
        if (!outcome) {
            m_run.failure = QStringLiteral("refused %1: %2").arg(QString::fromUtf8(QJsonDocument(action).toJson(QJsonDocument::Compact)),
                                                                 describe(outcome.error()));
            return;
        }
        m_run.log.accept(Record{m_run.log.nextSeq(), RecordKind::Action, QJsonDocument(action).toJson(QJsonDocument::Compact)},
                         outcome.value());
        m_run.fingerprints.push_back(fingerprint(m_run.log.state()));
        m_run.states.push_back(m_run.log.state());
        observe(before, outcome.value());
    }

    // Keeps the simulated physical deck in step with what the app announced.
    void observe(const SessionState &before, const Transition &t)
    {
        const Board previous = boardIn(before);
        for (const Event &e : t.events) {
            if (e.type == QLatin1String("ability.used")) {
                ++m_run.abilitiesUsed;
                m_run.banishingAbilities += e.data.value(QStringLiteral("to")).toString() == QLatin1String("banishing") ? 1 : 0;
            }
            if (e.type == QLatin1String("round.ended"))
                ++m_run.roundsEnded;
            if (e.type == QLatin1String("card.moved"))
                ++m_run.cardMoves;
            if (m_mode != DeckMode::Table)
                continue;
            if (e.type == QLatin1String("void.redealt")) {
                ++m_run.redeals;
                for (const QStringList &stack : previous.voidStacks)
                    m_deck += stack;
                m_deck << t.events.front().data.value(QStringLiteral("card")).toString();
                shufflePhysical(m_deck);
            }
            if (e.type == QLatin1String("round.ended") && !e.data.value(QStringLiteral("last")).toBool()) {
                if (!m_deck.isEmpty())
                    m_run.failure = QStringLiteral("the app ended the round with %1 real cards left").arg(m_deck.size());
                const int level = e.data.value(QStringLiteral("level")).toInt();
                m_deck = previous.discard + previous.reserve.at(level);
                shufflePhysical(m_deck);
            }
        }
        const Board after = boardIn(t.state);
        if (m_mode == DeckMode::Table && m_deckBuilt && !after.timeUp && after.pending.isEmpty()
            && cardsLeftInDeck(t.state, after) != m_deck.size())
            m_run.failure = QStringLiteral("deck count %1, real deck %2").arg(cardsLeftInDeck(t.state, after)).arg(m_deck.size());
    }

    int cardValue(const QString &me, const Board &board, const QString &card) const
    {
        const CardType *type = m_content.card(card);
        switch (type->kind) {
        case CardKind::Symbol: {
            if (type->color != QLatin1String("blue"))
                return 1;
            const int same = static_cast<int>(board.cardsOf(me).hand.count(card));
            return 3 + 3 * same;
        }
        case CardKind::Item:
            for (const QString &held : board.cardsOf(me).items)
                if (m_content.card(held)->item == type->item)
                    return 0;
            return 4;
        case CardKind::Undead:
            return -4 * type->damage;
        }
        return 0;
    }

    QJsonObject decide(const SessionState &state, const Board &board)
    {
        const QString me = board.turn.character;
        const CharacterStatus status = characterStatusIn(state, me).value();
        if (!board.turn.taken)
            return bestTake(state, board, me, status);
        if (board.turn.ability.isEmpty()) {
            if (!status.exhausted && m_style == Style::Banisher) {
                const std::vector<AbilityOption> options = abilityOptions(state, me);
                for (const AbilityOption &o : options)
                    if (o.toBanishing && o.affordable())
                        return useAbility(o);
                const bool hurt = status.damage >= status.stamina - 2;
                for (const AbilityOption &o : options)
                    if (hurt && o.affordable() && o.ability == QLatin1String("mend") && !board.cardsOf(me).wounds.isEmpty())
                        return useAbility(o);
            }
            if (!board.cardsOf(me).wounds.isEmpty() && (status.exhausted || status.damage >= status.stamina - 3))
                return jsonObject(R"({"type":"rest"})");
        }
        return endTurn(board, me);
    }

    QJsonObject useAbility(const AbilityOption &o)
    {
        // The table carries out the made-up effects of the trio by hand.
        if (o.ability == QLatin1String("heist"))
            m_followUps.push_back(Effect::DrawCard);
        if (o.ability == QLatin1String("decipher"))
            m_followUps.push_back(Effect::BanishFromHand);
        if (o.ability == QLatin1String("mend"))
            m_followUps.push_back(Effect::DiscardWorstWound);
        return {{QStringLiteral("type"), QStringLiteral("ability")},
                {QStringLiteral("ability"), o.ability},
                {QStringLiteral("cards"), QJsonArray::fromStringList(o.cards)},
                {QStringLiteral("wand"), o.wand}};
    }

    QJsonObject followUp(const SessionState &, const Board &board)
    {
        const Effect effect = m_followUps.front();
        m_followUps.erase(m_followUps.begin());
        const QString me = board.turn.character;
        const CharacterCards &cards = board.cardsOf(me);
        switch (effect) {
        case Effect::DrawCard: {
            // Drawn cards join the hand; an undead or an item drawn goes where such cards go.
            const QString card = m_mode == DeckMode::Table ? drawPhysical() : board.deck.first();
            const CardType *type = m_content.card(card);
            QString to = QStringLiteral("hand:") + me;
            if (type->kind == CardKind::Undead)
                to = QStringLiteral("wounds:") + me;
            if (type->kind == CardKind::Item) {
                to = QStringLiteral("items:") + me;
                for (const QString &held : cards.items)
                    if (m_content.card(held)->item == type->item)
                        to = QStringLiteral("discard");
            }
            return moveAction(m_mode == DeckMode::Table ? card : QString(), QStringLiteral("deck"), to);
        }
        case Effect::BanishFromHand:
            if (!cards.hand.isEmpty())
                return moveAction(cards.hand.first(), QStringLiteral("hand:") + me, QStringLiteral("banishing"));
            break;
        case Effect::DiscardWorstWound: {
            QString worst;
            for (const QString &w : cards.wounds)
                if (worst.isEmpty() || m_content.card(w)->damage > m_content.card(worst)->damage)
                    worst = w;
            if (!worst.isEmpty())
                return moveAction(worst, QStringLiteral("wounds:") + me, QStringLiteral("discard"));
            break;
        }
        }
        return endTurn(board, me);
    }

    QJsonObject bestTake(const SessionState &, const Board &board, const QString &me, const CharacterStatus &status)
    {
        bool haveShield = false;
        for (const QString &item : board.cardsOf(me).items)
            haveShield = haveShield || m_content.card(item)->item == ItemKind::Shield;
        int bestScore = std::numeric_limits<int>::min();
        QJsonObject best;
        for (const bool row : {true, false})
            for (int index = 0; index < kVoidSide; ++index) {
                int score = 0;
                int damage = 0;
                bool shieldHere = haveShield;
                QString worstUndead;
                bool any = false;
                for (int k = 0; k < kVoidSide; ++k) {
                    const QStringList &stack = board.voidStacks[static_cast<std::size_t>(row ? index * kVoidSide + k : index + k * kVoidSide)];
                    if (stack.isEmpty())
                        continue;
                    any = true;
                    const QString &card = stack.last();
                    const CardType *type = m_content.card(card);
                    shieldHere = shieldHere || (type->kind == CardKind::Item && type->item == ItemKind::Shield);
                    if (type->kind == CardKind::Undead) {
                        damage += type->damage;
                        if (worstUndead.isEmpty() || type->damage > m_content.card(worstUndead)->damage)
                            worstUndead = card;
                    }
                    score += m_style == Style::Idler && type->kind == CardKind::Symbol ? 0 : cardValue(me, board, card);
                }
                if (!any)
                    continue;
                const bool useShield = shieldHere && !worstUndead.isEmpty();
                if (useShield) {
                    damage -= m_content.card(worstUndead)->damage;
                    score += 4 * m_content.card(worstUndead)->damage - 3;
                }
                if (status.damage + damage >= status.health)
                    score -= 1000;
                if (score > bestScore) {
                    bestScore = score;
                    best = {{QStringLiteral("type"), QStringLiteral("take")},
                            {QStringLiteral("line"), row ? QStringLiteral("row") : QStringLiteral("column")},
                            {QStringLiteral("index"), index}};
                    if (useShield)
                        best.insert(QStringLiteral("shield"), worstUndead);
                }
            }
        return best;
    }

    QJsonObject endTurn(const Board &board, const QString &me)
    {
        QStringList hand = board.cardsOf(me).hand;
        QStringList discard;
        while (hand.size() > 8) {
            // Let go of the least useful card first.
            qsizetype worst = 0;
            for (qsizetype i = 1; i < hand.size(); ++i)
                if (cardValue(me, board, hand.at(i)) < cardValue(me, board, hand.at(worst)))
                    worst = i;
            discard << hand.takeAt(worst);
        }
        QJsonObject action = kEndTurn;
        if (!discard.isEmpty())
            action.insert(QStringLiteral("discard"), QJsonArray::fromStringList(discard));
        return action;
    }

    Style m_style;
    DeckMode m_mode;
    Rng m_physical;
    GameRun m_run;
    Content m_content;
    QStringList m_symbols; // the table's symbol-only deck for the starting hands
    QStringList m_deck; // the table's real deck
    bool m_deckBuilt = false;
    std::vector<Effect> m_followUps;
};

// What every whole game must also show: persistence, undo/redo and replay.
void checkRunIsPersistentAndUndoable(GameRun &run)
{
    const QByteArray final = run.fingerprints.back();
    // The state survives JSON, at the end and halfway (and play goes on from there).
    auto restored = sessionStateFromJson(toJson(run.log.state()));
    QVERIFY(restored.ok());
    QCOMPARE(fingerprint(restored.value()), final);
    // Halfway through, the stored state goes on exactly like the live one.
    const std::size_t half = run.states.size() / 2;
    auto middle = sessionStateFromJson(toJson(run.states[half]));
    QVERIFY(middle.ok());
    QCOMPARE(fingerprint(middle.value()), run.fingerprints[half]);
    const std::vector<const Record *> records = run.log.effectiveRecords();
    for (std::size_t i = half + 1; i < half + 20 && i < records.size(); ++i) {
        auto onward = act(middle.value(), QJsonDocument::fromJson(records[i]->action).object());
        QVERIFY(onward.ok());
        QCOMPARE(fingerprint(onward->state), run.fingerprints[i]);
        middle = sessionStateFromJson(toJson(onward->state));
    }

    // Replaying the log from the start rebuilds the same game.
    auto replayed = SessionLog::replay(game(), run.initial, run.log.records());
    QVERIFY(replayed.ok());
    QCOMPARE(fingerprint(replayed->state()), final);

    // Undo walks back through the end of the game, redo returns.
    const int steps = std::min(25, static_cast<int>(run.fingerprints.size()) - 1);
    const int count = static_cast<int>(run.fingerprints.size());
    for (int i = 1; i <= steps; ++i) {
        auto undone = run.log.tryUndo();
        QVERIFY(undone.ok());
        run.log.accept(Record{run.log.nextSeq(), RecordKind::Undo, {}}, undone.value());
        QCOMPARE(fingerprint(run.log.state()), run.fingerprints[static_cast<std::size_t>(count - 1 - i)]);
    }
    QCOMPARE(outcomeIn(run.log.state())->outcome, banishing::Outcome::Playing);
    for (int i = 0; i < steps; ++i) {
        auto redone = run.log.tryRedo();
        QVERIFY(redone.ok());
        run.log.accept(Record{run.log.nextSeq(), RecordKind::Redo, {}}, redone.value());
    }
    QCOMPARE(fingerprint(run.log.state()), final);
    QVERIFY(!run.log.canRedo());
}

} // namespace

// The seeds below give games worth watching with the shipped (made-up)
// content; a change to the pack or to the simple team may call for others.
void TestBanishingSession::fullGameAppDeckWin()
{
    GameRun run = TableSimulation(Style::Banisher, DeckMode::App, 4).play();
    QVERIFY2(run.failure.isEmpty(), qPrintable(run.failure));
    QCOMPARE(run.outcome, banishing::Outcome::Won);
    QVERIFY(boardIn(run.log.state()).banishing.size() >= 10);
    QVERIFY(run.banishingAbilities >= 3);
    QVERIFY(run.abilitiesUsed > run.banishingAbilities); // a Mend too
    QVERIFY(run.cardMoves >= 1); // its effect carried out by hand
    QCOMPARE(run.roundsEnded, 2); // won in round 3
    checkRunIsPersistentAndUndoable(run);
}

void TestBanishingSession::fullGameAppDeckLoss()
{
    GameRun run = TableSimulation(Style::Idler, DeckMode::App, 4).play();
    QVERIFY2(run.failure.isEmpty(), qPrintable(run.failure));
    QCOMPARE(run.outcome, banishing::Outcome::Lost);
    QCOMPARE(run.reason, LossReason::TimeUp);
    QCOMPARE(run.roundsEnded, 3);
    QCOMPARE(roundOf(run.log.state()), 3);
    QCOMPARE(run.abilitiesUsed, 0);
    checkRunIsPersistentAndUndoable(run);
}

void TestBanishingSession::fullGameTableDeckWin()
{
    GameRun run = TableSimulation(Style::Banisher, DeckMode::Table, 3).play();
    QVERIFY2(run.failure.isEmpty(), qPrintable(run.failure));
    QCOMPARE(run.outcome, banishing::Outcome::Won);
    QVERIFY(boardIn(run.log.state()).banishing.size() >= 10);
    QVERIFY(run.reveals > 18); // every card the real deck dealt was told to the app
    QVERIFY(run.cardMoves >= 1);
    QCOMPARE(run.roundsEnded, 1);
    checkRunIsPersistentAndUndoable(run);
}

void TestBanishingSession::fullGameTableDeckLoss()
{
    GameRun run = TableSimulation(Style::Idler, DeckMode::Table, 8).play();
    QVERIFY2(run.failure.isEmpty(), qPrintable(run.failure));
    QCOMPARE(run.outcome, banishing::Outcome::Lost);
    QCOMPARE(run.reason, LossReason::TimeUp);
    QCOMPARE(run.roundsEnded, 3);
    checkRunIsPersistentAndUndoable(run);
}

// Counted by hand: the fighter's Health set from its sheet's value to 3, then
// to 0 (its damage, none): dead, the game lost, every Health point taken and
// credited to nobody (the table is one side). Nine cards lie in the Void.
void TestBanishingSession::storyOfADeathByHand()
{
    const SessionState initial = mustSetup({{QStringLiteral("mode"), QStringLiteral("app")}});
    const QString fighter = QStringLiteral("fighter");
    const int health = counterOf(initial, fighter, QStringLiteral("health"));
    QVERIFY(health > 3);
    const auto set = [&](int value) {
        return QJsonObject{{QStringLiteral("type"), QStringLiteral("counter.set")}, {QStringLiteral("entity"), fighter},
                           {QStringLiteral("counter"), QStringLiteral("health")}, {QStringLiteral("value"), value}};
    };
    auto story = tellStory(game(), initial, {set(3), set(0)});
    QVERIFY2(story.ok(), qPrintable(story.ok() ? QString() : describe(story.error())));
    QVERIFY(story->over);
    QVERIFY(story->cooperative);
    QVERIFY(story->winners.isEmpty());
    QCOMPARE(story->sides.size(), std::size_t{1});
    QCOMPARE(story->sides[0].players, (QStringList{QStringLiteral("ann"), QStringLiteral("ben"), QStringLiteral("cy")}));
    QCOMPARE(story->figures.size(), std::size_t{3});
    const FigureStory &f = story->figures[0];
    QCOMPARE(f.last.id, fighter);
    QCOMPARE(f.damageTaken, health);
    QCOMPARE(f.knockedOut, 1);
    QCOMPARE(f.damageDealt, 0);
    QCOMPARE(story->figures[1].damageTaken, 0);
    QCOMPARE(story->rounds, (std::vector<int>{0, 1}));
    QCOMPARE(f.healthByRound, (std::vector<std::optional<int>>{health, 0}));
    QCOMPARE(story->tracks.size(), std::size_t{2});
    QCOMPARE(story->tracks[0].key, QStringLiteral("banishing"));
    QCOMPARE(story->tracks[0].last, 0);
    QCOMPARE(story->tracks[1].key, QStringLiteral("void"));
    QCOMPARE(story->tracks[1].last, 9);
}

QTEST_APPLESS_MAIN(TestBanishingSession)
#include "tst_banishing_session.moc"
