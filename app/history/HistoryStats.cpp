#include "history/HistoryStats.h"

#include <QJsonArray>
#include <algorithm>
#include <cmath>

namespace arbiter {

namespace {

double rate(int wins, int plays) { return plays > 0 ? static_cast<double>(wins) / plays : 0.0; }

double minutesOf(const SessionResult &r)
{
    if (!r.startedAt.isValid() || !r.endedAt.isValid())
        return 0;
    return std::max<qint64>(0, r.startedAt.msecsTo(r.endedAt)) / 60000.0;
}

struct CharacterTally {
    std::map<std::pair<QString, QString>, CharacterStats> byCharacter;
    void add(const QString &game, const QString &character, bool won)
    {
        CharacterStats &c = byCharacter[{game, character}];
        c.game = game;
        c.character = character;
        ++c.plays;
        c.wins += won ? 1 : 0;
    }
    [[nodiscard]] std::vector<CharacterStats> sorted() const
    {
        std::vector<CharacterStats> out;
        for (const auto &[key, c] : byCharacter) {
            CharacterStats copy = c;
            copy.winRate = rate(c.wins, c.plays);
            out.push_back(copy);
        }
        std::stable_sort(out.begin(), out.end(), [](const CharacterStats &a, const CharacterStats &b) { return a.plays > b.plays; });
        return out;
    }
};

struct PlayerTally {
    PlayerStats stats;
    double minutes = 0;
    double rounds = 0;
    CharacterTally characters;
    std::map<QString, int> met;
    std::map<QString, int> beatenBy;
    std::vector<DiceLuck> luck;
};

struct GameTally {
    GameStats stats;
    double minutes = 0;
    double rounds = 0;
    CharacterTally characters;
};

// The most counted name; the first in name order on a tie.
std::pair<QString, int> most(const std::map<QString, int> &counts)
{
    std::pair<QString, int> best;
    for (const auto &[name, count] : counts)
        if (count > best.second)
            best = {name, count};
    return best;
}

QJsonObject toJson(const PlayRecord &r)
{
    return {{QStringLiteral("plays"), r.plays}, {QStringLiteral("wins"), r.wins}, {QStringLiteral("win_rate"), r.winRate}};
}

QJsonArray toJson(const std::vector<CharacterStats> &characters)
{
    QJsonArray out;
    for (const CharacterStats &c : characters)
        out.append(QJsonObject{{QStringLiteral("game"), c.game},
                               {QStringLiteral("character"), c.character},
                               {QStringLiteral("plays"), c.plays},
                               {QStringLiteral("wins"), c.wins},
                               {QStringLiteral("win_rate"), c.winRate}});
    return out;
}

} // namespace

QString countedName(const QString &name, const std::map<QString, QString> &aliases)
{
    const QString trimmed = name.trimmed();
    const auto it = aliases.find(trimmed);
    return it == aliases.end() ? trimmed : it->second;
}

HistoryStats statsOf(const std::vector<SessionResult> &results, const std::map<QString, QString> &aliases,
                     const QString &player)
{
    const QString wanted = player.isEmpty() ? QString() : countedName(player, aliases);
    std::map<QString, PlayerTally> players;
    std::map<QString, GameTally> games;
    HistoryStats stats;
    QStringList names;
    for (const SessionResult &r : results) {
        names.clear();
        for (const ResultPlayer &p : r.players)
            names << countedName(p.name, aliases);
        if (!wanted.isEmpty() && !names.contains(wanted))
            continue;
        ++stats.plays;
        const double minutes = minutesOf(r);
        GameTally &game = games[r.game];
        game.stats.game = r.game;
        ++game.stats.plays;
        game.minutes += minutes;
        game.rounds += r.rounds;
        if (r.cooperative) {
            ++game.stats.cooperative.plays;
            game.stats.cooperative.wins += r.outcome == QLatin1String("won") ? 1 : 0;
        } else {
            ++game.stats.competitive;
            game.stats.ties += r.outcome == QLatin1String("tie") ? 1 : 0;
        }
        for (std::size_t i = 0; i < r.players.size(); ++i) {
            const ResultPlayer &p = r.players[i];
            PlayerTally &tally = players[names[static_cast<qsizetype>(i)]];
            tally.stats.name = names[static_cast<qsizetype>(i)];
            ++tally.stats.plays;
            tally.stats.wins += p.won ? 1 : 0;
            PlayRecord &kind = r.cooperative ? tally.stats.cooperative : tally.stats.competitive;
            ++kind.plays;
            kind.wins += p.won ? 1 : 0;
            tally.minutes += minutes;
            tally.rounds += r.rounds;
            for (const QString &c : p.characters) {
                tally.characters.add(r.game, c, p.won);
                game.characters.add(r.game, c, p.won);
            }
            if (p.rolls > 0) {
                DiceLuck part;
                part.rolls = p.rolls;
                part.total = p.rollTotal;
                part.expected = p.rollExpected;
                part.variance = p.rollVariance;
                tally.luck.push_back(part);
            }
            if (r.cooperative)
                continue;
            for (std::size_t j = 0; j < r.players.size(); ++j) {
                const ResultPlayer &other = r.players[j];
                if (j == i || other.side == p.side)
                    continue;
                const QString &otherName = names[static_cast<qsizetype>(j)];
                ++tally.met[otherName];
                if (!p.won && other.won)
                    ++tally.beatenBy[otherName];
            }
        }
    }
    for (auto &[name, game] : games) {
        game.stats.averageMinutes = game.minutes / game.stats.plays;
        game.stats.averageRounds = game.rounds / game.stats.plays;
        game.stats.cooperative.winRate = rate(game.stats.cooperative.wins, game.stats.cooperative.plays);
        game.stats.characters = game.characters.sorted();
        stats.games.push_back(std::move(game.stats));
    }
    for (auto &[name, tally] : players) {
        PlayerStats &p = tally.stats;
        p.averageMinutes = tally.minutes / p.plays;
        p.averageRounds = tally.rounds / p.plays;
        p.competitive.winRate = rate(p.competitive.wins, p.competitive.plays);
        p.cooperative.winRate = rate(p.cooperative.wins, p.cooperative.plays);
        p.characters = tally.characters.sorted();
        std::tie(p.rival, p.rivalGames) = most(tally.met);
        std::tie(p.nemesis, p.nemesisWins) = most(tally.beatenBy);
        p.luck = combinedLuck(tally.luck);
        stats.players.push_back(std::move(p));
    }
    std::stable_sort(stats.games.begin(), stats.games.end(), [](const GameStats &a, const GameStats &b) { return a.plays > b.plays; });
    std::stable_sort(stats.players.begin(), stats.players.end(),
                     [](const PlayerStats &a, const PlayerStats &b) { return a.plays > b.plays; });
    return stats;
}

QJsonObject toJson(const HistoryStats &stats)
{
    QJsonArray games;
    for (const GameStats &g : stats.games)
        games.append(QJsonObject{{QStringLiteral("game"), g.game},
                                 {QStringLiteral("plays"), g.plays},
                                 {QStringLiteral("competitive"), g.competitive},
                                 {QStringLiteral("ties"), g.ties},
                                 {QStringLiteral("cooperative"), toJson(g.cooperative)},
                                 {QStringLiteral("average_minutes"), g.averageMinutes},
                                 {QStringLiteral("average_rounds"), g.averageRounds},
                                 {QStringLiteral("characters"), toJson(g.characters)}});
    QJsonArray players;
    for (const PlayerStats &p : stats.players) {
        QJsonObject o{{QStringLiteral("name"), p.name},
                      {QStringLiteral("plays"), p.plays},
                      {QStringLiteral("wins"), p.wins},
                      {QStringLiteral("competitive"), toJson(p.competitive)},
                      {QStringLiteral("cooperative"), toJson(p.cooperative)},
                      {QStringLiteral("average_minutes"), p.averageMinutes},
                      {QStringLiteral("average_rounds"), p.averageRounds},
                      {QStringLiteral("characters"), toJson(p.characters)},
                      {QStringLiteral("rival"), p.rival.isEmpty() ? QJsonValue() : QJsonValue(p.rival)},
                      {QStringLiteral("rival_games"), p.rivalGames},
                      {QStringLiteral("nemesis"), p.nemesis.isEmpty() ? QJsonValue() : QJsonValue(p.nemesis)},
                      {QStringLiteral("nemesis_wins"), p.nemesisWins},
                      {QStringLiteral("rolls"), p.luck.rolls}};
        if (p.luck.rolls > 0)
            o.insert(QStringLiteral("luck"), p.luck.better);
        players.append(o);
    }
    return {{QStringLiteral("plays"), stats.plays}, {QStringLiteral("games"), games}, {QStringLiteral("players"), players}};
}

} // namespace arbiter
