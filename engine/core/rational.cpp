#include "rational.h"

#include <QtGlobal>

#include <cmath>

namespace arbiter {

namespace {

using Int = Rational::Int;
__extension__ using UInt = unsigned __int128;

// Magnitude as unsigned, so that the most negative value has one too.
UInt magnitude(Int v)
{
    return v < 0 ? UInt(0) - UInt(v) : UInt(v);
}

UInt gcdUnsigned(UInt a, UInt b)
{
    while (b != 0) {
        const UInt r = a % b;
        a = b;
        b = r;
    }
    return a;
}

// Overflow is a programming error here (probabilities of the dice this engine
// accepts stay far below 2^127), so it is caught in debug builds only.
Int checkedMul(Int a, Int b)
{
    Int product = 0;
    [[maybe_unused]] const bool overflow = __builtin_mul_overflow(a, b, &product);
    Q_ASSERT_X(!overflow, "Rational", "128-bit overflow in multiplication");
    return product;
}

Int checkedAdd(Int a, Int b)
{
    Int sum = 0;
    [[maybe_unused]] const bool overflow = __builtin_add_overflow(a, b, &sum);
    Q_ASSERT_X(!overflow, "Rational", "128-bit overflow in addition");
    return sum;
}

int bitWidth(UInt v)
{
    const auto high = static_cast<std::uint64_t>(v >> 64);
    if (high != 0)
        return 128 - __builtin_clzll(high);
    const auto low = static_cast<std::uint64_t>(v);
    return low == 0 ? 0 : 64 - __builtin_clzll(low);
}

// Floor division for a positive divisor.
Int floorDiv(Int a, Int b)
{
    const Int q = a / b;
    return (a % b != 0 && a < 0) ? q - 1 : q;
}

} // namespace

Rational::Int gcd128(Int a, Int b)
{
    return static_cast<Int>(gcdUnsigned(magnitude(a), magnitude(b)));
}

Rational::Rational(Int num, Int den)
{
    Q_ASSERT_X(den != 0, "Rational", "zero denominator");
    if (den < 0) {
        num = -num;
        den = -den;
    }
    const Int g = gcd128(num, den);
    m_num = num / g;
    m_den = den / g;
}

double Rational::toDouble() const
{
    if (m_num == 0)
        return 0.0;
    // Gather the leading 64 bits of the exact quotient plus a sticky bit for
    // anything below them; the hardware's uint64 -> double conversion then
    // rounds once, correctly, where dividing two rounded doubles would not.
    const UInt a = magnitude(m_num);
    const UInt b = static_cast<UInt>(m_den);
    const UInt whole = a / b;
    UInt remainder = a % b;
    std::uint64_t mantissa = 0;
    int exponent = 0;
    bool sticky = false;
    const int wholeBits = bitWidth(whole);
    if (wholeBits > 64) {
        const int shift = wholeBits - 64;
        mantissa = static_cast<std::uint64_t>(whole >> shift);
        sticky = (whole & ((UInt(1) << shift) - 1)) != 0 || remainder != 0;
        exponent = shift;
    } else {
        mantissa = static_cast<std::uint64_t>(whole);
        // remainder < b < 2^127, so doubling it cannot wrap.
        while (mantissa < (std::uint64_t(1) << 63)) {
            remainder <<= 1;
            mantissa <<= 1;
            if (remainder >= b) {
                remainder -= b;
                mantissa |= 1;
            }
            --exponent;
        }
        sticky = remainder != 0;
    }
    const double value = std::ldexp(static_cast<double>(mantissa | (sticky ? 1 : 0)), exponent);
    return m_num < 0 ? -value : value;
}

Rational Rational::operator+(const Rational &o) const
{
    const Int g = gcd128(m_den, o.m_den);
    const Int left = checkedMul(m_num, o.m_den / g);
    const Int right = checkedMul(o.m_num, m_den / g);
    return {checkedAdd(left, right), checkedMul(m_den / g, o.m_den)};
}

Rational Rational::operator-(const Rational &o) const
{
    return *this + Rational(-o.m_num, o.m_den);
}

Rational Rational::operator*(const Rational &o) const
{
    // Cancelling crosswise first keeps the products as small as the result.
    const Int g1 = gcd128(m_num, o.m_den);
    const Int g2 = gcd128(o.m_num, m_den);
    if (g1 == 0 || g2 == 0) // a zero numerator
        return {};
    return {checkedMul(m_num / g1, o.m_num / g2), checkedMul(m_den / g2, o.m_den / g1)};
}

Rational Rational::operator/(const Rational &o) const
{
    Q_ASSERT_X(o.m_num != 0, "Rational", "division by zero");
    return *this * Rational(o.m_den, o.m_num);
}

std::strong_ordering Rational::operator<=>(const Rational &o) const
{
    // Compares whole parts, then the reciprocals of the fractional parts, like
    // two continued fractions: no cross products, so no overflow.
    Int a = m_num, b = m_den, c = o.m_num, d = o.m_den;
    bool flipped = false;
    for (;;) {
        const Int p = floorDiv(a, b);
        const Int q = floorDiv(c, d);
        if (p != q)
            return flipped ? q <=> p : p <=> q;
        const Int r = a - p * b;
        const Int s = c - q * d;
        if (r == 0 || s == 0) {
            const std::strong_ordering order = r <=> s; // both >= 0
            return flipped ? 0 <=> order : order;
        }
        // r/b versus s/d orders the opposite way to b/r versus d/s.
        a = b;
        b = r;
        c = d;
        d = s;
        flipped = !flipped;
    }
}

QString toDecimalString(Rational::Int v)
{
    UInt rest = magnitude(v);
    char digits[41];
    int start = sizeof digits;
    do {
        digits[--start] = static_cast<char>('0' + static_cast<int>(rest % 10));
        rest /= 10;
    } while (rest != 0);
    if (v < 0)
        digits[--start] = '-';
    return QString::fromLatin1(digits + start, static_cast<qsizetype>(sizeof digits) - start);
}

bool fitsJsonInteger(Rational::Int v)
{
    return magnitude(v) <= (UInt(1) << 53);
}

QString toFractionString(const Rational &r)
{
    if (r.den() == 1)
        return toDecimalString(r.num());
    return toDecimalString(r.num()) + QLatin1Char('/') + toDecimalString(r.den());
}

} // namespace arbiter
