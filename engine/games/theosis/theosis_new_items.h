#pragma once

#include "core/options.h"
#include "games/theosis/theosis_action_types.h"
#include "games/theosis/theosis_table.h"

#include <QJsonObject>

// A token of the real pouch that the pack lacks: while the table enters what
// the pouch turned up (the Market at the start of a turn, the turn's
// artifact, the fast offer), it types the token whole (pouch.add_item); it
// joins the session's pack and the pouch (the turn's artifact: the face-down
// artifacts), and the draw then names it like any other. Protections and
// resistances are entered in the content editor.
namespace arbiter::theosis {

Status addPouchItem(Play &play, const PouchAddItem &action);

// The token's parts as a table types them now (the options query's open
// input): its slot symbols are the pack's own, and whether it is an artifact
// is asked only where one may turn up.
std::vector<CardField> newItemFields(const Play &play);

// The pack with the token an accepted pouch.add_item brought in.
QJsonObject packKeepingItem(QJsonObject pack, const QJsonObject &action);

} // namespace arbiter::theosis
