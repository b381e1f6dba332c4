#pragma once

#include "core/rule_error.h"

#include <QDateTime>
#include <QString>

namespace arbiter {

class SessionService;

// Writes every saved session (each as SessionService::exportSession gives
// it) into one JSON file in `folder`, named after the moment of the export,
// and returns the file's path. The folder is created when missing; the file
// is written completely or not at all.
Result<QString> exportAllSessions(SessionService &service, const QString &folder,
                                  const QDateTime &now = QDateTime::currentDateTime());

} // namespace arbiter
