#include "games/super_fantasy_brawl/sfb_displace.h"

#include "core/hex_calculators.h"
#include "core/json_fields.h"

#include <algorithm>

namespace arbiter {

namespace {

constexpr int kMaxDistance = 20;

enum class Obstacle { None, Champion, Blocked, Edge };

Result<const Piece *> pieceNamed(const std::vector<Piece> &pieces, const QJsonObject &request, const QString &key)
{
    auto id = json::requiredString(request, key, {});
    if (!id)
        return id.error();
    const auto found = std::find_if(pieces.begin(), pieces.end(), [&](const Piece &p) { return p.id == id.value(); });
    if (found == pieces.end())
        return RuleError::badRequest(QStringLiteral("request.unknown_id"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1 names \"%2\", which is not one of the champions."), key,
                                            id.value()));
    return &*found;
}

Obstacle obstacleAt(Hex h, const Board &board, const std::vector<Piece> &pieces)
{
    if (!board.contains(h))
        return Obstacle::Edge;
    if (board.isBlocked(h))
        return Obstacle::Blocked;
    if (std::any_of(pieces.begin(), pieces.end(), [&](const Piece &p) { return p.at == h; }))
        return Obstacle::Champion;
    return Obstacle::None;
}

Phrase stopReason(Obstacle obstacle, const QString &target, Hex h)
{
    switch (obstacle) {
    case Obstacle::Champion:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 stops before %2: a champion stands there."), target, hexLabel(h));
    case Obstacle::Blocked:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 stops before %2: the hex is blocked."), target, hexLabel(h));
    case Obstacle::Edge:
    case Obstacle::None:
        break;
    }
    return phrase(QT_TRANSLATE_NOOP("Engine", "%1 stops at the edge of the arena."), target);
}

} // namespace

SfbDisplaceOutcome sfbResolveDisplacement(SfbDisplacement kind, int distance, bool rooted, const Board &board,
                                          const std::vector<Piece> &pieces, const Piece &from, const Piece &moving)
{
    SfbDisplaceOutcome outcome;
    auto &steps = outcome.steps;
    outcome.final = moving.at;

    const int awayFromSource = rowDirection(from.at, moving.at);
    if (awayFromSource < 0) {
        const char *ignored = kind == SfbDisplacement::Push
                                  ? QT_TRANSLATE_NOOP("Engine", "%1 at %2 and %3 at %4 are not on one hex row: the Push is ignored.")
                                  : QT_TRANSLATE_NOOP("Engine", "%1 at %2 and %3 at %4 are not on one hex row: the Pull is ignored.");
        steps.push_back(phrase(ignored, from.id, hexLabel(from.at), moving.id, hexLabel(moving.at)));
        outcome.ignored = true;
        return outcome;
    }

    const int travelDirection = kind == SfbDisplacement::Push ? awayFromSource : (awayFromSource + 3) % 6;
    if (kind == SfbDisplacement::Push)
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Push %1: %2 moves straight away from %3 along their hex row, direction %4."),
                               distance, moving.id, from.id, travelDirection));
    else
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Pull %1: %2 moves straight towards %3 along their hex row, direction %4."),
                               distance, moving.id, from.id, travelDirection));

    // The moving champion has left its hex, so only the others stand in the way.
    std::vector<Piece> others;
    std::copy_if(pieces.begin(), pieces.end(), std::back_inserter(others),
                 [&](const Piece &p) { return p.id != moving.id; });

    Hex at = moving.at;
    if (rooted && distance > 0) {
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "%1 is rooted and cannot be moved."), moving.id));
    } else {
        while (static_cast<int>(outcome.path.size()) < distance) {
            const Hex next = neighbour(at, travelDirection);
            const Obstacle obstacle = obstacleAt(next, board, others);
            if (obstacle != Obstacle::None) {
                steps.push_back(stopReason(obstacle, moving.id, next));
                break;
            }
            at = next;
            outcome.path.push_back(at);
            if (board.hasTrap(at)) {
                outcome.traps.push_back(at);
                steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "%1 enters %2 and triggers the trap there."), moving.id, hexLabel(at)));
            } else {
                steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "%1 moves to %2."), moving.id, hexLabel(at)));
            }
        }
    }

    const int shortfall = distance - static_cast<int>(outcome.path.size());
    if (shortfall > 0)
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "%1 of the %2 hexes could not be travelled: %1 damage, ignoring defence."),
                               shortfall, distance));
    else
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "%1 travels the full distance and ends on %2."), moving.id, hexLabel(at)));
    outcome.final = at;
    outcome.collisionDamage = shortfall;
    return outcome;
}

Result<Calculation> sfbDisplace(const QJsonObject &request)
{
    auto kindName =
        json::requiredChoice(request, QStringLiteral("kind"), {}, {QStringLiteral("push"), QStringLiteral("pull")});
    if (!kindName)
        return kindName.error();
    const SfbDisplacement kind = kindName.value() == QLatin1String("push") ? SfbDisplacement::Push : SfbDisplacement::Pull;
    auto distance = json::requiredInt(request, QStringLiteral("distance"), {}, 0, kMaxDistance);
    if (!distance)
        return distance.error();
    auto rooted = json::optionalBool(request, QStringLiteral("rooted"), {}, false);
    if (!rooted)
        return rooted.error();
    auto board = json::boardFrom(request.value(QStringLiteral("board")), QStringLiteral("board"));
    if (!board)
        return board.error();
    auto pieces = json::piecesFrom(request.value(QStringLiteral("champions")), QStringLiteral("champions"), board.value());
    if (!pieces)
        return pieces.error();
    auto source = pieceNamed(pieces.value(), request, QStringLiteral("source"));
    if (!source)
        return source.error();
    auto target = pieceNamed(pieces.value(), request, QStringLiteral("target"));
    if (!target)
        return target.error();
    if (source.value() == target.value())
        return json::fieldError(QStringLiteral("target"), QT_TRANSLATE_NOOP("Engine", "%1 must be another champion than the source."));

    SfbDisplaceOutcome outcome = sfbResolveDisplacement(kind, distance.value(), rooted.value(), board.value(),
                                                        pieces.value(), *source.value(), *target.value());
    Calculation calculation;
    calculation.steps = std::move(outcome.steps);
    QJsonObject &fields = calculation.fields;
    fields.insert(QStringLiteral("ignored"), outcome.ignored);
    fields.insert(QStringLiteral("path"), json::toJson(outcome.path));
    fields.insert(QStringLiteral("final"), json::toJson(outcome.final));
    fields.insert(QStringLiteral("collision_damage"), outcome.collisionDamage);
    fields.insert(QStringLiteral("traps_triggered"), json::toJson(outcome.traps));
    return calculation;
}

} // namespace arbiter
