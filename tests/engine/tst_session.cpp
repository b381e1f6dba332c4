#include "core/session.h"
#include "core/session_log.h"
#include "core/session_replay.h"
#include "core/session_story.h"

#ifndef ARBITER_SOURCE_DIR
#define ARBITER_SOURCE_DIR "/work/main"
#endif

#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace arbiter;

namespace {

QJsonObject adjust(const QString &entity, const QString &counter, int delta)
{
    return {{QStringLiteral("type"), QStringLiteral("counter.adjust")},
            {QStringLiteral("entity"), entity},
            {QStringLiteral("counter"), counter},
            {QStringLiteral("delta"), delta}};
}

QJsonObject rollAction(const QString &dice)
{
    return {{QStringLiteral("type"), QStringLiteral("dice.roll")}, {QStringLiteral("dice"), dice}};
}

const GameDefinition &theosis()
{
    return *findGame(QStringLiteral("theosis"));
}

// Theosis with its shipped pack and every other setup choice left to its
// defaults: the generic actions below must work beside a game's own rules.
QJsonObject theosisSetup()
{
    static const QJsonObject setup = [] {
        QFile file(QStringLiteral(ARBITER_SOURCE_DIR "/resources/content/theosis.json"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("the shipped Theosis pack is missing");
        return QJsonObject{{QStringLiteral("content"), QJsonDocument::fromJson(file.readAll()).object()}};
    }();
    return setup;
}

SessionState twoPlayers(std::uint64_t seed = 7)
{
    auto state = newSession(theosis(), QJsonArray{QStringLiteral("ann"), QJsonObject{{QStringLiteral("id"), QStringLiteral("ben")}, {QStringLiteral("name"), QStringLiteral("Ben")}}},
                            theosisSetup(), seed);
    Q_ASSERT(state.ok());
    return state.value();
}

// Applies through the log the way the app does: compute, then accept.
void accept(SessionLog &log, RecordKind kind, const QJsonObject &action = {})
{
    Result<Transition> outcome = kind == RecordKind::Action ? log.tryApply(action)
                                 : kind == RecordKind::Undo ? log.tryUndo()
                                                            : log.tryRedo();
    QVERIFY2(outcome.ok(), qPrintable(outcome.ok() ? QString() : renderEnglish(outcome.error().message)));
    log.accept(Record{log.nextSeq(), kind,
                      kind == RecordKind::Action ? QJsonDocument(action).toJson(QJsonDocument::Compact) : QByteArray{}},
               outcome.value());
}

QByteArray fingerprint(const SessionState &state)
{
    return QJsonDocument(toJson(state)).toJson(QJsonDocument::Compact);
}


FigureStanding figure(const QString &id, const char *sideName, int health, int maxHealth, bool out = false)
{
    const QString side = QString::fromLatin1(sideName);
    FigureStanding f;
    f.id = id;
    f.name = id;
    f.player = side;
    f.side = side;
    f.character = id;
    f.health = health;
    f.maxHealth = maxHealth;
    f.out = out;
    return f;
}

Standing duelStanding(int round, const QString &acting, std::vector<FigureStanding> figures, int annVp, int benVp)
{
    Standing s;
    s.round = round;
    s.actingFigure = acting;
    s.actingPlayer = acting.left(3);
    s.sides = {SideStanding{QStringLiteral("ann"), {QStringLiteral("ann")}}, SideStanding{QStringLiteral("ben"), {QStringLiteral("ben")}}};
    s.figures = std::move(figures);
    s.tracks = {TrackStanding{QStringLiteral("vp"), phrase("VP"), QStringLiteral("ann"), annVp},
                TrackStanding{QStringLiteral("vp"), phrase("VP"), QStringLiteral("ben"), benVp}};
    return s;
}

QJsonObject physicalRoll(const QString &dice, const QJsonArray &faces)
{
    return {{QStringLiteral("type"), QStringLiteral("dice.roll")}, {QStringLiteral("dice"), dice}, {QStringLiteral("faces"), faces}};
}

} // namespace

class TestSession : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void newSessionNormalisesPlayers()
    {
        const SessionState state = twoPlayers();
        // The players come first; the game's own entities (heroes) follow.
        QCOMPARE(std::count_if(state.entities.begin(), state.entities.end(),
                               [](const Entity &e) { return e.kind == QLatin1String("player"); }),
                 2);
        QCOMPARE(state.entities[0].id, QStringLiteral("ann"));
        QCOMPARE(state.entities[1].name, QStringLiteral("Ben"));
        QCOMPARE(state.players.at(0).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("ann"));
    }

    void newSessionRefusesBadPlayers()
    {
        auto duplicate = newSession(theosis(), QJsonArray{QStringLiteral("a"), QStringLiteral("a")}, {}, 1);
        QVERIFY(!duplicate.ok());
        QCOMPARE(duplicate.error().code, QStringLiteral("request.duplicate_id"));
        auto tooFew = newSession(*findGame(QStringLiteral("exiled-legends")), QJsonArray{QStringLiteral("solo")}, {}, 1);
        QVERIFY(!tooFew.ok());
        QCOMPARE(tooFew.error().kind, ErrorKind::InvalidMove);
        QCOMPARE(tooFew.error().rule, QStringLiteral("core.sessions"));
        auto empty = newSession(theosis(), QJsonArray{QStringLiteral("  ")}, {}, 1);
        QVERIFY(!empty.ok());
        QCOMPARE(empty.error().kind, ErrorKind::BadRequest);
    }

    void counterAdjustCreatesAndChanges()
    {
        const SessionState before = twoPlayers();
        auto t = apply(theosis(), before, adjust(QStringLiteral("ann"), QStringLiteral("health"), -2));
        QVERIFY(t.ok());
        QCOMPARE(t->state.entity(QStringLiteral("ann"))->counter(QStringLiteral("health")), std::optional<int>(-2));
        QCOMPARE(t->events.size(), std::size_t{1});
        QCOMPARE(t->events[0].type, QStringLiteral("counter.changed"));
        QCOMPARE(t->events[0].data.value(QStringLiteral("to")).toInt(), -2);
        QCOMPARE(t->state.actionCount, 1);
        // The given state is untouched: apply is a pure function.
        QVERIFY(!before.entity(QStringLiteral("ann"))->counter(QStringLiteral("health")).has_value());
        QCOMPARE(before.actionCount, 0);
    }

    void counterNamesComeFromTheGame()
    {
        const GameDefinition *legends = findGame(QStringLiteral("exiled-legends"));
        QVERIFY(legends);
        QCOMPARE(renderEnglish(counterLabel(legends, QStringLiteral("max_hp"))), QStringLiteral("Maximum HP"));
        QCOMPARE(renderEnglish(counterWord(legends, QStringLiteral("max_hp"))), QStringLiteral("Max HP"));
        // A family of keys: one name, the rest of the key in the label.
        QCOMPARE(renderEnglish(counterLabel(legends, QStringLiteral("bane:night_queen"))), QStringLiteral("Bane tokens (night queen)"));
        QCOMPARE(renderEnglish(counterWord(legends, QStringLiteral("bane:night_queen"))), QStringLiteral("bane tokens"));
        // A counter the table added by hand, or one another game names, reads as keyed.
        QCOMPARE(renderEnglish(counterLabel(legends, QStringLiteral("luck"))), QStringLiteral("luck"));
        QCOMPARE(renderEnglish(counterLabel(legends, QStringLiteral("vp"))), QStringLiteral("vp"));
        QCOMPARE(renderEnglish(counterLabel(findGame(QStringLiteral("super-fantasy-brawl")), QStringLiteral("vp"))),
                 QStringLiteral("Victory points"));
        QCOMPARE(renderEnglish(counterLabel(nullptr, QStringLiteral("vp"))), QStringLiteral("vp"));
        for (const GameDefinition &game : allGames()) {
            QVERIFY2(!game.counterNames.isEmpty(), qPrintable(game.id));
            for (auto name = game.counterNames.cbegin(); name != game.counterNames.cend(); ++name)
                QVERIFY2(*name.value().label && *name.value().word, qPrintable(game.id + u' ' + name.key()));
        }
    }

    void counterSetIsACorrection()
    {
        auto t = apply(theosis(), twoPlayers(),
                       {{QStringLiteral("type"), QStringLiteral("counter.set")},
                        {QStringLiteral("entity"), QStringLiteral("ben")},
                        {QStringLiteral("counter"), QStringLiteral("gold")},
                        {QStringLiteral("value"), 12}});
        QVERIFY(t.ok());
        QCOMPARE(t->state.entity(QStringLiteral("ben"))->counter(QStringLiteral("gold")), std::optional<int>(12));
        QCOMPARE(renderEnglish(t->events[0].text), QStringLiteral("Ben: gold changed from 0 to 12."));
    }

    void refusalsChangeNothingAndNameTheRule()
    {
        const SessionState state = twoPlayers();
        auto unknown = apply(theosis(), state, adjust(QStringLiteral("zed"), QStringLiteral("hp"), 1));
        QVERIFY(!unknown.ok());
        QCOMPARE(unknown.error().kind, ErrorKind::InvalidMove);
        QCOMPARE(unknown.error().code, QStringLiteral("session.unknown_entity"));
        QCOMPARE(unknown.error().rule, QStringLiteral("core.counters"));

        auto zero = apply(theosis(), state, adjust(QStringLiteral("ann"), QStringLiteral("hp"), 0));
        QVERIFY(!zero.ok());
        QCOMPARE(zero.error().kind, ErrorKind::BadRequest);

        auto noType = apply(theosis(), state, {{QStringLiteral("entity"), QStringLiteral("ann")}});
        QVERIFY(!noType.ok());
        QCOMPARE(noType.error().code, QStringLiteral("request.field"));

        auto strange = apply(theosis(), state, {{QStringLiteral("type"), QStringLiteral("fly")}});
        QVERIFY(!strange.ok());
        QCOMPARE(strange.error().code, QStringLiteral("action.unknown"));

        auto badDelta = apply(theosis(), state,
                              {{QStringLiteral("type"), QStringLiteral("counter.adjust")},
                               {QStringLiteral("entity"), QStringLiteral("ann")},
                               {QStringLiteral("counter"), QStringLiteral("hp")},
                               {QStringLiteral("delta"), QStringLiteral("three")}});
        QVERIFY(!badDelta.ok());
        QCOMPARE(badDelta.error().kind, ErrorKind::BadRequest);
    }

    void notesAreKept()
    {
        auto t = apply(theosis(), twoPlayers(), {{QStringLiteral("type"), QStringLiteral("note")}, {QStringLiteral("text"), QStringLiteral("  Ann owes Ben a rematch ")}});
        QVERIFY(t.ok());
        QCOMPARE(t->state.notes, std::vector<QString>{QStringLiteral("Ann owes Ben a rematch")});
        auto empty = apply(theosis(), twoPlayers(), {{QStringLiteral("type"), QStringLiteral("note")}, {QStringLiteral("text"), QStringLiteral("   ")}});
        QVERIFY(!empty.ok());
    }

    void diceInTheStateReplayIdentically()
    {
        const SessionState start = twoPlayers(42);
        auto first = apply(theosis(), start, rollAction(QStringLiteral("3d6")));
        auto again = apply(theosis(), start, rollAction(QStringLiteral("3d6")));
        QVERIFY(first.ok() && again.ok());
        QCOMPARE(first->state.rolls.back().total, again->state.rolls.back().total);
        QVERIFY(!(first->state.rng == start.rng));
        // A different seed draws differently somewhere in ten rolls.
        SessionState a = twoPlayers(1), b = twoPlayers(2);
        bool differs = false;
        for (int i = 0; i < 10; ++i) {
            a = apply(theosis(), a, rollAction(QStringLiteral("1d20"))).value().state;
            b = apply(theosis(), b, rollAction(QStringLiteral("1d20"))).value().state;
            differs = differs || a.rolls.back().total != b.rolls.back().total;
        }
        QVERIFY(differs);
    }

    void physicalDiceAreRecordedAndChecked()
    {
        const SessionState start = twoPlayers();
        QJsonObject action = rollAction(QStringLiteral("2d6+1"));
        action.insert(QStringLiteral("faces"), QJsonArray{4, 6});
        auto t = apply(theosis(), start, action);
        QVERIFY(t.ok());
        QCOMPARE(t->state.rolls.back().total, 11);
        QVERIFY(t->state.rolls.back().physical);
        QVERIFY(t->state.rng == start.rng); // the generator is not touched

        action.insert(QStringLiteral("faces"), QJsonArray{4, 7});
        auto refused = apply(theosis(), start, action);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().rule, QStringLiteral("core.physical-dice"));
    }

    void stateSurvivesJson()
    {
        SessionState state = twoPlayers(99);
        state = apply(theosis(), state, adjust(QStringLiteral("ann"), QStringLiteral("zeal"), 3)).value().state;
        state = apply(theosis(), state, adjust(QStringLiteral("ann"), QStringLiteral("armor"), 1)).value().state;
        state = apply(theosis(), state, rollAction(QStringLiteral("2d6-1d4+2"))).value().state;
        auto back = sessionStateFromJson(toJson(state));
        QVERIFY(back.ok());
        QCOMPARE(fingerprint(back.value()), fingerprint(state));
        QVERIFY(back->rng == state.rng);
        QCOMPARE(back->entity(QStringLiteral("ann"))->counters, state.entity(QStringLiteral("ann"))->counters);
        QVERIFY(!sessionStateFromJson(QJsonObject{{QStringLiteral("game"), QStringLiteral("theosis")}}).ok());
    }

    void undoRedoMoveACursor()
    {
        SessionLog log(theosis(), twoPlayers());
        const QByteArray initial = fingerprint(log.state());
        accept(log, RecordKind::Action, adjust(QStringLiteral("ann"), QStringLiteral("hp"), 5));
        const QByteArray afterOne = fingerprint(log.state());
        accept(log, RecordKind::Action, rollAction(QStringLiteral("1d6")));
        const QByteArray afterTwo = fingerprint(log.state());

        accept(log, RecordKind::Undo);
        QCOMPARE(fingerprint(log.state()), afterOne);
        accept(log, RecordKind::Undo);
        QCOMPARE(fingerprint(log.state()), initial);
        QVERIFY(!log.canUndo());
        QCOMPARE(log.tryUndo().error().code, QStringLiteral("session.nothing_to_undo"));

        accept(log, RecordKind::Redo);
        accept(log, RecordKind::Redo);
        QCOMPARE(fingerprint(log.state()), afterTwo); // the die shows the same face again
        QVERIFY(!log.canRedo());
        QCOMPARE(log.tryRedo().error().rule, QStringLiteral("core.undo"));
        QCOMPARE(log.records().size(), std::size_t{6}); // nothing deleted

        accept(log, RecordKind::Undo);
        accept(log, RecordKind::Action, adjust(QStringLiteral("ben"), QStringLiteral("hp"), 1));
        QVERIFY(!log.canRedo()); // a new action drops the redo list
        QCOMPARE(log.effectiveCount(), 2);
    }

    void replayRebuildsTheSameState()
    {
        SessionLog log(theosis(), twoPlayers(5));
        for (int i = 0; i < 300; ++i) {
            accept(log, RecordKind::Action, i % 3 == 0 ? rollAction(QStringLiteral("2d6"))
                                                       : adjust(QStringLiteral("ann"), QStringLiteral("hp"), i % 2 ? 1 : -1));
            if (i % 50 == 49) {
                accept(log, RecordKind::Undo);
                accept(log, RecordKind::Undo);
                accept(log, RecordKind::Redo);
            }
        }
        const QByteArray expected = fingerprint(log.state());
        auto replayed = SessionLog::replay(theosis(), twoPlayers(5), log.records());
        QVERIFY(replayed.ok());
        QCOMPARE(fingerprint(replayed->state()), expected);
        QCOMPARE(replayed->effectiveCount(), log.effectiveCount());

        // From a snapshot in the middle: the same end state, and undo still
        // reaches back past the snapshot.
        SessionLog partial(theosis(), twoPlayers(5));
        std::vector<Record> head(log.records().begin(), log.records().begin() + 200);
        auto first = SessionLog::replay(theosis(), twoPlayers(5), head);
        QVERIFY(first.ok());
        auto fromSnapshot = SessionLog::replay(theosis(), twoPlayers(5), log.records(),
                                               std::pair<std::int64_t, SessionState>{200, first->state()});
        QVERIFY(fromSnapshot.ok());
        QCOMPARE(fingerprint(fromSnapshot->state()), expected);
        SessionLog resumed = std::move(fromSnapshot).value();
        for (int i = 0; i < 150; ++i)
            accept(resumed, RecordKind::Undo);
        SessionLog reference = std::move(replayed).value();
        for (int i = 0; i < 150; ++i)
            accept(reference, RecordKind::Undo);
        QCOMPARE(fingerprint(resumed.state()), fingerprint(reference.state()));
    }

    // A duel of two figures, counted by hand: annA hits benB for 3, then
    // knocks it out (1 left, ann scores), then benB's return hits annA for 2.
    void storyCreditsDamageAndKnockOutsToTheActingFigure()
    {
        const QString a = QStringLiteral("ann-a");
        const QString b = QStringLiteral("ben-b");
        StoryTeller teller(QStringLiteral("duel"), duelStanding(1, a, {figure(a, "ann", 5, 5), figure(b, "ben", 4, 4)}, 0, 0));
        teller.next(duelStanding(1, a, {figure(a, "ann", 5, 5), figure(b, "ben", 1, 4)}, 0, 0), nullptr, 0);
        teller.next(duelStanding(2, b, {figure(a, "ann", 5, 5), figure(b, "ben", 4, 4, true)}, 1, 0), nullptr, 0);
        teller.next(duelStanding(2, b, {figure(a, "ann", 5, 5), figure(b, "ben", 4, 4)}, 1, 0), nullptr, 0); // back from out
        Standing last = duelStanding(2, b, {figure(a, "ann", 3, 5), figure(b, "ben", 4, 4)}, 1, 0);
        last.over = true;
        last.winners = {QStringLiteral("ann")};
        teller.next(last, nullptr, 0);
        const SessionStory story = std::move(teller).finish();

        QCOMPARE(story.actions, 4);
        QCOMPARE(story.rounds, (std::vector<int>{0, 1, 2}));
        QCOMPARE(story.lastRound(), 2);
        QVERIFY(story.over);
        QCOMPARE(story.winners, QStringList{QStringLiteral("ann")});
        QCOMPARE(story.figures.size(), std::size_t{2});
        const FigureStory &fa = story.figures[0];
        const FigureStory &fb = story.figures[1];
        QCOMPARE(fa.damageDealt, 4); // 3, then the 1 left at the knock-out
        QCOMPARE(fa.knockOuts, 1);
        QCOMPARE(fa.damageTaken, 2);
        QCOMPARE(fb.damageTaken, 4);
        QCOMPARE(fb.knockedOut, 1);
        QCOMPARE(fb.damageDealt, 2);
        QCOMPARE(fb.knockOuts, 0);
        QCOMPARE(fa.healthByRound, (std::vector<std::optional<int>>{5, 5, 3}));
        QCOMPARE(fb.healthByRound, (std::vector<std::optional<int>>{4, 1, 4}));
        QCOMPARE(story.tracks.size(), std::size_t{2});
        QCOMPARE(story.tracks[0].byRound, (std::vector<std::optional<int>>{0, 0, 1}));
        QCOMPARE(story.tracks[0].last, 1);
        // Biggest first; equal swings in the order they happened.
        QCOMPARE(story.swings.size(), std::size_t{4});
        QCOMPARE(story.swings[0].subject, b);
        QCOMPARE(story.swings[0].size(), 3);
        QCOMPARE(story.swings[1].subject, a);
        QCOMPARE(story.swings[1].action, 4);
        QCOMPARE(story.swings[2].subject, b); // the knock-out, 1 to 0
        QCOMPARE(story.swings[2].to, 0);
        QCOMPARE(story.swings[3].kind, Swing::Kind::Track);
        QCOMPARE(story.swings[3].side, QStringLiteral("ann"));
        QCOMPARE(story.swings[3].round, 1);
    }

    // A Reaction: annA attacks and takes 2 back from benB's event; the
    // event's credit goes to benB, not to the acting annA.
    void storyCreditsTheFigureTheEventsName()
    {
        const QString a = QStringLiteral("ann-a");
        const QString b = QStringLiteral("ben-b");
        const auto credit = [](const Event &e) -> std::optional<DamageCredit> {
            if (e.type != QLatin1String("hit"))
                return std::nullopt;
            return DamageCredit{e.data.value(QStringLiteral("victim")).toString(), e.data.value(QStringLiteral("by")).toString(),
                                e.data.value(QStringLiteral("amount")).toInt()};
        };
        StoryTeller teller(QStringLiteral("duel"), duelStanding(1, a, {figure(a, "ann", 5, 5), figure(b, "ben", 4, 4)}, 0, 0), credit);
        const std::vector<Event> events{
            Event{QStringLiteral("hit"), {{QStringLiteral("victim"), a}, {QStringLiteral("by"), b}, {QStringLiteral("amount"), 2}}, {}},
            Event{QStringLiteral("other"), {}, {}}};
        teller.next(duelStanding(1, a, {figure(a, "ann", 3, 5), figure(b, "ben", 1, 4)}, 0, 0), nullptr, 0, events);
        // A knock-out with 1 left after an event crediting only 0: the rest
        // and the knock-out go to the one it names.
        const std::vector<Event> finish{
            Event{QStringLiteral("hit"), {{QStringLiteral("victim"), b}, {QStringLiteral("by"), a}, {QStringLiteral("amount"), 0}}, {}}};
        teller.next(duelStanding(1, b, {figure(a, "ann", 3, 5), figure(b, "ben", 4, 4, true)}, 0, 0), nullptr, 0, finish);
        const SessionStory story = std::move(teller).finish();
        QCOMPARE(story.figures[0].damageDealt, 4); // 3 as the acting figure, 1 at the knock-out
        QCOMPARE(story.figures[0].knockOuts, 1);
        QCOMPARE(story.figures[1].damageDealt, 2);
        QCOMPARE(story.figures[0].damageTaken, 2);
    }

    void storyKeepsOnlyTheBiggestSwings()
    {
        const QString a = QStringLiteral("ann-a");
        StoryTeller teller(QStringLiteral("duel"), duelStanding(1, {}, {figure(a, "ann", 20, 20)}, 0, 0));
        for (int drop : {1, 6, 2, 6, 3, 4, 1})
            teller.next(duelStanding(1, {}, {figure(a, "ann", 20 - drop, 20)}, 0, 0), nullptr, 0),
                teller.next(duelStanding(1, {}, {figure(a, "ann", 20, 20)}, 0, 0), nullptr, 0);
        const SessionStory story = std::move(teller).finish();
        QCOMPARE(story.swings.size(), kSwingsTold);
        std::vector<int> sizes;
        for (const Swing &sw : story.swings)
            sizes.push_back(sw.size());
        QCOMPARE(sizes, (std::vector<int>{6, 6, 6, 6, 4}));
        QCOMPARE(story.swings[0].action, 3); // the first 6 lost, then healed
        QCOMPARE(story.figures[0].damageTaken, 23); // nobody acting: taken, dealt by none
        QCOMPARE(story.figures[0].damageDealt, 0);
    }

    void storyTellsEveryRollWithItsExactOdds()
    {
        const std::vector<QJsonObject> actions{physicalRoll(QStringLiteral("1d6"), {6}),
                                               rollAction(QStringLiteral("2d6")),
                                               physicalRoll(QStringLiteral("2d6"), {1, 1})};
        const SessionState initial = twoPlayers();
        auto story = tellStory(theosis(), initial, actions);
        QVERIFY(story.ok());
        QCOMPARE(story->actions, 3);
        QCOMPARE(story->rolls.size(), std::size_t{3});
        const RollStory &six = story->rolls[0];
        QCOMPARE(six.notation, QStringLiteral("1d6"));
        QCOMPARE(six.total, 6);
        QVERIFY(six.physical);
        QCOMPARE(six.action, 1);
        QVERIFY(six.odds && six.odds->below == Rational(5, 6));
        QVERIFY(!story->rolls[1].physical);
        QVERIFY(story->rolls[2].odds && story->rolls[2].odds->below == Rational(0) &&
                story->rolls[2].odds->equal == Rational(1, 36));
        // Every roll is the initiative holder's before the game starts.
        QCOMPARE(story->luck.size(), std::size_t{1});
        const PlayerLuck &luck = story->luck[0];
        QCOMPARE(luck.player, QStringLiteral("ann"));
        QCOMPARE(luck.luck.rolls, 3);
        QCOMPARE(luck.physicalRolls, 2);
        QCOMPARE(luck.luck.total, 8 + story->rolls[1].total);
        // The JSON carries the exact fractions.
        const QJsonObject json = toJson(story.value());
        QCOMPARE(json.value(QStringLiteral("rolls")).toArray().at(0).toObject().value(QStringLiteral("below")).toString(),
                 QStringLiteral("5/6"));
        QCOMPARE(json.value(QStringLiteral("game")).toString(), QStringLiteral("theosis"));
    }

    void storyRefusesALogThatNoLongerApplies()
    {
        auto story = tellStory(theosis(), twoPlayers(), {QJsonObject{{QStringLiteral("type"), QStringLiteral("no.such")}}});
        QVERIFY(!story.ok());
    }

    void replayReachesEveryStepAsTheFoldDoes()
    {
        const SessionState initial = twoPlayers();
        std::vector<QJsonObject> actions;
        for (int i = 0; i < 100; ++i)
            actions.push_back(i % 7 == 3 ? rollAction(QStringLiteral("1d20")) : adjust(QStringLiteral("ann"), QStringLiteral("tally"), i % 5 - 2 == 0 ? 3 : i % 5 - 2));
        auto replay = SessionReplay::fold(theosis(), initial, actions);
        QVERIFY2(replay.ok(), qPrintable(replay.ok() ? QString() : renderEnglish(replay.error().message)));
        QCOMPARE(replay->steps(), 100);
        SessionState folded = initial;
        for (int step = 0; step <= 100; ++step) {
            if (step > 0)
                folded = apply(theosis(), folded, actions[static_cast<std::size_t>(step - 1)]).value().state;
            if (step % 9 == 0 || step == 31 || step == 32 || step == 33 || step == 100) {
                auto at = replay->stateAt(step);
                QVERIFY(at.ok());
                QCOMPARE(fingerprint(at.value()), fingerprint(folded));
            }
        }
        QCOMPARE(fingerprint(replay->stateAt(500).value()), fingerprint(folded)); // clamped
        QCOMPARE(fingerprint(replay->stateAt(-3).value()), fingerprint(initial));
        QCOMPARE(replay->action(4), actions[3]);
    }

    void replayRejectsABrokenLog()
    {
        std::vector<Record> records{Record{1, RecordKind::Undo, {}}};
        QVERIFY(!SessionLog::replay(theosis(), twoPlayers(), records).ok());
        std::vector<Record> garbage{Record{1, RecordKind::Action, QByteArrayLiteral("{not json")}};
        auto outcome = SessionLog::replay(theosis(), twoPlayers(), garbage);
        QVERIFY(!outcome.ok());
        QCOMPARE(outcome.error().code, QStringLiteral("session.replay_failed"));
    }
};

QTEST_APPLESS_MAIN(TestSession)
#include "tst_session.moc"
