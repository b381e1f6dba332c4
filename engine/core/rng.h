#pragma once

#include <array>
#include <cstdint>

namespace arbiter {

// xoshiro256** 1.0 (Blackman & Vigna), seeded by expanding a 64-bit seed with
// SplitMix64. The whole generator is a value: copy it into a game state and
// every replay, undo and redo draws the same numbers on every platform.
class Rng {
public:
    using State = std::array<std::uint64_t, 4>;

    explicit Rng(std::uint64_t seed = 0);
    static Rng fromState(const State &state);

    [[nodiscard]] const State &state() const { return m_s; }

    std::uint64_t next();
    // Uniform in [0, bound) without modulo bias (Lemire's multiply-shift with
    // rejection). bound must be > 0.
    std::uint64_t below(std::uint64_t bound);
    // Uniform in [1, sides]: one die.
    int die(int sides);

    friend bool operator==(const Rng &, const Rng &) = default;

private:
    State m_s{};
};

} // namespace arbiter
