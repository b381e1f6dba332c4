#pragma once

#include "core/pack_texts.h"

#include <QJsonObject>
#include <QList>

namespace arbiter {

// Every rules text of a Super Fantasy Brawl pack with how it is handled
// (GameDefinition::packTexts): the board and the champions' sides, which the
// engine reads; each action card, Applied when its keywords are all ones the
// engine resolves, else by hand with its `by_hand` words (silent without
// them); each Challenge card, by hand, since the players judge its condition
// and the table's claim scores it. A pack the reader refuses lists nothing.
QList<PackText> sfbPackTexts(const QJsonObject &content);

} // namespace arbiter
