#include "games/the_banishing/banishing_game.h"

#include "core/game_actions.h"
#include "games/the_banishing/banishing_abilities.h"
#include "games/the_banishing/banishing_calc.h"
#include "games/the_banishing/banishing_content.h"
#include "games/the_banishing/banishing_moves.h"
#include "games/the_banishing/banishing_options.h"
#include "games/the_banishing/banishing_setup.h"
#include "games/the_banishing/banishing_turn.h"

namespace arbiter {

namespace {

using ActionRule = Result<Transition> (*)(const SessionState &, const QJsonObject &);

const GameAction<ActionRule> kActions[] = {
    {"card.reveal", banishing::revealCard},
    {"take", banishing::takeLine},
    {"shield", banishing::useShield},
    {"ability", banishing::useAbility},
    {"swap", banishing::swapVoid},
    {"trade", banishing::tradeCards},
    {"rest", banishing::rest},
    {"turn.end", banishing::endTurn},
    {"card.move", banishing::moveCard},
};

} // namespace

namespace banishing {

Result<Transition> applyAction(const SessionState &state, const QJsonObject &action)
{
    const QString type = action.value(QStringLiteral("type")).toString();
    if (const auto *entry = findGameAction(kActions, type))
        return entry->run(state, action);
    return unknownGameAction(type);
}

} // namespace banishing

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
    game.actionTypes = [] { return gameActionTypes(kActions); };
    game.validateContent = banishing::validateContent;
    game.calculators = {{QStringLiteral("status"), banishingStatus}, {QStringLiteral("match"), banishingMatch}};
    return game;
}

} // namespace arbiter
