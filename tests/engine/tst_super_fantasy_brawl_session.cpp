#ifndef ARBITER_SOURCE_DIR
#define ARBITER_SOURCE_DIR "/work/main"
#endif

#include "core/session.h"
#include "core/session_log.h"
#include "core/session_story.h"
#include "games/super_fantasy_brawl/sfb_arena.h"
#include "games/super_fantasy_brawl/sfb_content.h"
#include "games/super_fantasy_brawl/sfb_draft.h"
#include "games/super_fantasy_brawl/sfb_setup.h"
#include "games/super_fantasy_brawl/sfb_queries.h"
#include "games/super_fantasy_brawl/sfb_table.h"

#include <QElapsedTimer>
#include <algorithm>
#include <QRegularExpression>
#include <atomic>
#include <cstdlib>
#include <new>
#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace arbiter;

// Counts heap allocations while enabled, so the test can hold the board
// queries to a handful per call.
namespace {
std::atomic<bool> g_countAllocations{false};
std::atomic<int> g_allocations{0};
} // namespace

void *operator new(std::size_t size)
{
    if (g_countAllocations.load(std::memory_order_relaxed))
        g_allocations.fetch_add(1, std::memory_order_relaxed);
    if (void *p = std::malloc(size == 0 ? 1 : size))
        return p;
    throw std::bad_alloc();
}
// Qt allocates some of its buffers with the nothrow form: it must come from
// the same heap as the delete below (AddressSanitizer checks the pairs).
void *operator new(std::size_t size, const std::nothrow_t &) noexcept
{
    if (g_countAllocations.load(std::memory_order_relaxed))
        g_allocations.fetch_add(1, std::memory_order_relaxed);
    return std::malloc(size == 0 ? 1 : size);
}
void operator delete(void *p) noexcept { std::free(p); }
void operator delete(void *p, std::size_t) noexcept { std::free(p); }
void operator delete(void *p, const std::nothrow_t &) noexcept { std::free(p); }

namespace {

const QString kAnn = QStringLiteral("ann");
const QString kBen = QStringLiteral("ben");

QJsonObject obj(const char *json)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        qFatal("test JSON does not parse: %s", json);
    return doc.object();
}

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

const GameDefinition &sfbGame() { return *findGame(QStringLiteral("super-fantasy-brawl")); }

SfbTable tableOf(const SessionState &state)
{
    auto table = sfbTableFrom(state.data);
    if (!table)
        qFatal("unreadable table");
    return table.value();
}

int counterOf(const SessionState &state, const QString &entity, const QString &name)
{
    const Entity *e = state.entity(entity);
    return e ? e->counter(name).value_or(-999) : -999;
}

std::optional<Hex> positionOf(const SessionState &state, const QString &champion)
{
    return tableOf(state).position(champion);
}

QByteArray fingerprint(const SessionState &state) { return QJsonDocument(toJson(state)).toJson(QJsonDocument::Compact); }

QJsonObject withDefaults(QJsonObject setup)
{
    if (!setup.contains(QStringLiteral("content")))
        setup.insert(QStringLiteral("content"), shippedContent());
    return setup;
}

// Ann (north: Gold'arr, Gwaien, Kilgore) against Ben (south: Deryn, Tzu Xiao, Dugrun), Ann first.
QJsonObject duelSetup()
{
    return withDefaults(obj(R"({"first_player":"ann","deployment":"north",
        "champions":{"ann":["goldarr","gwaien","kilgore"],"ben":["deryn","tzu-xiao","dugrun"]}})"));
}

// Drives a session the way the app does: compute with tryApply, then accept.
class Table {
public:
    explicit Table(SessionState initial) : m_log(sfbGame(), std::move(initial)) {}

    bool act(const QJsonObject &action)
    {
        Result<Transition> outcome = m_log.tryApply(action);
        if (!outcome) {
            m_error = outcome.error();
            qWarning("refused %s: %s (%s)", QJsonDocument(action).toJson(QJsonDocument::Compact).constData(),
                     qPrintable(outcome.error().code), qPrintable(renderEnglish(outcome.error().message)));
            return false;
        }
        m_events = outcome->events;
        m_log.accept(Record{m_log.nextSeq(), RecordKind::Action, QJsonDocument(action).toJson(QJsonDocument::Compact)},
                     outcome.value());
        return true;
    }
    bool act(const char *json) { return act(obj(json)); }

    // The refusal for an action expected to be refused (an empty error if it was accepted).
    RuleError refusal(const QJsonObject &action) const
    {
        Result<Transition> outcome = m_log.tryApply(action);
        return outcome ? RuleError{ErrorKind::Internal, QStringLiteral("accepted"), {}, {}} : outcome.error();
    }
    RuleError refusal(const char *json) const { return refusal(obj(json)); }

    bool undo() { return step(RecordKind::Undo); }
    bool redo() { return step(RecordKind::Redo); }

    const SessionState &state() const { return m_log.state(); }
    SfbTable table() const { return tableOf(state()); }
    SfbContent content() const { return sfbContentFrom(state().setup.value(QStringLiteral("content")).toObject()).value(); }
    const SessionLog &log() const { return m_log; }
    const std::vector<Event> &events() const { return m_events; }
    bool hasEvent(const QString &type) const
    {
        return std::any_of(m_events.begin(), m_events.end(), [&](const Event &e) { return e.type == type; });
    }
    QStringList eventTexts() const
    {
        QStringList texts;
        for (const Event &e : m_events)
            texts << renderEnglish(e.text);
        return texts;
    }
    int counter(const QString &entity, const QString &name) const { return counterOf(state(), entity, name); }
    std::optional<Hex> at(const QString &champion) const { return positionOf(state(), champion); }
    SfbArena arena() const
    {
        static const SfbContent content = sfbContentFrom(shippedContent()).value();
        return sfbArena(state(), content, table());
    }

private:
    bool step(RecordKind kind)
    {
        Result<Transition> outcome = kind == RecordKind::Undo ? m_log.tryUndo() : m_log.tryRedo();
        if (!outcome)
            return false;
        m_log.accept(Record{m_log.nextSeq(), kind, {}}, outcome.value());
        return true;
    }

    SessionLog m_log;
    RuleError m_error;
    std::vector<Event> m_events;
};

#define ACT(table, json) QVERIFY2((table).act(json), "action refused")

#define EXPECT_REFUSAL(table, json, errorKind, errorCode, ruleId)                                                      \
    do {                                                                                                               \
        const RuleError error_ = (table).refusal(json);                                                                \
        QCOMPARE(error_.code, QStringLiteral(errorCode));                                                              \
        QCOMPARE(error_.kind, errorKind);                                                                              \
        QCOMPARE(error_.rule, QStringLiteral(ruleId));                                                                 \
    } while (false)

#define EXPECT_INVALID(table, json, errorCode, ruleSlug)                                                               \
    EXPECT_REFUSAL(table, json, ErrorKind::InvalidMove, errorCode, "super-fantasy-brawl." ruleSlug)

#define EXPECT_BAD_REQUEST(table, json, errorCode) EXPECT_REFUSAL(table, json, ErrorKind::BadRequest, errorCode, "")

SessionState newDuel(QJsonObject setup = duelSetup(), std::uint64_t seed = 42)
{
    auto state = newSession(sfbGame(), QJsonArray{kAnn, kBen}, setup, seed);
    if (!state)
        qFatal("duel setup refused: %s", qPrintable(renderEnglish(state.error().message)));
    return state.value();
}

// Challenges dealt, traps out, champions deployed: round 1, Ann's turn.
//   Ann:  Gold'arr [1,-4], Gwaien [2,-4], Kilgore [3,-4]
//   Ben:  Deryn [-3,4], Tzu Xiao [-2,4], Dugrun [-1,4]
//   traps on [-1,-1] [1,1] [3,-2] [-3,2]; empty trap hexes [-1,-2] [1,2]
bool readyDuel(Table &t)
{
    return t.act(R"({"type":"track.deal","drawn":["Hold the Centre",{"name":"Statue Dance","text":"Two champions next to statues"}]})")
           && t.act(R"({"type":"trap.place","at":[-1,-1]})") && t.act(R"({"type":"trap.place","at":[1,1]})")
           && t.act(R"({"type":"trap.place","at":[3,-2]})") && t.act(R"({"type":"trap.place","at":[-3,2]})")
           && t.act(R"({"type":"champion.deploy","champion":"ann:goldarr","at":[1,-4]})")
           && t.act(R"({"type":"champion.deploy","champion":"ann:gwaien","at":[2,-4]})")
           && t.act(R"({"type":"champion.deploy","champion":"ann:kilgore","at":[3,-4]})")
           && t.act(R"({"type":"champion.deploy","champion":"ben:deryn","at":[-3,4]})")
           && t.act(R"({"type":"champion.deploy","champion":"ben:tzu-xiao","at":[-2,4]})")
           && t.act(R"({"type":"champion.deploy","champion":"ben:dugrun","at":[-1,4]})");
}

QString describe(const SessionState &state)
{
    const SfbTable table = tableOf(state);
    QStringList lines;
    lines << QStringLiteral("phase %1 round %2 turn %3").arg(sfbPhaseName(table.phase)).arg(table.round).arg(table.turn);
    for (const Entity &e : state.entities) {
        QStringList counters;
        for (const Counter &c : e.counters)
            counters << QStringLiteral("%1=%2").arg(c.name).arg(c.value);
        const auto at = table.position(e.id);
        lines << QStringLiteral("%1 %2 %3").arg(e.id, at ? QStringLiteral("[%1,%2]").arg(at->q).arg(at->r) : QString(), counters.join(u' '));
    }
    QStringList traps;
    for (const Hex h : table.traps)
        traps << QStringLiteral("[%1,%2]").arg(h.q).arg(h.r);
    lines << QStringLiteral("traps ") + traps.join(u' ');
    return lines.join(u'\n');
}

// Runs actions in order; on a refusal, says which one and shows the table.
bool playAll(Table &t, const std::vector<const char *> &actions, int *failedAt = nullptr)
{
    for (std::size_t i = 0; i < actions.size(); ++i) {
        if (!t.act(actions[i])) {
            if (failedAt)
                *failedAt = static_cast<int>(i);
            qWarning("action %d of the scenario was refused; the table:\n%s", static_cast<int>(i),
                     qPrintable(describe(t.state())));
            return false;
        }
    }
    return true;
}


} // namespace

class TestSfbSession : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void shippedContentIsValid();
    void brokenContentIsRefused_data();
    void brokenContentIsRefused();
    void packTextsSayWhatTheEngineDoes();
    void setupSeatsPlayersAndAreas();
    void setupRefusesThreePlayers();
    void freeChoiceOfTeams();
    void casualDraftOrder();
    void competitiveDraftBansThenPicks();
    void setupPhasesInOrder();
    void coresPayForCards();
    void handCorrectionsStayInRange();
    void movementIsValidatedOnTheBoard();
    void dashJumpAndMovementBonus();
    void trapsTriggerAndAreReplaced();
    void rootStopsAndStunDiscards();
    void standardActionsOncePerPhase();
    void refusalsAndLogLinesSpeakTableWords();
    void indirectAndDirectShots();
    void areaOfEffectHitsAlliesToo();
    void reactionsOnlyByTheDefenderAgainstAttacks();
    void pushPullAndRootedTargets();
    void fearTakesTheFurthestDash();
    void forceMovesTheTarget();
    void choiceQueriesOfferWhatTheSessionAccepts();
    void placeIsAKeywordOfTheCards();
    void outOfActionLevelUpAndGate();
    void selfKnockoutScoresForTheOpponent();
    void bothSidesReachFiveAtOnce();
    void challengeTrackScoresAdvancesAndReshuffles();
    void aDiscardedChallengeIsNotDrawnAgain();
    void wholeDuelThroughTheLog();
    void wholeTornadoGameThroughTheLog();
    void storyOfTheWholeDuel();
    void reachAndTargetQueries();
    void queriesOnTheDefaultBoard();
    void rulebookExamples();
};

void TestSfbSession::shippedContentIsValid()
{
    auto content = sfbContentFrom(shippedContent());
    QVERIFY(content.ok());
    QCOMPARE(content->champions.size(), std::size_t{6});
    for (const SfbChampionSpec &champion : content->champions)
        QCOMPARE(champion.deckSize(content->cards), 6);
    QCOMPARE(content->board.hexes.size(), std::size_t{61});
    QCOMPARE(content->board.statues.size(), std::size_t{4});
    QCOMPARE(content->board.trapHexes.size(), std::size_t{6});
    QCOMPARE(content->board.areas.size(), std::size_t{2});
    QCOMPARE(content->track.slots, (std::vector<int>{0, 1, 2, 1}));
    QCOMPARE(content->track.tornadoSlots, (std::vector<int>{0, 0, 1, 2, 1}));
    QVERIFY(shippedContent().value(QStringLiteral("check")).toString().contains(QStringLiteral("check against")));
    QVERIFY(shippedContent().value(QStringLiteral("board")).toObject().value(QStringLiteral("check")).toString().contains(
        QStringLiteral("check against your board")));
    QVERIFY(sfbGame().validateContent(shippedContent()).ok());
    QVERIFY(sfbGame().rulesBuilt);
    // The rulebook's own examples: Gwaien's Fireball is an indirect shot at range 2 to 3,
    // Tzu Xiao's Challenge Attack a direct shot up to 2.
    const SfbCard *fireball = content->card(QStringLiteral("gwaien-fireball"));
    QVERIFY(fireball);
    QCOMPARE(fireball->targeting, SfbTargeting::Indirect);
    QCOMPARE(fireball->minRange, 2);
    QCOMPARE(fireball->maxRange, 3);
    const SfbCard *challenge = content->card(QStringLiteral("tzu-xiao-challenge-attack"));
    QCOMPARE(challenge->targeting, SfbTargeting::Direct);
    QCOMPARE(challenge->maxRange, 2);
}

void TestSfbSession::brokenContentIsRefused_data()
{
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QJsonValue>("value");
    QTest::newRow("no board") << QStringLiteral("board") << QJsonValue();
    QTest::newRow("statue off the board") << QStringLiteral("board/statues") << QJsonValue(QJsonArray{QJsonValue(QJsonArray{9, 9})});
    QTest::newRow("three trap hexes") << QStringLiteral("board/trap_hexes")
                                      << QJsonValue(QJsonArray{QJsonArray{0, 0}, QJsonArray{1, 0}, QJsonArray{0, 1}});
    QTest::newRow("trap hex on a statue") << QStringLiteral("board/trap_hexes")
                                          << QJsonValue(QJsonArray{QJsonArray{-2, 0}, QJsonArray{1, 0}, QJsonArray{0, 1}, QJsonArray{0, 3}});
    QTest::newRow("one deployment area") << QStringLiteral("board/deployment_areas") << QJsonValue(QJsonArray{});
    QTest::newRow("track without CBS slot") << QStringLiteral("challenge_track/slots") << QJsonValue(QJsonArray{1, 2, 1});
    QTest::newRow("unknown core") << QStringLiteral("champions/0/cards/0/core") << QJsonValue(QStringLiteral("chaos"));
    QTest::newRow("attack without targeting") << QStringLiteral("champions/0/cards/0/targeting") << QJsonValue(QStringLiteral("none"));
    QTest::newRow("unknown keyword") << QStringLiteral("champions/0/cards/0/post") << QJsonValue(QJsonObject{{QStringLiteral("explode"), 1}});
    QTest::newRow("poison after the attack") << QStringLiteral("champions/0/cards/0/post") << QJsonValue(QJsonObject{{QStringLiteral("poison"), 1}});
    QTest::newRow("hp 0") << QStringLiteral("champions/1/basic/hp") << QJsonValue(0);
    QTest::newRow("duplicate champion id") << QStringLiteral("champions/1/id") << QJsonValue(QStringLiteral("goldarr"));
    QTest::newRow("duplicate card id") << QStringLiteral("champions/1/cards/0/id") << QJsonValue(QStringLiteral("goldarr-horn-charge"));
    QTest::newRow("range min above max") << QStringLiteral("champions/1/cards/0/range") << QJsonValue(QJsonArray{3, 2});
    QTest::newRow("place in the damage step") << QStringLiteral("champions/0/cards/0/hit") << QJsonValue(QJsonObject{{QStringLiteral("place"), 1}});
    QTest::newRow("by_hand not words") << QStringLiteral("champions/0/cards/0/by_hand") << QJsonValue(3);
    QTest::newRow("by_hand empty") << QStringLiteral("challenge_track/by_hand") << QJsonValue(QStringLiteral("  "));
    QTest::newRow("by_hand too long") << QStringLiteral("challenge_track/by_hand") << QJsonValue(QString(301, u'x'));
}

// The pack walk for Brawl: a card made of keywords the engine resolves is
// applied; Place ("lets the table put a champion somewhere", the card's own
// words say where) is by hand when the card says so, silent when it does not;
// a Challenge's condition is the players' to judge (rulebook: "The active
// player checks to see if they meet the conditions"), so each card is by hand
// with the VP a claim scores.
void TestSfbSession::packTextsSayWhatTheEngineDoes()
{
    const auto find = [](const QList<PackText> &texts, const QString &path) {
        for (const PackText &text : texts)
            if (text.path == path)
                return text;
        return PackText{};
    };
    const QList<PackText> shipped = sfbGame().packTexts(shippedContent());
    const PackText hornCharge = find(shipped, QStringLiteral("champions/goldarr/cards/goldarr-horn-charge"));
    QCOMPARE(hornCharge.name, QStringLiteral("Horn Charge"));
    QCOMPARE(hornCharge.handling, PackText::Handling::Applied);
    const PackText challenge = find(shipped, QStringLiteral("challenge_track/cards/0"));
    QCOMPARE(challenge.name, QStringLiteral("Hold the Centre"));
    QCOMPARE(challenge.handling, PackText::Handling::ByHand);
    QCOMPARE(challenge.corrections, QStringList{QStringLiteral("vp")});
    QVERIFY(challenge.text.contains(QStringLiteral("Scoreboard Phase")));
    QCOMPARE(static_cast<int>(std::count_if(shipped.begin(), shipped.end(), [](const PackText &t) {
                 return t.path.startsWith(QStringLiteral("challenge_track/cards/"));
             })),
             22);

    QJsonObject content = shippedContent();
    QJsonArray champions = content.value(QStringLiteral("champions")).toArray();
    QJsonObject goldarr = champions.at(0).toObject();
    QJsonArray cards = goldarr.value(QStringLiteral("cards")).toArray();
    QJsonObject card = cards.at(0).toObject();
    card[QStringLiteral("post")] = QJsonObject{{QStringLiteral("place"), 1}};
    const auto withCard = [&](const QJsonObject &edited) {
        cards[0] = edited;
        goldarr[QStringLiteral("cards")] = cards;
        champions[0] = goldarr;
        content[QStringLiteral("champions")] = champions;
        return sfbGame().packTexts(content);
    };
    const PackText silent = find(withCard(card), QStringLiteral("champions/goldarr/cards/goldarr-horn-charge"));
    QCOMPARE(silent.handling, PackText::Handling::Silent);
    card[QStringLiteral("by_hand")] = QStringLiteral("Put the target on any hex next to a statue.");
    const PackText byHand = find(withCard(card), QStringLiteral("champions/goldarr/cards/goldarr-horn-charge"));
    QCOMPARE(byHand.handling, PackText::Handling::ByHand);
    QCOMPARE(byHand.text, QStringLiteral("Put the target on any hex next to a statue."));
    QVERIFY(byHand.corrections.contains(QStringLiteral("place")));
    QCOMPARE(sfbContentFrom(content).value().card(QStringLiteral("goldarr-horn-charge"))->byHand, byHand.text);
}

void TestSfbSession::brokenContentIsRefused()
{
    QFETCH(QString, pointer);
    QFETCH(QJsonValue, value);
    // Sets (or removes, for undefined) the value at a /-separated path.
    const std::function<QJsonValue(QJsonValue, QStringList)> edit = [&](QJsonValue node, QStringList keys) -> QJsonValue {
        const QString key = keys.takeFirst();
        if (node.isArray()) {
            QJsonArray array = node.toArray();
            array[key.toInt()] = keys.isEmpty() ? value : edit(array.at(key.toInt()), keys);
            return array;
        }
        QJsonObject object = node.toObject();
        if (keys.isEmpty() && value.isUndefined())
            object.remove(key);
        else
            object[key] = keys.isEmpty() ? value : edit(object.value(key), keys);
        return object;
    };
    const QJsonObject broken = edit(shippedContent(), pointer.split(QLatin1Char('/'))).toObject();
    const Status status = sfbGame().validateContent(broken);
    QVERIFY(!status.ok());
    QCOMPARE(status.error().kind, ErrorKind::BadRequest);
    QVERIFY(!renderEnglish(status.error().message).isEmpty());
    // A session cannot start with it either.
    QJsonObject setup = duelSetup();
    setup[QStringLiteral("content")] = broken;
    QVERIFY(!newSession(sfbGame(), QJsonArray{kAnn, kBen}, setup, 1).ok());
}

void TestSfbSession::setupSeatsPlayersAndAreas()
{
    const SessionState state = newDuel();
    const SfbTable table = tableOf(state);
    QCOMPARE(table.order, (QStringList{kAnn, kBen}));
    QCOMPARE(table.sides[0].area, QStringLiteral("north"));
    QCOMPARE(table.sides[1].area, QStringLiteral("south"));
    QCOMPARE(table.phase, SfbPhase::Challenges); // teams given in setup
    QCOMPARE(counterOf(state, kAnn, QStringLiteral("deck")), 18);
    QCOMPARE(counterOf(state, kBen, QStringLiteral("vp")), 0);
    QCOMPARE(counterOf(state, QStringLiteral("ann:goldarr"), QStringLiteral("damage")), 0);
    QCOMPARE(state.entity(QStringLiteral("ben:tzu-xiao"))->owner, kBen);

    // Without a first player the session's generator picks one, the same for the same seed.
    QJsonObject random = duelSetup();
    random.remove(QStringLiteral("first_player"));
    QStringList firsts;
    for (std::uint64_t seed = 1; seed <= 8; ++seed)
        firsts << tableOf(newDuel(random, seed)).order.front();
    QVERIFY(firsts.contains(kAnn) && firsts.contains(kBen));
    QCOMPARE(tableOf(newDuel(random, 5)).order, tableOf(newDuel(random, 5)).order);
    // The first player picks the area; the other side gets the other one.
    QJsonObject south = duelSetup();
    south[QStringLiteral("deployment")] = QStringLiteral("south");
    QCOMPARE(tableOf(newDuel(south)).sides[1].area, QStringLiteral("north"));
}

void TestSfbSession::setupRefusesThreePlayers()
{
    auto three = newSession(sfbGame(), QJsonArray{kAnn, kBen, QStringLiteral("cid")}, duelSetup(), 1);
    QVERIFY(!three.ok());
    QCOMPARE(three.error().code, QStringLiteral("sfb.player_count"));
    QCOMPARE(three.error().rule, QStringLiteral("super-fantasy-brawl.team-tornado"));
    QJsonObject noContent = duelSetup();
    noContent.remove(QStringLiteral("content"));
    auto missing = newSession(sfbGame(), QJsonArray{kAnn, kBen}, noContent, 1);
    QVERIFY(!missing.ok());
    QCOMPARE(missing.error().code, QStringLiteral("sfb.content_missing"));
}

void TestSfbSession::freeChoiceOfTeams()
{
    QJsonObject setup = duelSetup();
    setup.remove(QStringLiteral("champions"));
    Table t(newDuel(setup));
    QCOMPARE(t.table().phase, SfbPhase::Draft);
    EXPECT_INVALID(t, R"({"type":"team.choose","player":"ann","champions":["goldarr","gwaien"]})", "sfb.team_size", "drafting");
    EXPECT_INVALID(t, R"({"type":"team.choose","player":"ann","champions":["goldarr","goldarr","gwaien"]})", "sfb.team_size", "drafting");
    EXPECT_BAD_REQUEST(t, R"({"type":"team.choose","player":"ann","champions":["goldarr","gwaien","nobody"]})", "request.unknown_id");
    EXPECT_INVALID(t, R"({"type":"draft.pick","champion":"goldarr"})", "sfb.free_choice", "drafting");
    ACT(t, R"({"type":"team.choose","player":"ann","champions":["goldarr","gwaien","kilgore"]})");
    EXPECT_INVALID(t, R"({"type":"team.choose","player":"ann","champions":["deryn","gwaien","kilgore"]})", "sfb.team_already_chosen", "drafting");
    // Two players share the box's one copy of each champion: Gold'arr plays for Ann only.
    EXPECT_INVALID(t, R"({"type":"team.choose","player":"ben","champions":["goldarr","deryn","dugrun"]})", "sfb.champion_taken", "drafting");
    QVERIFY(!t.state().entity(QStringLiteral("ben:goldarr")));
    QCOMPARE(sfbChampionsTakenFrom(t.state(), t.table(), kBen), (QStringList{QStringLiteral("goldarr"), QStringLiteral("gwaien"), QStringLiteral("kilgore")}));
    ACT(t, R"({"type":"team.choose","player":"ben","champions":["tzu-xiao","deryn","dugrun"]})");
    QCOMPARE(t.table().phase, SfbPhase::Challenges);
    QCOMPARE(t.counter(kBen, QStringLiteral("deck")), 18);
}

void TestSfbSession::casualDraftOrder()
{
    QJsonObject setup = duelSetup();
    setup.remove(QStringLiteral("champions"));
    setup[QStringLiteral("draft")] = QStringLiteral("casual");
    Table t(newDuel(setup));
    // The second player picks first.
    EXPECT_INVALID(t, R"({"type":"draft.pick","player":"ann","champion":"goldarr"})", "sfb.not_your_turn", "drafting");
    ACT(t, R"({"type":"draft.pick","player":"ben","champion":"goldarr"})");
    EXPECT_INVALID(t, R"({"type":"draft.pick","champion":"goldarr"})", "sfb.not_available", "drafting");
    EXPECT_INVALID(t, R"({"type":"draft.ban","champion":"deryn"})", "sfb.no_ban_now", "drafting");
    for (const char *pick : {R"({"type":"draft.pick","champion":"gwaien"})", R"({"type":"draft.pick","champion":"kilgore"})",
                             R"({"type":"draft.pick","champion":"deryn"})", R"({"type":"draft.pick","champion":"tzu-xiao"})"})
        ACT(t, pick);
    QCOMPARE(t.table().phase, SfbPhase::Draft);
    ACT(t, R"({"type":"draft.pick","player":"ann","champion":"dugrun"})");
    QCOMPARE(t.table().phase, SfbPhase::Challenges);
    QVERIFY(t.state().entity(QStringLiteral("ben:kilgore")));
    QVERIFY(t.state().entity(QStringLiteral("ann:dugrun")));

    QJsonObject small = setup;
    small[QStringLiteral("pool")] = QJsonArray{QStringLiteral("goldarr"), QStringLiteral("gwaien"), QStringLiteral("kilgore"),
                                               QStringLiteral("deryn"), QStringLiteral("dugrun")};
    auto refused = newSession(sfbGame(), QJsonArray{kAnn, kBen}, small, 1);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().code, QStringLiteral("sfb.pool_too_small"));
    QCOMPARE(refused.error().rule, QStringLiteral("super-fantasy-brawl.drafting"));
}

void TestSfbSession::competitiveDraftBansThenPicks()
{
    QJsonObject setup = duelSetup();
    setup.remove(QStringLiteral("champions"));
    setup[QStringLiteral("draft")] = QStringLiteral("competitive");
    setup[QStringLiteral("brought")] = obj(R"({"ann":["goldarr","gwaien","kilgore","deryn","dugrun"],
                                               "ben":["goldarr","tzu-xiao","deryn","dugrun","kilgore"]})");
    Table t(newDuel(setup));
    EXPECT_INVALID(t, R"({"type":"draft.pick","champion":"goldarr"})", "sfb.ban_expected", "drafting");
    // Ann bans one of Ben's, then Ben one of Ann's.
    EXPECT_INVALID(t, R"({"type":"draft.ban","champion":"gwaien"})", "sfb.not_available", "drafting");
    ACT(t, R"({"type":"draft.ban","player":"ann","champion":"tzu-xiao"})");
    ACT(t, R"({"type":"draft.ban","player":"ben","champion":"gwaien"})");
    EXPECT_INVALID(t, R"({"type":"draft.pick","champion":"gwaien"})", "sfb.not_available", "drafting");
    for (const char *pick : {R"({"type":"draft.pick","champion":"goldarr"})", R"({"type":"draft.pick","champion":"goldarr"})",
                             R"({"type":"draft.pick","champion":"kilgore"})", R"({"type":"draft.pick","champion":"deryn"})",
                             R"({"type":"draft.pick","champion":"dugrun"})"})
        ACT(t, pick);
    ACT(t, R"({"type":"draft.pick","player":"ben","champion":"kilgore"})");
    QCOMPARE(t.table().phase, SfbPhase::Challenges);
    QVERIFY(t.state().entity(QStringLiteral("ann:dugrun")));
    QVERIFY(!t.state().entity(QStringLiteral("ben:tzu-xiao")));

    QJsonObject four = setup;
    four[QStringLiteral("brought")] = obj(R"({"ann":["goldarr","gwaien","kilgore","deryn"],"ben":["goldarr","tzu-xiao","deryn","dugrun","kilgore"]})");
    auto refused = newSession(sfbGame(), QJsonArray{kAnn, kBen}, four, 1);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().code, QStringLiteral("sfb.brought_count"));
}

void TestSfbSession::setupPhasesInOrder()
{
    Table t(newDuel());
    EXPECT_INVALID(t, R"({"type":"trap.place","at":[-1,-1]})", "sfb.wrong_phase", "setup");
    EXPECT_BAD_REQUEST(t, R"({"type":"track.deal","drawn":["Only one"]})", "sfb.drawn_count");
    ACT(t, R"({"type":"track.deal","drawn":["Hold the Centre",{"name":"Statue Dance","text":"Two champions next to statues"}]})");
    SfbTrack track = t.table().track;
    QCOMPARE(track.cards[1]->name, QStringLiteral("Hold the Centre")); // the leftmost 1 VP slot
    QCOMPARE(track.cards[0]->name, QStringLiteral("Statue Dance")); // Cannot Be Scored
    QCOMPARE(track.cards[0]->text, QStringLiteral("Two champions next to statues"));
    QCOMPARE(track.deck, 20);

    // Two traps each, first player first, on trap hexes only.
    EXPECT_INVALID(t, R"({"type":"trap.place","at":[0,0]})", "sfb.not_a_trap_hex", "setup");
    EXPECT_INVALID(t, R"({"type":"trap.place","player":"ben","at":[1,1]})", "sfb.not_your_turn", "setup");
    ACT(t, R"({"type":"trap.place","at":[-1,-1]})");
    EXPECT_INVALID(t, R"({"type":"trap.place","at":[-1,-1]})", "sfb.trap_already_there", "setup");
    ACT(t, R"({"type":"trap.place","player":"ann","at":[1,1]})");
    ACT(t, R"({"type":"trap.place","player":"ben","at":[3,-2]})");
    ACT(t, R"({"type":"trap.place","at":[-3,2]})");
    QCOMPARE(t.table().phase, SfbPhase::Deploy);
    QCOMPARE(t.table().traps.size(), std::size_t{4});
    QCOMPARE(t.counter(kAnn, QStringLiteral("hand")), 5);
    QCOMPARE(t.counter(kAnn, QStringLiteral("deck")), 13);

    // The first player deploys all their champions in their own area, then the second.
    EXPECT_INVALID(t, R"({"type":"champion.deploy","champion":"ben:deryn","at":[-3,4]})", "sfb.not_your_deployment", "setup");
    EXPECT_INVALID(t, R"({"type":"champion.deploy","champion":"ann:goldarr","at":[-3,4]})", "sfb.not_deployment_hex", "setup");
    ACT(t, R"({"type":"champion.deploy","champion":"ann:goldarr","at":[1,-4]})");
    EXPECT_INVALID(t, R"({"type":"champion.deploy","champion":"ann:gwaien","at":[1,-4]})", "sfb.hex_occupied", "setup");
    EXPECT_INVALID(t, R"({"type":"champion.deploy","champion":"ann:goldarr","at":[2,-4]})", "sfb.already_deployed", "setup");
    ACT(t, R"({"type":"champion.deploy","champion":"ann:gwaien","at":[2,-4]})");
    ACT(t, R"({"type":"champion.deploy","champion":"ann:kilgore","at":[3,-4]})");
    ACT(t, R"({"type":"champion.deploy","champion":"ben:deryn","at":[-3,4]})");
    ACT(t, R"({"type":"champion.deploy","champion":"ben:tzu-xiao","at":[-2,4]})");
    ACT(t, R"({"type":"champion.deploy","champion":"ben:dugrun","at":[-1,4]})");
    // Round 1 has no Scoreboard Phase.
    QCOMPARE(t.table().phase, SfbPhase::Activation);
    QCOMPARE(t.table().round, 1);
    QVERIFY(t.hasEvent(QStringLiteral("sfb.turn_started")));
    EXPECT_INVALID(t, R"({"type":"challenge.claim","slot":1})", "sfb.wrong_phase", "scoreboard");
}

// Issue 24: a Core is exhausted or not, Victory Points end at the winning
// score, and a champion's damage goes no further than its hitpoints.
void TestSfbSession::handCorrectionsStayInRange()
{
    Table t(newDuel());
    QVERIFY(readyDuel(t));
    EXPECT_REFUSAL(t, R"({"type":"counter.set","entity":"ann","counter":"destruction_exhausted","value":2})", ErrorKind::InvalidMove,
                   "counter.out_of_range", "core.counters");
    EXPECT_REFUSAL(t, R"({"type":"counter.adjust","entity":"ann","counter":"hand","delta":-9})", ErrorKind::InvalidMove,
                   "counter.out_of_range", "core.counters");
    EXPECT_REFUSAL(t, R"({"type":"counter.set","entity":"ann","counter":"vp","value":6})", ErrorKind::InvalidMove,
                   "counter.out_of_range", "core.counters");
    ACT(t, R"({"type":"counter.set","entity":"ann","counter":"vp","value":5})");
    int hitpoints = 0;
    for (const SfbArenaChampion &c : t.arena().champions)
        if (c.id == QLatin1String("ann:goldarr"))
            hitpoints = c.hitpoints;
    QVERIFY(hitpoints > 1);
    const QByteArray beyond = QStringLiteral(R"({"type":"counter.set","entity":"ann:goldarr","counter":"damage","value":%1})")
                                  .arg(hitpoints + 1).toUtf8();
    QCOMPARE(t.refusal(beyond.constData()).code, QStringLiteral("counter.out_of_range"));
    ACT(t, QStringLiteral(R"({"type":"counter.set","entity":"ann:goldarr","counter":"damage","value":%1})").arg(hitpoints).toUtf8().constData());
}

void TestSfbSession::coresPayForCards()
{
    Table t(newDuel());
    QVERIFY(readyDuel(t));
    ACT(t, R"({"type":"card.play","card":"gwaien-fireball"})");
    QCOMPARE(t.counter(kAnn, QStringLiteral("destruction_exhausted")), 1);
    QCOMPARE(t.counter(kAnn, QStringLiteral("hand")), 4);
    QCOMPARE(t.counter(kAnn, QStringLiteral("discard")), 1);
    QCOMPARE(t.table().activation->champion, QStringLiteral("ann:gwaien"));
    QCOMPARE(t.table().activation->budgets.front().points, 1);
    EXPECT_INVALID(t, R"({"type":"card.play","card":"goldarr-horn-charge"})", "sfb.core_exhausted", "cores-of-magic");
    EXPECT_INVALID(t, R"({"type":"card.play","card":"deryn-sidestep"})", "sfb.reaction_not_an_action", "reactions");
    EXPECT_INVALID(t, R"({"type":"card.play","card":"deryn-pinning-arrow"})", "sfb.not_your_champion", "activation");
    EXPECT_INVALID(t, R"({"type":"card.play","card":"gwaien-blink","champion":"ann:kilgore"})", "sfb.card_of_another_champion", "activation");
    EXPECT_INVALID(t, R"({"type":"card.play","player":"ben","card":"deryn-tumble"})", "sfb.not_your_turn", "activation");
    EXPECT_BAD_REQUEST(t, R"({"type":"card.play","card":"no-such-card"})", "request.unknown_id");
    ACT(t, R"({"type":"card.play","card":"gwaien-blink"})");
    ACT(t, R"({"type":"card.play","card":"kilgore-steady-march"})");
    // Every Core is spent: nothing else this turn, not even Move 2.
    EXPECT_INVALID(t, R"({"type":"standard.use","action":"move","champion":"ann:goldarr"})", "sfb.core_exhausted", "cores-of-magic");
    QCOMPARE(t.counter(kAnn, QStringLiteral("hand")), 2); // Blink draws only once resolved
    ACT(t, R"({"type":"turn.end"})");
    // Upkeep: Cores ready, hand of 5 again; Ben's turn.
    QCOMPARE(t.counter(kAnn, QStringLiteral("destruction_exhausted")), 0);
    QCOMPARE(t.counter(kAnn, QStringLiteral("hand")), 5);
    QCOMPARE(t.counter(kAnn, QStringLiteral("discard")), 5); // 3 played, 2 left in hand
    QCOMPARE(t.counter(kAnn, QStringLiteral("deck")), 8);
    QCOMPARE(t.table().activePlayer(), kBen);
    ACT(t, R"({"type":"counter.set","entity":"ben","counter":"hand","value":0})");
    EXPECT_INVALID(t, R"({"type":"card.play","card":"deryn-tumble"})", "sfb.hand_empty", "activation");
}

void TestSfbSession::movementIsValidatedOnTheBoard()
{
    Table t(newDuel());
    QVERIFY(readyDuel(t));
    ACT(t, R"({"type":"champion.place","champion":"ben:deryn","at":[0,-3]})");
    ACT(t, R"({"type":"card.play","card":"goldarr-second-wind"})"); // move 3
    EXPECT_INVALID(t, R"({"type":"move","to":[2,-4]})", "sfb.move.ally", "movement");
    EXPECT_INVALID(t, R"({"type":"move","to":[1,-2]})", "sfb.move.statue", "movement");
    EXPECT_INVALID(t, R"({"type":"move","to":[0,-3]})", "sfb.move.enemy", "movement");
    EXPECT_INVALID(t, R"({"type":"move","to":[1,0]})", "sfb.move.too_far", "movement");
    EXPECT_INVALID(t, R"({"type":"move","to":[1,-4]})", "sfb.move.own_hex", "movement");
    // Walking around the enemy on [0,-3] takes 3 hexes to [-1,-2].
    ACT(t, R"({"type":"move","to":[-1,-2]})");
    QCOMPARE(t.at(QStringLiteral("ann:goldarr")), std::optional<Hex>(Hex{-1, -2}));
    QCOMPARE(t.table().activation->budgets.front().points, 0);
    EXPECT_INVALID(t, R"({"type":"move","to":[-1,-3]})", "sfb.move.no_movement", "movement");
    // An explicit path must be walkable.
    Table p(newDuel());
    QVERIFY(readyDuel(p));
    ACT(p, R"({"type":"card.play","card":"goldarr-second-wind"})");
    EXPECT_INVALID(p, R"({"type":"move","to":[0,-2],"path":[[0,-2]]})", "sfb.path_invalid", "movement");
    EXPECT_INVALID(p, R"({"type":"move","to":[0,-2],"path":[[1,-3],[1,-2],[0,-2]]})", "sfb.path_invalid", "movement");
    ACT(p, R"({"type":"move","to":[0,-2],"path":[[0,-3],[0,-2]]})");
    QCOMPARE(p.table().activation->budgets.front().points, 1);
}

void TestSfbSession::dashJumpAndMovementBonus()
{
    Table t(newDuel());
    QVERIFY(readyDuel(t));
    // Horn Charge prints no movement: only its Dash 3, and no bonus applies.
    ACT(t, R"({"type":"counter.set","entity":"ann:goldarr","counter":"movement_bonus","value":1})");
    ACT(t, R"({"type":"card.play","card":"goldarr-horn-charge"})");
    QCOMPARE(t.table().activation->budgets.size(), std::size_t{1});
    QCOMPARE(t.table().activation->budgets.front().mode, MoveMode::Dash);
    QCOMPARE(t.table().activation->budgets.front().points, 3);
    EXPECT_INVALID(t, R"({"type":"move","to":[0,-2]})", "sfb.move.not_in_row", "dash");
    // Along the row through the statue on [1,-2] the dash stops short of it.
    EXPECT_INVALID(t, R"({"type":"move","to":[1,-1]})", "sfb.move.path_blocked", "dash");
    ACT(t, R"({"type":"move","to":[-1,-2]})");
    QCOMPARE(t.at(QStringLiteral("ann:goldarr")), std::optional<Hex>(Hex{-1, -2}));
    // A dash is one straight move: nothing is left of it.
    EXPECT_INVALID(t, R"({"type":"move","to":[-2,-1]})", "sfb.move.no_movement", "movement");

    // A levelled-up Kilgore has a movement bonus of 1 on a card that prints movement.
    ACT(t, R"({"type":"counter.set","entity":"ann:kilgore","counter":"levelled","value":1})");
    ACT(t, R"({"type":"card.play","card":"kilgore-steady-march"})");
    QCOMPARE(t.table().activation->budgets.front().points, 4);
    ACT(t, R"({"type":"move","to":[4,-1]})"); // 4 hexes, around the trap on [3,-2]
    QCOMPARE(t.at(QStringLiteral("ann:kilgore")), std::optional<Hex>(Hex{4, -1}));

    // Gwaien's Blink jumps over the statue on [1,-2] to [1,-1]; walking could not get there in 3.
    ACT(t, R"({"type":"card.play","card":"gwaien-blink"})");
    QCOMPARE(t.table().activation->budgets.front().mode, MoveMode::Jump);
    ACT(t, R"({"type":"move","to":[2,-1]})");
    QCOMPARE(t.at(QStringLiteral("ann:gwaien")), std::optional<Hex>(Hex{2, -1}));
}

void TestSfbSession::trapsTriggerAndAreReplaced()
{
    Table t(newDuel());
    QVERIFY(readyDuel(t));
    ACT(t, R"({"type":"card.play","card":"goldarr-second-wind"})");
    ACT(t, R"({"type":"move","to":[0,-2]})");
    // [-1,-1] holds a face-down trap: the table flips it and says what it is.
    EXPECT_BAD_REQUEST(t, R"({"type":"move","to":[-1,-1]})", "sfb.trap_unrevealed");
    const RuleError unrevealed = t.refusal(R"({"type":"move","to":[-1,-1]})");
    QCOMPARE(renderEnglish(unrevealed.message), QStringLiteral("The trap on the hex 3 hexes south-west of Gwaien is triggered: turn it over and say what it shows."));
    QCOMPARE(unrevealed.hex, std::optional<Hex>(Hex{-1, -1}));
    EXPECT_BAD_REQUEST(t, R"({"type":"move","to":[-1,-1],"traps":[{"effect":"damage","amount":2}]})", "sfb.trap_new_hex_needed");
    EXPECT_INVALID(t, R"({"type":"move","to":[-1,-1],"traps":[{"effect":"damage","amount":2,"new_at":[1,1]}]})", "sfb.trap_bad_hex", "traps");
    EXPECT_BAD_REQUEST(t, R"({"type":"move","to":[-1,-1],"traps":[{"effect":"damage","amount":4,"new_at":[1,2]}]})", "request.range");
    ACT(t, R"({"type":"move","to":[-1,-1],"traps":[{"effect":"damage","amount":2,"new_at":[1,2]}]})");
    // Damage ignores defence; the new trap is face down elsewhere; always 4 traps.
    QCOMPARE(t.counter(QStringLiteral("ann:goldarr"), QStringLiteral("damage")), 2);
    QCOMPARE(t.table().traps, (std::vector<Hex>{{-3, 2}, {1, 1}, {1, 2}, {3, -2}}));
    QVERIFY(t.hasEvent(QStringLiteral("sfb.trap_triggered")));
    QVERIFY(t.eventTexts().contains(QStringLiteral("Gold'arr triggers the trap on the hex 3 hexes south-west of Gwaien: 2 damage, ignoring defence.")));
    // A reveal that no trap used is a mistake in the request.
    ACT(t, R"({"type":"card.play","card":"gwaien-arcane-bolt"})");
    EXPECT_BAD_REQUEST(t, R"({"type":"move","to":[2,-3],"traps":[{"effect":"root","new_at":[-1,-1]}]})", "sfb.trap_unused");

    // Jumping over a trap does not trigger it; landing on one does.
    Table j(newDuel());
    QVERIFY(readyDuel(j));
    ACT(j, R"({"type":"champion.place","champion":"ann:gwaien","at":[1,-1]})");
    ACT(j, R"({"type":"card.play","card":"gwaien-blink"})");
    ACT(j, R"({"type":"move","to":[1,2]})"); // over the trap on [1,1], to an empty trap hex
    QCOMPARE(j.counter(QStringLiteral("ann:gwaien"), QStringLiteral("damage")), 0);
    QCOMPARE(j.table().traps.size(), std::size_t{4});
    // The walk avoids a trap when a way around it exists.
    Table w(newDuel());
    QVERIFY(readyDuel(w));
    ACT(w, R"({"type":"champion.place","champion":"ann:goldarr","at":[0,0]})");
    ACT(w, R"({"type":"card.play","card":"goldarr-second-wind"})");
    ACT(w, R"({"type":"move","to":[1,2]})"); // by [0,2] rather than the trap on [1,1]
    QCOMPARE(w.counter(QStringLiteral("ann:goldarr"), QStringLiteral("damage")), 0);
}

void TestSfbSession::rootStopsAndStunDiscards()
{
    Table t(newDuel());
    QVERIFY(readyDuel(t));
    ACT(t, R"({"type":"champion.place","champion":"ann:goldarr","at":[0,-2]})");
    ACT(t, R"({"type":"card.play","card":"goldarr-second-wind"})");
    // Through the trap on [-1,-1] on purpose: a Root there ends the move at once.
    ACT(t, R"({"type":"move","to":[-1,1],"path":[[-1,-1],[-1,0],[-1,1]],"traps":[{"effect":"root","new_at":[-1,-2]}]})");
    QCOMPARE(t.at(QStringLiteral("ann:goldarr")), std::optional<Hex>(Hex{-1, -1}));
    QCOMPARE(t.counter(QStringLiteral("ann:goldarr"), QStringLiteral("rooted")), 1);
    QVERIFY(t.hasEvent(QStringLiteral("sfb.stopped")));
    QVERIFY(t.table().activation->budgets.empty());
    // Rooted for the rest of the turn, whatever card activates it.
    ACT(t, R"({"type":"card.play","card":"goldarr-taunt"})");
    EXPECT_INVALID(t, R"({"type":"move","to":[-1,0]})", "sfb.move.rooted", "root");
    ACT(t, R"({"type":"turn.end"})");
    QCOMPARE(t.counter(QStringLiteral("ann:goldarr"), QStringLiteral("rooted")), 0);

    // Placing onto a trap triggers it; Stun costs the controller a card of that champion.
    ACT(t, R"({"type":"champion.place","champion":"ben:deryn","at":[1,1],"traps":[{"effect":"stun","new_at":[1,2]}]})");
    QCOMPARE(t.counter(kBen, QStringLiteral("hand")), 4);
    QCOMPARE(t.counter(kBen, QStringLiteral("discard")), 1);
    // A hand without that champion's cards is shown instead. Every trap hex is now taken
    // (champions on [-1,-1] and [1,1], traps on the rest), so the new trap goes next to one.
    EXPECT_INVALID(t, R"({"type":"champion.place","champion":"ben:dugrun","at":[1,2],"stun_without_card":["ben:dugrun"],
               "traps":[{"effect":"stun","new_at":[0,0]}]})", "sfb.trap_bad_hex", "traps");
    ACT(t, R"({"type":"champion.place","champion":"ben:dugrun","at":[1,2],"stun_without_card":["ben:dugrun"],
               "traps":[{"effect":"stun","new_at":[1,3]}]})");
    QCOMPARE(t.counter(kBen, QStringLiteral("hand")), 4);
    QVERIFY(t.table().hasTrap(Hex{1, 3}));
    QCOMPARE(t.table().traps.size(), std::size_t{4});
    EXPECT_INVALID(t, R"({"type":"champion.place","champion":"ben:dugrun","at":[-2,0]})", "sfb.place_blocked", "place");
}

void TestSfbSession::standardActionsOncePerPhase()
{
    Table t(newDuel());
    QVERIFY(readyDuel(t));
    ACT(t, R"({"type":"champion.place","champion":"ben:dugrun","at":[2,-3]})");
    ACT(t, R"({"type":"counter.set","entity":"ann:goldarr","counter":"damage","value":2})");
    // Destruction: Move 1, then 1 damage to an adjacent enemy, defence ignored.
    ACT(t, R"({"type":"standard.use","action":"strike","champion":"ann:gwaien"})");
    QCOMPARE(t.counter(kAnn, QStringLiteral("destruction_exhausted")), 1);
    QCOMPARE(t.counter(kAnn, QStringLiteral("hand")), 5); // no card spent
    EXPECT_INVALID(t, R"({"type":"attack","targets":["ben:dugrun"]})", "sfb.not_an_attack", "attack");
    EXPECT_INVALID(t, R"({"type":"skill","targets":["ben:deryn"]})", "sfb.target.not_adjacent", "melee");
    ACT(t, R"({"type":"skill","targets":["ben:dugrun"]})");
    QCOMPARE(t.counter(QStringLiteral("ben:dugrun"), QStringLiteral("damage")), 1);
    EXPECT_INVALID(t, R"({"type":"standard.use","action":"strike","champion":"ann:goldarr"})", "sfb.standard_used", "standard-actions");
    EXPECT_INVALID(t, R"({"type":"standard.use","action":"heal","champion":"ben:deryn"})", "sfb.not_your_champion", "activation");
    // Creation: Move 1 and Heal 1; Manipulation: Move 1 and Plan 1.
    ACT(t, R"({"type":"standard.use","action":"heal","champion":"ann:goldarr"})");
    ACT(t, R"({"type":"skill"})");
    QCOMPARE(t.counter(QStringLiteral("ann:goldarr"), QStringLiteral("damage")), 1);
    ACT(t, R"({"type":"standard.use","action":"plan","champion":"ann:kilgore"})");
    ACT(t, R"({"type":"move","to":[4,-4]})");
    ACT(t, R"({"type":"skill"})");
    QCOMPARE(t.counter(kAnn, QStringLiteral("hand")), 4);
    QCOMPARE(t.counter(kAnn, QStringLiteral("deck")), 14);
    EXPECT_INVALID(t, R"({"type":"standard.use","action":"move","champion":"ann:kilgore"})", "sfb.core_exhausted", "cores-of-magic");
    ACT(t, R"({"type":"turn.end"})");
    // Ben: Move 2 with the Core of his choice; each Standard Action once per Activation Phase.
    ACT(t, R"({"type":"standard.use","action":"move","champion":"ben:deryn","core":"creation"})");
    QCOMPARE(t.counter(kBen, QStringLiteral("creation_exhausted")), 1);
    QCOMPARE(t.table().activation->budgets.front().points, 2);
    ACT(t, R"({"type":"move","to":[-3,2],"traps":[{"effect":"damage","amount":1,"new_at":[-1,-2]}]})");
    QCOMPARE(t.counter(QStringLiteral("ben:deryn"), QStringLiteral("damage")), 1);
    EXPECT_INVALID(t, R"({"type":"standard.use","action":"move","champion":"ben:tzu-xiao","core":"manipulation"})", "sfb.standard_used", "standard-actions");
}

// What a player reads names places by the figures on the board and actions by
// their names: no grid coordinates, no internal ids; the refused hex travels
// with the refusal so that the board outlines it.
void TestSfbSession::refusalsAndLogLinesSpeakTableWords()
{
    static const QRegularExpression internalId(QStringLiteral("[\\[\\]]|\\b[a-z]+[._][a-z_]+\\b"));
    const auto plain = [](const QString &text) { return !internalId.match(text).hasMatch(); };
    Table t(newDuel());
    QStringList written;
    const auto act = [&t, &written](const char *json) {
        const bool accepted = t.act(json);
        written << t.eventTexts();
        return accepted;
    };
    QVERIFY(act(R"({"type":"track.deal","drawn":["Hold the Centre",{"name":"Statue Dance","text":"Two champions next to statues"}]})"));

    const RuleError notATrapHex = t.refusal(R"({"type":"trap.place","at":[0,0]})");
    QCOMPARE(notATrapHex.code, QStringLiteral("sfb.not_a_trap_hex"));
    QCOMPARE(renderEnglish(notATrapHex.message), QStringLiteral("Traps go on the board's trap hexes; the centre hex of the board is not one."));
    QCOMPARE(notATrapHex.hex, std::optional<Hex>(Hex{0, 0}));

    for (const char *trap : {R"({"type":"trap.place","at":[-1,-1]})", R"({"type":"trap.place","at":[1,1]})",
                             R"({"type":"trap.place","at":[3,-2]})", R"({"type":"trap.place","at":[-3,2]})"})
        QVERIFY(act(trap));
    QVERIFY(act(R"({"type":"champion.deploy","champion":"ann:goldarr","at":[1,-4]})"));
    QVERIFY(act(R"({"type":"champion.deploy","champion":"ann:gwaien","at":[2,-4]})"));
    QCOMPARE(t.eventTexts().front(), QStringLiteral("Gwaien is deployed on the hex east of Gold'arr."));

    const RuleError occupied = t.refusal(R"({"type":"champion.deploy","champion":"ann:kilgore","at":[2,-4]})");
    QCOMPARE(renderEnglish(occupied.message), QStringLiteral("A champion already stands on the hex of Gwaien."));
    QCOMPARE(occupied.hex, std::optional<Hex>(Hex{2, -4}));
    const RuleError outside = t.refusal(R"({"type":"champion.deploy","champion":"ann:kilgore","at":[-2,0]})");
    QCOMPARE(outside.code, QStringLiteral("sfb.not_deployment_hex"));
    QCOMPARE(renderEnglish(outside.message),
             QStringLiteral("Kilgore deploys in its side's deployment area; the hex 4 hexes south of Gold'arr is outside it."));
    QCOMPARE(outside.hex, std::optional<Hex>(Hex{-2, 0}));

    for (const char *deploy : {R"({"type":"champion.deploy","champion":"ann:kilgore","at":[3,-4]})",
                               R"({"type":"champion.deploy","champion":"ben:deryn","at":[-3,4]})",
                               R"({"type":"champion.deploy","champion":"ben:tzu-xiao","at":[-2,4]})",
                               R"({"type":"champion.deploy","champion":"ben:dugrun","at":[-1,4]})"})
        QVERIFY(act(deploy));
    QVERIFY(act(R"({"type":"standard.use","action":"heal","champion":"ann:goldarr"})"));
    QCOMPARE(t.eventTexts().front(), QStringLiteral("ann uses the Standard Action Heal, exhausting the creation Core, to activate Gold'arr."));
    const RuleError again = t.refusal(R"({"type":"standard.use","action":"heal","champion":"ann:gwaien"})");
    QCOMPARE(renderEnglish(again.message), QStringLiteral("The Standard Action Heal was already used this Activation Phase."));
    QVERIFY(act(R"({"type":"move","to":[0,-3]})"));
    QCOMPARE(t.eventTexts().front(), QStringLiteral("Gold'arr moves to the hex 2 hexes south-west of Gwaien."));
    QVERIFY(act(R"({"type":"skill"})"));

    // Every line written along the way reads without ids or coordinates.
    written << renderEnglish(notATrapHex.message) << renderEnglish(occupied.message) << renderEnglish(outside.message);
    for (const QString &line : written)
        QVERIFY2(plain(line), qPrintable(line));
}

void TestSfbSession::indirectAndDirectShots()
{
    Table t(newDuel());
    QVERIFY(readyDuel(t));
    ACT(t, R"({"type":"champion.place","champion":"ben:deryn","at":[2,-3]})");
    ACT(t, R"({"type":"champion.place","champion":"ben:dugrun","at":[2,-1]})");
    ACT(t, R"({"type":"champion.place","champion":"ben:tzu-xiao","at":[-1,0]})");
    // Fireball: an indirect shot at range 2 to 3, over champions and statues.
    ACT(t, R"({"type":"card.play","card":"gwaien-fireball"})");
    EXPECT_INVALID(t, R"({"type":"attack","targets":["ben:deryn"]})", "sfb.target.too_close", "indirect-shot");
    EXPECT_INVALID(t, R"({"type":"attack","targets":["ben:tzu-xiao"]})", "sfb.target.too_far", "indirect-shot");
    EXPECT_INVALID(t, R"({"type":"attack","targets":["ann:goldarr"]})", "sfb.target.not_enemy", "targeting");
    EXPECT_INVALID(t, R"({"type":"attack","targets":["ben:dugrun","ben:deryn"]})", "sfb.target.count", "targeting");
    EXPECT_BAD_REQUEST(t, R"({"type":"attack","targets":["nobody"]})", "request.unknown_id");
    ACT(t, R"({"type":"attack","targets":["ben:dugrun"]})");
    QCOMPARE(t.counter(QStringLiteral("ben:dugrun"), QStringLiteral("damage")), 2); // strength 3 - defence 1
    QVERIFY(!t.table().activation); // resolved: the activation is over
    EXPECT_INVALID(t, R"({"type":"attack","targets":["ben:dugrun"]})", "sfb.no_activation", "activation");
    ACT(t, R"({"type":"turn.end"})");

    // Challenge Attack: a direct shot up to 2 along a hex row, nothing in between.
    ACT(t, R"({"type":"champion.place","champion":"ben:tzu-xiao","at":[0,-1]})");
    ACT(t, R"({"type":"champion.place","champion":"ann:kilgore","at":[0,-2]})");
    ACT(t, R"({"type":"champion.place","champion":"ann:goldarr","at":[0,-3]})");
    ACT(t, R"({"type":"champion.place","champion":"ben:deryn","at":[-3,4]})");
    ACT(t, R"({"type":"champion.place","champion":"ann:gwaien","at":[2,-3]})");
    ACT(t, R"({"type":"card.play","card":"tzu-xiao-challenge-attack"})");
    EXPECT_INVALID(t, R"({"type":"attack","targets":["ann:goldarr"]})", "sfb.target.line_blocked", "direct-shot");
    EXPECT_INVALID(t, R"({"type":"attack","targets":["ann:gwaien"]})", "sfb.target.line_blocked", "direct-shot"); // the statue on [1,-2]
    EXPECT_INVALID(t, R"({"type":"skill","targets":["ann:kilgore"]})", "sfb.not_a_skill", "skills");
    ACT(t, R"({"type":"champion.place","champion":"ann:gwaien","at":[1,0]})"); // 2 hexes away, off every row
    EXPECT_INVALID(t, R"({"type":"attack","targets":["ann:gwaien"]})", "sfb.target.not_in_row", "direct-shot");
    ACT(t, R"({"type":"attack","targets":["ann:kilgore"]})");
    // Strength 2 against defence 2: nothing; Pull 1 into Tzu Xiao's own hex: 1 damage.
    QCOMPARE(t.counter(QStringLiteral("ann:kilgore"), QStringLiteral("damage")), 1);
    QCOMPARE(t.at(QStringLiteral("ann:kilgore")), std::optional<Hex>(Hex{0, -2}));
}

void TestSfbSession::areaOfEffectHitsAlliesToo()
{
    Table t(newDuel());
    QVERIFY(readyDuel(t));
    ACT(t, R"({"type":"champion.place","champion":"ann:kilgore","at":[0,0]})");
    ACT(t, R"({"type":"champion.place","champion":"ben:deryn","at":[1,0]})");
    ACT(t, R"({"type":"champion.place","champion":"ann:gwaien","at":[0,1]})");
    ACT(t, R"({"type":"card.play","card":"kilgore-cleave"})");
    EXPECT_INVALID(t, R"({"type":"attack","orientation":3})", "sfb.target.none_in_area", "area-of-effect");
    // Turned so that only the ally is inside: not a legal target.
    EXPECT_INVALID(t, R"({"type":"attack","orientation":4})", "sfb.target.none_in_area", "area-of-effect");
    EXPECT_BAD_REQUEST(t, R"({"type":"attack"})", "request.field");
    EXPECT_INVALID(t, R"({"type":"attack","orientation":0,"reaction":{"card":"gwaien-mirror-ward","on":"ann:gwaien"}})",
                   "sfb.reaction_not_defender", "reactions");
    ACT(t, R"({"type":"attack","orientation":0})");
    QCOMPARE(t.counter(QStringLiteral("ben:deryn"), QStringLiteral("damage")), 3);
    QCOMPARE(t.counter(QStringLiteral("ann:gwaien"), QStringLiteral("damage")), 3);
}

void TestSfbSession::reactionsOnlyByTheDefenderAgainstAttacks()
{
    Table t(newDuel());
    QVERIFY(readyDuel(t));
    ACT(t, R"({"type":"champion.place","champion":"ann:kilgore","at":[-1,0]})");
    ACT(t, R"({"type":"champion.place","champion":"ben:tzu-xiao","at":[0,0]})");
    ACT(t, R"({"type":"card.play","card":"kilgore-shield-bash"})");
    EXPECT_INVALID(t, R"({"type":"attack","targets":["ben:tzu-xiao"],"reaction":{"card":"goldarr-thick-hide","on":"ben:tzu-xiao"}})",
                   "sfb.reaction_not_yours", "reactions");
    EXPECT_INVALID(t, R"({"type":"attack","targets":["ben:tzu-xiao"],"reaction":{"card":"tzu-xiao-twin-fists","on":"ben:tzu-xiao"}})",
                   "sfb.not_a_reaction", "reactions");
    EXPECT_INVALID(t, R"({"type":"attack","targets":["ben:tzu-xiao"],"reaction":{"card":"tzu-xiao-riposte","on":"ben:deryn"}})",
                   "sfb.reaction_not_targeted", "reactions");
    // Ben answers with Riposte: 2 damage back to Kilgore after the damage step.
    ACT(t, R"({"type":"attack","targets":["ben:tzu-xiao"],"reaction":{"card":"tzu-xiao-riposte","on":"ben:tzu-xiao"}})");
    QCOMPARE(t.counter(kBen, QStringLiteral("manipulation_exhausted")), 1);
    QCOMPARE(t.counter(QStringLiteral("ann:kilgore"), QStringLiteral("damage")), 2);
    // Strength 2 - defence 1 = 1, then Push 2: [1,0] is free, the statue on [2,0] stops it: 1 more.
    QCOMPARE(t.at(QStringLiteral("ben:tzu-xiao")), std::optional<Hex>(Hex{1, 0}));
    QCOMPARE(t.counter(QStringLiteral("ben:tzu-xiao"), QStringLiteral("damage")), 2);
    // Stun: Ben loses a card (one for the Reaction, one for the Stun).
    QCOMPARE(t.counter(kBen, QStringLiteral("hand")), 3);
    QStringList types;
    for (const Event &e : t.events())
        types << e.type;
    QVERIFY(types.indexOf(QStringLiteral("sfb.reaction_played")) < types.indexOf(QStringLiteral("sfb.attack_damage")));
    QVERIFY(types.indexOf(QStringLiteral("sfb.attack_damage")) < types.indexOf(QStringLiteral("sfb.displaced")));
    ACT(t, R"({"type":"turn.end"})");
    // The Core spent on the Reaction stays exhausted through Ben's own turn.
    EXPECT_INVALID(t, R"({"type":"card.play","card":"tzu-xiao-challenge-attack"})", "sfb.core_exhausted", "cores-of-magic");
    ACT(t, R"({"type":"champion.place","champion":"ann:kilgore","at":[1,-1]})");
    ACT(t, R"({"type":"card.play","card":"tzu-xiao-jade-whirl"})");
    EXPECT_INVALID(t, R"({"type":"skill","orientation":1,"reaction":{"card":"kilgore-bulwark","on":"ann:kilgore"}})",
                   "sfb.reaction_against_skill", "reactions");
    ACT(t, R"({"type":"skill","orientation":1})"); // a skill's damage ignores defence
    QCOMPARE(t.counter(QStringLiteral("ann:kilgore"), QStringLiteral("damage")), 4);
    ACT(t, R"({"type":"turn.end"})");
    QCOMPARE(t.counter(kBen, QStringLiteral("manipulation_exhausted")), 0);
    ACT(t, R"({"type":"track.advance","drawn":["First Blood"]})");
    ACT(t, R"({"type":"card.play","card":"kilgore-cleave"})");
    // Sidestep's +2 defence on the targeted Tzu Xiao: strength 3 - (1 + 2) = 0.
    ACT(t, R"({"type":"attack","orientation":0,"reaction":{"card":"deryn-sidestep","on":"ben:tzu-xiao"}})");
    QCOMPARE(t.counter(QStringLiteral("ben:tzu-xiao"), QStringLiteral("damage")), 2);
}

void TestSfbSession::pushPullAndRootedTargets()
{
    Table t(newDuel());
    QVERIFY(readyDuel(t));
    // Push 2 towards the arena's edge with one hex left: 1 damage.
    ACT(t, R"({"type":"champion.place","champion":"ann:kilgore","at":[2,-3]})");
    ACT(t, R"({"type":"champion.place","champion":"ben:dugrun","at":[3,-3]})");
    ACT(t, R"({"type":"card.play","card":"kilgore-shield-bash"})");
    ACT(t, R"({"type":"attack","targets":["ben:dugrun"]})");
    QCOMPARE(t.at(QStringLiteral("ben:dugrun")), std::optional<Hex>(Hex{4, -3}));
    QCOMPARE(t.counter(QStringLiteral("ben:dugrun"), QStringLiteral("damage")), 1 + 1);
    // A rooted target does not move: the whole distance becomes damage.
    ACT(t, R"({"type":"champion.place","champion":"ben:deryn","at":[2,-2]})");
    ACT(t, R"({"type":"counter.set","entity":"ben:deryn","counter":"rooted","value":1})");
    ACT(t, R"({"type":"card.play","card":"kilgore-grappling-chain"})");
    ACT(t, R"({"type":"attack","targets":["ben:deryn"]})");
    QCOMPARE(t.at(QStringLiteral("ben:deryn")), std::optional<Hex>(Hex{2, -2}));
    QCOMPARE(t.counter(QStringLiteral("ben:deryn"), QStringLiteral("damage")), 1 + 2);
    // Pulled over a trap: it triggers on the way, caused by the puller, whose
    // player scores and who levels up when it takes the target out.
    ACT(t, R"({"type":"turn.end"})");
    ACT(t, R"({"type":"turn.end"})");
    QCOMPARE(t.table().phase, SfbPhase::Advance);
    ACT(t, R"({"type":"track.advance","drawn":["First Blood"]})");
    ACT(t, R"({"type":"champion.place","champion":"ann:kilgore","at":[3,-4]})");
    ACT(t, R"({"type":"champion.place","champion":"ben:deryn","at":[3,-1]})");
    ACT(t, R"({"type":"card.play","card":"kilgore-grappling-chain"})");
    ACT(t, R"({"type":"attack","targets":["ben:deryn"],"traps":[{"effect":"damage","amount":3,"new_at":[-1,-2]}]})");
    QVERIFY(!t.at(QStringLiteral("ben:deryn"))); // 3 + 1 + 3 reaches its 7 hitpoints on [3,-2]
    QCOMPARE(t.counter(QStringLiteral("ben:deryn"), QStringLiteral("damage")), 0);
    QCOMPARE(t.counter(kAnn, QStringLiteral("vp")), 1);
    QCOMPARE(t.counter(QStringLiteral("ann:kilgore"), QStringLiteral("levelled")), 1);
    QCOMPARE(t.table().traps.size(), std::size_t{4});
}

void TestSfbSession::fearTakesTheFurthestDash()
{
    Table t(newDuel());
    QVERIFY(readyDuel(t));
    ACT(t, R"({"type":"champion.place","champion":"ann:goldarr","at":[0,0]})");
    ACT(t, R"({"type":"champion.place","champion":"ben:deryn","at":[0,1]})");
    ACT(t, R"({"type":"card.play","card":"goldarr-war-cry"})");
    // Two dashes end 3 hexes away: [0,3] and [2,1]; the frightened side picks.
    EXPECT_BAD_REQUEST(t, R"({"type":"skill","targets":["ben:deryn"]})", "sfb.fear_choice_needed");
    EXPECT_INVALID(t, R"({"type":"skill","targets":["ben:deryn"],"fear_to":{"ben:deryn":[0,2]}})", "sfb.fear_not_furthest", "fear");
    // A choice for a champion the Fear does not move was once dropped without a word.
    EXPECT_BAD_REQUEST(t, R"({"type":"skill","targets":["ben:deryn"],"fear_to":{"ben:deryn":[0,3],"ben:dugrun":[0,3]}})",
                       "request.field");
    ACT(t, R"({"type":"skill","targets":["ben:deryn"],"fear_to":{"ben:deryn":[0,3]}})");
    QCOMPARE(t.at(QStringLiteral("ben:deryn")), std::optional<Hex>(Hex{0, 3}));
    QCOMPARE(t.counter(QStringLiteral("ben:deryn"), QStringLiteral("damage")), 0);
    // A rooted champion does not flee and takes nothing for it.
    ACT(t, R"({"type":"turn.end"})");
    ACT(t, R"({"type":"turn.end"})");
    ACT(t, R"({"type":"track.advance","drawn":["First Blood"]})");
    ACT(t, R"({"type":"champion.place","champion":"ben:deryn","at":[0,1]})");
    ACT(t, R"({"type":"counter.set","entity":"ben:deryn","counter":"rooted","value":1})");
    ACT(t, R"({"type":"card.play","card":"goldarr-war-cry"})");
    // Nothing to choose for a rooted champion: a choice is refused, not ignored.
    EXPECT_INVALID(t, R"({"type":"skill","targets":["ben:deryn"],"fear_to":{"ben:deryn":[0,3]}})", "sfb.fear_no_choice", "fear");
    ACT(t, R"({"type":"skill","targets":["ben:deryn"]})");
    QCOMPARE(t.at(QStringLiteral("ben:deryn")), std::optional<Hex>(Hex{0, 1}));
    QCOMPARE(t.counter(QStringLiteral("ben:deryn"), QStringLiteral("damage")), 0);
}

void TestSfbSession::forceMovesTheTarget()
{
    Table t(newDuel());
    QVERIFY(readyDuel(t));
    ACT(t, R"({"type":"turn.end"})");
    ACT(t, R"({"type":"champion.place","champion":"ben:dugrun","at":[0,-2]})");
    ACT(t, R"({"type":"champion.place","champion":"ann:goldarr","at":[0,-3]})");
    ACT(t, R"({"type":"card.play","card":"dugrun-shove"})");
    EXPECT_INVALID(t, R"({"type":"attack","targets":["ann:goldarr"],"force_to":{"ann:goldarr":[1,-2]}})", "sfb.move.statue", "force");
    EXPECT_INVALID(t, R"({"type":"attack","targets":["ann:goldarr"],"force_to":{"ann:goldarr":[0,-1]}})", "sfb.move.path_blocked", "force");
    ACT(t, R"({"type":"attack","targets":["ann:goldarr"],"force_to":{"ann:goldarr":[-1,-3]}})");
    QCOMPARE(t.at(QStringLiteral("ann:goldarr")), std::optional<Hex>(Hex{-1, -3}));
    Table rooted(newDuel());
    QVERIFY(readyDuel(rooted));
    ACT(rooted, R"({"type":"turn.end"})");
    ACT(rooted, R"({"type":"champion.place","champion":"ben:dugrun","at":[0,-2]})");
    ACT(rooted, R"({"type":"champion.place","champion":"ann:gwaien","at":[0,-3]})");
    ACT(rooted, R"({"type":"counter.set","entity":"ann:gwaien","counter":"rooted","value":1})");
    ACT(rooted, R"({"type":"card.play","card":"dugrun-shove"})");
    EXPECT_INVALID(rooted, R"({"type":"attack","targets":["ann:gwaien"],"force_to":{"ann:gwaien":[0,-4]}})", "sfb.force_rooted", "displacement");
}

namespace {

std::vector<Hex> sorted(std::vector<Hex> hexes)
{
    std::sort(hexes.begin(), hexes.end());
    return hexes;
}

QJsonObject withChoice(const char *type, const QString &target, const char *key, Hex at)
{
    return QJsonObject{{QStringLiteral("type"), QLatin1String(type)},
                       {QStringLiteral("targets"), QJsonArray{target}},
                       {QLatin1String(key), QJsonObject{{target, QJsonArray{at.q, at.r}}}}};
}

} // namespace

void TestSfbSession::choiceQueriesOfferWhatTheSessionAccepts()
{
    // Fear 2 of War Cry from Gold'arr on [0,0] against Deryn on [0,1]: a tie between two rows.
    Table t(newDuel());
    QVERIFY(readyDuel(t));
    ACT(t, R"({"type":"champion.place","champion":"ann:goldarr","at":[0,0]})");
    ACT(t, R"({"type":"champion.place","champion":"ben:deryn","at":[0,1]})");
    ACT(t, R"({"type":"card.play","card":"goldarr-war-cry"})");
    SfbArena arena = t.arena();
    const int goldarr = arena.index(QStringLiteral("ann:goldarr"));
    const int deryn = arena.index(QStringLiteral("ben:deryn"));
    const std::vector<Hex> fear = sorted(sfbFearEndings(arena, goldarr, deryn, 2));
    QCOMPARE(fear, (std::vector<Hex>{{0, 3}, {2, 1}}));
    // [2,1] lies past the trap on [1,1]: accepted, once the table says what the trap showed.
    QCOMPARE(t.refusal(withChoice("skill", QStringLiteral("ben:deryn"), "fear_to", Hex{0, 3})).code, QStringLiteral("accepted"));
    QCOMPARE(t.refusal(withChoice("skill", QStringLiteral("ben:deryn"), "fear_to", Hex{2, 1})).code, QStringLiteral("sfb.trap_unrevealed"));
    for (const Hex h : arena.board.hexes())
        if (std::find(fear.begin(), fear.end(), h) == fear.end())
            QVERIFY(t.refusal(withChoice("skill", QStringLiteral("ben:deryn"), "fear_to", h)).code != QStringLiteral("accepted"));
    // Rooted: nowhere to go, and the session moves it nowhere.
    arena.champions[static_cast<std::size_t>(deryn)].rooted = true;
    QVERIFY(sfbFearEndings(arena, goldarr, deryn, 2).empty());

    // Force 2 of Dugrun's Shove on Gold'arr at [0,-3]: every offered hex is accepted, no other one.
    Table f(newDuel());
    QVERIFY(readyDuel(f));
    ACT(f, R"({"type":"turn.end"})");
    ACT(f, R"({"type":"champion.place","champion":"ben:dugrun","at":[0,-2]})");
    ACT(f, R"({"type":"champion.place","champion":"ann:goldarr","at":[0,-3]})");
    ACT(f, R"({"type":"card.play","card":"dugrun-shove"})");
    const SfbArena forceArena = f.arena();
    const int target = forceArena.index(QStringLiteral("ann:goldarr"));
    const std::vector<Hex> force = sfbForceEndings(forceArena, target, 2);
    QVERIFY(std::find(force.begin(), force.end(), Hex{-1, -3}) != force.end());
    QVERIFY(std::find(force.begin(), force.end(), Hex{1, -2}) == force.end()); // a statue
    QVERIFY(std::find(force.begin(), force.end(), Hex{0, -1}) == force.end()); // only past Dugrun
    for (const Hex h : forceArena.board.hexes()) {
        const bool offered = std::find(force.begin(), force.end(), h) != force.end();
        const QString code = f.refusal(withChoice("attack", QStringLiteral("ann:goldarr"), "force_to", h)).code;
        // A face-down trap on the way or at the end is asked about only once the hex is accepted.
        const bool accepted = code == QStringLiteral("accepted") || code == QStringLiteral("sfb.trap_unrevealed");
        QVERIFY2(offered == accepted, qPrintable(QStringLiteral("[%1,%2] %3").arg(h.q).arg(h.r).arg(code)));
    }

    // Place: any arena hex without a statue or another champion, its own hex included.
    const std::vector<Hex> place = sfbPlaceHexes(forceArena, target);
    QCOMPARE(place.size(), forceArena.board.hexes().size() - 4 /* statues */ - 5 /* other champions */);
    for (const Hex h : forceArena.board.hexes()) {
        const bool offered = std::find(place.begin(), place.end(), h) != place.end();
        QJsonObject action{{QStringLiteral("type"), QStringLiteral("champion.place")},
                           {QStringLiteral("champion"), QStringLiteral("ann:goldarr")},
                           {QStringLiteral("at"), QJsonArray{h.q, h.r}}};
        if (forceArena.board.hasTrap(h))
            action.insert(QStringLiteral("traps"), QJsonArray{QJsonObject{{QStringLiteral("effect"), QStringLiteral("root")}}});
        const RuleError error = f.refusal(action);
        if (offered) {
            // A trap there asks where its replacement goes: still a legal place.
            QVERIFY2(error.code == QStringLiteral("accepted") || error.code == QStringLiteral("sfb.trap_new_hex_needed"),
                     qPrintable(error.code));
        } else {
            QCOMPARE(error.code, QStringLiteral("sfb.place_blocked"));
        }
    }
}

void TestSfbSession::placeIsAKeywordOfTheCards()
{
    QJsonObject pack = shippedContent();
    QJsonArray champions = pack.value(QStringLiteral("champions")).toArray();
    QJsonObject goldarr = champions.at(0).toObject();
    QJsonArray cards = goldarr.value(QStringLiteral("cards")).toArray();
    QJsonObject card = cards.at(0).toObject();
    card.insert(QStringLiteral("post"), QJsonObject{{QStringLiteral("push"), 1}, {QStringLiteral("place"), 1}});
    cards[0] = card;
    goldarr.insert(QStringLiteral("cards"), cards);
    champions[0] = goldarr;
    pack.insert(QStringLiteral("champions"), champions);
    auto content = sfbContentFrom(pack);
    QVERIFY(content.ok());
    QCOMPARE(content->cards[0].post[SfbKeyword::Place], 1);
    QVERIFY(sfbKeywordIsFlag(SfbKeyword::Place));
    const auto reactionPost = sfbAllowedKeywords(SfbCardType::Reaction, SfbKeywordGroup::Post);
    QVERIFY(std::find(reactionPost.begin(), reactionPost.end(), SfbKeyword::Force) == reactionPost.end());
    QVERIFY(sfbAllowedKeywords(SfbCardType::Skill, SfbKeywordGroup::Hit).empty());
    QVERIFY(sfbAllowedKeywords(SfbCardType::Reaction, SfbKeywordGroup::Pre).empty());
}

void TestSfbSession::outOfActionLevelUpAndGate()
{
    Table t(newDuel());
    QVERIFY(readyDuel(t));
    ACT(t, R"({"type":"champion.place","champion":"ben:deryn","at":[2,-1]})");
    ACT(t, R"({"type":"counter.set","entity":"ben:deryn","counter":"damage","value":5})");
    ACT(t, R"({"type":"counter.set","entity":"ann:gwaien","counter":"damage","value":2})");
    ACT(t, R"({"type":"card.play","card":"gwaien-fireball"})");
    ACT(t, R"({"type":"attack","targets":["ben:deryn"]})");
    // 5 + 3 reaches Deryn's 7 hitpoints: healed, on the Gate, 1 VP to Ann.
    QVERIFY(!t.at(QStringLiteral("ben:deryn")));
    QCOMPARE(t.counter(QStringLiteral("ben:deryn"), QStringLiteral("damage")), 0);
    QCOMPARE(t.counter(kAnn, QStringLiteral("vp")), 1);
    // Gwaien levels up once the card is resolved, keeping her damage.
    QCOMPARE(t.counter(QStringLiteral("ann:gwaien"), QStringLiteral("levelled")), 1);
    QCOMPARE(t.counter(QStringLiteral("ann:gwaien"), QStringLiteral("damage")), 2);
    QStringList types;
    for (const Event &e : t.events())
        types << e.type;
    QVERIFY(types.indexOf(QStringLiteral("sfb.out_of_action")) < types.indexOf(QStringLiteral("sfb.levelled_up")));
    QVERIFY(t.eventTexts().contains(QStringLiteral("Deryn is out of action: healed and back on the Gate; ann gains 1 VP (1).")));
    // On the Gate nobody can target it.
    ACT(t, R"({"type":"card.play","card":"goldarr-taunt"})");
    EXPECT_INVALID(t, R"({"type":"attack","targets":["ben:deryn"]})", "sfb.target.on_gate", "gate");
    ACT(t, R"({"type":"turn.end"})");

    // A card without movement cannot bring a champion back.
    ACT(t, R"({"type":"champion.place","champion":"ben:dugrun","gate":true})");
    EXPECT_INVALID(t, R"({"type":"card.play","card":"dugrun-tremor"})", "sfb.gate_needs_movement", "gate");
    // Back through a deployment hex, with a card that has movement.
    ACT(t, R"({"type":"card.play","card":"deryn-longshot"})");
    EXPECT_INVALID(t, R"({"type":"attack","targets":["ann:gwaien"]})", "sfb.target.attacker_on_gate", "gate");
    EXPECT_INVALID(t, R"({"type":"move","to":[-3,3]})", "sfb.move.too_far", "gate");
    EXPECT_INVALID(t, R"({"type":"move","to":[-2,4]})", "sfb.move.ally", "movement");
    ACT(t, R"({"type":"move","to":[-3,4]})");
    QCOMPARE(t.at(QStringLiteral("ben:deryn")), std::optional<Hex>(Hex{-3, 4}));
}

void TestSfbSession::selfKnockoutScoresForTheOpponent()
{
    Table t(newDuel());
    QVERIFY(readyDuel(t));
    ACT(t, R"({"type":"turn.end"})");
    ACT(t, R"({"type":"champion.place","champion":"ben:dugrun","at":[0,0]})");
    ACT(t, R"({"type":"champion.place","champion":"ben:tzu-xiao","at":[1,0]})");
    ACT(t, R"({"type":"counter.set","entity":"ben:tzu-xiao","counter":"damage","value":7})");
    ACT(t, R"({"type":"card.play","card":"dugrun-tremor"})");
    EXPECT_INVALID(t, R"({"type":"skill","orientation":0})", "sfb.target.none_in_area", "area-of-effect"); // only the ally
    ACT(t, R"({"type":"champion.place","champion":"ann:goldarr","at":[-1,0]})");
    ACT(t, R"({"type":"skill","orientation":0})"); // the ring holds an enemy and the ally
    QCOMPARE(t.counter(QStringLiteral("ann:goldarr"), QStringLiteral("damage")), 1);
    QCOMPARE(t.counter(kAnn, QStringLiteral("vp")), 1);
    QCOMPARE(t.counter(QStringLiteral("ben:dugrun"), QStringLiteral("levelled")), 0);
    QVERIFY(!t.at(QStringLiteral("ben:tzu-xiao")));
}

void TestSfbSession::bothSidesReachFiveAtOnce()
{
    Table t(newDuel());
    QVERIFY(readyDuel(t));
    ACT(t, R"({"type":"turn.end"})");
    ACT(t, R"({"type":"counter.set","entity":"ann","counter":"vp","value":4})");
    ACT(t, R"({"type":"counter.set","entity":"ben","counter":"vp","value":4})");
    ACT(t, R"({"type":"champion.place","champion":"ben:dugrun","at":[0,0]})");
    ACT(t, R"({"type":"champion.place","champion":"ben:tzu-xiao","at":[1,0]})");
    ACT(t, R"({"type":"champion.place","champion":"ann:goldarr","at":[-1,0]})");
    ACT(t, R"({"type":"counter.set","entity":"ben:tzu-xiao","counter":"damage","value":7})");
    ACT(t, R"({"type":"counter.set","entity":"ann:goldarr","counter":"damage","value":8})");
    ACT(t, R"({"type":"card.play","card":"dugrun-tremor"})");
    ACT(t, R"({"type":"skill","orientation":0})");
    // Both reach 5 with Ben's card: the player who did not play it wins.
    QCOMPARE(t.counter(kAnn, QStringLiteral("vp")), 5);
    QCOMPARE(t.counter(kBen, QStringLiteral("vp")), 5);
    QCOMPARE(t.table().phase, SfbPhase::Over);
    QCOMPARE(t.table().winner, kAnn);
    EXPECT_INVALID(t, R"({"type":"turn.end"})", "sfb.game_over", "victory-points");
    // Corrections still go through.
    ACT(t, R"({"type":"note","text":"Great game"})");
}

void TestSfbSession::challengeTrackScoresAdvancesAndReshuffles()
{
    QJsonObject setup = duelSetup();
    QJsonObject content = setup.value(QStringLiteral("content")).toObject();
    QJsonObject track = content.value(QStringLiteral("challenge_track")).toObject();
    track[QStringLiteral("deck_size")] = 3;
    content[QStringLiteral("challenge_track")] = track;
    setup[QStringLiteral("content")] = content;
    Table t(newDuel(setup));
    QVERIFY(readyDuel(t)); // "Statue Dance" in the CBS slot, "Hold the Centre" in slot 2 (1 VP)
    QCOMPARE(t.table().track.deck, 1);
    ACT(t, R"({"type":"turn.end"})");
    EXPECT_INVALID(t, R"({"type":"track.advance","drawn":["Early"]})", "sfb.wrong_phase", "challenge-track");
    ACT(t, R"({"type":"turn.end"})");
    // Only a card still in the deck can be the card drawn.
    EXPECT_INVALID(t, R"({"type":"track.advance","drawn":["Statue Dance"]})", "sfb.challenge_on_track", "challenge-track");
    QVERIFY(!sfbChallengeChoices(t.content(), t.table()).contains(QStringLiteral("Statue Dance")));
    QVERIFY(sfbChallengeChoices(t.content(), t.table()).contains(QStringLiteral("Crowd Pleaser")));
    ACT(t, R"({"type":"track.advance","drawn":["Crowd Pleaser"]})");
    SfbTrack now = t.table().track;
    QCOMPARE(now.cards[0]->name, QStringLiteral("Crowd Pleaser"));
    QCOMPARE(now.cards[1]->name, QStringLiteral("Statue Dance"));
    QCOMPARE(now.cards[2]->name, QStringLiteral("Hold the Centre"));
    QCOMPARE(now.deck, 0);
    QCOMPARE(t.table().round, 2);
    QCOMPARE(t.table().phase, SfbPhase::Scoreboard);
    // Round 2: Ann scores in her Scoreboard Phase, a slot's own VP.
    EXPECT_INVALID(t, R"({"type":"challenge.claim","slot":0})", "sfb.cannot_be_scored", "scoreboard");
    EXPECT_INVALID(t, R"({"type":"challenge.claim","slot":3})", "sfb.slot_empty", "scoreboard");
    EXPECT_INVALID(t, R"({"type":"challenge.claim","player":"ben","slot":2})", "sfb.not_your_turn", "scoreboard");
    ACT(t, R"({"type":"challenge.claim","slot":2})");
    QCOMPARE(t.counter(kAnn, QStringLiteral("vp")), 2);
    QCOMPARE(t.table().track.discard.size(), std::size_t{1});
    // Once a card is played the Scoreboard Phase is over.
    ACT(t, R"({"type":"card.play","card":"kilgore-steady-march"})");
    EXPECT_INVALID(t, R"({"type":"challenge.claim","slot":1})", "sfb.wrong_phase", "scoreboard");
    ACT(t, R"({"type":"turn.end"})");
    ACT(t, R"({"type":"turn.end"})");
    // The deck is empty: the discard pile is shuffled into a new deck to draw from.
    ACT(t, R"({"type":"track.advance","drawn":["Hold the Centre"]})");
    QVERIFY(t.hasEvent(QStringLiteral("sfb.challenges_reshuffled")));
    now = t.table().track;
    QCOMPARE(now.cards[0]->name, QStringLiteral("Hold the Centre"));
    QCOMPARE(now.cards[1]->name, QStringLiteral("Crowd Pleaser"));
    QCOMPARE(now.cards[2]->name, QStringLiteral("Statue Dance"));
    QVERIFY(!now.cards[3]);
    QVERIFY(now.discard.empty());
    ACT(t, R"({"type":"turn.end"})");
    ACT(t, R"({"type":"turn.end"})");
    // Nothing left to draw from: no card comes in.
    EXPECT_BAD_REQUEST(t, R"({"type":"track.advance","drawn":["Phantom"]})", "sfb.drawn_count");
    ACT(t, R"({"type":"track.advance","drawn":[]})");
    QVERIFY(!t.table().track.cards[0]);
    ACT(t, R"({"type":"turn.end"})");
    ACT(t, R"({"type":"turn.end"})");
    // "Statue Dance" slides off the end into the discard pile, which is shuffled and drawn again.
    ACT(t, R"({"type":"track.advance","drawn":["Statue Dance"]})");
    QVERIFY(t.hasEvent(QStringLiteral("sfb.challenge_discarded")));
    now = t.table().track;
    QCOMPARE(now.cards[0]->name, QStringLiteral("Statue Dance"));
    QVERIFY(!now.cards[1]);
    QCOMPARE(now.cards[2]->name, QStringLiteral("Hold the Centre"));
    QCOMPARE(now.cards[3]->name, QStringLiteral("Crowd Pleaser"));
    QCOMPARE(t.table().round, 5);
}

void TestSfbSession::aDiscardedChallengeIsNotDrawnAgain()
{
    Table t(newDuel());
    QVERIFY(readyDuel(t)); // "Statue Dance" in the CBS slot, "Hold the Centre" in slot 1 (1 VP)
    EXPECT_INVALID(t, R"({"type":"track.advance","drawn":["Spotlight"]})", "sfb.wrong_phase", "challenge-track");
    ACT(t, R"({"type":"turn.end"})");
    ACT(t, R"({"type":"turn.end"})");
    ACT(t, R"({"type":"track.advance","drawn":["Crowd Pleaser"]})");
    // Round 2: Ann scores "Hold the Centre" (2 VP); it goes to the discard pile.
    ACT(t, R"({"type":"challenge.claim","slot":2})");
    QCOMPARE(t.table().track.discard.size(), std::size_t{1});
    ACT(t, R"({"type":"turn.end"})");
    ACT(t, R"({"type":"turn.end"})");
    QVERIFY(t.table().track.deck > 0);
    EXPECT_INVALID(t, R"({"type":"track.advance","drawn":["Hold the Centre"]})", "sfb.challenge_in_discard", "challenge-track");
    EXPECT_INVALID(t, R"({"type":"track.advance","drawn":["Crowd Pleaser"]})", "sfb.challenge_on_track", "challenge-track");
    const QStringList choices = sfbChallengeChoices(t.content(), t.table());
    QCOMPARE(choices.size(), 22 - 3);
    QVERIFY(!choices.contains(QStringLiteral("Hold the Centre")));
    QVERIFY(!choices.contains(QStringLiteral("Crowd Pleaser")));
    ACT(t, R"({"type":"track.advance","drawn":["Spotlight"]})");
    QCOMPARE(t.table().track.cards[0]->name, QStringLiteral("Spotlight"));
    // The first deal takes two different cards of the pack.
    Table fresh(newDuel());
    EXPECT_INVALID(fresh, R"({"type":"track.deal","drawn":["Spotlight","Spotlight"]})", "sfb.challenge_on_track", "setup");
    // The real table leads: a card the pack does not name is one card, so a
    // second copy of it is refused like any card already on the track.
    EXPECT_INVALID(fresh, R"({"type":"track.deal","drawn":["Nobody's Card","Nobody's Card"]})", "sfb.challenge_on_track", "setup");
    // Before the deal the options list the pack's names and leave the field open to a typed one.
    auto offered = gameOptions(*findGame(QStringLiteral("super-fantasy-brawl")), fresh.state());
    QVERIFY(offered.ok());
    bool open = false;
    for (const OfferedAction &option : offered->options)
        if (option.action.value(QStringLiteral("type")) == QLatin1String("track.deal"))
            open = option.open.size() == 1 && option.open.front().field == QLatin1String("drawn") && option.open.front().card.empty();
    QVERIFY(open);
    ACT(fresh, R"({"type":"track.deal","drawn":["Spotlight","Nobody's Card"]})");
    QCOMPARE(fresh.table().track.cards[1]->name, QStringLiteral("Spotlight"));
    QCOMPARE(fresh.table().track.cards[0]->name, QStringLiteral("Nobody's Card"));
    // The typed name is kept in the table's pack for the next game; a listed one adds nothing.
    const GameDefinition &brawl = *findGame(QStringLiteral("super-fantasy-brawl"));
    const QJsonObject pack = fresh.state().setup.value(QStringLiteral("content")).toObject();
    const QJsonObject kept = brawl.keepInPack(pack, obj(R"({"type":"track.deal","drawn":["Spotlight","Nobody's Card"]})"));
    const QJsonArray names = kept.value(QStringLiteral("challenge_track")).toObject().value(QStringLiteral("cards")).toArray();
    QCOMPARE(names.size(), pack.value(QStringLiteral("challenge_track")).toObject().value(QStringLiteral("cards")).toArray().size() + 1);
    QVERIFY(names.contains(QStringLiteral("Nobody's Card")));
    QCOMPARE(brawl.keepInPack(kept, obj(R"({"type":"track.advance","drawn":["Nobody's Card"]})")), kept);
    QCOMPARE(brawl.keepInPack(pack, obj(R"({"type":"turn.end"})")), pack);
}

// Ann (Gold'arr, Gwaien, Kilgore) against Ben (Deryn, Tzu Xiao, Dugrun), from the
// empty table to Ann's fifth VP, each action as the table would enter it.
const std::vector<const char *> kDuel{
    // Setup: free choice, challenges, 2 traps each, deployment.
    R"({"type":"team.choose","player":"ann","champions":["goldarr","gwaien","kilgore"]})",
    R"({"type":"team.choose","player":"ben","champions":["deryn","tzu-xiao","dugrun"]})",
    R"({"type":"track.deal","drawn":["Hold the Centre",{"name":"Statue Dance","text":"Two champions next to statues"}]})",
    R"({"type":"trap.place","at":[-1,-1]})",
    R"({"type":"trap.place","at":[1,1]})",
    R"({"type":"trap.place","at":[3,-2]})",
    R"({"type":"trap.place","at":[-3,2]})",
    R"({"type":"champion.deploy","champion":"ann:goldarr","at":[1,-4]})",
    R"({"type":"champion.deploy","champion":"ann:gwaien","at":[2,-4]})",
    R"({"type":"champion.deploy","champion":"ann:kilgore","at":[3,-4]})",
    R"({"type":"champion.deploy","champion":"ben:deryn","at":[-3,4]})",
    R"({"type":"champion.deploy","champion":"ben:tzu-xiao","at":[-2,4]})",
    R"({"type":"champion.deploy","champion":"ben:dugrun","at":[-1,4]})",
    // Round 1, Ann: no Scoreboard Phase; three cards move the team up.
    R"({"type":"card.play","card":"gwaien-soothing-glow"})",
    R"({"type":"move","to":[2,-2]})",
    R"({"type":"card.play","card":"goldarr-taunt"})",
    R"({"type":"move","to":[1,-3]})",
    R"({"type":"activation.end"})",
    R"({"type":"card.play","card":"kilgore-cleave"})",
    R"({"type":"move","to":[3,-3]})",
    R"({"type":"turn.end"})",
    // Round 1, Ben.
    R"({"type":"card.play","card":"tzu-xiao-crane-leap"})",
    R"({"type":"move","to":[-1,1]})",
    R"({"type":"card.play","card":"dugrun-rally"})",
    R"({"type":"move","to":[0,2]})",
    R"({"type":"skill"})",
    R"({"type":"card.play","card":"deryn-longshot"})",
    R"({"type":"move","to":[-2,3]})",
    R"({"type":"turn.end"})",
    R"({"type":"track.advance","drawn":["Crowd Pleaser"]})",
    // Round 2, Ann scores "Hold the Centre", now in the 2 VP slot.
    R"({"type":"challenge.claim","slot":2})",
    R"({"type":"card.play","card":"gwaien-fireball"})",
    R"({"type":"move","to":[1,-1]})",
    R"({"type":"attack","targets":["ben:tzu-xiao"],"reaction":{"card":"tzu-xiao-riposte","on":"ben:tzu-xiao"}})",
    R"({"type":"card.play","card":"kilgore-steady-march"})",
    R"({"type":"move","to":[2,-1]})",
    R"({"type":"move","to":[1,0]})",
    R"({"type":"card.play","card":"gwaien-arcane-bolt"})",
    R"({"type":"attack","targets":["ben:tzu-xiao"]})",
    R"({"type":"turn.end"})",
    // Round 2, Ben scores "Statue Dance"; Ben's Manipulation Core is still spent on the Reaction.
    R"({"type":"challenge.claim","slot":1})",
    R"({"type":"card.play","card":"deryn-longshot"})",
    R"({"type":"move","to":[-1,3]})",
    R"({"type":"attack","targets":["ann:gwaien"]})",
    R"({"type":"card.play","card":"dugrun-thirsty-axe"})",
    R"({"type":"move","to":[0,0]})",
    R"({"type":"attack","targets":["ann:gwaien"]})", // Gwaien out of action: 1 VP, Dugrun levels up
    R"({"type":"turn.end"})",
    R"({"type":"track.advance","drawn":["Duel of Fates"]})",
    // Round 3, Ann scores "Crowd Pleaser"; Gwaien comes back through the deployment area.
    R"({"type":"challenge.claim","slot":1})",
    R"({"type":"card.play","card":"goldarr-second-wind"})",
    R"({"type":"move","to":[1,-1]})",
    R"({"type":"skill"})",
    R"({"type":"card.play","card":"kilgore-cleave"})",
    R"({"type":"move","to":[2,-1]})",
    R"({"type":"activation.end"})",
    R"({"type":"card.play","card":"gwaien-blink"})",
    R"({"type":"move","to":[3,-3]})",
    R"({"type":"skill"})",
    R"({"type":"turn.end"})",
    // Round 3, Ben: Move 2 with any Core.
    R"({"type":"standard.use","action":"move","champion":"ben:deryn","core":"destruction"})",
    R"({"type":"move","to":[0,1]})",
    R"({"type":"turn.end"})",
    R"({"type":"track.advance","drawn":["Last Stand"]})",
    // Round 4, Ann: "Duel of Fates" for a 4th VP, then Gold'arr takes Deryn out.
    R"({"type":"challenge.claim","slot":1})",
    R"({"type":"card.play","card":"goldarr-horn-charge"})",
    R"({"type":"move","to":[1,0]})",
    R"({"type":"attack","targets":["ben:deryn"]})", // 3, then Push 1 into the statue on [-1,2]: 1
    R"({"type":"card.play","card":"goldarr-taunt"})",
    R"({"type":"attack","targets":["ben:deryn"]})", // 2, then Pull 1 into Gold'arr: 1; 7 of 7
};

// What a finished scenario must satisfy whatever the game: undo and redo move
// through the log, the log replays to the same state, and the state survives
// its JSON form and can be played on from it.
void checkPersistenceAndUndo(Table &t, const QJsonObject &lastAction)
{
    const QByteArray finished = fingerprint(t.state());
    QVERIFY(t.undo());
    QVERIFY(t.table().phase != SfbPhase::Over);
    QVERIFY(t.table().winner.isEmpty());
    QVERIFY(t.undo());
    QVERIFY(t.redo());
    QVERIFY(t.redo());
    QCOMPARE(fingerprint(t.state()), finished);

    std::vector<Record> records = t.log().records();
    auto replayed = SessionLog::replay(sfbGame(), t.log().initial(), records);
    QVERIFY(replayed.ok());
    QCOMPARE(fingerprint(replayed->state()), finished);

    auto restored = sessionStateFromJson(toJson(t.state()));
    QVERIFY(restored.ok());
    QCOMPARE(fingerprint(restored.value()), finished);
    // Played on from the restored state, the last action is refused the same way.
    Table again(restored.value());
    QCOMPARE(again.refusal(lastAction).code, QStringLiteral("sfb.game_over"));
}

void TestSfbSession::wholeDuelThroughTheLog()
{
    QJsonObject setup = duelSetup();
    setup.remove(QStringLiteral("champions"));
    Table t(newDuel(setup, 2024));
    // Halfway through, the session is saved and reopened: the game goes on from the stored state.
    const std::size_t half = 40;
    const std::vector<const char *> first(kDuel.begin(), kDuel.begin() + half);
    const std::vector<const char *> second(kDuel.begin() + half, kDuel.end());
    int failedAt = -1;
    QVERIFY2(playAll(t, first, &failedAt), qPrintable(QStringLiteral("refused at %1").arg(failedAt)));
    QCOMPARE(t.table().round, 2);
    QCOMPARE(t.table().activePlayer(), kBen);
    QCOMPARE(t.counter(kAnn, QStringLiteral("vp")), 2);
    QCOMPARE(t.counter(QStringLiteral("ben:tzu-xiao"), QStringLiteral("damage")), 3);
    QCOMPARE(t.at(QStringLiteral("ben:tzu-xiao")), std::optional<Hex>(Hex{-3, 3})); // pushed 2 by Arcane Bolt
    QCOMPARE(t.counter(QStringLiteral("ann:gwaien"), QStringLiteral("damage")), 2); // Riposte
    auto saved = sessionStateFromJson(QJsonDocument::fromJson(QJsonDocument(toJson(t.state())).toJson()).object());
    QVERIFY(saved.ok());
    QCOMPARE(fingerprint(saved.value()), fingerprint(t.state()));
    Table resumed(saved.value());
    QVERIFY2(playAll(resumed, second, &failedAt), qPrintable(QStringLiteral("refused at %1").arg(half + failedAt)));
    QVERIFY2(playAll(t, second, &failedAt), qPrintable(QStringLiteral("refused at %1").arg(half + failedAt)));
    QCOMPARE(fingerprint(resumed.state()), fingerprint(t.state()));

    // Ann wins 5 to 2: three Challenges (2 + 1 + 1) and Deryn taken out.
    QCOMPARE(t.table().phase, SfbPhase::Over);
    QCOMPARE(t.table().winner, kAnn);
    QCOMPARE(t.counter(kAnn, QStringLiteral("vp")), 5);
    QCOMPARE(t.counter(kBen, QStringLiteral("vp")), 2);
    QVERIFY(t.hasEvent(QStringLiteral("sfb.game_won")));
    QVERIFY(t.eventTexts().contains(QStringLiteral("ann wins with 5 VP.")));
    QVERIFY(!t.at(QStringLiteral("ben:deryn")));
    QCOMPARE(t.counter(QStringLiteral("ann:goldarr"), QStringLiteral("levelled")), 1);
    QCOMPARE(t.counter(QStringLiteral("ben:dugrun"), QStringLiteral("levelled")), 1); // took Gwaien out
    QCOMPARE(t.at(QStringLiteral("ann:gwaien")), std::optional<Hex>(Hex{3, -3})); // back from the Gate
    QCOMPARE(t.table().traps.size(), std::size_t{4});
    QCOMPARE(t.log().effectiveCount(), static_cast<int>(kDuel.size()));
    checkPersistenceAndUndo(t, obj(kDuel.back()));
}

// The story of the whole duel above. Hand-counted from its log (every
// sfb.damaged and sfb.out_of_action event with its source):
//   action 34  Gwaien's attack: Tzu Xiao takes 2; Tzu Xiao's Riposte: Gwaien takes 2
//   action 39  Gwaien: Tzu Xiao takes 1 (3 of 8 lost)
//   action 44  Deryn: Gwaien takes 3 (2 of 7 left)
//   action 47  Dugrun: Gwaien takes 2 and is out of action; Ben 2 VP
//   action 68  Gold'arr: Deryn takes 3 + 1 (3 of 7 left)
//   action 70  Gold'arr: Deryn takes 2 + 1 and is out of action; Ann 5 VP, the game won
void TestSfbSession::storyOfTheWholeDuel()
{
    QJsonObject setup = duelSetup();
    setup.remove(QStringLiteral("champions"));
    const SessionState initial = newDuel(setup, 2024);
    std::vector<QJsonObject> actions;
    for (const char *a : kDuel)
        actions.push_back(obj(a));
    auto story = tellStory(sfbGame(), initial, actions);
    QVERIFY2(story.ok(), qPrintable(story.ok() ? QString() : renderEnglish(story.error().message)));
    QCOMPARE(story->actions, 70);
    QVERIFY(story->over);
    QCOMPARE(story->winners, QStringList{kAnn});
    QCOMPARE(story->rounds, (std::vector<int>{0, 1, 2, 3, 4})); // the draft and deployment are the start
    struct Expected {
        const char *id;
        int dealt, taken, knockOuts, knockedOut;
    };
    const Expected expected[] = {{"ann:goldarr", 7, 0, 1, 0}, {"ann:gwaien", 3, 7, 0, 1},  {"ann:kilgore", 0, 0, 0, 0},
                                 {"ben:deryn", 3, 7, 0, 1},   {"ben:tzu-xiao", 2, 3, 0, 0}, {"ben:dugrun", 2, 0, 1, 0}};
    QCOMPARE(story->figures.size(), std::size_t{6});
    for (const Expected &e : expected) {
        const auto f = std::find_if(story->figures.begin(), story->figures.end(),
                                    [&](const FigureStory &s) { return s.last.id == QLatin1String(e.id); });
        QVERIFY2(f != story->figures.end(), e.id);
        QCOMPARE(f->damageDealt, e.dealt);
        QCOMPARE(f->damageTaken, e.taken);
        QCOMPARE(f->knockOuts, e.knockOuts);
        QCOMPARE(f->knockedOut, e.knockedOut);
    }
    const FigureStory &tzu = story->figures[4];
    QCOMPARE(tzu.last.id, QStringLiteral("ben:tzu-xiao"));
    QCOMPARE(tzu.last.maxHealth, 8);
    QCOMPARE(tzu.healthByRound, (std::vector<std::optional<int>>{8, 8, 5, 5, 5}));
    QVERIFY(story->figures[3].last.out); // Deryn ends on its Gate
    QCOMPARE(story->tracks.size(), std::size_t{2});
    QCOMPARE(story->tracks[0].byRound, (std::vector<std::optional<int>>{0, 0, 2, 3, 5}));
    QCOMPARE(story->tracks[1].byRound, (std::vector<std::optional<int>>{0, 0, 2, 2, 2}));
    QCOMPARE(story->swings.size(), std::size_t{5});
    QCOMPARE(story->swings[0].subject, QStringLiteral("ben:deryn"));
    QCOMPARE(story->swings[0].action, 68);
    QCOMPARE(story->swings[0].size(), 4);
    QCOMPARE(story->swings[1].action, 44);
    QCOMPARE(story->swings[2].action, 70);
    QCOMPARE(story->swings[3].kind, Swing::Kind::Track);
    QCOMPARE(story->swings[3].action, 31);
    QCOMPARE(story->swings[4].subject, QStringLiteral("ann:gwaien"));
    QVERIFY(story->rolls.empty()); // the duel's attacks have no dice
    if (qEnvironmentVariableIsSet("ARBITER_STORY_DUMP")) {
        SessionState state = initial;
        for (std::size_t i = 0; i < actions.size(); ++i) {
            auto t = apply(sfbGame(), state, actions[i]);
            for (const Event &e : t->events)
                if (e.type == QLatin1String("sfb.damaged") || e.type == QLatin1String("sfb.out_of_action"))
                    qInfo().noquote() << i + 1 << e.type << QJsonDocument(e.data).toJson(QJsonDocument::Compact);
            state = t->state;
        }
        qInfo().noquote() << QJsonDocument(toJson(story.value())).toJson(QJsonDocument::Indented);
    }
}

// Ann & Cid (north) against Ben & Dan (south), two champions each, a casual
// draft from a pool with duplicates, hands of 4, two Challenges a round, 7 VP.
const std::vector<const char *> kTornado{
    R"({"type":"draft.pick","champion":"deryn"})", // Ben, the second player, first
    R"({"type":"draft.pick","champion":"goldarr"})", // Ann
    R"({"type":"draft.pick","champion":"tzu-xiao"})", // Dan
    R"({"type":"draft.pick","champion":"kilgore"})", // Cid
    R"({"type":"draft.pick","player":"ben","champion":"dugrun"})",
    R"({"type":"draft.pick","player":"ann","champion":"gwaien"})",
    R"({"type":"draft.pick","player":"dan","champion":"goldarr"})", // the other copy: another team
    R"({"type":"draft.pick","player":"cid","champion":"deryn"})",
    R"({"type":"track.deal","drawn":["Spotlight","Brawl Royale","Arena Masters"]})",
    R"({"type":"trap.place","player":"ann","at":[-1,-1]})",
    R"({"type":"trap.place","player":"ben","at":[1,1]})",
    R"({"type":"trap.place","player":"cid","at":[3,-2]})",
    R"({"type":"trap.place","player":"dan","at":[-3,2]})",
    R"({"type":"champion.deploy","champion":"ann:goldarr","at":[1,-4]})",
    R"({"type":"champion.deploy","champion":"ann:gwaien","at":[2,-4]})",
    R"({"type":"champion.deploy","champion":"ben:deryn","at":[-3,4]})",
    R"({"type":"champion.deploy","champion":"ben:dugrun","at":[-1,4]})",
    R"({"type":"champion.deploy","champion":"cid:kilgore","at":[3,-4]})",
    R"({"type":"champion.deploy","champion":"cid:deryn","at":[0,-4]})",
    R"({"type":"champion.deploy","champion":"dan:tzu-xiao","at":[-2,4]})",
    R"({"type":"champion.deploy","champion":"dan:goldarr","at":[0,4]})",
    // Round 1.
    R"({"type":"card.play","card":"gwaien-soothing-glow"})",
    R"({"type":"move","to":[2,-2]})",
    R"({"type":"turn.end"})",
    R"({"type":"card.play","card":"dugrun-rally"})",
    R"({"type":"move","to":[0,2]})",
    R"({"type":"skill"})",
    R"({"type":"turn.end"})",
    R"({"type":"card.play","card":"kilgore-steady-march"})",
    R"({"type":"move","to":[3,-3]})",
    R"({"type":"turn.end"})",
    R"({"type":"card.play","card":"tzu-xiao-crane-leap"})",
    R"({"type":"move","to":[-1,1]})",
    R"({"type":"activation.end"})",
    R"({"type":"turn.end"})",
    R"({"type":"track.advance","drawn":["Centre Stage","King of the Hill"]})",
    // Round 2: Ann completes two Challenges (2 + 1), Ben one (1).
    R"({"type":"challenge.claim","slot":3})",
    R"({"type":"challenge.claim","slot":2})",
    R"({"type":"card.play","card":"gwaien-fireball"})",
    R"({"type":"move","to":[1,-1]})",
    R"({"type":"attack","targets":["dan:tzu-xiao"]})",
    R"({"type":"turn.end"})",
    R"({"type":"challenge.claim","slot":4})",
    R"({"type":"card.play","card":"deryn-longshot"})",
    R"({"type":"move","to":[-2,3]})",
    // Cid protects Ann's Gwaien with Kilgore's Bulwark.
    R"({"type":"attack","targets":["ann:gwaien"],"reaction":{"card":"kilgore-bulwark","on":"ann:gwaien"}})",
    R"({"type":"turn.end"})",
    R"({"type":"card.play","card":"deryn-longshot"})",
    R"({"type":"move","to":[0,-3]})",
    R"({"type":"attack","targets":["dan:tzu-xiao"]})",
    R"({"type":"turn.end"})",
    R"({"type":"turn.end"})",
    R"({"type":"track.advance","drawn":["Last Champion Standing","Crowd Surge"]})",
    // Round 3: Ann scores 2 more and burns Tzu Xiao; Cid scores 1 and takes him out.
    R"({"type":"challenge.claim","slot":3})",
    R"({"type":"card.play","card":"gwaien-fireball"})",
    R"({"type":"attack","targets":["dan:tzu-xiao"]})",
    R"({"type":"turn.end"})",
    R"({"type":"turn.end"})",
    R"({"type":"challenge.claim","slot":2})",
    R"({"type":"card.play","card":"deryn-longshot"})",
    R"({"type":"move","to":[0,-2]})",
    R"({"type":"attack","targets":["dan:tzu-xiao"]})",
};

void TestSfbSession::wholeTornadoGameThroughTheLog()
{
    QJsonObject setup = withDefaults(obj(R"({"first_player":"ann","second_player":"ben","deployment":"north","draft":"casual",
        "pool":["goldarr","gwaien","kilgore","deryn","tzu-xiao","dugrun","goldarr","deryn"]})"));
    auto initial = newSession(sfbGame(), QJsonArray{kAnn, kBen, QStringLiteral("cid"), QStringLiteral("dan")}, setup, 7);
    QVERIFY(initial.ok());
    Table t(initial.value());
    SfbTable table = t.table();
    QVERIFY(table.tornado);
    QCOMPARE(table.order, (QStringList{kAnn, kBen, QStringLiteral("cid"), QStringLiteral("dan")}));
    QCOMPARE(table.sides[0].id, QStringLiteral("team-1"));
    QCOMPARE(t.state().entity(QStringLiteral("team-1"))->name, QStringLiteral("ann & cid"));
    QCOMPARE(table.track.slots, (std::vector<int>{0, 0, 1, 2, 1}));

    int failedAt = -1;
    QVERIFY2(playAll(t, std::vector<const char *>(kTornado.begin(), kTornado.begin() + 7), &failedAt),
             qPrintable(QStringLiteral("refused at %1").arg(failedAt)));
    // One team never fields the same champion twice.
    EXPECT_INVALID(t, R"({"type":"draft.pick","champion":"goldarr"})", "sfb.not_available", "drafting");
    QVERIFY2(playAll(t, std::vector<const char *>(kTornado.begin() + 7, kTornado.begin() + 21), &failedAt),
             qPrintable(QStringLiteral("refused at %1").arg(7 + failedAt)));
    QCOMPARE(t.counter(QStringLiteral("cid"), QStringLiteral("hand")), 4);
    QCOMPARE(t.counter(QStringLiteral("cid"), QStringLiteral("deck")), 8);
    QCOMPARE(t.table().phase, SfbPhase::Activation);
    // A player activates only their own champions, and never targets a teammate's.
    EXPECT_INVALID(t, R"({"type":"card.play","card":"kilgore-cleave"})", "sfb.not_your_champion", "activation");
    ACT(t, R"({"type":"champion.place","champion":"cid:deryn","at":[2,-2]})");
    ACT(t, R"({"type":"card.play","card":"gwaien-fireball"})");
    EXPECT_INVALID(t, R"({"type":"attack","targets":["cid:deryn"]})", "sfb.target.not_enemy", "targeting");
    QVERIFY(t.undo());
    QVERIFY(t.undo());
    QVERIFY2(playAll(t, std::vector<const char *>(kTornado.begin() + 21, kTornado.begin() + 36), &failedAt),
             qPrintable(QStringLiteral("refused at %1").arg(21 + failedAt)));
    // Two Challenges arrive each round, two slots further along.
    const SfbTrack track = t.table().track;
    QCOMPARE(track.cards[4]->name, QStringLiteral("Spotlight"));
    QCOMPARE(track.cards[3]->name, QStringLiteral("Brawl Royale"));
    QCOMPARE(track.cards[2]->name, QStringLiteral("Arena Masters"));
    QCOMPARE(track.cards[1]->name, QStringLiteral("Centre Stage"));
    QCOMPARE(track.cards[0]->name, QStringLiteral("King of the Hill"));
    QCOMPARE(t.table().round, 2);

    QVERIFY2(playAll(t, std::vector<const char *>(kTornado.begin() + 36, kTornado.end()), &failedAt),
             qPrintable(QStringLiteral("refused at %1").arg(36 + failedAt)));
    // The team's VP: 2 + 1 + 2 + 1 from Challenges and Tzu Xiao taken out (2 + 2 + 2 + 2 of 8).
    QCOMPARE(t.table().phase, SfbPhase::Over);
    QCOMPARE(t.table().winner, QStringLiteral("team-1"));
    QCOMPARE(t.counter(QStringLiteral("team-1"), QStringLiteral("vp")), 7);
    QCOMPARE(t.counter(QStringLiteral("team-2"), QStringLiteral("vp")), 1);
    QVERIFY(!t.at(QStringLiteral("dan:tzu-xiao")));
    QCOMPARE(t.counter(QStringLiteral("cid:deryn"), QStringLiteral("levelled")), 1);
    QCOMPARE(t.counter(QStringLiteral("ann:gwaien"), QStringLiteral("damage")), 1); // Bulwark: 3 - 2
    QVERIFY(t.eventTexts().contains(QStringLiteral("ann & cid wins with 7 VP.")));
    checkPersistenceAndUndo(t, obj(kTornado.back()));
}

void TestSfbSession::reachAndTargetQueries()
{
    Table t(newDuel());
    QVERIFY(readyDuel(t));
    ACT(t, R"({"type":"champion.place","champion":"ben:deryn","at":[0,-3]})");
    const SfbArena arena = t.arena();
    const int goldarr = arena.index(QStringLiteral("ann:goldarr"));
    const std::vector<SfbHexVerdict> verdicts = sfbMoveVerdicts(arena, goldarr, 3, MoveMode::Walk);
    QCOMPARE(verdicts.size(), arena.board.hexes().size());
    const auto verdictAt = [&](Hex h) {
        return std::find_if(verdicts.begin(), verdicts.end(), [&](const SfbHexVerdict &v) { return v.at == h; })->verdict;
    };
    QCOMPARE(verdictAt({1, -4}), SfbMoveVerdict::OwnHex);
    QCOMPARE(verdictAt({2, -4}), SfbMoveVerdict::Ally);
    QCOMPARE(verdictAt({0, -3}), SfbMoveVerdict::Enemy);
    QCOMPARE(verdictAt({1, -2}), SfbMoveVerdict::Statue);
    QCOMPARE(verdictAt({1, 0}), SfbMoveVerdict::TooFar);
    QCOMPARE(verdictAt({-1, -3}), SfbMoveVerdict::Legal); // round the enemy: 3 hexes
    QCOMPARE(verdictAt({4, -4}), SfbMoveVerdict::Legal); // through Gwaien and Kilgore
    // The legal hexes are exactly hex.h's reach.
    std::vector<Hex> legal;
    for (const SfbHexVerdict &v : verdicts)
        if (v.verdict == SfbMoveVerdict::Legal)
            legal.push_back(v.at);
    const SfbArenaChampion &g = arena.champions[static_cast<std::size_t>(goldarr)];
    QCOMPARE(legal, reach(arena.board, arena.pieces, Piece{g.id, g.at, arena.sideIds[0]}, 3, MoveMode::Walk));
    QCOMPARE(sfbMoveVerdictCode(SfbMoveVerdict::Ally), QStringLiteral("sfb.move.ally"));
    QCOMPARE(renderEnglish(sfbMoveVerdictPhrase(arena, goldarr, 3, Hex{2, -4}, SfbMoveVerdict::Ally)),
             QStringLiteral("An ally stands on the hex of Gwaien: Gold'arr may pass through it but not stop there."));
    // Dash 2 (the rulebook's example): only along the six rows.
    const std::vector<SfbHexVerdict> dash = sfbMoveVerdicts(arena, goldarr, 2, MoveMode::Dash);
    for (const SfbHexVerdict &v : dash) {
        if (v.verdict == SfbMoveVerdict::Legal) {
            QVERIFY(onSameRow(g.at, v.at));
            QVERIFY(distance(g.at, v.at) <= 2);
        }
    }
    QCOMPARE(std::find_if(dash.begin(), dash.end(), [](const SfbHexVerdict &v) { return v.at == Hex{0, -2}; })->verdict,
             SfbMoveVerdict::NotInRow);
    // A swoop flies over the statue on [1,-2] that stops a dash along the same row.
    const auto verdictIn = [](const std::vector<SfbHexVerdict> &list, Hex h) {
        return std::find_if(list.begin(), list.end(), [&](const SfbHexVerdict &v) { return v.at == h; })->verdict;
    };
    QCOMPARE(verdictIn(sfbMoveVerdicts(arena, goldarr, 3, MoveMode::Dash), Hex{1, -1}), SfbMoveVerdict::PathBlocked);
    QCOMPARE(verdictIn(sfbMoveVerdicts(arena, goldarr, 3, MoveMode::Swoop), Hex{1, -1}), SfbMoveVerdict::Legal);
    QCOMPARE(verdictIn(sfbMoveVerdicts(arena, goldarr, 3, MoveMode::Swoop), Hex{0, -2}), SfbMoveVerdict::NotInRow);
    QCOMPARE(sfbMovePath(arena, goldarr, 3, MoveMode::Swoop, Hex{1, -1}), (std::vector<Hex>{{1, -3}, {1, -2}, {1, -1}}));

    // From the Gate: the first hex is one of the side's deployment hexes.
    ACT(t, R"({"type":"champion.place","champion":"ann:goldarr","gate":true})");
    const SfbArena gate = t.arena();
    std::vector<Hex> fromGate;
    for (const SfbHexVerdict &v : sfbMoveVerdicts(gate, goldarr, 1, MoveMode::Walk))
        if (v.verdict == SfbMoveVerdict::Legal)
            fromGate.push_back(v.at);
    QCOMPARE(fromGate, (std::vector<Hex>{{0, -4}, {1, -4}, {4, -4}}));

    // Targets of Fireball from Gwaien, with the reason for each champion.
    const SfbContent content = sfbContentFrom(shippedContent()).value();
    ACT(t, R"({"type":"champion.place","champion":"ben:dugrun","at":[2,-1]})");
    ACT(t, R"({"type":"champion.place","champion":"ben:deryn","at":[2,-3]})");
    const SfbArena shots = t.arena();
    const int gwaien = shots.index(QStringLiteral("ann:gwaien"));
    std::map<QString, SfbTargetVerdict> byId;
    for (const SfbTargetOption &o : sfbTargetVerdicts(shots, gwaien, *content.card(QStringLiteral("gwaien-fireball"))))
        byId[shots.champions[static_cast<std::size_t>(o.champion)].id] = o.verdict;
    QCOMPARE(byId.size(), std::size_t{5});
    QCOMPARE(byId[QStringLiteral("ann:goldarr")], SfbTargetVerdict::OnGate);
    QCOMPARE(byId[QStringLiteral("ann:kilgore")], SfbTargetVerdict::NotEnemy);
    QCOMPARE(byId[QStringLiteral("ben:dugrun")], SfbTargetVerdict::Legal);
    QCOMPARE(byId[QStringLiteral("ben:deryn")], SfbTargetVerdict::TooClose);
    QCOMPARE(byId[QStringLiteral("ben:tzu-xiao")], SfbTargetVerdict::TooFar);

    // The AoE in its six orientations.
    QCOMPARE(sfbRotate(Hex{1, 0}, 1), (Hex{1, -1}));
    QCOMPARE(sfbRotate(Hex{1, 0}, 6), (Hex{1, 0}));
    QCOMPARE(sfbRotate(Hex{0, 1}, 1), (Hex{1, 0}));
    const int kilgore = shots.index(QStringLiteral("ann:kilgore"));
    const std::vector<SfbAreaOption> areas = sfbAreaOptions(shots, kilgore, *content.card(QStringLiteral("kilgore-cleave")));
    QCOMPARE(areas.size(), std::size_t{6});
    QCOMPARE(areas[0].hexes, (std::vector<Hex>{{3, -3}, {4, -4}})); // [4,-5] is off the board
    QVERIFY(areas[0].hit.empty());
    QVERIFY(!areas[0].legal);
}

void TestSfbSession::queriesOnTheDefaultBoard()
{
    // Mid-game positions on the shipped board; the view asks these on every tap.
    Table t(newDuel());
    QVERIFY(readyDuel(t));
    ACT(t, R"({"type":"champion.place","champion":"ann:goldarr","at":[0,-1]})");
    ACT(t, R"({"type":"champion.place","champion":"ann:kilgore","at":[1,0]})");
    ACT(t, R"({"type":"champion.place","champion":"ben:tzu-xiao","at":[0,1]})");
    ACT(t, R"({"type":"champion.place","champion":"ben:dugrun","at":[-1,1]})");
    ACT(t, R"({"type":"champion.place","champion":"ben:deryn","at":[2,-2]})");
    const SfbArena arena = t.arena();
    ACT(t, R"({"type":"champion.place","champion":"ben:deryn","gate":true})");
    const SfbArena gate = t.arena();
    const int deryn = gate.index(QStringLiteral("ben:deryn"));
    const SfbContent content = sfbContentFrom(shippedContent()).value();
    const SfbCard &fireball = *content.card(QStringLiteral("gwaien-fireball"));
    const SfbCard &challenge = *content.card(QStringLiteral("tzu-xiao-challenge-attack"));
    const SfbCard &cleave = *content.card(QStringLiteral("kilgore-cleave"));
    const int goldarr = arena.index(QStringLiteral("ann:goldarr"));
    const int gwaien = arena.index(QStringLiteral("ann:gwaien"));
    const int tzu = arena.index(QStringLiteral("ben:tzu-xiao"));
    const int kilgore = arena.index(QStringLiteral("ann:kilgore"));
    std::vector<SfbHexVerdict> hexes;
    std::vector<SfbTargetOption> targets;

    struct Query {
        const char *name;
        std::function<void()> run;
        int maxAllocations;
    };
    const std::vector<Query> queries{
        // Most of the movement queries' allocations are hex.h's reach() building its answer.
        {"walk 4", [&] { sfbMoveVerdictsInto(arena, goldarr, 4, MoveMode::Walk, hexes); }, 12},
        {"dash 3", [&] { sfbMoveVerdictsInto(arena, goldarr, 3, MoveMode::Dash, hexes); }, 10},
        {"jump 3", [&] { sfbMoveVerdictsInto(arena, gwaien, 3, MoveMode::Jump, hexes); }, 18},
        {"walk 3 from the Gate", [&] { sfbMoveVerdictsInto(gate, deryn, 3, MoveMode::Walk, hexes); }, 50},
        {"indirect targets", [&] { sfbTargetVerdictsInto(arena, gwaien, fireball, targets); }, 0},
        {"direct targets", [&] { sfbTargetVerdictsInto(arena, tzu, challenge, targets); }, 0},
        {"aoe targets", [&] { sfbTargetVerdictsInto(arena, kilgore, cleave, targets); }, 0},
    };
    for (const Query &query : queries) {
        query.run(); // warm the buffers
        g_allocations = 0;
        g_countAllocations = true;
        query.run();
        g_countAllocations = false;
        QVERIFY2(g_allocations <= query.maxAllocations,
                 qPrintable(QStringLiteral("%1 allocates %2 times").arg(QLatin1String(query.name)).arg(g_allocations.load())));
        constexpr int repeats = 2000;
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < repeats; ++i)
            query.run();
        // Reported, not asserted: timing depends on the machine and the build type.
        qInfo("%s: %.2f us per query (%d allocations)", query.name, double(timer.nsecsElapsed()) / repeats / 1000.0,
              g_allocations.load());
    }
    sfbMoveVerdictsInto(arena, goldarr, 4, MoveMode::Walk, hexes);
    QCOMPARE(hexes.size(), std::size_t{61});
    sfbTargetVerdictsInto(arena, tzu, challenge, targets);
    QCOMPARE(targets.size(), std::size_t{5});
    sfbTargetVerdictsInto(arena, kilgore, cleave, targets);
    const auto verdictOf = [&](const QString &id) {
        return std::find_if(targets.begin(), targets.end(), [&](const SfbTargetOption &o) { return o.champion == arena.index(id); })
            ->verdict;
    };
    QCOMPARE(verdictOf(QStringLiteral("ben:tzu-xiao")), SfbTargetVerdict::Legal); // adjacent to Kilgore on [1,0]
    QCOMPARE(verdictOf(QStringLiteral("ben:deryn")), SfbTargetVerdict::OutsideArea);
    QCOMPARE(verdictOf(QStringLiteral("ann:goldarr")), SfbTargetVerdict::NotEnemy);
}

void TestSfbSession::rulebookExamples()
{
    Table t(newDuel());
    QVERIFY(readyDuel(t));
    // A 7 hitpoint champion is Bloodied at 3 hitpoints left or fewer: Longshot's 3 on 0 is not, on 1 it is.
    ACT(t, R"({"type":"turn.end"})");
    ACT(t, R"({"type":"champion.place","champion":"ann:gwaien","at":[-1,0]})");
    ACT(t, R"({"type":"card.play","card":"deryn-longshot"})");
    ACT(t, R"({"type":"move","to":[-3,3]})");
    ACT(t, R"({"type":"attack","targets":["ann:gwaien"]})");
    const auto damaged = [&] {
        return std::find_if(t.events().begin(), t.events().end(), [](const Event &e) { return e.type == QStringLiteral("sfb.damaged"); })
            ->data;
    };
    QCOMPARE(damaged().value(QStringLiteral("damage")).toInt(), 3);
    QCOMPARE(damaged().value(QStringLiteral("bloodied")).toBool(), false);
    ACT(t, R"({"type":"counter.set","entity":"ann:gwaien","counter":"damage","value":1})");
    ACT(t, R"({"type":"turn.end"})");
    ACT(t, R"({"type":"track.advance","drawn":["First Blood"]})");
    ACT(t, R"({"type":"turn.end"})");
    ACT(t, R"({"type":"card.play","card":"deryn-longshot"})");
    ACT(t, R"({"type":"attack","targets":["ann:gwaien"]})");
    QCOMPARE(damaged().value(QStringLiteral("damage")).toInt(), 4);
    QCOMPARE(damaged().value(QStringLiteral("bloodied")).toBool(), true);

    // Tzu Xiao's skill declares three targets in melee range, turned the way his player likes;
    // a skill's damage ignores defence.
    Table w(newDuel());
    QVERIFY(readyDuel(w));
    ACT(w, R"({"type":"turn.end"})");
    ACT(w, R"({"type":"champion.place","champion":"ben:tzu-xiao","at":[1,0]})");
    ACT(w, R"({"type":"champion.place","champion":"ann:goldarr","at":[1,-1]})");
    ACT(w, R"({"type":"champion.place","champion":"ann:kilgore","at":[0,0]})");
    ACT(w, R"({"type":"champion.place","champion":"ann:gwaien","at":[0,1]})");
    ACT(w, R"({"type":"card.play","card":"tzu-xiao-jade-whirl"})");
    ACT(w, R"({"type":"skill","orientation":3})");
    for (const char *id : {"ann:goldarr", "ann:kilgore", "ann:gwaien"})
        QCOMPARE(w.counter(QLatin1String(id), QStringLiteral("damage")), 2);
}

QTEST_APPLESS_MAIN(TestSfbSession)
#include "tst_super_fantasy_brawl_session.moc"
