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

// A by-hand text at work: who it names as its source in the log, whose it
// is, and the heroes and players its corrections may name.
struct TextAtWork {
    QString source;
    QString owner;
    QStringList heroes;
    QStringList players;
};

// One correction for every hero or player the text may name; effects.apply's
// own refusals (no token left, no counter waiting...) leave a choice out.
void offerCorrection(const Table &table, OptionsBuilder &builder, const TextAtWork &work, const QString &correction)
{
    const QString &source = work.source;
    const QString &owner = work.owner;
    const auto offer = [&](const QJsonObject &effect, const Phrase &label) { builder.offer(applying(source, effect), label); };
    const QString hero = QStringLiteral("hero");
    const QString effect = QStringLiteral("effect");
    const QString amount = QStringLiteral("amount");

    if (correction == QLatin1String("add_bane")) {
        if (owner.isEmpty())
            return; // a Sphere card's: no Legend's tokens to add
        for (const QString &id : work.heroes)
            offer({{effect, QStringLiteral("add_bane")}, {hero, id}, {QStringLiteral("legend"), table.player(owner).legend}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "Add a bane token to %1"), table.nameOf(id)));
    } else if (correction == QLatin1String("remove_bane")) {
        for (const QString &id : work.heroes)
            for (const QString &legend : table.legendsInGame())
                if (table.counter(id, counters::bane(legend)) > 0)
                    offer({{effect, QStringLiteral("remove_bane")}, {hero, id}, {QStringLiteral("legend"), legend}},
                          phrase(QT_TRANSLATE_NOOP("Engine", "Take a bane token of %2 off %1"), table.nameOf(id),
                                 table.nameOf(legend)));
    } else if (correction == QLatin1String("damage")) {
        for (const QString &id : work.heroes)
            offer({{effect, QStringLiteral("damage")}, {hero, id}, {amount, 1}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "1 damage counter on %1"), table.nameOf(id)));
    } else if (correction == QLatin1String("heal")) {
        for (const QString &id : work.heroes)
            if (table.damageOf(id) > 0)
                offer({{effect, QStringLiteral("damage")}, {hero, id}, {amount, -1}},
                      phrase(QT_TRANSLATE_NOOP("Engine", "Take 1 damage counter off %1"), table.nameOf(id)));
    } else if (correction == QLatin1String("prevent")) {
        if (table.data().attack)
            for (const PendingDamage &waiting : table.data().attack->pending)
                if (waiting.counters > 0 && work.heroes.contains(waiting.hero))
                    offer({{effect, QStringLiteral("prevent")}, {hero, waiting.hero}, {amount, 1}},
                          phrase(QT_TRANSLATE_NOOP("Engine", "1 damage counter fewer beside %1"), table.nameOf(waiting.hero)));
    } else if (correction == QLatin1String("mp") || correction == QLatin1String("lose_mp")) {
        const bool gain = correction == QLatin1String("mp");
        for (const QString &player : work.players)
            offer({{effect, QStringLiteral("mp")}, {QStringLiteral("player"), player}, {amount, gain ? 1 : -1}},
                  gain ? phrase(QT_TRANSLATE_NOOP("Engine", "1 Myth Point for %1"), table.nameOf(player))
                       : phrase(QT_TRANSLATE_NOOP("Engine", "%1 loses 1 Myth Point"), table.nameOf(player)));
    } else if (correction == QLatin1String("strength") || correction == QLatin1String("weaken")) {
        const bool more = correction == QLatin1String("strength");
        for (const QString &id : work.heroes)
            offer({{effect, QStringLiteral("gain")}, {hero, id}, {QStringLiteral("strength"), more ? 1 : -1}},
                  more ? phrase(QT_TRANSLATE_NOOP("Engine", "%1 has 1 extra Strength this turn"), table.nameOf(id))
                       : phrase(QT_TRANSLATE_NOOP("Engine", "%1 has 1 less Strength this turn"), table.nameOf(id)));
    } else if (correction == QLatin1String("switch")) {
        for (const QString &player : work.players)
            for (const QString &support : table.player(player).supports)
                if (work.heroes.contains(support))
                offer({{effect, QStringLiteral("switch")}, {QStringLiteral("support"), support}},
                      phrase(QT_TRANSLATE_NOOP("Engine", "Switch %1 with %2's Champion"), table.nameOf(support),
                             table.nameOf(player)));
    }
}

// The heroes in play of one type, and the players whose Legend is of it.
TextAtWork ofType(const Table &table, const QString &source, HeroType type)
{
    TextAtWork work{source, {}, {}, {}};
    for (const QString &hero : everyHeroInPlay(table))
        if (table.typeOf(hero) == type)
            work.heroes << hero;
    for (const QString &player : table.playersIn()) {
        const LegendCard *legend = table.content().legend(table.player(player).legend);
        if (legend && legend->type == type)
            work.players << player;
    }
    return work;
}

// The by-hand Sphere card in force, for the whole of its round.
const SphereCard *byHandSphere(const Table &table)
{
    if (table.data().stage != Stage::Play)
        return nullptr;
    const SphereCard *card = table.content().sphere(activeSphere(table.data()));
    return card && card->byHand ? card : nullptr;
}

// The by-hand bane tokens due at the start of this turn, while its Beginning phase lasts.
std::vector<std::pair<BaneReminder, const Bane *>> byHandBanes(const Table &table)
{
    std::vector<std::pair<BaneReminder, const Bane *>> due;
    if (table.data().stage != Stage::Play || table.data().turn.phase != Phase::Beginning)
        return due;
    for (const BaneReminder &reminder : table.data().turn.baneReminders) {
        const LegendCard *legend = table.content().legend(reminder.legend);
        if (legend && legend->bane.byHand)
            due.emplace_back(reminder, &legend->bane);
    }
    return due;
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
    if (const std::optional<ByHandAbility> used = byHandAbility(table)) {
        const TextAtWork work{used->ability->name, table.ownerOf(used->hero), everyHeroInPlay(table), table.playersIn()};
        for (const QString &correction : used->ability->corrections)
            offerCorrection(table, builder, work, correction);
    }
    if (const SphereCard *sphere = byHandSphere(table)) {
        const TextAtWork work = ofType(table, sphere->name, sphere->type);
        for (const QString &correction : sphere->corrections)
            offerCorrection(table, builder, work, correction);
    }
    // A bane names the hero carrying the token and that hero's player.
    for (const auto &[reminder, bane] : byHandBanes(table)) {
        const QString owner = table.ownerOf(reminder.hero);
        const TextAtWork work{table.nameOf(reminder.legend), owner, {reminder.hero}, {owner}};
        for (const QString &correction : bane->corrections)
            offerCorrection(table, builder, work, correction);
    }
}

QJsonArray byHandTexts(const Table &table)
{
    QJsonArray texts;
    if (const SphereCard *sphere = byHandSphere(table))
        texts.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("sphere")},
                                 {QStringLiteral("source"), sphere->name},
                                 {QStringLiteral("text"), sphere->text},
                                 {QStringLiteral("corrections"), QJsonArray::fromStringList(sphere->corrections)}});
    for (const auto &[reminder, bane] : byHandBanes(table))
        texts.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("bane")},
                                 {QStringLiteral("source"), table.nameOf(reminder.legend)},
                                 {QStringLiteral("hero"), reminder.hero},
                                 {QStringLiteral("text"), bane->text},
                                 {QStringLiteral("corrections"), QJsonArray::fromStringList(bane->corrections)}});
    return texts;
}

} // namespace arbiter::exiled_legends
