#include "games/exiled_legends/el_standing.h"

#include "games/exiled_legends/el_state.h"

namespace arbiter::exiled_legends {

Standing standing(const SessionState &state)
{
    Standing standing;
    Result<Table> opened = Table::open(state);
    if (!opened)
        return standing;
    const Table &table = opened.value();
    const GameData &data = table.data();
    standing.round = data.round;
    if (data.stage == Stage::Play)
        standing.actingPlayer = data.turn.player;
    if (data.attack)
        standing.actingFigure = data.attack->attacker;
    standing.over = data.stage == Stage::Over;
    if (standing.over && !data.winner.isEmpty())
        standing.winners << data.winner;
    for (const QString &player : table.seating()) {
        standing.sides.push_back(SideStanding{player, {player}});
        standing.tracks.push_back(TrackStanding{counters::kMythPoints,
                                                phrase(QT_TRANSLATE_NOOP("Engine", "Myth Points")), player,
                                                table.counter(player, counters::kMythPoints)});
    }
    for (const Entity &e : state.entities) {
        if (!table.isCard(e.id))
            continue;
        const bool legend = table.isLegend(e.id);
        FigureStanding figure;
        figure.id = e.id;
        figure.name = e.name;
        figure.player = e.owner;
        figure.side = e.owner;
        figure.character = e.id;
        figure.lead = legend;
        figure.maxHealth = table.maxHpOf(e.id);
        figure.health = std::max(0, figure.maxHealth - table.damageOf(e.id));
        figure.out = table.placeOf(e.id) == Place::Graveyard || (legend && table.player(e.owner).out);
        standing.figures.push_back(std::move(figure));
    }
    return standing;
}

} // namespace arbiter::exiled_legends
