#include "games/exiled_legends/el_game.h"

#include "core/game_actions.h"
#include "games/exiled_legends/el_abilities.h"
#include "games/exiled_legends/el_actions.h"
#include "games/exiled_legends/el_attack.h"
#include "games/exiled_legends/el_combat.h"
#include "games/exiled_legends/el_content.h"
#include "games/exiled_legends/el_destruction.h"
#include "games/exiled_legends/el_flow.h"
#include "games/exiled_legends/el_options.h"
#include "games/exiled_legends/el_setup.h"

namespace arbiter {

namespace {

using namespace exiled_legends;

using Handler = Status (*)(Table &, const QJsonObject &);

const GameAction<Handler> kActions[] = {
    {"draft.pick", pickDraft},
    {"lineup.choose", chooseLineup},
    {"order.roll", rollForOrder},
    {"sphere.flip", flipSphere},
    {"phase.next", nextPhase},
    {"turn.end", endTurn},
    {"action.add_bane", addBaneAction},
    {"action.remove_bane", removeBaneAction},
    {"action.remove_damage", removeDamageAction},
    {"action.switch", switchAction},
    {"action.return_support", returnSupportAction},
    {"ability.use", useAbility},
    {"effects.apply", applyEffectsAction},
    {"attack.declare", declareAttack},
    {"attack.continue", continueAttack},
    {"replace.choose", chooseChampion},
    {"hero.destroy", destroyHeroByHand},
    {"deck.correct_draw", correctDraw},
};

QStringList actionTypes()
{
    return gameActionTypes(kActions);
}

} // namespace

Status exiled_legends::runAction(Table &table, const QJsonObject &action)
{
    const QString type = action.value(QStringLiteral("type")).toString();
    if (const auto *entry = findGameAction(kActions, type))
        return entry->run(table, action);
    return unknownGameAction(type);
}

Result<Transition> exiled_legends::applyRules(const SessionState &state, const QJsonObject &action)
{
    const QString type = action.value(QStringLiteral("type")).toString();
    const auto *entry = findGameAction(kActions, type);
    if (!entry)
        return unknownGameAction(type);
    auto table = Table::open(state);
    if (!table)
        return table.error();
    if (Status done = entry->run(table.value(), action); !done)
        return done.error();
    return std::move(table).value().finish();
}

GameDefinition exiledLegendsGame()
{
    GameDefinition game{QStringLiteral("exiled-legends"), 2, 5, true, setupGame, applyRules, actionTypes, validateContent,
                        exiled_legends::options};
    game.calculators = {{QStringLiteral("attack"), exiledLegendsAttack}};
    return game;
}

} // namespace arbiter
