#include "games/exiled_legends/el_combat.h"

#include "core/json_fields.h"
#include "games/exiled_legends/el_abilities.h"
#include "games/exiled_legends/el_checks.h"
#include "games/exiled_legends/el_destruction.h"
#include "games/exiled_legends/el_effects.h"

namespace arbiter::exiled_legends {

namespace {

QJsonArray windowJson(const std::vector<AbilityPrompt> &window)
{
    QJsonArray out;
    for (const AbilityPrompt &p : window)
        out.append(QJsonObject{{QStringLiteral("player"), p.player}, {QStringLiteral("hero"), p.hero},
                               {QStringLiteral("ability"), p.ability}, {QStringLiteral("index"), p.index},
                               {QStringLiteral("name"), p.name}});
    return out;
}

bool ownsAny(const Table &table, const QString &player, const QStringList &heroes)
{
    for (const QString &hero : heroes)
        if (table.ownerOf(hero) == player)
            return true;
    return false;
}

// Step 2: players with a targeted hero may react; the attacker's "when your
// Champion attacks" abilities are offered here too, those made for one kind
// of attack only with that kind.
std::vector<AbilityPrompt> reactionWindow(const Table &table, const AttackData &attack)
{
    QStringList targeted;
    for (const PendingDamage &p : attack.pending)
        targeted << p.hero;
    const QString attacker = table.data().turn.player;
    std::vector<AbilityPrompt> window;
    for (const QString &player : table.playersIn()) {
        std::vector<AbilityPrompt> offered;
        if (player == attacker)
            offered = triggeredAbilities(table, player, [&](Trigger t) {
                return t == Trigger::Attacking || (t == Trigger::PreciseAttacking && attack.type == AttackType::Precise) ||
                       (t == Trigger::MassAttacking && attack.type == AttackType::Mass);
            });
        else if (ownsAny(table, player, targeted))
            offered = triggeredAbilities(table, player, [&](Trigger t) {
                return t == Trigger::Attacked || (t == Trigger::PreciseAttacked && attack.type == AttackType::Precise) ||
                       (t == Trigger::MassAttacked && attack.type == AttackType::Mass);
            });
        window.insert(window.end(), offered.begin(), offered.end());
    }
    return window;
}

// Step 4: damage dealt and heroes brought to their Max HP may trigger more.
std::vector<AbilityPrompt> aftermathWindow(const Table &table, const AttackData &attack)
{
    std::vector<AbilityPrompt> window;
    for (const QString &player : table.playersIn()) {
        const bool damaged = ownsAny(table, player, attack.dealt);
        bool destroyed = false;
        for (const QString &hero : table.heroesInPlay(player))
            destroyed = destroyed || table.atMaxHp(hero);
        const std::vector<AbilityPrompt> offered = triggeredAbilities(table, player, [&](Trigger t) {
            return (t == Trigger::Damaged && damaged) || (t == Trigger::Destroyed && destroyed);
        });
        window.insert(window.end(), offered.begin(), offered.end());
    }
    return window;
}

void openWindow(Table &table, const char *stepName)
{
    const AttackData &attack = *table.data().attack;
    table.event(QStringLiteral("attack.window"),
                {{QStringLiteral("step"), QString::fromLatin1(stepName)}, {QStringLiteral("window"), windowJson(attack.window)}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 triggered abilities may be used now."),
                       static_cast<int>(attack.window.size())));
}

// Step 5: every hero at or past its Max HP goes to the Graveyard.
void finishAttack(Table &table)
{
    if (std::optional<AttackOutcome> &outcome = table.data().turn.lastAttack) {
        outcome->destroyed.clear();
        for (const QString &player : table.playersIn())
            for (const QString &hero : table.heroesInPlay(player))
                if (table.atMaxHp(hero))
                    outcome->destroyed << hero;
    }
    table.data().attack.reset();
    table.data().turn.byHand.clear();
    table.event(QStringLiteral("attack.resolved"), {}, phrase(QT_TRANSLATE_NOOP("Engine", "The attack is resolved.")));
    destroyDefeated(table);
}

// Step 3: the waiting counters go onto the heroes; then step 4's window.
void dealDamage(Table &table)
{
    AttackData &attack = *table.data().attack;
    AttackOutcome outcome{attack.type, attack.attacker, attack.strength, {}, {}};
    for (const PendingDamage &p : attack.pending) {
        int taken = 0;
        if (p.counters > 0 && table.inPlay(p.hero)) {
            taken = addDamage(table, p.hero, p.counters);
            attack.dealt << p.hero;
        }
        outcome.dealt.push_back({p.hero, taken});
    }
    table.data().turn.lastAttack = outcome;
    attack.pending.clear();
    attack.step = AttackStep::Aftermath;
    table.data().turn.byHand.clear();
    attack.window = aftermathWindow(table, attack);
    if (attack.window.empty()) {
        finishAttack(table);
        return;
    }
    openWindow(table, "aftermath");
}

Result<std::vector<TargetChoice>> targetsFrom(const Table &table, const QJsonArray &ids, const AttackPlan &plan)
{
    const QString &rule = plan.type == AttackType::Precise ? rule::kPrecise : rule::kMass;
    std::vector<TargetChoice> targets;
    for (qsizetype i = 0; i < ids.size(); ++i) {
        const QString path = json::indexedPath(QStringLiteral("targets"), i);
        if (!ids.at(i).isString())
            return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be the id of a hero."));
        const QString hero = ids.at(i).toString();
        if (!table.isCard(hero))
            return RuleError::badRequest(QStringLiteral("request.unknown_id"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "%1 names \"%2\", which is no hero or Legend of this game."),
                                                path, hero));
        if (table.placeOf(hero) == Place::LegendSide)
            return legendNotFlipped(table.nameOf(table.ownerOf(hero)));
        const auto slot = table.slotOf(hero);
        if (!slot)
            return RuleError::invalid(QStringLiteral("el.target_unavailable"), rule,
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not in play and cannot be targeted."),
                                             table.nameOf(hero)));
        const auto player = static_cast<std::size_t>(table.seating().indexOf(table.ownerOf(hero)));
        targets.push_back({player, *slot});
    }
    return targets;
}

} // namespace

AttackPlan attackPlan(const Table &table, AttackType type, int strength, bool canPreciseSupport)
{
    AttackPlan plan;
    plan.type = type;
    plan.strength = strength;
    plan.canPreciseSupport = canPreciseSupport;
    const QStringList seating = table.seating();
    plan.attacker = static_cast<std::size_t>(seating.indexOf(table.data().turn.player));
    for (const QString &id : seating) {
        const PlayerData &p = table.player(id);
        TargetPlayer player;
        player.id = id;
        player.name = table.nameOf(id);
        QStringList positions{p.champion};
        positions << p.supports;
        for (qsizetype slot = 0; slot < positions.size() && slot < static_cast<qsizetype>(kSlotCount); ++slot)
            if (!positions.at(slot).isEmpty())
                player.heroes[static_cast<std::size_t>(slot)] =
                    TargetHero{table.maxHpOf(positions.at(slot)), table.damageOf(positions.at(slot)), false,
                               table.nameOf(positions.at(slot))};
        player.legendFlipped = p.flipped;
        if (p.flipped)
            player.legendSlot = table.slotOf(p.legend);
        plan.players.push_back(player);
    }
    return plan;
}

Status mayDeclareAttack(const Table &table)
{
    if (Status turn = requireTurnInProgress(table); !turn)
        return turn;
    if (Status noAttack = requireNoAttack(table); !noAttack)
        return noAttack;
    if (Status in = requireCurrentPlayerIn(table); !in)
        return in;
    const TurnData &turn = table.data().turn;
    if (turn.phase != Phase::Action && turn.phase != Phase::Attack)
        return RuleError::invalid(QStringLiteral("el.wrong_phase"), rule::kTurnPhases,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Attacks belong to the Attack phase; it is the %1 phase now."),
                                         phaseName(turn.phase)));
    if (turn.attacked)
        return RuleError::invalid(QStringLiteral("el.already_attacked"), rule::kTurnPhases,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 has attacked already this turn."),
                                         table.nameOf(turn.player)));
    return Done{};
}

Status declareAttack(Table &table, const AttackDeclare &action)
{
    TurnData &turn = table.data().turn;
    if (Status kind = requireChoice(action.attack, QStringLiteral("attack"), {QStringLiteral("precise"), QStringLiteral("mass")});
        !kind)
        return kind;
    const QString attacker = table.player(turn.player).champion;
    // A continuous ability may set the Strength in a way only the table knows.
    const int strength = action.strength.value_or(table.strengthOf(attacker));

    AttackPlan plan = attackPlan(table, action.attack == QLatin1String("precise") ? AttackType::Precise : AttackType::Mass,
                                 strength, action.canPreciseSupport.value_or(false));
    auto targets = targetsFrom(table, action.targets, plan);
    if (!targets)
        return targets.error();
    plan.targets = targets.value();
    if (Status legal = checkAttackTargets(plan); !legal)
        return legal;

    if (turn.phase == Phase::Action) {
        turn.phase = Phase::Attack;
        table.event(QStringLiteral("phase.changed"), {{QStringLiteral("player"), turn.player}, {QStringLiteral("phase"), phaseName(Phase::Attack)}},
                    phrase(QT_TRANSLATE_NOOP("Engine", "%1's %2 phase."), table.nameOf(turn.player), phaseName(Phase::Attack)));
    }
    turn.attacked = true;
    turn.byHand.clear();
    AttackData attack;
    attack.type = plan.type;
    attack.attacker = attacker;
    attack.strength = strength;
    const int counters = plan.type == AttackType::Precise ? strength : 1;
    QJsonArray pendingJson;
    for (const QJsonValue &id : action.targets) {
        attack.pending.push_back({id.toString(), counters});
        pendingJson.append(QJsonObject{{QStringLiteral("hero"), id.toString()}, {QStringLiteral("counters"), counters}});
    }
    QJsonObject declared{{QStringLiteral("attacker"), attacker}, {QStringLiteral("attack"), action.attack},
                         {QStringLiteral("strength"), strength}, {QStringLiteral("pending"), pendingJson}};
    // The Sphere card in force may be part of the Champion's Strength: the
    // explanation names it (not when the table set the Strength itself).
    const int sphereBonus = action.strength ? 0 : table.sphereStrength(attacker);
    Phrase text = plan.type == AttackType::Precise
                      ? phrase(QT_TRANSLATE_NOOP("Engine", "%1 makes a precise attack with Strength %2."), table.nameOf(attacker),
                               strength)
                      : phrase(QT_TRANSLATE_NOOP("Engine", "%1 makes a mass attack with Strength %2 on %3 targets."),
                               table.nameOf(attacker), strength, static_cast<int>(attack.pending.size()));
    if (sphereBonus != 0) {
        const SphereCard &sphere = *table.activeSphereCard();
        declared.insert(QStringLiteral("sphere"), sphere.id);
        declared.insert(QStringLiteral("sphere_strength"), sphereBonus);
        text = plan.type == AttackType::Precise
                   ? phrase(QT_TRANSLATE_NOOP("Engine", "%1 makes a precise attack with Strength %2 (%3 of it from the Sphere "
                                                        "card %4)."),
                            table.nameOf(attacker), strength, sphereBonus, sphere.name)
                   : phrase(QT_TRANSLATE_NOOP("Engine", "%1 makes a mass attack with Strength %2 (%4 of it from the Sphere card "
                                                        "%5) on %3 targets."),
                            table.nameOf(attacker), strength, static_cast<int>(attack.pending.size()), sphereBonus,
                            sphere.name);
    }
    table.event(QStringLiteral("attack.declared"), declared, std::move(text));
    attack.window = reactionWindow(table, attack);
    table.data().attack = attack;
    if (attack.window.empty()) {
        dealDamage(table);
        return Done{};
    }
    openWindow(table, "reactions");
    return Done{};
}

Status continueAttack(Table &table, const AttackContinue &)
{
    if (Status playing = requirePlaying(table); !playing)
        return playing;
    if (!table.data().attack)
        return RuleError::invalid(QStringLiteral("el.no_attack_in_progress"), rule::kAttackPhase,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "No attack is waiting to be resolved.")));
    if (table.data().attack->step == AttackStep::Reactions)
        dealDamage(table);
    else
        finishAttack(table);
    return Done{};
}

} // namespace arbiter::exiled_legends
