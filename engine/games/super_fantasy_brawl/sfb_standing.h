#pragma once

#include "core/standing.h"

namespace arbiter {

struct SessionState;

// Where a Brawl stands: each champion's hitpoints left (out while on its
// Gate), each side's VP, the champion whose card is being resolved.
Standing sfbStanding(const SessionState &state);

} // namespace arbiter
