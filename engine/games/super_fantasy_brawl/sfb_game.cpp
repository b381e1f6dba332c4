#include "games/super_fantasy_brawl/sfb_game.h"

#include "core/game_actions.h"
#include "core/json_fields.h"
#include "games/super_fantasy_brawl/sfb_activation.h"
#include "games/super_fantasy_brawl/sfb_attack.h"
#include "games/super_fantasy_brawl/sfb_combat.h"
#include "games/super_fantasy_brawl/sfb_content.h"
#include "games/super_fantasy_brawl/sfb_displace.h"
#include "games/super_fantasy_brawl/sfb_draft.h"
#include "games/super_fantasy_brawl/sfb_options.h"
#include "games/super_fantasy_brawl/sfb_setup.h"
#include "games/super_fantasy_brawl/sfb_support.h"
#include "games/super_fantasy_brawl/sfb_turns.h"

namespace arbiter {

namespace {

using Handler = Status (*)(SfbResolution &, const QJsonObject &);

const GameAction<Handler> kActions[] = {
    {"team.choose", sfbChooseTeam},
    {"draft.ban", sfbDraftBan},
    {"draft.pick", sfbDraftPick},
    {"track.deal", sfbDealChallenges},
    {"trap.place", sfbPlaceTrap},
    {"champion.deploy", sfbDeploy},
    {"challenge.claim", sfbClaimChallenge},
    {"card.play", sfbPlayCard},
    {"standard.use", sfbUseStandardAction},
    {"move", sfbMove},
    {"attack", sfbAttackAction},
    {"skill", sfbSkillAction},
    {"activation.end", sfbEndActivation},
    {"champion.place", sfbPlaceChampion},
    {"turn.end", sfbEndTurn},
    {"track.advance", sfbAdvanceTrack},
};

// Runs one action on `r` up to the point where it is fully resolved; what is
// left (level-ups, the winner, writing the table back) cannot refuse it.
Status runAction(SfbResolution &r, const QJsonObject &action)
{
    const QString type = action.value(QStringLiteral("type")).toString();
    const auto *entry = findGameAction(kActions, type);
    if (!entry)
        return unknownGameAction(type);
    r.actingPlayer = r.table.activePlayer();
    ARBITER_CHECK(r.readHiddenInformation(action));
    ARBITER_CHECK(entry->run(r, action));
    if (r.nextReveal < r.reveals.size())
        return RuleError::badRequest(QStringLiteral("sfb.trap_unused"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "The action lists %1 trap(s), but only %2 triggered."),
                                            static_cast<int>(r.reveals.size()), static_cast<int>(r.nextReveal)));
    return Done{};
}

Result<Transition> applySfb(const SessionState &state, const QJsonObject &action)
{
    ARBITER_TRY(content, sfbContentShared(state.setup.value(QStringLiteral("content")).toObject()));
    ARBITER_TRY(table, sfbTableFrom(state.data));
    SfbResolution r(state, *content.value(), table.value());
    ARBITER_CHECK(runAction(r, action));
    return r.finish();
}

QStringList actionTypes()
{
    return gameActionTypes(kActions);
}

} // namespace

Status sfbCheckAction(const SessionState &state, const SfbContent &content, const SfbTable &table, const QJsonObject &action)
{
    SfbResolution r(state, content, table);
    return runAction(r, action);
}

GameDefinition superFantasyBrawlGame()
{
    GameDefinition game{QStringLiteral("super-fantasy-brawl"), 2, 4, true, sfbSetup, applySfb, actionTypes,
                        sfbValidateContent, sfbOptions};
    game.calculators = {{QStringLiteral("attack"), sfbAttack}, {QStringLiteral("displace"), sfbDisplace}};
    return game;
}

} // namespace arbiter
