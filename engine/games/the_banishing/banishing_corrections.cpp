#include "games/the_banishing/banishing_corrections.h"

#include "games/the_banishing/banishing_action_types.h"

namespace arbiter::banishing {

namespace {

QJsonObject cardMove(const QString &from, const QString &to, const std::optional<QString> &card = std::nullopt)
{
    return typed::encode(MoveCard{QJsonValue(from), QJsonValue(to), card});
}

QJsonObject cardMoveWithInput(const QString &from, const QString &to)
{
    return typed::encode(MoveCard{QJsonValue(from), QJsonValue(to), std::nullopt}, {"card"});
}

QStringList distinctCards(QStringList cards)
{
    cards.sort();
    cards.removeDuplicates();
    return cards;
}

struct CorrectionReader {
    const Play &play;
    OptionsBuilder &builder;
    QString active;

    [[nodiscard]] QString topOf(int space) const
    {
        const QStringList &stack = play.board.voidStacks[static_cast<std::size_t>(space)];
        return stack.isEmpty() ? QString() : stack.last();
    }

    void voidDiscards()
    {
        for (int space = 0; space < kVoidSize; ++space) {
            const QString top = topOf(space);
            if (top.isEmpty())
                continue;
            builder.offer(cardMove(Place::voidSpace(space).id(), QStringLiteral("discard")),
                          phrase(QT_TRANSLATE_NOOP("Engine", "Discard %1 from the Void, row %2, column %3"), play.cardName(top),
                                 space / kVoidSide + 1, space % kVoidSide + 1));
        }
    }

    // One option per space that has a card, the destination an input: nine
    // options rather than every ordered pair.
    void voidMoves()
    {
        for (int from = 0; from < kVoidSize; ++from) {
            const QString top = topOf(from);
            if (top.isEmpty())
                continue;
            QJsonArray targets;
            for (int to = 0; to < kVoidSize; ++to)
                if (to != from)
                    targets.append(Place::voidSpace(to).id());
            builder.offerWithInput(typed::encode(MoveCard{QJsonValue(Place::voidSpace(from).id()), std::nullopt, std::nullopt}, {"to"}),
                                   phrase(QT_TRANSLATE_NOOP("Engine", "Move %1 from the Void, row %2, column %3, onto another space"),
                                          play.cardName(top), from / kVoidSide + 1, from % kVoidSide + 1),
                                   QStringLiteral("to"), targets);
        }
    }

    void voidWounds()
    {
        const QString wounds = Place{Place::Kind::Wounds, -1, active}.id();
        for (int space = 0; space < kVoidSize; ++space) {
            const QString top = topOf(space);
            if (top.isEmpty() || play.kindOf(top) != CardKind::Undead)
                continue;
            builder.offer(cardMove(Place::voidSpace(space).id(), wounds),
                          phrase(QT_TRANSLATE_NOOP("Engine", "%1 takes %2 from the Void, row %3, column %4, as a wound"),
                                 play.characterName(active), play.cardName(top), space / kVoidSide + 1, space % kVoidSide + 1));
        }
    }

    void woundsTo(const QString &to, bool everyone)
    {
        for (const QString &character : play.board.order) {
            if (!everyone && character != active)
                continue;
            const QString from = Place{Place::Kind::Wounds, -1, character}.id();
            for (const QString &wound : distinctCards(play.board.cardsOf(character).wounds)) {
                const Phrase label = to == QLatin1String("discard")
                                         ? phrase(QT_TRANSLATE_NOOP("Engine", "Discard %1 from %2's wounds"), play.cardName(wound),
                                                  play.characterName(character))
                                         : phrase(QT_TRANSLATE_NOOP("Engine", "Move %1 from %2's wounds to the Banishing"),
                                                  play.cardName(wound), play.characterName(character));
                builder.offer(cardMove(from, to, wound), label);
            }
        }
    }

    // The active character's own hand only: another seat's hand may be kept
    // on its phone, and its cards are not the acting player's to list.
    void handToBanishing()
    {
        const QStringList hand = distinctCards(play.board.cardsOf(active).hand);
        if (hand.isEmpty())
            return;
        builder.offerWithInput(cardMoveWithInput(Place::handOf(active).id(), QStringLiteral("banishing")),
                               phrase(QT_TRANSLATE_NOOP("Engine", "Move a card from %1's hand to the Banishing"), play.characterName(active)),
                               QStringLiteral("card"), QJsonArray::fromStringList(hand));
    }

    void discardToBanishing()
    {
        const QStringList &discard = play.board.discard;
        for (auto card = discard.crbegin(); card != discard.crend(); ++card) {
            if (play.kindOf(*card) != CardKind::Symbol)
                continue;
            builder.offer(cardMove(QStringLiteral("discard"), QStringLiteral("banishing"), *card),
                          phrase(QT_TRANSLATE_NOOP("Engine", "Move %1 from the discard pile to the Banishing"), play.cardName(*card)));
            return;
        }
    }

    static QString placeFor(CardKind kind, const QString &character)
    {
        const Place::Kind place = kind == CardKind::Undead ? Place::Kind::Wounds
                                  : kind == CardKind::Item ? Place::Kind::Items
                                                           : Place::Kind::Hand;
        return Place{place, -1, character}.id();
    }

    // App deck: the app knows the top card, so its place follows from its
    // kind. Table deck: the table names the card, one option per kind of place.
    void draws()
    {
        // The active character first: most draws are its own.
        QStringList characters{active};
        for (const QString &character : play.board.order)
            if (character != active)
                characters << character;
        for (const QString &character : characters) {
            if (play.board.mode == DeckMode::App) {
                if (play.board.deck.isEmpty())
                    continue;
                builder.offer(cardMove(QStringLiteral("deck"), placeFor(play.kindOf(play.board.deck.first()), character)),
                              phrase(QT_TRANSLATE_NOOP("Engine", "%1 draws the top card of the deck"), play.characterName(character)));
                continue;
            }
            for (const CardKind kind : {CardKind::Symbol, CardKind::Undead, CardKind::Item}) {
                QJsonArray cards;
                for (const CardType &card : play.content.cards)
                    if (card.kind == kind)
                        cards.append(card.id);
                const Phrase label =
                    kind == CardKind::Symbol
                        ? phrase(QT_TRANSLATE_NOOP("Engine", "%1 draws a card into the hand: name it"), play.characterName(character))
                    : kind == CardKind::Undead
                        ? phrase(QT_TRANSLATE_NOOP("Engine", "%1 draws an undead as a wound: name it"), play.characterName(character))
                        : phrase(QT_TRANSLATE_NOOP("Engine", "%1 draws an item: name it"), play.characterName(character));
                builder.offerWithInput(cardMoveWithInput(QStringLiteral("deck"), placeFor(kind, character)), label, QStringLiteral("card"),
                                       cards);
            }
        }
    }
};

} // namespace

const Ability *byHandAbilityThisTurn(const Play &play)
{
    const CharacterSheet *sheet = play.content.character(play.board.turn.character);
    const Ability *ability = sheet ? sheet->ability(play.board.turn.ability) : nullptr;
    return ability && ability->handling == Handling::ByHand ? ability : nullptr;
}

void offerCorrections(const Play &play, OptionsBuilder &builder, const Ability &ability)
{
    CorrectionReader reader{play, builder, play.board.turn.character};
    for (const QString &kind : ability.corrections) {
        if (kind == QLatin1String("void_discard"))
            reader.voidDiscards();
        else if (kind == QLatin1String("void_move"))
            reader.voidMoves();
        else if (kind == QLatin1String("void_wound"))
            reader.voidWounds();
        else if (kind == QLatin1String("wound_discard"))
            reader.woundsTo(QStringLiteral("discard"), true);
        else if (kind == QLatin1String("wound_banishing"))
            reader.woundsTo(QStringLiteral("banishing"), false);
        else if (kind == QLatin1String("hand_banishing"))
            reader.handToBanishing();
        else if (kind == QLatin1String("discard_banishing"))
            reader.discardToBanishing();
        else if (kind == QLatin1String("draw"))
            reader.draws();
    }
}

} // namespace arbiter::banishing
