#include "games/the_banishing/banishing_turn.h"

#include "games/the_banishing/banishing_deck.h"
#include "games/the_banishing/banishing_play.h"

namespace arbiter::banishing {

namespace {

const QString kShieldRule = QStringLiteral("the-banishing.shield");

Status spendShield(Play &play, const QString &undead)
{
    const QString character = play.board.turn.character;
    const CardType *shield = heldItem(play, character, ItemKind::Shield);
    if (!shield)
        return RuleError::invalid(QStringLiteral("banishing.no_shield"), kShieldRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 holds no Shield."), play.characterName(character)));
    CharacterCards &cards = play.board.cardsOf(character);
    if (!play.board.turn.undeadTaken.contains(undead) || !cards.wounds.contains(undead))
        return RuleError::invalid(QStringLiteral("banishing.shield_old_wound"), kShieldRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "A Shield only stops an undead taken this turn, and %1 took no %2 this turn."),
                                         play.characterName(character), play.cardName(undead)));
    removeOne(play.board.turn.undeadTaken, undead);
    removeOne(cards.wounds, undead);
    removeOne(cards.items, shield->id);
    play.board.discard << undead << shield->id;
    play.note(QStringLiteral("shield.used"),
              {{QStringLiteral("character"), character}, {QStringLiteral("card"), undead}, {QStringLiteral("shield"), shield->id}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 uses the Shield: %2 and the Shield go to the discard pile."),
                     play.characterName(character), play.cardName(undead)));
    return Done{};
}

// Sorts one taken card to where it belongs.
void receive(Play &play, const QString &card, const Place &from)
{
    const QString character = play.board.turn.character;
    CharacterCards &cards = play.board.cardsOf(character);
    const CardType *known = play.content.card(card);
    if (!known) {
        cards.hand << card; // not in this session's pack: the table sorts it out by hand
        return;
    }
    const CardType &type = *known;
    QJsonObject data{{QStringLiteral("character"), character}, {QStringLiteral("card"), card}, {QStringLiteral("from"), from.id()}};
    switch (type.kind) {
    case CardKind::Symbol:
        cards.hand << card;
        data.insert(QStringLiteral("to"), Place{Place::Kind::Hand, -1, character}.id());
        play.note(QStringLiteral("card.taken"), data,
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 takes %2 into the hand."), play.characterName(character), type.name));
        return;
    case CardKind::Item:
        if (heldItem(play, character, type.item)) {
            play.board.discard << card;
            data.insert(QStringLiteral("to"), QStringLiteral("discard"));
            play.note(QStringLiteral("card.taken"), data,
                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 already holds a %2: the second one goes to the discard pile."),
                             play.characterName(character), type.name));
            return;
        }
        cards.items << card;
        data.insert(QStringLiteral("to"), Place{Place::Kind::Items, -1, character}.id());
        play.note(QStringLiteral("card.taken"), data,
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 puts %2 in the item slot."), play.characterName(character), type.name));
        return;
    case CardKind::Undead:
        cards.wounds << card;
        play.board.turn.undeadTaken << card;
        data.insert(QStringLiteral("to"), Place{Place::Kind::Wounds, -1, character}.id());
        data.insert(QStringLiteral("damage"), type.damage);
        play.note(QStringLiteral("card.taken"), data,
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 takes %2 as a wound (%3 damage)."), play.characterName(character), type.name,
                         type.damage));
        return;
    }
}

} // namespace

Status takeLine(Play &play, const Take &action)
{
    if (const Status ok = requireTurnAction(play, action.character); !ok)
        return ok;
    if (play.board.turn.taken)
        return RuleError::invalid(QStringLiteral("banishing.already_taken"), QStringLiteral("the-banishing.take-row-column"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 already took from the Void this turn."),
                                         play.characterName(play.board.turn.character)));
    if (action.line != QLatin1String("row") && action.line != QLatin1String("column"))
        return RuleError::badRequest(QStringLiteral("request.choice"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1 must be one of: %2."), QStringLiteral("line"),
                                            QStringLiteral("row, column")));
    if (action.shield)
        if (const Status known = knownCard(play, *action.shield, QStringLiteral("shield")); !known)
            return known;

    const bool row = action.line == QLatin1String("row");
    std::vector<Place> places;
    for (int k = 0; k < kVoidSide; ++k)
        places.push_back(Place::voidSpace(row ? action.index * kVoidSide + k : action.index + k * kVoidSide));
    bool anything = false;
    for (const Place &place : places)
        anything = anything || !cardsAt(play.board, place).isEmpty();
    if (!anything)
        return RuleError::invalid(QStringLiteral("banishing.empty_line"), QStringLiteral("the-banishing.take-row-column"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "That line of the Void holds no cards.")));

    for (const Place &place : places) {
        QStringList &stack = cardsAt(play.board, place);
        if (!stack.isEmpty())
            receive(play, stack.takeLast(), place);
    }
    if (action.shield)
        if (const Status ok = spendShield(play, *action.shield); !ok)
            return ok;
    play.board.turn.taken = true;
    refillVoid(play);
    return Done{};
}

Status useShield(Play &play, const UseShield &action)
{
    if (const Status ok = requireTurnAction(play, action.character); !ok)
        return ok;
    if (const Status ok = requireTaken(play); !ok)
        return ok;
    if (const Status known = knownCard(play, action.card, QStringLiteral("card")); !known)
        return known;
    return spendShield(play, action.card);
}

Status endTurn(Play &play, const EndTurn &action)
{
    if (const Status ok = requireTurnAction(play, action.character); !ok)
        return ok;
    if (const Status ok = requireTaken(play); !ok)
        return ok;
    const QJsonArray discard = action.discard.value_or(QJsonArray());
    const QString character = play.board.turn.character;
    CharacterCards &cards = play.board.cardsOf(character);
    const int excess = static_cast<int>(cards.hand.size()) - kHandLimit;
    if (excess <= 0 && !discard.isEmpty())
        return RuleError::invalid(QStringLiteral("banishing.discard_not_needed"), QStringLiteral("the-banishing.hand-limit"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 holds %2 cards, within the limit of %3: nothing needs discarding."),
                                         play.characterName(character), static_cast<int>(cards.hand.size()), kHandLimit));
    if (excess > 0 && discard.size() != excess)
        return RuleError::invalid(QStringLiteral("banishing.hand_limit"), QStringLiteral("the-banishing.hand-limit"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 holds %2 cards: discard exactly %3 to end the turn at the limit of %4."),
                                         play.characterName(character), static_cast<int>(cards.hand.size()), excess, kHandLimit));
    QStringList discarded;
    for (const QJsonValue &entry : discard) {
        auto card = cardFrom(play, entry, QStringLiteral("discard"));
        if (!card)
            return card.error();
        if (!removeOne(cards.hand, card.value()))
            return notHeld(play, card.value(), Place::handOf(character), QStringLiteral("the-banishing.hand-limit"));
        discarded << card.value();
    }
    if (!discarded.isEmpty()) {
        play.board.discard += discarded;
        play.note(QStringLiteral("hand.discarded"),
                  {{QStringLiteral("character"), character}, {QStringLiteral("cards"), QJsonArray::fromStringList(discarded)}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 discards %2 cards down to the hand limit."), play.characterName(character),
                         static_cast<int>(discarded.size())));
    }
    if (play.board.turn.ability.isEmpty())
        play.note(QStringLiteral("turn.passed"), {{QStringLiteral("character"), character}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 passes: no ability this turn."), play.characterName(character)));
    const auto at = play.board.order.indexOf(character);
    const QString next = play.board.order.at((at + 1) % play.board.order.size());
    play.board.turn = TurnState{next, false, {}, {}};
    play.note(QStringLiteral("turn.started"), {{QStringLiteral("character"), next}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1's turn: take a row or a column from the Void."), play.characterName(next)));
    return Done{};
}

const CardType *heldItem(const Play &play, const QString &character, ItemKind kind)
{
    for (const QString &item : play.board.cardsOf(character).items) {
        const CardType *type = play.content.card(item);
        if (type && type->kind == CardKind::Item && type->item == kind)
            return type;
    }
    return nullptr;
}

} // namespace arbiter::banishing
