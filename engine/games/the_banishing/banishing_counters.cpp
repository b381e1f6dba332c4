#include "games/the_banishing/banishing_counters.h"

namespace arbiter::banishing {

int counterOr(const SessionState &state, const QString &entity, const QString &counter, int fallback)
{
    const Entity *e = state.entity(entity);
    return e ? e->counter(counter).value_or(fallback) : fallback;
}

int roundOf(const SessionState &state)
{
    return counterOr(state, kTableEntity, kRoundCounter, 1);
}

void setRound(SessionState &state, int round)
{
    if (Entity *table = state.entity(kTableEntity))
        table->setCounter(kRoundCounter, round);
}

int cardsLeftInDeck(const SessionState &state, const Board &board)
{
    if (board.mode == DeckMode::App)
        return static_cast<int>(board.deck.size());
    return std::max(0, counterOr(state, kTableEntity, kDeckCounter, 0));
}

void setTableDeckCount(SessionState &state, int count)
{
    if (Entity *table = state.entity(kTableEntity))
        table->setCounter(kDeckCounter, count);
}

} // namespace arbiter::banishing
