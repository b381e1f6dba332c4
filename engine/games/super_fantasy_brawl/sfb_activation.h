#pragma once

#include "games/super_fantasy_brawl/sfb_action_types.h"
#include "games/super_fantasy_brawl/sfb_resolution.h"

#include <optional>

namespace arbiter {

// Activating champions: playing an Action card or a Standard Action (each
// paid with a Core), moving with the card's movement, ending the activation.
Status sfbPlayCard(SfbResolution &r, const sfb::CardPlay &action); // card.play
Status sfbUseStandardAction(SfbResolution &r, const sfb::StandardUse &action); // standard.use
Status sfbMove(SfbResolution &r, const sfb::ChampionMove &action); // move
Status sfbEndActivation(SfbResolution &r, const sfb::ActivationEnd &action); // activation.end
Status sfbPlaceChampion(SfbResolution &r, const sfb::ChampionPlace &action); // champion.place

// The four Standard Actions as cards without a deck: "standard.plan",
// "standard.heal", "standard.strike", "standard.move".
std::optional<SfbCard> sfbStandardCard(const QString &id);
// The card of the open activation (an Action card or a Standard Action).
std::optional<SfbCard> sfbActivationCard(const SfbResolution &r);
// Ends the open activation, if any: level-ups earned during it happen now.
void sfbCloseActivation(SfbResolution &r);
// Applies the self-targeted keywords of `keywords`: Heal for `champion`, Draw and Plan for `player`.
void sfbApplySelfKeywords(SfbResolution &r, const QString &champion, const QString &player, const SfbKeywords &keywords);
// The Dash / Jump / Swoop allowances a keyword set grants.
std::vector<SfbBudget> sfbMovementKeywords(const SfbKeywords &keywords);

} // namespace arbiter
