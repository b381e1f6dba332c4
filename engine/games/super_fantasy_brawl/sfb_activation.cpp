#include "games/super_fantasy_brawl/sfb_activation.h"

#include "core/json_fields.h"
#include "games/super_fantasy_brawl/sfb_effects.h"
#include "games/super_fantasy_brawl/sfb_queries.h"
#include "games/super_fantasy_brawl/sfb_support.h"

#include <algorithm>

namespace arbiter {

namespace {

const QStringList kStandardActions{QStringLiteral("plan"), QStringLiteral("heal"), QStringLiteral("strike"),
                                   QStringLiteral("move")};
const QStringList kMoveModes{QStringLiteral("walk"), QStringLiteral("dash"), QStringLiteral("jump"), QStringLiteral("swoop")};

QString standardId(const QString &name) { return QStringLiteral("standard.") + name; }

// What the table calls a Standard Action ("heal" -> "Heal"): log lines name it so.
QString standardName(const QString &name)
{
    if (name == QLatin1String("plan"))
        return QString::fromLatin1(QT_TRANSLATE_NOOP("EngineTerm", "Plan"));
    if (name == QLatin1String("heal"))
        return QString::fromLatin1(QT_TRANSLATE_NOOP("EngineTerm", "Heal"));
    if (name == QLatin1String("strike"))
        return QString::fromLatin1(QT_TRANSLATE_NOOP("EngineTerm", "Strike"));
    return QString::fromLatin1(QT_TRANSLATE_NOOP("EngineTerm", "Move"));
}

bool coreReady(const SfbResolution &r, const QString &player, SfbCore core)
{
    return r.counter(player, sfb::exhaustedCounter(sfbCoreName(core))) == 0;
}

Status requireCore(const SfbResolution &r, const QString &player, SfbCore core)
{
    if (coreReady(r, player, core))
        return Done{};
    return RuleError::invalid(QStringLiteral("sfb.core_exhausted"), sfb::rule("cores-of-magic"),
                              phrase(QT_TRANSLATE_NOOP("Engine", "%1's %2 Core is exhausted until their Upkeep."), r.nameOf(player),
                                     sfbCoreName(core)));
}

void exhaust(SfbResolution &r, const QString &player, SfbCore core)
{
    r.setCounter(player, sfb::exhaustedCounter(sfbCoreName(core)), 1);
}

Status requireOwnChampion(const SfbResolution &r, const QString &player, const QString &champion)
{
    if (r.ownerOf(champion) == player)
        return Done{};
    return RuleError::invalid(QStringLiteral("sfb.not_your_champion"), sfb::rule("activation"),
                              phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not one of %2's champions."), r.nameOf(champion),
                                     r.nameOf(player)));
}

// Gives the open activation its movement: the printed value plus the
// champion's bonus (only when a value is printed), and keyword moves.
std::vector<SfbBudget> budgetsFor(const SfbResolution &r, const SfbCard &card, const QString &champion)
{
    std::vector<SfbBudget> budgets;
    if (card.movement > 0)
        budgets.push_back({card.movementMode, card.movement + r.stats(champion).movementBonus});
    const std::vector<SfbBudget> keywordMoves = sfbMovementKeywords(card.pre);
    budgets.insert(budgets.end(), keywordMoves.begin(), keywordMoves.end());
    return budgets;
}

void openActivation(SfbResolution &r, const QString &champion, const SfbCard &card)
{
    r.table.phase = SfbPhase::Activation;
    r.table.activation = SfbActivation{r.table.activePlayer(), champion, card.id, budgetsFor(r, card, champion),
                                       SfbActivationStep::Move, {}};
}

Result<std::vector<Hex>> explicitPath(const SfbResolution &r, const SfbArena &arena, int index, const QJsonValue &given,
                                      MoveMode mode, int points, Hex to)
{
    ARBITER_TRY(hexes, json::hexListFrom(given, QStringLiteral("path")));
    const SfbArenaChampion &mover = arena.champions[static_cast<std::size_t>(index)];
    const auto refuse = [&](const char *why) {
        return RuleError::invalid(QStringLiteral("sfb.path_invalid"), sfb::rule("movement"), phrase(why, r.nameOf(mover.id)));
    };
    if (mode == MoveMode::Dash || mode == MoveMode::Swoop)
        return json::fieldError(QStringLiteral("path"), QT_TRANSLATE_NOOP("Engine", "%1 is only for walking and jumping: a straight move has one way."));
    const std::vector<Hex> &path = hexes.value();
    if (path.empty() || path.back() != to || static_cast<int>(path.size()) > points)
        return refuse(QT_TRANSLATE_NOOP("Engine", "The path of %1 must end on the destination within its movement."));
    const std::vector<Hex> &deployment = arena.deployment[static_cast<std::size_t>(mover.side)];
    for (std::size_t i = 0; i < path.size(); ++i) {
        const Hex h = path[i];
        if (i == 0 && !mover.onBoard) {
            if (!std::binary_search(deployment.begin(), deployment.end(), h))
                return refuse(QT_TRANSLATE_NOOP("Engine", "%1 comes back from the Gate: its first hex is in its deployment area."));
        } else if (distance(i == 0 ? mover.at : path[i - 1], h) != 1) {
            return refuse(QT_TRANSLATE_NOOP("Engine", "The path of %1 must go from hex to adjacent hex."));
        }
        if (!arena.board.contains(h))
            return refuse(QT_TRANSLATE_NOOP("Engine", "The path of %1 leaves the arena."));
        const int there = arena.occupant(h);
        const bool enemy = there >= 0 && arena.champions[static_cast<std::size_t>(there)].side != mover.side;
        if (mode == MoveMode::Walk && (arena.board.isBlocked(h) || enemy))
            return refuse(QT_TRANSLATE_NOOP("Engine", "The path of %1 crosses a statue or an enemy."));
    }
    return path;
}

} // namespace

std::vector<SfbBudget> sfbMovementKeywords(const SfbKeywords &keywords)
{
    std::vector<SfbBudget> budgets;
    for (const auto &[keyword, mode] : {std::pair{SfbKeyword::Dash, MoveMode::Dash}, std::pair{SfbKeyword::Jump, MoveMode::Jump},
                                        std::pair{SfbKeyword::Swoop, MoveMode::Swoop}})
        if (keywords[keyword] > 0)
            budgets.push_back({mode, keywords[keyword]});
    return budgets;
}

std::optional<SfbCard> sfbStandardCard(const QString &id)
{
    SfbCard card;
    card.id = id;
    card.name = standardName(id.section(QLatin1Char('.'), 1));
    card.type = SfbCardType::Skill;
    card.movement = 1;
    if (id == standardId(QStringLiteral("plan"))) {
        card.core = SfbCore::Manipulation;
        card.post[SfbKeyword::Plan] = 1;
    } else if (id == standardId(QStringLiteral("heal"))) {
        card.core = SfbCore::Creation;
        card.post[SfbKeyword::Heal] = 1;
    } else if (id == standardId(QStringLiteral("strike"))) {
        card.core = SfbCore::Destruction;
        card.targeting = SfbTargeting::Melee;
        card.damage = 1;
    } else if (id == standardId(QStringLiteral("move"))) {
        card.movement = 2;
    } else {
        return std::nullopt;
    }
    return card;
}

std::optional<SfbCard> sfbActivationCard(const SfbResolution &r)
{
    if (!r.table.activation)
        return std::nullopt;
    if (const SfbCard *card = r.content.card(r.table.activation->card))
        return *card;
    return sfbStandardCard(r.table.activation->card);
}

void sfbCloseActivation(SfbResolution &r)
{
    if (!r.table.activation)
        return;
    QStringList levelUps = r.table.activation->levelUps;
    levelUps << r.pendingLevelUps; // earned by this very action
    r.pendingLevelUps.clear();
    r.table.activation.reset();
    sfbLevelUp(r, levelUps);
}

void sfbApplySelfKeywords(SfbResolution &r, const QString &champion, const QString &player, const SfbKeywords &keywords)
{
    if (keywords[SfbKeyword::Heal] > 0)
        sfbHeal(r, champion, keywords[SfbKeyword::Heal]);
    if (keywords[SfbKeyword::Draw] > 0)
        sfbDrawCards(r, player, keywords[SfbKeyword::Draw]);
    if (keywords[SfbKeyword::Plan] > 0)
        sfbPlanCards(r, player, keywords[SfbKeyword::Plan]);
}

Status sfbPlayCard(SfbResolution &r, const sfb::CardPlay &action)
{
    ARBITER_CHECK(sfbRequirePhase(r, {SfbPhase::Scoreboard, SfbPhase::Activation}, "activation"));
    const QString player = r.table.activePlayer();
    ARBITER_CHECK(sfbRequirePlayer(action.player, player, r, "activation"));
    const SfbCard *card = r.content.card(action.card);
    if (!card)
        return RuleError::badRequest(QStringLiteral("request.unknown_id"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "card names \"%1\", which is not a card of the content pack."),
                                            action.card));
    if (card->type == SfbCardType::Reaction)
        return RuleError::invalid(QStringLiteral("sfb.reaction_not_an_action"), sfb::rule("reactions"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is a Reaction: it is played against an attack, in the attack action."),
                                         card->name));
    const QString champion =
        sfb::championEntityId(player, r.content.champions[static_cast<std::size_t>(card->champion)].id);
    if (!r.isChampion(champion))
        return RuleError::invalid(QStringLiteral("sfb.not_your_champion"), sfb::rule("activation"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 belongs to %2, who is not in %3's team."), card->name,
                                         r.content.champions[static_cast<std::size_t>(card->champion)].name, r.nameOf(player)));
    if (action.champion) {
        ARBITER_TRY(named, sfbChampionField(r, *action.champion, QStringLiteral("champion")));
        if (named.value() != champion)
            return RuleError::invalid(QStringLiteral("sfb.card_of_another_champion"), sfb::rule("activation"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 activates %2 only."), card->name, r.nameOf(champion)));
    }
    ARBITER_CHECK(requireCore(r, player, card->core));
    if (r.counter(player, sfb::kHand) <= 0)
        return RuleError::invalid(QStringLiteral("sfb.hand_empty"), sfb::rule("activation"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 has no cards in hand."), r.nameOf(player)));
    if (!r.onBoard(champion) && !card->hasMovement())
        return RuleError::invalid(QStringLiteral("sfb.gate_needs_movement"), sfb::rule("gate"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is on its Gate: only a card with movement brings it back, and %2 has none."),
                                         r.nameOf(champion), card->name));
    ARBITER_TRY(choices, sfbChoicesFrom(action.choose, card->pre));
    sfbCloseActivation(r);
    exhaust(r, player, card->core);
    r.setCounter(player, sfb::kHand, r.counter(player, sfb::kHand) - 1);
    r.setCounter(player, sfb::kDiscard, r.counter(player, sfb::kDiscard) + 1);
    openActivation(r, champion, *card);
    r.event(QStringLiteral("sfb.card_played"),
            {{QStringLiteral("player"), player}, {QStringLiteral("card"), card->id}, {QStringLiteral("champion"), champion},
             {QStringLiteral("core"), sfbCoreName(card->core)}},
            phrase(QT_TRANSLATE_NOOP("Engine", "%1 plays %2, exhausting the %3 Core, to activate %4."), r.nameOf(player), card->name,
                   sfbCoreName(card->core), r.nameOf(champion)));
    sfbApplySelfKeywords(r, champion, player, choices.value()); // pre-attack abilities of the card
    return Done{};
}

Status sfbUseStandardAction(SfbResolution &r, const sfb::StandardUse &action)
{
    ARBITER_CHECK(sfbRequirePhase(r, {SfbPhase::Scoreboard, SfbPhase::Activation}, "standard-actions"));
    const QString player = r.table.activePlayer();
    ARBITER_CHECK(sfbRequirePlayer(action.player, player, r, "standard-actions"));
    ARBITER_TRY(name, sfbChoice(action.action, QStringLiteral("action"), kStandardActions));
    if (r.table.standardUsed.contains(name.value()))
        return RuleError::invalid(QStringLiteral("sfb.standard_used"), sfb::rule("standard-actions"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The Standard Action %1 was already used this Activation Phase."),
                                         standardName(name.value())));
    ARBITER_TRY(champion, sfbChampionField(r, action.champion, QStringLiteral("champion")));
    ARBITER_CHECK(requireOwnChampion(r, player, champion.value()));
    SfbCard card = *sfbStandardCard(standardId(name.value()));
    if (name.value() == QLatin1String("move")) {
        // Any Core pays for Move 2; without a choice, the first ready one.
        QString coreName;
        for (int core = 0; core < kSfbCoreCount && coreName.isEmpty(); ++core)
            if (coreReady(r, player, static_cast<SfbCore>(core)))
                coreName = sfbCoreName(static_cast<SfbCore>(core));
        const QString chosen = action.core.value_or(coreName.isEmpty() ? sfbCoreName(SfbCore::Destruction) : coreName);
        const std::optional<SfbCore> core = sfbCoreFromName(chosen);
        if (!core)
            return json::fieldError(QStringLiteral("core"), QT_TRANSLATE_NOOP("Engine", "%1 must be destruction, creation or manipulation."));
        card.core = *core;
    } else if (action.core) {
        // Plan, Heal and Strike each have their own Core: a named one would be ignored.
        return json::fieldError(QStringLiteral("core"), QT_TRANSLATE_NOOP("Engine", "%1 is only for the Standard Action move."));
    }
    ARBITER_CHECK(requireCore(r, player, card.core));
    sfbCloseActivation(r);
    exhaust(r, player, card.core);
    r.table.standardUsed << name.value();
    openActivation(r, champion.value(), card);
    r.event(QStringLiteral("sfb.standard_action"),
            {{QStringLiteral("player"), player}, {QStringLiteral("action"), name.value()},
             {QStringLiteral("champion"), champion.value()}, {QStringLiteral("core"), sfbCoreName(card.core)}},
            phrase(QT_TRANSLATE_NOOP("Engine", "%1 uses the Standard Action %2, exhausting the %3 Core, to activate %4."),
                   r.nameOf(player), card.name, sfbCoreName(card.core), r.nameOf(champion.value())));
    return Done{};
}

Status sfbMove(SfbResolution &r, const sfb::ChampionMove &action)
{
    ARBITER_CHECK(sfbRequirePhase(r, {SfbPhase::Activation}, "movement"));
    ARBITER_CHECK(sfbRequirePlayer(action.player, r.table.activePlayer(), r, "movement"));
    if (!r.table.activation)
        return RuleError::invalid(QStringLiteral("sfb.no_activation"), sfb::rule("activation"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Play a card or a Standard Action first: moves belong to an activation.")));
    SfbActivation &activation = *r.table.activation;
    const QString champion = activation.champion;
    const Hex to = action.to;
    std::optional<MoveMode> wanted;
    if (action.mode) {
        ARBITER_TRY(mode, sfbChoice(*action.mode, QStringLiteral("mode"), kMoveModes));
        wanted = static_cast<MoveMode>(kMoveModes.indexOf(mode.value()));
    }
    const auto budget = std::find_if(activation.budgets.begin(), activation.budgets.end(), [&](const SfbBudget &b) {
        return b.points > 0 && (!wanted || b.mode == *wanted);
    });
    const MoveMode mode = budget != activation.budgets.end() ? budget->mode : wanted.value_or(MoveMode::Walk);
    const int points = budget != activation.budgets.end() ? budget->points : 0;

    const SfbArena arena = r.arena();
    const int index = arena.index(champion);
    const bool fromGate = !arena.champions[static_cast<std::size_t>(index)].onBoard;
    const SfbMoveVerdict verdict = sfbMoveVerdictAt(arena, index, points, mode, to);
    if (verdict != SfbMoveVerdict::Legal)
        return RuleError::invalid(sfbMoveVerdictCode(verdict), sfbMoveVerdictRule(verdict, mode, fromGate),
                                  sfbMoveVerdictPhrase(arena, index, points, to, verdict))
            .about(to);
    std::vector<Hex> path;
    if (action.path) {
        ARBITER_TRY(given, explicitPath(r, arena, index, *action.path, mode, points, to));
        path = given.value();
    } else {
        path = sfbMovePath(arena, index, points, mode, to);
    }
    budget->points = mode == MoveMode::Walk ? budget->points - static_cast<int>(path.size()) : 0;
    const bool walking = mode == MoveMode::Walk || mode == MoveMode::Dash; // jump and swoop fly over traps
    ARBITER_TRY(travelled, sfbMoveAlong(r, champion, path, walking, {}));
    return Done{};
}

Status sfbEndActivation(SfbResolution &r, const sfb::ActivationEnd &action)
{
    ARBITER_CHECK(sfbRequirePhase(r, {SfbPhase::Activation}, "activation"));
    ARBITER_CHECK(sfbRequirePlayer(action.player, r.table.activePlayer(), r, "activation"));
    if (!r.table.activation)
        return RuleError::invalid(QStringLiteral("sfb.no_activation"), sfb::rule("activation"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "No activation is open.")));
    const QString champion = r.table.activation->champion;
    sfbCloseActivation(r);
    r.event(QStringLiteral("sfb.activation_ended"), {{QStringLiteral("champion"), champion}},
            phrase(QT_TRANSLATE_NOOP("Engine", "The activation of %1 ends."), r.nameOf(champion)));
    return Done{};
}

Status sfbPlaceChampion(SfbResolution &r, const sfb::ChampionPlace &action)
{
    ARBITER_CHECK(sfbRequirePhase(r, {SfbPhase::Scoreboard, SfbPhase::Activation}, "place"));
    ARBITER_TRY(champion, sfbChampionField(r, action.champion, QStringLiteral("champion")));
    if (action.gate.value_or(false)) {
        r.table.positions.erase(champion.value());
        r.event(QStringLiteral("sfb.placed"), {{QStringLiteral("champion"), champion.value()}, {QStringLiteral("gate"), true}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 is put on its Gate."), r.nameOf(champion.value())));
        return Done{};
    }
    // Without `gate` the hex is required, and its refusal names its form.
    ARBITER_TRY(at, action.at ? Result<Hex>(*action.at) : typed::readHex(QJsonValue(), QStringLiteral("at")));
    QString source;
    if (action.source) {
        ARBITER_TRY(named, sfbChampionField(r, *action.source, QStringLiteral("source")));
        source = named.value();
    }
    const SfbArena arena = r.arena();
    if (!sfbCanPlaceAt(arena, arena.index(champion.value()), at.value()))
        return RuleError::invalid(QStringLiteral("sfb.place_blocked"), sfb::rule("place"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot be placed on %2: it needs an empty arena hex without a statue."),
                                         r.nameOf(champion.value()), r.place(at.value(), champion.value())))
            .about(at.value());
    r.table.positions[champion.value()] = at.value();
    r.event(QStringLiteral("sfb.placed"), {{QStringLiteral("champion"), champion.value()}, {QStringLiteral("at"), json::toJson(at.value())}},
            phrase(QT_TRANSLATE_NOOP("Engine", "%1 is placed on %2."), r.nameOf(champion.value()), r.place(at.value(), champion.value())));
    if (r.table.hasTrap(at.value()))
        ARBITER_CHECK(sfbTriggerTrap(r, champion.value(), at.value(), source));
    return Done{};
}

} // namespace arbiter
