#pragma once

#include "core/session.h"
#include "games/super_fantasy_brawl/sfb_action_types.h"
#include "games/super_fantasy_brawl/sfb_resolution.h"

namespace arbiter {

// The game's setup(): reads setup.content and the table's choices (first
// player, deployment area, teams for Super Team Tornado, draft mode), and
// opens the first setup phase.
Result<SessionState> sfbSetup(SessionState initial);

// Who deploys next: the first player in turn order with a champion still
// off the board; empty once everyone is deployed.
QString sfbDeployingPlayer(const SfbResolution &r);
// Who places the next face-down trap: two each with two players, one each with four.
QString sfbTrapPlacer(const SfbTable &table);

// Setup actions after the draft (sfb_draft.h), in the order the phases come.
Status sfbDealChallenges(SfbResolution &r, const sfb::TrackDeal &action); // track.deal
Status sfbPlaceTrap(SfbResolution &r, const sfb::TrapPlace &action); // trap.place
Status sfbDeploy(SfbResolution &r, const sfb::ChampionDeploy &action); // champion.deploy

// The Challenge cards named in an action's "drawn": names or {"name","text"} objects.
Result<std::vector<SfbChallenge>> sfbDrawnChallenges(const QJsonArray &drawn, int count);

// Whether `card` can be the card just drawn: named in the pack's list (when
// it has one) and still in the deck, i.e. neither on the track nor in the
// discard pile (copies counted). `rule` is the slug of the step drawing it.
Status sfbCheckChallengeDrawn(const SfbContent &content, const SfbTrack &track, const SfbChallenge &card,
                              const char *rule);

// The names the table may pick for the cards to draw now (track.deal or
// track.advance), from the pack's list: empty when the pack lists none.
QStringList sfbChallengeChoices(const SfbContent &content, const SfbTable &table);

} // namespace arbiter
