#pragma once

#include <QString>
#include <array>
#include <optional>
#include <vector>

namespace arbiter::banishing {

// One card offered for a matched set: a symbol card, or the Wand item that
// stands in for any symbol card.
struct SetCard {
    bool wand = false;
    QString color; // as written, for explanations
    QString symbol;

    // Colours and symbols are names people type: "Red" and "red " match.
    [[nodiscard]] QString colorKey() const { return color.trimmed().toLower(); }
    [[nodiscard]] QString symbolKey() const { return symbol.trimmed().toLower(); }
};

// Three cards rated as a matched set: level 0 pays for no unique ability,
// 1 for three of one colour, 2 for three of one colour and one symbol.
struct MatchedSet {
    int level = 0;
    std::array<int, 3> cards{}; // indices into the rated list
    std::optional<SetCard> shared; // the colour (and symbol) the set agrees on; empty for a lone wand
    bool wandUsed = false;
};

// Rates the three picked cards; the wand matches whatever the others show.
MatchedSet rateSet(const std::vector<SetCard> &cards, std::array<int, 3> picked);

// The best set of three among `cards` (a hand): the first level 2 set in
// index order, else the first level 1 set, else level 0. Fewer than three
// cards rate level 0.
MatchedSet bestSet(const std::vector<SetCard> &cards);

} // namespace arbiter::banishing
