#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace arbiter {

struct SessionState;

// What one seat at the table may see and do. A phone acts only for its own
// player and never sees another player's secret; the engine still decides
// whether the action is legal, this only decides whose it is.
namespace SeatView {

// Whether `seat` may send `action` while `actor` (the options query's actor,
// empty when nobody's in particular) is to act: an action naming a player
// must name this seat; one about an entity that belongs to a player must be
// about this seat's; any other must come from the actor, or from anyone when
// the game waits for nobody in particular (what a tap on the tablet could do).
bool mayAct(const QJsonObject &action, const QString &seat, const QString &actor, const SessionState &state);

// The options query's answer (the session.options fields) cut down to the
// actions this seat may take.
QJsonObject options(const QJsonObject &optionsFields, const QString &seat, const SessionState &state);

// The public part of the state: players, entities with their counters,
// notes and rolls. The game's own data stays on the host: it holds what
// only one player may know (e.g. sealed bids before they are revealed).
QJsonObject publicState(const SessionState &state);

// A log record as this seat may see it: another seat's private input (the
// amount of a sealed bid) is left out.
QJsonObject record(const QJsonObject &record, const QString &seat);

} // namespace SeatView

} // namespace arbiter
