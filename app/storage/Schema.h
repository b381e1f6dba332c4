#pragma once

#include <QStringList>
#include <optional>

namespace arbiter::schema {

// The SQL that defines the session database, one version after another. A
// released version's statements never change; a new version adds a step.

// Builds the newest schema on a database that has no tables yet.
QStringList createStatements();

// Lifts a database from `fromVersion` to `fromVersion + 1`; nothing when no
// such step exists. Run inside the caller's transaction together with the
// user_version bump, so a crash leaves either the old or the new schema.
std::optional<QStringList> upgradeStatements(int fromVersion);

} // namespace arbiter::schema
