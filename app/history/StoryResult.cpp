#include "history/StoryResult.h"

#include <QJsonDocument>

namespace arbiter::history {

SessionResult resultOf(qint64 sessionId, const SessionStory &story, const QJsonArray &players,
                       const QDateTime &startedAt, const QDateTime &endedAt)
{
    SessionResult result;
    result.sessionId = sessionId;
    result.game = story.game;
    result.startedAt = startedAt;
    result.endedAt = endedAt;
    result.rounds = story.lastRound();
    result.actions = story.actions;
    result.cooperative = story.cooperative;
    result.outcome = !story.winners.isEmpty() ? QStringLiteral("won")
        : story.cooperative                   ? QStringLiteral("lost")
                                              : QStringLiteral("tie");
    result.story = QJsonDocument(toJson(story)).toJson(QJsonDocument::Compact);
    int seat = 0;
    for (const QJsonValue &value : players) {
        const QJsonObject p = value.toObject();
        ResultPlayer player;
        player.player = p.value(QStringLiteral("id")).toString();
        player.name = p.value(QStringLiteral("name")).toString();
        player.seat = seat++;
        for (const SideStanding &side : story.sides)
            if (side.players.contains(player.player))
                player.side = side.id;
        player.won = story.winners.contains(player.player);
        for (const FigureStory &f : story.figures)
            if (f.last.lead && f.last.player == player.player && !player.characters.contains(f.last.character))
                player.characters << f.last.character;
        for (const PlayerLuck &luck : story.luck) {
            if (luck.player != player.player)
                continue;
            player.rolls = luck.luck.rolls;
            player.rollTotal = luck.luck.total;
            player.rollExpected = luck.luck.expected;
            player.rollVariance = luck.luck.variance;
            if (luck.luck.rolls > 0)
                player.luck = luck.luck.better;
        }
        result.players.push_back(std::move(player));
    }
    return result;
}

} // namespace arbiter::history
