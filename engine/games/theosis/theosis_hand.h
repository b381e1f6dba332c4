#pragma once

#include "games/theosis/theosis_table.h"

namespace arbiter::theosis {

// A player's Powers: every power gained goes into the hand; a power used or
// discarded goes face down on the discard pile, and when the last one leaves
// the hand the other ones come straight back (the one just spent stays).

void gainPower(PlayerState &player, const QString &power);
// Moves `power` from hand to discard pile, bringing the others back when it
// was the last one; false when it is not in hand. True in `returned` when the
// hand came back.
bool spendCard(PlayerState &player, const QString &power, bool *returned = nullptr);
// Refused when the power is not in the player's hand right now.
Status spendPower(Play &play, PlayerState &player, const QString &power, const QString &why);
// A power id from action[key] that the player holds in hand.
Result<QString> handPowerField(const Play &play, const PlayerState &player, const QJsonObject &action, const QString &key);
// One attack's defences ({"<hero>": power}): the powers `hero` may still
// defend with, i.e. its player's hand without those the player's other
// struck heroes already defend with (one card cannot guard two heroes).
QStringList defencePowersLeft(const Play &play, const QString &hero, const QJsonObject &defenses);
// Refused when two heroes of one player name the same power in `defenses`.
Status refuseSharedDefences(const Play &play, const QJsonObject &defenses);

} // namespace arbiter::theosis
