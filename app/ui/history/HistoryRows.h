#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// The values the history pages draw (StoryView, ReplayView, HistoryStatsView),
// typed for QML. Percentages are rounded here, once, for every page.

// One line of a story's chart: a figure's health or a side's track, one value
// per round of the story's axis; -1 where it had none (not at the table yet).
struct StorySeries {
    Q_GADGET
    QML_VALUE_TYPE(storySeries)
    Q_PROPERTY(QString label MEMBER label)
    Q_PROPERTY(QString kind MEMBER kind) // "health" or "track"
    Q_PROPERTY(QList<int> points MEMBER points)
    Q_PROPERTY(int last MEMBER last)

public:
    QString label;
    QString kind;
    QList<int> points;
    int last = 0;
    bool operator==(const StorySeries &) const = default;
};

struct StoryFigureRow {
    Q_GADGET
    QML_VALUE_TYPE(storyFigureRow)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString playerName MEMBER playerName)
    Q_PROPERTY(int damageDealt MEMBER damageDealt)
    Q_PROPERTY(int damageTaken MEMBER damageTaken)
    Q_PROPERTY(int knockOuts MEMBER knockOuts)
    Q_PROPERTY(int knockedOut MEMBER knockedOut)
    Q_PROPERTY(int health MEMBER health)
    Q_PROPERTY(int maxHealth MEMBER maxHealth)
    Q_PROPERTY(bool out MEMBER out)

public:
    QString name;
    QString playerName;
    int damageDealt = 0;
    int damageTaken = 0;
    int knockOuts = 0;
    int knockedOut = 0;
    int health = 0;
    int maxHealth = 0;
    bool out = false;
    bool operator==(const StoryFigureRow &) const = default;
};

struct StorySwingRow {
    Q_GADGET
    QML_VALUE_TYPE(storySwingRow)
    Q_PROPERTY(QString subject MEMBER subject) // a figure's name, or a track's label with its side
    Q_PROPERTY(int round MEMBER round)
    Q_PROPERTY(int action MEMBER action)
    Q_PROPERTY(int from MEMBER from)
    Q_PROPERTY(int to MEMBER to)

public:
    QString subject;
    int round = 0;
    int action = 0;
    int from = 0;
    int to = 0;
    bool operator==(const StorySwingRow &) const = default;
};

struct LuckRow {
    Q_GADGET
    QML_VALUE_TYPE(luckRow)
    Q_PROPERTY(QString playerName MEMBER playerName)
    Q_PROPERTY(int rolls MEMBER rolls)
    Q_PROPERTY(int physicalRolls MEMBER physicalRolls)
    Q_PROPERTY(int total MEMBER total)
    Q_PROPERTY(int expected MEMBER expected) // rounded
    Q_PROPERTY(int betterPercent MEMBER betterPercent)

public:
    QString playerName;
    int rolls = 0;
    int physicalRolls = 0;
    int total = 0;
    int expected = 0;
    int betterPercent = 0;
    bool operator==(const LuckRow &) const = default;
};

// A figure or a track at one step of a replay.
struct ReplayRow {
    Q_GADGET
    QML_VALUE_TYPE(replayRow)
    Q_PROPERTY(QString label MEMBER label)
    Q_PROPERTY(QString owner MEMBER owner) // the player or side, by name
    Q_PROPERTY(int amount MEMBER amount)
    Q_PROPERTY(int maximum MEMBER maximum) // 0 for a track
    Q_PROPERTY(bool out MEMBER out)

public:
    QString label;
    QString owner;
    int amount = 0;
    int maximum = 0;
    bool out = false;
    bool operator==(const ReplayRow &) const = default;
};

struct StatsGameRow {
    Q_GADGET
    QML_VALUE_TYPE(statsGameRow)
    Q_PROPERTY(QString game MEMBER game)
    Q_PROPERTY(QString gameName MEMBER gameName)
    Q_PROPERTY(int plays MEMBER plays)
    Q_PROPERTY(int competitive MEMBER competitive)
    Q_PROPERTY(int ties MEMBER ties)
    Q_PROPERTY(int coopPlays MEMBER coopPlays)
    Q_PROPERTY(int coopWins MEMBER coopWins)
    Q_PROPERTY(int coopWinPercent MEMBER coopWinPercent)
    Q_PROPERTY(int averageMinutes MEMBER averageMinutes)
    Q_PROPERTY(double averageRounds MEMBER averageRounds)

public:
    QString game;
    QString gameName;
    int plays = 0;
    int competitive = 0;
    int ties = 0;
    int coopPlays = 0;
    int coopWins = 0;
    int coopWinPercent = 0;
    int averageMinutes = 0;
    double averageRounds = 0;
    bool operator==(const StatsGameRow &) const = default;
};

struct StatsPlayerRow {
    Q_GADGET
    QML_VALUE_TYPE(statsPlayerRow)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int plays MEMBER plays)
    Q_PROPERTY(int wins MEMBER wins)
    Q_PROPERTY(int competitivePlays MEMBER competitivePlays)
    Q_PROPERTY(int competitiveWins MEMBER competitiveWins)
    Q_PROPERTY(int competitivePercent MEMBER competitivePercent)
    Q_PROPERTY(int coopPlays MEMBER coopPlays)
    Q_PROPERTY(int coopWins MEMBER coopWins)
    Q_PROPERTY(int coopPercent MEMBER coopPercent)
    Q_PROPERTY(int averageMinutes MEMBER averageMinutes)
    Q_PROPERTY(double averageRounds MEMBER averageRounds)
    Q_PROPERTY(QString rival MEMBER rival)
    Q_PROPERTY(int rivalGames MEMBER rivalGames)
    Q_PROPERTY(QString nemesis MEMBER nemesis)
    Q_PROPERTY(int nemesisWins MEMBER nemesisWins)
    Q_PROPERTY(int rolls MEMBER rolls)
    Q_PROPERTY(int luckPercent MEMBER luckPercent) // -1 without rolls

public:
    QString name;
    int plays = 0;
    int wins = 0;
    int competitivePlays = 0;
    int competitiveWins = 0;
    int competitivePercent = 0;
    int coopPlays = 0;
    int coopWins = 0;
    int coopPercent = 0;
    int averageMinutes = 0;
    double averageRounds = 0;
    QString rival;
    int rivalGames = 0;
    QString nemesis;
    int nemesisWins = 0;
    int rolls = 0;
    int luckPercent = -1;
    bool operator==(const StatsPlayerRow &) const = default;
};

struct StatsCharacterRow {
    Q_GADGET
    QML_VALUE_TYPE(statsCharacterRow)
    Q_PROPERTY(QString gameName MEMBER gameName)
    Q_PROPERTY(QString character MEMBER character)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int plays MEMBER plays)
    Q_PROPERTY(int wins MEMBER wins)
    Q_PROPERTY(int winPercent MEMBER winPercent)

public:
    QString gameName;
    QString character; // the content id
    QString name; // what players read
    int plays = 0;
    int wins = 0;
    int winPercent = 0;
    bool operator==(const StatsCharacterRow &) const = default;
};

inline int percentOf(double share) { return static_cast<int>(share * 100.0 + 0.5); }

} // namespace arbiter
