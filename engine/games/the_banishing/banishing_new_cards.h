#pragma once

#include "core/options.h"
#include "games/the_banishing/banishing_action_types.h"
#include "games/the_banishing/banishing_play.h"

#include <QJsonObject>

// A card the real deck holds and the pack does not (table-deck mode): the
// table types it whole (deck.add_card), it joins the session's pack with the
// number of copies the real deck has, and from there it is named like any
// other card. Symbol cards and undead only: an item's effect is the rules'
// own, and the pack's three items are all the rulebook has.
namespace arbiter::banishing {

Status addCard(Play &play, const AddCard &action);

// The parts a table types for each kind (the options query's open input).
std::vector<CardField> newCardFields(const QString &kind);

// The pack with the card an accepted deck.add_card brought in.
QJsonObject packKeepingCard(QJsonObject pack, const QJsonObject &action);

} // namespace arbiter::banishing
