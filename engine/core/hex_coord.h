#pragma once

// No <compare> here: this header reaches Qt's moc through rule_error.h, and
// moc 6.4 cannot parse the standard library's concepts it pulls in.

namespace arbiter {

// An axial hex coordinate (q, r); the cube coordinate s = -q - r is derived.
// Pixel layout is the view's business (qml/), not the engine's.
struct Hex {
    int q = 0;
    int r = 0;

    [[nodiscard]] constexpr int s() const { return -q - r; }
    constexpr Hex operator+(Hex o) const { return {q + o.q, r + o.r}; }
    constexpr Hex operator-(Hex o) const { return {q - o.q, r - o.r}; }
    constexpr Hex operator*(int k) const { return {q * k, r * k}; }
    friend constexpr bool operator==(Hex a, Hex b) { return a.q == b.q && a.r == b.r; }
    // Sorted by q then r, the order the CLI lists hexes in.
    friend constexpr bool operator<(Hex a, Hex b) { return a.q != b.q ? a.q < b.q : a.r < b.r; }
    friend constexpr bool operator>(Hex a, Hex b) { return b < a; }
    friend constexpr bool operator<=(Hex a, Hex b) { return !(b < a); }
    friend constexpr bool operator>=(Hex a, Hex b) { return !(a < b); }
};

} // namespace arbiter
