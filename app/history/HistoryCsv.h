#pragma once

#include "storage/SessionResult.h"

#include <QString>
#include <map>
#include <vector>

namespace arbiter {

// The history as CSV (RFC 4180: comma separated, CRLF line ends, fields
// quoted when they hold a comma, quote or line break), for a spreadsheet.

// One row per player per finished session.
QString playsCsv(const std::vector<SessionResult> &results, const std::map<QString, QString> &aliases);
// One row per figure per finished session, from the stories (read the rows with them).
QString figuresCsv(const std::vector<SessionResult> &results, const std::map<QString, QString> &aliases);

} // namespace arbiter
