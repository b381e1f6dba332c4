#include "games/the_banishing/banishing_deck.h"

#include "games/the_banishing/banishing_counters.h"
#include "games/the_banishing/banishing_outcome.h"

namespace arbiter::banishing {

namespace {

// Round r is followed by round r + 1, which adds the undead of level r + 3.
constexpr int kFirstAddedLevel = 4;

void putCard(Play &play, const Place &place, const QString &card)
{
    cardsAt(play.board, place).append(card);
}

} // namespace

void shuffle(QStringList &cards, Rng &rng)
{
    // Fisher-Yates from the back with the session's own generator.
    for (qsizetype i = cards.size() - 1; i > 0; --i) {
        const auto j = static_cast<qsizetype>(rng.below(static_cast<std::uint64_t>(i) + 1));
        cards.swapItemsAt(i, j);
    }
}

Phrase dealtText(const Play &play, const Place &place, const QString &card)
{
    if (place.kind == Place::Kind::Void)
        return phrase(QT_TRANSLATE_NOOP("Engine", "Deal %1 to the Void, row %2, column %3."), play.cardName(card),
                      place.index / kVoidSide + 1, place.index % kVoidSide + 1);
    return phrase(QT_TRANSLATE_NOOP("Engine", "Deal %1 to %2's hand."), play.cardName(card), play.characterName(place.character));
}

void dealTo(Play &play, const Place &place)
{
    if (play.board.timeUp)
        return;
    if (play.board.mode == DeckMode::Table) {
        // A hand may wait for several cards; a Void space for one.
        if (place.kind != Place::Kind::Void || !play.board.pending.contains(place.id()))
            play.board.pending.append(place.id());
        return;
    }
    if (play.board.deck.isEmpty())
        return; // nothing left even after the reshuffle: the space stays empty
    const QString card = play.board.deck.takeFirst();
    putCard(play, place, card);
    play.note(QStringLiteral("card.dealt"),
              {{QStringLiteral("card"), card}, {QStringLiteral("place"), place.id()}}, dealtText(play, place, card));
    if (play.board.deck.isEmpty() && !play.board.settingUp)
        endRound(play);
}

void refillVoid(Play &play)
{
    for (int i = 0; i < kVoidSize; ++i)
        if (play.board.voidStacks[static_cast<std::size_t>(i)].isEmpty())
            dealTo(play, Place::voidSpace(i));
}

void endRoundIfDeckIsEmpty(Play &play)
{
    if (!play.board.settingUp && !play.board.timeUp && cardsLeftInDeck(play.state, play.board) == 0)
        endRound(play);
}

void countTableDraw(Play &play)
{
    const int left = counterOr(play.state, kTableEntity, kDeckCounter, 0);
    // A count already at 0 means the table's deck is larger than the pack
    // says; the table corrects the counter, the app does not invent a round end.
    if (left <= 0)
        return;
    setTableDeckCount(play.state, left - 1);
    if (left == 1 && !play.board.settingUp)
        endRound(play);
}

void placeRevealed(Play &play, const Place &place, const QString &card)
{
    play.board.pending.removeOne(place.id());
    putCard(play, place, card);
    play.note(QStringLiteral("card.revealed"),
              {{QStringLiteral("card"), card}, {QStringLiteral("place"), place.id()}}, dealtText(play, place, card));
    countTableDraw(play);
}

void endRound(Play &play)
{
    const int round = roundOf(play.state);
    if (round >= kLastRound) {
        play.board.timeUp = true;
        play.board.pending.clear();
        play.note(QStringLiteral("round.ended"), {{QStringLiteral("round"), round}, {QStringLiteral("last"), true}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "The last card of the deck was drawn: round %1 is over."), round));
        return;
    }
    const int level = round - 1 + kFirstAddedLevel;
    const QStringList added = play.board.reserve[level];
    play.board.reserve.erase(level);
    QStringList deck = play.board.discard + added;
    play.board.discard.clear();
    const int size = static_cast<int>(deck.size());
    if (play.board.mode == DeckMode::App) {
        shuffle(deck, play.state.rng);
        play.board.deck = deck;
    } else {
        setTableDeckCount(play.state, size);
    }
    setRound(play.state, round + 1);
    const QJsonObject data{{QStringLiteral("round"), round},
                           {QStringLiteral("last"), false},
                           {QStringLiteral("next"), round + 1},
                           {QStringLiteral("level"), level},
                           {QStringLiteral("added"), static_cast<int>(added.size())},
                           {QStringLiteral("deck"), size}};
    play.note(QStringLiteral("round.ended"), data,
              play.board.mode == DeckMode::App
                  ? phrase(QT_TRANSLATE_NOOP("Engine", "Round %1 is over: the app shuffled the discard pile and %2 level %3 undead into a new deck of %4 cards. Round %5 begins."),
                           round, static_cast<int>(added.size()), level, size, round + 1)
                  : phrase(QT_TRANSLATE_NOOP("Engine", "Round %1 is over: add the %2 level %3 undead to the discard pile and shuffle it into a new deck of %4 cards. Round %5 begins."),
                           round, static_cast<int>(added.size()), level, size, round + 1));
    // Without a card to draw the round could never end, and with the Void
    // taken empty the game would stall.
    if (size == 0)
        endRound(play);
}

} // namespace arbiter::banishing
