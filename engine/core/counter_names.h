#pragma once

#include "phrase.h"

#include <QHash>
#include <QString>

namespace arbiter {

struct GameDefinition;

// What players call one of a game's counters, both marked in context
// "Engine" where the game defines them: the label on a control ("Max HP")
// and the word inside a sentence ("Ash Warden: damage can be 0 to 6").
struct CounterName {
    const char *label = "";
    const char *word = "";
};

// A game's counter keys and their names. A key ending in ':' names a family
// ("bane:" for "bane:<legend>"); its label may hold %1 for the rest of the key.
using CounterNames = QHash<QString, CounterName>;

// The counter as players call it in this game; a key the game does not name
// (a counter the table added by hand) reads as it is keyed.
Phrase counterLabel(const GameDefinition *game, const QString &key);
Phrase counterWord(const GameDefinition *game, const QString &key);

} // namespace arbiter
