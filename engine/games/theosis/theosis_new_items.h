#pragma once

#include "core/options.h"
#include "games/theosis/theosis_action_types.h"
#include "games/theosis/theosis_table.h"

#include <QJsonObject>

// A token of the real pouch that the pack lacks: while the table enters what
// the pouch turned up (the Market at the start of a turn, the fast offer),
// it types the token whole (pouch.add_item); it joins the session's pack and
// the pouch, and the draw then names it like any other. Weapons and armour
// that are not artifacts: an artifact's numbers are entered in the content
// editor.
namespace arbiter::theosis {

Status addPouchItem(Play &play, const PouchAddItem &action);

// The token's parts as a table types them (the options query's open input);
// its slot symbols are the pack's own.
std::vector<CardField> newItemFields(const Content &content);

// The pack with the token an accepted pouch.add_item brought in.
QJsonObject packKeepingItem(QJsonObject pack, const QJsonObject &action);

} // namespace arbiter::theosis
