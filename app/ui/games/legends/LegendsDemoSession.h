#pragma once

#include "core/rule_error.h"

namespace arbiter {

class SessionService;

// A 3-player Exiled Legends session in round 2 for the app tour: banes and
// damage on the table, a Champion already destroyed and replaced, and Ada in
// her Action phase with one Myth Point left and an attack still to make.
Result<qint64> createLegendsDemo(SessionService &service);

} // namespace arbiter
