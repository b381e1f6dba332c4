#include "games/exiled_legends/el_flow.h"

#include "games/exiled_legends/el_abilities.h"
#include "games/exiled_legends/el_checks.h"
#include "games/exiled_legends/el_destruction.h"
#include "games/exiled_legends/el_effects.h"

namespace arbiter::exiled_legends {

namespace {

void enterPhase(Table &table, Phase phase)
{
    TurnData &turn = table.data().turn;
    turn.phase = phase;
    turn.byHand.clear();
    table.event(QStringLiteral("phase.changed"), {{QStringLiteral("player"), turn.player}, {QStringLiteral("phase"), phaseName(phase)}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1's %2 phase."), table.nameOf(turn.player), phaseName(phase)));
}

// The Beginning phase: Myth Points back to 2 if any were spent since this
// player's last turn began, and what the start of the turn brings to mind.
void beginTurn(Table &table)
{
    GameData &data = table.data();
    TurnData &turn = data.turn;
    turn.used.clear();
    turn.attacked = false;
    turn.lastAttack.reset();
    turn.reminders.clear();
    turn.baneReminders.clear();
    table.event(QStringLiteral("turn.started"), {{QStringLiteral("player"), turn.player}, {QStringLiteral("round"), data.round}},
                phrase(QT_TRANSLATE_NOOP("Engine", "Round %1: %2's turn begins."), data.round, table.nameOf(turn.player)));
    enterPhase(table, Phase::Beginning);

    PlayerData &p = table.player(turn.player);
    if (p.spentMp) {
        table.setCounter(turn.player, counters::kMythPoints, kStartingMythPoints);
        table.event(QStringLiteral("mp.refreshed"), {{QStringLiteral("player"), turn.player}, {QStringLiteral("mp"), kStartingMythPoints}},
                    phrase(QT_TRANSLATE_NOOP("Engine", "%1's Myth Points are refreshed to %2."), table.nameOf(turn.player),
                           kStartingMythPoints));
    }
    p.spentMp = false;

    turn.reminders = triggeredAbilities(table, turn.player, [](Trigger t) { return t == Trigger::TurnStart; });
    for (const QString &hero : table.heroesInPlay(turn.player))
        for (const QString &legendId : table.legendsInGame()) {
            const LegendCard *legend = table.content().legend(legendId);
            if (legend && legend->bane.timing == BaneTiming::TurnStart && table.counter(hero, counters::bane(legendId)) > 0)
                turn.baneReminders.push_back({hero, legendId});
        }
    if (!turn.reminders.empty() || !turn.baneReminders.empty())
        table.event(QStringLiteral("turn.reminders"),
                    {{QStringLiteral("abilities"), static_cast<int>(turn.reminders.size())},
                     {QStringLiteral("banes"), static_cast<int>(turn.baneReminders.size())}},
                    phrase(QT_TRANSLATE_NOOP("Engine", "Start of turn: %1 abilities and %2 bane tokens may take effect now."),
                           static_cast<int>(turn.reminders.size()), static_cast<int>(turn.baneReminders.size())));
}

void startRound(Table &table, const QString &player)
{
    GameData &data = table.data();
    ++data.round;
    data.turn.player = player;
    data.turn.used.clear();
    data.turn.reminders.clear();
    data.turn.baneReminders.clear();
    data.turn.attacked = false;
    data.turn.lastAttack.reset();
    data.turn.phase = Phase::Sphere;
    table.event(QStringLiteral("round.started"), {{QStringLiteral("round"), data.round}, {QStringLiteral("player"), player}},
                phrase(QT_TRANSLATE_NOOP("Engine", "Round %1 begins: %2 flips a Sphere card."), data.round,
                       table.nameOf(player)));
}

// The current turn is over: temporary changes end, and play passes on in
// turn order; passing the last player in the order starts a new round.
void passTurn(Table &table)
{
    GameData &data = table.data();
    const QString current = data.turn.player;
    table.event(QStringLiteral("turn.ended"), {{QStringLiteral("player"), current}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1's turn ends."), table.nameOf(current)));
    // A draw is corrected in the turn it happened; the next one starts clean.
    for (const QString &id : table.seating())
        table.player(id).drawn.clear();
    expireTemporaries(table, current);
    destroyDefeated(table);
    if (data.stage == Stage::Over)
        return;
    const qsizetype at = data.order.indexOf(current);
    for (qsizetype step = 1; step <= data.order.size(); ++step) {
        const qsizetype next = (at + step) % data.order.size();
        const QString candidate = data.order.at(next);
        if (table.player(candidate).out)
            continue;
        if (next <= at) {
            startRound(table, candidate);
        } else {
            data.turn.player = candidate;
            beginTurn(table);
        }
        return;
    }
}

} // namespace

void startFirstRound(Table &table)
{
    table.data().stage = Stage::Play;
    table.event(QStringLiteral("game.started"), {{QStringLiteral("order"), QJsonArray::fromStringList(table.data().order)}},
                phrase(QT_TRANSLATE_NOOP("Engine", "The game begins; %1 goes first."), table.nameOf(table.data().order.front())));
    startRound(table, table.data().order.front());
}

Status maySphereFlip(const Table &table)
{
    if (Status playing = requirePlaying(table); !playing)
        return playing;
    if (Status noChoice = requireNoChoicePending(table); !noChoice)
        return noChoice;
    if (table.data().turn.phase != Phase::Sphere)
        return RuleError::invalid(QStringLiteral("el.sphere_not_due"), rule::kRounds,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "A Sphere card is flipped only at the start of a round.")));
    return Done{};
}

Status flipSphere(Table &table, const SphereFlip &action)
{
    GameData &data = table.data();
    const QString named = action.sphere.value_or(QString());
    if (!named.isEmpty() && !table.content().sphere(named))
        return RuleError::badRequest(QStringLiteral("request.unknown_id"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1 names \"%2\", which is no Sphere card of this game."),
                                            QStringLiteral("sphere"), named));
    if (data.sphereDeck.isEmpty()) {
        data.sphereDeck = shuffled(data.faceUp, table.state().rng);
        data.faceUp.clear();
        table.event(QStringLiteral("sphere.deck_rebuilt"), {{QStringLiteral("cards"), static_cast<int>(data.sphereDeck.size())}},
                    phrase(QT_TRANSLATE_NOOP("Engine", "The Sphere deck is empty: the %1 face-up Sphere cards are shuffled "
                                                       "into a new deck."),
                           static_cast<int>(data.sphereDeck.size())));
    }
    const QString sphereId = named.isEmpty() ? data.sphereDeck.value(0) : named;
    if (!data.sphereDeck.contains(sphereId))
        return RuleError::invalid(QStringLiteral("el.sphere_not_in_deck"), rule::kSphereDeck,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not in the Sphere deck."),
                                         table.content().sphere(sphereId) ? table.content().sphere(sphereId)->name : sphereId));
    data.sphereDeck.removeOne(sphereId);
    data.faceUp << sphereId;
    const SphereCard &sphere = *table.content().sphere(sphereId);
    table.event(QStringLiteral("sphere.flipped"),
                {{QStringLiteral("sphere"), sphereId}, {QStringLiteral("name"), sphere.name},
                 {QStringLiteral("sphere_type"), typeName(sphere.type)}, {QStringLiteral("text"), sphere.text}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 flips the Sphere card %2 (%3): %4"), table.nameOf(data.turn.player),
                       sphere.name, typeName(sphere.type), sphere.text));
    beginTurn(table);
    return Done{};
}

Status nextPhase(Table &table, const PhaseNext &)
{
    if (Status turn = requireTurnInProgress(table); !turn)
        return turn;
    if (Status noAttack = requireNoAttack(table); !noAttack)
        return noAttack;
    switch (table.data().turn.phase) {
    case Phase::Beginning:
        enterPhase(table, Phase::Action);
        break;
    case Phase::Action:
        enterPhase(table, Phase::Attack);
        break;
    case Phase::Attack:
        enterPhase(table, Phase::End);
        break;
    case Phase::End:
    case Phase::Sphere:
        passTurn(table);
        break;
    }
    return Done{};
}

Status endTurn(Table &table, const TurnEnd &)
{
    if (Status turn = requireTurnInProgress(table); !turn)
        return turn;
    if (Status noAttack = requireNoAttack(table); !noAttack)
        return noAttack;
    if (table.data().turn.phase != Phase::End)
        enterPhase(table, Phase::End);
    passTurn(table);
    return Done{};
}

} // namespace arbiter::exiled_legends
