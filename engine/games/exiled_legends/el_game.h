#pragma once

#include "core/options.h"
#include "core/session.h"

namespace arbiter {

// Exiled Legends at the table: setup (Legends, Team decks by type or draft,
// Sphere deck, first line-up, roll for the first player), rounds and the four
// turn phases, the five 1-MP actions, abilities by kind, the five attack
// steps, destruction and replacement, the Legend as final Hero and the winner.
// Actions and data are documented in docs/games/exiled-legends.md.
GameDefinition exiledLegendsGame();

namespace exiled_legends {
// The game's own actions (GameDefinition::apply): the rules every other
// question about the game (its options, the app's trials) asks.
Result<Transition> applyRules(const SessionState &state, const QJsonObject &action);
// The same rules for many trials on one state: it is opened once.
TrialFunction trials(const SessionState &state);
} // namespace exiled_legends

} // namespace arbiter
