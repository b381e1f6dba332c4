#pragma once

#include "core/rng.h"
#include "games/theosis/theosis_table.h"

namespace arbiter::theosis {

constexpr int kMarketSize = 6;
constexpr int kMostFastArtifacts = 6;

// The Market after the bidding: six weapons and armors drawn from the pouch
// (an artifact drawn is shown and goes back), then last turn's leftovers go
// back into the pouch.
void refillMarket(Table &table, const Content &content, Rng &rng);

// A Market item leaves it (bought or taken at a Quest); false when it is not
// there. The table's own draws keep count of what is left of them.
bool takeFromMarket(Table &table, const QString &item);

// Fast preparation: the offer the heroes take from, one artifact per hero (at
// most six) and two other items per hero, drawn from the shuffled pouch.
void drawFastOffer(Table &table, const Content &content);
int fastOfferSize(const Table &table, bool artifacts);

// One token drawn blind from the pouch (artifacts included), or the token the
// table drew for real, named in action[key]. Taken out of the pouch.
Result<QString> drawFromPouch(Play &play, const QJsonObject &action, const QString &key);

} // namespace arbiter::theosis
