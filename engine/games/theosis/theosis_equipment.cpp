#include "games/theosis/theosis_equipment.h"

#include "games/theosis/theosis_support.h"

namespace arbiter::theosis {

namespace {

// A hero mat's slot as players call it; a slot a pack adds reads as its id in words.
QString slotInWords(const QString &slotId)
{
    if (slotId == QLatin1String("main-hand"))
        return toPhraseArg(phrase(QT_TRANSLATE_NOOP("Engine", "main hand")));
    if (slotId == QLatin1String("off-hand"))
        return toPhraseArg(phrase(QT_TRANSLATE_NOOP("Engine", "off hand")));
    if (slotId == QLatin1String("hands"))
        return toPhraseArg(phrase(QT_TRANSLATE_NOOP("Engine", "both hands")));
    if (slotId == QLatin1String("body"))
        return toPhraseArg(phrase(QT_TRANSLATE_NOOP("Engine", "body")));
    return QString(slotId).replace(QLatin1Char('-'), QLatin1Char(' '));
}

} // namespace

Status equipItem(Play &play, HeroState &hero, const QString &itemId, const QString &slotId)
{
    const Item *item = play.content.item(itemId);
    if (!item)
        return RuleError::notFound(QStringLiteral("theosis.unknown_item"),
                                   phrase(QT_TRANSLATE_NOOP("Engine", "The pack has no item \"%1\"."), itemId));
    const HeroSheet &sheet = play.sheet(hero);
    const ItemSlot *slot = sheet.slot(slotId);
    if (!slot)
        return RuleError::invalid(QStringLiteral("theosis.unknown_slot"), rule("equipment"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 has no slot \"%2\"."), play.name(hero.id), slotId));
    if (!slot->accepts.contains(item->type))
        return RuleError::invalid(QStringLiteral("theosis.slot_mismatch"), rule("equipment"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The %1 slot of %2 takes %3, not a %4."), slotInWords(slotId), play.name(hero.id),
                                         slot->accepts.join(QStringLiteral(", ")), item->type));
    if (item->twoHanded && !slot->hand)
        return RuleError::invalid(QStringLiteral("theosis.two_handed"), rule("equipment"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 needs both hands: put it in a hand slot."), item->name));
    QStringList off;
    auto takeOff = [&](const QString &s) {
        const QString held = hero.items.value(s).toString();
        if (!held.isEmpty()) {
            off << held;
            hero.items.remove(s);
        }
    };
    takeOff(slotId);
    for (const ItemSlot &other : sheet.slots) {
        if (!other.hand || other.id == slotId || !slot->hand)
            continue;
        const Item *held = play.content.item(hero.items.value(other.id).toString());
        // A two-handed weapon leaves no hand free, and a one-handed item
        // cannot share the hands with one.
        if (item->twoHanded || (held && held->twoHanded))
            takeOff(other.id);
    }
    hero.items.insert(slotId, itemId);
    play.table.pouch += off;
    QJsonObject data{{QStringLiteral("hero"), hero.id}, {QStringLiteral("item"), itemId}, {QStringLiteral("slot"), slotId},
                     {QStringLiteral("removed"), QJsonArray::fromStringList(off)}};
    QStringList offNames;
    for (const QString &id : off) {
        const Item *taken = play.content.item(id);
        offNames << (taken ? taken->name : id);
    }
    if (off.isEmpty())
        play.note(QStringLiteral("item.equipped"), data,
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 equips %2 (%3 slot)."), play.name(hero.id), item->name, slotInWords(slotId)));
    else
        play.note(QStringLiteral("item.equipped"), data,
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 equips %2 (%3 slot); %4 goes back into the pouch."), play.name(hero.id),
                         item->name, slotInWords(slotId), offNames.join(QStringLiteral(", "))));
    return Done{};
}

Gear gearOf(const Content &content, const HeroState &hero)
{
    Gear g;
    for (auto it = hero.items.begin(); it != hero.items.end(); ++it) {
        const Item *item = content.item(it.value().toString());
        if (!item)
            continue;
        if (item->weapon) {
            g.weaponDamage += item->damage;
            g.slaying = g.slaying || item->slaying;
            g.attackBonus += item->attack;
        } else {
            g.defenseBonus += item->defense;
            g.shield = g.shield || item->type == QLatin1String("shield");
            if (item->type == QLatin1String("metal") && item->protections.contains(QStringLiteral("physical")))
                g.metalPhysicalProtection = true;
            for (const QString &p : item->protections)
                if (!g.protections.contains(p))
                    g.protections << p;
            for (const QString &r : item->resistances)
                if (!g.resistances.contains(r))
                    g.resistances << r;
        }
    }
    return g;
}

} // namespace arbiter::theosis
