#include "games/theosis/theosis_game.h"

#include "core/game_actions.h"
#include "games/theosis/theosis_actions.h"
#include "games/theosis/theosis_bidding.h"
#include "games/theosis/theosis_combat.h"
#include "games/theosis/theosis_content.h"
#include "games/theosis/theosis_entry.h"
#include "games/theosis/theosis_hierapolis.h"
#include "games/theosis/theosis_locations.h"
#include "games/theosis/theosis_monsters.h"
#include "games/theosis/theosis_options.h"
#include "games/theosis/theosis_ranking.h"
#include "games/theosis/theosis_rituals.h"
#include "games/theosis/theosis_setup.h"

namespace arbiter {

namespace {

using ActionRule = Result<Transition> (*)(const SessionState &, const QJsonObject &);

const GameAction<ActionRule> kActions[] = {
    {"place", theosis::placeHero},
    {"offer.take", theosis::takeOffer},
    {"offer.decline", theosis::declineOffer},
    {"thieves.resolve", theosis::resolveThieves},
    {"bid", theosis::bidForArtifact},
    {"gold.allocate", theosis::allocateGold},
    {"ranking.set", theosis::setRanking},
    {"item.equip", theosis::equipFast},
    {"arena.enter", theosis::enterArena},
    {"ritual.cast", theosis::castRitual},
    {"hero.pass", theosis::heroPass},
    {"hero.mana", theosis::heroMana},
    {"hero.bless", theosis::heroBless},
    {"hero.spell", theosis::heroSpell},
    {"hero.attack", theosis::heroAttack},
    {"hero.skill", theosis::heroSkill},
    {"monster.act", theosis::monsterAct},
};

} // namespace

namespace theosis {

Result<Transition> applyAction(const SessionState &state, const QJsonObject &action)
{
    const QString type = action.value(QStringLiteral("type")).toString();
    if (const auto *entry = findGameAction(kActions, type))
        return entry->run(state, action);
    return unknownGameAction(type);
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
    game.actionTypes = [] { return gameActionTypes(kActions); };
    game.validateContent = theosis::validateContent;
    game.options = theosis::options;
    // The overload for a request: the other one takes parsed sides.
    game.calculators = {{QStringLiteral("combat"), [](const QJsonObject &request) { return theosisCombat(request); }}};
    return game;
}

} // namespace arbiter
