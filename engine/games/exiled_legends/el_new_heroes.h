#pragma once

#include "core/options.h"
#include "games/exiled_legends/el_action_types.h"
#include "games/exiled_legends/el_state.h"

#include <QJsonObject>

// A hero card the real Team deck holds and the pack does not: the table
// enters it whole (deck.add_hero), it joins the session's pack and the
// player's Team deck, and from there the line-up and the draw corrections
// offer it like any other card. Its abilities are the players' to carry out
// (by hand, with every one-tap correction), since the app cannot read them.
namespace arbiter::exiled_legends {

// A hero may be entered while its player still lines up or has turned up a
// hero this turn (the moments the real deck is looked at).
Status mayAddHero(const Table &table);
Status addHero(Table &table, const DeckAddHero &action);

// The card's parts as a table types them (the options query's open input).
std::vector<CardField> newHeroFields();

// The pack with the card an accepted deck.add_hero brought in.
QJsonObject packKeepingHero(QJsonObject pack, const QJsonObject &action);

} // namespace arbiter::exiled_legends
