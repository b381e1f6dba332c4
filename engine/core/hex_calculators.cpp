#include "core/hex_calculators.h"

#include "core/json_fields.h"

#include <algorithm>
#include <optional>

namespace arbiter {

namespace {

constexpr int kMaxMove = 50;
constexpr int kMaxLineLength = 50;
constexpr int kDefaultLineLength = 5;
const QString kMovementRule = QStringLiteral("core.hex-movement");

// What hex.reach and hex.path share: who moves, how far, and how.
struct MovementQuestion {
    Board board;
    std::vector<Piece> pieces;
    Piece mover;
    int move = 0;
    MoveMode mode = MoveMode::Walk;
    QString modeName;
};

Result<MoveMode> moveModeFrom(const QString &name)
{
    if (name == QLatin1String("walk"))
        return MoveMode::Walk;
    if (name == QLatin1String("dash"))
        return MoveMode::Dash;
    if (name == QLatin1String("jump"))
        return MoveMode::Jump;
    if (name == QLatin1String("swoop"))
        return MoveMode::Swoop;
    return json::fieldError(QStringLiteral("mode"), QT_TRANSLATE_NOOP("Engine", "%1 must be walk, dash, jump or swoop."));
}

Result<MovementQuestion> movementQuestionFrom(const QJsonObject &request)
{
    MovementQuestion question;
    auto board = json::boardFrom(request.value(QStringLiteral("board")), QStringLiteral("board"));
    if (!board)
        return board.error();
    question.board = board.value();

    auto pieces =
        json::piecesFrom(request.value(QStringLiteral("champions")), QStringLiteral("champions"), question.board);
    if (!pieces)
        return pieces.error();
    question.pieces = pieces.value();

    auto moverId = json::requiredString(request, QStringLiteral("mover"), {});
    if (!moverId)
        return moverId.error();
    const auto mover = std::find_if(question.pieces.begin(), question.pieces.end(),
                                    [&](const Piece &p) { return p.id == moverId.value(); });
    if (mover == question.pieces.end())
        return RuleError::badRequest(QStringLiteral("request.unknown_id"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "mover names \"%1\", which is not one of the champions."),
                                            moverId.value()));
    question.mover = *mover;

    auto move = json::requiredInt(request, QStringLiteral("move"), {}, 0, kMaxMove);
    if (!move)
        return move.error();
    question.move = move.value();

    auto modeName = json::optionalString(request, QStringLiteral("mode"), {}, QStringLiteral("walk"));
    if (!modeName)
        return modeName.error();
    auto mode = moveModeFrom(modeName.value());
    if (!mode)
        return mode.error();
    question.mode = mode.value();
    question.modeName = modeName.value();
    return question;
}

Phrase modeExplanation(MoveMode mode)
{
    switch (mode) {
    case MoveMode::Walk:
        return phrase(QT_TRANSLATE_NOOP("Engine", "Walk: each hex entered costs its movement cost; blocked hexes and enemies "
                                     "stop the way; allies can be passed but not ended on."));
    case MoveMode::Dash:
        return phrase(QT_TRANSLATE_NOOP("Engine", "Dash: a straight line along one hex row, stopped by blocked hexes, enemies "
                                     "and the board's edge; it cannot end on another champion."));
    case MoveMode::Jump:
        return phrase(QT_TRANSLATE_NOOP("Engine", "Jump: passes over enemies, blocked hexes and traps; it must end on an empty, "
                                     "unblocked hex."));
    case MoveMode::Swoop:
        return phrase(QT_TRANSLATE_NOOP("Engine", "Swoop: a straight line along one hex row that passes over enemies, blocked "
                                     "hexes and traps; it must end on an empty, unblocked hex."));
    }
    return {};
}

std::vector<Phrase> movementIntroduction(const MovementQuestion &question)
{
    return {phrase(QT_TRANSLATE_NOOP("Engine", "%1 starts at %2 with %3 movement."), question.mover.id,
                   hexLabel(question.mover.at), question.move),
            modeExplanation(question.mode)};
}

} // namespace

QString hexLabel(Hex h)
{
    return QStringLiteral("[%1, %2]").arg(h.q).arg(h.r);
}

Result<Calculation> hexReach(const QJsonObject &request)
{
    auto question = movementQuestionFrom(request);
    if (!question)
        return question.error();
    const MovementQuestion &q = question.value();

    const std::vector<Hex> reachable = reach(q.board, q.pieces, q.mover, q.move, q.mode);
    Calculation calculation;
    calculation.fields.insert(QStringLiteral("reachable"), json::toJson(reachable));
    calculation.steps = movementIntroduction(q);
    if (reachable.empty())
        calculation.steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "No hex is within reach.")));
    else
        calculation.steps.push_back(
            phrase(QT_TRANSLATE_NOOP("Engine", "%1 hexes are within reach."), static_cast<int>(reachable.size())));
    return calculation;
}

Result<Calculation> hexPath(const QJsonObject &request)
{
    auto question = movementQuestionFrom(request);
    if (!question)
        return question.error();
    const MovementQuestion &q = question.value();
    auto to = json::hexFrom(request.value(QStringLiteral("to")), QStringLiteral("to"));
    if (!to)
        return to.error();

    Calculation calculation;
    calculation.steps = movementIntroduction(q);
    if (to.value() == q.mover.at) {
        calculation.fields.insert(QStringLiteral("path"), QJsonArray{});
        calculation.fields.insert(QStringLiteral("cost"), 0);
        calculation.steps.push_back(
            phrase(QT_TRANSLATE_NOOP("Engine", "%1 already stands on %2: no movement is needed."), q.mover.id, hexLabel(to.value())));
        return calculation;
    }

    const std::vector<Hex> route = path(q.board, q.pieces, q.mover, q.move, q.mode, to.value());
    if (route.empty())
        return RuleError::invalid(QStringLiteral("hex.unreachable"), kMovementRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot reach %2 with %3 movement (%4)."), q.mover.id,
                                         hexLabel(to.value()), q.move, q.modeName));

    int spent = 0;
    for (std::size_t i = 0; i < route.size(); ++i) {
        const Hex h = route[i];
        const int stepNumber = static_cast<int>(i) + 1;
        if (q.mode == MoveMode::Walk) {
            spent += q.board.cost(h);
            calculation.steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Step %1: enter %2 for %3; %4 of %5 movement spent."),
                                               stepNumber, hexLabel(h), q.board.cost(h), spent, q.move));
        } else {
            spent += 1;
            calculation.steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Step %1: %2."), stepNumber, hexLabel(h)));
        }
    }
    calculation.fields.insert(QStringLiteral("path"), json::toJson(route));
    calculation.fields.insert(QStringLiteral("cost"), spent);
    return calculation;
}

Result<Calculation> hexArea(const QJsonObject &request)
{
    auto shape = json::requiredChoice(request, QStringLiteral("shape"), {},
                                      {QStringLiteral("ring"), QStringLiteral("line"), QStringLiteral("spell")});
    if (!shape)
        return shape.error();
    auto origin = json::hexFrom(request.value(QStringLiteral("origin")), QStringLiteral("origin"));
    if (!origin)
        return origin.error();
    auto dir = json::optionalInt(request, QStringLiteral("direction"), {}, 0, 0, 5);
    if (!dir)
        return dir.error();
    auto length = json::optionalInt(request, QStringLiteral("length"), {}, kDefaultLineLength, 1, kMaxLineLength);
    if (!length)
        return length.error();
    // Without a board nothing is off the board.
    std::optional<Board> board;
    if (request.contains(QStringLiteral("board"))) {
        auto parsed = json::boardFrom(request.value(QStringLiteral("board")), QStringLiteral("board"));
        if (!parsed)
            return parsed.error();
        board = parsed.value();
    }

    Calculation calculation;
    std::vector<Hex> hexes;
    const Hex centre = origin.value();
    if (shape.value() == QLatin1String("ring")) {
        hexes = ring(centre, 1);
        calculation.steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Ring: the 6 hexes next to %1."), hexLabel(centre)));
    } else if (shape.value() == QLatin1String("line")) {
        hexes = line(centre, dir.value(), length.value());
        calculation.steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Line: %1 hexes going from %2 in direction %3 (%4 per step)."),
                                           length.value(), hexLabel(centre), dir.value(),
                                           hexLabel(direction(dir.value()))));
    } else {
        hexes = spiral(centre, 1);
        calculation.steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Spell: %1 and the 6 hexes around it."), hexLabel(centre)));
    }

    if (board) {
        const auto offBoard = std::remove_if(hexes.begin(), hexes.end(), [&](Hex h) { return !board->contains(h); });
        const int dropped = static_cast<int>(std::distance(offBoard, hexes.end()));
        hexes.erase(offBoard, hexes.end());
        if (dropped > 0)
            calculation.steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "%1 of them lie off the board and are left out."), dropped));
    }
    std::sort(hexes.begin(), hexes.end());
    calculation.steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "The area holds %1 hexes."), static_cast<int>(hexes.size())));
    calculation.fields.insert(QStringLiteral("hexes"), json::toJson(hexes));
    return calculation;
}

} // namespace arbiter
