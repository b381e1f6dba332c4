#pragma once

#include "core/rule_error.h"

namespace arbiter {

class SessionService;

// Fills a scratch database with sessions that show what the session screen
// can do (counters, corrections, notes, virtual and real dice, an undo and a
// redo). Only for the developer routes: --self-test, --screenshot and
// ARBITER_DEMO_SESSION=1, which all run on a temporary database. Goes through
// SessionService directly, so it also works for games whose rules are not
// built yet. Returns the id of the richest session.
Result<qint64> createDemoSessions(SessionService &service);

} // namespace arbiter
