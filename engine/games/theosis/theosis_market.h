#pragma once

#include "core/rng.h"
#include "games/theosis/theosis_table.h"

namespace arbiter::theosis {

constexpr int kMarketSize = 6;

// The Market after the bidding: six weapons and armors drawn from the pouch
// (an artifact drawn is shown and goes back), then last turn's leftovers go
// back into the pouch.
void refillMarket(Table &table, const Content &content, Rng &rng);

// One token drawn blind from the pouch (artifacts included), or the token the
// table drew for real, named in action[key]. Taken out of the pouch.
Result<QString> drawFromPouch(Play &play, const QJsonObject &action, const QString &key);

} // namespace arbiter::theosis
