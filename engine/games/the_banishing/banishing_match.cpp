#include "games/the_banishing/banishing_match.h"

namespace arbiter::banishing {

MatchedSet rateSet(const std::vector<SetCard> &cards, std::array<int, 3> picked)
{
    MatchedSet set{0, picked, std::nullopt, false};
    std::optional<SetCard> first;
    bool sameColor = true;
    bool sameSymbol = true;
    for (const int i : picked) {
        const SetCard &card = cards[static_cast<std::size_t>(i)];
        if (card.wand) {
            set.wandUsed = true;
            continue;
        }
        if (!first) {
            first = card;
            continue;
        }
        sameColor = sameColor && card.colorKey() == first->colorKey();
        sameSymbol = sameSymbol && card.symbolKey() == first->symbolKey();
    }
    if (!sameColor) {
        set.wandUsed = false;
        return set;
    }
    set.level = sameSymbol ? 2 : 1;
    set.shared = first;
    return set;
}

MatchedSet bestSet(const std::vector<SetCard> &cards)
{
    MatchedSet best;
    const int count = static_cast<int>(cards.size());
    for (int i = 0; i < count && best.level < 2; ++i)
        for (int j = i + 1; j < count && best.level < 2; ++j)
            for (int k = j + 1; k < count && best.level < 2; ++k) {
                const MatchedSet candidate = rateSet(cards, {i, j, k});
                if (candidate.level > best.level)
                    best = candidate;
            }
    return best;
}

} // namespace arbiter::banishing
