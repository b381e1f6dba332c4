#pragma once

#include "core/dice_luck.h"
#include "storage/SessionResult.h"

#include <QJsonObject>
#include <map>
#include <vector>

namespace arbiter {

// The figures across sessions, from the history rows only (never a log).
// A player is their name as typed, or the name it was merged into.

struct CharacterStats {
    QString game;
    QString character; // a content id: champion, hero, Legend, character
    int plays = 0;
    int wins = 0;
    double winRate = 0;
};

// Plays and wins kept apart for games against each other and games the
// table plays together against the game.
struct PlayRecord {
    int plays = 0;
    int wins = 0;
    double winRate = 0; // wins / plays, 0 without plays
};

struct PlayerStats {
    QString name;
    PlayRecord competitive;
    PlayRecord cooperative;
    int plays = 0;
    int wins = 0;
    double averageMinutes = 0;
    double averageRounds = 0;
    std::vector<CharacterStats> characters; // most played first
    QString rival; // the opponent met most often in competitive games
    int rivalGames = 0;
    QString nemesis; // the opponent who won most often when this player lost
    int nemesisWins = 0;
    DiceLuck luck; // every roll of every session, against the exact odds of each
};

struct GameStats {
    QString game;
    int plays = 0;
    PlayRecord cooperative; // the table's wins against the game
    int competitive = 0;
    int ties = 0;
    double averageMinutes = 0;
    double averageRounds = 0;
    std::vector<CharacterStats> characters; // most played first
};

struct HistoryStats {
    int plays = 0;
    std::vector<GameStats> games; // most played first
    std::vector<PlayerStats> players; // most plays first
};

// The name `name` is counted as.
QString countedName(const QString &name, const std::map<QString, QString> &aliases);

// `player`, when given, keeps the sessions that player (as counted) played in.
HistoryStats statsOf(const std::vector<SessionResult> &results, const std::map<QString, QString> &aliases,
                     const QString &player = {});

QJsonObject toJson(const HistoryStats &stats);

} // namespace arbiter
