#pragma once

#include <compare>

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
    friend constexpr bool operator==(Hex, Hex) = default;
    // Sorted by q then r, the order the CLI lists hexes in.
    friend constexpr auto operator<=>(Hex, Hex) = default;
};

} // namespace arbiter
