#pragma once

#include "core/pack_texts.h"

#include <QJsonObject>
#include <QList>

// Every rules text of an Exiled Legends pack and who carries it out: the
// engine (an ability's `effects`/`roll_min`, a bane's `extra_damage` or
// `strength`, a Sphere card's `strength`) or the players (`by_hand`).
namespace arbiter::exiled_legends {

QList<PackText> packTexts(const QJsonObject &content);

} // namespace arbiter::exiled_legends
