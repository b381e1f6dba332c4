#include "games/exiled_legends/el_checks.h"


namespace arbiter::exiled_legends {

Status requirePlaying(const Table &table)
{
    const Stage stage = table.data().stage;
    if (stage == Stage::Over)
        return RuleError::invalid(QStringLiteral("el.game_over"), rule::kWinning,
                                  table.data().winner.isEmpty()
                                      ? phrase(QT_TRANSLATE_NOOP("Engine", "The game is over, without a winner."))
                                      : phrase(QT_TRANSLATE_NOOP("Engine", "The game is over: %1 has won."),
                                               table.nameOf(table.data().winner)));
    if (stage != Stage::Play)
        return RuleError::invalid(QStringLiteral("el.game_not_started"), rule::kSetup,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The game has not started yet: finish the setup first.")));
    return Done{};
}

Status requireNoChoicePending(const Table &table)
{
    for (const QString &id : table.seating())
        if (!table.player(id).candidates.isEmpty())
            return RuleError::invalid(QStringLiteral("el.replacement_pending"), rule::kDestroyed,
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 must first choose a new Champion."),
                                             table.nameOf(id)));
    return Done{};
}

Status requireTurnInProgress(const Table &table)
{
    if (Status playing = requirePlaying(table); !playing)
        return playing;
    if (Status noChoice = requireNoChoicePending(table); !noChoice)
        return noChoice;
    if (table.data().turn.phase == Phase::Sphere)
        return RuleError::invalid(QStringLiteral("el.sphere_flip_due"), rule::kRounds,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "A new round begins: %1 must flip a Sphere card first."),
                                         table.nameOf(table.data().turn.player)));
    return Done{};
}

Status requireCurrentPlayerIn(const Table &table)
{
    const QString current = table.data().turn.player;
    if (table.player(current).out)
        return RuleError::invalid(QStringLiteral("el.player_out"), rule::kWinning,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is out of the game."), table.nameOf(current)));
    return Done{};
}

Status requireNoAttack(const Table &table)
{
    if (table.data().attack)
        return RuleError::invalid(QStringLiteral("el.attack_in_progress"), rule::kAttackPhase,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "An attack is being resolved: finish its steps first.")));
    return Done{};
}

Status requireActionPhase(const Table &table, const QString &rule)
{
    const Phase phase = table.data().turn.phase;
    if (phase == Phase::Attack || phase == Phase::End)
        return RuleError::invalid(QStringLiteral("el.action_phase_over"), rule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 has moved on from the Action phase: actions and "
                                                                     "functional abilities are over for this turn."),
                                         table.nameOf(table.data().turn.player)));
    if (phase != Phase::Action)
        return RuleError::invalid(QStringLiteral("el.wrong_phase"), rule::kTurnPhases,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "This belongs to the Action phase; it is the %1 phase now."),
                                         phaseName(phase)));
    return Done{};
}

Status requireUnused(const Table &table, const QString &key, const Phrase &refusal, const QString &rule)
{
    if (table.data().turn.used.contains(key))
        return RuleError::invalid(QStringLiteral("el.action_used"), rule, refusal);
    return Done{};
}

Status requireMythPoints(const Table &table, const QString &player, int cost)
{
    const int have = table.counter(player, counters::kMythPoints);
    if (have < cost)
        return RuleError::invalid(QStringLiteral("el.not_enough_mp"), rule::kMythPoints,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 has %2 Myth Points; this needs %3."),
                                         table.nameOf(player), have, cost));
    return Done{};
}

void spendMythPoints(Table &table, const QString &player, int cost)
{
    if (cost <= 0)
        return;
    const int before = table.counter(player, counters::kMythPoints);
    table.setCounter(player, counters::kMythPoints, before - cost);
    table.player(player).spentMp = true;
    table.event(QStringLiteral("mp.spent"),
                {{QStringLiteral("player"), player}, {QStringLiteral("spent"), cost}, {QStringLiteral("mp"), before - cost}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 spends %2 MP (%3 left)."), table.nameOf(player), cost,
                       before - cost));
}

Status requireCard(const Table &table, const QString &id, const QString &key)
{
    if (!table.isCard(id))
        return RuleError::badRequest(QStringLiteral("request.unknown_id"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1 names \"%2\", which is no hero or Legend of this game."),
                                            key, id));
    return Done{};
}

Status requirePlayer(const Table &table, const QString &id, const QString &key)
{
    if (!table.seating().contains(id))
        return RuleError::badRequest(QStringLiteral("request.unknown_id"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1 names \"%2\", which is not one of the players."),
                                            key, id));
    return Done{};
}

Status requireChoice(const QString &value, const QString &key, const QStringList &allowed)
{
    if (!allowed.contains(value))
        return RuleError::badRequest(QStringLiteral("request.choice"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1 must be one of: %2."), key,
                                            allowed.join(QStringLiteral(", "))));
    return Done{};
}

Status requireInPlay(const Table &table, const QString &hero)
{
    const Place place = table.placeOf(hero);
    if (place == Place::LegendSide)
        return RuleError::invalid(QStringLiteral("el.legend_not_flipped"), rule::kLegends,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 still shows its Team ability: it is no Hero yet and "
                                                                     "cannot be affected."),
                                         table.nameOf(hero)));
    if (place != Place::Champion && place != Place::Support)
        return RuleError::invalid(QStringLiteral("el.not_in_play"), rule::kHeroes,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not in play as a Champion or Support."),
                                         table.nameOf(hero)));
    return Done{};
}

Status requireOwnSupport(const Table &table, const QString &hero)
{
    if (table.placeOf(hero) != Place::Support || table.ownerOf(hero) != table.data().turn.player)
        return RuleError::invalid(QStringLiteral("el.not_your_support"), rule::kActions,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not one of %2's Supports."), table.nameOf(hero),
                                         table.nameOf(table.data().turn.player)));
    return Done{};
}

QStringList shuffled(QStringList cards, Rng &rng)
{
    for (qsizetype i = cards.size() - 1; i > 0; --i) {
        const auto j = static_cast<qsizetype>(rng.below(static_cast<std::uint64_t>(i) + 1));
        cards.swapItemsAt(i, j);
    }
    return cards;
}

} // namespace arbiter::exiled_legends
