#pragma once

#include "games/theosis/theosis_table.h"

namespace arbiter::theosis {

// The three alignment tracks: a Quest pushes its axis' marker one step
// towards its alignment (no further than the track's end); after the sixth
// turn every hero favouring the alignment the marker leans to gets
// track_bonus gold per step on the mat.

void moveTrack(Play &play, const QString &alignment);
// The marker's steps towards `alignment` (0 when it sits at 0 or leans away).
int stepsTowards(const Table &table, const Content &content, const QString &alignment);
// Step 1 of the ranking: the bonus on each favoured hero's mat.
void payAlignmentBonus(Play &play);

} // namespace arbiter::theosis
