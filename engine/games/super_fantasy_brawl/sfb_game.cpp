#include "games/super_fantasy_brawl/sfb_game.h"

#include "core/game_moves.h"
#include "games/super_fantasy_brawl/sfb_action_types.h"
#include "games/super_fantasy_brawl/sfb_activation.h"
#include "games/super_fantasy_brawl/sfb_attack.h"
#include "games/super_fantasy_brawl/sfb_combat.h"
#include "games/super_fantasy_brawl/sfb_content.h"
#include "games/super_fantasy_brawl/sfb_displace.h"
#include "games/super_fantasy_brawl/sfb_draft.h"
#include "games/super_fantasy_brawl/sfb_options.h"
#include "games/super_fantasy_brawl/sfb_pack_texts.h"
#include "games/super_fantasy_brawl/sfb_setup.h"
#include "games/super_fantasy_brawl/sfb_standing.h"
#include "games/super_fantasy_brawl/sfb_support.h"
#include "games/super_fantasy_brawl/sfb_turns.h"

namespace arbiter {

namespace {

using namespace sfb;

Result<SfbResolution> unpack(const SessionState &state)
{
    ARBITER_TRY(content, sfbContentShared(state.setup.value(QStringLiteral("content")).toObject()));
    ARBITER_TRY(table, sfbTableFrom(state.data));
    return SfbResolution(state, std::move(content).value(), std::move(table).value());
}

// Applies level-ups the action earned, checks for a winner and writes the table back.
Transition pack(SfbResolution &&r) { return r.finish(); }

// Every action, around its own rule: who acts, what the table says about
// hidden things, and that every trap it listed did trigger. What is left
// after it (level-ups, the winner, writing the table back) cannot refuse it.
template <typename A, Status (*Rule)(SfbResolution &, const A &)>
Status resolve(SfbResolution &r, const A &action)
{
    r.actingPlayer = r.table.activePlayer();
    ARBITER_CHECK(r.readHiddenInformation(action.traps, action.stunWithoutCard));
    ARBITER_CHECK(Rule(r, action));
    if (r.nextReveal < r.reveals.size())
        return RuleError::badRequest(QStringLiteral("sfb.trap_unused"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "The action lists %1 trap(s), but only %2 triggered."),
                                            static_cast<int>(r.reveals.size()), static_cast<int>(r.nextReveal)));
    return Done{};
}

template <typename A, Status (*Rule)(SfbResolution &, const A &)>
constexpr Move<SfbResolution> brawlMove()
{
    return move<SfbResolution, A, resolve<A, Rule>>();
}

const Move<SfbResolution> kMoves[] = {
    brawlMove<TeamChoose, sfbChooseTeam>(),
    brawlMove<DraftBan, sfbDraftBan>(),
    brawlMove<DraftPick, sfbDraftPick>(),
    brawlMove<TrackDeal, sfbDealChallenges>(),
    brawlMove<TrapPlace, sfbPlaceTrap>(),
    brawlMove<ChampionDeploy, sfbDeploy>(),
    brawlMove<ChallengeClaim, sfbClaimChallenge>(),
    brawlMove<CardPlay, sfbPlayCard>(),
    brawlMove<StandardUse, sfbUseStandardAction>(),
    brawlMove<ChampionMove, sfbMove>(),
    brawlMove<Attack, sfbAttackAction>(),
    brawlMove<Skill, sfbSkillAction>(),
    brawlMove<ActivationEnd, sfbEndActivation>(),
    brawlMove<ChampionPlace, sfbPlaceChampion>(),
    brawlMove<TurnEnd, sfbEndTurn>(),
    brawlMove<TrackAdvance, sfbAdvanceTrack>(),
};

const GameMoves<SfbResolution> kBrawl{unpack, pack, kMoves};

Result<Transition> applySfb(const SessionState &state, const QJsonObject &action) { return kBrawl.apply(state, action); }

constexpr int kMostCards = 99;
constexpr int kMostMovementBonus = 9;

// A champion's damage goes up to its hitpoints (out of action, read back by
// the rules); flags are 0 or 1; Victory Points end at the winning score.
// What players call this game's counters, on a control and in a sentence.
CounterNames brawlCounterNames()
{
    return {
        {kDamage, {QT_TRANSLATE_NOOP("Engine", "Damage"), QT_TRANSLATE_NOOP("Engine", "damage")}},
        {kLevelled, {QT_TRANSLATE_NOOP("Engine", "Levelled up"), QT_TRANSLATE_NOOP("Engine", "levelled up")}},
        {kRooted, {QT_TRANSLATE_NOOP("Engine", "Rooted"), QT_TRANSLATE_NOOP("Engine", "rooted")}},
        {kMovementBonus, {QT_TRANSLATE_NOOP("Engine", "Movement bonus"), QT_TRANSLATE_NOOP("Engine", "movement bonus")}},
        {kVp, {QT_TRANSLATE_NOOP("Engine", "Victory points"), QT_TRANSLATE_NOOP("Engine", "Victory Points")}},
        {kHand, {QT_TRANSLATE_NOOP("Engine", "Cards in hand"), QT_TRANSLATE_NOOP("Engine", "cards in hand")}},
        {kDeck, {QT_TRANSLATE_NOOP("Engine", "Cards in deck"), QT_TRANSLATE_NOOP("Engine", "cards in the deck")}},
        {kDiscard, {QT_TRANSLATE_NOOP("Engine", "Discard pile"), QT_TRANSLATE_NOOP("Engine", "cards in the discard pile")}},
        {QStringLiteral("destruction_exhausted"), {QT_TRANSLATE_NOOP("Engine", "Destruction Core exhausted"), QT_TRANSLATE_NOOP("Engine", "Destruction Core exhausted")}},
        {QStringLiteral("creation_exhausted"), {QT_TRANSLATE_NOOP("Engine", "Creation Core exhausted"), QT_TRANSLATE_NOOP("Engine", "Creation Core exhausted")}},
        {QStringLiteral("manipulation_exhausted"), {QT_TRANSLATE_NOOP("Engine", "Manipulation Core exhausted"), QT_TRANSLATE_NOOP("Engine", "Manipulation Core exhausted")}},
    };
}

std::optional<CounterRange> brawlCounterRange(const SessionState &state, const Entity &entity, const QString &counter)
{
    if (counter == kLevelled || counter == kRooted || counter.endsWith(QLatin1String("_exhausted")))
        return CounterRange{0, 1};
    if (counter == kHand || counter == kDeck || counter == kDiscard)
        return CounterRange{0, kMostCards};
    if (counter == kMovementBonus)
        return CounterRange{0, kMostMovementBonus};
    if (counter != kDamage && counter != kVp)
        return std::nullopt;
    Result<SfbResolution> r = unpack(state);
    if (!r)
        return std::nullopt;
    if (counter == kVp)
        return CounterRange{0, r.value().winningVp()};
    const int specIndex = r.value().content.championIndex(specOf(entity.id));
    if (specIndex < 0)
        return std::nullopt;
    const SfbChampionSpec &spec = r.value().content.champions[static_cast<std::size_t>(specIndex)];
    return CounterRange{0, std::max(0, spec.stats(entity.counter(kLevelled).value_or(0) > 0).hitpoints)};
}

// Challenge cards the table typed by name (its real cards are named otherwise)
// join the table's pack, so the next game lists them.
QJsonObject brawlKeepInPack(QJsonObject pack, const QJsonObject &action)
{
    const QString type = action.value(QStringLiteral("type")).toString();
    if (type != QLatin1String(TrackDeal::kType) && type != QLatin1String(TrackAdvance::kType))
        return pack;
    QStringList names;
    for (const QJsonValue &drawn : action.value(QStringLiteral("drawn")).toArray())
        names << (drawn.isObject() ? drawn.toObject().value(QStringLiteral("name")).toString() : drawn.toString());
    return sfbPackKeepingChallenges(std::move(pack), names);
}

} // namespace

TrialFunction sfbTrials(const SessionState &state) { return kBrawl.trials(state); }

GameDefinition superFantasyBrawlGame()
{
    GameDefinition game{QStringLiteral("super-fantasy-brawl"), 2, 4, true, sfbSetup, applySfb, [] { return kBrawl.types(); },
                        sfbValidateContent, sfbOptions};
    game.calculators = {{QStringLiteral("attack"), sfbAttack}, {QStringLiteral("displace"), sfbDisplace}};
    game.counterRange = brawlCounterRange;
    game.counterNames = brawlCounterNames();
    game.packTexts = sfbPackTexts;
    game.keepInPack = brawlKeepInPack;
    game.standing = sfbStanding;
    game.damageCredit = sfbDamageCredit;
    return game;
}

} // namespace arbiter
