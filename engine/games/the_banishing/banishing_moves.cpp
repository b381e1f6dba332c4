#include "games/the_banishing/banishing_moves.h"

#include "core/json_fields.h"
#include "games/the_banishing/banishing_counters.h"
#include "games/the_banishing/banishing_deck.h"
#include "games/the_banishing/banishing_play.h"
#include "games/the_banishing/banishing_setup.h"

namespace arbiter::banishing {

namespace {

// Round r deals undead up to level r + 2: levels 1-3 from the start, 4 from round 2, 5 from round 3.
constexpr int kLevelsBeforeRound = 2;

const QString kDeckModesRule = QStringLiteral("the-banishing.deck-modes");
const QString kMovesRule = QStringLiteral("the-banishing.card-moves");

// Hands hold symbol cards, wounds undead, the item slots one item of a kind.
Status fitsPlace(const Play &play, const QString &card, const Place &to)
{
    const CardType *type = play.content.card(card);
    if (!type)
        return Done{};
    const auto wrong = [&] {
        return RuleError::invalid(QStringLiteral("banishing.wrong_place"), kMovesRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot go to %2: hands hold symbol cards, wounds undead, item slots items."),
                                         play.cardName(card), play.placeName(to)));
    };
    switch (to.kind) {
    case Place::Kind::Hand:
        return type->kind == CardKind::Symbol ? Status(Done{}) : Status(wrong());
    case Place::Kind::Wounds:
        return type->kind == CardKind::Undead ? Status(Done{}) : Status(wrong());
    case Place::Kind::Items:
        if (type->kind != CardKind::Item)
            return wrong();
        for (const QString &held : play.board.cardsOf(to.character).items)
            if (const CardType *heldType = play.content.card(held); heldType && heldType->item == type->item)
                return RuleError::invalid(QStringLiteral("banishing.item_held"), QStringLiteral("the-banishing.items"),
                                          phrase(QT_TRANSLATE_NOOP("Engine", "%1 already holds a %2; one of each kind only."),
                                                 play.characterName(to.character), type->name));
        return Done{};
    default:
        return Done{};
    }
}

// Takes the card out of `from`; returns its id.
Result<QString> takeFrom(Play &play, const Place &from, const QString &named)
{
    Board &board = play.board;
    if (from.kind == Place::Kind::Deck) {
        if (board.mode == DeckMode::Table) {
            if (named.isEmpty())
                return json::fieldError(QStringLiteral("card"),
                                        QT_TRANSLATE_NOOP("Engine", "%1 is needed: with the real deck, say which card was drawn."));
            return named;
        }
        if (board.deck.isEmpty())
            return RuleError::invalid(QStringLiteral("banishing.deck_empty"), kMovesRule,
                                      phrase(QT_TRANSLATE_NOOP("Engine", "The deck is empty.")));
        if (named.isEmpty())
            return board.deck.takeFirst();
        if (!board.deck.removeOne(named))
            return notHeld(play, named, from, kMovesRule);
        return named;
    }
    QStringList &cards = cardsAt(board, from);
    if (from.kind == Place::Kind::Void) {
        if (cards.isEmpty())
            return RuleError::invalid(QStringLiteral("banishing.card_not_there"), kMovesRule,
                                      phrase(QT_TRANSLATE_NOOP("Engine", "No card lies in %1."), play.placeName(from)));
        if (!named.isEmpty() && cards.last() != named)
            return RuleError::invalid(QStringLiteral("banishing.not_on_top"), QStringLiteral("the-banishing.the-void"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not the top card in %2."), play.cardName(named),
                                             play.placeName(from)));
        return cards.takeLast();
    }
    if (named.isEmpty())
        return json::fieldError(QStringLiteral("card"), QT_TRANSLATE_NOOP("Engine", "%1 is needed to move a card from there."));
    if (!removeOne(cards, named))
        return notHeld(play, named, from, kMovesRule);
    return named;
}

void putInto(Play &play, const Place &to, const QString &card)
{
    if (to.kind != Place::Kind::Deck) {
        cardsAt(play.board, to).append(card);
        return;
    }
    // Shuffled in: the app picks a random position, the table counts it.
    if (play.board.mode == DeckMode::App) {
        const auto at = static_cast<qsizetype>(play.state.rng.below(static_cast<std::uint64_t>(play.board.deck.size()) + 1));
        play.board.deck.insert(at, card);
    } else {
        setTableDeckCount(play.state, counterOr(play.state, kTableEntity, kDeckCounter, 0) + 1);
    }
}

} // namespace

Status revealCard(Play &play, const RevealCard &action)
{
    if (play.board.mode == DeckMode::App)
        return RuleError::invalid(QStringLiteral("banishing.app_deals"), kDeckModesRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "In app-deck mode the app deals every card itself.")));
    if (play.board.pending.isEmpty())
        return RuleError::invalid(QStringLiteral("banishing.nothing_to_reveal"), kDeckModesRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "No place is waiting for a card from the deck.")));
    const QString &card = action.card;
    if (const Status known = knownCard(play, card, QStringLiteral("card")); !known)
        return known;
    Place place;
    if (action.place) {
        auto named = placeFrom(*action.place, play.board, QStringLiteral("place"));
        if (!named)
            return named.error();
        place = named.value();
    } else {
        place = placeFrom(play.board.pending.first(), play.board, QStringLiteral("place")).value();
    }
    if (!play.board.pending.contains(place.id()))
        return RuleError::invalid(QStringLiteral("banishing.place_not_pending"), kDeckModesRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "No card is being dealt to %1; the next one goes to %2."),
                                         play.placeName(place),
                                         play.placeName(placeFrom(play.board.pending.first(), play.board, QStringLiteral("place")).value())));
    if (place.kind == Place::Kind::Hand && play.kindOf(card) != CardKind::Symbol)
        return RuleError::invalid(QStringLiteral("banishing.hand_needs_symbol"), QStringLiteral("the-banishing.setup"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The starting hands are dealt before undead and items join the deck, so %1 cannot be one of them."),
                                         play.cardName(card)));
    // The level 4 and 5 undead wait beside the deck until rounds 2 and 3.
    if (const CardType *type = play.content.card(card);
        type && type->kind == CardKind::Undead && type->level > roundOf(play.state) + kLevelsBeforeRound)
        return RuleError::invalid(QStringLiteral("banishing.not_in_deck_yet"), QStringLiteral("the-banishing.rounds"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is a level %2 undead: it joins the deck in round %3, and this is round %4."),
                                         play.cardName(card), type->level, type->level - kLevelsBeforeRound, roundOf(play.state)));
    placeRevealed(play, place, card);
    if (play.board.settingUp)
        checkSetupVoid(play);
    return Done{};
}

Status moveCard(Play &play, const MoveCard &action)
{
    if (!play.board.pending.isEmpty())
        return RuleError::invalid(QStringLiteral("banishing.reveal_pending"), QStringLiteral("the-banishing.refilling"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "First tell the app which card was dealt to %1."),
                                         play.board.pending.first()));
    // A missing place is refused with the forms a place takes.
    auto from = placeFrom(action.from.value_or(QJsonValue()), play.board, QStringLiteral("from"));
    if (!from)
        return from.error();
    auto to = placeFrom(action.to.value_or(QJsonValue()), play.board, QStringLiteral("to"));
    if (!to)
        return to.error();
    if (from.value() == to.value())
        return RuleError::invalid(QStringLiteral("banishing.same_place"), kMovesRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "A card is moved between two different places.")));
    if (action.card)
        if (const Status known = knownCard(play, *action.card, QStringLiteral("card")); !known)
            return known;
    auto card = takeFrom(play, from.value(), action.card.value_or(QString()));
    if (!card)
        return card.error();
    if (const Status fits = fitsPlace(play, card.value(), to.value()); !fits)
        return fits.error();
    putInto(play, to.value(), card.value());
    play.note(QStringLiteral("card.moved"),
              {{QStringLiteral("card"), card.value()}, {QStringLiteral("from"), from->id()}, {QStringLiteral("to"), to->id()}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 moved from %2 to %3."), play.cardName(card.value()), play.placeName(from.value()),
                     play.placeName(to.value())));
    if (from->kind == Place::Kind::Deck) {
        if (play.board.mode == DeckMode::Table)
            countTableDraw(play);
        else if (play.board.deck.isEmpty())
            endRound(play);
    }
    refillVoid(play);
    return Done{};
}

QStringList movableCardsAt(const Board &board, const Place &from)
{
    if (from.kind == Place::Kind::Deck)
        return {};
    QStringList cards = cardsAt(board, from);
    if (from.kind == Place::Kind::Void)
        return cards.isEmpty() ? QStringList() : QStringList{cards.last()};
    cards.removeDuplicates();
    return cards;
}

} // namespace arbiter::banishing
