#include "games/exiled_legends/el_corrections.h"

#include "games/exiled_legends/el_abilities.h"

#include <QJsonArray>

namespace arbiter::exiled_legends {

namespace {

struct ByHandAbility {
    QString hero;
    QString position;
    int index = 0;
    const Ability *ability = nullptr;
};

std::optional<ByHandAbility> byHandAbility(const Table &table)
{
    const QStringList key = table.data().turn.byHand.split(QLatin1Char('/'));
    if (table.data().stage != Stage::Play || key.size() != 3)
        return std::nullopt;
    const Ability *ability = table.ability(key.at(0), key.at(1), key.at(2).toInt());
    if (!ability || !ability->byHand || !table.isCard(key.at(0)))
        return std::nullopt;
    return ByHandAbility{key.at(0), key.at(1), key.at(2).toInt(), ability};
}

QJsonObject applying(const QString &source, const QJsonObject &effect)
{
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("effects.apply")},
                       {QStringLiteral("effects"), QJsonArray{effect}},
                       {QStringLiteral("source"), source}};
}

QStringList everyHeroInPlay(const Table &table)
{
    QStringList heroes;
    for (const QString &player : table.playersIn())
        heroes << table.heroesInPlay(player);
    return heroes;
}

// One correction for every hero or player it may name; effects.apply's own
// refusals (no token left, no counter waiting...) leave a choice out.
void offerCorrection(const Table &table, OptionsBuilder &builder, const ByHandAbility &used, const QString &correction)
{
    const QString source = used.ability->name;
    const QString owner = table.ownerOf(used.hero);
    const auto offer = [&](const QJsonObject &effect, const Phrase &label) { builder.offer(applying(source, effect), label); };
    const QString hero = QStringLiteral("hero");
    const QString effect = QStringLiteral("effect");
    const QString amount = QStringLiteral("amount");

    if (correction == QLatin1String("add_bane")) {
        for (const QString &id : everyHeroInPlay(table))
            offer({{effect, QStringLiteral("add_bane")}, {hero, id}, {QStringLiteral("legend"), table.player(owner).legend}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "Add a bane token to %1"), table.nameOf(id)));
    } else if (correction == QLatin1String("remove_bane")) {
        for (const QString &id : everyHeroInPlay(table))
            for (const QString &legend : table.legendsInGame())
                if (table.counter(id, counters::bane(legend)) > 0)
                    offer({{effect, QStringLiteral("remove_bane")}, {hero, id}, {QStringLiteral("legend"), legend}},
                          phrase(QT_TRANSLATE_NOOP("Engine", "Take a bane token of %2 off %1"), table.nameOf(id),
                                 table.nameOf(legend)));
    } else if (correction == QLatin1String("damage")) {
        for (const QString &id : everyHeroInPlay(table))
            offer({{effect, QStringLiteral("damage")}, {hero, id}, {amount, 1}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "1 damage counter on %1"), table.nameOf(id)));
    } else if (correction == QLatin1String("heal")) {
        for (const QString &id : everyHeroInPlay(table))
            if (table.damageOf(id) > 0)
                offer({{effect, QStringLiteral("damage")}, {hero, id}, {amount, -1}},
                      phrase(QT_TRANSLATE_NOOP("Engine", "Take 1 damage counter off %1"), table.nameOf(id)));
    } else if (correction == QLatin1String("prevent")) {
        if (table.data().attack)
            for (const PendingDamage &waiting : table.data().attack->pending)
                if (waiting.counters > 0)
                    offer({{effect, QStringLiteral("prevent")}, {hero, waiting.hero}, {amount, 1}},
                          phrase(QT_TRANSLATE_NOOP("Engine", "1 damage counter fewer beside %1"), table.nameOf(waiting.hero)));
    } else if (correction == QLatin1String("mp") || correction == QLatin1String("lose_mp")) {
        const bool gain = correction == QLatin1String("mp");
        for (const QString &player : table.playersIn())
            offer({{effect, QStringLiteral("mp")}, {QStringLiteral("player"), player}, {amount, gain ? 1 : -1}},
                  gain ? phrase(QT_TRANSLATE_NOOP("Engine", "1 Myth Point for %1"), table.nameOf(player))
                       : phrase(QT_TRANSLATE_NOOP("Engine", "%1 loses 1 Myth Point"), table.nameOf(player)));
    } else if (correction == QLatin1String("strength") || correction == QLatin1String("weaken")) {
        const bool more = correction == QLatin1String("strength");
        for (const QString &id : everyHeroInPlay(table))
            offer({{effect, QStringLiteral("gain")}, {hero, id}, {QStringLiteral("strength"), more ? 1 : -1}},
                  more ? phrase(QT_TRANSLATE_NOOP("Engine", "%1 has 1 extra Strength this turn"), table.nameOf(id))
                       : phrase(QT_TRANSLATE_NOOP("Engine", "%1 has 1 less Strength this turn"), table.nameOf(id)));
    } else if (correction == QLatin1String("switch")) {
        for (const QString &player : table.playersIn())
            for (const QString &support : table.player(player).supports)
                offer({{effect, QStringLiteral("switch")}, {QStringLiteral("support"), support}},
                      phrase(QT_TRANSLATE_NOOP("Engine", "Switch %1 with %2's Champion"), table.nameOf(support),
                             table.nameOf(player)));
    }
}

} // namespace

QJsonObject byHandStep(const Table &table)
{
    const std::optional<ByHandAbility> used = byHandAbility(table);
    if (!used)
        return {};
    return QJsonObject{{QStringLiteral("player"), table.ownerOf(used->hero)},
                       {QStringLiteral("hero"), used->hero},
                       {QStringLiteral("ability"), used->position},
                       {QStringLiteral("index"), used->index},
                       {QStringLiteral("name"), used->ability->name},
                       {QStringLiteral("text"), used->ability->text},
                       {QStringLiteral("corrections"), QJsonArray::fromStringList(used->ability->corrections)}};
}

void offerCorrections(const Table &table, OptionsBuilder &builder)
{
    const std::optional<ByHandAbility> used = byHandAbility(table);
    if (!used)
        return;
    for (const QString &correction : used->ability->corrections)
        offerCorrection(table, builder, *used, correction);
}

} // namespace arbiter::exiled_legends
