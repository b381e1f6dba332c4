#include "games/exiled_legends/el_game.h"

#include "core/game_moves.h"
#include "games/exiled_legends/el_abilities.h"
#include "games/exiled_legends/el_action_types.h"
#include "games/exiled_legends/el_actions.h"
#include "games/exiled_legends/el_attack.h"
#include "games/exiled_legends/el_combat.h"
#include "games/exiled_legends/el_content.h"
#include "games/exiled_legends/el_destruction.h"
#include "games/exiled_legends/el_flow.h"
#include "games/exiled_legends/el_new_heroes.h"
#include "games/exiled_legends/el_options.h"
#include "games/exiled_legends/el_pack_texts.h"
#include "games/exiled_legends/el_setup.h"
#include "games/exiled_legends/el_standing.h"

namespace arbiter {

namespace {

using namespace exiled_legends;

Status anyState(const Table &) { return Done{}; }

// A move whose state check comes before its fields: the rules always refused
// a wrong moment before a missing or malformed field, so a bare action
// ({"type":"action.switch"}) is refused for the moment, as every hero it could
// name would be; the options query shows that refusal once.
template <typename A, Status (*Guard)(const Table &), Status (*Rule)(Table &, const A &)>
constexpr Move<Table> guarded()
{
    return {A::kType, [](Table &table, const QJsonObject &action) -> Status {
                if (Status now = Guard(table); !now)
                    return now;
                auto decoded = typed::decode<A>(action);
                if (!decoded)
                    return decoded.error();
                return Rule(table, decoded.value());
            }};
}

Transition packTable(Table &&table) { return std::move(table).finish(); }

const Move<Table> kMoves[] = {
    guarded<DraftPick, mayPickDraft, pickDraft>(),
    guarded<LineupChoose, anyState, chooseLineup>(),
    guarded<OrderRoll, anyState, rollForOrder>(),
    guarded<SphereFlip, maySphereFlip, flipSphere>(),
    guarded<PhaseNext, anyState, nextPhase>(),
    guarded<TurnEnd, anyState, endTurn>(),
    guarded<AddBane, mayTake<AddBane>, addBaneAction>(),
    guarded<RemoveBane, mayTake<RemoveBane>, removeBaneAction>(),
    guarded<RemoveDamage, mayTake<RemoveDamage>, removeDamageAction>(),
    guarded<SwitchHeroes, mayTake<SwitchHeroes>, switchAction>(),
    guarded<ReturnSupport, mayTake<ReturnSupport>, returnSupportAction>(),
    guarded<AbilityUse, mayUseAbility, useAbility>(),
    guarded<EffectsApply, mayApplyEffects, applyEffectsAction>(),
    guarded<AttackDeclare, mayDeclareAttack, declareAttack>(),
    guarded<AttackContinue, anyState, continueAttack>(),
    guarded<ReplaceChoose, mayChooseChampion, chooseChampion>(),
    guarded<HeroDestroy, mayDestroyByHand, destroyHeroByHand>(),
    guarded<CorrectDraw, mayCorrectDraw, correctDraw>(),
    guarded<DeckAddHero, mayAddHero, addHero>(),
};

const GameMoves<Table> kLegends{Table::open, packTable, kMoves};

// The card's numbers go no lower than 0 and no higher than a table could
// have: a hero's damage up to its Max HP, where it is destroyed.
constexpr int kMostTokens = 99;

// What players call this game's counters, on a control and in a sentence.
CounterNames legendsCounterNames()
{
    return {
        {counters::kDamage, {QT_TRANSLATE_NOOP("Engine", "Damage"), QT_TRANSLATE_NOOP("Engine", "damage")}},
        {counters::kStrength, {QT_TRANSLATE_NOOP("Engine", "Strength"), QT_TRANSLATE_NOOP("Engine", "Strength")}},
        {counters::kMaxHp, {QT_TRANSLATE_NOOP("Engine", "Maximum HP"), QT_TRANSLATE_NOOP("Engine", "Max HP")}},
        {counters::kGainStrength, {QT_TRANSLATE_NOOP("Engine", "Strength gained"), QT_TRANSLATE_NOOP("Engine", "Strength gained")}},
        {counters::kGainMaxHp, {QT_TRANSLATE_NOOP("Engine", "Maximum HP gained"), QT_TRANSLATE_NOOP("Engine", "Max HP gained")}},
        {counters::kReversed, {QT_TRANSLATE_NOOP("Engine", "Card reversed"), QT_TRANSLATE_NOOP("Engine", "card reversed")}},
        {counters::kMythPoints, {QT_TRANSLATE_NOOP("Engine", "Myth Points"), QT_TRANSLATE_NOOP("Engine", "Myth Points")}},
        {QStringLiteral("bane:"), {QT_TRANSLATE_NOOP("Engine", "Bane tokens (%1)"), QT_TRANSLATE_NOOP("Engine", "bane tokens")}},
    };
}

std::optional<CounterRange> legendsCounterRange(const SessionState &state, const Entity &entity, const QString &counter)
{
    if (counter == counters::kDamage) {
        Result<Table> table = Table::open(state);
        if (!table)
            return std::nullopt;
        return CounterRange{0, std::max(0, table.value().maxHpOf(entity.id))};
    }
    if (counter == counters::kReversed)
        return CounterRange{0, 1};
    if (counter == counters::kMaxHp)
        return CounterRange{1, kMostTokens};
    if (counter == counters::kStrength || counter == counters::kMythPoints || counter.startsWith(QLatin1String("bane:")))
        return CounterRange{0, kMostTokens};
    return std::nullopt;
}

// Damage corrected up to a hero's Max HP destroys it as an attack would
// (Graveyard, replacement, a Legend flipping); during an attack the
// attack's own end does it.
Result<Transition> destroyWhenDefeated(Transition corrected, const QString &entity, const QString &counter)
{
    if (counter != counters::kDamage)
        return corrected;
    Result<Table> opened = Table::open(corrected.state);
    if (!opened)
        return corrected;
    Table table = std::move(opened).value();
    if (!table.inPlay(entity) || !table.atMaxHp(entity) || !mayDestroyByHand(table))
        return corrected;
    destroyDefeated(table);
    Transition destroyed = std::move(table).finish();
    corrected.state = std::move(destroyed.state);
    for (Event &event : destroyed.events)
        corrected.events.push_back(std::move(event));
    return corrected;
}

} // namespace

Result<Transition> exiled_legends::applyRules(const SessionState &state, const QJsonObject &action)
{
    return kLegends.apply(state, action);
}

TrialFunction exiled_legends::trials(const SessionState &state)
{
    return kLegends.trials(state);
}

GameDefinition exiledLegendsGame()
{
    GameDefinition game{QStringLiteral("exiled-legends"), 2, 5, true, setupGame, applyRules, [] { return kLegends.types(); },
                        validateContent, exiled_legends::options};
    game.calculators = {{QStringLiteral("attack"), exiledLegendsAttack}};
    game.counterRange = legendsCounterRange;
    game.counterNames = legendsCounterNames();
    game.afterCorrection = destroyWhenDefeated;
    game.packTexts = exiled_legends::packTexts;
    game.keepInPack = exiled_legends::packKeepingHero;
    game.standing = exiled_legends::standing;
    return game;
}

} // namespace arbiter
