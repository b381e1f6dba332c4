#pragma once

#include "core/rng.h"
#include "games/the_banishing/banishing_play.h"

namespace arbiter::banishing {

// Dealing from the deck in both modes. In app-deck mode the app draws from its
// shuffled deck and says where the card goes; in table-deck mode the place
// waits in board.pending until the table reveals the card (card.reveal).

void shuffle(QStringList &cards, Rng &rng);

// Deals the next card of the deck to `place` (a Void space or a hand).
void dealTo(Play &play, const Place &place);

// Fills every empty Void space, left to right along each row, rows from the
// top. Spaces already waiting for a revealed card are skipped.
void refillVoid(Play &play);

// Table-deck mode: `card` was dealt to the pending `place`. Counts the draw
// and ends the round when it was the deck's last card.
void placeRevealed(Play &play, const Place &place, const QString &card);

// Counts one card drawn from the deck outside dealing (an ability's draw in
// table-deck mode), ending the round when it was the last.
void countTableDraw(Play &play);

// The last card of the deck was drawn: rounds 1 and 2 add the next level of
// undead to the discard pile and shuffle it into a new deck; round 3 is the
// end of time. A new deck with no card at all (nothing discarded, no undead
// to add) has no last card to wait for: that round ends at once too.
void endRound(Play &play);

// Setup dealt the deck's last card: the first round is over before its first
// turn (the deal itself never ends a round, see dealTo).
void endRoundIfDeckIsEmpty(Play &play);

// "Deal <card> to <place>." for the event log.
Phrase dealtText(const Play &play, const Place &place, const QString &card);

} // namespace arbiter::banishing
