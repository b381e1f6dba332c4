#include "games/super_fantasy_brawl/sfb_standing.h"

#include "core/session.h"
#include "games/super_fantasy_brawl/sfb_content.h"
#include "games/super_fantasy_brawl/sfb_support.h"
#include "games/super_fantasy_brawl/sfb_table.h"

namespace arbiter {

Standing sfbStanding(const SessionState &state)
{
    Standing standing;
    auto table = sfbTableFrom(state.data);
    if (!table)
        return standing;
    auto content = sfbContentShared(state.setup.value(QStringLiteral("content")).toObject());
    standing.round = table->round;
    if (!table->order.isEmpty() && table->turn >= 0 && table->turn < table->order.size())
        standing.actingPlayer = table->activePlayer();
    if (table->activation)
        standing.actingFigure = table->activation->champion;
    standing.over = table->phase == SfbPhase::Over;
    for (const SfbSide &side : table->sides) {
        standing.sides.push_back(SideStanding{side.id, side.players});
        if (standing.over && side.id == table->winner)
            standing.winners = side.players;
        const Entity *holder = state.entity(side.id);
        standing.tracks.push_back(TrackStanding{QStringLiteral("vp"), phrase(QT_TRANSLATE_NOOP("Engine", "VP")), side.id,
                                                holder ? holder->counter(sfb::kVp).value_or(0) : 0});
    }
    for (const Entity &e : state.entities) {
        if (e.kind != sfb::kChampionKind)
            continue;
        FigureStanding figure;
        figure.id = e.id;
        figure.name = e.name;
        figure.player = e.owner;
        figure.character = sfb::specOf(e.id);
        const int side = table->sideOfPlayer(e.owner);
        figure.side = side >= 0 ? table->sides[static_cast<std::size_t>(side)].id : e.owner;
        int hitpoints = 0;
        if (content) {
            const int spec = content.value()->championIndex(figure.character);
            if (spec >= 0)
                hitpoints = content.value()->champions[static_cast<std::size_t>(spec)]
                                .stats(e.counter(sfb::kLevelled).value_or(0) != 0)
                                .hitpoints;
        }
        figure.maxHealth = hitpoints;
        figure.health = std::max(0, hitpoints - e.counter(sfb::kDamage).value_or(0));
        figure.out = !table->positions.contains(e.id);
        standing.figures.push_back(std::move(figure));
    }
    return standing;
}

std::optional<DamageCredit> sfbDamageCredit(const Event &event)
{
    if (event.type != QLatin1String("sfb.damaged") || !event.data.contains(QStringLiteral("source")))
        return std::nullopt;
    return DamageCredit{event.data.value(QStringLiteral("champion")).toString(),
                        event.data.value(QStringLiteral("source")).toString(),
                        event.data.value(QStringLiteral("amount")).toInt()};
}

} // namespace arbiter
