#include "games/exiled_legends/el_abilities.h"

#include "core/dice.h"
#include "core/json_fields.h"
#include "games/exiled_legends/el_checks.h"
#include "games/exiled_legends/el_effects.h"

#include <algorithm>

namespace arbiter::exiled_legends {

namespace {

// One whole phrase per trigger, so the moment reads in words in every
// language instead of the content pack's trigger keyword.
Phrase notTriggeredNow(const Ability &ability)
{
    switch (ability.trigger) {
    case Trigger::Attacked:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot trigger now: it waits for an attack on its team."), ability.name);
    case Trigger::PreciseAttacked:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot trigger now: it waits for a precise attack on its team."),
                      ability.name);
    case Trigger::MassAttacked:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot trigger now: it waits for a mass attack on its team."),
                      ability.name);
    case Trigger::Attacking:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot trigger now: it waits for its own Champion to attack."),
                      ability.name);
    case Trigger::PreciseAttacking:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot trigger now: it waits for its own Champion to make a precise "
                                                  "attack."),
                      ability.name);
    case Trigger::MassAttacking:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot trigger now: it waits for its own Champion to make a mass attack."),
                      ability.name);
    case Trigger::Damaged:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot trigger now: it waits for damage to its team in an attack."),
                      ability.name);
    case Trigger::Destroyed:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot trigger now: it waits for a hero of its team to be destroyed."),
                      ability.name);
    case Trigger::TurnStart:
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot trigger now: it waits for the start of its owner's turn."),
                      ability.name);
    case Trigger::Other:
        break;
    }
    return phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot trigger now: its moment has not come or has passed."), ability.name);
}

const QString kTeam = QStringLiteral("team");
const QString kChampion = QStringLiteral("champion");
const QString kSupport = QStringLiteral("support");

bool isWindowTrigger(Trigger t)
{
    return t == Trigger::Attacked || t == Trigger::PreciseAttacked || t == Trigger::MassAttacked ||
           t == Trigger::Attacking || t == Trigger::PreciseAttacking || t == Trigger::MassAttacking ||
           t == Trigger::Damaged || t == Trigger::Destroyed;
}

bool samePrompt(const AbilityPrompt &p, const QString &hero, const QString &position, int index)
{
    return p.hero == hero && p.ability == position && p.index == index;
}

// Where the ability may be used from: the hero must stand in that position,
// and a Legend's Hero side exists only once flipped, its Team side only before.
Status checkPosition(const Table &table, const QString &hero, const QString &position, int index)
{
    const PlayerData &owner = table.player(table.ownerOf(hero));
    if (position == kTeam) {
        if (!table.isLegend(hero))
            return json::fieldError(QStringLiteral("ability"),
                                    QT_TRANSLATE_NOOP("Engine", "%1 is \"team\" only for a Legend."));
        if (owner.flipped)
            return RuleError::invalid(QStringLiteral("el.team_ability_inactive"), rule::kFinalHero,
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 has flipped: its Team ability no longer works."),
                                             table.nameOf(hero)));
        if (index != 0)
            return json::fieldError(QStringLiteral("index"), QT_TRANSLATE_NOOP("Engine", "%1 must be 0 for a Team ability."));
        return Done{};
    }
    if (table.isLegend(hero) && !owner.flipped)
        return RuleError::invalid(QStringLiteral("el.legend_not_flipped"), rule::kLegends,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 has not flipped: its Hero side abilities cannot be "
                                                                     "used yet."),
                                         table.nameOf(hero)));
    if (!table.isLegend(hero) && index != 0)
        return json::fieldError(QStringLiteral("index"), QT_TRANSLATE_NOOP("Engine", "%1 must be 0 for a hero's ability."));
    const Place wanted = position == kChampion ? Place::Champion : Place::Support;
    if (table.placeOf(hero) != wanted)
        return RuleError::invalid(QStringLiteral("el.ability_wrong_position"), rule::kHeroCards,
                                  position == kChampion
                                      ? phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not the Champion: its Champion ability "
                                                                           "cannot be used."),
                                               table.nameOf(hero))
                                      : phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not a Support: its Support ability cannot "
                                                                           "be used."),
                                               table.nameOf(hero)));
    return Done{};
}

Status checkFunctional(Table &table, const QString &owner, const QString &key, const Ability &ability)
{
    if (owner != table.data().turn.player)
        return RuleError::invalid(QStringLiteral("el.not_your_turn"), rule::kFunctional,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is a functional ability: only its owner may use it, "
                                                                     "in their own Action phase."),
                                         ability.name));
    if (Status phase = requireActionPhase(table, rule::kFunctional); !phase)
        return phase;
    if (Status unused = requireUnused(table, key,
                                                phrase(QT_TRANSLATE_NOOP("Engine", "%1 has been used already this turn."),
                                                       ability.name),
                                                rule::kFunctional); !unused)
        return unused;
    return requireMythPoints(table, owner, ability.cost);
}

Status checkTriggered(Table &table, const QString &owner, const QString &hero, const QString &position, int index,
                      const Ability &ability)
{
    const auto notNow = [&] {
        return RuleError::invalid(QStringLiteral("el.ability_not_triggered_now"), rule::kTriggered,
                                  notTriggeredNow(ability));
    };
    GameData &data = table.data();
    if (isWindowTrigger(ability.trigger)) {
        if (!data.attack)
            return notNow();
        std::vector<AbilityPrompt> &window = data.attack->window;
        const auto it = std::find_if(window.begin(), window.end(),
                                     [&](const AbilityPrompt &p) { return samePrompt(p, hero, position, index); });
        if (it == window.end())
            return notNow();
        window.erase(it);
        return Done{};
    }
    if (ability.trigger == Trigger::TurnStart) {
        const QString key = abilityKey(hero, position, index);
        if (data.turn.player != owner || data.turn.phase != Phase::Beginning || data.turn.used.contains(key))
            return notNow();
        data.turn.used << key;
        std::erase_if(data.turn.reminders, [&](const AbilityPrompt &p) { return samePrompt(p, hero, position, index); });
    }
    return Done{};
}

// The heroes the entered effects name must be ones the card allows.
Status checkEffectTargets(const Table &table, const QString &hero, const QString &owner, const Ability &ability,
                          const QJsonArray &effects)
{
    if (ability.targets == AbilityTargets::Any)
        return Done{};
    for (const QJsonValue &effect : effects) {
        const QJsonObject o = effect.toObject();
        for (const QString &key : {QStringLiteral("hero"), QStringLiteral("to"), QStringLiteral("support")}) {
            const QString named = o.value(key).toString();
            if (named.isEmpty() || !table.isCard(named))
                continue; // a missing or unknown id is the effect's own refusal
            if (ability.targets == AbilityTargets::Self && named != hero)
                return RuleError::invalid(QStringLiteral("el.ability_target"), rule::kHeroCards,
                                          phrase(QT_TRANSLATE_NOOP("Engine", "%1 acts on %2 only, not on %3."), ability.name,
                                                 table.nameOf(hero), table.nameOf(named)));
            if (ability.targets == AbilityTargets::Team && table.ownerOf(named) != owner)
                return RuleError::invalid(QStringLiteral("el.ability_target"), rule::kHeroCards,
                                          phrase(QT_TRANSLATE_NOOP("Engine", "%1 acts on %2's heroes only, not on %3."),
                                                 ability.name, table.nameOf(owner), table.nameOf(named)));
        }
    }
    return Done{};
}

// The card's computed effects with their roles made ids: "self" the
// ability's own card, "champion" its owner's Champion, "attacker" the Champion
// of the attack in progress, "owner" its owner.
Result<QJsonArray> resolveRoles(const Table &table, const QString &hero, const QString &owner, const Ability &ability)
{
    QJsonArray resolved;
    for (const QJsonValue &value : ability.effects) {
        QJsonObject effect = value.toObject();
        for (const QString &key : {QStringLiteral("hero"), QStringLiteral("to"), QStringLiteral("support")}) {
            const QString role = effect.value(key).toString();
            if (role.isEmpty())
                continue;
            QString id;
            if (role == QLatin1String("self"))
                id = hero;
            else if (role == QLatin1String("champion"))
                id = table.player(owner).champion;
            else if (role == QLatin1String("attacker") && table.data().attack)
                id = table.data().attack->attacker;
            if (id.isEmpty())
                return RuleError::invalid(QStringLiteral("el.no_attack_in_progress"), rule::kAttackPhase,
                                          phrase(QT_TRANSLATE_NOOP("Engine", "%1 acts on the attacking Champion, and no attack "
                                                                             "is in progress."),
                                                 ability.name));
            effect.insert(key, id);
        }
        if (effect.contains(QStringLiteral("player")))
            effect.insert(QStringLiteral("player"), owner);
        resolved.append(effect);
    }
    return resolved;
}

// An ability that rolls: the real die's face when given, else the session's
// generator; kept in the session's rolls. True when the face is high enough.
Result<bool> rollFor(Table &table, const QString &hero, const QString &owner, const Ability &ability, std::optional<int> face)
{
    const DiceExpression d6 = parseDice(QStringLiteral("1d6")).value();
    auto rolled = rollInSession(table.state(), d6, face ? std::optional<std::vector<int>>(std::vector<int>{*face}) : std::nullopt, ability.name);
    if (!rolled)
        return rolled.error();
    const RollEntry &entry = rolled.value();
    const bool works = entry.total >= ability.rollMin;
    table.event(QStringLiteral("ability.rolled"),
                {{QStringLiteral("player"), owner},
                 {QStringLiteral("hero"), hero},
                 {QStringLiteral("name"), ability.name},
                 {QStringLiteral("roll"), entry.total},
                 {QStringLiteral("physical"), entry.physical},
                 {QStringLiteral("needed"), ability.rollMin},
                 {QStringLiteral("works"), works}},
                works ? phrase(QT_TRANSLATE_NOOP("Engine", "%1 rolls %2 for %3 (%4 or more needed): it takes effect."),
                               table.nameOf(owner), entry.total, ability.name, ability.rollMin)
                      : phrase(QT_TRANSLATE_NOOP("Engine", "%1 rolls %2 for %3 (%4 or more needed): nothing happens."),
                               table.nameOf(owner), entry.total, ability.name, ability.rollMin));
    return works;
}

} // namespace

QString abilityKey(const QString &hero, const QString &position, int index)
{
    return hero + QLatin1Char('/') + position + QLatin1Char('/') + QString::number(index);
}

std::vector<AbilityPrompt> triggeredAbilities(const Table &table, const QString &player,
                                              const std::function<bool(Trigger)> &matches)
{
    std::vector<AbilityPrompt> prompts;
    const auto offer = [&](const QString &hero, const QString &position, int index) {
        const Ability *a = table.ability(hero, position, index);
        if (a && a->kind == AbilityKind::Triggered && matches(a->trigger))
            prompts.push_back({player, hero, position, index, a->name, a->trigger});
    };
    const PlayerData &p = table.player(player);
    QStringList heroes;
    if (!p.champion.isEmpty())
        heroes << p.champion;
    heroes << p.supports;
    for (const QString &hero : heroes) {
        const QString position = hero == p.champion ? kChampion : kSupport;
        offer(hero, position, 0);
        if (table.isLegend(hero))
            offer(hero, position, 1);
    }
    if (!p.flipped && !p.legend.isEmpty())
        offer(p.legend, kTeam, 0);
    return prompts;
}

Status mayUseAbility(const Table &table)
{
    if (Status playing = requirePlaying(table); !playing)
        return playing;
    return requireNoChoicePending(table);
}

Status useAbility(Table &table, const AbilityUse &action)
{
    if (Status known = requireCard(table, action.hero, QStringLiteral("hero")); !known)
        return known;
    if (Status kind = requireChoice(action.ability, QStringLiteral("ability"), {kChampion, kSupport, kTeam}); !kind)
        return kind;
    const QString &hero = action.hero;
    const QString &position = action.ability;
    const int index = action.index.value_or(0);

    const QString owner = table.ownerOf(hero);
    if (table.player(owner).out)
        return RuleError::invalid(QStringLiteral("el.player_out"), rule::kWinning,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is out of the game."), table.nameOf(owner)));
    if (Status where = checkPosition(table, hero, position, index); !where)
        return where;
    const Ability &ability = *table.ability(hero, position, index);
    const QString key = abilityKey(hero, position, index);
    if (action.face && ability.rollMin == 0)
        return json::fieldError(QStringLiteral("face"), QT_TRANSLATE_NOOP("Engine", "%1 is only for an ability that rolls a die."));

    switch (ability.kind) {
    case AbilityKind::Continuous:
        return RuleError::invalid(QStringLiteral("el.ability_continuous"), rule::kContinuous,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is a continuous ability: it always applies and is "
                                                                     "never used as an action."),
                                         ability.name));
    case AbilityKind::Functional:
        if (Status ok = checkFunctional(table, owner, key, ability); !ok)
            return ok;
        break;
    case AbilityKind::Triggered:
        if (Status ok = checkTriggered(table, owner, hero, position, index, ability); !ok)
            return ok;
        break;
    }
    // A flipped Legend offers four abilities but lends only one per turn.
    const bool legendSide = table.isLegend(hero) && position != kTeam;
    const QString legendKey = QStringLiteral("legend:") + hero;
    if (legendSide && table.data().turn.used.contains(legendKey))
        return RuleError::invalid(QStringLiteral("el.legend_one_ability"), rule::kFinalHero,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 has already used one of its abilities this turn."),
                                         table.nameOf(hero)));
    if (Status reach = checkEffectTargets(table, hero, owner, ability, action.effects.value_or(QJsonArray())); !reach)
        return reach;
    if (legendSide)
        table.data().turn.used << legendKey;
    table.event(QStringLiteral("ability.used"),
                {{QStringLiteral("player"), owner},
                 {QStringLiteral("hero"), hero},
                 {QStringLiteral("ability"), position},
                 {QStringLiteral("index"), index},
                 {QStringLiteral("name"), ability.name},
                 {QStringLiteral("kind"), kindName(ability.kind)},
                 {QStringLiteral("text"), ability.text}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 uses %2 of %3."), table.nameOf(owner), ability.name,
                       table.nameOf(hero)));
    // The screens offer a by-hand ability's corrections until play moves on;
    // any other ability used since takes its place.
    table.data().turn.byHand = ability.byHand ? key : QString();
    if (ability.kind == AbilityKind::Functional) {
        table.data().turn.used << key;
        spendMythPoints(table, owner, ability.cost);
    }
    // What the card computes comes first, then what the table entered.
    bool works = true;
    if (ability.rollMin > 0) {
        auto rolled = rollFor(table, hero, owner, ability, action.face);
        if (!rolled)
            return rolled.error();
        works = rolled.value();
    }
    if (works && !ability.effects.isEmpty()) {
        auto computed = resolveRoles(table, hero, owner, ability);
        if (!computed)
            return computed.error();
        if (Status applied = applyEffects(table, computed.value(), owner); !applied)
            return applied;
    }
    return applyEffects(table, action.effects.value_or(QJsonArray()), owner);
}

} // namespace arbiter::exiled_legends
