#include "games/theosis/theosis_monsters.h"
#include "games/theosis/theosis_by_hand.h"

#include "core/json_fields.h"
#include "games/theosis/theosis_arena.h"
#include "games/theosis/theosis_attack.h"
#include "games/theosis/theosis_combat.h"
#include "games/theosis/theosis_equipment.h"
#include "games/theosis/theosis_hand.h"
#include "games/theosis/theosis_queries.h"
#include "games/theosis/theosis_support.h"
#include "games/theosis/theosis_turns.h"

namespace arbiter::theosis {

namespace {

constexpr int kSkullduggeryFaces = 6;

int distanceTo(const MonsterState &m, Hex h)
{
    int best = 1000;
    for (Hex b : bodyOf(m.at))
        best = std::min(best, distance(b, h));
    return best;
}

Status moveMonster(Play &play, MonsterState &monster, const MonsterSheet &sheet, const QJsonObject &action)
{
    if (!action.contains(QStringLiteral("to")))
        return Done{};
    ARBITER_TRY(to, json::hexFrom(action.value(QStringLiteral("to")), QStringLiteral("to")));
    // Staying put is no move; anything else is what the screen offers.
    const MoveVerdict verdict = monsterMoveVerdictAt(play, monster.id, to.value());
    if (verdict == MoveVerdict::OwnHex)
        return Done{};
    if (verdict != MoveVerdict::Legal)
        return RuleError::invalid(moveVerdictCode(verdict), rule("monsters"), monsterMoveVerdictPhrase(play, monster.id, to.value(), verdict))
            .about(to.value());
    monster.at = to.value();
    play.note(QStringLiteral("monster.moved"), {{QStringLiteral("monster"), monster.id}, {QStringLiteral("to"), json::toJson(to.value())}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 moves to %2."), sheet.name, play.place(to.value(), monster.id)));
    return Done{};
}

Result<QStringList> attackTargets(Play &play, const MonsterState &monster, const MonsterAttack &attack, const QJsonArray &chosen, int index)
{
    QStringList targets;
    if (attack.range == QLatin1String("all")) {
        for (const HeroState &h : play.table.heroes)
            if (h.at && play.alive(h.id) && !h.swallowed)
                targets << h.id;
        return targets;
    }
    for (const QJsonValue &v : chosen.at(index).toArray())
        targets << v.toString();
    if (targets.isEmpty())
        return RuleError::badRequest(QStringLiteral("theosis.monster_targets"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "Attack %1 of the monster: name the heroes it strikes."), index + 1));
    const bool single = attack.range == QLatin1String("adjacent") || attack.range == QLatin1String("ranged") || attack.range == QLatin1String("any");
    if (single && targets.size() != 1)
        return RuleError::invalid(QStringLiteral("theosis.monster_targets"), rule("monster-attacks"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "This attack strikes one hero.")));
    for (const QString &t : targets) {
        const TargetVerdict verdict = monsterStrikeVerdict(play, monster.at, attack, t);
        if (verdict != TargetVerdict::Legal)
            return RuleError::invalid(targetVerdictCode(verdict), rule("monster-attacks"), monsterStrikePhrase(play, t, verdict));
    }
    return targets;
}

Status strikeHero(Play &play, const MonsterSheet &sheet, const MonsterAttack &attack, const QString &target, const QJsonObject &defenses,
                  const QJsonArray &rolls, int &rollIndex)
{
    HeroState &hero = *play.table.hero(target);
    PlayerState &owner = *play.table.player(hero.player);
    ARBITER_TRY(guard, handPowerField(play, owner, defenses, target));
    ARBITER_CHECK(spendPower(play, owner, guard.value(), play.name(target)));
    const PowerCard *card = play.content.power(guard.value());
    const QJsonObject rollField = rollIndex < rolls.size() ? QJsonObject{{QStringLiteral("face"), rolls.at(rollIndex)}} : QJsonObject{};
    ++rollIndex;
    ARBITER_TRY(roll, play.rollDie(rollField, QStringLiteral("face"), 4, sheet.name + QStringLiteral(" attack")));
    const Gear gear = gearOf(play.content, hero);
    TheosisAttacker monster;
    monster.kind = TheosisCombatKind::Monster;
    monster.value = attack.bonus;
    monster.roll = roll.value();
    // Equalize on defence makes the monster's attack die a 1.
    if (card->effect == QLatin1String("equalize")) {
        monster.roll = 1;
        monster.rollNote = TheosisValueNote{card->name, roll.value(), rule("monster-powers")};
    }
    monster.damage = attack.damage;
    monster.damageType = attack.damageType;
    TheosisDefender defender;
    defender.rank = std::clamp(play.rankOf(target), 1, 12);
    defender.value = card->monsterDefense >= 0 ? card->monsterDefense : card->defense;
    if (defender.value != card->defense)
        defender.valueNote = TheosisValueNote{card->name, card->defense, monsterValueRule(*card)};
    defender.modifiers = heroDefenceModifiers(play, hero, gear);
    defender.mitigation.protections = gear.protections;
    if (card->effect == QLatin1String("protection"))
        defender.mitigation.protections += card->protections;
    defender.mitigation.resistances = gear.resistances;
    defender.mitigation.despair = card->effect == QLatin1String("despair");
    defender.health = std::max(0, play.health(target));
    ARBITER_TRY(outcome, theosisCombat(monster, defender));
    const QJsonObject request{{QStringLiteral("attacker"), toJson(monster)}, {QStringLiteral("defender"), toJson(defender)}};
    const QJsonObject &f = outcome->fields;
    const bool won = f.value(QStringLiteral("winner")).toString() == QLatin1String("attacker");
    play.note(QStringLiteral("combat.resolved"), {{QStringLiteral("attacker"), sheet.id}, {QStringLiteral("defender"), target},
                                                  {QStringLiteral("request"), request}, {QStringLiteral("result"), f}},
              won ? phrase(QT_TRANSLATE_NOOP("Engine", "%1 (%2) beats %3 (%4) and deals %5 damage."), sheet.name,
                           f.value(QStringLiteral("attack_total")).toInt(), play.name(target), f.value(QStringLiteral("defense_total")).toInt(),
                           f.value(QStringLiteral("damage")).toInt())
                  : phrase(QT_TRANSLATE_NOOP("Engine", "%1 (%2) holds off %3 (%4)."), play.name(target), f.value(QStringLiteral("defense_total")).toInt(),
                           sheet.name, f.value(QStringLiteral("attack_total")).toInt()));
    if (!won)
        return Done{};
    const int before = play.health(target);
    int after = f.value(QStringLiteral("health_after")).toInt(before);
    if (attack.slay)
        after = 0;
    play.setHealth(target, after);
    if (before >= 1 && after < 1)
        play.note(QStringLiteral("hero.fell"), {{QStringLiteral("hero"), target}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 falls: below 1 Health the hero is out of the fight."), play.name(target)));
    if (attack.slay && sheet.id == QLatin1String("apollyon"))
        hero.noResurrection = true;
    if (attack.paralyze) {
        hero.paralyzedUntil = play.table.turn + 1;
        play.note(QStringLiteral("hero.paralysed"), {{QStringLiteral("hero"), target}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1's ranking token is flipped: no action next turn."), play.name(target)));
    }
    if (attack.swallow) {
        hero.swallowed = true;
        play.note(QStringLiteral("hero.swallowed"), {{QStringLiteral("hero"), target}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is swallowed until a stamina token falls; roll its d4 loss at the end of each turn."),
                         play.name(target)));
    }
    if (attack.burnMana)
        hero.mana = {false, false, false};
    if (!attack.destroy.isEmpty()) {
        const bool weapons = attack.destroy == QLatin1String("weapon");
        for (const QString &slot : hero.items.keys()) {
            const Item *item = play.content.item(hero.items.value(slot).toString());
            if (item && item->weapon == weapons) {
                hero.items.remove(slot);
                play.note(QStringLiteral("item.destroyed"), {{QStringLiteral("hero"), target}, {QStringLiteral("item"), item->id}},
                          phrase(QT_TRANSLATE_NOOP("Engine", "%1 loses %2."), play.name(target), item->name));
            }
        }
    }
    return Done{};
}

} // namespace

Status monsterAct(Play &play, const MonsterAct &typedAction)
{
    // The helpers below still read fields by key from the action's JSON form.
    const QJsonObject action = typed::encode(typedAction);
    ARBITER_CHECK(requireArena(play));
    if (!monstersDue(play))
        return RuleError::invalid(QStringLiteral("theosis.not_monster_turn"), rule("monster-attacks"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The monsters act after every hero has acted.")));
    ARBITER_CHECK(onlyFields(action, {"type", "monster", "table", "face", "to", "targets", "defenses", "rolls"}));
    ARBITER_TRY(id, json::requiredString(action, QStringLiteral("monster"), {}));
    MonsterState *monster = play.table.monster(id.value());
    const MonsterSheet *sheet = play.content.monster(id.value());
    if (!monster || !sheet || monster->pile.isEmpty())
        return RuleError::notFound(QStringLiteral("theosis.unknown_monster"),
                                   phrase(QT_TRANSLATE_NOOP("Engine", "No monster \"%1\" stands in the Arena."), id.value()));
    ARBITER_TRY(table, json::optionalString(action, QStringLiteral("table"), {}, QStringLiteral("monster")));
    const bool rider = table.value() == QLatin1String("rider");
    if (rider && sheet->riderActions.empty())
        return RuleError::invalid(QStringLiteral("theosis.no_rider"), rule("monster-roster"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 has no rider."), sheet->name));
    if (rider ? monster->riderActed : monster->acted)
        return RuleError::invalid(QStringLiteral("theosis.monster_acted"), rule("monster-attacks"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 has already acted this turn."), sheet->name));
    ARBITER_CHECK(moveMonster(play, *monster, *sheet, action));
    ARBITER_TRY(face, play.rollDie(action, QStringLiteral("face"), kSkullduggeryFaces, QStringLiteral("skullduggery")));
    const MonsterAction &chosen = (rider ? sheet->riderActions : sheet->actions).at(static_cast<std::size_t>(face.value() - 1));
    play.note(QStringLiteral("monster.action"), {{QStringLiteral("monster"), sheet->id}, {QStringLiteral("face"), face.value()},
                                                 {QStringLiteral("action"), chosen.name}},
              phrase(QT_TRANSLATE_NOOP("Engine", "The skullduggery die shows %1: %2 uses %3."), face.value(), sheet->name, chosen.name));
    ARBITER_TRY(targetList, json::optionalArray(action, QStringLiteral("targets"), {}));
    ARBITER_TRY(defenseList, json::optionalArray(action, QStringLiteral("defenses"), {}));
    ARBITER_TRY(rollList, json::optionalArray(action, QStringLiteral("rolls"), {}));
    const QJsonArray targets = targetList.value();
    const QJsonArray defenses = defenseList.value();
    const QJsonArray rolls = rollList.value();
    const auto attackCount = static_cast<qsizetype>(chosen.attacks.size());
    if (targets.size() > attackCount || defenses.size() > attackCount)
        return RuleError::badRequest(QStringLiteral("theosis.monster_targets"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1 has %2 attacks: targets and defenses hold one entry each."), chosen.name,
                                            static_cast<int>(attackCount)));
    // One d4 per hero an attack names (or, against all, per hero standing now).
    qsizetype strikes = 0;
    for (std::size_t i = 0; i < chosen.attacks.size(); ++i) {
        if (chosen.attacks[i].range != QLatin1String("all"))
            strikes += targets.at(static_cast<qsizetype>(i)).toArray().size();
        else
            for (const HeroState &h : play.table.heroes)
                strikes += h.at && play.alive(h.id) && !h.swallowed ? 1 : 0;
    }
    if (rolls.size() > strikes)
        return RuleError::badRequest(QStringLiteral("theosis.too_many_rolls"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "rolls: %1 dice for %2 strikes."), static_cast<int>(rolls.size()),
                                            static_cast<int>(strikes)));
    // Every attack's targets are named before any die is rolled, so a hero
    // felled by the first attack stays named in the second (and is spared).
    std::vector<QStringList> struckBy;
    // The defence cards as they will leave the hands, checked before any die
    // rolls: whether a later one is legal cannot hang on an earlier fight.
    std::vector<PlayerState> hands = play.table.players;
    auto handOf = [&](const QString &player) -> PlayerState & {
        return *std::find_if(hands.begin(), hands.end(), [&](const PlayerState &p) { return p.id == player; });
    };
    for (std::size_t i = 0; i < chosen.attacks.size(); ++i) {
        const MonsterAttack &attack = chosen.attacks[i];
        if (attack.range == QLatin1String("all") && !targets.at(static_cast<qsizetype>(i)).toArray().isEmpty())
            return RuleError::badRequest(QStringLiteral("theosis.monster_targets"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "Attack %1 of the monster strikes every hero: name nobody."), static_cast<int>(i) + 1));
        ARBITER_TRY(struck, attackTargets(play, *monster, attack, targets, static_cast<int>(i)));
        const QJsonObject guard = defenses.at(static_cast<qsizetype>(i)).toObject();
        for (auto it = guard.begin(); it != guard.end(); ++it)
            if (!struck->contains(it.key()))
                return RuleError::badRequest(QStringLiteral("theosis.not_struck"),
                                             phrase(QT_TRANSLATE_NOOP("Engine", "%1: %2 is not struck by this attack."), QStringLiteral("defenses"), it.key()));
        ARBITER_CHECK(refuseSharedDefences(play, guard));
        // A defence for every hero struck, even one the first attack fells.
        for (const QString &target : struck.value()) {
            PlayerState &owner = handOf(play.table.hero(target)->player);
            ARBITER_TRY(named, handPowerField(play, owner, guard, target));
            spendCard(owner, named.value());
        }
        struckBy.push_back(struck.value());
    }
    int rollIndex = 0;
    for (std::size_t i = 0; i < chosen.attacks.size(); ++i) {
        const QJsonObject guard = defenses.at(static_cast<qsizetype>(i)).toObject();
        for (const QString &target : struckBy[i])
            if (play.alive(target))
                ARBITER_CHECK(strikeHero(play, *sheet, chosen.attacks[i], target, guard, rolls, rollIndex));
    }
    if (chosen.effect.startsWith(QStringLiteral("cleanse"))) {
        monster->curses.clear();
        play.note(QStringLiteral("monster.cleansed"), {{QStringLiteral("monster"), sheet->id}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 sheds every curse."), sheet->name));
    }
    if (chosen.effect == QLatin1String("cleanse-hide-token"))
        monster->tokenHidden = true;
    if (chosen.effect == QLatin1String("paralyze-adjacent"))
        for (HeroState &h : play.table.heroes)
            if (h.at && play.alive(h.id) && distanceTo(*monster, *h.at) == 1) {
                h.paralyzedUntil = play.table.turn + 1;
                play.note(QStringLiteral("hero.paralysed"), {{QStringLiteral("hero"), h.id}},
                          phrase(QT_TRANSLATE_NOOP("Engine", "%1's ranking token is flipped: no action next turn."), play.name(h.id)));
            }
    if (chosen.effect == QLatin1String("by-hand") || chosen.effect == QLatin1String("cleanse-heal-token"))
    {
        QStringList struck;
        for (const QStringList &heroes : struckBy)
            struck += heroes;
        noteByHand(play, QStringLiteral("monster.by_hand"), {{QStringLiteral("monster"), sheet->id}}, chosen.name, chosen.byHand, struck);
    }
    (rider ? monster->riderActed : monster->acted) = true;
    advance(play);
    return Done{};
}

} // namespace arbiter::theosis
