#include "games/theosis/theosis_pack_texts.h"

#include "games/theosis/theosis_content.h"

namespace arbiter::theosis {

namespace {

PackText appliedText(const QString &path, const QString &name) { return PackText::at(path, name, PackText::Handling::Applied); }

// A text the table carries out: the pack's own words say what to do. A text
// marked only by its kind or effect ("by-hand") still counts: the screen then
// says to carry it out at the table, with nothing to offer in one tap.
PackText byHandText(const QString &path, const QString &name, const TableHandling &handling)
{
    PackText text = PackText::at(path, name, PackText::Handling::ByHand);
    text.corrections = handling.corrections;
    text.reason = handling.instruction;
    return text;
}

PackText silentText(const QString &path, const QString &name) { return PackText::at(path, name); }

// The power effects the session carries out in full. Equalize and Enervation
// are carried out against monsters only: against a hero they need a marking.
bool effectCarriedOut(const PowerCard &power)
{
    if (power.effect.isEmpty() || power.effect == QLatin1String("by-hand"))
        return false;
    return power.effect != QLatin1String("equalize") && power.effect != QLatin1String("enervation");
}

PackText powerPackText(const PowerCard &power)
{
    const QString path = QStringLiteral("powers/") + power.id;
    if (power.byHand.marked() || power.effect == QLatin1String("by-hand"))
        return byHandText(path, power.name, power.byHand);
    return effectCarriedOut(power) ? appliedText(path, power.name) : silentText(path, power.name);
}

// Attack skills are their shape, bonus and damage type, automatic skills
// their 2 damage to every enemy: both carried out unless a rider is marked.
// Defense skills answer an attack, which the session does not stop for.
PackText skillText(const HeroSheet &hero, const Skill &skill)
{
    const QString path = QStringLiteral("heroes/%1/skills/%2").arg(hero.id, skill.id);
    if (skill.byHand.marked() || skill.kind == QLatin1String("by-hand"))
        return byHandText(path, skill.name, skill.byHand);
    if (skill.kind == QLatin1String("attack") || skill.kind == QLatin1String("automatic"))
        return appliedText(path, skill.name);
    return silentText(path, skill.name);
}

PackText ritualText(const Ritual &ritual)
{
    const QString path = QStringLiteral("rituals/") + ritual.id;
    if (ritual.byHand.marked() || ritual.effect == QLatin1String("by-hand"))
        return byHandText(path, ritual.name, ritual.byHand);
    return appliedText(path, ritual.name);
}

// The monster action effects the session carries out; "cleanse-heal-token"
// sheds the curses but leaves the healed token to the table.
bool monsterEffectCarriedOut(const QString &effect)
{
    return effect.isEmpty() || effect == QLatin1String("cleanse-hide-token") || effect == QLatin1String("paralyze-adjacent");
}

PackText monsterActionText(const QString &path, const MonsterAction &action)
{
    if (action.byHand.marked() || action.effect == QLatin1String("by-hand") || action.effect == QLatin1String("cleanse-heal-token"))
        return byHandText(path, action.name, action.byHand);
    if (monsterEffectCarriedOut(action.effect) && (!action.attacks.empty() || !action.effect.isEmpty()))
        return appliedText(path, action.name);
    return silentText(path, action.name);
}

void addMonster(QList<PackText> &texts, const MonsterSheet &monster)
{
    const auto add = [&](const std::vector<MonsterAction> &actions, const QString &key) {
        for (std::size_t i = 0; i < actions.size(); ++i)
            texts << monsterActionText(QStringLiteral("monsters/%1/%2/%3").arg(monster.id, key).arg(i + 1), actions[i]);
    };
    add(monster.actions, QStringLiteral("actions"));
    add(monster.riderActions, QStringLiteral("rider_actions"));
}

} // namespace

QList<PackText> packTexts(const QJsonObject &pack)
{
    const auto content = contentFrom(pack);
    if (!content)
        return {};
    QList<PackText> texts;
    for (const PowerCard &power : content->powers)
        texts << powerPackText(power);
    for (const HeroSheet &hero : content->heroes)
        for (const Skill &skill : hero.skills)
            texts << skillText(hero, skill);
    for (const Ritual &ritual : content->rituals)
        texts << ritualText(ritual);
    for (const MonsterSheet &monster : content->monsters)
        addMonster(texts, monster);
    // Numbers only, each read by the combat or the Guild's outcome.
    for (const StaminaToken &token : content->staminaTokens)
        texts << appliedText(QStringLiteral("stamina_tokens/") + token.id, token.id);
    for (qsizetype face = 0; face < content->thievesGuild.size(); ++face)
        texts << appliedText(QStringLiteral("thieves_guild/%1").arg(face + 1), content->thievesGuild.at(face));
    for (const Item &item : content->items)
        texts << appliedText(QStringLiteral("items/") + item.id, item.name);
    return texts;
}

} // namespace arbiter::theosis
