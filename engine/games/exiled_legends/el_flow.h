#pragma once

#include "games/exiled_legends/el_action_types.h"
#include "games/exiled_legends/el_state.h"

// Rounds and turns: the Sphere card at the start of each round, the four
// phases in order, Myth Points refreshed and start-of-turn reminders in the
// Beginning phase, temporary effects ending with the turn, and the next player.
namespace arbiter::exiled_legends {

// Round 1 begins: the first player is to flip a Sphere card.
void startFirstRound(Table &table);

// Whether a Sphere card is due now, before the card the action names is read.
Status maySphereFlip(const Table &table);
// The round's Sphere card (the one the table turned up, or the top of the
// tracked deck); an empty deck is rebuilt first.
Status flipSphere(Table &table, const SphereFlip &action);
// Beginning -> Action -> Attack -> End -> the next turn.
Status nextPhase(Table &table, const PhaseNext &action);
// Ends the turn from any phase once no attack is unresolved.
Status endTurn(Table &table, const TurnEnd &action);

} // namespace arbiter::exiled_legends
