#pragma once

#include "core/standing.h"

#include <optional>

namespace arbiter {

struct Event;
struct SessionState;

// Where a Brawl stands: each champion's hitpoints left (out while on its
// Gate), each side's VP, the champion whose card is being resolved.
Standing sfbStanding(const SessionState &state);

// The champion that dealt the damage of an sfb.damaged event (a Reaction's
// Riposte is the defender's, not the activated champion's).
std::optional<DamageCredit> sfbDamageCredit(const Event &event);

} // namespace arbiter
