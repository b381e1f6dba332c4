#ifndef ARBITER_SOURCE_DIR
#define ARBITER_SOURCE_DIR "/work/main"
#endif

#include "options_contract.h"

#include "core/session.h"
#include "games/the_banishing/banishing_board.h"
#include "games/the_banishing/banishing_options.h"
#include "games/the_banishing/banishing_pack_texts.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>
#include <cstring>
#include <ctime>
#include <map>
#include <random>

using namespace arbiter;
using namespace arbiter::banishing;

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

QString describe(const RuleError &error)
{
    return error.code + QStringLiteral(": ") + renderEnglish(error.message);
}

SessionState mustSetup(QJsonObject setup, const QJsonArray &players = {QStringLiteral("ann"), QStringLiteral("ben"), QStringLiteral("cy")},
                       std::uint64_t seed = 1)
{
    if (!setup.contains(QStringLiteral("content")))
        setup.insert(QStringLiteral("content"), shippedContent());
    auto state = newSession(game(), players, setup, seed);
    if (!state)
        qFatal("setup refused: %s", qPrintable(describe(state.error())));
    return state.value();
}

SessionState mustApply(const SessionState &state, const QJsonObject &action)
{
    auto next = apply(game(), state, action);
    if (!next)
        qFatal("refused %s: %s", qPrintable(testing::OptionsContract::compact(action)), qPrintable(describe(next.error())));
    return next->state;
}

GameOptions optionsOf(const SessionState &state)
{
    auto answer = gameOptions(game(), state);
    if (!answer)
        qFatal("options refused: %s", qPrintable(describe(answer.error())));
    return answer.value();
}

QJsonObject reveal(const QString &card)
{
    return {{QStringLiteral("type"), QStringLiteral("card.reveal")}, {QStringLiteral("card"), card}};
}

QJsonObject counterSet(const QString &entity, const QString &counter, int value)
{
    return {{QStringLiteral("type"), QStringLiteral("counter.set")},
            {QStringLiteral("entity"), entity},
            {QStringLiteral("counter"), counter},
            {QStringLiteral("value"), value}};
}

QJsonObject move(const QString &from, const QString &to, const QString &card = {})
{
    QJsonObject action{{QStringLiteral("type"), QStringLiteral("card.move")}, {QStringLiteral("from"), from}, {QStringLiteral("to"), to}};
    if (!card.isEmpty())
        action.insert(QStringLiteral("card"), card);
    return action;
}

// The table-deck hands, dealt one card at a time round the table (fighter,
// healer, thief), and a Void row by row.
const QStringList kHands{
    QStringLiteral("red-sun"), QStringLiteral("green-sun"), QStringLiteral("blue-moon"),
    QStringLiteral("red-sun"), QStringLiteral("green-sun"), QStringLiteral("blue-moon"),
    QStringLiteral("red-star"), QStringLiteral("green-sun"), QStringLiteral("blue-star"),
};
const QStringList kVoid{
    QStringLiteral("red-sun"),   QStringLiteral("shield"),    QStringLiteral("zombie"),
    QStringLiteral("blue-moon"), QStringLiteral("ghoul"),     QStringLiteral("green-moon"),
    QStringLiteral("wand"),      QStringLiteral("red-flame"), QStringLiteral("skeleton"),
};

SessionState dealtTable()
{
    SessionState state = mustSetup({{QStringLiteral("mode"), QStringLiteral("table")}});
    for (const QString &card : kHands + kVoid)
        state = mustApply(state, reveal(card));
    return state;
}

std::vector<const OfferedAction *> offered(const GameOptions &options, const char *type)
{
    std::vector<const OfferedAction *> found;
    for (const OfferedAction &option : options.options)
        if (option.action.value(QStringLiteral("type")).toString() == QLatin1String(type))
            found.push_back(&option);
    return found;
}

const OfferedAction *offeredAction(const GameOptions &options, const QJsonObject &action)
{
    for (const OfferedAction &option : options.options)
        if (option.action == action)
            return &option;
    return nullptr;
}

const RefusedAction *refusedOf(const GameOptions &options, const char *type, const QString &ability = {})
{
    for (const RefusedAction &refused : options.refused)
        if (refused.action.value(QStringLiteral("type")).toString() == QLatin1String(type)
            && (ability.isEmpty() || refused.action.value(QStringLiteral("ability")).toString() == ability))
            return &refused;
    return nullptr;
}

QStringList strings(const QJsonValue &value)
{
    QStringList out;
    for (const QJsonValue &v : value.toArray())
        out << v.toString();
    return out;
}

// The table's setup dealt (random cards named for the real deck), then
// `cards` symbol cards drawn straight into the Banishing.
SessionState nearlyBanished(SessionState state, int cards, std::mt19937_64 &random)
{
    for (GameOptions now = options(state); now.step.value(QStringLiteral("phase")).toString() == QLatin1String("setup"); now = options(state)) {
        const OfferedAction &reveal = now.options.front();
        const QJsonArray values = reveal.inputs.value(QStringLiteral("card")).toArray();
        QJsonObject action = reveal.action;
        action.insert(QStringLiteral("card"), values.at(std::uniform_int_distribution<qsizetype>(0, values.size() - 1)(random)));
        state = mustApply(state, action);
    }
    const bool tableDeck = state.data.value(QStringLiteral("mode")).toString() == QLatin1String("table");
    for (int i = 0; i < cards; ++i) {
        QJsonObject draw = move(QStringLiteral("deck"), QStringLiteral("banishing"), tableDeck ? QStringLiteral("blue-moon") : QString());
        auto next = apply(game(), state, draw);
        if (!next) // the app's deck ran dry
            break;
        state = next->state;
    }
    return state;
}

// A random table: 1 to 6 players, some running two or three characters; a
// random choice of characters and first player; either deck; mostly a pack
// with a smaller deck and frailer characters so that games end within a few
// hundred actions (by the third round running out, a death or exhaustion, or
// the Banishing). Without `fullDecks` every deck is small; with it a quarter
// of the tables and those that start near the Banishing play the whole deck,
// which gives a keen table time to complete it.
SessionState randomStart(std::mt19937_64 &random, bool fullDecks, bool withCardMoves = false)
{
    const auto roll = [&](int low, int high) { return std::uniform_int_distribution<int>(low, high)(random); };
    for (;;) {
        QJsonObject content = shippedContent();
        // Some tables start a few cards short of the Banishing, with the
        // whole deck and the sheets as printed: random play seldom banishes ten.
        const bool headStart = roll(0, 2) == 0;
        const bool shortDeck = fullDecks ? !headStart && roll(0, 3) > 0 : true;
        QJsonArray cards;
        for (const QJsonValue &value : content.value(QStringLiteral("cards")).toArray()) {
            QJsonObject card = value.toObject();
            const int count = card.value(QStringLiteral("count")).toInt();
            if (shortDeck)
                card.insert(QStringLiteral("count"), roll(1, std::max(1, count * 2 / 3)));
            cards.append(card);
        }
        content.insert(QStringLiteral("cards"), cards);
        QJsonArray sheets;
        QStringList characterIds;
        // A by-hand ability lists card moves (banishing_corrections.h). The
        // contract's playouts play the abilities unmarked: card.move is open
        // at any time, listed or not, so "an action not offered is refused"
        // does not hold for it (byHandAbilityOffersItsCardMoves checks the
        // listed moves instead). Other playouts mark one table in five.
        const bool byHandMoves = withCardMoves && roll(0, 4) == 0;
        for (const QJsonValue &value : content.value(QStringLiteral("characters")).toArray()) {
            QJsonObject sheet = value.toObject();
            if (!byHandMoves) {
                QJsonArray abilities;
                for (const QJsonValue &ability : sheet.value(QStringLiteral("abilities")).toArray()) {
                    QJsonObject unmarked = ability.toObject();
                    unmarked.remove(QStringLiteral("handling"));
                    unmarked.remove(QStringLiteral("corrections"));
                    abilities.append(unmarked);
                }
                sheet.insert(QStringLiteral("abilities"), abilities);
            }
            if (!headStart && roll(0, 1) == 1) {
                const int stamina = roll(2, sheet.value(QStringLiteral("stamina")).toInt());
                sheet.insert(QStringLiteral("stamina"), stamina);
                sheet.insert(QStringLiteral("health"), roll(stamina, sheet.value(QStringLiteral("health")).toInt()));
            }
            sheets.append(sheet);
            characterIds << sheet.value(QStringLiteral("id")).toString();
        }
        content.insert(QStringLiteral("characters"), sheets);

        const int players = roll(1, 6);
        QJsonArray playerIds;
        for (int p = 1; p <= players; ++p)
            playerIds.append(QStringLiteral("p%1").arg(p));
        std::shuffle(characterIds.begin(), characterIds.end(), random);
        QJsonArray seats;
        int next = 0;
        for (int p = 0; p < players; ++p) {
            const int runs = (players <= 2 && roll(0, 1) == 1) ? roll(2, 3) : 1;
            for (int r = 0; r < runs && next < characterIds.size(); ++r)
                seats.append(QJsonObject{{QStringLiteral("player"), playerIds.at(p)}, {QStringLiteral("character"), characterIds.at(next++)}});
        }
        QJsonObject setup{{QStringLiteral("content"), content},
                          {QStringLiteral("mode"), roll(0, 1) == 1 ? QStringLiteral("app") : QStringLiteral("table")},
                          {QStringLiteral("difficulty"), roll(0, 3)},
                          {QStringLiteral("characters"), seats},
                          {QStringLiteral("first"), seats.at(roll(0, static_cast<int>(seats.size()) - 1)).toObject().value(QStringLiteral("character"))}};
        auto state = newSession(game(), playerIds, setup, random());
        if (!state) // a pack too small for the table, or a Void that kept coming up undead: roll again
            continue;
        if (headStart)
            return nearlyBanished(state.value(), roll(7, 9), random);
        return state.value();
    }
}

qint64 threadCpuNanos()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<qint64>(now.tv_sec) * 1000000000 + now.tv_nsec;
}

int playoutCount(int fallback)
{
    const int asked = qEnvironmentVariableIntValue("ARBITER_PLAYOUTS");
    return asked > 0 ? asked : fallback;
}

} // namespace

class TestOptionsBanishing : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void tableDeckSetupAsksForTheDealtCards();
    void laterUndeadWaitForTheirRound();
    void firstTurnOffersTheLinesAndTheShield();
    void refillsAreTheTablesToName();
    void abilityStepOffersEveryWayToPay();
    void exhaustedCharacterHasOnlySharedAbilities();
    void handOverTheLimitMustDiscard();
    void banishingCompleteWins();
    void deathLoses();
    void deckUsedUpBySetupEndsTheRound();
    void emptyNextDeckEndsTheRoundAtOnce();
    void byHandAbilityOffersItsCardMoves();
    void appliedAbilityLeavesNothingToDo();
    void drawsByHandNameTheRealCard();
    void packMarksEachAbility();
    void randomPlayoutsKeepTheContract();
    void playoutsEndWithAWinner();
};

void TestOptionsBanishing::tableDeckSetupAsksForTheDealtCards()
{
    const GameOptions options = optionsOf(mustSetup({{QStringLiteral("mode"), QStringLiteral("table")}}));
    QVERIFY(!options.over);
    QVERIFY(options.winner.isNull());
    QCOMPARE(options.step.value(QStringLiteral("phase")).toString(), QStringLiteral("setup"));
    QCOMPARE(options.step.value(QStringLiteral("round")).toInt(), 1);
    QVERIFY(options.actor.isEmpty());
    // Three hands and nine Void spaces wait; the card to name is the first
    // one dealt, to the fighter's hand.
    QCOMPARE(options.step.value(QStringLiteral("pending")).toArray().size(), 18);
    // The card dealt, or one the pack lacks, typed whole (a symbol card, an undead).
    QCOMPARE(options.options.size(), std::size_t(3));
    QCOMPARE(options.options[1].action.value(QStringLiteral("type")).toString(), QStringLiteral("deck.add_card"));
    QCOMPARE(options.options[2].action.value(QStringLiteral("kind")).toString(), QStringLiteral("undead"));
    const OfferedAction &first = options.options.front();
    QCOMPARE(first.action, (QJsonObject{{QStringLiteral("type"), QStringLiteral("card.reveal")}}));
    QCOMPARE(renderEnglish(first.label), QStringLiteral("Name the card dealt to Fighter's hand"));
    // Starting hands come from the symbol cards only: 12 of the pack's 20 kinds.
    QCOMPARE(first.inputs.value(QStringLiteral("card")).toArray().size(), 12);
    QVERIFY(!strings(first.inputs.value(QStringLiteral("card"))).contains(QStringLiteral("zombie")));
    // The Void: any card of the deck, but not the Wraith and Lich set aside for rounds 2 and 3.
    SessionState state = mustSetup({{QStringLiteral("mode"), QStringLiteral("table")}});
    for (const QString &card : kHands)
        state = mustApply(state, reveal(card));
    const GameOptions voidNext = optionsOf(state);
    QCOMPARE(renderEnglish(voidNext.options.front().label), QStringLiteral("Name the card dealt to the Void, row 1, column 1"));
    QCOMPARE(voidNext.options.front().inputs.value(QStringLiteral("card")).toArray().size(), 18);
    QVERIFY(options.refused.empty());
}

// Regression: a Wraith (level 4) named for a Void space in round 1 was
// accepted, though it only joins the deck for round 2.
void TestOptionsBanishing::laterUndeadWaitForTheirRound()
{
    SessionState state = mustSetup({{QStringLiteral("mode"), QStringLiteral("table")}});
    QJsonObject wraith{{QStringLiteral("type"), QStringLiteral("card.reveal")},
                       {QStringLiteral("place"), QStringLiteral("void:0")},
                       {QStringLiteral("card"), QStringLiteral("wraith")}};
    auto early = apply(game(), state, wraith);
    QVERIFY(!early);
    QCOMPARE(early.error().code, QStringLiteral("banishing.not_in_deck_yet"));
    QCOMPARE(early.error().rule, QStringLiteral("the-banishing.rounds"));
    for (const QString &card : kHands) // the Void is dealt after the hands
        state = mustApply(state, reveal(card));
    QVERIFY(!strings(optionsOf(state).options.front().inputs.value(QStringLiteral("card"))).contains(QStringLiteral("wraith")));

    state = mustApply(state, counterSet(QStringLiteral("table"), QStringLiteral("round"), 2));
    const QStringList roundTwo = strings(optionsOf(state).options.front().inputs.value(QStringLiteral("card")));
    QVERIFY(roundTwo.contains(QStringLiteral("wraith")));
    QVERIFY(!roundTwo.contains(QStringLiteral("lich")));
    QVERIFY(apply(game(), state, wraith).ok());
}

void TestOptionsBanishing::firstTurnOffersTheLinesAndTheShield()
{
    const GameOptions options = optionsOf(dealtTable());
    QCOMPARE(options.step.value(QStringLiteral("phase")).toString(), QStringLiteral("take"));
    QCOMPARE(options.step.value(QStringLiteral("character")).toString(), QStringLiteral("fighter"));
    QCOMPARE(options.actor, QStringLiteral("ann")); // the first seat plays the fighter
    // Six lines, and a Shield for the undead in the two lines that hold a Shield.
    const auto takes = offered(options, "take");
    QCOMPARE(options.options.size(), takes.size());
    QCOMPARE(takes.size(), std::size_t(8));
    QVERIFY(offeredAction(options, QJsonObject{{QStringLiteral("type"), QStringLiteral("take")},
                                               {QStringLiteral("character"), QStringLiteral("fighter")},
                                               {QStringLiteral("line"), QStringLiteral("row")},
                                               {QStringLiteral("index"), 0},
                                               {QStringLiteral("shield"), QStringLiteral("zombie")}}));
    QVERIFY(offeredAction(options, QJsonObject{{QStringLiteral("type"), QStringLiteral("take")},
                                               {QStringLiteral("character"), QStringLiteral("fighter")},
                                               {QStringLiteral("line"), QStringLiteral("column")},
                                               {QStringLiteral("index"), 1},
                                               {QStringLiteral("shield"), QStringLiteral("ghoul")}}));
    // Row 2 holds a skeleton but no Shield: not offered with one.
    for (const OfferedAction *take : takes)
        QVERIFY(take->action.value(QStringLiteral("shield")).toString() != QLatin1String("skeleton"));
    // The unique abilities wait for the take.
    QCOMPARE(options.refused.size(), std::size_t(4));
    for (const RefusedAction &refused : options.refused)
        QCOMPARE(refused.error.code, QStringLiteral("banishing.take_first"));
}

void TestOptionsBanishing::refillsAreTheTablesToName()
{
    const SessionState taken = mustApply(dealtTable(), QJsonObject{{QStringLiteral("type"), QStringLiteral("take")},
                                                                   {QStringLiteral("line"), QStringLiteral("column")},
                                                                   {QStringLiteral("index"), 1}});
    const GameOptions options = optionsOf(taken);
    QCOMPARE(options.step.value(QStringLiteral("phase")).toString(), QStringLiteral("reveal"));
    QCOMPARE(strings(options.step.value(QStringLiteral("pending"))),
             (QStringList{QStringLiteral("void:1"), QStringLiteral("void:4"), QStringLiteral("void:7")}));
    QVERIFY(options.actor.isEmpty());
    QCOMPARE(options.options.size(), std::size_t(3)); // with the two typed-card options
    QCOMPARE(options.options.front().action.value(QStringLiteral("type")).toString(), QStringLiteral("card.reveal"));
    QCOMPARE(renderEnglish(options.options.front().label), QStringLiteral("Name the card dealt to the Void, row 1, column 2"));
    QCOMPARE(options.options.front().inputs.value(QStringLiteral("card")).toArray().size(), 18);
    // The turn's actions wait for the refill.
    auto early = apply(game(), taken, QJsonObject{{QStringLiteral("type"), QStringLiteral("turn.end")}});
    QVERIFY(!early);
    QCOMPARE(early.error().code, QStringLiteral("banishing.reveal_pending"));
}

void TestOptionsBanishing::abilityStepOffersEveryWayToPay()
{
    // Fighter holds red-sun, red-sun, red-star; after taking row 0 (red-sun,
    // Shield, zombie) the hand is three red suns and a red star.
    SessionState state = mustApply(dealtTable(), QJsonObject{{QStringLiteral("type"), QStringLiteral("take")},
                                                             {QStringLiteral("line"), QStringLiteral("row")},
                                                             {QStringLiteral("index"), 0}});
    for (const QString &card : {QStringLiteral("blue-sun"), QStringLiteral("green-star"), QStringLiteral("blue-flame")})
        state = mustApply(state, reveal(card));
    const GameOptions options = optionsOf(state);
    QCOMPARE(options.step.value(QStringLiteral("phase")).toString(), QStringLiteral("ability"));
    QCOMPARE(options.actor, QStringLiteral("ann"));

    // Kick (level 1, red): three suns, or two suns and the star. Spear (level
    // 2, red): the three suns only. Green Rally and blue Oath are greyed.
    QStringList sets;
    for (const OfferedAction *option : offered(options, "ability"))
        sets << option->action.value(QStringLiteral("ability")).toString() + QLatin1Char(':')
                    + strings(option->action.value(QStringLiteral("cards"))).join(QLatin1Char('+'));
    sets.sort();
    QCOMPARE(sets, (QStringList{QStringLiteral("kick:red-star+red-sun+red-sun"), QStringLiteral("kick:red-sun+red-sun+red-sun"),
                                QStringLiteral("spear:red-sun+red-sun+red-sun")}));
    const RefusedAction *rally = refusedOf(options, "ability", QStringLiteral("rally"));
    QVERIFY(rally);
    QCOMPARE(rally->error.code, QStringLiteral("banishing.set_size"));
    QVERIFY(refusedOf(options, "ability", QStringLiteral("oath")));

    // The Shield stops the zombie taken this turn.
    QVERIFY(offeredAction(options, QJsonObject{{QStringLiteral("type"), QStringLiteral("shield")},
                                               {QStringLiteral("character"), QStringLiteral("fighter")},
                                               {QStringLiteral("card"), QStringLiteral("zombie")}}));
    // Nine full spaces: every ordered pair may be swapped.
    QCOMPARE(offered(options, "swap").size(), std::size_t(72));
    // A trade with each of the two others; the cards are the table's choice.
    const auto trades = offered(options, "trade");
    QCOMPARE(trades.size(), std::size_t(2));
    QCOMPARE(strings(trades.front()->inputs.value(QStringLiteral("give"))), (QStringList{QStringLiteral("red-star"), QStringLiteral("red-sun")}));
    QCOMPARE(strings(trades.front()->inputs.value(QStringLiteral("receive"))), QStringList{QStringLiteral("green-sun")});
    // One wound, the zombie: Rest may discard it.
    QCOMPARE(offered(options, "rest").size(), std::size_t(1));
    QCOMPARE(offered(options, "turn.end").size(), std::size_t(1));

    // After Kick: the Shield, the end of the turn and Kick's card moves by
    // hand (byHandAbilityOffersItsCardMoves) are left.
    const SessionState kicked = mustApply(state, offered(options, "ability").front()->action);
    const GameOptions after = optionsOf(kicked);
    QCOMPARE(after.step.value(QStringLiteral("phase")).toString(), QStringLiteral("end_turn"));
    QCOMPARE(after.options.size(), std::size_t(2 + kVoidSize));
    QVERIFY(offered(after, "shield").size() == 1 && offered(after, "turn.end").size() == 1);
    QCOMPARE(refusedOf(after, "ability")->error.code, QStringLiteral("banishing.one_ability"));
}

void TestOptionsBanishing::exhaustedCharacterHasOnlySharedAbilities()
{
    SessionState state = mustApply(dealtTable(), QJsonObject{{QStringLiteral("type"), QStringLiteral("take")},
                                                             {QStringLiteral("line"), QStringLiteral("row")},
                                                             {QStringLiteral("index"), 0}});
    for (const QString &card : {QStringLiteral("blue-sun"), QStringLiteral("green-star"), QStringLiteral("blue-flame")})
        state = mustApply(state, reveal(card));
    state = mustApply(state, counterSet(QStringLiteral("fighter"), QStringLiteral("stamina"), 1)); // the zombie's 1 damage exhausts
    const GameOptions options = optionsOf(state);
    QVERIFY(options.step.value(QStringLiteral("exhausted")).toBool());
    QVERIFY(offered(options, "ability").empty());
    QCOMPARE(options.refused.size(), std::size_t(4));
    for (const RefusedAction &refused : options.refused)
        QCOMPARE(refused.error.code, QStringLiteral("banishing.exhausted"));
    QVERIFY(!offered(options, "swap").empty());
    QVERIFY(!offered(options, "rest").empty());
}

void TestOptionsBanishing::handOverTheLimitMustDiscard()
{
    SessionState state = mustSetup({{QStringLiteral("mode"), QStringLiteral("app")}});
    const QString fighter = QStringLiteral("fighter");
    // Six more cards into the fighter's hand: nine, one over the limit after any take adds up to three.
    for (const QString &card : {QStringLiteral("red-moon"), QStringLiteral("red-moon"), QStringLiteral("blue-sun"), QStringLiteral("blue-sun"),
                                QStringLiteral("green-flame"), QStringLiteral("green-flame")})
        state = mustApply(state, move(QStringLiteral("deck"), QStringLiteral("hand:fighter"), card));
    const GameOptions before = optionsOf(state);
    state = mustApply(state, offered(before, "take").front()->action);
    const Board board = boardOf(state).value();
    const int excess = static_cast<int>(board.cardsOf(fighter).hand.size()) - 8;
    QVERIFY(excess > 0);
    const GameOptions options = optionsOf(state);
    QCOMPARE(options.step.value(QStringLiteral("must_discard")).toInt(), excess);
    const RefusedAction *plain = refusedOf(options, "turn.end");
    QVERIFY(plain);
    QCOMPARE(plain->error.code, QStringLiteral("banishing.hand_limit"));
    const auto ends = offered(options, "turn.end");
    QCOMPARE(ends.size(), std::size_t(1));
    const QJsonArray discards = ends.front()->inputs.value(QStringLiteral("discard")).toArray();
    QVERIFY(!discards.isEmpty());
    for (const QJsonValue &discard : discards)
        QCOMPARE(discard.toArray().size(), excess);
}

void TestOptionsBanishing::banishingCompleteWins()
{
    SessionState state = mustSetup({{QStringLiteral("mode"), QStringLiteral("app")}});
    for (int i = 0; i < 9; ++i)
        state = mustApply(state, move(QStringLiteral("deck"), QStringLiteral("banishing")));
    QVERIFY(!optionsOf(state).over);
    QCOMPARE(optionsOf(state).step.value(QStringLiteral("banishing")).toInt(), 9);
    state = mustApply(state, move(QStringLiteral("deck"), QStringLiteral("banishing")));
    const GameOptions options = optionsOf(state);
    QVERIFY(options.over);
    QCOMPARE(options.winner, QJsonValue(QStringLiteral("players")));
    QCOMPARE(options.step.value(QStringLiteral("phase")).toString(), QStringLiteral("over"));
    QCOMPARE(options.step.value(QStringLiteral("outcome")).toString(), QStringLiteral("won"));
    QVERIFY(options.actor.isEmpty());
    QVERIFY(options.options.empty());
}

void TestOptionsBanishing::deathLoses()
{
    SessionState state = mustSetup({{QStringLiteral("mode"), QStringLiteral("app")}});
    state = mustApply(state, counterSet(QStringLiteral("healer"), QStringLiteral("health"), 0));
    const GameOptions options = optionsOf(state);
    QVERIFY(options.over);
    QCOMPARE(options.winner, QJsonValue(QStringLiteral("void")));
    QCOMPARE(options.step.value(QStringLiteral("reason")).toString(), QStringLiteral("death"));
    QCOMPARE(options.step.value(QStringLiteral("died")).toString(), QStringLiteral("healer"));
    QVERIFY(options.options.empty());
    // The turn's actions are refused as the game is over.
    auto take = apply(game(), state, QJsonObject{{QStringLiteral("type"), QStringLiteral("take")},
                                                 {QStringLiteral("line"), QStringLiteral("row")},
                                                 {QStringLiteral("index"), 0}});
    QVERIFY(!take);
    QCOMPARE(take.error().code, QStringLiteral("banishing.game_over"));
}

// A pack whose deck is exactly the fighter's hand and the Void: 12 symbol
// cards, no item, no early undead; `later` Wraiths and Liches set aside.
QJsonObject exactPack(int later)
{
    QJsonObject content = shippedContent();
    const auto card = [](const char *id, const char *kind, int count) {
        QJsonObject c{{QStringLiteral("id"), QLatin1String(id)}, {QStringLiteral("kind"), QLatin1String(kind)}, {QStringLiteral("count"), count}};
        return c;
    };
    QJsonObject red = card("red-sun", "symbol", 6);
    red.insert(QStringLiteral("color"), QStringLiteral("red"));
    red.insert(QStringLiteral("symbol"), QStringLiteral("sun"));
    QJsonObject blue = card("blue-sun", "symbol", 6);
    blue.insert(QStringLiteral("color"), QStringLiteral("blue"));
    blue.insert(QStringLiteral("symbol"), QStringLiteral("sun"));
    QJsonObject wraith = card("wraith", "undead", later);
    wraith.insert(QStringLiteral("level"), 4);
    wraith.insert(QStringLiteral("damage"), 4);
    QJsonObject lich = card("lich", "undead", later);
    lich.insert(QStringLiteral("level"), 5);
    lich.insert(QStringLiteral("damage"), 5);
    QJsonObject shield = card("shield", "item", 1);
    shield.insert(QStringLiteral("item"), QStringLiteral("shield"));
    content.insert(QStringLiteral("cards"), QJsonArray{red, blue, wraith, lich, shield});
    content.insert(QStringLiteral("default_difficulty"), 0);
    return content;
}

SessionState exactDeal(const char *mode, int later)
{
    SessionState state = mustSetup({{QStringLiteral("mode"), QLatin1String(mode)},
                                    {QStringLiteral("content"), exactPack(later)},
                                    {QStringLiteral("difficulty"), 0},
                                    {QStringLiteral("characters"), QJsonArray{QStringLiteral("fighter")}}},
                                   {QStringLiteral("ann")});
    for (int i = 0; i < 12 && QLatin1String(mode) == QLatin1String("table"); ++i)
        state = mustApply(state, reveal(i % 2 ? QStringLiteral("red-sun") : QStringLiteral("blue-sun")));
    return state;
}

// Regression: when the setup deal drew the deck's last card, round 1 never
// ended; once the Void was taken empty nothing could be done, yet the game
// was not over (found by the playouts, seed 1, game 124).
void TestOptionsBanishing::deckUsedUpBySetupEndsTheRound()
{
    for (const char *mode : {"app", "table"}) {
        const SessionState state = exactDeal(mode, 1);
        const GameOptions options = optionsOf(state);
        QCOMPARE(options.step.value(QStringLiteral("round")).toInt(), 2);
        QCOMPARE(options.step.value(QStringLiteral("deck")).toInt(), 1); // the Wraith
        QCOMPARE(options.step.value(QStringLiteral("phase")).toString(), QStringLiteral("take"));
        QVERIFY(!options.over);
    }
}

// Regression: a round whose new deck holds no card at all (nothing
// discarded, no undead to add) waited for a last card that never came.
void TestOptionsBanishing::emptyNextDeckEndsTheRoundAtOnce()
{
    for (const char *mode : {"app", "table"}) {
        const GameOptions options = optionsOf(exactDeal(mode, 0));
        QVERIFY(options.over);
        QCOMPARE(options.winner, QJsonValue(QStringLiteral("void")));
        QCOMPARE(options.step.value(QStringLiteral("reason")).toString(), QStringLiteral("time_up"));
        QCOMPARE(options.step.value(QStringLiteral("round")).toInt(), 3);
    }
}

// The Fighter after taking row 0 of the dealt table, holding three red suns
// and a red star, the Void full again.
SessionState fighterAfterTheTake()
{
    SessionState state = mustApply(dealtTable(), QJsonObject{{QStringLiteral("type"), QStringLiteral("take")},
                                                             {QStringLiteral("line"), QStringLiteral("row")},
                                                             {QStringLiteral("index"), 0}});
    for (const QString &card : {QStringLiteral("blue-sun"), QStringLiteral("green-star"), QStringLiteral("blue-flame")})
        state = mustApply(state, reveal(card));
    return state;
}

QJsonObject useAbility(const QString &ability, const QStringList &cards)
{
    return {{QStringLiteral("type"), QStringLiteral("ability")},
            {QStringLiteral("character"), QStringLiteral("fighter")},
            {QStringLiteral("ability"), ability},
            {QStringLiteral("cards"), QJsonArray::fromStringList(cards)}};
}

void TestOptionsBanishing::byHandAbilityOffersItsCardMoves()
{
    // Kick, "Discard the top card of one Void space.", is marked by hand with
    // the correction void_discard: the step says what to do, and each Void
    // space's top card may be discarded in one tap until the turn ends.
    const SessionState kicked = mustApply(fighterAfterTheTake(),
                                          useAbility(QStringLiteral("kick"), {QStringLiteral("red-sun"), QStringLiteral("red-sun"), QStringLiteral("red-star")}));
    const GameOptions after = optionsOf(kicked);
    const QJsonObject byHand = after.step.value(QStringLiteral("by_hand")).toObject();
    QCOMPARE(byHand.value(QStringLiteral("ability")).toString(), QStringLiteral("kick"));
    QCOMPARE(byHand.value(QStringLiteral("effect")).toString(), QStringLiteral("Discard the top card of one Void space."));
    QCOMPARE(strings(byHand.value(QStringLiteral("corrections"))), QStringList{QStringLiteral("void_discard")});
    const auto moves = offered(after, "card.move");
    QCOMPARE(moves.size(), std::size_t(kVoidSize));
    for (const OfferedAction *option : moves)
        QVERIFY2(apply(game(), kicked, option->action), qPrintable(testing::OptionsContract::compact(option->action)));
    const OfferedAction *ghoul = offeredAction(after, move(QStringLiteral("void:4"), QStringLiteral("discard")));
    QVERIFY(ghoul);
    QCOMPARE(renderEnglish(ghoul->label), QStringLiteral("Discard Ghoul from the Void, row 2, column 2"));

    // The tap discards the Ghoul; the table names the card dealt onto the
    // space, and the moves are offered again (Kick's text is one discard, the
    // table's count; the engine does not read it).
    SessionState discarded = mustApply(kicked, ghoul->action);
    QVERIFY(discarded.data.value(QStringLiteral("discard")).toArray().contains(QStringLiteral("ghoul")));
    QCOMPARE(optionsOf(discarded).step.value(QStringLiteral("phase")).toString(), QStringLiteral("reveal"));
    discarded = mustApply(discarded, reveal(QStringLiteral("zombie")));
    const GameOptions again = optionsOf(discarded);
    QCOMPARE(again.step.value(QStringLiteral("phase")).toString(), QStringLiteral("end_turn"));
    QVERIFY(offeredAction(again, move(QStringLiteral("void:4"), QStringLiteral("discard"))));

    // The next character's turn lists no moves and no by-hand step.
    const SessionState next = mustApply(discarded, QJsonObject{{QStringLiteral("type"), QStringLiteral("turn.end")}});
    const GameOptions healer = optionsOf(next);
    QVERIFY(!healer.step.contains(QStringLiteral("by_hand")));
    QVERIFY(offered(healer, "card.move").empty());
}

void TestOptionsBanishing::appliedAbilityLeavesNothingToDo()
{
    // Oath, "Nothing more: the set itself is the offering.", with cards_to
    // "banishing", is applied whole by the engine: the set lies in the
    // Banishing and nothing is left for the table.
    SessionState state = fighterAfterTheTake();
    for (int i = 0; i < 3; ++i)
        state = mustApply(state, move(QStringLiteral("deck"), QStringLiteral("hand:fighter"), QStringLiteral("blue-moon")));
    const SessionState oath = mustApply(state, useAbility(QStringLiteral("oath"), {QStringLiteral("blue-moon"), QStringLiteral("blue-moon"), QStringLiteral("blue-moon")}));
    QCOMPARE(strings(oath.data.value(QStringLiteral("banishing"))),
             (QStringList{QStringLiteral("blue-moon"), QStringLiteral("blue-moon"), QStringLiteral("blue-moon")}));
    const GameOptions after = optionsOf(oath);
    QCOMPARE(after.step.value(QStringLiteral("phase")).toString(), QStringLiteral("end_turn"));
    QVERIFY(!after.step.contains(QStringLiteral("by_hand")));
    QVERIFY(offered(after, "card.move").empty());
}

void TestOptionsBanishing::drawsByHandNameTheRealCard()
{
    // Heist, "Draw 1 card from the deck.", by hand with "draw": on a table
    // deck the drawn card is named, one option per kind of place it goes to.
    SessionState state = fighterAfterTheTake();
    const QJsonObject paid = useAbility(QStringLiteral("kick"), {QStringLiteral("red-sun"), QStringLiteral("red-sun"), QStringLiteral("red-star")});
    QJsonObject content = shippedContent();
    QJsonArray characters = content.value(QStringLiteral("characters")).toArray();
    // The Fighter's Kick marked for a draw instead, as a user's pack might.
    QJsonObject fighter = characters.at(0).toObject();
    QJsonArray abilities = fighter.value(QStringLiteral("abilities")).toArray();
    QJsonObject kick = abilities.at(0).toObject();
    kick.insert(QStringLiteral("corrections"), QJsonArray{QStringLiteral("draw")});
    abilities.replace(0, kick);
    fighter.insert(QStringLiteral("abilities"), abilities);
    characters.replace(0, fighter);
    content.insert(QStringLiteral("characters"), characters);
    QJsonObject setup = state.setup;
    setup.insert(QStringLiteral("content"), content);
    state.setup = setup;
    const GameOptions after = optionsOf(mustApply(state, paid));
    const auto moves = offered(after, "card.move");
    QCOMPARE(moves.size(), std::size_t(3 * 3)); // three characters, hand / wounds / items
    QCOMPARE(moves.front()->action.value(QStringLiteral("to")).toString(), QStringLiteral("hand:fighter")); // the active one first
    const OfferedAction *toHand = nullptr;
    for (const OfferedAction *option : moves)
        if (option->action.value(QStringLiteral("to")).toString() == QLatin1String("hand:thief"))
            toHand = option;
    QVERIFY(toHand);
    QCOMPARE(renderEnglish(toHand->label), QStringLiteral("Thief draws a card into the hand: name it"));
    const QStringList cards = strings(toHand->inputs.value(QStringLiteral("card")));
    QVERIFY(cards.contains(QStringLiteral("green-moon")));
    QVERIFY(!cards.contains(QStringLiteral("zombie"))); // an undead goes to the wounds
    const int deckBefore = optionsOf(mustApply(state, paid)).step.value(QStringLiteral("deck")).toInt();
    QJsonObject draw = toHand->action;
    draw.insert(QStringLiteral("card"), QStringLiteral("green-moon"));
    const SessionState drawn = mustApply(mustApply(state, paid), draw);
    QCOMPARE(optionsOf(drawn).step.value(QStringLiteral("deck")).toInt(), deckBefore - 1);
}

void TestOptionsBanishing::packMarksEachAbility()
{
    // The shipped pack: every ability applied or by hand, the items applied.
    const QList<PackText> texts = packTexts(shippedContent());
    const auto find = [&](const QString &path) -> const PackText * {
        for (const PackText &text : texts)
            if (text.path == path)
                return &text;
        return nullptr;
    };
    const PackText *kick = find(QStringLiteral("characters/fighter/abilities/kick"));
    QVERIFY(kick);
    QVERIFY(kick->handling == PackText::Handling::ByHand);
    QCOMPARE(kick->corrections, QStringList{QStringLiteral("void_discard")});
    QVERIFY(find(QStringLiteral("characters/fighter/abilities/oath"))->handling == PackText::Handling::Applied);
    const PackText *shield = find(QStringLiteral("cards/shield"));
    QVERIFY(shield);
    QVERIFY(shield->handling == PackText::Handling::Applied);

    // An ability left unmarked is silent; a bad mark is refused by name.
    const auto withKick = [&](const std::function<void(QJsonObject &)> &edit) {
        QJsonObject content = shippedContent();
        QJsonArray characters = content.value(QStringLiteral("characters")).toArray();
        QJsonObject fighter = characters.at(0).toObject();
        QJsonArray abilities = fighter.value(QStringLiteral("abilities")).toArray();
        QJsonObject ability = abilities.at(0).toObject();
        edit(ability);
        abilities.replace(0, ability);
        fighter.insert(QStringLiteral("abilities"), abilities);
        characters.replace(0, fighter);
        content.insert(QStringLiteral("characters"), characters);
        return content;
    };
    const QJsonObject unmarked = withKick([](QJsonObject &a) {
        a.remove(QStringLiteral("handling"));
        a.remove(QStringLiteral("corrections"));
    });
    QVERIFY(game().validateContent(unmarked)); // an edited pack may hold one: a warning, not a refusal
    bool silent = false;
    for (const PackText &text : packTexts(unmarked))
        silent = silent || (text.name == QLatin1String("Kick") && text.handling == PackText::Handling::Silent);
    QVERIFY(silent);

    const Status badHandling = game().validateContent(withKick([](QJsonObject &a) { a.insert(QStringLiteral("handling"), QStringLiteral("maybe")); }));
    QVERIFY(!badHandling);
    QCOMPARE(badHandling.error().code, QStringLiteral("request.choice"));
    const Status badKind = game().validateContent(withKick([](QJsonObject &a) {
        a.insert(QStringLiteral("corrections"), QJsonArray{QStringLiteral("teleport")});
    }));
    QVERIFY(!badKind);
    QCOMPARE(badKind.error().code, QStringLiteral("request.choice"));
    QVERIFY(renderEnglish(badKind.error().message).contains(QStringLiteral("corrections[0]")));
    const Status appliedWithMoves = game().validateContent(withKick([](QJsonObject &a) { a.insert(QStringLiteral("handling"), QStringLiteral("applied")); }));
    QVERIFY(!appliedWithMoves);
    QCOMPARE(appliedWithMoves.error().code, QStringLiteral("request.field"));
}

void TestOptionsBanishing::randomPlayoutsKeepTheContract()
{
    const std::uint64_t seed = qEnvironmentVariableIsSet("ARBITER_SEED") ? qEnvironmentVariable("ARBITER_SEED").toULongLong()
                                                                         : 20261126;
    qInfo("seed %llu (ARBITER_SEED to repeat, ARBITER_PLAYOUTS for more games)", static_cast<unsigned long long>(seed));
    testing::OptionsContract contract(game(), seed);
#if defined(ARBITER_SANITIZED)
    const int games = playoutCount(15); // the sanitizer build (Debug) runs some 30 times slower
#else
    const int games = playoutCount(100);
#endif
    for (int g = 0; g < games; ++g)
        if (!contract.play(randomStart(contract.random(), false), 600))
            QFAIL(qPrintable(contract.failure()));
    const auto &totals = contract.totals();
    qInfo("games %d, finished %d, steps %d, options checked %d, refusals checked %d, strangers refused %d", totals.games,
          totals.finished, totals.steps, totals.optionsChecked, totals.refusalsChecked, totals.strangersRefused);
    QCOMPARE(totals.games, games);
    QVERIFY2(totals.finished * 10 >= totals.games * 8, "most random games should reach the end");
    // A playout that stops after a step or two checks nothing: a game lasts some 20 steps.
    QVERIFY2(totals.steps >= 10 * totals.games, "the playouts end too early to test the contract");
}

void TestOptionsBanishing::playoutsEndWithAWinner()
{
    // Random options only, no contract checks: how the games end, and how
    // long one query takes in the states a game passes through (printed, not
    // asserted: timings belong to the benchmark).
    constexpr int kGames = 24;
    std::mt19937_64 random(7);
    int won = 0;
    int lost = 0;
    qint64 nanos = 0;
    qint64 slowest = 0;
    int queries = 0;
    std::map<QString, std::pair<int, qint64>> byPhase; // count, thread CPU ns
    std::map<QString, int> reasons;
    for (int g = 0; g < kGames; ++g) {
        SessionState state = randomStart(random, true, true);
        for (int step = 0; step < 2000; ++step) {
            const qint64 began = threadCpuNanos();
            const GameOptions now = options(state);
            const qint64 spent = threadCpuNanos() - began;
            auto &phase = byPhase[now.step.value(QStringLiteral("phase")).toString()];
            ++phase.first;
            phase.second += spent;
            nanos += spent;
            slowest = std::max(slowest, spent);
            ++queries;
            if (now.over) {
                QVERIFY(now.winner == QJsonValue(QStringLiteral("players")) || now.winner == QJsonValue(QStringLiteral("void")));
                (now.winner == QJsonValue(QStringLiteral("players")) ? won : lost) += 1;
                ++reasons[now.step.value(QStringLiteral("reason")).toString()];
                break;
            }
            QVERIFY(!now.options.empty());
            // A keen table: a unique ability whenever one can be paid for,
            // a Shield on every undead, a Shield taken along when it can be.
            std::vector<const OfferedAction *> keen;
            for (const char *type : {"ability", "shield"}) {
                for (const OfferedAction &option : now.options)
                    if (option.action.value(QStringLiteral("type")).toString() == QLatin1String(type)
                        || (option.action.contains(QLatin1String(type)) && keen.empty() && std::strcmp(type, "shield") == 0))
                        keen.push_back(&option);
                if (!keen.empty())
                    break;
            }
            if (keen.empty())
                for (const OfferedAction &option : now.options)
                    if (option.open.empty()) // a card the pack lacks is the contract test's to type
                        keen.push_back(&option);
            const OfferedAction &chosen = *keen[std::uniform_int_distribution<std::size_t>(0, keen.size() - 1)(random)];
            QJsonObject action = chosen.action;
            for (auto it = chosen.inputs.begin(); it != chosen.inputs.end(); ++it) {
                const QJsonArray values = it.value().toArray();
                action.insert(it.key(), values.at(std::uniform_int_distribution<qsizetype>(0, values.size() - 1)(random)));
            }
            state = mustApply(state, action);
            // The state written back part by part is the state written whole.
            QCOMPARE(state.data, toJson(boardOf(state).value()));
        }
    }
    qInfo("%d games: %d won, %d lost; %d queries, %.0f us CPU on average, slowest %.1f ms", kGames, won, lost, queries,
          static_cast<double>(nanos) / queries / 1000.0, static_cast<double>(slowest) / 1e6);
    for (const auto &[reason, count] : reasons)
        qInfo("  ended by %s: %d", qPrintable(reason.isEmpty() ? QStringLiteral("the Banishing") : reason), count);
    for (const auto &[phase, figures] : byPhase)
        qInfo("  %s: %d queries, %.0f us CPU on average", qPrintable(phase), figures.first,
              static_cast<double>(figures.second) / figures.first / 1000.0);
    QCOMPARE(won + lost, kGames);
    QVERIFY2(won > 0 && lost > 0, "random tables both win and lose");
}

QTEST_GUILESS_MAIN(TestOptionsBanishing)
#include "tst_options_banishing.moc"
