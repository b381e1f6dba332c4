#include "dice.h"

#include <string>

namespace arbiter {

namespace {

constexpr int kMinDice = 1;
constexpr int kMaxDice = 1000;
constexpr int kMinSides = 2;
constexpr int kMaxSides = 1000;
constexpr int kMaxTerms = 20;
constexpr int kMaxConstant = 1000000;
constexpr int kMaxCombinationBits = 126;

__extension__ using Count = unsigned __int128;

const char *const kPhysicalDiceRule = "core.physical-dice";

// What the parser would have accepted where it stopped.
enum class Expected {
    Term, // a number or a die
    Sides, // the number after "d"
    AfterNumber, // "d", an operator or the end
    AfterDie, // an operator or the end
};

Phrase unexpectedCharacter(Expected expected, const QString &found, int column)
{
    switch (expected) {
    case Expected::Term:
        return phrase(QT_TRANSLATE_NOOP("Engine", "Unexpected \"%1\" at column %2 of the dice: expected a number or a die such as 2d6."),
                      found, column);
    case Expected::Sides:
        return phrase(QT_TRANSLATE_NOOP("Engine", "Unexpected \"%1\" at column %2 of the dice: expected the number of sides after \"d\"."),
                      found, column);
    case Expected::AfterNumber:
        return phrase(QT_TRANSLATE_NOOP("Engine", "Unexpected \"%1\" at column %2 of the dice: expected \"d\", \"+\", \"-\" or the end."),
                      found, column);
    case Expected::AfterDie:
        break;
    }
    return phrase(QT_TRANSLATE_NOOP("Engine", "Unexpected \"%1\" at column %2 of the dice: expected \"+\", \"-\" or the end."),
                  found, column);
}

Phrase unexpectedEnd(Expected expected, int column)
{
    // Only a term or a die's sides can be missing: after either of the others
    // the end is welcome.
    if (expected == Expected::Sides)
        return phrase(QT_TRANSLATE_NOOP("Engine", "The dice stop at column %1: expected the number of sides after \"d\"."), column);
    return phrase(QT_TRANSLATE_NOOP("Engine", "The dice stop at column %1: expected a number or a die such as 2d6."), column);
}

RuleError syntaxError(Phrase message)
{
    return RuleError::badRequest(QStringLiteral("dice.syntax"), std::move(message));
}

RuleError limitError(Phrase message)
{
    return RuleError::badRequest(QStringLiteral("dice.limit"), std::move(message));
}

// A hand-written reader over code points, so that columns count what a
// person sees even past the Basic Multilingual Plane.
class DiceParser {
public:
    explicit DiceParser(const QString &text) : m_text(text.toStdU32String()) {}

    Result<DiceExpression> parse()
    {
        skipSpaces();
        if (atEnd())
            return syntaxError(phrase(QT_TRANSLATE_NOOP("Engine", "No dice given: expected a number or a die such as 2d6.")));
        DiceExpression expr;
        int sign = 1;
        if (peekSign() != 0) {
            sign = peekSign();
            advance();
            skipSpaces();
        }
        for (;;) {
            if (static_cast<int>(expr.terms.size()) == kMaxTerms)
                return limitError(phrase(QT_TRANSLATE_NOOP("Engine", "Too many terms at column %1: the dice may have at most %2."),
                                         column(), kMaxTerms));
            Result<DiceTerm> term = parseTerm(sign);
            if (!term)
                return term.error();
            expr.terms.push_back(term.value());
            skipSpaces();
            if (atEnd())
                return expr;
            sign = peekSign();
            if (sign == 0) {
                const Expected expected = expr.terms.back().isDice() ? Expected::AfterDie : Expected::AfterNumber;
                return syntaxError(unexpectedCharacter(expected, currentText(), column()));
            }
            advance();
            skipSpaces();
        }
    }

private:
    struct Number {
        int value = 0;
        bool tooLarge = false; // above the largest limit; `text` keeps it for the message
        QString text;
        int column = 0;
    };

    Result<DiceTerm> parseTerm(int sign)
    {
        DiceTerm term;
        term.sign = sign;
        if (atEnd())
            return syntaxError(unexpectedEnd(Expected::Term, column()));
        Number count{1, false, QStringLiteral("1"), column()};
        if (isDigit(peek())) {
            count = readNumber();
            skipSpaces();
        } else if (!isDieLetter(peek())) {
            return syntaxError(unexpectedCharacter(Expected::Term, currentText(), column()));
        }
        if (atEnd() || !isDieLetter(peek())) {
            if (count.tooLarge)
                return limitError(phrase(QT_TRANSLATE_NOOP("Engine", "The number at column %1 is %2: a constant may be at most %3."),
                                         count.column, count.text, kMaxConstant));
            term.constant = count.value;
            if (term.constant == 0)
                term.sign = 1; // "-0" and "+0" read the same
            return term;
        }
        advance(); // the "d"
        skipSpaces();
        if (atEnd())
            return syntaxError(unexpectedEnd(Expected::Sides, column()));
        if (!isDigit(peek()))
            return syntaxError(unexpectedCharacter(Expected::Sides, currentText(), column()));
        const Number sides = readNumber();
        if (count.tooLarge || count.value < kMinDice || count.value > kMaxDice)
            return limitError(phrase(QT_TRANSLATE_NOOP("Engine", "The number of dice at column %1 is %2: it must be from %3 to %4."),
                                     count.column, count.text, kMinDice, kMaxDice));
        if (sides.tooLarge || sides.value < kMinSides || sides.value > kMaxSides)
            return limitError(phrase(QT_TRANSLATE_NOOP("Engine", "The number of sides at column %1 is %2: it must be from %3 to %4."),
                                     sides.column, sides.text, kMinSides, kMaxSides));
        term.count = count.value;
        term.sides = sides.value;
        return term;
    }

    Number readNumber()
    {
        Number number;
        number.column = column();
        while (!atEnd() && isDigit(peek())) {
            number.text += QChar(static_cast<char16_t>(peek()));
            if (!number.tooLarge) {
                number.value = number.value * 10 + static_cast<int>(peek() - U'0');
                number.tooLarge = number.value > kMaxConstant;
            }
            advance();
        }
        return number;
    }

    static bool isDigit(char32_t c) { return c >= U'0' && c <= U'9'; }
    static bool isDieLetter(char32_t c) { return c == U'd' || c == U'D'; }

    [[nodiscard]] bool atEnd() const { return m_pos >= m_text.size(); }
    [[nodiscard]] char32_t peek() const { return m_text[m_pos]; }
    [[nodiscard]] int column() const { return static_cast<int>(m_pos) + 1; }
    [[nodiscard]] QString currentText() const { return QString::fromUcs4(&m_text[m_pos], 1); }
    void advance() { ++m_pos; }

    [[nodiscard]] int peekSign() const
    {
        if (atEnd())
            return 0;
        if (peek() == U'+')
            return 1;
        if (peek() == U'-')
            return -1;
        return 0;
    }

    void skipSpaces()
    {
        while (!atEnd() && QChar::isSpace(peek()))
            advance();
    }

    std::u32string m_text;
    std::size_t m_pos = 0;
};

// Counts of each sum, indexed from `lowest`; every entry is a number of
// equally likely face combinations.
struct SumCounts {
    int lowest = 0;
    std::vector<Count> counts{1};

    // Adds one die that shows each of first..first+faces-1 equally often. The
    // new count of a sum is a window of `faces` old counts, kept as a running
    // sum so that a die costs one pass however many faces it has.
    void addUniform(int first, int faces)
    {
        std::vector<Count> next(counts.size() + static_cast<std::size_t>(faces) - 1, 0);
        Count window = 0;
        for (std::size_t i = 0; i < next.size(); ++i) {
            if (i < counts.size())
                window += counts[i];
            if (i >= static_cast<std::size_t>(faces))
                window -= counts[i - static_cast<std::size_t>(faces)];
            next[i] = window;
        }
        counts = std::move(next);
        lowest += first;
    }
};

// Whether the product of every die's sides stays within 2^126; at most 126
// multiplications, since each die has at least two sides.
bool combinationsFit(const DiceExpression &expr, Count &combinations)
{
    const Count limit = Count(1) << kMaxCombinationBits;
    combinations = 1;
    for (const DiceTerm &term : expr.terms) {
        if (!term.isDice())
            continue;
        for (int i = 0; i < term.count; ++i) {
            combinations *= static_cast<Count>(term.sides); // < 2^126 * 1000: no wrap
            if (combinations > limit)
                return false;
        }
    }
    return true;
}

} // namespace

QString DiceTerm::notation() const
{
    if (isDice())
        return QStringLiteral("%1d%2").arg(count).arg(sides);
    return QString::number(constant);
}

QString DiceExpression::notation() const
{
    QString text;
    for (std::size_t i = 0; i < terms.size(); ++i) {
        const DiceTerm &term = terms[i];
        if (term.sign < 0)
            text += QLatin1Char('-');
        else if (i > 0)
            text += QLatin1Char('+');
        text += term.notation();
    }
    return text;
}

int DiceExpression::minimum() const
{
    int total = 0;
    for (const DiceTerm &term : terms) {
        if (!term.isDice())
            total += term.sign * term.constant;
        else
            total += term.sign > 0 ? term.count : -term.count * term.sides;
    }
    return total;
}

int DiceExpression::maximum() const
{
    int total = 0;
    for (const DiceTerm &term : terms) {
        if (!term.isDice())
            total += term.sign * term.constant;
        else
            total += term.sign > 0 ? term.count * term.sides : -term.count;
    }
    return total;
}

int DiceExpression::diceCount() const
{
    int dice = 0;
    for (const DiceTerm &term : terms)
        dice += term.count;
    return dice;
}

Result<DiceExpression> parseDice(const QString &text)
{
    return DiceParser(text).parse();
}

int TermRoll::subtotal() const
{
    if (!term.isDice())
        return term.sign * term.constant;
    int sum = 0;
    for (const int face : rolls)
        sum += face;
    return term.sign * sum;
}

namespace {

// Shared by the generator and by physical dice: the faces, in expression
// order, become the per-term rolls and the total.
DiceRoll assembleRoll(const DiceExpression &expr, const std::vector<int> &faces)
{
    DiceRoll result;
    auto face = faces.begin();
    for (const DiceTerm &term : expr.terms) {
        TermRoll termRoll{term, {}};
        termRoll.rolls.assign(face, face + term.count);
        face += term.count;
        result.total += termRoll.subtotal();
        result.terms.push_back(std::move(termRoll));
    }
    return result;
}

} // namespace

DiceRoll roll(const DiceExpression &expr, Rng &rng)
{
    std::vector<int> faces;
    faces.reserve(static_cast<std::size_t>(expr.diceCount()));
    for (const DiceTerm &term : expr.terms) {
        for (int i = 0; i < term.count; ++i)
            faces.push_back(rng.die(term.sides));
    }
    return assembleRoll(expr, faces);
}

Result<DiceRoll> enterPhysicalRoll(const DiceExpression &expr, const std::vector<int> &faces)
{
    const int expected = expr.diceCount();
    if (static_cast<int>(faces.size()) != expected)
        return RuleError::invalid(QStringLiteral("dice.physical_mismatch"), QString::fromLatin1(kPhysicalDiceRule),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 needs %2 dice faces, but %3 were entered."),
                                         expr.notation(), expected, static_cast<int>(faces.size())));
    int dieNumber = 0;
    for (const DiceTerm &term : expr.terms) {
        for (int i = 0; i < term.count; ++i) {
            const int face = faces[static_cast<std::size_t>(dieNumber)];
            ++dieNumber;
            if (face < 1 || face > term.sides)
                return RuleError::invalid(QStringLiteral("dice.face_out_of_range"),
                                          QString::fromLatin1(kPhysicalDiceRule),
                                          phrase(QT_TRANSLATE_NOOP("Engine", "Die %1 is a d%2, so it cannot show %3."), dieNumber,
                                                 term.sides, face));
        }
    }
    return assembleRoll(expr, faces);
}

Result<Distribution> distribution(const DiceExpression &expr)
{
    Count combinations = 1;
    if (!combinationsFit(expr, combinations))
        return RuleError::badRequest(
            QStringLiteral("dice.too_large"),
            phrase(QT_TRANSLATE_NOOP("Engine", "Exact odds are limited to 2^%2 (over 10^37) face combinations, and %1 has more."),
                   expr.notation(), kMaxCombinationBits));

    SumCounts sums;
    Rational::Int meanTimesTwo = 0;
    for (const DiceTerm &term : expr.terms) {
        if (!term.isDice()) {
            sums.lowest += term.sign * term.constant;
            meanTimesTwo += 2 * term.sign * term.constant;
            continue;
        }
        // A subtracted die shows -sides..-1, still evenly spread.
        const int first = term.sign > 0 ? 1 : -term.sides;
        for (int i = 0; i < term.count; ++i)
            sums.addUniform(first, term.sides);
        meanTimesTwo += Rational::Int(term.sign) * term.count * (term.sides + 1);
    }

    Distribution result;
    result.min = expr.minimum();
    result.max = expr.maximum();
    result.mean = Rational(meanTimesTwo, 2);
    const auto total = static_cast<Rational::Int>(combinations);
    for (std::size_t i = 0; i < sums.counts.size(); ++i) {
        if (sums.counts[i] == 0)
            continue;
        result.outcomes.push_back(
            {sums.lowest + static_cast<int>(i), Rational(static_cast<Rational::Int>(sums.counts[i]), total)});
    }
    return result;
}

} // namespace arbiter
