#include "games/theosis/theosis_attack.h"

#include "core/json_fields.h"
#include "games/theosis/theosis_arena.h"
#include "games/theosis/theosis_by_hand.h"
#include "games/theosis/theosis_combat.h"
#include "games/theosis/theosis_equipment.h"
#include "games/theosis/theosis_hand.h"
#include "games/theosis/theosis_support.h"

namespace arbiter::theosis {

namespace {

constexpr int kBoostedSpellAttack = 4;

const RitualToken *tokenUnder(const Play &play, const HeroState &hero, QString *name)
{
    const ArenaRitual *placed = hero.at ? ritualOn(play, *hero.at) : nullptr;
    const Ritual *ritual = placed ? play.content.ritual(placed->ritual) : nullptr;
    if (!ritual)
        return nullptr;
    *name = ritual->name;
    return &ritual->token;
}

int rankFor(const Play &play, const QString &hero) { return std::clamp(play.rankOf(hero), 1, 12); }

} // namespace

// What a monster's curse list holds for `power`: its effect (what the rules
// read: "entangling-roots"), or the power itself when the table carries out
// its text by hand.
QString monsterCurse(const PowerCard &power)
{
    return power.effect.isEmpty() || power.effect == QLatin1String("by-hand") ? power.id : power.effect;
}

// A power's token lies on one figure at a time: it leaves every hero and
// monster before it goes on the new one.
void liftToken(Play &play, const PowerCard &power)
{
    for (HeroState &h : play.table.heroes)
        std::erase_if(h.tokens, [&](const Token &t) { return t.power == power.id; });
    for (MonsterState &m : play.table.monsters)
        m.curses.removeAll(monsterCurse(power));
}

void placeToken(Play &play, HeroState &target, const PowerCard &power, const QString &by)
{
    liftToken(play, power);
    target.tokens.push_back({power.id, power.effect, by});
    play.note(QStringLiteral("token.placed"), {{QStringLiteral("hero"), target.id}, {QStringLiteral("power"), power.id}},
              phrase(QT_TRANSLATE_NOOP("Engine", "The %1 token goes on %2."), power.name, play.name(target.id)));
}

void curseMonster(Play &play, MonsterState &target, const PowerCard &power)
{
    liftToken(play, power);
    target.curses << monsterCurse(power);
    play.note(QStringLiteral("token.placed"), {{QStringLiteral("monster"), target.id}, {QStringLiteral("power"), power.id}},
              phrase(QT_TRANSLATE_NOOP("Engine", "The %1 token goes on %2."), power.name, play.name(target.id)));
}

namespace {

void removeStaminaToken(Play &play, const Strike &strike, MonsterState &m)
{
    const QString token = m.pile.takeFirst();
    HeroState *attacker = play.table.hero(strike.attacker);
    if (play.table.mode == Mode::SemiLight)
        ++play.table.player(attacker->player)->stamina;
    for (HeroState &h : play.table.heroes)
        h.swallowed = false; // a swallowed hero is freed when a token falls
    play.note(QStringLiteral("stamina.removed"), {{QStringLiteral("monster"), m.id}, {QStringLiteral("token"), token},
                                                  {QStringLiteral("left"), static_cast<int>(m.pile.size())}},
              m.pile.isEmpty() ? phrase(QT_TRANSLATE_NOOP("Engine", "%1 loses its last stamina token and is defeated."), play.name(m.id))
                               : phrase(QT_TRANSLATE_NOOP("Engine", "%1 loses a stamina token; %2 left."), play.name(m.id),
                                        static_cast<int>(m.pile.size())));
}

} // namespace

void moveInRanking(Play &play, const QString &hero, int by)
{
    QStringList &ranking = play.table.ranking;
    const auto at = ranking.indexOf(hero);
    const auto to = at + by;
    if (at < 0 || to < 0 || to >= ranking.size())
        return;
    ranking.swapItemsAt(at, to);
    play.note(QStringLiteral("ranking.changed"), {{QStringLiteral("hero"), hero}, {QStringLiteral("rank"), static_cast<int>(to + 1)}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 moves to rank %2."), play.name(hero), static_cast<int>(to + 1)));
}

namespace {

void push(Play &play, HeroState &attacker, HeroState &target, bool follow)
{
    const Hex from = *target.at;
    const Hex to = from + (from - *attacker.at);
    const ArenaView view = arenaView(play);
    if (!view.board.contains(to) || view.board.isBlocked(to) || heroAt(play, to) || monsterAt(play, to)) {
        play.note(QStringLiteral("push.blocked"), {{QStringLiteral("hero"), target.id}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot be pushed: the hex behind is taken or off the Arena."), play.name(target.id)));
        return;
    }
    play.note(QStringLiteral("hero.pushed"), {{QStringLiteral("hero"), target.id}, {QStringLiteral("to"), json::toJson(to)}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 is pushed back to %2."), play.name(target.id), play.place(to, target.id)));
    walkPath(play, target, {to});
    if (follow && play.alive(attacker.id)) {
        play.note(QStringLiteral("hero.followed"), {{QStringLiteral("hero"), attacker.id}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 follows into the hex %2 left."), play.name(attacker.id), play.name(target.id)));
        walkPath(play, attacker, {from});
    }
}

} // namespace

std::vector<TheosisModifier> heroDefenceModifiers(const Play &play, const HeroState &hero, const Gear &gear)
{
    std::vector<TheosisModifier> mods;
    if (gear.defenseBonus)
        mods.push_back({QStringLiteral("Artifact"), gear.defenseBonus});
    if (hasToken(hero, QStringLiteral("aegis")))
        mods.push_back({QStringLiteral("Aegis"), 1});
    if (hasToken(hero, QStringLiteral("poison")))
        mods.push_back({QStringLiteral("Poison"), -1});
    QString underfoot;
    if (const RitualToken *token = tokenUnder(play, hero, &underfoot); token && token->defense)
        mods.push_back({underfoot, token->defense});
    return mods;
}

QString monsterValueRule(const PowerCard &power)
{
    return power.effect == QLatin1String("rank-up") || power.effect == QLatin1String("rank-down") ? rule("ranking-powers") : rule("monsters");
}

CombatSides combatSides(const Play &play, const Strike &strike, const QString &target, const QString &defensePower, int roll)
{
    const HeroState &hero = *play.table.hero(strike.attacker);
    const HeroSheet &sheet = play.sheet(hero);
    const PowerCard *power = play.content.power(strike.power);
    const Gear gear = gearOf(play.content, hero);
    const bool againstMonster = play.table.hero(target) == nullptr;

    CombatSides sides;
    TheosisAttacker &attacker = sides.attacker;
    attacker.kind = TheosisCombatKind::Hero;
    attacker.rank = rankFor(play, hero.id);
    attacker.value = power ? power->attack : 0;
    if (power && againstMonster && power->monsterAttack >= 0 && power->monsterAttack != power->attack) {
        attacker.value = power->monsterAttack;
        attacker.valueNote = TheosisValueNote{power->name, power->attack, monsterValueRule(*power)};
    }
    if (power && strike.asSpell && !power->boostedBy.isEmpty() && power->boostedBy == hero.sheet)
        attacker.value = kBoostedSpellAttack;
    std::vector<TheosisModifier> &attackMods = attacker.modifiers;
    if (gear.attackBonus)
        attackMods.push_back({QStringLiteral("Artifact"), gear.attackBonus});
    const Skill *skill = strike.skill >= 0 ? &sheet.skills.at(static_cast<std::size_t>(strike.skill)) : nullptr;
    if (skill && skill->attackBonus)
        attackMods.push_back({skill->name, skill->attackBonus});
    if (hasToken(hero, QStringLiteral("valor")))
        attackMods.push_back({QStringLiteral("Valor"), 1});
    if (hasToken(hero, QStringLiteral("terror")))
        attackMods.push_back({QStringLiteral("Terror"), -1});
    QString ritualName;
    if (const RitualToken *token = tokenUnder(play, hero, &ritualName); token && token->attack)
        attackMods.push_back({ritualName, token->attack});
    attacker.damage = gear.weaponDamage;
    // The power's own text (not a skill's): Enervation doubles the weapon against a monster.
    const bool powerText = strike.powerText && power;
    if (againstMonster && powerText && power->effect == QLatin1String("enervation") && gear.weaponDamage > 0) {
        attacker.damage = gear.weaponDamage * 2;
        attacker.weaponNote = TheosisValueNote{power->name, gear.weaponDamage, rule("monster-powers")};
    }
    attacker.damageType = skill ? skill->damageType : (power ? power->damageType : QStringLiteral("physical"));
    attacker.slaying = gear.slaying;

    TheosisDefender &defender = sides.defender;
    if (const HeroState *defending = play.table.hero(target)) {
        const PowerCard *guard = play.content.power(defensePower);
        const Gear armour = gearOf(play.content, *defending);
        defender.modifiers = heroDefenceModifiers(play, *defending, armour);
        QStringList protections = armour.protections;
        const bool guardText = guard && guard->type != QLatin1String("blessing") && guard->type != QLatin1String("spell");
        if (guardText && guard->effect == QLatin1String("protection"))
            for (const QString &p : guard->protections)
                if (!protections.contains(p))
                    protections << p;
        defender.kind = TheosisCombatKind::Hero;
        defender.rank = rankFor(play, defending->id);
        defender.value = guard ? guard->defense : 0;
        defender.mitigation = {protections, armour.resistances, guardText && guard->effect == QLatin1String("despair")};
        defender.health = std::max(0, play.health(defending->id));
    } else {
        const MonsterState *m = nullptr;
        for (const MonsterState &candidate : play.table.monsters)
            if (candidate.id == target)
                m = &candidate;
        const MonsterSheet *monster = play.content.monster(target);
        const StaminaToken *token = m && !m->pile.isEmpty() ? play.content.staminaToken(m->pile.first()) : nullptr;
        defender.kind = TheosisCombatKind::Monster;
        defender.value = monster ? monster->baseDefense : 0;
        defender.threshold = token ? token->threshold : 1;
        if (token)
            defender.mitigation = {token->protections, token->resistances, false};
        if (roll > 0)
            defender.roll = roll;
        // A Fiery Purge curse on the monster burns into the next attack that beats it.
        if (m && m->curses.contains(QStringLiteral("fiery-purge"))) {
            attacker.extraDamage = 1;
            attacker.extraNote = TheosisValueNote{QStringLiteral("Fiery Purge"), 0, rule("monster-powers")};
        }
        // Equalize makes the monster's die a 1, whatever it showed.
        if (powerText && power->effect == QLatin1String("equalize")) {
            defender.roll = 1;
            defender.rollNote = TheosisValueNote{power->name, roll, rule("monster-powers")};
        }
    }
    return sides;
}

QJsonObject combatRequest(const CombatSides &sides)
{
    return {{QStringLiteral("calc"), QStringLiteral("theosis.combat")},
            {QStringLiteral("attacker"), toJson(sides.attacker)},
            {QStringLiteral("defender"), toJson(sides.defender)}};
}

Status resolveStrike(Play &play, const Strike &strike, const QStringList &targets, const QJsonObject &action)
{
    for (const char *key : {"defenses", "rolls"})
        if (action.contains(QLatin1String(key)) && !action.value(QLatin1String(key)).isObject())
            return json::fieldError(QString::fromLatin1(key), QT_TRANSLATE_NOOP("Engine", "%1 must be an object."));
    const QJsonObject defenses = action.value(QStringLiteral("defenses")).toObject();
    const QJsonObject rolls = action.value(QStringLiteral("rolls")).toObject();
    ARBITER_CHECK(refuseSharedDefences(play, defenses));
    QStringList ordered;
    for (const QString &h : play.table.ranking)
        if (targets.contains(h))
            ordered << h;
    for (const QString &t : targets)
        if (!ordered.contains(t))
            ordered << t; // monsters rank below every hero
    for (auto it = defenses.begin(); it != defenses.end(); ++it)
        if (!ordered.contains(it.key()) || !play.table.hero(it.key()))
            return RuleError::badRequest(QStringLiteral("theosis.not_struck"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "%1: %2 is not struck by this attack."), QStringLiteral("defenses"), it.key()));
    for (auto it = rolls.begin(); it != rolls.end(); ++it)
        if (!ordered.contains(it.key()) || play.table.hero(it.key()))
            return RuleError::badRequest(QStringLiteral("theosis.not_struck"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "%1: %2 is not struck by this attack."), QStringLiteral("rolls"), it.key()));
    if (action.contains(QStringLiteral("follow")) && action.value(QStringLiteral("push")) != QJsonValue(true))
        return RuleError::badRequest(QStringLiteral("theosis.field_not_used"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1: this action takes no such field here."), QStringLiteral("follow")));
    const PowerCard *power = play.content.power(strike.power);
    for (const QString &target : ordered) {
        HeroState *defending = play.table.hero(target);
        QString guard;
        int roll = 0;
        if (defending) {
            PlayerState &owner = *play.table.player(defending->player);
            // Said with the names: the bare field would read as the hero's key.
            if (!defenses.contains(target))
                return RuleError::invalid(QStringLiteral("theosis.defence_needed"), rule("power-hand"),
                                          phrase(QT_TRANSLATE_NOOP("Engine", "%1 defends with a power from %2's hand: choose which."),
                                                 play.name(target), play.name(owner.id)));
            ARBITER_TRY(chosen, handPowerField(play, owner, defenses, target));
            guard = chosen.value();
            ARBITER_CHECK(spendPower(play, owner, guard, play.name(target)));
        } else {
            ARBITER_TRY(face, play.rollDie(rolls, target, 4, play.name(target) + QStringLiteral(" defence")));
            roll = face.value();
        }
        const CombatSides sides = combatSides(play, strike, target, guard, roll);
        ARBITER_TRY(outcome, theosisCombat(sides.attacker, sides.defender));
        const QJsonObject request = combatRequest(sides);
        const QJsonObject &f = outcome->fields;
        const bool won = f.value(QStringLiteral("winner")).toString() == QLatin1String("attacker");
        QJsonArray steps;
        for (const Phrase &p : outcome->steps)
            steps.append(renderEnglish(p));
        play.note(QStringLiteral("combat.resolved"),
                  {{QStringLiteral("attacker"), strike.attacker}, {QStringLiteral("defender"), target}, {QStringLiteral("request"), request},
                   {QStringLiteral("result"), f}, {QStringLiteral("steps"), steps}},
                  won ? phrase(QT_TRANSLATE_NOOP("Engine", "%1 (%2) beats %3 (%4) and deals %5 damage."), play.name(strike.attacker),
                               f.value(QStringLiteral("attack_total")).toInt(), play.name(target), f.value(QStringLiteral("defense_total")).toInt(),
                               f.value(QStringLiteral("damage")).toInt())
                      : phrase(QT_TRANSLATE_NOOP("Engine", "%1 (%2) holds off %3 (%4)."), play.name(target),
                               f.value(QStringLiteral("defense_total")).toInt(), play.name(strike.attacker),
                               f.value(QStringLiteral("attack_total")).toInt()));
        const PowerCard *guardCard = play.content.power(guard);
        // A defence power's own text that the table carries out.
        const bool guardText = guardCard && (guardCard->type == QLatin1String("common") || guardCard->type == QLatin1String("curse"));
        if (defending && guardText && powerLeavesTableWork(*guardCard, false))
            noteByHand(play, QStringLiteral("power.by_hand"), {{QStringLiteral("hero"), target}, {QStringLiteral("power"), guardCard->id}},
                       guardCard->name, guardCard->byHand, {strike.attacker});
        if (defending) {
            if (won) {
                const int before = play.health(target);
                const int after = f.value(QStringLiteral("health_after")).toInt(before);
                play.setHealth(target, after);
                if (before >= 1 && after < 1)
                    play.note(QStringLiteral("hero.fell"), {{QStringLiteral("hero"), target}},
                              phrase(QT_TRANSLATE_NOOP("Engine", "%1 falls: below 1 Health the hero is out of the fight."), play.name(target)));
                if (strike.powerText && power && power->type == QLatin1String("curse") && play.alive(target))
                    placeToken(play, *defending, *power, play.table.hero(strike.attacker)->player);
                if (strike.powerText && power && power->effect == QLatin1String("rank-down"))
                    moveInRanking(play, target, 1);
            } else if (guardCard && guardCard->effect == QLatin1String("rank-up")) {
                moveInRanking(play, target, -1);
            }
        } else if (won) {
            MonsterState *m = play.table.monster(target);
            // The curse is spent by the attack it strengthened.
            if (sides.attacker.extraDamage && m->curses.removeAll(QStringLiteral("fiery-purge")))
                play.note(QStringLiteral("curse.spent"), {{QStringLiteral("monster"), m->id}, {QStringLiteral("power"), QStringLiteral("fiery-purge")}},
                          phrase(QT_TRANSLATE_NOOP("Engine", "The Fiery Purge curse on %1 adds its 1 damage and is removed."), play.name(m->id)));
            if (f.value(QStringLiteral("token_removed")).toBool())
                removeStaminaToken(play, strike, *m);
            // A won curse marks the monster as it would a hero (Entangling Roots slows it).
            if (strike.powerText && power && power->type == QLatin1String("curse") && !m->pile.isEmpty())
                curseMonster(play, *m, *power);
        }
    }
    // What the attacker's text leaves to the table comes after its combats.
    if (strike.powerText && power && !ordered.isEmpty() && powerLeavesTableWork(*power, !play.table.hero(ordered.first())))
        noteByHand(play, QStringLiteral("power.by_hand"), {{QStringLiteral("hero"), strike.attacker}, {QStringLiteral("power"), power->id}},
                   power->name, power->byHand, ordered);
    if (strike.skill >= 0) {
        const Skill &skill = play.sheet(*play.table.hero(strike.attacker)).skills.at(static_cast<std::size_t>(strike.skill));
        if (skill.byHand.marked())
            noteByHand(play, QStringLiteral("skill.by_hand"), {{QStringLiteral("hero"), strike.attacker}, {QStringLiteral("skill"), skill.id}},
                       skill.name, skill.byHand, ordered);
    }
    ARBITER_TRY(pushIt, json::optionalBool(action, QStringLiteral("push"), {}, false));
    if (pushIt.value()) {
        if (strike.shape != QLatin1String("melee") || ordered.size() != 1 || !play.table.hero(ordered.first()))
            return RuleError::invalid(QStringLiteral("theosis.push_melee_only"), rule("melee-push"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "Only a won melee attack on a hero pushes it back.")));
        HeroState &target = *play.table.hero(ordered.first());
        const auto &last = play.events;
        const bool won = std::any_of(last.rbegin(), last.rend(), [&](const Event &e) {
            return e.type == QLatin1String("combat.resolved")
                && e.data.value(QStringLiteral("result")).toObject().value(QStringLiteral("winner")).toString() == QLatin1String("attacker");
        });
        ARBITER_TRY(follow, json::optionalBool(action, QStringLiteral("follow"), {}, false));
        if (won && play.alive(target.id))
            push(play, *play.table.hero(strike.attacker), target, follow.value());
    }
    return Done{};
}

} // namespace arbiter::theosis
