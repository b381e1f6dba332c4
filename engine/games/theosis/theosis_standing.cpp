#include "games/theosis/theosis_standing.h"

#include "games/theosis/theosis_table.h"

namespace arbiter::theosis {

Standing standing(const SessionState &state)
{
    Standing standing;
    Result<Play> started = startPlay(state);
    if (!started)
        return standing;
    const Play &play = started.value();
    const Table &table = play.table;
    standing.round = table.turn;
    standing.actingFigure = table.actor;
    if (const HeroState *actor = table.actor.isEmpty() ? nullptr : table.hero(table.actor))
        standing.actingPlayer = actor->player;
    else
        standing.actingPlayer = table.initiative;
    standing.cooperative = table.mode == Mode::Coop || table.mode == Mode::SemiLight || table.mode == Mode::SemiHeavy;
    standing.over = table.phase == Phase::Over;
    if (standing.over && table.result && table.result->outcome == QLatin1String("win"))
        standing.winners = table.result->winners;
    for (const QString &player : table.seats) {
        const QString team = play.teamOf(player);
        auto side = std::find_if(standing.sides.begin(), standing.sides.end(),
                                 [&](const SideStanding &s) { return s.id == team; });
        if (side == standing.sides.end())
            standing.sides.push_back(SideStanding{team, {player}});
        else
            side->players << player;
        standing.tracks.push_back(
            TrackStanding{kGold, phrase(QT_TRANSLATE_NOOP("Engine", "Gold")), player, play.gold(player)});
    }
    for (const HeroState &hero : table.heroes) {
        const Entity *e = state.entity(hero.id);
        FigureStanding figure;
        figure.id = hero.id;
        figure.name = e ? e->name : hero.sheet;
        figure.player = hero.player;
        figure.side = play.teamOf(hero.player);
        figure.character = hero.sheet;
        figure.maxHealth = kFullHealth;
        figure.health = std::max(0, play.health(hero.id));
        figure.out = !play.alive(hero.id);
        standing.figures.push_back(std::move(figure));
    }
    return standing;
}

} // namespace arbiter::theosis
