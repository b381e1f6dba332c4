#pragma once

#include <QJsonObject>
#include <QString>

namespace arbiter {

class SessionService;

// The CLI's history.* ops (docs/cli.md): a game's story, a rebuild of the
// rows, the statistics across sessions and their CSV, a replay step, and
// merging two players' names. Answers in the protocol's shape, "ok" included.
bool isHistoryOp(const QString &op);
QJsonObject historyRequest(SessionService &sessions, const QString &op, const QJsonObject &request);

} // namespace arbiter
