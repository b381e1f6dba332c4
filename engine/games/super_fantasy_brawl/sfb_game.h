#pragma once

#include "core/session.h"

namespace arbiter {

// Super Fantasy Brawl at the table: setup, draft, traps, deployment, turns
// with Cores, Action cards, Standard Actions, movement, attacks, Reactions,
// traps, out of action, levelling up, the Challenge Track and Super Team
// Tornado. Actions and data layout: docs/games/super-fantasy-brawl.md.
GameDefinition superFantasyBrawlGame();

struct SfbContent;
struct SfbTable;

// Whether the rules accept `action` now, with the pack and table already
// read: the same checks as the game's apply, without building the new state.
// The options query asks it about every candidate.
Status sfbCheckAction(const SessionState &state, const SfbContent &content, const SfbTable &table, const QJsonObject &action);

} // namespace arbiter
