#pragma once

#include "core/rule_error.h"

#include <QJsonArray>
#include <QJsonObject>
#include <vector>

namespace arbiter {

class SessionService;

// Fills a scratch database with sessions that show what the session screen
// can do (counters, corrections, notes, virtual and real dice, an undo and a
// redo): one for each game whose registration names a session demo
// (GameScreens::sessionDemo). Only for the developer routes: --self-test,
// --screenshot and ARBITER_DEMO_SESSION=1, which all run on a temporary
// database. Goes through SessionService directly, so it also works for games
// whose rules are not built yet. Returns the id of the session the tour opens.
Result<qint64> createDemoSessions(SessionService &service);

// The generic actions the session demos are played with.
namespace demo {
QJsonObject setCounter(const QString &entity, const QString &counter, int value);
QJsonObject adjustCounter(const QString &entity, const QString &counter, int delta);
QJsonObject note(const QString &text);
QJsonObject rollDice(const QString &dice, const QString &purpose, const QJsonArray &faces = {});
Status applyAll(SessionService &service, qint64 id, const std::vector<QJsonObject> &actions);
} // namespace demo

} // namespace arbiter
