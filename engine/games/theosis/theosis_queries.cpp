#include "games/theosis/theosis_queries.h"

#include "core/json_fields.h"

#include "games/theosis/theosis_arena.h"
#include "games/theosis/theosis_attack.h"
#include "games/theosis/theosis_combat.h"
#include "games/theosis/theosis_support.h"

namespace arbiter::theosis {

namespace {

int rangeTo(const Play &play, Hex from, const QString &target)
{
    if (const HeroState *h = play.table.hero(target))
        return h->at ? distance(from, *h->at) : 1000;
    for (const MonsterState &m : play.table.monsters)
        if (m.id == target) {
            int best = 1000;
            for (Hex b : bodyOf(m.at))
                best = std::min(best, distance(from, b));
            return best;
        }
    return 1000;
}

bool standing(const Play &play, const QString &target)
{
    if (const HeroState *h = play.table.hero(target))
        return h->at && play.alive(h->id) && !h->swallowed;
    for (const MonsterState &m : play.table.monsters)
        if (m.id == target)
            return !m.pile.isEmpty();
    return false;
}

Piece moverOf(const Play &play, const HeroState &hero) { return Piece{hero.id, *hero.at, play.teamOf(hero.player)}; }

} // namespace

std::vector<HexVerdict> moveVerdicts(const Play &play, const QString &hero)
{
    std::vector<HexVerdict> out;
    // Held in a variable: the loop would otherwise walk the hexes of a board already destroyed.
    const Board arena = Board::withRadius(play.content.arena.radius);
    for (Hex h : arena.hexes())
        out.push_back({h, moveVerdictAt(play, hero, h)});
    return out;
}

MoveVerdict moveVerdictAt(const Play &play, const QString &heroId, Hex to)
{
    const HeroState *hero = play.table.hero(heroId);
    if (!hero || !hero->at)
        return MoveVerdict::NoPath;
    if (*hero->at == to)
        return MoveVerdict::OwnHex;
    const ArenaView view = arenaView(play);
    if (!view.board.contains(to))
        return MoveVerdict::NoPath;
    if (heroAt(play, to) || monsterAt(play, to))
        return MoveVerdict::Occupied;
    if (view.board.isBlocked(to))
        return MoveVerdict::Blocked;
    const int speed = speedOf(play, *hero);
    if (distance(*hero->at, to) > speed)
        return MoveVerdict::TooFar;
    return path(view.board, view.heroes, moverOf(play, *hero), speed, MoveMode::Walk, to).empty() ? MoveVerdict::NoPath : MoveVerdict::Legal;
}

std::vector<Hex> movePath(const Play &play, const QString &heroId, Hex to)
{
    if (moveVerdictAt(play, heroId, to) != MoveVerdict::Legal)
        return {};
    const HeroState *hero = play.table.hero(heroId);
    const ArenaView view = arenaView(play);
    return path(view.board, view.heroes, moverOf(play, *hero), speedOf(play, *hero), MoveMode::Walk, to);
}

QString moveVerdictCode(MoveVerdict verdict)
{
    static const char *const codes[] = {"legal", "own_hex", "occupied", "blocked", "too_far", "no_path"};
    return QStringLiteral("theosis.move.") + QLatin1String(codes[static_cast<int>(verdict)]);
}

Phrase moveVerdictPhrase(const Play &play, const QString &hero, Hex to, MoveVerdict verdict)
{
    switch (verdict) {
    case MoveVerdict::Legal:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 can move to %2."), play.name(hero), play.place(to, hero));
    case MoveVerdict::OwnHex:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 already stands there."), play.name(hero));
    case MoveVerdict::Occupied:
        return phrase(QT_TRANSLATE_NOOP("Engine", "Someone stands on %1."), play.place(to, hero));
    case MoveVerdict::Blocked:
        return phrase(QT_TRANSLATE_NOOP("Engine", "A ritual token closes %1 to heroes."), play.place(to, hero));
    case MoveVerdict::TooFar:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1's speed of %2 does not reach %3."), play.name(hero),
                      play.table.hero(hero) ? speedOf(play, *play.table.hero(hero)) : 0, play.place(to, hero));
    case MoveVerdict::NoPath:
        break;
    }
    return phrase(QT_TRANSLATE_NOOP("Engine", "No way to %1 fits %2's speed: walls, enemies or the swamp are in the way."),
                  play.place(to, hero), play.name(hero));
}

QStringList areaTargets(const Play &play, const QString &attacker, const QString &shape, int direction, Hex centre)
{
    const HeroState *hero = play.table.hero(attacker);
    if (!hero || !hero->at)
        return {};
    const std::vector<Hex> hexes = shapeHexes(play, shape, *hero->at, direction, centre);
    QStringList out;
    for (Hex h : hexes) {
        if (const HeroState *other = heroAt(play, h); other && other->id != attacker && !out.contains(other->id))
            out << other->id;
        if (const MonsterState *m = monsterAt(play, h); m && !out.contains(m->id))
            out << m->id;
    }
    return out;
}

TargetVerdict targetVerdict(const Play &play, const QString &attacker, const QString &shape, const QString &target, int direction, Hex centre)
{
    if (target == attacker)
        return TargetVerdict::Self;
    if (!standing(play, target))
        return TargetVerdict::Down;
    const HeroState *hero = play.table.hero(attacker);
    if (!hero || !hero->at)
        return TargetVerdict::Down;
    const int range = rangeTo(play, *hero->at, target);
    if (shape == QLatin1String("melee"))
        return range == 1 ? TargetVerdict::Legal : TargetVerdict::NotAdjacent;
    if (shape == QLatin1String("ranged"))
        return range <= kRangedReach ? TargetVerdict::Legal : TargetVerdict::TooFar;
    if (shape == QLatin1String("unlimited"))
        return TargetVerdict::Legal;
    if (!areaTargets(play, attacker, shape, direction, centre).contains(target))
        return TargetVerdict::OutsideArea;
    if (shape == QLatin1String("spell") && play.table.turn == 1)
        for (Hex h : bodyOf(centre))
            if (play.table.startHexes.contains(h))
                return TargetVerdict::SparedOnTurnOne;
    return TargetVerdict::Legal;
}

std::vector<TargetOption> targetVerdicts(const Play &play, const QString &attacker, const QString &shape, int direction, Hex centre)
{
    const HeroState *hero = play.table.hero(attacker);
    const QString player = hero ? hero->player : QString();
    // Heroes in ranking order (those not ranked yet after, in seat order).
    std::vector<const HeroState *> heroes;
    for (const QString &id : play.table.ranking)
        if (const HeroState *h = play.table.hero(id))
            heroes.push_back(h);
    for (const HeroState &h : play.table.heroes)
        if (!play.table.ranking.contains(h.id))
            heroes.push_back(&h);
    // The enemy first: its heroes, then the monsters; then the allies of
    // other players. The attacker's own heroes only where an area reaches
    // them (friendly fire): a single attack leaves them out, as the options do.
    std::vector<TargetOption> out;
    const auto add = [&](const QString &id) { out.push_back({id, targetVerdict(play, attacker, shape, id, direction, centre)}); };
    for (const HeroState *h : heroes)
        if (h->id != attacker && h->at && !play.allied(h->player, player))
            add(h->id);
    for (const MonsterState &m : play.table.monsters)
        add(m.id);
    for (const HeroState *h : heroes)
        if (h->id != attacker && h->at && play.allied(h->player, player) && h->player != player)
            add(h->id);
    if (!hitsOneTarget(shape))
        for (const HeroState *h : heroes)
            if (h->id != attacker && h->at && h->player == player)
                add(h->id);
    return out;
}

QString targetVerdictCode(TargetVerdict verdict)
{
    static const char *const codes[] = {"legal", "self", "down", "not_adjacent", "not_ranged", "too_far", "outside_area", "spared_turn_one"};
    return QStringLiteral("theosis.target.") + QLatin1String(codes[static_cast<int>(verdict)]);
}

Phrase targetVerdictPhrase(const Play &play, const QString &attacker, const QString &target, TargetVerdict verdict)
{
    switch (verdict) {
    case TargetVerdict::Legal:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 can attack %2."), play.name(attacker), play.name(target));
    case TargetVerdict::Self:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot attack itself."), play.name(attacker));
    case TargetVerdict::Down:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not standing in the Arena."), play.name(target));
    case TargetVerdict::NotAdjacent:
        return phrase(QT_TRANSLATE_NOOP("Engine", "A melee attack reaches only an adjacent hex; %1 is farther."), play.name(target));
    case TargetVerdict::NotRanged:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 carries no bow or staff: no ranged attack."), play.name(attacker));
    case TargetVerdict::TooFar:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 is more than five hexes away."), play.name(target));
    case TargetVerdict::OutsideArea:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 is outside the attack's area."), play.name(target));
    case TargetVerdict::SparedOnTurnOne:
        break;
    }
    return phrase(QT_TRANSLATE_NOOP("Engine", "On turn 1 a spell may not touch the heroes' starting hexes."));
}

Result<Calculation> combatPreview(const SessionState &state, const QString &attacker, const QString &power, int skill,
                                  const QString &target, const QString &defensePower, int roll)
{
    QJsonObject action{{QStringLiteral("hero"), attacker}, {QStringLiteral("power"), power}, {QStringLiteral("target"), target}};
    if (skill >= 0)
        action.insert(QStringLiteral("skill"), skill);
    if (!defensePower.isEmpty())
        action.insert(QStringLiteral("defenses"), QJsonObject{{target, defensePower}});
    if (roll > 0)
        action.insert(QStringLiteral("rolls"), QJsonObject{{target, roll}});
    return combatPreview(state, action, target);
}

Result<Calculation> combatPreview(const SessionState &state, const QJsonObject &action, const QString &target)
{
    ARBITER_TRY(started, startPlay(state));
    Play play = std::move(started).value();
    const QString attacker = action.value(QStringLiteral("hero")).toString();
    HeroState *hero = play.table.hero(attacker);
    if (!hero)
        return RuleError::notFound(QStringLiteral("theosis.unknown_hero"),
                                   phrase(QT_TRANSLATE_NOOP("Engine", "%1: no hero \"%2\" plays in this game."), QStringLiteral("attacker"), attacker));
    const int skill = action.value(QStringLiteral("skill")).toInt(-1);
    if (skill >= static_cast<int>(play.sheet(*hero).skills.size()))
        return RuleError::notFound(QStringLiteral("theosis.unknown_skill"),
                                   phrase(QT_TRANSLATE_NOOP("Engine", "%1 has no skill %2."), play.name(attacker), skill + 1));
    // The planned move comes first: a ritual token under the new hex counts in the fight.
    if (action.contains(QStringLiteral("to"))) {
        const auto to = json::hexFrom(action.value(QStringLiteral("to")), QStringLiteral("to"));
        if (to.ok() && moveVerdictAt(play, attacker, to.value()) == MoveVerdict::Legal)
            hero->at = to.value();
    }
    const QString shape = action.value(QStringLiteral("shape")).toString(QStringLiteral("melee"));
    Strike strike{attacker, action.value(QStringLiteral("power")).toString(), skill < 0, skill, false, shape};
    const QString defensePower = action.value(QStringLiteral("defenses")).toObject().value(target).toString();
    const int roll = action.value(QStringLiteral("rolls")).toObject().value(target).toInt(0);
    const CombatSides sides = combatSides(play, strike, target, defensePower, roll);
    return theosisCombat(sides.attacker, sides.defender);
}

TargetVerdict monsterStrikeVerdict(const Play &play, Hex monsterAt, const MonsterAttack &attack, const QString &hero)
{
    const HeroState *h = play.table.hero(hero);
    if (!h || !h->at || !play.alive(hero) || h->swallowed)
        return TargetVerdict::Down;
    int nearest = 1000;
    for (Hex b : bodyOf(monsterAt))
        nearest = std::min(nearest, distance(b, *h->at));
    if (attack.range == QLatin1String("adjacent") && nearest != 1)
        return TargetVerdict::NotAdjacent;
    if (attack.range == QLatin1String("ranged") && nearest > kRangedReach)
        return TargetVerdict::TooFar;
    return TargetVerdict::Legal;
}

Phrase monsterStrikePhrase(const Play &play, const QString &hero, TargetVerdict verdict)
{
    switch (verdict) {
    case TargetVerdict::Down:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not standing in the Arena."), play.name(hero));
    case TargetVerdict::NotAdjacent:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not next to the monster."), play.name(hero));
    case TargetVerdict::TooFar:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 is more than five hexes away."), play.name(hero));
    default:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 can be struck."), play.name(hero));
    }
}

namespace {

const MonsterState *monsterNamed(const Play &play, const QString &id)
{
    for (const MonsterState &m : play.table.monsters)
        if (m.id == id)
            return &m;
    return nullptr;
}

} // namespace

int monsterSpeed(const MonsterState &monster, const MonsterSheet &sheet)
{
    const bool rooted = monster.curses.contains(QStringLiteral("entangling-roots"));
    return rooted ? 1 : sheet.speed;
}

MoveVerdict monsterMoveVerdictAt(const Play &play, const QString &monsterId, Hex to)
{
    const MonsterState *monster = monsterNamed(play, monsterId);
    const MonsterSheet *sheet = play.content.monster(monsterId);
    if (!monster || !sheet || monster->pile.isEmpty())
        return MoveVerdict::NoPath;
    if (to == monster->at)
        return MoveVerdict::OwnHex;
    if (distance(monster->at, to) > monsterSpeed(*monster, *sheet))
        return MoveVerdict::TooFar;
    for (Hex h : bodyOf(to)) {
        const MonsterState *other = monsterAt(play, h);
        if (distance(h, Hex{}) > play.content.arena.radius || heroAt(play, h) || (other && other->id != monsterId))
            return MoveVerdict::Occupied;
    }
    return MoveVerdict::Legal;
}

std::vector<Hex> monsterReachableHexes(const Play &play, const QString &monster)
{
    std::vector<Hex> out;
    const Board arena = Board::withRadius(play.content.arena.radius);
    for (Hex h : arena.hexes())
        if (monsterMoveVerdictAt(play, monster, h) == MoveVerdict::Legal)
            out.push_back(h);
    return out;
}

Phrase monsterMoveVerdictPhrase(const Play &play, const QString &monsterId, Hex to, MoveVerdict verdict)
{
    const MonsterSheet *sheet = play.content.monster(monsterId);
    const QString name = sheet ? sheet->name : monsterId;
    switch (verdict) {
    case MoveVerdict::Legal:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 can move to %2."), name, play.place(to, monsterId));
    case MoveVerdict::OwnHex:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 already stands there."), name);
    case MoveVerdict::TooFar: {
        const MonsterState *monster = monsterNamed(play, monsterId);
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 moves at most %2 hexes."), name,
                      monster && sheet ? monsterSpeed(*monster, *sheet) : 0);
    }
    case MoveVerdict::Occupied:
    case MoveVerdict::Blocked:
    case MoveVerdict::NoPath:
        break;
    }
    return phrase(QT_TRANSLATE_NOOP("Engine", "%1's seven hexes must lie free on the Arena."), name);
}

} // namespace arbiter::theosis
