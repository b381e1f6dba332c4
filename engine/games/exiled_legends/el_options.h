#pragma once

#include "core/options.h"
#include "core/session.h"

// What may happen now in an Exiled Legends session (GameDefinition::options):
// the stage and what is due, whose choice it is, the winner at the end, and
// every action the rules accept, each found by asking the rules themselves.
// The answer's fields are documented in docs/games/exiled-legends.md, "Options".
namespace arbiter::exiled_legends {

GameOptions options(const SessionState &state);

} // namespace arbiter::exiled_legends
