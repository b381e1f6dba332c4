#pragma once

#include "games/exiled_legends/el_state.h"

#include <QJsonObject>

// Rule ids and the checks many actions share: is the game running, is it the
// right phase, has this been used already this turn, is there enough MP, is
// that card a hero in play. Each check returns the refusal naming its rule.
namespace arbiter::exiled_legends {

namespace rule {
inline const QString kSetup = QStringLiteral("exiled-legends.setup");
inline const QString kTeamDeck = QStringLiteral("exiled-legends.team-deck");
inline const QString kSphereDeck = QStringLiteral("exiled-legends.sphere-deck");
inline const QString kDraft = QStringLiteral("exiled-legends.draft");
inline const QString kTurnOrder = QStringLiteral("exiled-legends.turn-order");
inline const QString kLegends = QStringLiteral("exiled-legends.legends");
inline const QString kHeroCards = QStringLiteral("exiled-legends.hero-cards");
inline const QString kHeroes = QStringLiteral("exiled-legends.heroes");
inline const QString kMythPoints = QStringLiteral("exiled-legends.myth-points");
inline const QString kRounds = QStringLiteral("exiled-legends.rounds");
inline const QString kTurnPhases = QStringLiteral("exiled-legends.turn-phases");
inline const QString kActions = QStringLiteral("exiled-legends.actions");
inline const QString kAttackPhase = QStringLiteral("exiled-legends.attack-phase");
inline const QString kPrecise = QStringLiteral("exiled-legends.precise-attack");
inline const QString kMass = QStringLiteral("exiled-legends.mass-attack");
inline const QString kTriggered = QStringLiteral("exiled-legends.triggered-abilities");
inline const QString kFunctional = QStringLiteral("exiled-legends.functional-abilities");
inline const QString kContinuous = QStringLiteral("exiled-legends.continuous-abilities");
inline const QString kBaneTokens = QStringLiteral("exiled-legends.bane-tokens");
inline const QString kDestroyed = QStringLiteral("exiled-legends.destroyed-heroes");
inline const QString kFinalHero = QStringLiteral("exiled-legends.final-hero");
inline const QString kWinning = QStringLiteral("exiled-legends.winning");
} // namespace rule

// The game has begun and is not over (el.game_not_started, el.game_over).
Status requirePlaying(const Table &table);
// Nobody has a new Champion to choose (el.replacement_pending).
Status requireNoChoicePending(const Table &table);
// requirePlaying, no Champion choice waiting (el.replacement_pending) and the
// round's Sphere card flipped (el.sphere_flip_due).
Status requireTurnInProgress(const Table &table);
// The player whose turn it is is still in the game (el.player_out): a player
// knocked out during their own turn may only end it.
Status requireCurrentPlayerIn(const Table &table);
// No attack between its declaration and its step 5 (el.attack_in_progress).
Status requireNoAttack(const Table &table);
// The current player's Action phase (el.wrong_phase before it,
// el.action_phase_over after it); `rule` explains what is being done.
Status requireActionPhase(const Table &table, const QString &rule);
// Not used yet this turn (el.action_used); `refusal` names the action or
// ability the way the table knows it.
Status requireUnused(const Table &table, const QString &key, const Phrase &refusal, const QString &rule);
// At least `cost` Myth Points (el.not_enough_mp).
Status requireMythPoints(const Table &table, const QString &player, int cost);
void spendMythPoints(Table &table, const QString &player, int cost);

// The id an action's field `key` gives names a card of this session
// (request.unknown_id otherwise).
Status requireCard(const Table &table, const QString &id, const QString &key);
// The id an action's field `key` gives names one of the players.
Status requirePlayer(const Table &table, const QString &id, const QString &key);
// The word an action's field `key` gives is one of `allowed` (request.choice).
Status requireChoice(const QString &value, const QString &key, const QStringList &allowed);
// A Champion or Support in play (el.legend_not_flipped for a Legend still on
// its Team side, el.not_in_play for a card in a deck or Graveyard).
Status requireInPlay(const Table &table, const QString &hero);
// One of the current player's Supports (el.not_your_support).
Status requireOwnSupport(const Table &table, const QString &hero);

// Fisher-Yates with the session's generator, so replays shuffle alike.
QStringList shuffled(QStringList cards, Rng &rng);

} // namespace arbiter::exiled_legends
