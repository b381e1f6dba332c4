#include "games/the_banishing/banishing_new_cards.h"

#include "core/card_ids.h"
#include "games/the_banishing/banishing_content.h"

#include <QJsonArray>

namespace arbiter::banishing {

namespace {

const QString kCards = QStringLiteral("cards");
const QString kContent = QStringLiteral("content");
const QString kSymbol = QStringLiteral("symbol");
const QString kUndead = QStringLiteral("undead");
const QString kTableDeckRule = QStringLiteral("the-banishing.deck-modes");

// The pack's form of the typed card: one copy, with an id of its own.
QJsonObject cardEntry(const QString &kind, const QJsonObject &typed, const QJsonArray &cards)
{
    const QString name = typed.value(QStringLiteral("name")).toString().trimmed();
    QJsonObject card{{QStringLiteral("id"), freeCardId(name,
                                                       [&cards](const QString &id) {
                                                           for (const QJsonValue &c : cards)
                                                               if (c.toObject().value(QStringLiteral("id")).toString() == id)
                                                                   return true;
                                                           return false;
                                                       })},
                     {QStringLiteral("kind"), kind},
                     {QStringLiteral("name"), name},
                     {QStringLiteral("count"), 1}};
    const QStringList parts = kind == kSymbol ? QStringList{QStringLiteral("color"), kSymbol}
                                              : QStringList{QStringLiteral("level"), QStringLiteral("damage")};
    for (const QString &part : parts)
        card.insert(part, typed.value(part).isString() ? QJsonValue(typed.value(part).toString().trimmed()) : typed.value(part));
    return card;
}

} // namespace

Status addCard(Play &play, const AddCard &action)
{
    if (play.board.mode == DeckMode::App)
        return RuleError::invalid(QStringLiteral("banishing.app_deals"), kTableDeckRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "In app-deck mode the app deals every card itself.")));
    if (play.board.pending.isEmpty())
        return RuleError::invalid(QStringLiteral("banishing.nothing_to_reveal"), kTableDeckRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "No place is waiting for a card from the deck.")));
    if (action.kind != kSymbol && action.kind != kUndead)
        return RuleError::badRequest(QStringLiteral("request.bad_value"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "kind must be \"symbol\" or \"undead\": an item's effect "
                                                                        "is the rules' own.")));
    QJsonObject setup = play.state.setup;
    QJsonObject pack = setup.value(kContent).toObject();
    QJsonArray cards = pack.value(kCards).toArray();
    const QJsonObject card = cardEntry(action.kind, action.card, cards);
    cards.append(card);
    pack.insert(kCards, cards);
    // The pack's own reader checks the card, naming the part at fault.
    auto parsed = contentFrom(pack);
    if (!parsed) {
        // Named as the table typed it ("card.damage"), not by its place in the pack.
        RuleError error = parsed.error();
        error.message.args.replaceInStrings(QStringLiteral("content.cards[%1]").arg(cards.size() - 1), QStringLiteral("card"));
        return error;
    }
    setup.insert(kContent, pack);
    play.state.setup = setup;
    play.content = std::move(parsed).value();
    play.note(QStringLiteral("deck.card_added"), {{QStringLiteral("card"), card}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 joins the cards the table may name, as the real card shows it."),
                     card.value(QStringLiteral("name")).toString()));
    return Done{};
}

std::vector<CardField> newCardFields(const QString &kind)
{
    const auto text = [](const char *key, const char *label) {
        return CardField{QLatin1String(key), phrase(label), CardField::Kind::Text};
    };
    if (kind == kSymbol)
        return {text("name", QT_TRANSLATE_NOOP("Engine", "Name")), text("color", QT_TRANSLATE_NOOP("Engine", "Colour")),
                text("symbol", QT_TRANSLATE_NOOP("Engine", "Symbol"))};
    return {text("name", QT_TRANSLATE_NOOP("Engine", "Name")),
            CardField{QStringLiteral("level"), phrase(QT_TRANSLATE_NOOP("Engine", "Level")), CardField::Kind::Number, 1, kMaxUndeadLevel},
            CardField{QStringLiteral("damage"), phrase(QT_TRANSLATE_NOOP("Engine", "Damage")), CardField::Kind::Number, 1, kMaxDamage}};
}

QJsonObject packKeepingCard(QJsonObject pack, const QJsonObject &action)
{
    if (action.value(QStringLiteral("type")).toString() != QLatin1String(AddCard::kType))
        return pack;
    QJsonArray cards = pack.value(kCards).toArray();
    const QJsonObject typed = action.value(QStringLiteral("card")).toObject();
    const QString name = typed.value(QStringLiteral("name")).toString().trimmed();
    for (const QJsonValue &c : cards)
        if (c.toObject().value(QStringLiteral("name")).toString() == name)
            return pack; // kept already, by an earlier game
    cards.append(cardEntry(action.value(QStringLiteral("kind")).toString(), typed, cards));
    pack.insert(kCards, cards);
    return pack;
}

} // namespace arbiter::banishing
