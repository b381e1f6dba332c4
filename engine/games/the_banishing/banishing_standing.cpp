#include "games/the_banishing/banishing_standing.h"

#include "games/the_banishing/banishing_counters.h"
#include "games/the_banishing/banishing_outcome.h"

#include <optional>

namespace arbiter::banishing {

namespace {

const QString kTableSide = QStringLiteral("table");

// A story reads the standing of every state of a long log, all with the same
// pack: parse it once. The pack is the key, so the cache never changes an answer.
Result<const Content *> contentCached(const QJsonObject &setup)
{
    thread_local QJsonObject lastPack;
    thread_local std::optional<Content> lastContent;
    const QJsonObject pack = setup.value(QStringLiteral("content")).toObject();
    if (!lastContent || !(pack == lastPack)) {
        auto content = contentOf(setup);
        if (!content)
            return content.error();
        lastContent = std::move(content).value();
        lastPack = pack;
    }
    return &*lastContent;
}

} // namespace

Standing standing(const SessionState &state)
{
    Standing standing;
    standing.cooperative = true;
    auto content = contentCached(state.setup);
    auto board = boardOf(state);
    if (!content || !board)
        return standing;
    if (const Entity *table = state.entity(kTableSide))
        standing.round = table->counter(kRoundCounter).value_or(0);
    SideStanding side{kTableSide, {}};
    for (const QJsonValue &p : state.players)
        side.players << p.toObject().value(QStringLiteral("id")).toString();
    standing.sides.push_back(side);

    const QString &turn = board->turn.character;
    standing.actingFigure = turn;
    if (const Entity *acting = turn.isEmpty() ? nullptr : state.entity(turn))
        standing.actingPlayer = acting->owner;

    for (const QString &character : board->order) {
        const Entity *e = state.entity(character);
        if (!e || !board->hasCharacter(character))
            continue;
        const CharacterStatus status = statusOf(state, board.value(), *content.value(), character);
        FigureStanding figure;
        figure.id = character;
        figure.name = e->name;
        figure.player = e->owner;
        figure.side = kTableSide;
        figure.character = character;
        figure.maxHealth = status.health;
        figure.health = std::max(0, status.health - status.damage);
        figure.out = status.dead;
        standing.figures.push_back(std::move(figure));
    }

    int inVoid = 0;
    for (const QStringList &stack : board->voidStacks)
        inVoid += static_cast<int>(stack.size());
    standing.tracks.push_back(TrackStanding{QStringLiteral("banishing"),
                                            phrase(QT_TRANSLATE_NOOP("Engine", "Cards in the Banishing")), {},
                                            static_cast<int>(board->banishing.size())});
    standing.tracks.push_back(
        TrackStanding{QStringLiteral("void"), phrase(QT_TRANSLATE_NOOP("Engine", "Cards in the Void")), {}, inVoid});

    const GameOutcome outcome = outcomeOf(state, board.value(), *content.value());
    standing.over = outcome.outcome != Outcome::Playing;
    if (outcome.outcome == Outcome::Won)
        standing.winners = side.players;
    return standing;
}

} // namespace arbiter::banishing
