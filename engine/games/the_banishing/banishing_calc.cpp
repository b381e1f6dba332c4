#include "games/the_banishing/banishing_calc.h"

#include "core/json_fields.h"

#include "games/the_banishing/banishing_match.h"
#include "games/the_banishing/banishing_status.h"

namespace arbiter {

namespace {

constexpr int kMaxStat = 30;
constexpr int kMinWound = 1;
constexpr int kMaxWound = 5;
constexpr int kMaxWounds = 60;
constexpr int kMaxCards = 20;
const QString kMatchedSetsRule = QStringLiteral("the-banishing.matched-sets");


Result<banishing::SetCard> setCardFrom(const QJsonValue &v, const QString &path)
{
    if (!v.isObject())
        return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be an object with \"color\" and \"symbol\", or {\"wand\": true}."));
    const QJsonObject o = v.toObject();
    auto wand = json::optionalBool(o, QStringLiteral("wand"), path, false);
    if (!wand)
        return wand.error();
    if (wand.value())
        return banishing::SetCard{true, {}, {}};
    auto color = json::requiredString(o, QStringLiteral("color"), path);
    if (!color)
        return color.error();
    auto symbol = json::requiredString(o, QStringLiteral("symbol"), path);
    if (!symbol)
        return symbol.error();
    if (color->trimmed().isEmpty() || symbol->trimmed().isEmpty())
        return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 needs a colour and a symbol that are not empty."));
    return banishing::SetCard{false, color.value(), symbol.value()};
}

} // namespace

Result<Calculation> banishingStatus(const QJsonObject &request)
{
    auto stamina = json::requiredInt(request, QStringLiteral("stamina"), {}, 1, kMaxStat);
    if (!stamina)
        return stamina.error();
    auto health = json::requiredInt(request, QStringLiteral("health"), {}, 1, kMaxStat);
    if (!health)
        return health.error();
    auto armor = json::optionalBool(request, QStringLiteral("armor"), {}, false);
    if (!armor)
        return armor.error();
    auto wounds = json::optionalArray(request, QStringLiteral("wounds"), {});
    if (!wounds)
        return wounds.error();
    if (wounds->size() > kMaxWounds)
        return json::fieldError(QStringLiteral("wounds"), QT_TRANSLATE_NOOP("Engine", "%1 holds more than 60 wounds."));

    std::vector<int> woundDamage;
    QStringList terms;
    for (qsizetype i = 0; i < wounds->size(); ++i) {
        const QString path = json::indexedPath(QStringLiteral("wounds"), i);
        const QJsonValue w = wounds->at(i);
        if (!w.isDouble() || w.toDouble() != static_cast<double>(w.toInt()))
            return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be a whole number."));
        if (w.toInt() < kMinWound || w.toInt() > kMaxWound)
            return RuleError::badRequest(QStringLiteral("request.range"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "%1 must be between %2 and %3."), path, kMinWound, kMaxWound));
        woundDamage.push_back(w.toInt());
        terms << QString::number(w.toInt());
    }
    const banishing::CharacterStatus status =
        banishing::characterStatus(stamina.value(), health.value(), woundDamage, armor.value());

    Calculation calculation;
    auto &steps = calculation.steps;
    if (terms.isEmpty())
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "No wounds: 0 damage.")));
    else
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Wounds: %1 = %2 damage."), terms.join(QStringLiteral(" + ")), status.damage));

    if (status.armor)
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Stamina %1 + %2 for Armor = %3."), stamina.value(),
                               banishing::kArmorStamina, status.stamina));
    if (status.exhausted)
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Damage %1 reaches stamina %2: exhausted, only shared abilities can be used."),
                               status.damage, status.stamina));
    else
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Damage %1 is below stamina %2: not exhausted."), status.damage, status.stamina));
    if (status.dead)
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Damage %1 reaches health %2: the character dies and the game is lost."),
                               status.damage, status.health));
    else
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Damage %1 is below health %2: still alive."), status.damage, status.health));

    calculation.fields.insert(QStringLiteral("damage"), status.damage);
    calculation.fields.insert(QStringLiteral("stamina_effective"), status.stamina);
    calculation.fields.insert(QStringLiteral("exhausted"), status.exhausted);
    calculation.fields.insert(QStringLiteral("dead"), status.dead);
    return calculation;
}

Result<Calculation> banishingMatch(const QJsonObject &request)
{
    auto list = json::requiredArray(request, QStringLiteral("cards"), {});
    if (!list)
        return list.error();
    if (list->size() > kMaxCards)
        return json::fieldError(QStringLiteral("cards"), QT_TRANSLATE_NOOP("Engine", "%1 holds more than 20 cards."));
    std::vector<banishing::SetCard> cards;
    int wands = 0;
    for (qsizetype i = 0; i < list->size(); ++i) {
        auto card = setCardFrom(list->at(i), json::indexedPath(QStringLiteral("cards"), i));
        if (!card)
            return card.error();
        wands += card->wand ? 1 : 0;
        cards.push_back(card.value());
    }
    // A character holds at most one item of each kind.
    if (wands > 1)
        return RuleError::invalid(QStringLiteral("banishing.one_wand"), kMatchedSetsRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 wands are given, but a character can hold only one."), wands));

    Calculation calculation;
    auto &steps = calculation.steps;
    const int count = static_cast<int>(cards.size());
    if (count < 3) {
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "A matched set needs 3 cards, and only %1 are given: no ability."), count));
        calculation.fields.insert(QStringLiteral("level"), 0);
        return calculation;
    }

    const banishing::MatchedSet best = banishing::bestSet(cards);

    calculation.fields.insert(QStringLiteral("level"), best.level);
    if (best.level == 0) {
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "No three of the cards share a colour: no ability.")));
        return calculation;
    }
    const auto &[a, b, c] = best.cards;
    calculation.fields.insert(QStringLiteral("set"), QJsonArray{a, b, c});
    const bool wandUsed = best.wandUsed;
    if (best.level == 2)
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Cards %1, %2 and %3 share the colour %4 and the symbol %5: a level 2 "
                                              "ability."),
                               a + 1, b + 1, c + 1, best.shared->color, best.shared->symbol));
    else
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "Cards %1, %2 and %3 share the colour %4 but not one symbol: a level 1 "
                                              "ability."),
                               a + 1, b + 1, c + 1, best.shared->color));
    if (wandUsed && best.level == 2)
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "The wand stands in for a %1 card with the symbol %2."),
                               best.shared->color, best.shared->symbol));
    else if (wandUsed)
        steps.push_back(phrase(QT_TRANSLATE_NOOP("Engine", "The wand stands in for a %1 card."), best.shared->color));
    return calculation;
}

} // namespace arbiter
