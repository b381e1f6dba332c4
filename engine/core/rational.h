#pragma once

#include <QString>
#include <compare>

namespace arbiter {

// An exact non-negative-denominator fraction over 128-bit integers, always in
// lowest terms. 6^30 (all faces of 30d6) needs 78 bits, so 64 are not enough.
class Rational {
public:
    // __extension__ keeps -Wpedantic quiet about the GCC/Clang 128-bit type.
    __extension__ using Int = __int128;

    Rational() = default;
    Rational(Int num, Int den = 1); // den != 0; normalised

    [[nodiscard]] Int num() const { return m_num; }
    [[nodiscard]] Int den() const { return m_den; }
    [[nodiscard]] double toDouble() const;

    Rational operator+(const Rational &o) const;
    Rational operator-(const Rational &o) const;
    Rational operator*(const Rational &o) const;
    Rational operator/(const Rational &o) const;
    bool operator==(const Rational &o) const = default;
    std::strong_ordering operator<=>(const Rational &o) const;

private:
    Int m_num = 0;
    Int m_den = 1;
};

Rational::Int gcd128(Rational::Int a, Rational::Int b);
QString toDecimalString(Rational::Int v);
// "3/2", or "3" for a whole number.
QString toFractionString(const Rational &r);
// Whether v fits a JSON number exactly (|v| <= 2^53).
bool fitsJsonInteger(Rational::Int v);

} // namespace arbiter
