#include "games/the_banishing/banishing_pack_texts.h"

#include "games/the_banishing/banishing_content.h"

namespace arbiter::banishing {

namespace {

PackText::Handling handlingOf(const Ability &ability)
{
    switch (ability.handling) {
    case Handling::Applied:
        return PackText::Handling::Applied;
    case Handling::ByHand:
        return PackText::Handling::ByHand;
    case Handling::Unmarked:
        break;
    }
    return PackText::Handling::Silent;
}

} // namespace

QList<PackText> packTexts(const QJsonObject &pack)
{
    const Result<Content> content = contentFrom(pack);
    if (!content)
        return {};
    QList<PackText> texts;
    for (const CharacterSheet &sheet : content->characters)
        for (const Ability &ability : sheet.abilities) {
            PackText text;
            text.path = QStringLiteral("characters/%1/abilities/%2").arg(sheet.id, ability.id);
            text.name = ability.name;
            text.text = ability.effect;
            text.handling = handlingOf(ability);
            text.corrections = ability.corrections;
            if (ability.handling == Handling::ByHand)
                text.reason = QStringLiteral("the table carries the effect out; the app moves the paid set");
            texts << text;
        }
    for (const CardType &card : content->cards) {
        if (card.kind != CardKind::Item)
            continue;
        // The item kinds are rules, not pack text: the engine applies each
        // (tests/engine/tst_banishing_session.cpp, shield/wand/armor tests).
        PackText text;
        text.path = QStringLiteral("cards/%1").arg(card.id);
        text.name = card.name;
        text.handling = PackText::Handling::Applied;
        texts << text;
    }
    return texts;
}

} // namespace arbiter::banishing
