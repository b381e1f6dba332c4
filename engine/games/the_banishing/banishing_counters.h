#pragma once

#include "core/session.h"
#include "games/the_banishing/banishing_board.h"

namespace arbiter::banishing {

// The numbers kept as entity counters so the table can correct them with
// counter.set / counter.adjust; the rules always read them back from here.
//
// - each character entity (id = character id, kind "character", owner = its
//   player): "stamina" and "health" as printed on the sheet (Armor is added
//   on top while the character holds it);
// - the entity "table" (kind "table"): "round" (1..3) and, in table-deck mode,
//   "deck": the cards left in the real deck, counted down as they are dealt.

inline const QString kTableEntity = QStringLiteral("table");
inline const QString kRoundCounter = QStringLiteral("round");
inline const QString kDeckCounter = QStringLiteral("deck");
inline const QString kStaminaCounter = QStringLiteral("stamina");
inline const QString kHealthCounter = QStringLiteral("health");

int roundOf(const SessionState &state);
void setRound(SessionState &state, int round);

// Cards left in the deck: the app's shuffled deck, or the table's count.
int cardsLeftInDeck(const SessionState &state, const Board &board);
void setTableDeckCount(SessionState &state, int count);

int counterOr(const SessionState &state, const QString &entity, const QString &counter, int fallback);

} // namespace arbiter::banishing
