#pragma once

#include "core/session.h"
#include "games/theosis/theosis_table.h"

namespace arbiter::theosis {

// GameDefinition::setup. state.setup holds (all optional but "content"):
//   "content": the pack (the app and the CLI add the shipped one),
//   "mode": "pvp" | "team" | "coop" | "semi-light" | "semi-heavy"
//           (default: "coop" for one player, else "pvp"),
//   "blitz": true for the two-hero PvP and team variants,
//   "teams": [["a","b"],["c","d"]] in team mode (default: neighbours in seat order, two teams),
//   "heroes_per_player": against monsters, one of the rulebook's table rows,
//   "heroes": {"<player>": ["lug", ...]} (default: drafted in the rulebook's
//             order from the pack's hero list),
//   "monsters": ["kotronas"] against monsters (default: the pack's first ones),
//   "boss": true to meet one boss instead of three monsters where the table allows,
//   "first": the player who chose first and holds the initiative (default: first seat),
//   "fast": true for the fast-action preparation (no Hierapolis, no rituals).
Result<SessionState> setupGame(SessionState state);

// Who picks the k-th hero: the first round goes clockwise from the first
// player, the second comes back counter-clockwise, and so on.
QStringList draftOrder(const QStringList &seats, int heroesEach);

// Shuffles in place with the session's generator (Fisher-Yates).
void shuffle(QStringList &list, Rng &rng);

} // namespace arbiter::theosis
