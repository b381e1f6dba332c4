#pragma once

#include "games/theosis/theosis_action_types.h"
#include "games/theosis/theosis_table.h"

#include "core/session.h"
#include "games/theosis/theosis_table.h"

namespace arbiter::theosis {

// What each Hierapolis location gives, carried out the moment a hero is
// placed there. Choices travel with the "place" action (see
// docs/games/theosis.md); a reward that depends on a draw or a die waits
// as a pending decision for offer.take / offer.decline / thieves.resolve.

QStringList locationNames(); // "quest", "tavern", "mage-tower", ...
QString locationTitle(const QString &location); // "Mage Tower": the board's own name

Status visitLocation(Play &play, const QString &player, const QString &location, const QString &alignment, bool gold,
                     const QJsonObject &action);

// Damage outside combat (quests, the Thieves' Guild, rituals): no defence.
void woundHero(Play &play, const QString &hero, int amount, const QString &cause);
// Who may receive the gems: a location's gems go to the visiting player's
// own heroes, Mana Surge's to any hero of the caster's team.
enum class GemReceivers { OwnHeroes, AlliedHeroes };
// [{"hero": id, "skill": id or index}, ...] up to `most` gems.
Status placeMana(Play &play, const QString &player, const QJsonObject &action, const QString &key, int most,
                 GemReceivers receivers = GemReceivers::OwnHeroes);
// The skill slot named by o[key]: a skill id of the hero or 0..2.
Result<int> skillSlot(const Play &play, const HeroState &hero, const QJsonObject &o, const QString &key);

Status takeOffer(Play &play, const OfferTake &action);
Status declineOffer(Play &play, const OfferDecline &action);
Status resolveThieves(Play &play, const ThievesResolve &action);

} // namespace arbiter::theosis
