#pragma once

#include "core/hex.h"
#include "core/phrase.h"

#include <QString>
#include <vector>

namespace arbiter {

// Something on the board a player can see and name: a figure, a token, a
// feature. A refusal or a log line names a hex by the nearest of these, never
// by its grid coordinates.
struct Landmark {
    QString name; // a figure's name, or a board word marked in the "EngineTerm" context
    Hex at;
    // A board feature names its own hex ("the centre of the Arena"); a
    // figure's hex is "the hex of Lug".
    bool feature = false;
};

// A compass word as the board is drawn (pointy-top hexes, north at the top of
// the screen) for the way from `from` to `to`: "east", "north-east", ...
// Empty when they are the same hex.
QString compassWord(Hex from, Hex to);

// The hex in table words, relative to the nearest landmark (the first listed
// wins a tie): "the hex of Lug", "the hex north-east of Lug",
// "the hex 3 hexes west of Lug"; with no landmark, relative to the board's
// centre [0, 0]. Embed it in a sentence as an argument of phrase().
Phrase placeOf(Hex h, const std::vector<Landmark> &landmarks);

} // namespace arbiter
