#pragma once

#include "games/theosis/theosis_content.h"
#include "games/theosis/theosis_table.h"

namespace arbiter::theosis {

// A by-hand text came up: the record tells the table what to do (the pack's
// `by_hand.do`, or "carry it out" when the pack says no more) and names the
// corrections the screen offers (`corrections` in the event's data, with
// `do`). `type` is the event ("power.by_hand", "skill.by_hand", ...); `data`
// says whose text it is (`hero` or `monster`), `involved` whom the action
// struck. The text waits in Table::byHand for its corrections
// (theosis_corrections.h).
void noteByHand(Play &play, const QString &type, QJsonObject data, const QString &name, const TableHandling &handling,
                const QStringList &involved = {});

// Whether a power played with its text leaves something to the table: a
// "by-hand" effect, or a marking for a part the session does not carry out
// (Equalize and Enervation against a hero). `againstMonster` drops the
// marking of those two, whose monster part the session does carry out.
bool powerLeavesTableWork(const PowerCard &power, bool againstMonster);

} // namespace arbiter::theosis
