#include "games/super_fantasy_brawl/sfb_arena.h"

#include "games/super_fantasy_brawl/sfb_support.h"

#include <algorithm>

namespace arbiter {

int SfbArena::index(const QString &championId) const
{
    for (std::size_t i = 0; i < champions.size(); ++i)
        if (champions[i].id == championId)
            return static_cast<int>(i);
    return -1;
}

int SfbArena::occupant(Hex h) const
{
    const std::vector<Hex> &hexes = board.hexes();
    const auto found = std::lower_bound(hexes.begin(), hexes.end(), h);
    if (found == hexes.end() || *found != h)
        return -1;
    return occupants[static_cast<std::size_t>(found - hexes.begin())];
}

SfbArena sfbArena(const SessionState &state, const SfbContent &content, const SfbTable &table)
{
    SfbArena arena;
    arena.board = content.makeBoard();
    for (const Hex h : table.traps)
        arena.board.setTrap(h);
    for (std::size_t s = 0; s < 2; ++s) {
        arena.sideIds[s] = table.sides[s].id;
        if (const SfbDeploymentArea *area = content.area(table.sides[s].area))
            arena.deployment[s] = area->hexes;
    }
    for (const Entity &entity : state.entities) {
        if (entity.kind != sfb::kChampionKind)
            continue;
        const int specIndex = content.championIndex(sfb::specOf(entity.id));
        if (specIndex < 0)
            continue;
        const SfbChampionSpec &spec = content.champions[static_cast<std::size_t>(specIndex)];
        SfbArenaChampion c;
        c.id = entity.id;
        c.name = entity.name;
        c.side = std::max(0, table.sideOfPlayer(entity.owner));
        c.levelled = entity.counter(sfb::kLevelled).value_or(0) > 0;
        const SfbSideStats &stats = spec.stats(c.levelled);
        c.hitpoints = stats.hitpoints;
        c.defence = stats.defence;
        c.movementBonus = stats.movementBonus + entity.counter(sfb::kMovementBonus).value_or(0);
        c.damage = entity.counter(sfb::kDamage).value_or(0);
        c.rooted = entity.counter(sfb::kRooted).value_or(0) > 0;
        if (const std::optional<Hex> at = table.position(entity.id)) {
            c.onBoard = true;
            c.at = *at;
            arena.pieces.push_back(Piece{c.id, c.at, arena.sideIds[static_cast<std::size_t>(c.side)]});
        }
        arena.champions.push_back(std::move(c));
    }
    const std::vector<Hex> &hexes = arena.board.hexes();
    arena.occupants.assign(hexes.size(), -1);
    for (std::size_t i = 0; i < arena.champions.size(); ++i) {
        const SfbArenaChampion &c = arena.champions[i];
        const auto found = std::lower_bound(hexes.begin(), hexes.end(), c.at);
        if (c.onBoard && found != hexes.end() && *found == c.at)
            arena.occupants[static_cast<std::size_t>(found - hexes.begin())] = static_cast<int>(i);
    }
    return arena;
}

Phrase sfbPlace(const SfbArena &arena, Hex h, int except)
{
    std::vector<Landmark> landmarks;
    for (std::size_t i = 0; i < arena.champions.size(); ++i)
        if (arena.champions[i].onBoard && static_cast<int>(i) != except)
            landmarks.push_back({arena.champions[i].name, arena.champions[i].at});
    return placeOf(h, landmarks);
}

} // namespace arbiter
