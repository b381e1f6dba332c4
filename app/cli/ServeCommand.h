#pragma once

#include <QStringList>

namespace arbiter {

// `arbiter-cli serve --session ID --port N [--bind ADDRESS]`: table mode's
// host without a screen (docs/cli.md, docs/table-mode.md). Standard input
// still takes the CLI's JSON requests, so a script plays the tablet's part.
// Runs until killed; returns the process's exit code.
int runServe(const QString &databasePath, const QStringList &arguments);

} // namespace arbiter
