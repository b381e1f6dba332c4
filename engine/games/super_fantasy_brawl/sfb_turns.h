#pragma once

#include "games/super_fantasy_brawl/sfb_action_types.h"
#include "games/super_fantasy_brawl/sfb_resolution.h"

namespace arbiter {

// Rounds and turns: the Scoreboard Phase, the Upkeep at the end of a turn,
// and the Challenge Track advancing at the end of a round.
Status sfbClaimChallenge(SfbResolution &r, const sfb::ChallengeClaim &action); // challenge.claim
Status sfbEndTurn(SfbResolution &r, const sfb::TurnEnd &action); // turn.end
Status sfbAdvanceTrack(SfbResolution &r, const sfb::TrackAdvance &action); // track.advance

// Records a Challenge card just put in `slot` of the track.
void sfbChallengeDealt(SfbResolution &r, std::size_t slot);

// Opens the active player's turn: the Scoreboard Phase, skipped in round 1.
void sfbStartTurn(SfbResolution &r);

} // namespace arbiter
