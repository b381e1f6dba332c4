#pragma once

#include <QByteArray>
#include <QDate>
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace arbiter {

// One player of a finished session, as the statistics across sessions count it.
struct ResultPlayer {
    QString player; // the id in the session
    QString name; // as typed
    int seat = 0;
    QString side;
    bool won = false;
    QStringList characters; // the content ids of the figures the player played
    int rolls = 0;
    int rollTotal = 0;
    double rollExpected = 0;
    double rollVariance = 0;
    std::optional<double> luck; // chance of a lower sum with the same dice; none without rolls
    friend bool operator==(const ResultPlayer &, const ResultPlayer &) = default;
};

// A finished session's row in the history: what the engine's story says of
// it, written when the game ends (session_results in Schema.cpp).
struct SessionResult {
    qint64 sessionId = 0;
    QString game;
    QDateTime startedAt; // UTC, the first record
    QDateTime endedAt; // UTC, the record that ended the game
    int rounds = 0;
    int actions = 0;
    bool cooperative = false;
    QString outcome; // "won", "lost" (a co-op table beaten), "tie"
    QByteArray story; // compact JSON of the engine's story; empty when a list was read without it
    std::vector<ResultPlayer> players; // in seating order
    friend bool operator==(const SessionResult &, const SessionResult &) = default;
};

// What appending a record does to its session's row: the record that ends
// the game writes it, the one that takes the end back (an undo) removes it.
struct ResultChange {
    enum class Kind { Write, Remove };
    Kind kind = Kind::Write;
    SessionResult result;
};

// Which rows the statistics read; empty fields take every row. Dates are
// the day the game ended (UTC), both ends included.
struct ResultFilter {
    QString game;
    std::optional<QDate> from;
    std::optional<QDate> to;
};

} // namespace arbiter
