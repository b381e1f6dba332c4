#pragma once

#include "core/options.h"
#include "games/the_banishing/banishing_content.h"
#include "games/the_banishing/banishing_play.h"

namespace arbiter::banishing {

// The one-tap card moves a by-hand ability asks for. The pack names them per
// ability ("corrections"); after the ability is used, the options list each
// kind as the card.move options the rules accept on the board as it lies:
//
//   void_discard       the top card of a Void space to the discard pile
//   void_move          the top card of a Void space onto another space
//   void_wound         the top undead of a Void space to the active character's wounds
//   wound_discard      any character's wound to the discard pile
//   wound_banishing    a wound of the active character to the Banishing
//   hand_banishing     a card from the active character's hand to the Banishing
//                      (the card is an input)
//   discard_banishing  the topmost symbol card of the discard pile to the Banishing
//   draw               the deck's top card to a character: hand, wounds or items
//                      by its kind (table deck: the card is an input)
//
// The rules check each move as any card.move; nothing here decides what the
// effect allows beyond what the pack says it needs.
void offerCorrections(const Play &play, OptionsBuilder &builder, const Ability &ability);

// The by-hand ability the active character used this turn, or none.
const Ability *byHandAbilityThisTurn(const Play &play);

} // namespace arbiter::banishing
