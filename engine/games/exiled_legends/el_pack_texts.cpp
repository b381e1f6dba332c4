#include "games/exiled_legends/el_pack_texts.h"

#include "games/exiled_legends/el_content.h"

namespace arbiter::exiled_legends {

namespace {

// A by-hand marking wins over computed fields: a text only partly computed
// is still the players' to finish.
PackText::Handling handlingOf(bool byHand, bool computed)
{
    if (byHand)
        return PackText::Handling::ByHand;
    return computed ? PackText::Handling::Applied : PackText::Handling::Silent;
}

QString reasonFor(const Ability &ability)
{
    if (!ability.byHand)
        return {};
    if (ability.kind == AbilityKind::Continuous)
        return QStringLiteral("a continuous ability: the players keep it in mind (an attack's Strength or targets are entered "
                              "on attack.declare)");
    if (ability.corrections.isEmpty())
        return QStringLiteral("changes nothing the app tracks");
    return QStringLiteral("a choice only the players make");
}

void addAbility(QList<PackText> &texts, const QString &path, const Ability &ability)
{
    PackText text;
    text.path = path;
    text.name = ability.name;
    text.text = ability.text;
    // A continuous ability has no computed fields (the reader refuses them).
    text.handling = handlingOf(ability.byHand, !ability.effects.isEmpty());
    text.corrections = ability.corrections;
    text.reason = reasonFor(ability);
    texts << text;
}

} // namespace

QList<PackText> packTexts(const QJsonObject &content)
{
    auto parsed = parseContent(content);
    if (!parsed)
        return {};
    const Content &pack = parsed.value();
    QList<PackText> texts;
    for (const HeroCard &hero : pack.heroes) {
        const QString base = QStringLiteral("heroes/") + hero.id;
        addAbility(texts, base + QStringLiteral("/champion"), hero.champion);
        addAbility(texts, base + QStringLiteral("/support"), hero.support);
    }
    for (const LegendCard &legend : pack.legends) {
        const QString base = QStringLiteral("legends/") + legend.id;
        addAbility(texts, base + QStringLiteral("/team"), legend.team);
        for (int i = 0; i < 2; ++i) {
            addAbility(texts, base + QStringLiteral("/hero/champion/%1").arg(i), legend.champion.at(i));
            addAbility(texts, base + QStringLiteral("/hero/support/%1").arg(i), legend.support.at(i));
        }
        PackText bane;
        bane.path = base + QStringLiteral("/bane");
        bane.name = legend.name + QStringLiteral(" bane"); // a bane has no name of its own
        bane.text = legend.bane.text;
        bane.handling = handlingOf(legend.bane.byHand, legend.bane.extraDamage != 0 || legend.bane.strength != 0);
        bane.corrections = legend.bane.corrections;
        texts << bane;
    }
    for (const SphereCard &sphere : pack.spheres) {
        PackText text;
        text.path = QStringLiteral("spheres/") + sphere.id;
        text.name = sphere.name;
        text.text = sphere.text;
        text.handling = handlingOf(sphere.byHand, sphere.strength != 0);
        text.corrections = sphere.corrections;
        texts << text;
    }
    return texts;
}

} // namespace arbiter::exiled_legends
