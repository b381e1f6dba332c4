#pragma once

// Small helpers shared by the Super Fantasy Brawl rules files.

#include "core/hex.h"
#include "core/hex_calculators.h"
#include "core/rule_error.h"

#include <QJsonArray>
#include <QString>

namespace arbiter::sfb {

inline const QString kRulePrefix = QStringLiteral("super-fantasy-brawl.");

// The rules-reference id of an entry of this game: rule("push") is
// "super-fantasy-brawl.push".
inline QString rule(const char *slug) { return kRulePrefix + QLatin1String(slug); }

} // namespace arbiter::sfb

namespace arbiter::sfb {

// Counter names: the numbers the table may correct by hand.
inline const QString kDamage = QStringLiteral("damage");
inline const QString kLevelled = QStringLiteral("levelled"); // 0 basic side, 1 levelled-up side
inline const QString kRooted = QStringLiteral("rooted"); // 1 until the end of the turn
inline const QString kMovementBonus = QStringLiteral("movement_bonus"); // on top of the champion card's bonus
inline const QString kVp = QStringLiteral("vp");
inline const QString kHand = QStringLiteral("hand");
inline const QString kDeck = QStringLiteral("deck");
inline const QString kDiscard = QStringLiteral("discard");
// "<core>_exhausted": 1 while that Core is exhausted.
inline QString exhaustedCounter(const QString &coreName) { return coreName + QStringLiteral("_exhausted"); }

inline const QString kChampionKind = QStringLiteral("champion");
inline const QString kTeamKind = QStringLiteral("team");

// A champion entity's id is "<player id>:<champion id in the content pack>".
inline QString championEntityId(const QString &player, const QString &spec) { return player + QLatin1Char(':') + spec; }
inline QString specOf(const QString &championEntityId) { return championEntityId.section(QLatin1Char(':'), -1); }

} // namespace arbiter::sfb
