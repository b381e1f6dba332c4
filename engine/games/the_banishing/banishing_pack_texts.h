#pragma once

#include "core/pack_texts.h"

#include <QJsonObject>
#include <QList>

namespace arbiter::banishing {

// Every rules text of a Banishing pack, for GameDefinition::packTexts: each
// character's abilities as the pack marks them ("handling"), and the three
// item kinds, which the engine carries out (the Shield's stop, the Wand in a
// set, the Armor's stamina). An unreadable pack has no texts to walk.
QList<PackText> packTexts(const QJsonObject &pack);

} // namespace arbiter::banishing
