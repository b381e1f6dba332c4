#include "games/super_fantasy_brawl/sfb_combat.h"

#include "core/json_fields.h"
#include "games/super_fantasy_brawl/sfb_activation.h"
#include "games/super_fantasy_brawl/sfb_attack.h"
#include "games/super_fantasy_brawl/sfb_effects.h"
#include "games/super_fantasy_brawl/sfb_queries.h"
#include "games/super_fantasy_brawl/sfb_support.h"

#include <map>
#include <tuple>

namespace arbiter {

namespace {

using HexChoices = std::map<QString, Hex>;

struct Reaction {
    QString player;
    const SfbCard *card = nullptr;
    QString on; // the targeted champion it is played on: the source of its effects
    QString cardChampion; // whose card it is: levels up if it takes an enemy out
};

// The choices the player makes while resolving: a hex per champion for Fear ties and Force.
Result<HexChoices> hexChoicesFrom(const std::optional<QJsonObject> &map, const QString &key)
{
    HexChoices choices;
    if (!map)
        return choices;
    for (auto it = map->begin(); it != map->end(); ++it) {
        ARBITER_TRY(at, json::hexFrom(it.value(), json::childPath(key, it.key())));
        choices[it.key()] = at.value();
    }
    return choices;
}

std::optional<Hex> choiceFor(const HexChoices &choices, const QString &champion)
{
    const auto it = choices.find(champion);
    return it == choices.end() ? std::nullopt : std::optional<Hex>(it->second);
}

// A Fear or Force choice for a champion the effect does not move would be
// dropped without a word: refuse it instead.
Status requireMoved(const HexChoices &choices, const QString &key, const QStringList &moved)
{
    for (const auto &[id, at] : choices)
        if (!moved.contains(id))
            return json::fieldError(json::childPath(key, id), QT_TRANSLATE_NOOP("Engine", "%1 names a champion this effect does not move."));
    return Done{};
}

Status requireUnresolvedActivation(const SfbResolution &r, const char *ruleSlug)
{
    ARBITER_CHECK(sfbRequirePhase(r, {SfbPhase::Activation}, ruleSlug));
    if (!r.table.activation)
        return RuleError::invalid(QStringLiteral("sfb.no_activation"), sfb::rule("activation"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Play a card first: an attack or skill belongs to an activation.")));
    if (r.table.activation->step != SfbActivationStep::Move)
        return RuleError::invalid(QStringLiteral("sfb.already_resolved"), sfb::rule(ruleSlug),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "This card was already resolved: play the next one.")));
    return Done{};
}

// The declared targets of an attack or a skill.
struct Declaration {
    const std::optional<QJsonArray> &targets;
    const std::optional<int> &orientation;
};

Result<QStringList> declareTargets(const SfbArena &arena, int attacker, const SfbCard &card, const Declaration &action)
{
    const SfbArenaChampion &a = arena.champions[static_cast<std::size_t>(attacker)];
    // A field the card does not use would be silently dropped: refuse it, so
    // what the table sent is what is resolved.
    if (card.targeting != SfbTargeting::Area && action.orientation)
        return json::fieldError(QStringLiteral("orientation"), QT_TRANSLATE_NOOP("Engine", "%1 is only for an area of effect."));
    if ((card.targeting == SfbTargeting::None || card.targeting == SfbTargeting::Area) && action.targets)
        return json::fieldError(QStringLiteral("targets"),
                                QT_TRANSLATE_NOOP("Engine", "%1 is not for this card: it declares no targets, or hits its area."));
    if (card.targeting == SfbTargeting::None)
        return QStringList{};
    if (!a.onBoard)
        return RuleError::invalid(sfbTargetVerdictCode(SfbTargetVerdict::AttackerOnGate), sfb::rule("gate"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is on its Gate and cannot target anyone on the board."), a.name));
    QStringList targets;
    if (card.targeting == SfbTargeting::Area) {
        if (!action.orientation)
            return typed::missingField(QStringLiteral("orientation"));
        const SfbAreaOption option = sfbAreaOptions(arena, attacker, card)[static_cast<std::size_t>(*action.orientation)];
        if (!option.legal)
            return RuleError::invalid(QStringLiteral("sfb.target.none_in_area"), sfb::rule("area-of-effect"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "Turned this way, the area of %1 holds no champion it may target."),
                                             card.name));
        for (const int hit : option.hit)
            targets << arena.champions[static_cast<std::size_t>(hit)].id;
        return targets;
    }
    if (!action.targets)
        return typed::missingField(QStringLiteral("targets"));
    const QJsonArray &list = *action.targets;
    if (list.isEmpty() || list.size() > card.maxTargets)
        return RuleError::invalid(QStringLiteral("sfb.target.count"), sfb::rule("targeting"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 targets 1 to %2 champions."), card.name, card.maxTargets));
    for (const QJsonValue &v : list) {
        const int target = arena.index(v.toString());
        if (target < 0)
            return RuleError::badRequest(QStringLiteral("request.unknown_id"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "targets names \"%1\", which is not a champion in this game."),
                                                v.toString()));
        if (targets.contains(v.toString()))
            return json::fieldError(QStringLiteral("targets"), QT_TRANSLATE_NOOP("Engine", "%1 names a champion twice."));
        const SfbTargetVerdict verdict = sfbTargetVerdict(arena, attacker, card, target);
        if (verdict != SfbTargetVerdict::Legal)
            return RuleError::invalid(sfbTargetVerdictCode(verdict), sfbTargetVerdictRule(verdict, card),
                                      sfbTargetVerdictPhrase(arena, attacker, card, target, verdict));
        targets << v.toString();
    }
    return targets;
}

Result<std::optional<Reaction>> reactionFrom(const SfbResolution &r, const QString &attacker, const QStringList &targets,
                                             const std::optional<QJsonObject> &o)
{
    if (!o)
        return std::optional<Reaction>{};
    Reaction reaction;
    ARBITER_TRY(cardId, json::requiredString(*o, QStringLiteral("card"), QStringLiteral("reaction")));
    reaction.card = r.content.card(cardId.value());
    if (!reaction.card)
        return RuleError::badRequest(QStringLiteral("request.unknown_id"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "reaction.card names \"%1\", which is not a card of the content pack."),
                                            cardId.value()));
    if (reaction.card->type != SfbCardType::Reaction)
        return RuleError::invalid(QStringLiteral("sfb.not_a_reaction"), sfb::rule("reactions"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not a Reaction card."), reaction.card->name));
    ARBITER_TRY(onId, json::requiredString(*o, QStringLiteral("on"), {}));
    ARBITER_TRY(on, sfbChampionField(r, onId.value(), QStringLiteral("on")));
    reaction.on = on.value();
    if (!targets.contains(reaction.on))
        return RuleError::invalid(QStringLiteral("sfb.reaction_not_targeted"), sfb::rule("reactions"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not a target of this attack: a Reaction goes on a targeted champion."),
                                         r.nameOf(reaction.on)));
    const int defending = r.sideOf(reaction.on);
    if (defending == r.sideOf(attacker))
        return RuleError::invalid(QStringLiteral("sfb.reaction_not_defender"), sfb::rule("reactions"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Only the defender reacts: %1 is on the attacker's side."),
                                         r.nameOf(reaction.on)));
    const QString spec = r.content.champions[static_cast<std::size_t>(reaction.card->champion)].id;
    ARBITER_TRY(named, json::optionalString(*o, QStringLiteral("player"), QStringLiteral("reaction"), {}));
    for (const QString &player : r.table.sides[static_cast<std::size_t>(defending)].players)
        if ((named->isEmpty() || named.value() == player) && r.isChampion(sfb::championEntityId(player, spec)))
            reaction.player = player;
    if (reaction.player.isEmpty())
        return RuleError::invalid(QStringLiteral("sfb.reaction_not_yours"), sfb::rule("reactions"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not in the hand of a defending player: its champion is in no defender's team."),
                                         reaction.card->name));
    reaction.cardChampion = sfb::championEntityId(reaction.player, spec);
    if (r.counter(reaction.player, sfb::exhaustedCounter(sfbCoreName(reaction.card->core))) > 0)
        return RuleError::invalid(QStringLiteral("sfb.core_exhausted"), sfb::rule("cores-of-magic"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1's %2 Core is exhausted: no Reaction of that colour."),
                                         r.nameOf(reaction.player), sfbCoreName(reaction.card->core)));
    if (r.counter(reaction.player, sfb::kHand) <= 0)
        return RuleError::invalid(QStringLiteral("sfb.hand_empty"), sfb::rule("reactions"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 has no cards in hand."), r.nameOf(reaction.player)));
    return std::optional<Reaction>(reaction);
}

// Displacements first, then Root and Stun, the way cards list them.
Status applyTargetKeywords(SfbResolution &r, const QString &source, const QString &target, const SfbKeywords &keywords,
                           const HexChoices &fearTo, const HexChoices &forceTo)
{
    if (!r.onBoard(target))
        return Done{};
    ARBITER_CHECK(sfbPushOrPull(r, SfbDisplacement::Push, source, target, keywords[SfbKeyword::Push]));
    ARBITER_CHECK(sfbPushOrPull(r, SfbDisplacement::Pull, source, target, keywords[SfbKeyword::Pull]));
    ARBITER_CHECK(sfbFear(r, source, target, keywords[SfbKeyword::Fear], choiceFor(fearTo, target)));
    ARBITER_CHECK(sfbForce(r, source, target, keywords[SfbKeyword::Force], choiceFor(forceTo, target)));
    if (keywords[SfbKeyword::Root] > 0)
        sfbRoot(r, target);
    if (keywords[SfbKeyword::Stun] > 0)
        sfbStun(r, target);
    return Done{};
}

// After the card's text: post-attack movement keeps the activation open, otherwise it ends.
void finishCard(SfbResolution &r, const QString &champion, const SfbKeywords &post)
{
    SfbActivation &activation = *r.table.activation;
    activation.step = SfbActivationStep::Post;
    activation.budgets = r.onBoard(champion) && r.counter(champion, sfb::kRooted) == 0 ? sfbMovementKeywords(post)
                                                                                       : std::vector<SfbBudget>{};
    if (activation.budgets.empty())
        sfbCloseActivation(r);
}

struct Resolving {
    SfbCard card;
    QString champion;
    SfbArena arena;
    int index = -1;
};

Resolving resolving(const SfbResolution &r)
{
    Resolving x{*sfbActivationCard(r), r.table.activation->champion, r.arena(), -1};
    x.index = x.arena.index(x.champion);
    return x;
}

} // namespace

Status sfbAttackAction(SfbResolution &r, const sfb::Attack &action)
{
    ARBITER_CHECK(requireUnresolvedActivation(r, "attack"));
    ARBITER_CHECK(sfbRequirePlayer(action.player, r.table.activePlayer(), r, "attack"));
    const Resolving x = resolving(r);
    const SfbCard &card = x.card;
    const QString attacker = x.champion;
    if (card.type != SfbCardType::Attack)
        return RuleError::invalid(QStringLiteral("sfb.not_an_attack"), sfb::rule("attack"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not an attack card: resolve it with skill."), card.name));
    ARBITER_TRY(targets, declareTargets(x.arena, x.index, card, {action.targets, action.orientation}));
    ARBITER_TRY(reaction, reactionFrom(r, attacker, targets.value(), action.reaction));
    ARBITER_TRY(hit, sfbChoicesFrom(action.choose, card.hit));
    ARBITER_TRY(post, sfbChoicesFrom(action.choose, card.post));
    const int strengthBonus = action.strengthBonus.value_or(0);
    const QJsonObject defenceBonus = action.defenceBonus.value_or(QJsonObject{}); // per target, from effects the card text grants
    ARBITER_TRY(fearTo, hexChoicesFrom(action.fearTo, QStringLiteral("fear_to")));
    ARBITER_TRY(forceTo, hexChoicesFrom(action.forceTo, QStringLiteral("force_to")));
    for (const auto &[keyword, key, choices] : {std::tuple{SfbKeyword::Fear, QStringLiteral("fear_to"), &fearTo.value()},
                                                std::tuple{SfbKeyword::Force, QStringLiteral("force_to"), &forceTo.value()}}) {
        QStringList moved = post.value()[keyword] > 0 ? targets.value() : QStringList{};
        if (reaction.value() && reaction.value()->card->post[keyword] > 0)
            moved << attacker;
        ARBITER_CHECK(requireMoved(*choices, key, moved));
    }

    r.event(QStringLiteral("sfb.attack_declared"),
            {{QStringLiteral("attacker"), attacker}, {QStringLiteral("card"), card.id},
             {QStringLiteral("targets"), QJsonArray::fromStringList(targets.value())}},
            phrase(QT_TRANSLATE_NOOP("Engine", "%1 attacks with %2: %3."), r.nameOf(attacker), card.name,
                   [&] {
                       QStringList names;
                       for (const QString &t : targets.value())
                           names << r.nameOf(t);
                       return names.join(QStringLiteral(", "));
                   }()));
    if (reaction.value()) {
        const Reaction &re = *reaction.value();
        r.setCounter(re.player, sfb::exhaustedCounter(sfbCoreName(re.card->core)), 1);
        r.setCounter(re.player, sfb::kHand, r.counter(re.player, sfb::kHand) - 1);
        r.setCounter(re.player, sfb::kDiscard, r.counter(re.player, sfb::kDiscard) + 1);
        r.event(QStringLiteral("sfb.reaction_played"),
                {{QStringLiteral("player"), re.player}, {QStringLiteral("card"), re.card->id}, {QStringLiteral("on"), re.on}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 reacts with %2 on %3, exhausting the %4 Core."), r.nameOf(re.player),
                       re.card->name, r.nameOf(re.on), sfbCoreName(re.card->core)));
    }

    // The damage step, target by target.
    for (const QString &target : targets.value()) {
        if (!r.onBoard(target) || !r.onBoard(attacker))
            continue;
        const bool reacting = reaction.value() && reaction.value()->on == target;
        SfbDamageStep step;
        step.strength = std::max(0, card.strength + strengthBonus);
        step.defence = std::max(0, r.stats(target).defence + (reacting ? reaction.value()->card->defence : 0)
                                       + defenceBonus.value(target).toInt());
        step.direct = card.damage;
        step.poison = hit.value()[SfbKeyword::Poison];
        step.twice = hit.value()[SfbKeyword::Double] > 0;
        step.lifesteal = hit.value()[SfbKeyword::Lifesteal] > 0;
        step.target = {r.stats(target).hitpoints, r.counter(target, sfb::kDamage)};
        step.attacker = SfbHealth{r.stats(attacker).hitpoints, r.counter(attacker, sfb::kDamage)};
        const SfbDamageOutcome outcome = sfbResolveDamage(step);
        r.event(QStringLiteral("sfb.attack_damage"),
                {{QStringLiteral("target"), target}, {QStringLiteral("strength"), step.strength},
                 {QStringLiteral("defence"), step.defence}, {QStringLiteral("attack_damage"), outcome.attackDamage},
                 {QStringLiteral("total_damage"), outcome.totalDamage}},
                phrase(QT_TRANSLATE_NOOP("Engine", "Strength %1 against defence %2 of %3: %4 damage in all."), step.strength,
                       step.defence, r.nameOf(target), outcome.totalDamage));
        sfbDealDamage(r, target, outcome.totalDamage, attacker);
        if (step.lifesteal)
            sfbHeal(r, attacker, step.attacker->damage - *outcome.attackerDamageAfter);
    }

    // The Reaction's post-attack abilities come before the attack card's.
    if (reaction.value() && r.onBoard(reaction.value()->on)) {
        const Reaction &re = *reaction.value();
        if (re.card->damage > 0)
            sfbDealDamage(r, attacker, re.card->damage, re.cardChampion);
        ARBITER_CHECK(applyTargetKeywords(r, re.on, attacker, re.card->post, fearTo.value(), forceTo.value()));
        sfbApplySelfKeywords(r, re.on, re.player, re.card->post);
    }
    if (r.onBoard(attacker)) {
        for (const QString &target : targets.value())
            ARBITER_CHECK(applyTargetKeywords(r, attacker, target, post.value(), fearTo.value(), forceTo.value()));
        sfbApplySelfKeywords(r, attacker, r.ownerOf(attacker), post.value());
    }
    finishCard(r, attacker, post.value());
    return Done{};
}

Status sfbSkillAction(SfbResolution &r, const sfb::Skill &action)
{
    ARBITER_CHECK(requireUnresolvedActivation(r, "skills"));
    ARBITER_CHECK(sfbRequirePlayer(action.player, r.table.activePlayer(), r, "skills"));
    const Resolving x = resolving(r);
    const SfbCard &card = x.card;
    const QString caster = x.champion;
    if (card.type != SfbCardType::Skill)
        return RuleError::invalid(QStringLiteral("sfb.not_a_skill"), sfb::rule("skills"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is an attack card: resolve it with attack."), card.name));
    if (action.reaction)
        return RuleError::invalid(QStringLiteral("sfb.reaction_against_skill"), sfb::rule("reactions"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Reactions answer attacks only, never a skill such as %1."), card.name));
    ARBITER_TRY(targets, declareTargets(x.arena, x.index, card, {action.targets, action.orientation}));
    ARBITER_TRY(post, sfbChoicesFrom(action.choose, card.post));
    ARBITER_TRY(fearTo, hexChoicesFrom(action.fearTo, QStringLiteral("fear_to")));
    ARBITER_TRY(forceTo, hexChoicesFrom(action.forceTo, QStringLiteral("force_to")));
    ARBITER_CHECK(requireMoved(fearTo.value(), QStringLiteral("fear_to"), post.value()[SfbKeyword::Fear] > 0 ? targets.value() : QStringList{}));
    ARBITER_CHECK(requireMoved(forceTo.value(), QStringLiteral("force_to"), post.value()[SfbKeyword::Force] > 0 ? targets.value() : QStringList{}));

    r.event(QStringLiteral("sfb.skill_used"),
            {{QStringLiteral("champion"), caster}, {QStringLiteral("card"), card.id},
             {QStringLiteral("targets"), QJsonArray::fromStringList(targets.value())}},
            phrase(QT_TRANSLATE_NOOP("Engine", "%1 uses %2."), r.nameOf(caster), card.name));
    for (const QString &target : targets.value())
        sfbDealDamage(r, target, card.damage, caster); // a skill's damage ignores defence
    if (r.onBoard(caster))
        for (const QString &target : targets.value())
            ARBITER_CHECK(applyTargetKeywords(r, caster, target, post.value(), fearTo.value(), forceTo.value()));
    // Heal goes to the activating champion unless the skill targets allies.
    const bool healsTargets = card.targetSide != SfbTargetSide::Enemy && !targets->isEmpty();
    SfbKeywords self = post.value();
    if (healsTargets) {
        for (const QString &target : targets.value())
            sfbHeal(r, target, self[SfbKeyword::Heal]);
        self[SfbKeyword::Heal] = 0;
    }
    sfbApplySelfKeywords(r, caster, r.ownerOf(caster), self);
    finishCard(r, caster, post.value());
    return Done{};
}

} // namespace arbiter
