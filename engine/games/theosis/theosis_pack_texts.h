#pragma once

#include "core/pack_texts.h"

#include <QJsonObject>
#include <QList>

namespace arbiter::theosis {

// Every rules text of a Theosis pack with how it is handled: the powers, the
// heroes' skills, the rituals, the monsters' actions, the stamina tokens, the
// Thieves' Guild faces and the items. For GameDefinition::packTexts; a pack
// the reader refuses has no texts.
QList<PackText> packTexts(const QJsonObject &pack);

} // namespace arbiter::theosis
