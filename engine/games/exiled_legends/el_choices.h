#pragma once

#include "core/session.h"

#include <QJsonObject>

namespace arbiter {

// What the current player and the others may do right now in an Exiled
// Legends session, for the app to offer as buttons and pickers. Every entry is
// found by trying the action against the rules, so the list can never
// disagree with what apply() accepts. Fields (all present, possibly empty):
//   "flow":      action types among sphere.flip, phase.next, turn.end, attack.continue
//   "actions":   {"action.add_bane": [hero ids], ... one list per 1-MP action}
//   "abilities": [{"hero","ability","index","name","kind"}] usable now (effects left out)
//   "precise_targets": [hero ids]
//   "mass": {"strength": S, "targets_required": N, "candidates": [hero ids]}
//   "choose_champion": {"player": P, "candidates": [hero ids]} when a choice waits
QJsonObject exiledLegendsChoices(const SessionState &state);

} // namespace arbiter
