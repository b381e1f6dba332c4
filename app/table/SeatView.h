#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace arbiter {

struct SessionState;

// What one seat at the table may see and do. A phone acts only for its own
// player and never sees another player's secret; the engine still decides
// whether the action is legal, this only decides whose it is.
namespace SeatView {

// Whether `seat` may send `action` while `actor` (the options query's actor,
// empty when nobody's in particular) is to act: an action naming a player
// must name this seat; a card named for a place in a hand (The Banishing's
// card.reveal at the table) is that hand's player's; one by which an entity
// uses its own ability
// (`ability.use` of a `hero`) is its owner's; one about an entity that
// belongs to a player must be about this seat's; any other must come from the actor, or from anyone when
// the game waits for nobody in particular (what a tap on the tablet could do).
bool mayAct(const QJsonObject &action, const QString &seat, const QString &actor, const SessionState &state);

// The options query's answer (the session.options fields) cut down to the
// actions this seat may take, plus what only this seat may see now:
// `hands` (The Banishing: the cards in this seat's characters' hands, each
// `{"character","name","cards":[{"id","name"}]}`) and `names` (the content
// pack's or the table's name of each id among the inputs' values, so the
// page can show "Green moon" for `green-moon`). A trade's `receive` values
// (another hand) become every symbol card of the pack: the partner says
// what they hold, the engine checks it.
// Names (and the hands' cards) come in `language` ("en", "de") through the
// pack's translations.
QJsonObject options(const QJsonObject &optionsFields, const QString &seat, const SessionState &state,
                    const QString &language = QStringLiteral("en"));

// The public part of the state: players, entities with their counters,
// notes and rolls. The game's own data stays on the host: it holds what
// only one player may know (e.g. sealed bids before they are revealed).
// Entity names from a content pack come in `language`.
QJsonObject publicState(const SessionState &state, const QString &language = QStringLiteral("en"));

// A log record as this seat may see it: another seat's private input (the
// amount of a sealed bid) and the cards going into or out of another seat's
// hand (The Banishing: dealt, revealed or moved there, or traded between two
// other seats) are left out, in the action, in the events' fields and in
// their text ("a card"), also where an undo record repeats the action.
// `state` says who owns which character; `language` is the one the record's
// texts were rendered in (card names too), "a card" comes in it as well.
QJsonObject record(const QJsonObject &record, const QString &seat, const SessionState &state,
                   const QString &language = QStringLiteral("en"));
QJsonObject record(const QJsonObject &record, const QString &seat);

// The tablet lies open on the table: while the players in `phoneSeats` hold
// their seats on phones, it may show what any other seat may see but none of
// theirs (the cards going into or out of their hands, their sealed bids). A
// record, or one event ({type, text, ...its fields}), as the tablet shows it.
QJsonObject recordForTablet(const QJsonObject &record, const QStringList &phoneSeats, const SessionState &state,
                            const QString &language = QStringLiteral("en"));
QJsonObject eventForTablet(const QJsonObject &event, const QStringList &phoneSeats, const SessionState &state,
                           const QString &language = QStringLiteral("en"));

} // namespace SeatView

} // namespace arbiter
