#include "LegendsCardView.h"

#include "content/ContentText.h"
#include "games/exiled_legends/el_game.h"
#include "games/exiled_legends/el_state.h"

using namespace Qt::Literals::StringLiterals;

namespace arbiter::legends_view {

using namespace exiled_legends;

LegendsAbility abilityView(const Ability *ability)
{
    LegendsAbility view;
    if (!ability || ability->name.isEmpty())
        return view;
    view.name = content_text::localized(ability->name);
    view.kind = kindName(ability->kind);
    view.text = content_text::localized(ability->text);
    if (ability->kind == AbilityKind::Triggered)
        view.trigger = triggerName(ability->trigger);
    if (ability->kind == AbilityKind::Functional)
        view.cost = ability->cost;
    return view;
}

LegendsHero heroView(const Table &table, const QString &hero)
{
    const PlayerData &owner = table.player(table.ownerOf(hero));
    LegendsHero view;
    view.position = u"candidate"_s;
    if (owner.champion == hero)
        view.position = u"champion"_s;
    else if (owner.supports.contains(hero))
        view.position = u"support"_s;

    for (const QString &legend : table.legendsInGame()) {
        const int count = table.counter(hero, counters::bane(legend));
        if (count <= 0)
            continue;
        const LegendCard *card = table.content().legend(legend);
        view.banes.append({legend, card ? content_text::localized(card->name) : legend,
                           card ? typeName(card->type) : QString(), count});
    }

    view.id = hero;
    view.name = content_text::localized(table.nameOf(hero));
    view.owner = table.ownerOf(hero);
    view.strength = table.strengthOf(hero);
    view.maxHp = table.maxHpOf(hero);
    view.damage = table.damageOf(hero);
    view.atMaxHp = table.atMaxHp(hero);
    view.isLegend = table.isLegend(hero);
    // The abilities of the position the card stands in: one for a hero, two
    // for a flipped Legend (which lends one of them per turn).
    if (const HeroCard *card = table.content().hero(hero)) {
        view.type = typeName(card->type);
        view.abilities.append(abilityView(view.position == u"support"_s ? &card->support : &card->champion));
    } else if (const LegendCard *legend = table.content().legend(hero)) {
        view.type = typeName(legend->type);
        const auto &abilities = view.position == u"support"_s ? legend->support : legend->champion;
        for (const Ability &ability : abilities)
            view.abilities.append(abilityView(&ability));
    }
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
