#include "games/theosis/theosis_game.h"

#include "core/game_moves.h"
#include "games/theosis/theosis_actions.h"
#include "games/theosis/theosis_bidding.h"
#include "games/theosis/theosis_combat.h"
#include "games/theosis/theosis_content.h"
#include "games/theosis/theosis_corrections.h"
#include "games/theosis/theosis_drawn.h"
#include "games/theosis/theosis_new_items.h"
#include "games/theosis/theosis_entry.h"
#include "games/theosis/theosis_hierapolis.h"
#include "games/theosis/theosis_locations.h"
#include "games/theosis/theosis_monsters.h"
#include "games/theosis/theosis_options.h"
#include "games/theosis/theosis_pack_texts.h"
#include "games/theosis/theosis_ranking.h"
#include "games/theosis/theosis_rituals.h"
#include "games/theosis/theosis_setup.h"
#include "games/theosis/theosis_standing.h"

namespace arbiter {

namespace {

using namespace theosis;

Transition packPlay(Play &&play) { return play.finish(); }

// An action of the game's flow ends the corrections of the texts carried out
// by hand that came before it; the table's own draws and the corrections
// themselves leave them waiting.
template <typename A, Status (*Rule)(Play &, const A &)>
Status flow(Play &play, const A &action)
{
    endByHandTexts(play);
    return Rule(play, action);
}

template <typename A, Status (*Rule)(Play &, const A &)>
constexpr Move<Play> flowMove()
{
    return move<Play, A, flow<A, Rule>>();
}

const Move<Play> kMoves[] = {
    flowMove<Place, placeHero>(),
    flowMove<OfferTake, takeOffer>(),
    flowMove<OfferDecline, declineOffer>(),
    flowMove<ThievesResolve, resolveThieves>(),
    flowMove<Bid, bidForArtifact>(),
    flowMove<GoldAllocate, allocateGold>(),
    flowMove<RankingSet, setRanking>(),
    flowMove<ItemEquip, equipFast>(),
    move<Play, ArtifactSet, setArtifact>(),
    move<Play, MarketSet, setMarket>(),
    move<Play, MarketDraw, drawForMarket>(),
    move<Play, PouchAddItem, addPouchItem>(),
    move<Play, FastDraw, drawForFastOffer>(),
    move<Play, StaminaSet, setStamina>(),
    move<Play, ByHandCorrect, correctByHand>(),
    flowMove<ArenaEnter, enterArena>(),
    flowMove<RitualCast, castRitual>(),
    flowMove<HeroPass, heroPass>(),
    flowMove<HeroMana, heroMana>(),
    flowMove<HeroBless, heroBless>(),
    flowMove<HeroSpell, heroSpell>(),
    flowMove<HeroAttack, heroAttack>(),
    flowMove<HeroSkill, heroSkill>(),
    flowMove<MonsterAct, monsterAct>(),
};

const GameMoves<Play> kTheosis{startPlay, packPlay, kMoves};

// The most gold a table could hold: far above any game's, below nonsense.
constexpr int kMostGold = 999;

// Health never rises above the printed 9, and a hero corrected to 0 is out
// as one knocked out in combat: the rules read the counter back.
// What players call this game's counters, on a control and in a sentence.
CounterNames theosisCounterNames()
{
    return {
        {kGold, {QT_TRANSLATE_NOOP("Engine", "Gold"), QT_TRANSLATE_NOOP("Engine", "gold")}},
        {kHealth, {QT_TRANSLATE_NOOP("Engine", "Health"), QT_TRANSLATE_NOOP("Engine", "Health")}},
    };
}

std::optional<CounterRange> theosisCounterRange(const SessionState &, const Entity &entity, const QString &counter)
{
    if (counter == kHealth && entity.kind == kHeroKind)
        return CounterRange{0, kFullHealth};
    if (counter == kGold)
        return CounterRange{0, kMostGold};
    return std::nullopt;
}

} // namespace

namespace theosis {

Result<Transition> applyAction(const SessionState &state, const QJsonObject &action)
{
    return kTheosis.apply(state, action);
}

TrialFunction trials(const SessionState &state)
{
    return kTheosis.trials(state);
}

} // namespace theosis

GameDefinition theosisGame()
{
    GameDefinition game;
    game.id = QStringLiteral("theosis");
    game.minPlayers = 1;
    game.maxPlayers = 6;
    game.rulesBuilt = true;
    game.setup = theosis::setupGame;
    game.apply = theosis::applyAction;
    game.actionTypes = [] { return kTheosis.types(); };
    game.validateContent = theosis::validateContent;
    game.counterRange = theosisCounterRange;
    game.counterNames = theosisCounterNames();
    game.options = theosis::options;
    game.packTexts = theosis::packTexts;
    game.keepInPack = theosis::packKeepingItem;
    game.standing = theosis::standing;
    // The overload for a request: the other one takes parsed sides.
    game.calculators = {{QStringLiteral("combat"), [](const QJsonObject &request) { return theosisCombat(request); }}};
    return game;
}

} // namespace arbiter
