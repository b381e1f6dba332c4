#pragma once

#include "rational.h"
#include "rule_error.h"
#include "rng.h"

#include <QString>
#include <vector>

namespace arbiter {

// One term of a dice expression: `count` dice of `sides` faces, or a constant
// (sides == 0, value in `constant`). `sign` is +1 or -1.
struct DiceTerm {
    int sign = 1;
    int count = 0;
    int sides = 0;
    int constant = 0;

    [[nodiscard]] bool isDice() const { return sides > 0; }
    [[nodiscard]] QString notation() const; // "2d6" or "3" (no sign)
    friend bool operator==(const DiceTerm &, const DiceTerm &) = default;
};

// A parsed expression such as "2d6+1" or "d20 - 1d4". Limits: 1 <= N <= 1000,
// 2 <= X <= 1000, at most 20 terms, constants at most 1,000,000.
struct DiceExpression {
    std::vector<DiceTerm> terms;

    [[nodiscard]] QString notation() const; // canonical, e.g. "2d6+1"
    [[nodiscard]] int minimum() const;
    [[nodiscard]] int maximum() const;
    [[nodiscard]] int diceCount() const; // number of physical dice
};

// Parses the notation of the CLI spec. Errors are BadRequest with code
// "dice.syntax" / "dice.limit" and a message naming the 1-based column.
Result<DiceExpression> parseDice(const QString &text);

struct TermRoll {
    DiceTerm term;
    std::vector<int> rolls; // one value per die, in roll order (empty for a constant)
    [[nodiscard]] int subtotal() const; // signed
};

struct DiceRoll {
    std::vector<TermRoll> terms;
    int total = 0;
};

// Rolls every die of the expression in order, term by term, with `rng`.
DiceRoll roll(const DiceExpression &expr, Rng &rng);

// The faces the real dice showed, in the order of the expression's dice.
// Refused (InvalidMove, rule "core.physical-dice") when the count differs or a
// face is outside 1..sides.
Result<DiceRoll> enterPhysicalRoll(const DiceExpression &expr, const std::vector<int> &faces);

struct Outcome {
    int value = 0;
    Rational probability;
};

struct Distribution {
    int min = 0;
    int max = 0;
    Rational mean;
    std::vector<Outcome> outcomes; // sorted by value, zero-probability values omitted
};

// Exact distribution. Refused (BadRequest "dice.too_large") when the number of
// equally likely face combinations would not fit 126 bits (30d6 fits easily).
Result<Distribution> distribution(const DiceExpression &expr);

} // namespace arbiter
