#include "LegendsCardView.h"

#include "content/ContentText.h"
#include "games/exiled_legends/el_game.h"
#include "games/exiled_legends/el_state.h"

#include <QVariantList>

using namespace Qt::Literals::StringLiterals;

namespace arbiter::legends_view {

using namespace exiled_legends;

QVariantMap abilityView(const Ability *ability)
{
    if (!ability || ability->name.isEmpty())
        return {};
    QVariantMap view{{u"name"_s, content_text::localized(ability->name)},
                     {u"kind"_s, kindName(ability->kind)},
                     {u"text"_s, content_text::localized(ability->text)}};
    if (ability->kind == AbilityKind::Triggered)
        view.insert(u"trigger"_s, triggerName(ability->trigger));
    if (ability->kind == AbilityKind::Functional)
        view.insert(u"cost"_s, ability->cost);
    return view;
}

QVariantMap heroView(const Table &table, const QString &hero)
{
    const PlayerData &owner = table.player(table.ownerOf(hero));
    QString position = u"candidate"_s;
    if (owner.champion == hero)
        position = u"champion"_s;
    else if (owner.supports.contains(hero))
        position = u"support"_s;

    QVariantList banes;
    for (const QString &legend : table.legendsInGame()) {
        const int count = table.counter(hero, counters::bane(legend));
        if (count <= 0)
            continue;
        const LegendCard *card = table.content().legend(legend);
        banes.append(QVariantMap{{u"legend"_s, legend},
                                 {u"name"_s, card ? content_text::localized(card->name) : legend},
                                 {u"type"_s, card ? typeName(card->type) : QString()},
                                 {u"count"_s, count}});
    }

    QVariantMap view{{u"id"_s, hero},
                     {u"name"_s, content_text::localized(table.nameOf(hero))},
                     {u"owner"_s, table.ownerOf(hero)},
                     {u"position"_s, position},
                     {u"strength"_s, table.strengthOf(hero)},
                     {u"maxHp"_s, table.maxHpOf(hero)},
                     {u"damage"_s, table.damageOf(hero)},
                     {u"atMaxHp"_s, table.atMaxHp(hero)},
                     {u"isLegend"_s, table.isLegend(hero)},
                     {u"banes"_s, banes}};
    // The abilities of the position the card stands in: one for a hero, two
    // for a flipped Legend (which lends one of them per turn).
    QVariantList active;
    if (const HeroCard *card = table.content().hero(hero)) {
        view.insert(u"type"_s, typeName(card->type));
        active.append(abilityView(position == u"support"_s ? &card->support : &card->champion));
    } else if (const LegendCard *legend = table.content().legend(hero)) {
        view.insert(u"type"_s, typeName(legend->type));
        const auto &abilities = position == u"support"_s ? legend->support : legend->champion;
        for (const Ability &ability : abilities)
            active.append(abilityView(&ability));
    }
    view.insert(u"abilities"_s, active);
    return view;
}

std::optional<RuleError> refusal(const SessionState &state, const QJsonObject &action)
{
    static const GameDefinition game = exiledLegendsGame();
    auto outcome = apply(game, state, action);
    if (outcome)
        return std::nullopt;
    return outcome.error();
}

} // namespace arbiter::legends_view
