#pragma once

#include "games/super_fantasy_brawl/sfb_action_types.h"
#include "games/super_fantasy_brawl/sfb_resolution.h"

namespace arbiter {

// Choosing the champions: free choice, casual draft or competitive draft with
// bans, for two players or for two teams of two.

// Opens the draft the setup asks for (setup.draft, pool, brought) and, for a
// free choice given whole in setup.champions, forms the teams at once.
Status sfbOpenDraft(SfbResolution &r, const QJsonObject &setup);

Status sfbChooseTeam(SfbResolution &r, const sfb::TeamChoose &action); // team.choose (free choice)
Status sfbDraftPick(SfbResolution &r, const sfb::DraftPick &action); // draft.pick
Status sfbDraftBan(SfbResolution &r, const sfb::DraftBan &action); // draft.ban

// The champions (spec ids) `player` may no longer choose freely because the
// other side already fields them (two players only).
QStringList sfbChampionsTakenFrom(const SessionState &state, const SfbTable &table, const QString &player);

} // namespace arbiter
