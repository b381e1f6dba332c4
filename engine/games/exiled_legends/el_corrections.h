#pragma once

#include "core/options.h"
#include "games/exiled_legends/el_state.h"

#include <QJsonObject>

// A by-hand ability at work: the players carry its text out, and the screens
// (the tablet's table and a phone's options page) offer the one-tap
// corrections its pack marking names, each an effects.apply naming the
// ability as its source so the log says why the counter changed.
namespace arbiter::exiled_legends {

// The by-hand ability last used, while its corrections are offered:
// {player, hero, ability, index, name, text, corrections}; empty otherwise.
QJsonObject byHandStep(const Table &table);

// Offers each correction for every hero or player it may name now: the
// by-hand ability last used (any hero or player), the by-hand Sphere card
// in force (the heroes of its type, the players whose Legend is of it) and,
// in the Beginning phase, each by-hand bane token due (its hero and that
// hero's player). Each names its text as the effects.apply source.
void offerCorrections(const Table &table, OptionsBuilder &builder);

// The by-hand Sphere card and bane tokens at work now (step.by_hand_texts):
// [{kind: "sphere"|"bane", source, hero?, text, corrections}].
QJsonArray byHandTexts(const Table &table);

} // namespace arbiter::exiled_legends
