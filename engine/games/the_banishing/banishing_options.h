#pragma once

#include "core/options.h"
#include "core/session.h"

namespace arbiter::banishing {

// What may happen now (GameDefinition::options), fields in
// docs/games/the-banishing.md, "Options":
//  - step: round, phase ("setup" | "reveal" | "take" | "ability" | "end_turn"
//    | "over"), the active character and its player, the places waiting for
//    a card from the real deck, the deck, the Banishing, the hand limit;
//  - actor: the active character's player during its turn; nobody while the
//    table names dealt cards or once the game is over;
//  - winner: "players" when the Banishing is complete, "void" when the team
//    lost (a death, everyone exhausted, or the third round over);
//  - options: every turn action the rules accept now; a card dealt from the
//    real deck is an input ("card") of the reveal for the next waiting place,
//    as are a trade's two cards and the cards discarded down to the hand limit;
//  - refused: the unique abilities that cannot be used now (exhausted, no
//    matched set, not yet taken, one already used), Rest without a wound and
//    ending the turn over the hand limit, each with the rules' reason.
GameOptions options(const SessionState &state);

} // namespace arbiter::banishing
