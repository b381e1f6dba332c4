#include "games/theosis/theosis_arena.h"

#include "games/theosis/theosis_equipment.h"
#include "games/theosis/theosis_locations.h"

namespace arbiter::theosis {

std::vector<Hex> bodyOf(Hex centre) { return spiral(centre, 1); }

ArenaView arenaView(const Play &play)
{
    ArenaView view{Board::withRadius(play.content.arena.radius), {}};
    for (const ArenaRitual &r : play.table.arenaRituals) {
        for (Hex h : r.blocked)
            view.board.setBlocked(h);
        const Ritual *ritual = play.content.ritual(r.ritual);
        if (ritual && ritual->token.movementCost > 1)
            for (Hex h : r.hexes)
                view.board.setCost(h, ritual->token.movementCost);
    }
    for (const MonsterState &m : play.table.monsters)
        if (!m.pile.isEmpty())
            for (Hex h : bodyOf(m.at))
                view.board.setBlocked(h);
    for (const HeroState &h : play.table.heroes)
        if (h.at && play.alive(h.id) && !h.swallowed)
            view.heroes.push_back(Piece{h.id, *h.at, play.teamOf(h.player)});
    return view;
}

const MonsterState *monsterAt(const Play &play, Hex h)
{
    for (const MonsterState &m : play.table.monsters)
        if (!m.pile.isEmpty() && distance(m.at, h) <= 1)
            return &m;
    return nullptr;
}

const HeroState *heroAt(const Play &play, Hex h)
{
    for (const HeroState &hero : play.table.heroes)
        if (hero.at && *hero.at == h && play.alive(hero.id) && !hero.swallowed)
            return &hero;
    return nullptr;
}

bool hasToken(const HeroState &hero, const QString &effect)
{
    return std::any_of(hero.tokens.begin(), hero.tokens.end(), [&](const Token &t) { return t.effect == effect; });
}

int speedOf(const Play &play, const HeroState &hero)
{
    return hasToken(hero, QStringLiteral("entangling-roots")) ? 1 : play.sheet(hero).speed;
}

const ArenaRitual *ritualOn(const Play &play, Hex h)
{
    for (const ArenaRitual &r : play.table.arenaRituals)
        if (std::find(r.hexes.begin(), r.hexes.end(), h) != r.hexes.end())
            return &r;
    return nullptr;
}

std::vector<Hex> shapeHexes(const Play &play, const QString &shape, Hex origin, int dir, Hex centre)
{
    std::vector<Hex> hexes;
    if (shape == QLatin1String("ring")) {
        for (Hex h : neighbours(origin))
            hexes.push_back(h);
    } else if (shape == QLatin1String("line")) {
        hexes = line(origin, dir, kLineLength);
    } else if (shape == QLatin1String("cone")) {
        for (int depth = 1; depth <= kConeDepth; ++depth)
            for (int k = 0; k <= depth; ++k)
                hexes.push_back(origin + direction(dir) * (depth - k) + direction(dir + 1) * k);
    } else if (shape == QLatin1String("spell")) {
        hexes = bodyOf(centre);
    }
    const int radius = play.content.arena.radius;
    std::erase_if(hexes, [&](Hex h) { return distance(h, Hex{}) > radius; });
    return hexes;
}

int ritualDamageTo(const Play &play, const HeroState &hero, const Ritual &ritual)
{
    const Gear gear = gearOf(play.content, hero);
    const QString type = ritual.token.damageType;
    if (gear.protections.contains(type))
        return 0;
    if (gear.resistances.contains(type))
        return ritual.token.damage / 2;
    return ritual.token.damage;
}

int damageAlong(const Play &play, const HeroState &hero, const std::vector<Hex> &path)
{
    int total = 0;
    for (Hex h : path) {
        const ArenaRitual *placed = ritualOn(play, h);
        const Ritual *ritual = placed ? play.content.ritual(placed->ritual) : nullptr;
        if (ritual && ritual->token.damage > 0)
            total += std::max(0, ritualDamageTo(play, hero, *ritual));
    }
    return total;
}

void walkPath(Play &play, HeroState &hero, const std::vector<Hex> &path)
{
    for (Hex h : path) {
        hero.at = h;
        const ArenaRitual *placed = ritualOn(play, h);
        const Ritual *ritual = placed ? play.content.ritual(placed->ritual) : nullptr;
        if (ritual && ritual->token.damage > 0) {
            const int damage = ritualDamageTo(play, hero, *ritual);
            woundHero(play, hero.id, damage, ritual->name);
        }
        if (!play.alive(hero.id))
            return;
    }
}

} // namespace arbiter::theosis
