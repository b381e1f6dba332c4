#include "games/super_fantasy_brawl/sfb_effects.h"

#include "core/json_fields.h"
#include "games/super_fantasy_brawl/sfb_attack.h"
#include "games/super_fantasy_brawl/sfb_queries.h"
#include "games/super_fantasy_brawl/sfb_support.h"

#include <algorithm>
#include <set>

namespace arbiter {

namespace {

QJsonArray hexesJson(const std::vector<Hex> &hexes) { return json::toJson(hexes); }


// Several hexes as one phrase argument, each in table words.
QString placeList(const SfbResolution &r, const std::vector<Hex> &hexes)
{
    QStringList places;
    for (const Hex h : hexes)
        places << r.place(h);
    return places.join(QStringLiteral("; "));
}

void addCounter(SfbResolution &r, const QString &entity, const QString &name, int delta)
{
    r.setCounter(entity, name, r.counter(entity, name) + delta);
}

Result<SfbTrapReveal> nextReveal(SfbResolution &r, Hex at, const QString &champion)
{
    if (r.nextReveal >= r.reveals.size())
        return RuleError::badRequest(
            QStringLiteral("sfb.trap_unrevealed"),
            phrase(QT_TRANSLATE_NOOP("Engine", "The trap on %1 is triggered: turn it over and say what it shows."), r.place(at, champion)))
            .about(at);
    return r.reveals[r.nextReveal++];
}

Result<Hex> replacementHex(const SfbResolution &r, Hex triggered, const std::optional<Hex> &wanted)
{
    const std::vector<Hex> candidates = sfbReplacementTrapHexes(r, triggered);
    if (wanted) {
        if (std::find(candidates.begin(), candidates.end(), *wanted) == candidates.end())
            return RuleError::invalid(
                QStringLiteral("sfb.trap_bad_hex"), sfb::rule("traps"),
                phrase(QT_TRANSLATE_NOOP("Engine", "The new trap cannot go on %1; it goes on an empty trap hex: %2."),
                       r.place(*wanted), placeList(r, candidates)))
                .about(*wanted);
        return *wanted;
    }
    if (candidates.size() == 1)
        return candidates.front();
    return RuleError::badRequest(
        QStringLiteral("sfb.trap_new_hex_needed"),
        phrase(QT_TRANSLATE_NOOP("Engine", "Say where the new trap goes: %1."), placeList(r, candidates)));
}

} // namespace

void sfbDealDamage(SfbResolution &r, const QString &victim, int amount, const QString &source)
{
    if (amount <= 0 || !r.onBoard(victim))
        return;
    const int hitpoints = r.stats(victim).hitpoints;
    // Damage beyond the hitpoints is lost: the champion is out of action either way.
    const int after = std::min(hitpoints, r.counter(victim, sfb::kDamage) + amount);
    r.setCounter(victim, sfb::kDamage, after);
    QJsonObject data{{QStringLiteral("champion"), victim}, {QStringLiteral("amount"), amount},
                     {QStringLiteral("damage"), after}, {QStringLiteral("bloodied"), sfbIsBloodied(hitpoints, after)}};
    if (!source.isEmpty())
        data.insert(QStringLiteral("source"), source);
    r.event(QStringLiteral("sfb.damaged"), data,
            phrase(QT_TRANSLATE_NOOP("Engine", "%1 takes %2 damage: %3 of %4 hitpoints lost."), r.nameOf(victim), amount, after,
                   hitpoints));
    if (after >= hitpoints)
        sfbTakeOutOfAction(r, victim, source);
}

void sfbTakeOutOfAction(SfbResolution &r, const QString &victim, const QString &source)
{
    const int side = r.sideOf(victim);
    const int opponents = 1 - side;
    const QString &holder = r.vpHolder(opponents);
    addCounter(r, holder, sfb::kVp, 1);
    r.setCounter(victim, sfb::kDamage, 0);
    r.setCounter(victim, sfb::kLevelled, 0);
    r.setCounter(victim, sfb::kRooted, 0);
    r.table.positions.erase(victim);
    if (r.table.activation && r.table.activation->champion == victim)
        r.table.activation->budgets.clear(); // nothing left to move on the Gate
    const bool enemySource = !source.isEmpty() && r.isChampion(source) && r.sideOf(source) != side;
    if (enemySource && !r.pendingLevelUps.contains(source))
        r.pendingLevelUps << source;
    QJsonObject data{{QStringLiteral("champion"), victim},
                     {QStringLiteral("vp_to"), holder},
                     {QStringLiteral("vp"), r.counter(holder, sfb::kVp)}};
    if (!source.isEmpty())
        data.insert(QStringLiteral("source"), source);
    r.event(QStringLiteral("sfb.out_of_action"), data,
            phrase(QT_TRANSLATE_NOOP("Engine", "%1 is out of action: healed and back on the Gate; %2 gains 1 VP (%3)."),
                   r.nameOf(victim), r.nameOf(holder), r.counter(holder, sfb::kVp)));
}

void sfbHeal(SfbResolution &r, const QString &champion, int amount)
{
    const int before = r.counter(champion, sfb::kDamage);
    const int healed = std::min(amount, before);
    if (healed <= 0 || !r.onBoard(champion))
        return;
    r.setCounter(champion, sfb::kDamage, before - healed);
    r.event(QStringLiteral("sfb.healed"),
            {{QStringLiteral("champion"), champion}, {QStringLiteral("amount"), healed}, {QStringLiteral("damage"), before - healed}},
            phrase(QT_TRANSLATE_NOOP("Engine", "%1 heals %2: damage %3 to %4."), r.nameOf(champion), healed, before,
                   before - healed));
}

void sfbRoot(SfbResolution &r, const QString &champion)
{
    if (!r.onBoard(champion))
        return;
    r.setCounter(champion, sfb::kRooted, 1);
    if (r.table.activation && r.table.activation->champion == champion)
        r.table.activation->budgets.clear(); // the rest of this action's movement is lost
    r.event(QStringLiteral("sfb.rooted"), {{QStringLiteral("champion"), champion}},
            phrase(QT_TRANSLATE_NOOP("Engine", "%1 is rooted: no more movement this turn."), r.nameOf(champion)));
}

void sfbStun(SfbResolution &r, const QString &champion)
{
    if (!r.onBoard(champion))
        return;
    const QString player = r.ownerOf(champion);
    const bool discards = r.counter(player, sfb::kHand) > 0 && !r.stunWithoutCard.contains(champion);
    if (discards) {
        addCounter(r, player, sfb::kHand, -1);
        addCounter(r, player, sfb::kDiscard, 1);
    }
    r.event(QStringLiteral("sfb.stunned"), {{QStringLiteral("champion"), champion}, {QStringLiteral("discarded"), discards}},
            discards ? phrase(QT_TRANSLATE_NOOP("Engine", "%1 is stunned: %2 discards one of its cards from hand."),
                              r.nameOf(champion), r.nameOf(player))
                     : phrase(QT_TRANSLATE_NOOP("Engine", "%1 is stunned: %2 shows a hand without its cards."), r.nameOf(champion),
                              r.nameOf(player)));
}

std::vector<Hex> sfbReplacementTrapHexes(const SfbResolution &r, Hex triggered)
{
    const Board board = r.content.makeBoard();
    const auto free = [&](Hex h) {
        return h != triggered && board.contains(h) && !board.isBlocked(h) && !r.table.hasTrap(h)
               && r.table.occupantAt(h).isEmpty();
    };
    std::vector<Hex> candidates;
    for (const Hex h : r.content.board.trapHexes)
        if (free(h))
            candidates.push_back(h);
    if (!candidates.empty())
        return candidates;
    std::set<Hex> around; // every trap hex is taken: next to one instead
    std::vector<Hex> trapHexes = r.content.board.trapHexes;
    trapHexes.insert(trapHexes.end(), r.table.traps.begin(), r.table.traps.end());
    for (const Hex t : trapHexes)
        for (const Hex n : neighbours(t))
            if (free(n))
                around.insert(n);
    return {around.begin(), around.end()};
}

Status sfbTriggerTrap(SfbResolution &r, const QString &champion, Hex at, const QString &source)
{
    ARBITER_TRY(reveal, nextReveal(r, at, champion));
    r.table.traps.erase(std::remove(r.table.traps.begin(), r.table.traps.end(), at), r.table.traps.end());
    switch (reveal->effect) {
    case SfbTrapReveal::Effect::Damage:
        r.event(QStringLiteral("sfb.trap_triggered"),
                {{QStringLiteral("champion"), champion}, {QStringLiteral("at"), json::toJson(at)},
                 {QStringLiteral("effect"), QStringLiteral("damage")}, {QStringLiteral("amount"), reveal->amount}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 triggers the trap on %2: %3 damage, ignoring defence."), r.nameOf(champion),
                       r.place(at, champion), reveal->amount));
        sfbDealDamage(r, champion, reveal->amount, source);
        break;
    case SfbTrapReveal::Effect::Root:
        r.event(QStringLiteral("sfb.trap_triggered"),
                {{QStringLiteral("champion"), champion}, {QStringLiteral("at"), json::toJson(at)},
                 {QStringLiteral("effect"), QStringLiteral("root")}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 triggers the trap on %2: Root."), r.nameOf(champion), r.place(at, champion)));
        sfbRoot(r, champion);
        break;
    case SfbTrapReveal::Effect::Stun:
        r.event(QStringLiteral("sfb.trap_triggered"),
                {{QStringLiteral("champion"), champion}, {QStringLiteral("at"), json::toJson(at)},
                 {QStringLiteral("effect"), QStringLiteral("stun")}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 triggers the trap on %2: Stun."), r.nameOf(champion), r.place(at, champion)));
        sfbStun(r, champion);
        break;
    }
    ARBITER_TRY(newAt, replacementHex(r, at, reveal->newAt));
    r.table.traps.push_back(newAt.value());
    std::sort(r.table.traps.begin(), r.table.traps.end());
    r.event(QStringLiteral("sfb.trap_placed"), {{QStringLiteral("at"), json::toJson(newAt.value())}},
            phrase(QT_TRANSLATE_NOOP("Engine", "A new face-down trap goes on %1."), r.place(newAt.value())));
    return Done{};
}

Result<int> sfbMoveAlong(SfbResolution &r, const QString &champion, const std::vector<Hex> &path, bool trapsOnTheWay,
                         const QString &source)
{
    std::vector<Hex> segment;
    const auto flush = [&] {
        if (segment.empty())
            return;
        r.event(QStringLiteral("sfb.moved"), {{QStringLiteral("champion"), champion}, {QStringLiteral("path"), hexesJson(segment)}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 moves to %2."), r.nameOf(champion), r.place(segment.back(), champion)));
        segment.clear();
    };
    int travelled = 0;
    for (std::size_t i = 0; i < path.size(); ++i) {
        const Hex h = path[i];
        const bool last = i + 1 == path.size();
        r.table.positions[champion] = h;
        segment.push_back(h);
        ++travelled;
        if (!r.table.hasTrap(h) || (!trapsOnTheWay && !last))
            continue;
        flush();
        ARBITER_CHECK(sfbTriggerTrap(r, champion, h, source));
        if (!r.onBoard(champion))
            break;
        if (!last && r.counter(champion, sfb::kRooted) > 0) {
            r.event(QStringLiteral("sfb.stopped"), {{QStringLiteral("champion"), champion}, {QStringLiteral("at"), json::toJson(h)}},
                    phrase(QT_TRANSLATE_NOOP("Engine", "%1 stops on %2: rooted."), r.nameOf(champion), r.place(h, champion)));
            break;
        }
    }
    flush();
    return travelled;
}

Status sfbPushOrPull(SfbResolution &r, SfbDisplacement kind, const QString &source, const QString &target, int distance)
{
    if (distance <= 0 || !r.onBoard(source) || !r.onBoard(target))
        return Done{};
    const SfbArena arena = r.arena();
    const SfbArenaChampion &from = arena.champions[static_cast<std::size_t>(arena.index(source))];
    const SfbArenaChampion &moving = arena.champions[static_cast<std::size_t>(arena.index(target))];
    const SfbDisplaceOutcome outcome = sfbResolveDisplacement(
        kind, distance, moving.rooted, arena.board, arena.pieces, Piece{from.id, from.at, arena.sideIds[from.side]},
        Piece{moving.id, moving.at, arena.sideIds[moving.side]});
    const QString keyword = kind == SfbDisplacement::Push ? QStringLiteral("push") : QStringLiteral("pull");
    if (outcome.ignored) {
        r.event(QStringLiteral("sfb.displacement_ignored"),
                {{QStringLiteral("champion"), target}, {QStringLiteral("keyword"), keyword}},
                kind == SfbDisplacement::Push
                    ? phrase(QT_TRANSLATE_NOOP("Engine", "%1 and %2 share no hex row: the Push is ignored."), r.nameOf(source),
                             r.nameOf(target))
                    : phrase(QT_TRANSLATE_NOOP("Engine", "%1 and %2 share no hex row: the Pull is ignored."), r.nameOf(source),
                             r.nameOf(target)));
        return Done{};
    }
    ARBITER_TRY(travelled, sfbMoveAlong(r, target, outcome.path, true, source));
    const int shortfall = distance - travelled.value();
    r.event(QStringLiteral("sfb.displaced"),
            {{QStringLiteral("champion"), target}, {QStringLiteral("keyword"), keyword},
             {QStringLiteral("distance"), distance}, {QStringLiteral("travelled"), travelled.value()}},
            kind == SfbDisplacement::Push
                ? phrase(QT_TRANSLATE_NOOP("Engine", "%1 pushes %2: %3 of %4 hexes travelled."), r.nameOf(source),
                         r.nameOf(target), travelled.value(), distance)
                : phrase(QT_TRANSLATE_NOOP("Engine", "%1 pulls %2: %3 of %4 hexes travelled."), r.nameOf(source),
                         r.nameOf(target), travelled.value(), distance));
    if (shortfall > 0 && r.onBoard(target))
        sfbDealDamage(r, target, shortfall, source);
    return Done{};
}

std::vector<Hex> sfbFearEndings(const SfbResolution &r, const QString &source, const QString &target, int distanceLimit)
{
    const SfbArena arena = r.arena();
    return sfbFearEndings(arena, arena.index(source), arena.index(target), distanceLimit);
}

Status sfbFear(SfbResolution &r, const QString &source, const QString &target, int distanceLimit, std::optional<Hex> chosen)
{
    if (distanceLimit <= 0 || !r.onBoard(source) || !r.onBoard(target))
        return Done{};
    // A choice is taken only where there is one to make (two rows tie), so
    // that an action says each thing one way.
    const auto noChoice = [&] {
        return RuleError::invalid(QStringLiteral("sfb.fear_no_choice"), sfb::rule("fear"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The Fear on %1 leaves nothing to choose: there is one farthest hex."),
                                         r.nameOf(target)));
    };
    if (r.counter(target, sfb::kRooted) > 0) {
        if (chosen)
            return noChoice();
        r.event(QStringLiteral("sfb.displacement_ignored"), {{QStringLiteral("champion"), target}, {QStringLiteral("keyword"), QStringLiteral("fear")}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 is rooted: the Fear does not move it."), r.nameOf(target)));
        return Done{};
    }
    const std::vector<Hex> endings = sfbFearEndings(r, source, target, distanceLimit);
    if (chosen && endings.size() < 2)
        return noChoice();
    if (endings.empty()) {
        r.event(QStringLiteral("sfb.displacement_ignored"), {{QStringLiteral("champion"), target}, {QStringLiteral("keyword"), QStringLiteral("fear")}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot dash further away from %2: the Fear does not move it."),
                       r.nameOf(target), r.nameOf(source)));
        return Done{};
    }
    Hex end = endings.front();
    if (chosen) {
        if (std::find(endings.begin(), endings.end(), *chosen) == endings.end())
            return RuleError::invalid(QStringLiteral("sfb.fear_not_furthest"), sfb::rule("fear"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "Fear must take %1 as far from %2 as possible: %3."),
                                             r.nameOf(target), r.nameOf(source), placeList(r, endings)))
                .about(*chosen);
        end = *chosen;
    } else if (endings.size() > 1) {
        return RuleError::badRequest(QStringLiteral("sfb.fear_choice_needed"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "Say where the Fear takes %1: %2."),
                                            r.nameOf(target), placeList(r, endings)));
    }
    const Hex start = *r.table.position(target);
    const std::vector<Hex> path = line(start, rowDirection(start, end), distance(start, end));
    ARBITER_TRY(travelled, sfbMoveAlong(r, target, path, true, source));
    return Done{};
}

Status sfbForce(SfbResolution &r, const QString &source, const QString &target, int distanceLimit, std::optional<Hex> to)
{
    if (!to || distanceLimit <= 0 || !r.onBoard(source) || !r.onBoard(target))
        return Done{};
    const SfbArena arena = r.arena();
    const int index = arena.index(target);
    if (arena.champions[static_cast<std::size_t>(index)].rooted)
        return RuleError::invalid(QStringLiteral("sfb.force_rooted"), sfb::rule("displacement"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is rooted: Force cannot move it."), r.nameOf(target)));
    const SfbMoveVerdict verdict = sfbMoveVerdictAt(arena, index, distanceLimit, MoveMode::Walk, *to);
    if (verdict != SfbMoveVerdict::Legal)
        return RuleError::invalid(sfbMoveVerdictCode(verdict), sfb::rule("force"),
                                  sfbMoveVerdictPhrase(arena, index, distanceLimit, *to, verdict))
            .about(*to);
    ARBITER_TRY(travelled, sfbMoveAlong(r, target, sfbMovePath(arena, index, distanceLimit, MoveMode::Walk, *to), true, source));
    return Done{};
}

void sfbDrawCards(SfbResolution &r, const QString &player, int count)
{
    int drawn = 0;
    for (; drawn < count; ++drawn) {
        if (r.counter(player, sfb::kDeck) == 0) {
            const int discard = r.counter(player, sfb::kDiscard);
            if (discard == 0)
                break;
            r.setCounter(player, sfb::kDeck, discard);
            r.setCounter(player, sfb::kDiscard, 0);
            r.event(QStringLiteral("sfb.deck_reshuffled"), {{QStringLiteral("player"), player}, {QStringLiteral("deck"), discard}},
                    phrase(QT_TRANSLATE_NOOP("Engine", "%1 shuffles the discard pile into a new deck of %2 cards."), r.nameOf(player),
                           discard));
        }
        addCounter(r, player, sfb::kDeck, -1);
        addCounter(r, player, sfb::kHand, 1);
    }
    r.event(QStringLiteral("sfb.cards_drawn"),
            {{QStringLiteral("player"), player}, {QStringLiteral("count"), drawn}, {QStringLiteral("hand"), r.counter(player, sfb::kHand)}},
            phrase(QT_TRANSLATE_NOOP("Engine", "%1 draws %2 cards: %3 in hand."), r.nameOf(player), drawn,
                   r.counter(player, sfb::kHand)));
}

void sfbPlanCards(SfbResolution &r, const QString &player, int count)
{
    const int moved = std::min(count, r.counter(player, sfb::kHand));
    if (moved <= 0)
        return;
    addCounter(r, player, sfb::kHand, -moved);
    addCounter(r, player, sfb::kDeck, moved);
    r.event(QStringLiteral("sfb.cards_planned"), {{QStringLiteral("player"), player}, {QStringLiteral("count"), moved}},
            phrase(QT_TRANSLATE_NOOP("Engine", "%1 puts %2 cards from hand on top of the deck."), r.nameOf(player), moved));
}

void sfbLevelUp(SfbResolution &r, const QStringList &champions)
{
    for (const QString &champion : champions) {
        // Out of action in the same action: its card went back to the basic side.
        if (!r.onBoard(champion) || r.counter(champion, sfb::kLevelled) > 0)
            continue;
        r.setCounter(champion, sfb::kLevelled, 1);
        r.event(QStringLiteral("sfb.levelled_up"), {{QStringLiteral("champion"), champion}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 levels up: its card flips, damage carried over."), r.nameOf(champion)));
    }
}

void sfbCheckVictory(SfbResolution &r)
{
    if (r.table.phase == SfbPhase::Over || r.table.phase == SfbPhase::Draft)
        return;
    std::array<bool, 2> reached{};
    for (int side = 0; side < 2; ++side)
        reached[static_cast<std::size_t>(side)] = r.counter(r.vpHolder(side), sfb::kVp) >= r.winningVp();
    if (!reached[0] && !reached[1])
        return;
    int winner = reached[0] ? 0 : 1;
    if (reached[0] && reached[1]) {
        // Both at once: the side that did not play the card wins.
        const int acting = r.table.sideOfPlayer(r.actingPlayer.isEmpty() ? r.table.activePlayer() : r.actingPlayer);
        winner = 1 - std::max(0, acting);
    }
    r.table.phase = SfbPhase::Over;
    r.table.winner = r.vpHolder(winner);
    r.table.activation.reset();
    r.event(QStringLiteral("sfb.game_won"),
            {{QStringLiteral("winner"), r.table.winner}, {QStringLiteral("vp"), r.counter(r.table.winner, sfb::kVp)}},
            phrase(QT_TRANSLATE_NOOP("Engine", "%1 wins with %2 VP."), r.nameOf(r.table.winner),
                   r.counter(r.table.winner, sfb::kVp)));
}

} // namespace arbiter
