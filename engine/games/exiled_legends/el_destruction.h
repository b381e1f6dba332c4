#pragma once

#include "games/exiled_legends/el_action_types.h"
#include "games/exiled_legends/el_state.h"

// What happens when heroes are destroyed: the Graveyard, the replacements
// from the Team deck, the Legend turning into the final Hero, a player going
// out and the last one winning. Also the table's corrections around it.
namespace arbiter::exiled_legends {

// Sends these heroes in play to their owners' Graveyards at once and fills the
// positions they leave. A Champion is replaced by a promoted Support (a choice
// when there are two: the Support positions then wait in `candidates`); with
// no Support left the new Champion is chosen among the cards drawn. When the
// deck runs short the Legend flips and fills a position; a destroyed Legend
// puts its player out.
void destroyHeroes(Table &table, const QStringList &heroes);

// Every hero in play whose damage counters reached its Max HP.
void destroyDefeated(Table &table);

// Takes off a hero's damage, bane tokens and temporary changes (it left play).
void clearMarks(Table &table, const QString &hero);

// What each action needs of the state before its fields are read.
Status mayChooseChampion(const Table &table); // the game runs
Status mayDestroyByHand(const Table &table); // a turn in progress, no attack
Status mayCorrectDraw(const Table &table); // not over, no attack

// The new Champion among the candidates.
Status chooseChampion(Table &table, const ReplaceChoose &action);
// The table destroys a hero (an ability said so).
Status destroyHeroByHand(Table &table, const HeroDestroy &action);
// The card really turned up was `actual`.
Status correctDraw(Table &table, const CorrectDraw &action);

} // namespace arbiter::exiled_legends
