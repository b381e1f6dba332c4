#pragma once

#include "core/session.h"
#include "games/the_banishing/banishing_board.h"
#include "games/the_banishing/banishing_content.h"
#include "games/the_banishing/banishing_status.h"

namespace arbiter::banishing {

// Cards in the Banishing that close the Void and win the game.
constexpr int kBanishingGoal = 10;
constexpr int kLastRound = 3;

// Derived, never stored: a correction by hand (a counter, a card moved back)
// changes the outcome with it.
enum class Outcome { Playing, Won, Lost };
enum class LossReason { None, Death, AllExhausted, TimeUp };

struct GameOutcome {
    Outcome outcome = Outcome::Playing;
    LossReason reason = LossReason::None;
    QString character; // who died, for LossReason::Death

    friend bool operator==(const GameOutcome &, const GameOutcome &) = default;
};

// A character's damage, effective stamina (with Armor), exhaustion and death,
// from its counters and the wounds in front of it.
CharacterStatus statusOf(const SessionState &state, const Board &board, const Content &content, const QString &character);

// Losses are checked first: a death ends the game even if the same move
// completed the Banishing.
GameOutcome outcomeOf(const SessionState &state, const Board &board, const Content &content);

QString outcomeName(Outcome outcome);
QString lossReasonName(LossReason reason);

// Events for what changed between two states: characters exhausted,
// recovered or killed, and the game won or lost.
std::vector<Event> statusChangeEvents(const SessionState &before, const Board &boardBefore, const SessionState &after,
                                      const Board &boardAfter, const Content &content);

} // namespace arbiter::banishing
