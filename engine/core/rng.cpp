#include "rng.h"

#include <QtGlobal>

namespace arbiter {

namespace {

__extension__ using UInt128 = unsigned __int128;

// SplitMix64 (Steele, Lea & Flood; constants as published by Vigna). Used only
// to spread a 64-bit seed over xoshiro's 256 bits of state: its outputs for
// successive counters are distinct, so the state can never be all zeros.
std::uint64_t splitMix64(std::uint64_t &counter)
{
    counter += 0x9e3779b97f4a7c15ULL;
    std::uint64_t z = counter;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

constexpr std::uint64_t rotateLeft(std::uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

} // namespace

Rng::Rng(std::uint64_t seed)
{
    std::uint64_t counter = seed;
    for (std::uint64_t &word : m_s)
        word = splitMix64(counter);
}

Rng Rng::fromState(const State &state)
{
    // An all-zero state is the one state xoshiro never leaves; no seed produces
    // it, so meeting it means the stored state was damaged.
    Q_ASSERT(state != State{});
    Rng rng;
    rng.m_s = state;
    return rng;
}

std::uint64_t Rng::next()
{
    const std::uint64_t result = rotateLeft(m_s[1] * 5, 7) * 9;
    const std::uint64_t shifted = m_s[1] << 17;
    m_s[2] ^= m_s[0];
    m_s[3] ^= m_s[1];
    m_s[1] ^= m_s[2];
    m_s[0] ^= m_s[3];
    m_s[2] ^= shifted;
    m_s[3] = rotateLeft(m_s[3], 45);
    return result;
}

std::uint64_t Rng::below(std::uint64_t bound)
{
    Q_ASSERT(bound > 0);
    // The high word of next() * bound is the draw. The low word tells whether
    // this product fell in one of the 2^64 mod bound slots that would make
    // some results more likely than others; those are drawn again.
    UInt128 product = UInt128(next()) * bound;
    auto low = static_cast<std::uint64_t>(product);
    if (low < bound) {
        const std::uint64_t threshold = (0 - bound) % bound; // 2^64 mod bound
        while (low < threshold) {
            product = UInt128(next()) * bound;
            low = static_cast<std::uint64_t>(product);
        }
    }
    return static_cast<std::uint64_t>(product >> 64);
}

int Rng::die(int sides)
{
    Q_ASSERT(sides > 0);
    return 1 + static_cast<int>(below(static_cast<std::uint64_t>(sides)));
}

} // namespace arbiter
