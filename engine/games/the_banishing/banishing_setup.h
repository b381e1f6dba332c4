#pragma once

#include "core/session.h"
#include "games/the_banishing/banishing_content.h"

namespace arbiter::banishing {

// Cards dealt to each character at setup.
constexpr int kStartingHand = 3;
// A Void dealt with this many undead or more is shuffled back and dealt again.
constexpr int kTooManyUndead = 6;

// GameDefinition::setup. state.setup holds:
//   "content": the pack (required; the app adds the shipped one),
//   "mode": "table" (default) | "app",
//   "difficulty": items shuffled into the deck (default: the pack's default),
//   "characters": one character id per player in seat order, or
//                 [{"player": id, "character": id}, ...] (a player may run several);
//                 default: the recommended characters (recommendedCharacters),
//   "first": the player or character who starts (default: the first in seat order).
Result<SessionState> setupGame(SessionState state);

// The characters the rulebook suggests for a table of `players`: the
// first-game trio, then the pack's extra characters one per extra player.
QStringList recommendedCharacters(const Content &content, int players);

// Table-deck mode, during setup: once all nine Void spaces are revealed, a
// Void with too many undead goes back into the deck to be dealt again.
struct Play;
void checkSetupVoid(Play &play);

} // namespace arbiter::banishing
