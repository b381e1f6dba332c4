#pragma once

#include "core/session.h"
#include "games/super_fantasy_brawl/sfb_resolution.h"

namespace arbiter {

// The game's setup(): reads setup.content and the table's choices (first
// player, deployment area, teams for Super Team Tornado, draft mode), and
// opens the first setup phase.
Result<SessionState> sfbSetup(SessionState initial);

// Setup actions after the draft (sfb_draft.h), in the order the phases come.
Status sfbDealChallenges(SfbResolution &r, const QJsonObject &action); // track.deal
Status sfbPlaceTrap(SfbResolution &r, const QJsonObject &action); // trap.place
Status sfbDeploy(SfbResolution &r, const QJsonObject &action); // champion.deploy

// The Challenge cards named in action["drawn"]: names or {"name","text"} objects.
Result<std::vector<SfbChallenge>> sfbDrawnChallenges(const QJsonObject &action, int count);

} // namespace arbiter
