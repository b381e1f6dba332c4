#include "games/the_banishing/banishing_game.h"

#include "core/game_moves.h"
#include "games/the_banishing/banishing_abilities.h"
#include "games/the_banishing/banishing_calc.h"
#include "games/the_banishing/banishing_content.h"
#include "games/the_banishing/banishing_counters.h"
#include "games/the_banishing/banishing_moves.h"
#include "games/the_banishing/banishing_new_cards.h"
#include "games/the_banishing/banishing_options.h"
#include "games/the_banishing/banishing_outcome.h"
#include "games/the_banishing/banishing_pack_texts.h"
#include "games/the_banishing/banishing_setup.h"
#include "games/the_banishing/banishing_standing.h"
#include "games/the_banishing/banishing_turn.h"

// The rules live in arbiter::banishing, without a using-directive at the
// arbiter level: in a unity build it would reach the files compiled after
// this one (banishing::Board against the hex Board).
namespace arbiter::banishing {

namespace {

Transition packPlay(Play &&play) { return play.finish(); }

const Move<Play> kMoves[] = {
    move<Play, RevealCard, revealCard>(),
    move<Play, Take, takeLine>(),
    move<Play, UseShield, useShield>(),
    move<Play, UseAbility, useAbility>(),
    move<Play, Swap, swapVoid>(),
    move<Play, Trade, tradeCards>(),
    move<Play, Rest, rest>(),
    move<Play, EndTurn, endTurn>(),
    move<Play, MoveCard, moveCard>(),
    move<Play, AddCard, addCard>(),
};

const GameMoves<Play> kBanishing{startPlay, packPlay, kMoves};

// The most cards a real deck could have left.
constexpr int kMostCards = 99;

// What players call this game's counters, on a control and in a sentence.
CounterNames banishingCounterNames()
{
    return {
        {kRoundCounter, {QT_TRANSLATE_NOOP("Engine", "Round"), QT_TRANSLATE_NOOP("Engine", "round")}},
        {kDeckCounter, {QT_TRANSLATE_NOOP("Engine", "Cards in deck"), QT_TRANSLATE_NOOP("Engine", "cards in the deck")}},
        {kStaminaCounter, {QT_TRANSLATE_NOOP("Engine", "Stamina"), QT_TRANSLATE_NOOP("Engine", "Stamina")}},
        {kHealthCounter, {QT_TRANSLATE_NOOP("Engine", "Health"), QT_TRANSLATE_NOOP("Engine", "Health")}},
    };
}

std::optional<CounterRange> banishingCounterRange(const SessionState &state, const Entity &entity, const QString &counter)
{
    if (counter == kRoundCounter)
        return CounterRange{1, kLastRound};
    if (counter == kDeckCounter)
        return CounterRange{0, kMostCards};
    if (counter != kStaminaCounter && counter != kHealthCounter)
        return std::nullopt;
    Result<Play> play = startPlay(state);
    const CharacterSheet *sheet = play ? play.value().content.character(entity.id) : nullptr;
    if (!sheet)
        return CounterRange{0, kMostCards};
    // The counters hold the sheet's numbers; Armor is counted on top where
    // exhaustion is decided, never added to them.
    return CounterRange{0, counter == kStaminaCounter ? sheet->stamina : sheet->health};
}

} // namespace

Result<Transition> applyAction(const SessionState &state, const QJsonObject &action)
{
    return kBanishing.apply(state, action);
}

TrialFunction trials(const SessionState &state)
{
    return kBanishing.trials(state);
}

} // namespace arbiter::banishing

namespace arbiter {

GameDefinition theBanishingGame()
{
    GameDefinition game;
    game.id = QStringLiteral("the-banishing");
    game.minPlayers = 1;
    game.maxPlayers = 6;
    game.rulesBuilt = true;
    game.setup = banishing::setupGame;
    game.apply = banishing::applyAction;
    game.options = banishing::options;
    game.counterRange = banishing::banishingCounterRange;
    game.actionTypes = [] { return banishing::kBanishing.types(); };
    game.counterNames = banishing::banishingCounterNames();
    game.validateContent = banishing::validateContent;
    game.packTexts = banishing::packTexts;
    game.keepInPack = banishing::packKeepingCard;
    game.standing = banishing::standing;
    game.calculators = {{QStringLiteral("status"), banishingStatus}, {QStringLiteral("match"), banishingMatch}};
    return game;
}

} // namespace arbiter
