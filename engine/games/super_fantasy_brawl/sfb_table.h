#pragma once

#include "core/hex.h"
#include "core/rule_error.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <map>
#include <optional>
#include <vector>

namespace arbiter {

// Everything about a Super Fantasy Brawl game that is not a number the table
// may correct by hand (those are entity counters): phases, turn order,
// positions on the board, face-down traps, the Challenge Track, the
// activation being resolved. Stored as SessionState::data; the layout is
// documented in docs/games/super-fantasy-brawl.md.

enum class SfbPhase { Draft, Challenges, Traps, Deploy, Scoreboard, Activation, Advance, Over };
QString sfbPhaseName(SfbPhase phase);

enum class SfbDraftMode { Free, Casual, Competitive };
QString sfbDraftModeName(SfbDraftMode mode);

// One side of the arena: a player, or in Super Team Tornado a team of two.
struct SfbSide {
    QString id; // the player's id, or "team-1" / "team-2"
    QStringList players;
    QString area; // deployment area id
    friend bool operator==(const SfbSide &, const SfbSide &) = default;
};

struct SfbChallenge {
    QString name;
    QString text; // the condition, when the table typed it in
    friend bool operator==(const SfbChallenge &, const SfbChallenge &) = default;
};

struct SfbTrack {
    std::vector<int> slots; // VP of each slot, 0 = Cannot Be Scored
    std::vector<std::optional<SfbChallenge>> cards; // one per slot
    int deck = 0; // cards left in the Challenge deck
    std::vector<SfbChallenge> discard;
    int shift = 1; // slots a card moves per round, and cards drawn
};

struct SfbDraftStep {
    QString player;
    bool ban = false;
};

struct SfbDraft {
    SfbDraftMode mode = SfbDraftMode::Free;
    std::vector<SfbDraftStep> steps; // casual and competitive: whose pick or ban, in order
    int next = 0;
    QStringList pool; // casual: champions still in the common pool
    std::map<QString, QStringList> brought; // competitive: each player's champions not yet banned or picked
};

// A movement allowance of the activation: the printed movement (plus bonus)
// in its mode, or a Dash / Jump / Swoop keyword.
struct SfbBudget {
    MoveMode mode = MoveMode::Walk;
    int points = 0;
};

enum class SfbActivationStep { Move, Post };

// The Action card (or Standard Action) being resolved.
struct SfbActivation {
    QString player;
    QString champion; // entity id
    QString card; // card id, or "standard.plan" / "standard.heal" / "standard.strike" / "standard.move"
    std::vector<SfbBudget> budgets;
    SfbActivationStep step = SfbActivationStep::Move;
    QStringList levelUps; // champions that level up once the action is resolved
};

struct SfbTable {
    bool tornado = false;
    SfbPhase phase = SfbPhase::Draft;
    QStringList order; // turn order, player ids
    std::vector<SfbSide> sides; // sides[0] holds the first player
    int round = 0;
    int turn = 0; // index into order
    std::optional<SfbDraft> draft;
    std::map<QString, Hex> positions; // champion entity id -> hex; absent = on the Gate
    std::vector<Hex> traps; // face-down traps, sorted
    SfbTrack track;
    QStringList standardUsed; // Standard Actions used in this Activation Phase
    std::optional<SfbActivation> activation;
    QString winner; // side id once the game is over

    [[nodiscard]] const QString &activePlayer() const { return order[turn]; }
    // VP that win at once: 5 for a player, 7 for a team of Super Team Tornado.
    [[nodiscard]] int winningVp() const { return tornado ? 7 : 5; }
    [[nodiscard]] int sideOfPlayer(const QString &player) const; // -1 when unknown
    [[nodiscard]] std::optional<Hex> position(const QString &champion) const;
    [[nodiscard]] bool hasTrap(Hex h) const;
    [[nodiscard]] QString occupantAt(Hex h) const; // champion entity id, or empty
};

QJsonObject toJson(const SfbTable &table);
Result<SfbTable> sfbTableFrom(const QJsonObject &data);

} // namespace arbiter
