#include "games/theosis/theosis_actions.h"

#include "core/json_fields.h"
#include "games/theosis/theosis_arena.h"
#include "games/theosis/theosis_attack.h"
#include "games/theosis/theosis_by_hand.h"
#include "games/theosis/theosis_equipment.h"
#include "games/theosis/theosis_hand.h"
#include "games/theosis/theosis_locations.h"
#include "games/theosis/theosis_queries.h"
#include "games/theosis/theosis_support.h"
#include "games/theosis/theosis_turns.h"

namespace arbiter::theosis {

namespace {

constexpr int kResurrectionHealth = 4;
constexpr int kAutomaticDamage = 2;

// The acting hero after its move; `moved` false when nothing else may happen
// (the hero fell on the way).
struct Actor {
    HeroState *hero = nullptr;
    PlayerState *player = nullptr;
    bool standing = true;
};

Result<Actor> begin(Play &play, const QJsonObject &action)
{
    ARBITER_CHECK(requireArena(play));
    if (play.table.actor.isEmpty())
        return RuleError::invalid(QStringLiteral("theosis.no_hero_acts"), rule("arena-turns"),
                                  monstersDue(play) ? phrase(QT_TRANSLATE_NOOP("Engine", "The monsters act now."))
                                                    : phrase(QT_TRANSLATE_NOOP("Engine", "The rituals of this turn are cast first.")));
    ARBITER_TRY(heroId, heroField(play, action, QStringLiteral("hero")));
    if (heroId.value() != play.table.actor)
        return RuleError::invalid(QStringLiteral("theosis.not_your_turn"), rule("arena-turns"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 acts now, not %2: the ranking decides."), play.name(play.table.actor),
                                         play.name(heroId.value())));
    HeroState &hero = *play.table.hero(heroId.value());
    Actor actor{&hero, play.table.player(hero.player), true};
    if (action.contains(QStringLiteral("to"))) {
        ARBITER_TRY(to, json::hexFrom(action.value(QStringLiteral("to")), QStringLiteral("to")));
        const MoveVerdict verdict = moveVerdictAt(play, hero.id, to.value());
        if (verdict != MoveVerdict::Legal && verdict != MoveVerdict::OwnHex)
            return RuleError::invalid(moveVerdictCode(verdict), rule("movement"), moveVerdictPhrase(play, hero.id, to.value(), verdict))
                .about(to.value());
        const std::vector<Hex> way = movePath(play, hero.id, to.value());
        // A walk that fells the hero leaves no action to take: only a pass may end that way.
        if (action.value(QStringLiteral("type")).toString() != QLatin1String("hero.pass") && !way.empty()
            && play.health(hero.id) - damageAlong(play, hero, way) < 1)
            return RuleError::invalid(QStringLiteral("theosis.falls_on_the_way"), rule("movement"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 would fall on the way to %2: only a pass can end like that."),
                                             play.name(hero.id), play.place(to.value(), hero.id)))
                .about(to.value());
        if (!way.empty()) {
            play.note(QStringLiteral("hero.moved"), {{QStringLiteral("hero"), hero.id}, {QStringLiteral("path"), json::toJson(way)}},
                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 moves to %2."), play.name(hero.id), play.place(to.value(), hero.id)));
            walkPath(play, hero, way);
        }
        actor.standing = play.alive(hero.id);
    }
    return actor;
}

Status finishTurn(Play &play, HeroState &hero)
{
    endHeroTurn(play, hero);
    return Done{};
}

Status discardPower(Play &play, PlayerState &player, const QJsonObject &action)
{
    ARBITER_TRY(power, handPowerField(play, player, action, QStringLiteral("discard")));
    ARBITER_CHECK(spendPower(play, player, power.value(), QStringLiteral("discard")));
    play.note(QStringLiteral("power.discarded"), {{QStringLiteral("player"), player.id}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 discards a power face down."), play.name(player.id)));
    return Done{};
}

Result<QStringList> targetsFor(Play &play, const QString &attacker, const QString &shape, const QJsonObject &action)
{
    if (hitsOneTarget(shape)) {
        ARBITER_TRY(target, json::requiredString(action, QStringLiteral("target"), {}));
        const TargetVerdict verdict = targetVerdict(play, attacker, shape, target.value());
        if (verdict != TargetVerdict::Legal)
            return RuleError::invalid(targetVerdictCode(verdict), rule("ranges"), targetVerdictPhrase(play, attacker, target.value(), verdict));
        return QStringList{target.value()};
    }
    ARBITER_TRY(dir, json::optionalInt(action, QStringLiteral("direction"), {}, 0, 0, 5));
    Hex centre;
    if (shape == QLatin1String("spell")) {
        ARBITER_TRY(c, json::hexFrom(action.value(QStringLiteral("centre")), QStringLiteral("centre")));
        centre = c.value();
        if (distance(centre, Hex{}) > play.content.arena.radius)
            return RuleError::invalid(QStringLiteral("theosis.target.outside_area"), rule("spells"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "A spell is aimed at a hex of the Arena.")));
        if (play.table.turn == 1)
            for (Hex h : bodyOf(centre))
                if (play.table.startHexes.contains(h))
                    return RuleError::invalid(targetVerdictCode(TargetVerdict::SparedOnTurnOne), rule("spells"),
                                              targetVerdictPhrase(play, attacker, {}, TargetVerdict::SparedOnTurnOne));
    }
    const QStringList targets = areaTargets(play, attacker, shape, dir.value(), centre);
    if (targets.isEmpty())
        return RuleError::invalid(QStringLiteral("theosis.no_targets"), rule("area-attacks"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Nobody stands in that area.")));
    return targets;
}

Status refusePacified(const Play &play, const HeroState &hero)
{
    if (hasToken(hero, QStringLiteral("pacify")))
        return RuleError::invalid(QStringLiteral("theosis.pacified"), rule("pacify"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is under Pacify and cannot attack."), play.name(hero.id)));
    return Done{};
}

Result<const PowerCard *> powerOfType(Play &play, PlayerState &player, const QJsonObject &action, const char *type, const QString &page)
{
    ARBITER_TRY(power, handPowerField(play, player, action, QStringLiteral("power")));
    const PowerCard *card = play.content.power(power.value());
    if (card->type != QLatin1String(type))
        return RuleError::invalid(QStringLiteral("theosis.wrong_power_type"), page,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is a %2 power, not a %3."), card->name, card->type, QString::fromLatin1(type)));
    return card;
}

void healAllies(Play &play, const QString &player, int amount, bool cleanse)
{
    for (HeroState &h : play.table.heroes) {
        if (!play.allied(h.player, player) || !play.alive(h.id))
            continue;
        play.setHealth(h.id, std::min(kFullHealth, play.health(h.id) + amount));
        if (cleanse)
            std::erase_if(h.tokens, [&](const Token &t) {
                const PowerCard *p = play.content.power(t.power);
                return p && p->type == QLatin1String("curse");
            });
    }
}

void automaticDamage(Play &play, const HeroState &hero, const Skill &skill)
{
    for (const HeroState &h : play.table.heroes) {
        if (play.allied(h.player, hero.player) || !play.alive(h.id) || !h.at)
            continue;
        const Gear gear = gearOf(play.content, h);
        int damage = kAutomaticDamage;
        if (gear.protections.contains(skill.damageType))
            damage = 0;
        else if (gear.resistances.contains(skill.damageType))
            damage /= 2;
        woundHero(play, h.id, damage, skill.name);
    }
}

// A skill's action names its targets the way its shape reaches them, and
// takes defences, rolls and a push only when it attacks.
Status onlySkillFields(const QJsonObject &action, const QString &attackShape)
{
    if (attackShape.isEmpty())
        return onlyFields(action, {"type", "hero", "to", "skill", "power"});
    if (attackShape == QLatin1String("melee"))
        return onlyFields(action, {"type", "hero", "to", "skill", "power", "target", "defenses", "rolls", "push", "follow"});
    if (attackShape == QLatin1String("ranged") || attackShape == QLatin1String("unlimited"))
        return onlyFields(action, {"type", "hero", "to", "skill", "power", "target", "defenses", "rolls"});
    if (attackShape == QLatin1String("line") || attackShape == QLatin1String("cone"))
        return onlyFields(action, {"type", "hero", "to", "skill", "power", "direction", "defenses", "rolls"});
    if (attackShape == QLatin1String("spell"))
        return onlyFields(action, {"type", "hero", "to", "skill", "power", "centre", "defenses", "rolls"});
    return onlyFields(action, {"type", "hero", "to", "skill", "power", "defenses", "rolls"});
}

} // namespace

Status heroPass(Play &play, const HeroPass &typedAction)
{
    // The helpers below still read fields by key from the action's JSON form.
    const QJsonObject action = typed::encode(typedAction);
    ARBITER_CHECK(onlyFields(action, {"type", "hero", "to", "discard"}));
    // The discard is checked before the walk, which may fell the hero.
    if (const HeroState *walker = play.table.hero(action.value(QStringLiteral("hero")).toString()); walker && walker->id == play.table.actor)
        if (auto held = handPowerField(play, *play.table.player(walker->player), action, QStringLiteral("discard")); !held)
            return held.error();
    ARBITER_TRY(actor, begin(play, action));
    if (actor->standing)
        ARBITER_CHECK(discardPower(play, *actor->player, action));
    return finishTurn(play, *actor->hero);
}

Status heroMana(Play &play, const HeroMana &typedAction)
{
    // The helpers below still read fields by key from the action's JSON form.
    const QJsonObject action = typed::encode(typedAction);
    ARBITER_CHECK(onlyFields(action, {"type", "hero", "to", "skill", "discard"}));
    ARBITER_TRY(actor, begin(play, action));
    if (actor->standing) {
        HeroState &hero = *actor->hero;
        ARBITER_TRY(slot, skillSlot(play, hero, action, QStringLiteral("skill")));
        if (hero.mana.at(slot.value()))
            return RuleError::invalid(QStringLiteral("theosis.skill_has_mana"), rule("hero-actions"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "That skill of %1 already holds a Mana gem."), play.name(hero.id)));
        ARBITER_CHECK(discardPower(play, *actor->player, action));
        hero.mana[slot.value()] = true;
        play.note(QStringLiteral("mana.placed"), {{QStringLiteral("hero"), hero.id}, {QStringLiteral("skill"), slot.value()}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 puts a Mana gem into %2."), play.name(hero.id),
                         play.sheet(hero).skills.at(static_cast<std::size_t>(slot.value())).name));
        woundHero(play, hero.id, 1, QStringLiteral("Mana"));
    }
    return finishTurn(play, *actor->hero);
}

Status heroBless(Play &play, const HeroBless &typedAction)
{
    // The helpers below still read fields by key from the action's JSON form.
    const QJsonObject action = typed::encode(typedAction);
    ARBITER_CHECK(onlyFields(action, {"type", "hero", "to", "power", "target"}));
    ARBITER_TRY(actor, begin(play, action));
    if (actor->standing) {
        ARBITER_TRY(card, powerOfType(play, *actor->player, action, "blessing", rule("blessings")));
        ARBITER_TRY(targetId, heroField(play, action, QStringLiteral("target")));
        HeroState &target = *play.table.hero(targetId.value());
        if (!play.allied(target.player, actor->player->id) || !play.alive(target.id))
            return RuleError::invalid(QStringLiteral("theosis.not_ally"), rule("blessings"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "A blessing goes on a standing allied hero; %1 is not one."), play.name(target.id)));
        ARBITER_CHECK(spendPower(play, *actor->player, card.value()->id, card.value()->name));
        for (HeroState &h : play.table.heroes)
            std::erase_if(h.tokens, [&](const Token &t) { return t.power == card.value()->id; });
        target.tokens.push_back({card.value()->id, card.value()->effect, actor->player->id});
        play.note(QStringLiteral("token.placed"), {{QStringLiteral("hero"), target.id}, {QStringLiteral("power"), card.value()->id}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "The %1 blessing goes on %2."), card.value()->name, play.name(target.id)));
    }
    return finishTurn(play, *actor->hero);
}

Status heroSpell(Play &play, const HeroSpell &typedAction)
{
    // The helpers below still read fields by key from the action's JSON form.
    const QJsonObject action = typed::encode(typedAction);
    ARBITER_CHECK(onlyFields(action, {"type", "hero", "to", "power", "centre", "target", "skill", "defenses", "rolls"}));
    ARBITER_TRY(actor, begin(play, action));
    if (!actor->standing)
        return finishTurn(play, *actor->hero);
    HeroState &hero = *actor->hero;
    PlayerState &player = *actor->player;
    ARBITER_TRY(card, powerOfType(play, player, action, "spell", rule("spells")));
    const PowerCard &spell = *card.value();
    if (spell.effect == QLatin1String("area-attack") || spell.effect.isEmpty()) {
        ARBITER_CHECK(onlyFields(action, {"type", "hero", "to", "power", "centre", "defenses", "rolls"}));
        ARBITER_CHECK(refusePacified(play, hero));
        ARBITER_TRY(targets, targetsFor(play, hero.id, QStringLiteral("spell"), action));
        ARBITER_CHECK(spendPower(play, player, spell.id, spell.name));
        play.note(QStringLiteral("spell.cast"), {{QStringLiteral("hero"), hero.id}, {QStringLiteral("power"), spell.id}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 casts %2."), play.name(hero.id), spell.name));
        ARBITER_CHECK(resolveStrike(play, Strike{hero.id, spell.id, true, -1, true, QStringLiteral("spell")}, targets.value(), action));
        return finishTurn(play, hero);
    }
    if (spell.effect == QLatin1String("resurrection")) {
        ARBITER_CHECK(onlyFields(action, {"type", "hero", "to", "power", "target", "skill"}));
        ARBITER_TRY(targetId, heroField(play, action, QStringLiteral("target")));
        HeroState &target = *play.table.hero(targetId.value());
        if (!play.allied(target.player, player.id))
            return RuleError::invalid(QStringLiteral("theosis.not_ally"), rule("resurrection"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not an allied hero."), play.name(target.id)));
        if (play.alive(target.id)) {
            ARBITER_TRY(slot, skillSlot(play, target, action, QStringLiteral("skill")));
            if (target.mana.at(slot.value()))
                return RuleError::invalid(QStringLiteral("theosis.skill_has_mana"), rule("resurrection"),
                                          phrase(QT_TRANSLATE_NOOP("Engine", "That skill of %1 already holds a Mana gem."), play.name(target.id)));
            target.mana[slot.value()] = true;
        } else {
            ARBITER_CHECK(onlyFields(action, {"type", "hero", "to", "power", "target"}));
            if (target.noResurrection || target.swallowed)
                return RuleError::invalid(QStringLiteral("theosis.beyond_resurrection"), rule("resurrection"),
                                          phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot be brought back."), play.name(target.id)));
            play.setHealth(target.id, kResurrectionHealth);
            target.mana = {false, false, false};
            target.tokens.clear();
            play.note(QStringLiteral("hero.resurrected"), {{QStringLiteral("hero"), target.id}},
                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 returns with 4 Health, no gems, blessings or curses."), play.name(target.id)));
        }
    } else if (spell.effect == QLatin1String("heal-allies") || spell.effect == QLatin1String("cleanse-allies")) {
        ARBITER_CHECK(onlyFields(action, {"type", "hero", "to", "power"}));
        healAllies(play, player.id, spell.amount, spell.effect == QLatin1String("cleanse-allies"));
        play.note(QStringLiteral("spell.healed"), {{QStringLiteral("player"), player.id}, {QStringLiteral("amount"), spell.amount}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1: every standing ally heals %2."), spell.name, spell.amount));
    } else {
        ARBITER_CHECK(onlyFields(action, {"type", "hero", "to", "power"}));
        noteByHand(play, QStringLiteral("spell.by_hand"), {{QStringLiteral("hero"), hero.id}, {QStringLiteral("power"), spell.id}}, spell.name,
                   spell.byHand);
    }
    ARBITER_CHECK(spendPower(play, player, spell.id, spell.name));
    return finishTurn(play, hero);
}

Status heroAttack(Play &play, const HeroAttack &typedAction)
{
    // The helpers below still read fields by key from the action's JSON form.
    const QJsonObject action = typed::encode(typedAction);
    ARBITER_CHECK(onlyFields(action, {"type", "hero", "to", "power", "shape", "target", "defenses", "rolls", "push", "follow"}));
    ARBITER_TRY(actor, begin(play, action));
    if (!actor->standing)
        return finishTurn(play, *actor->hero);
    HeroState &hero = *actor->hero;
    ARBITER_CHECK(refusePacified(play, hero));
    ARBITER_TRY(power, handPowerField(play, *actor->player, action, QStringLiteral("power")));
    ARBITER_TRY(shape, json::optionalString(action, QStringLiteral("shape"), {}, QStringLiteral("melee")));
    if (shape.value() != QLatin1String("melee") && shape.value() != QLatin1String("ranged"))
        return json::fieldError(QStringLiteral("shape"), QT_TRANSLATE_NOOP("Engine", "%1 must be melee or ranged for a power attack."));
    if (shape.value() == QLatin1String("ranged") && !play.sheet(hero).ranged)
        return RuleError::invalid(targetVerdictCode(TargetVerdict::NotRanged), rule("ranges"),
                                  targetVerdictPhrase(play, hero.id, {}, TargetVerdict::NotRanged));
    ARBITER_TRY(targets, targetsFor(play, hero.id, shape.value(), action));
    ARBITER_CHECK(spendPower(play, *actor->player, power.value(), play.content.power(power.value())->name));
    const PowerCard *card = play.content.power(power.value());
    // Blessings and spells played face down fight with their values only.
    const bool text = card->type == QLatin1String("common") || card->type == QLatin1String("curse");
    ARBITER_CHECK(resolveStrike(play, Strike{hero.id, power.value(), text, -1, false, shape.value()}, targets.value(), action));
    return finishTurn(play, hero);
}

Status heroSkill(Play &play, const HeroSkill &typedAction)
{
    // The helpers below still read fields by key from the action's JSON form.
    const QJsonObject action = typed::encode(typedAction);
    ARBITER_CHECK(onlyFields(action, {"type", "hero", "to", "skill", "power", "target", "direction", "centre", "defenses", "rolls", "push", "follow"}));
    ARBITER_TRY(actor, begin(play, action));
    if (!actor->standing)
        return finishTurn(play, *actor->hero);
    HeroState &hero = *actor->hero;
    ARBITER_TRY(slot, skillSlot(play, hero, action, QStringLiteral("skill")));
    const Skill &skill = play.sheet(hero).skills.at(static_cast<std::size_t>(slot.value()));
    if (!hero.mana.at(slot.value()))
        return RuleError::invalid(QStringLiteral("theosis.skill_no_mana"), rule("skills"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 has no Mana gem in %2."), play.name(hero.id), skill.name));
    if (skill.kind == QLatin1String("defense"))
        return RuleError::invalid(QStringLiteral("theosis.defense_skill"), rule("skills"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is used when attacked, not on the hero's own turn."), skill.name));
    ARBITER_TRY(power, handPowerField(play, *actor->player, action, QStringLiteral("power")));
    const bool attacks = skill.kind == QLatin1String("attack");
    ARBITER_CHECK(onlySkillFields(action, attacks ? skill.shape : QString()));
    if (attacks)
        ARBITER_CHECK(refusePacified(play, hero));
    QStringList targets;
    if (attacks) {
        ARBITER_TRY(found, targetsFor(play, hero.id, skill.shape, action));
        targets = found.value();
    }
    hero.mana[slot.value()] = false;
    ARBITER_CHECK(spendPower(play, *actor->player, power.value(), skill.name));
    play.note(QStringLiteral("skill.used"), {{QStringLiteral("hero"), hero.id}, {QStringLiteral("skill"), skill.id}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 spends the gem of %2."), play.name(hero.id), skill.name));
    if (attacks)
        ARBITER_CHECK(resolveStrike(play, Strike{hero.id, power.value(), false, slot.value(), false, skill.shape}, targets, action));
    else if (skill.kind == QLatin1String("automatic"))
        automaticDamage(play, hero, skill);
    else
        noteByHand(play, QStringLiteral("skill.by_hand"), {{QStringLiteral("hero"), hero.id}, {QStringLiteral("skill"), skill.id}}, skill.name,
                   skill.byHand);
    return finishTurn(play, hero);
}

} // namespace arbiter::theosis
